// The case file API: a new case with its parts in one request, and one case with its parts and timeline.
import { defineEndpoint } from '../shared/endpoint.js';
import { caseCreateRequestSchema } from './case-create-request.js';
import { caseDetailResponseSchema, caseSchema } from './case-schemas.js';

const tags = ['cases'];

export const caseFileEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/cases',
    tags,
    summary: 'Create a case, with its injuries, treatments and notes if given: all or nothing',
    body: caseCreateRequestSchema,
    response: caseSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:id',
    tags,
    summary: 'A case with injuries, treatments, notes and its timeline',
    response: caseDetailResponseSchema,
  }),
};
