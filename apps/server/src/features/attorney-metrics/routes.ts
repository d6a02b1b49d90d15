// /api/attorneys/metrics/*: thin routes over the attorney metrics service (static paths, so /api/attorneys/:id never captures them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attorneyMetricsEndpoints as endpoints } from '@casecast/domain';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CallerResolver } from '../../auth/caller.js';
import * as service from './service.js';
import type { AttorneyMetricsDeps, MetricsActor } from './service.js';

export async function registerAttorneyMetricsRoutes(
  app: FastifyInstance,
  deps: AttorneyMetricsDeps & { callers: CallerResolver },
): Promise<void> {
  const actorOf = async (request: FastifyRequest): Promise<MetricsActor> => {
    const caller = await deps.callers.requireFirmCaller(request);
    return { firmId: caller.firm.firmId, role: caller.firm.role };
  };

  registerEndpoint(app, endpoints.war, async (request) => service.getAttorneyWar(deps, await actorOf(request)));
  registerEndpoint(app, endpoints.performance, async (request) =>
    service.listAttorneyPerformance(deps, await actorOf(request), request.query),
  );
  registerEndpoint(app, endpoints.calculate, async (request) =>
    service.calculateAttorneyPerformance(deps, await actorOf(request), request.body),
  );
}
