// /api/predictions/batch: start a batch of predictions ("Predict many") and read its progress.
import type { FastifyInstance } from 'fastify';
import { predictionEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { getPredictionBatch, startPredictionBatch } from './batch.js';
import type { PredictionDeps } from './service.js';

export async function registerPredictionBatchRoutes(
  app: FastifyInstance,
  deps: PredictionDeps & { jobs: JobQueue; callers: CallerResolver },
): Promise<void> {
  registerEndpoint(app, endpoints.startBatch, async (request) =>
    startPredictionBatch(deps, await requireActor(deps.callers, request), request.body),
  );
  registerEndpoint(app, endpoints.batch, async (request) =>
    getPredictionBatch(deps, await requireActor(deps.callers, request), request.params.jobId),
  );
}
