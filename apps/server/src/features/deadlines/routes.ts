// /api/cases/:caseId/deadlines and /api/deadlines/upcoming: thin routes over the deadline service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { deadlineEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';
import * as ruleChanges from './rule-change-service.js';
import type { Database } from '../../db/schema.js';

export async function registerDeadlineRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.list, async (request) => service.listDeadlines(db, await actorOf(request), request.params.caseId));
  registerEndpoint(app, endpoints.create, async (request) =>
    service.createDeadline(db, await actorOf(request), request.params.caseId, request.body),
  );
  registerEndpoint(app, endpoints.update, async (request) =>
    service.updateDeadline(db, await actorOf(request), request.params.caseId, request.params.deadlineId, request.body, ifMatchOf(request)),
  );
  registerEndpoint(app, endpoints.upcoming, async (request) => service.listUpcomingDeadlines(db, await actorOf(request), request.query));

  // Rule changes: the rules page, the check against the current tables, and confirming the dates a change moved.
  registerEndpoint(app, endpoints.rules, async (request) => ruleChanges.listRuleTable(db, await actorOf(request)));
  registerEndpoint(app, endpoints.checkRules, async (request) => ruleChanges.checkFirmRuleChanges(db, await actorOf(request)));
  registerEndpoint(app, endpoints.confirmDates, async (request) =>
    ruleChanges.confirmCaseDates(db, await actorOf(request), request.params.caseId),
  );
}
