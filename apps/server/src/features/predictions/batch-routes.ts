// /api/predictions/batch: start a batch of predictions ("Predict many") and read its progress.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { predictionBatchCreatedSchema, predictionBatchCreateSchema, predictionBatchStatusSchema } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { getPredictionBatch, startPredictionBatch } from './batch.js';
import type { PredictionDeps } from './service.js';

const jobIdParam = z.object({ jobId: z.string().min(1).max(100) });

export async function registerPredictionBatchRoutes(
  app: FastifyInstance,
  deps: PredictionDeps & { jobs: JobQueue; callers: CallerResolver },
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['predictions'];

  typed.post(
    '/api/predictions/batch',
    {
      schema: {
        tags,
        summary: 'Predict many cases in the background: the cases named, or every open case (owners and attorneys)',
        body: predictionBatchCreateSchema,
        response: { 202: predictionBatchCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startPredictionBatch(deps, await requireActor(deps.callers, request), request.body)),
  );

  typed.get(
    '/api/predictions/batch/:jobId',
    { schema: { tags, summary: "A prediction batch's progress", params: jobIdParam, response: { 200: predictionBatchStatusSchema } } },
    async (request) => getPredictionBatch(deps, await requireActor(deps.callers, request), request.params.jobId),
  );
}
