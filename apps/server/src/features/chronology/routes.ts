// /api/cases/:caseId/chronology: draft a case's medical chronology (a job), read it, and correct, dismiss or confirm its lines.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { chronologyLineEditSchema, chronologyLineSchema, chronologyResponseSchema } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { requireActor } from '../../auth/caller.js';
import type { Database } from '../../db/schema.js';
import { caseIdParam } from '../../http/params.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import * as service from './service.js';

export type ChronologyRouteDeps = { db: Kysely<Database>; callers: CallerResolver; jobs: JobQueue };

const lineParams = caseIdParam.extend({ lineId: z.string().min(1).max(100) });

export async function registerChronologyRoutes(app: FastifyInstance, deps: ChronologyRouteDeps) {
  const { db, callers, jobs } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chronology'];
  const queue: service.QueueChronology = async (job) => void (await jobs.send<service.ChronologyJob>(service.CHRONOLOGY_QUEUE, job));
  const jobDeps = { db, log: { warn: (details: object, message: string) => app.log.warn(details, message) } };
  app.addHook('onReady', async () => {
    await jobs.work<service.ChronologyJob>(service.CHRONOLOGY_QUEUE, (job) => service.draftChronology(jobDeps, job), {
      pollingIntervalSeconds: 1,
    });
  });

  typed.get(
    '/api/cases/:caseId/chronology',
    {
      schema: {
        tags,
        summary: "The case's medical chronology: where drafting stands and the lines, in date order",
        params: caseIdParam,
        response: { 200: chronologyResponseSchema },
      },
    },
    async (request) => service.getChronology(db, await requireActor(callers, request), request.params.caseId),
  );

  typed.post(
    '/api/cases/:caseId/chronology',
    {
      schema: {
        tags,
        summary:
          "Draft the case's medical chronology from its medical records and bills (a background job; draft lines are replaced, confirmed ones kept)",
        params: caseIdParam,
        body: z.object({}).strict().optional(),
        response: { 202: chronologyResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.startChronology({ db, queue }, await requireActor(callers, request), request.params.caseId);
      return reply.status(202).send(result);
    },
  );

  typed.patch(
    '/api/cases/:caseId/chronology/lines/:lineId',
    {
      schema: {
        tags,
        summary: "Correct a draft line's fields (null clears one)",
        params: lineParams,
        body: chronologyLineEditSchema,
        response: { 200: chronologyLineSchema },
      },
    },
    async (request) =>
      service.editLine(db, await requireActor(callers, request), request.params.caseId, request.params.lineId, request.body),
  );

  typed.post(
    '/api/cases/:caseId/chronology/lines/:lineId/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a line (with corrections) into a treatment and a medical bill; a confirmed line is answered as it is',
        params: lineParams,
        body: chronologyLineEditSchema.optional(),
        response: { 200: chronologyLineSchema },
      },
    },
    async (request) =>
      service.confirmLine(db, await requireActor(callers, request), request.params.caseId, request.params.lineId, request.body ?? {}),
  );

  typed.post(
    '/api/cases/:caseId/chronology/lines/:lineId/dismiss',
    {
      schema: {
        tags,
        summary: 'Dismiss a wrong line (a later draft does not bring it back)',
        params: lineParams,
        body: z.object({}).strict().optional(),
        response: { 200: chronologyLineSchema },
      },
    },
    async (request) => service.dismissLine(db, await requireActor(callers, request), request.params.caseId, request.params.lineId),
  );
}
