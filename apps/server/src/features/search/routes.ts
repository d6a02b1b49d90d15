// /api/search: the global search box's one route, thin over the search service; registered from searchEndpoints.
import type { FastifyInstance } from 'fastify';
import { searchEndpoints as endpoints } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';

export async function registerSearchRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  registerEndpoint(app, endpoints.search, async (request) => service.searchFirm(db, await requireActor(callers, request), request.query));
}
