// The global search box's API: one search over the firm's cases, parties, claim and policy numbers and notes.
import { defineEndpoint } from '../shared/endpoint.js';
import { globalSearchQuerySchema, globalSearchResponseSchema } from './global-search.js';

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    tags: ['search'],
    summary: "Search the firm's cases, parties, claim and policy numbers and notes (q: 2–100 characters; a few results per kind)",
    query: globalSearchQuerySchema,
    response: globalSearchResponseSchema,
  }),
};
