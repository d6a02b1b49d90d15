// POST /api/cases and GET /api/cases/:id: the case file (the case with its parts and timeline), registered from
// caseFileEndpoints (packages/domain).
import type { FastifyInstance } from 'fastify';
import { caseFileEndpoints as endpoints } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import { createCaseFile, getCaseFile } from './service.js';

export async function registerCaseFileRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  registerEndpoint(app, endpoints.create, async (request) => createCaseFile(db, await requireActor(callers, request), request.body));
  registerEndpoint(app, endpoints.get, async (request) => getCaseFile(db, await requireActor(callers, request), request.params.id));
}
