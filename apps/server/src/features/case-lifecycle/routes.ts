// The routes that change a case: PATCH /api/cases/:id, /api/cases/:id/status and PUT /api/cases/:id/stage. Here
// rather than in cases, because ending a case also closes its deadlines and tasks, which hang off the case.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { caseLifecycleEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { ifMatchOf } from '../../http/preconditions.js';
import { changeCase, moveCaseToStage } from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerCaseLifecycleRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.update, async (request) =>
    changeCase(db, await actorOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  registerEndpoint(app, endpoints.updateStatus, async (request) => {
    const { keepOpen, ...patch } = request.body;
    return changeCase(db, await actorOf(request), request.params.id, patch, ifMatchOf(request), keepOpen);
  });
  registerEndpoint(app, endpoints.moveToStage, async (request) =>
    moveCaseToStage(db, await actorOf(request), request.params.caseId, request.body),
  );
}
