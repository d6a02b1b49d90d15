// GET /api/dashboard: thin route over the dashboard service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { dashboardResponseSchema } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { getDashboard } from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; callers: CallerResolver },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Metric cards, recent cases and activity breakdown of the firm',
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => getDashboard(deps.db, (await deps.callers.requireFirmCaller(request)).firm.firmId),
  );
}
