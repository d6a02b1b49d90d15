// "Predict many": a batch of case predictions queued on the job queue and run one case at a time.
import { ERROR_MESSAGES, PREDICTION_BATCH_MAX_CASES, type PredictionBatchCreate, type PredictionBatchStatus } from '@casecast/domain';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { Actor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import * as batches from './batch-repository.js';
import { predictCase, type PredictionDeps } from './service.js';

export const PREDICTION_BATCH_QUEUE = 'prediction-batch';
export type BatchJob = { firmId: string; batchId: string };
/**
 * A job predicts at most this many cases, then queues the rest of its batch behind the jobs already
 * waiting: firms take turns on the queue (round-robin by arrival), so one firm's batch of thousands
 * never keeps another firm's one-case batch waiting for more than a slice.
 */
export const PREDICTION_BATCH_SLICE = 5;

const batchNotFound = () => notFound('No such prediction batch.');

/**
 * Owners and attorneys; the named cases must all be the firm's (another firm's case is answered as missing).
 * One open batch per firm: while one is queued or running, a new request returns that batch's id.
 */
export async function startPredictionBatch(
  deps: PredictionDeps & { jobs: JobQueue },
  actor: Actor,
  input: PredictionBatchCreate,
): Promise<{ jobId: string }> {
  requirePermission(actor, 'predictions.batch');
  let caseIds: string[];
  if ('caseIds' in input) {
    caseIds = [...new Set(input.caseIds)];
    const found = await batches.findFirmCaseIds(deps.db, actor.firmId, caseIds);
    if (caseIds.some((id) => !found.has(id))) throw notFound(ERROR_MESSAGES.caseNotFound);
  } else {
    caseIds = await batches.listOpenCaseIds(deps.db, actor.firmId, PREDICTION_BATCH_MAX_CASES);
    if (caseIds.length === 0) throw badRequest('There are no open cases to predict.', 'VALIDATION_ERROR');
  }
  const batch = await batches.insertBatchUnlessOpen(deps.db, actor.firmId, { caseIds, requestedBy: actor.userId });
  if (batch.created) await deps.jobs.send<BatchJob>(PREDICTION_BATCH_QUEUE, { firmId: actor.firmId, batchId: batch.id });
  return { jobId: batch.id };
}

export async function getPredictionBatch(deps: PredictionDeps, actor: Actor, batchId: string): Promise<PredictionBatchStatus> {
  const batch = await batches.findBatch(deps.db, actor.firmId, batchId);
  if (!batch) throw batchNotFound();
  return { jobId: batch.id, status: batch.status, total: batch.total, done: batch.done, failed: batch.failed };
}

/**
 * The job: predicts the next slice of cases not yet counted, counting each done or failed as it goes, so a
 * job retried after a restart picks up where it stopped; then queues the batch's next slice at the back of
 * the queue (fair turns between firms) or marks it completed. A model that is not ready yet fails the job,
 * and the queue retries it later; a case that cannot be predicted (deleted since) counts as failed.
 */
export async function runPredictionBatch(deps: PredictionDeps & { jobs: JobQueue }, job: BatchJob): Promise<void> {
  const batch = await batches.findBatch(deps.db, job.firmId, job.batchId);
  if (!batch || batch.status === 'completed' || batch.status === 'failed') return;
  await batches.markBatchRunning(deps.db, job.firmId, job.batchId);
  const actor: Actor = { firmId: job.firmId, userId: batch.requestedBy, userName: null, role: 'attorney' };
  const start = batch.done + batch.failed;
  const slice = batch.caseIds.slice(start, start + PREDICTION_BATCH_SLICE);
  for (const caseId of slice) {
    try {
      await predictCase(deps, actor, caseId);
      await batches.countBatchCase(deps.db, job.firmId, job.batchId, 'done');
    } catch (error) {
      if (error instanceof AppError && error.code === 'MODEL_NOT_READY') throw error;
      await batches.countBatchCase(deps.db, job.firmId, job.batchId, 'failed');
    }
  }
  if (start + slice.length < batch.caseIds.length) {
    await deps.jobs.send<BatchJob>(PREDICTION_BATCH_QUEUE, job);
    return;
  }
  await batches.finishBatch(deps.db, job.firmId, job.batchId, 'completed');
}
