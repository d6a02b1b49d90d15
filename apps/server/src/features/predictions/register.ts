// Wires the predictions feature: model cache, training runner (started once the server is ready) and routes.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallerResolver } from '../../auth/caller.js';
import { createModelStore } from './model-store.js';
import { createTrainingRunner, type StoredBaseModel, type TrainingRunner } from './model-training/training-runner.js';
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
): Promise<TrainingRunner> {
  const db = deps.db;
  const models = createModelStore();
  const settings = deps.settings ?? loadTrainingSettings();
  const runner = createTrainingRunner({
    db,
    models,
    settings,
    databaseKind: deps.databaseKind,
    onBaseModelStored: deps.onBaseModelStored,
    log: { info: (m) => app.log.info(m), error: (o, m) => app.log.error(o, m) },
  });
  // Static /api/predictions/batch before the parametric /api/predictions/:caseId.
  await registerPredictionBatchRoutes(app, { db, models, jobs: deps.jobs, callers: deps.callers });
  await registerPredictionRoutes(app, { db, models, runner, callers: deps.callers, baseModelRows: settings.baseModelRows });
  app.addHook('onReady', async () =>
    deps.jobs.work<BatchJob>(PREDICTION_BATCH_QUEUE, (job) => runPredictionBatch({ db, models, jobs: deps.jobs }, job), {
      pollingIntervalSeconds: 1,
    }),
  );
  // The server listens first; the base model trains in a worker afterwards and predictions answer 503 until it is stored.
  // Ready waits only for jobs left running by a stopped server to be marked failed, never for training.
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop();
    await models.close();
  });
  return runner;
}
