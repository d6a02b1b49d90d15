// Runs training jobs off the request path: claims jobs from the Postgres queue, trains in a worker thread, stores and maybe activates the model.
import { randomUUID } from 'node:crypto';
import { saveModel, trainInWorker, type Model } from '@casecast/ml';
import type { ModelCardView } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { ModelStore } from '../model-store.js';
import { listSettledCaseSources } from '../repository.js';
import type { PredictionDatabase } from '../tables.js';
import { buildTrainingTable, generateSyntheticExamples, type SettledExample } from '../training-data.js';
import { readBaseModelArtifact } from './base-model-artifact.js';
import { buildModelCardView, measureModel, shouldReplace, splitFirmExamples, toCardEvaluation } from './model-evaluation.js';
import * as repo from './repository.js';
import {
  CALIBRATION_ROWS,
  CALIBRATION_SEED,
  ENGINE_OPTIONS,
  MAX_FIRM_ROWS,
  MIN_FIRM_HOLDOUT,
  SYNTHETIC_SEED,
  type TrainingSettings,
} from './training-settings.js';

type Log = { info: (message: string) => void; error: (object: unknown, message: string) => void };

export type TrainingRunner = {
  /** This server instance: the owner of the jobs it runs. */
  instanceId: string;
  /**
   * Marks failed the jobs an earlier or other server left running when it stopped, then queues the
   * base model if none exists yet (when configured to) and starts working the queue. Never waits for training.
   */
  start: () => Promise<void>;
  /** Marks failed the running jobs whose server has stopped (they would block retraining). */
  failOrphanedJobs: () => Promise<void>;
  /** Looks for queued jobs now (after a retrain request). */
  kick: () => void;
  /** Resolves when the queue is empty and nothing is training (tests, benchmarks). */
  idle: () => Promise<void>;
  /** Cancels the training in progress (its job is queued again for another server) and stops. */
  stop: () => Promise<void>;
};

function formatVersion(scope: 'base' | 'firm', date: Date, id: string): string {
  const stamp = date.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '.');
  return `${scope}-${stamp}-${id.slice(0, 4)}`;
}

/** How often the connection holding this instance's lock is checked (a database restart ends it, and the lock with it). */
const INSTANCE_LOCK_CHECK_MS = 10_000;
const ORPHANED_JOB_MESSAGE = 'The server running this training stopped before it finished. Please retrain again.';

/** A base model just stored: its row id, version and the loaded model. */
export type StoredBaseModel = { id: string; version: string; model: Model };

export function createTrainingRunner(deps: {
  db: Kysely<PredictionDatabase>;
  models: ModelStore;
  settings: TrainingSettings;
  databaseKind: 'embedded' | 'postgres';
  log: Log;
  /** Told of each new base model once stored (attorney metrics backfill pre-settlement predictions with it). */
  onBaseModelStored?: (stored: StoredBaseModel) => Promise<void>;
}): TrainingRunner {
  const { db, settings, log } = deps;
  const instanceId = randomUUID();
  // On PostgreSQL several servers may share the queue: each proves it is alive by holding an advisory
  // lock on its instance id. The embedded database has one process (its data-folder lock), so any
  // running job not ours is an earlier run's.
  const checkOwnerLocks = deps.databaseKind === 'postgres';
  let instanceLock: Promise<void> | null = null;
  let wakeInstanceLock: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let controller: AbortController | null = null;
  let calibrationSet: SettledExample[] | null = null;

  const getCalibrationSet = (): SettledExample[] => (calibrationSet ??= generateSyntheticExamples({ seed: CALIBRATION_SEED, rows: CALIBRATION_ROWS }));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeInstanceLock = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Holds this instance's lock on one connection until stop, taking it again on a new connection if that one ends. */
  async function holdInstanceLock(onLocked: () => void): Promise<void> {
    while (!stopped) {
      try {
        await db.connection().execute(async (connection) => {
          await repo.lockTrainingInstance(connection, instanceId);
          onLocked();
          while (!stopped) {
            await pause(INSTANCE_LOCK_CHECK_MS);
            if (!stopped) await repo.pingConnection(connection);
          }
          await repo.unlockTrainingInstance(connection, instanceId);
        });
      } catch (error) {
        if (stopped) return;
        log.error({ err: error }, 'the training instance lock was lost; taking it again');
        await pause(1000);
      }
    }
  }

  async function failOrphanedJobs(): Promise<void> {
    const failed = await repo.failOrphanedJobs(db, { instanceId, checkOwnerLocks, message: ORPHANED_JOB_MESSAGE });
    if (failed.length > 0) log.info(`Training jobs left running by a stopped server marked failed: ${failed.join(', ')}.`);
  }

  async function train(jobId: string, examples: SettledExample[]): Promise<Model> {
    controller = new AbortController();
    let lastWrite = 0;
    let pending: Promise<void> = Promise.resolve();
    // Progress is the job's heartbeat too; a timer keeps it alive through long stages.
    const heartbeat = setInterval(() => {
      pending = pending.then(() => repo.updateJobProgress(db, jobId, lastStage, lastFraction)).catch(() => undefined);
    }, 15_000);
    let lastStage = 'prepare';
    let lastFraction = 0;
    try {
      return await trainInWorker(buildTrainingTable(examples), {
        ...ENGINE_OPTIONS,
        threads: settings.threads,
        signal: controller.signal,
        onProgress: ({ stage, fraction }) => {
          lastStage = stage;
          lastFraction = fraction;
          const now = Date.now();
          if (now - lastWrite < 400) return;
          lastWrite = now;
          pending = pending.then(() => repo.updateJobProgress(db, jobId, stage, fraction)).catch(() => undefined);
        },
      });
    } finally {
      clearInterval(heartbeat);
      controller = null;
      await pending;
    }
  }

  async function runBaseJob(job: repo.JobRow): Promise<void> {
    // Servers starting together each find no base model and queue one; the first stores it, the rest stand down.
    if (await repo.hasBaseModel(db)) {
      await repo.finishJob(db, job.id, { status: 'succeeded', message: 'Base model already stored by another server.', model_id: null, replaced: false });
      return;
    }
    await repo.updateJobProgress(db, job.id, 'data', 0);
    // The model `npm run build` made from the same data and seeds, when there is one: no training wait.
    const built = readBaseModelArtifact(settings.baseModelArtifact, settings.baseModelRows);
    const rows = settings.baseModelRows;
    const model = built?.model ?? (await train(job.id, generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows })));
    const evaluation = built?.artifact.evaluation ?? measureModel(model, getCalibrationSet());
    const card = buildModelCardView({
      card: model.card,
      firmRows: 0,
      syntheticRows: rows,
      evaluation: toCardEvaluation('calibration', evaluation, null),
    });
    const now = new Date();
    const version = formatVersion('base', now, job.id);
    // In a transaction: the embedded database's socket interleaves other connections' messages between the
    // parts of a large statement unless a transaction holds it (and a model file is a large statement).
    const modelId = await db.transaction().execute((trx) => repo.insertModel(trx, {
      firm_id: null,
      scope: 'base',
      version,
      model_file: saveModel(model),
      card,
      firm_rows: 0,
      synthetic_rows: rows,
      outcome: 'accepted',
    }));
    const how = built ? `loaded from the build (trained on ${rows} synthetic settled cases)` : `trained on ${rows} synthetic settled cases`;
    await repo.finishJob(db, job.id, { status: 'succeeded', message: `Base model ${how}.`, model_id: modelId, replaced: true });
    log.info(`Base prediction model ${modelId} ${how}${built ? '' : ` in ${model.card.trainingSeconds.toFixed(1)} s`} (held-out MAE log ${model.card.heldOut.mae.toFixed(3)}).`);

    await deps.onBaseModelStored?.({ id: modelId, version, model }).catch((error: unknown) => log.error({ err: error }, 'a listener of the new base model failed'));
  }

  async function runFirmJob(job: repo.JobRow): Promise<void> {
    const firmId = job.firm_id!;
    await repo.updateJobProgress(db, job.id, 'data', 0);
    const firmExamples = await listSettledCaseSources(db, firmId, MAX_FIRM_ROWS);
    const split = splitFirmExamples(firmExamples);
    const useFirmHoldout = split.holdout.length >= MIN_FIRM_HOLDOUT;
    const firmTrain = useFirmHoldout ? split.train : firmExamples;
    const evaluationSet = useFirmHoldout ? split.holdout : getCalibrationSet();
    // The synthetic prior: enough rows to keep a small firm's model sensible, few enough that the firm's own
    // cases carry weight. Firm rows are not duplicated: a copy in the engine's calibration split would make
    // the interval look better than it is.
    const priorRows = Math.min(settings.baseModelRows, Math.max(2000, 3 * firmTrain.length));
    const prior = generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows: priorRows });
    const model = await train(job.id, [...firmTrain, ...prior]);
    await repo.updateJobProgress(db, job.id, 'evaluate', 1);
    const candidate = measureModel(model, evaluationSet);
    const currentId = await repo.findActiveModelId(db, firmId);
    const current = currentId ? await deps.models.load(db, currentId) : null;
    const currentMeasured = current ? measureModel(current.model, evaluationSet) : null;
    const replace = shouldReplace({ candidateMaeLog: candidate.maeLog, currentMaeLog: currentMeasured?.maeLog ?? null });
    const evaluation: ModelCardView['evaluation'] = toCardEvaluation(useFirmHoldout ? 'firm' : 'calibration', candidate, currentMeasured?.maeLog ?? null);
    const card = buildModelCardView({ card: model.card, firmRows: firmTrain.length, syntheticRows: prior.length, evaluation });
    const modelId = await db.transaction().execute(async (trx) => {
      const state = await repo.findFirmModelState(trx, firmId);
      const id = await repo.insertModel(trx, {
        firm_id: firmId,
        scope: 'firm',
        version: formatVersion('firm', new Date(), job.id),
        model_file: saveModel(model),
        card,
        firm_rows: firmTrain.length,
        synthetic_rows: prior.length,
        outcome: replace ? 'accepted' : 'rejected',
      });
      if (replace) await repo.setFirmActiveModel(trx, firmId, id, state?.active_model_id ?? currentId);
      return id;
    });
    const verdict = replace
      ? `The new model replaced the previous one (held-out error ${candidate.maeLog.toFixed(3)} vs ${currentMeasured?.maeLog.toFixed(3) ?? 'none'}).`
      : `The new model was kept out of use: its held-out error ${candidate.maeLog.toFixed(3)} is worse than the current ${currentMeasured!.maeLog.toFixed(3)}.`;
    await repo.finishJob(db, job.id, { status: 'succeeded', message: verdict, model_id: modelId, replaced: replace });
  }

  async function workQueue(): Promise<void> {
    await failOrphanedJobs().catch((error: unknown) => log.error({ err: error }, 'could not check for training jobs of stopped servers'));
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const job = await repo.claimNextJob(db, instanceId);
        if (!job) break;
        try {
          if (job.scope === 'base') await runBaseJob(job);
          else await runFirmJob(job);
        } catch (error) {
          if (stopped && error instanceof Error && error.name === 'AbortError') {
            // Shutting down: hand the job back to the queue for this or another server.
            await repo.requeueJob(db, job.id).catch(() => undefined);
            return;
          }
          log.error({ err: error }, `training job ${job.id} failed`);
          await repo.finishJob(db, job.id, { status: 'failed', message: error instanceof Error ? error.message : String(error), model_id: null, replaced: null }).catch(() => undefined);
        }
      }
    } while (again && !stopped);
  }

  const kick = (): void => {
    if (stopped) return;
    if (loop) {
      again = true;
      return;
    }
    loop = workQueue()
      .catch((error: unknown) => log.error({ err: error }, 'training queue stopped'))
      .finally(() => {
        loop = null;
      });
  };

  return {
    instanceId,
    start: async () => {
      try {
        if (checkOwnerLocks && !instanceLock) {
          await new Promise<void>((resolveLocked) => {
            instanceLock = holdInstanceLock(resolveLocked);
            // Stopped before the lock was taken: nothing to wait for.
            void instanceLock.finally(resolveLocked);
          });
        }
        // Before anything is queued: a job left running by a stopped server would block retraining (one unfinished job per firm).
        await failOrphanedJobs();
      } catch (error) {
        log.error({ err: error }, 'could not check for training jobs of stopped servers');
      }
      if (!settings.trainOnStart) return;
      try {
        if (!(await repo.hasBaseModel(db))) await repo.enqueueBaseJob(db);
        kick();
      } catch (error) {
        log.error({ err: error }, 'could not queue the base model');
      }
    },
    failOrphanedJobs,
    kick,
    idle: async () => {
      while (loop) await loop;
    },
    stop: async () => {
      stopped = true;
      controller?.abort();
      while (loop) await loop;
      wakeInstanceLock?.();
      await instanceLock;
    },
  };
}
