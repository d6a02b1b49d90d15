// The attorneys API: the firm's attorneys, and one of them.
import { defineEndpoint } from '../shared/endpoint.js';
import { attorneyDetailSchema, attorneyListResponseSchema } from './attorney-schemas.js';

const tags = ['attorneys'];

export const attorneyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/attorneys',
    tags,
    summary: "The firm's attorneys",
    response: attorneyListResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/attorneys/:id',
    tags,
    summary: 'One attorney',
    response: attorneyDetailSchema,
  }),
};
