// The cases API: the cases list, the archived (settled) cases and putting one back, and a case's history. Deleting a
// case stays outside the contract: it answers 204 when the case is deleted and 200 when a settled one is archived.
import { z } from 'zod';
import { caseHistoryResponseSchema } from '../audit/audit-schemas.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { archivedCaseListSchema } from './case-archive.js';
import { caseListQuerySchema, caseListResponseSchema } from './case-list-query.js';
import { caseSchema } from './case-schemas.js';

const tags = ['cases'];

export const caseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cases',
    tags,
    summary: 'Cases: search, status filter, sort, pages',
    query: caseListQuerySchema,
    response: caseListResponseSchema,
  }),
  archived: defineEndpoint({
    method: 'GET',
    path: '/api/cases/archived',
    tags,
    summary: "The firm's archived (settled) cases, most recently archived first",
    response: archivedCaseListSchema,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:id/restore',
    tags,
    summary: 'Put an archived case back on the cases list (owners and attorneys)',
    body: z.object({}).optional(),
    response: caseSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:id/history',
    tags,
    summary: "The case's audit log, newest first",
    response: caseHistoryResponseSchema,
  }),
};
