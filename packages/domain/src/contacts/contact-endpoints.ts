// The contacts API beyond the contact kind's own routes (recordEndpoints): the directory's search, and naming the
// directory contact who is a case's client.
import { defineEndpoint } from '../shared/endpoint.js';
import { caseClientContactInputSchema, contactKind, contactListQuerySchema, contactListResponseSchema } from './contact-schemas.js';

const tags = ['contacts'];

export const contactEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/contacts',
    tags,
    summary: "The firm's contacts, by name; `q` searches name, organization, email and phone",
    query: contactListQuerySchema,
    response: contactListResponseSchema,
  }),
  setClientContact: defineEndpoint({
    method: 'PUT',
    path: '/api/cases/:caseId/client-contact',
    tags,
    summary: "Name the directory contact who is the case's client (null for none); answers the contact",
    body: caseClientContactInputSchema,
    response: contactKind.schema.nullable(),
  }),
};
