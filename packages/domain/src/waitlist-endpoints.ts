// The waiting-list API: the public signup, and the administrators' list and CSV export of it.
import { z } from 'zod';
import { defineEndpoint } from './shared/endpoint.js';
import { waitlistSignupBodySchema, waitlistSignupListSchema } from './waitlist.js';

export const waitlistEndpoints = {
  join: defineEndpoint({
    method: 'POST',
    path: '/api/waitlist',
    tags: ['waitlist'],
    summary: 'Join the waiting list (no sign-in needed)',
    body: waitlistSignupBodySchema,
    response: z.object({ ok: z.literal(true) }),
    status: 201,
    public: true,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/waitlist',
    tags: ['admin'],
    summary: 'Waiting-list signups, newest first (instance administrators)',
    response: waitlistSignupListSchema,
  }),
  /** A file the browser downloads from a link: no JSON answer. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/waitlist.csv',
    tags: ['admin'],
    summary: 'Waiting-list signups as CSV (instance administrators)',
  }),
};
