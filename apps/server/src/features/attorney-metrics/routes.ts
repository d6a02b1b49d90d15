// /api/attorneys/metrics/*: thin routes over the attorney metrics service (static paths, so /api/attorneys/:id never captures them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attorneyMetricsCalculateResponseSchema,
  attorneyMetricsCalculateSchema,
  attorneyPerformanceQuerySchema,
  attorneyPerformanceResponseSchema,
  attorneyWarResponseSchema,
} from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import * as service from './service.js';
import type { AttorneyMetricsDeps, MetricsActor } from './service.js';

export async function registerAttorneyMetricsRoutes(
  app: FastifyInstance,
  deps: AttorneyMetricsDeps & { callers: CallerResolver },
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attorney metrics'];
  const actorOf = async (request: FastifyRequest): Promise<MetricsActor> => {
    const caller = await deps.callers.requireFirmCaller(request);
    return { firmId: caller.firm.firmId, role: caller.firm.role };
  };

  typed.get(
    '/api/attorneys/metrics/war',
    {
      schema: {
        tags,
        summary: 'WAR, performance ratio and case figures of every attorney, highest WAR first',
        response: { 200: attorneyWarResponseSchema },
      },
    },
    async (request) => service.getAttorneyWar(deps, await actorOf(request)),
  );

  typed.get(
    '/api/attorneys/metrics/performance',
    {
      schema: {
        tags,
        summary: 'Stored period records, newest period first',
        querystring: attorneyPerformanceQuerySchema,
        response: { 200: attorneyPerformanceResponseSchema },
      },
    },
    async (request) => service.listAttorneyPerformance(deps, await actorOf(request), request.query),
  );

  typed.post(
    '/api/attorneys/metrics/calculate',
    {
      schema: {
        tags,
        summary: 'Compute and store a period for every attorney (owners)',
        body: attorneyMetricsCalculateSchema,
        response: { 200: attorneyMetricsCalculateResponseSchema },
      },
    },
    async (request) => service.calculateAttorneyPerformance(deps, await actorOf(request), request.body),
  );
}
