// Wires the predictions feature: model cache, model training on the job queue (worked once the server is ready) and routes.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallerResolver } from '../../auth/caller.js';
import { createModelStore } from './model-store.js';
import { createModelTraining, type ModelTraining } from './model-training/training-queue.js';
import type { StoredBaseModel } from './model-training/train-base-model.js';
import { loadTrainingSettings, type TrainingSettings } from './model-training/training-settings.js';
import { registerPredictionRoutes } from './routes.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PREDICTION_BATCH_QUEUE, runPredictionBatch, type BatchJob } from './batch.js';
import { registerPredictionBatchRoutes } from './batch-routes.js';
import type { Database } from '../../db/schema.js';

export async function registerPredictionFeature(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    databaseKind: 'embedded' | 'postgres';
    callers: CallerResolver;
    jobs: JobQueue;
    settings?: TrainingSettings;
    onBaseModelStored?: (stored: StoredBaseModel) => Promise<void>;
  },
): Promise<ModelTraining> {
  const db = deps.db;
  const models = createModelStore();
  const settings = deps.settings ?? loadTrainingSettings();
  const training = createModelTraining({
    db,
    jobs: deps.jobs,
    models,
    settings,
    databaseKind: deps.databaseKind,
    onBaseModelStored: deps.onBaseModelStored,
    log: { info: (m) => app.log.info(m), error: (o, m) => app.log.error(o, m) },
  });
  await registerPredictionBatchRoutes(app, { db, models, jobs: deps.jobs, callers: deps.callers });
  await registerPredictionRoutes(app, { db, models, training, callers: deps.callers, baseModelRows: settings.baseModelRows });
  app.addHook('onReady', async () =>
    deps.jobs.work<BatchJob>(PREDICTION_BATCH_QUEUE, (job) => runPredictionBatch({ db, models, jobs: deps.jobs }, job), {
      pollingIntervalSeconds: 1,
    }),
  );
  // The server listens first; the base model trains in a worker afterwards and predictions answer 503 until it is stored.
  // Ready waits for the queue's worker and the base model's job to be queued, never for training. The job queue,
  // stopped before the app closes, cancels a training in progress and hands its job back.
  app.addHook('onReady', async () =>
    training.start().catch((error: unknown) => app.log.error({ err: error }, 'could not start model training')),
  );
  app.addHook('onClose', async () => {
    await models.close();
  });
  return training;
}
