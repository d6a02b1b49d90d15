// The medical chronology API (/api/cases/:caseId/chronology): draft it (a job), read it, and correct, confirm or
// dismiss its lines.
import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { chronologyLineEditSchema, chronologyLineSchema, chronologyResponseSchema } from './chronology-schemas.js';

const tags = ['chronology'];
const nothing = z.object({}).strict().optional();

export const chronologyEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/chronology',
    tags,
    summary: "The case's medical chronology: where drafting stands and the lines, in date order",
    response: chronologyResponseSchema,
  }),
  draft: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/chronology',
    tags,
    summary:
      "Draft the case's medical chronology from its medical records and bills (a background job; draft lines are replaced, confirmed ones kept)",
    body: nothing,
    response: chronologyResponseSchema,
    status: 202,
  }),
  editLine: defineEndpoint({
    method: 'PATCH',
    path: '/api/cases/:caseId/chronology/lines/:lineId',
    tags,
    summary: "Correct a draft line's fields (null clears one)",
    body: chronologyLineEditSchema,
    response: chronologyLineSchema,
  }),
  confirmLine: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/chronology/lines/:lineId/confirm',
    tags,
    summary: 'Confirm a line (with corrections) into a treatment and a medical bill; a confirmed line is answered as it is',
    body: chronologyLineEditSchema.optional(),
    response: chronologyLineSchema,
  }),
  dismissLine: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/chronology/lines/:lineId/dismiss',
    tags,
    summary: 'Dismiss a wrong line (a later draft does not bring it back)',
    body: nothing,
    response: chronologyLineSchema,
  }),
};
