// The health check monitors call: the app is up and its database answers.
import { z } from 'zod';
import { defineEndpoint } from './shared/endpoint.js';

/** The healthy answer. An unreachable database answers 503 with `{ status: 'error', database, error }` instead. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.string(), latencyMs: z.number() });

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    summary: 'Liveness and database check',
    response: healthResponseSchema,
    public: true,
  }),
};
