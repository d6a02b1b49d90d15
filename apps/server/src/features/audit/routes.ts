// /api/firm/activity: a thin route over the audit service (a case's own history is under /api/cases/:id/history).
// Registered from auditEndpoints (packages/domain).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { auditEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerAuditRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  registerEndpoint(app, endpoints.firmActivity, async (request) =>
    service.getFirmActivity(db, await requireActor(callers, request), request.query),
  );
}
