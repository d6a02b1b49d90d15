// /api/attorneys: thin routes over the attorney service, registered from attorneyEndpoints (packages/domain).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { attorneyEndpoints as endpoints } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerAttorneyRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;

  registerEndpoint(app, endpoints.list, async (request) => {
    const { firm } = await callers.requireFirmCaller(request);
    return { items: await service.listAttorneys(db, firm.firmId) };
  });
  registerEndpoint(app, endpoints.get, async (request) => {
    const { firm } = await callers.requireFirmCaller(request);
    return service.getAttorney(db, firm.firmId, request.params.id);
  });
}
