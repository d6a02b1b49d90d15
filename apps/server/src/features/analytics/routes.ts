// GET /api/analytics?search=: thin route over the settlement analytics service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { analyticsQuerySchema, analyticsResponseSchema } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { getSettlementAnalytics } from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; callers: CallerResolver },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Settlement analytics over the firm’s cases matching the search (client name, case type or carrier)',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => getSettlementAnalytics(deps.db, (await deps.callers.requireFirmCaller(request)).firm.firmId, request.query.search),
  );
}
