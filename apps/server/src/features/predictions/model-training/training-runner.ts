// Runs training jobs off the request path: claims jobs from the Postgres queue, trains in a worker thread, stores and maybe activates the model.
import { randomUUID } from 'node:crypto';
import { saveModel, trainInWorker, type Model, type Row, type Table } from '@casecast/ml';
import { UNMEASURED_CONFIDENCE_RULE, type ModelCardView, type ModelTrust } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { ModelStore } from '../model-store.js';
import { countSettledCases, SETTLED_PAGE_SIZE, streamSettledCaseSources } from '../repository.js';
import {
  buildTrainingTable,
  generateSyntheticExamples,
  TARGET_COLUMN,
  TRAINING_COLUMNS,
  toTrainingRow,
  type SettledExample,
} from '../training-data.js';
import { readBaseModelArtifact } from './base-model-artifact.js';
import {
  buildModelCardView,
  isHeldOut,
  measureCases,
  measureModel,
  shouldReplace,
  toCardEvaluation,
  toEvaluationCases,
  type EvaluationCase,
} from './model-evaluation.js';
import * as repo from './repository.js';
import {
  CALIBRATION_ROWS,
  CALIBRATION_SEED,
  ENGINE_OPTIONS,
  firmEngineOptions,
  MAX_EVALUATION_CASES,
  MAX_RETRAIN_ROWS,
  MIN_FIRM_HOLDOUT,
  SYNTHETIC_SEED,
  type TrainingSettings,
} from './training-settings.js';
import type { Database } from '../../../db/schema.js';

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

/** Seconds each part of a firm's retraining took, and the rows it learned from (logged; benchmarks read them). */
export type RetrainTimings = {
  firmRows: number;
  trainingRows: number;
  read: number;
  features: number;
  fit: number;
  calibrate: number;
  store: number;
  total: number;
};

/** A base model just stored: its row id, version and the loaded model. */
export type StoredBaseModel = { id: string; version: string; model: Model; trust: ModelTrust };

export function createTrainingRunner(deps: {
  db: Kysely<Database>;
  models: ModelStore;
  settings: TrainingSettings;
  databaseKind: 'embedded' | 'postgres';
  log: Log;
  /** Told of each new base model once stored (attorney metrics backfill pre-settlement predictions with it). */
  onBaseModelStored?: (stored: StoredBaseModel) => Promise<void>;
  /** Told how long each part of a firm's retraining took. */
  onFirmRetrained?: (timings: RetrainTimings) => void;
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
  let calibrationCases: EvaluationCase[] | null = null;

  const getCalibrationSet = (): SettledExample[] =>
    (calibrationSet ??= generateSyntheticExamples({ seed: CALIBRATION_SEED, rows: CALIBRATION_ROWS }));
  const getCalibrationCases = (): EvaluationCase[] => (calibrationCases ??= toEvaluationCases(getCalibrationSet()));

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

  /**
   * The job's progress as people see it (stage and overall fraction): written at most every 400 ms, in order, and
   * again every 15 s while nothing moves (progress is the job's heartbeat too).
   */
  function trackProgress(jobId: string) {
    let stage = 'data';
    let fraction = 0;
    let lastWrite = 0;
    let pending: Promise<void> = Promise.resolve();
    const write = (): void => {
      lastWrite = Date.now();
      const [s, f] = [stage, fraction];
      pending = pending.then(() => repo.updateJobProgress(db, jobId, s, f)).catch(() => undefined);
    };
    const heartbeat = setInterval(write, 15_000);
    return {
      report: (nextStage: string, nextFraction: number, options: { now?: boolean } = {}): void => {
        stage = nextStage;
        fraction = nextFraction;
        if (options.now || Date.now() - lastWrite >= 400) write();
      },
      stop: async (): Promise<void> => {
        clearInterval(heartbeat);
        await pending;
      },
    };
  }

  type Progress = ReturnType<typeof trackProgress>;

  const cancelled = () => new DOMException('Training was cancelled', 'AbortError');

  /**
   * Trains on the table off this thread, the engine's progress shown as the span [from, to] of the job's;
   * `onCalibrate` is told when the engine starts calibrating (fitting is done).
   */
  async function train(
    table: Table,
    {
      progress,
      span,
      engine = ENGINE_OPTIONS,
      onCalibrate,
    }: { progress: Progress; span: { from: number; to: number }; engine?: typeof ENGINE_OPTIONS; onCalibrate?: () => void },
  ): Promise<Model> {
    controller = new AbortController();
    let lastStage = '';
    try {
      return await trainInWorker(table, {
        ...engine,
        threads: settings.threads,
        signal: controller.signal,
        onProgress: ({ stage, fraction }) => {
          if (stage === 'calibrate' && lastStage !== 'calibrate') onCalibrate?.();
          lastStage = stage;
          progress.report(stage, span.from + (span.to - span.from) * fraction);
        },
      });
    } finally {
      controller = null;
    }
  }

  async function runBaseJob(job: repo.JobRow): Promise<void> {
    // Servers starting together each find no base model and queue one; the first stores it, the rest stand down.
    if (await repo.hasBaseModel(db)) {
      await repo.finishJob(db, job.id, {
        status: 'succeeded',
        message: 'Base model already stored by another server.',
        model_id: null,
        replaced: false,
      });
      return;
    }
    await repo.updateJobProgress(db, job.id, 'data', 0);
    // The model `npm run build` made from the same data and seeds, when there is one: no training wait.
    const built = readBaseModelArtifact(settings.baseModelArtifact, settings.baseModelRows);
    const rows = settings.baseModelRows;
    let model = built?.model;
    if (!model) {
      const progress = trackProgress(job.id);
      try {
        model = await train(buildTrainingTable(generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows })), {
          progress,
          span: { from: 0, to: 1 },
        });
      } finally {
        await progress.stop();
      }
    }
    // A file built before the confidence rule was measured has no rule: measure the model again (a few seconds).
    const evaluation = built?.artifact.evaluation.confidenceRule ? built.artifact.evaluation : measureModel(model, getCalibrationSet());
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
    const modelId = await db.transaction().execute((trx) =>
      repo.insertModel(trx, {
        firm_id: null,
        scope: 'base',
        version,
        model_file: saveModel(model),
        card,
        firm_rows: 0,
        synthetic_rows: rows,
        outcome: 'accepted',
      }),
    );
    const how = built ? `loaded from the build (trained on ${rows} synthetic settled cases)` : `trained on ${rows} synthetic settled cases`;
    await repo.finishJob(db, job.id, { status: 'succeeded', message: `Base model ${how}.`, model_id: modelId, replaced: true });
    log.info(
      `Base prediction model ${modelId} ${how}${built ? '' : ` in ${model.card.trainingSeconds.toFixed(1)} s`} (held-out MAE log ${model.card.heldOut.mae.toFixed(3)}).`,
    );

    await deps
      .onBaseModelStored?.({
        id: modelId,
        version,
        model,
        trust: { basis: 'synthetic', rule: evaluation.confidenceRule ?? UNMEASURED_CONFIDENCE_RULE },
      })
      .catch((error: unknown) => log.error({ err: error }, 'a listener of the new base model failed'));
  }

  /**
   * The synthetic prior's training rows; the last size asked for is kept (a firm's retrains ask for the same size,
   * and generating it is seconds of work on this thread).
   */
  let priorCache: { rows: number; table: Row[] } | null = null;
  const getPriorRows = (rows: number): Row[] => {
    if (priorCache?.rows !== rows)
      priorCache = { rows, table: buildTrainingTable(generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows })).rows };
    return priorCache.table;
  };

  async function runFirmJob(job: repo.JobRow): Promise<void> {
    const progress = trackProgress(job.id);
    try {
      await retrainFirm(job, progress);
    } finally {
      await progress.stop();
    }
  }

  /**
   * Reads the firm's settled cases page by page (one keyset-paginated statement per page, the same on both
   * databases), turning each page into feature rows before the next is read; trains on them with the synthetic
   * prior; judges the new model against the active one on the firm's held-out cases; stores it and activates it
   * when it is not worse. Progress: reading 0–20%, training 20–90%, judging 90–98%, storing to 100%.
   */
  async function retrainFirm(job: repo.JobRow, progress: Progress): Promise<void> {
    const firmId = job.firm_id!;
    const started = performance.now();
    let mark = started;
    const lap = (): number => {
      const now = performance.now();
      const seconds = (now - mark) / 1000;
      mark = now;
      return seconds;
    };
    progress.report('data', 0, { now: true });
    const expected = Math.max(1, Math.min(MAX_RETRAIN_ROWS, await countSettledCases(db, firmId)));
    // Every firm case in read order (newest first), and which are held out (isHeldOut: the same ones on every retrain).
    const firmRows: Row[] = [];
    const heldOut: boolean[] = [];
    let featureSeconds = 0;
    for await (const page of streamSettledCaseSources(db, firmId, { limit: MAX_RETRAIN_ROWS, pageSize: SETTLED_PAGE_SIZE })) {
      if (stopped) throw cancelled();
      const pageStarted = performance.now();
      for (const example of page) {
        firmRows.push(toTrainingRow(example));
        heldOut.push(isHeldOut(example.source.id));
      }
      featureSeconds += (performance.now() - pageStarted) / 1000;
      progress.report('data', 0.2 * Math.min(1, firmRows.length / expected));
    }
    const readSeconds = lap() - featureSeconds;
    const holdoutCount = heldOut.filter(Boolean).length;
    const useFirmHoldout = holdoutCount >= MIN_FIRM_HOLDOUT;
    const firmTrain = useFirmHoldout ? firmRows.filter((_, i) => !heldOut[i]) : firmRows;
    const evaluationSet: EvaluationCase[] = useFirmHoldout
      ? firmRows
          .filter((_, i) => heldOut[i])
          .slice(0, MAX_EVALUATION_CASES)
          .map((row) => ({ row, amount: row[TARGET_COLUMN] as number }))
      : getCalibrationCases();
    // The synthetic prior: enough rows to keep a small firm's model sensible, few enough that the firm's own
    // cases carry weight. Firm rows are not duplicated: a copy in the engine's calibration split would make
    // the interval look better than it is.
    const prior = getPriorRows(Math.min(settings.baseModelRows, Math.max(2000, 3 * firmTrain.length)));
    const table: Table = { columns: TRAINING_COLUMNS, rows: [...firmTrain, ...prior] };
    featureSeconds += lap();
    progress.report('prepare', 0.2, { now: true });
    let fitSeconds = 0;
    const model = await train(table, {
      progress,
      span: { from: 0.2, to: 0.9 },
      engine: firmEngineOptions(settings.threads),
      onCalibrate: () => {
        fitSeconds = lap();
      },
    });
    progress.report('evaluate', 0.9, { now: true });
    const currentId = await repo.findActiveModelId(db, firmId);
    const current = currentId ? await deps.models.load(db, currentId) : null;
    const [candidate, currentMeasured = null] = await measureCases(
      current ? [model, current.model] : [model],
      evaluationSet,
      (fraction) => {
        if (stopped) throw cancelled();
        progress.report('evaluate', 0.9 + 0.08 * fraction);
      },
    );
    const replace = shouldReplace({ candidateMaeLog: candidate!.maeLog, currentMaeLog: currentMeasured?.maeLog ?? null });
    const evaluation: ModelCardView['evaluation'] = toCardEvaluation(
      useFirmHoldout ? 'firm' : 'calibration',
      candidate!,
      currentMeasured?.maeLog ?? null,
    );
    const card = buildModelCardView({ card: model.card, firmRows: firmTrain.length, syntheticRows: prior.length, evaluation });
    const calibrateSeconds = lap();
    progress.report('store', 0.98, { now: true });
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
      ? `The new model replaced the previous one (held-out error ${candidate!.maeLog.toFixed(3)} vs ${currentMeasured?.maeLog.toFixed(3) ?? 'none'}).`
      : `The new model was kept out of use: its held-out error ${candidate!.maeLog.toFixed(3)} is worse than the current ${currentMeasured!.maeLog.toFixed(3)}.`;
    await progress.stop();
    await repo.finishJob(db, job.id, { status: 'succeeded', message: verdict, model_id: modelId, replaced: replace });
    const timings: RetrainTimings = {
      firmRows: firmTrain.length,
      trainingRows: table.rows.length,
      read: readSeconds,
      features: featureSeconds,
      fit: fitSeconds,
      calibrate: calibrateSeconds,
      store: lap(),
      total: (performance.now() - started) / 1000,
    };
    log.info(
      `Firm ${firmId} retrained on ${timings.trainingRows} rows in ${timings.total.toFixed(1)} s (read ${timings.read.toFixed(1)}, features ${timings.features.toFixed(1)}, ` +
        `fit ${timings.fit.toFixed(1)}, calibrate and judge ${timings.calibrate.toFixed(1)}, store ${timings.store.toFixed(1)}).`,
    );
    deps.onFirmRetrained?.(timings);
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
          await repo
            .finishJob(db, job.id, {
              status: 'failed',
              message: error instanceof Error ? error.message : String(error),
              model_id: null,
              replaced: null,
            })
            .catch(() => undefined);
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
