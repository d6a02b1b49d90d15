// /api/cases/:caseId/chronology: draft a case's medical chronology (a job), read it, and correct, dismiss or confirm its lines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { chronologyEndpoints as endpoints } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { requireActor } from '../../auth/caller.js';
import type { Database } from '../../db/schema.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import * as service from './service.js';

export type ChronologyRouteDeps = { db: Kysely<Database>; callers: CallerResolver; jobs: JobQueue };

export async function registerChronologyRoutes(app: FastifyInstance, deps: ChronologyRouteDeps) {
  const { db, callers, jobs } = deps;
  const queue: service.QueueChronology = async (job) => void (await jobs.send<service.ChronologyJob>(service.CHRONOLOGY_QUEUE, job));
  const jobDeps = { db, log: { warn: (details: object, message: string) => app.log.warn(details, message) } };
  app.addHook('onReady', async () => {
    await jobs.work<service.ChronologyJob>(service.CHRONOLOGY_QUEUE, (job) => service.draftChronology(jobDeps, job), {
      pollingIntervalSeconds: 1,
    });
  });

  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.get, async (request) => service.getChronology(db, await actorOf(request), request.params.caseId));
  registerEndpoint(app, endpoints.draft, async (request) =>
    service.startChronology({ db, queue }, await actorOf(request), request.params.caseId),
  );
  registerEndpoint(app, endpoints.editLine, async (request) =>
    service.editLine(db, await actorOf(request), request.params.caseId, request.params.lineId, request.body),
  );
  registerEndpoint(app, endpoints.confirmLine, async (request) =>
    service.confirmLine(db, await actorOf(request), request.params.caseId, request.params.lineId, request.body ?? {}),
  );
  registerEndpoint(app, endpoints.dismissLine, async (request) =>
    service.dismissLine(db, await actorOf(request), request.params.caseId, request.params.lineId),
  );
}
