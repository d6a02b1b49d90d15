// /api/tasks, /api/cases/:caseId/deadlines/:deadlineId/tasks and /api/stage-templates (a case's move to a stage is
// in case-lifecycle, since settling or closing it closes its deadlines and tasks).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { taskEndpoints as endpoints } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';

export async function registerTaskRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.list, async (request) => service.listTasks(db, await actorOf(request), request.query));
  registerEndpoint(app, endpoints.get, async (request) => service.getTask(db, await actorOf(request), request.params.id));
  registerEndpoint(app, endpoints.create, async (request) => service.createTask(db, await actorOf(request), request.body));
  registerEndpoint(app, endpoints.update, async (request) =>
    service.updateTask(db, await actorOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  registerEndpoint(app, endpoints.remove, async (request) => {
    await service.deleteTask(db, await actorOf(request), request.params.id, ifMatchOf(request));
  });
  registerEndpoint(app, endpoints.fromDeadline, async (request) =>
    service.createTaskFromDeadline(db, await actorOf(request), request.params.caseId, request.params.deadlineId, request.body),
  );

  registerEndpoint(app, endpoints.stageTemplates, async (request) => ({
    items: await service.listStageTemplates(db, await actorOf(request)),
  }));
  registerEndpoint(app, endpoints.saveStageTemplates, async (request) => ({
    items: await service.updateStageTemplates(db, await actorOf(request), request.body),
  }));
}
