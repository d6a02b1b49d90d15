// Model training as jobs on the job queue: one queue, a status row per job (training_job) that the UI and API read.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JobContext, JobQueue } from '../../../jobs/job-queue.js';
import type { ModelStore } from '../model-store.js';
import { retrainFirm, type RetrainTimings } from './retrain-firm.js';
import * as jobRepo from './job-repository.js';
import * as repo from './repository.js';
import { trainBaseModel, type StoredBaseModel } from './train-base-model.js';
import type { TrainingSettings } from './training-settings.js';
import type { TrainingLog } from './training-steps.js';
import type { Database } from '../../../db/schema.js';

export const MODEL_TRAINING_QUEUE = 'model-training';

/**
 * One job per base model or firm retraining, at most one queued and one running per firm (and for the base model):
 * the singleton key. A job whose server stops is retried 5 s later, here or on another server, up to 3 times; one
 * still running after an hour is taken to be stuck (its server was killed) and retried too. A training that fails
 * is not retried: its status says why, and the owner retrains again.
 */
const TRAINING_POLICY = { policy: 'stately', retryLimit: 3, retryDelaySeconds: 5, retryBackoff: false, expireInSeconds: 3600 } as const;

export const ABANDONED_JOB_MESSAGE = 'The server running this training stopped before it finished. Please retrain again.';

type TrainingJobData = { trainingJobId: string };

export type ModelTraining = {
  /** Works the queue, gives a queued job without a queue job its job, and queues the base model if configured and none exists. */
  start: () => Promise<void>;
  /** Queues the firm's retraining, or answers the one queued or running. */
  requestFirmRetrain: (firmId: string, requestedBy: string) => Promise<jobRepo.JobRow>;
  /** Queues the base model, or answers the job queued or running. */
  requestBaseModel: () => Promise<jobRepo.JobRow>;
  /** Resolves once no training job is queued or running (tests, benchmarks). */
  drained: () => Promise<void>;
};

export function createModelTraining(deps: {
  db: Kysely<Database>;
  jobs: JobQueue;
  models: ModelStore;
  settings: TrainingSettings;
  databaseKind: 'embedded' | 'postgres';
  log: TrainingLog;
  /** Told of each new base model once stored (attorney metrics backfill pre-settlement predictions with it). */
  onBaseModelStored?: (stored: StoredBaseModel) => Promise<void>;
  /** Told how long each part of a firm's retraining took. */
  onFirmRetrained?: (timings: RetrainTimings) => void;
}): ModelTraining {
  const { db, jobs, log } = deps;
  jobs.define(MODEL_TRAINING_QUEUE, TRAINING_POLICY);

  async function runJob(data: TrainingJobData, context: JobContext): Promise<void> {
    const attempt = randomUUID();
    const job = await jobRepo.claimJob(db, data.trainingJobId, attempt);
    if (!job) return;
    const run = { db, models: deps.models, settings: deps.settings, log, job, attempt, signal: context.signal };
    try {
      if (job.scope === 'base') await trainBaseModel(run, deps.onBaseModelStored);
      else await retrainFirm(run, deps.onFirmRetrained);
    } catch (error) {
      if (context.signal.aborted) {
        // This server is stopping: the job shows as queued again, and the queue retries it.
        await jobRepo.requeueJob(db, job.id, attempt);
        throw error;
      }
      log.error({ err: error }, `training job ${job.id} failed`);
      const message = error instanceof Error ? error.message : String(error);
      await jobRepo.finishJob(db, { id: job.id, attempt }, { status: 'failed', message, model_id: null, replaced: null });
    }
  }

  /**
   * Gives the status row its queue job (the job's id is the row's, so sending twice queues it once): a row is
   * inserted before its job is sent. A row whose queue job is finished (the queue gave up on it) is marked failed.
   */
  async function ensureQueued(job: jobRepo.JobRow): Promise<jobRepo.JobRow> {
    const state = await jobs.jobState(MODEL_TRAINING_QUEUE, job.id);
    if (state === null) {
      const key = job.scope === 'base' ? 'base' : `firm:${job.firm_id}`;
      await jobs.send<TrainingJobData>(MODEL_TRAINING_QUEUE, { trainingJobId: job.id }, { id: job.id, singletonKey: key });
    } else if (state === 'completed' || state === 'failed' || state === 'cancelled') {
      await jobRepo.failAbandonedJob(db, job.id, ABANDONED_JOB_MESSAGE);
      return { ...job, status: 'failed', message: ABANDONED_JOB_MESSAGE };
    }
    return job;
  }

  /** Queues through `enqueue`, once more if the unfinished job it answered was abandoned. */
  async function request(enqueue: () => Promise<jobRepo.JobRow>): Promise<jobRepo.JobRow> {
    const job = await ensureQueued(await enqueue());
    return job.status === 'failed' ? ensureQueued(await enqueue()) : job;
  }

  return {
    start: async () => {
      for (const job of await jobRepo.listUnfinishedJobs(db)) {
        // The embedded database has one process (its data-folder lock): before this one works the queue, a job
        // running is an earlier run's (killed), retried at once rather than after its expiry.
        if (deps.databaseKind === 'embedded' && (await jobs.jobState(MODEL_TRAINING_QUEUE, job.id)) === 'active')
          await jobs.handBack(MODEL_TRAINING_QUEUE, job.id);
        await ensureQueued(job);
      }
      await jobs.work<TrainingJobData>(MODEL_TRAINING_QUEUE, runJob);
      if (deps.settings.trainOnStart && !(await repo.hasBaseModel(db))) await request(() => jobRepo.enqueueBaseJob(db));
    },
    requestFirmRetrain: (firmId, requestedBy) => request(() => jobRepo.enqueueFirmJob(db, firmId, requestedBy)),
    requestBaseModel: () => request(() => jobRepo.enqueueBaseJob(db)),
    drained: () => jobs.drained(MODEL_TRAINING_QUEUE),
  };
}
