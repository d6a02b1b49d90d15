// GET /api/dashboard: thin route over the dashboard service.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { dashboardEndpoints } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { getDashboard } from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; callers: CallerResolver },
): Promise<void> {
  registerEndpoint(app, dashboardEndpoints.dashboard, async (request) =>
    getDashboard(deps.db, (await deps.callers.requireFirmCaller(request)).firm.firmId),
  );
}
