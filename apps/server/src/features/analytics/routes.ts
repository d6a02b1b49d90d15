// GET /api/analytics?search=: thin route over the settlement analytics service.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsEndpoints } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { getSettlementAnalytics } from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerAnalyticsRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; callers: CallerResolver },
): Promise<void> {
  registerEndpoint(app, analyticsEndpoints.settlements, async (request) =>
    getSettlementAnalytics(deps.db, (await deps.callers.requireFirmCaller(request)).firm.firmId, request.query.search),
  );
}
