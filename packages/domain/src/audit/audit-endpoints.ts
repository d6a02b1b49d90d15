// The firm's activity API: changes to the firm's own records, a page at a time (a case's history is the cases API's).
import { defineEndpoint } from '../shared/endpoint.js';
import { firmActivityQuerySchema, firmActivityResponseSchema } from './audit-schemas.js';

export const auditEndpoints = {
  firmActivity: defineEndpoint({
    method: 'GET',
    path: '/api/firm/activity',
    tags: ['firm'],
    summary:
      "Changes to the firm's own records (the demand letter template, tasks without a case), newest first, a page at a time (owners)",
    query: firmActivityQuerySchema,
    response: firmActivityResponseSchema,
  }),
};
