// The communications API beyond the communication kind's own routes (recordEndpoints): a case's log with each contact
// and attachment, and a contact's communications across the firm's cases.
import { defineEndpoint } from '../shared/endpoint.js';
import { communicationListResponseSchema, contactCommunicationListResponseSchema } from './communication-schemas.js';

const tags = ['communications'];

export const communicationEndpoints = {
  listForCase: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/communications',
    tags,
    summary: 'The communications log of a case, newest first, with each contact and attachment',
    response: communicationListResponseSchema,
  }),
  listForContact: defineEndpoint({
    method: 'GET',
    path: '/api/contacts/:itemId/communications',
    tags,
    summary: "A contact's communications across the firm's cases, newest first",
    response: contactCommunicationListResponseSchema,
  }),
};
