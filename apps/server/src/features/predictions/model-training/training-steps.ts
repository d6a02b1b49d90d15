// What a base-model job and a firm's retraining share: the job they run for, progress people see, training off this thread, synthetic sets.
import { trainInWorker, type Model, type Row, type Table } from '@casecast/ml';
import type { Kysely } from 'kysely';
import type { ModelStore } from '../model-store.js';
import { buildTrainingTable, generateSyntheticExamples, type SettledExample } from '../training-data.js';
import { toEvaluationCases, type EvaluationCase } from './model-evaluation.js';
import * as jobRepo from './job-repository.js';
import { CALIBRATION_ROWS, CALIBRATION_SEED, ENGINE_OPTIONS, SYNTHETIC_SEED, type TrainingSettings } from './training-settings.js';
import type { Database } from '../../../db/schema.js';

export type TrainingLog = { info: (message: string) => void; error: (object: unknown, message: string) => void };

/**
 * One attempt at a training job: its status row, the attempt's token (only its writes count) and the signal the
 * job queue aborts when this server stops.
 */
export type TrainingAttempt = {
  db: Kysely<Database>;
  models: ModelStore;
  settings: TrainingSettings;
  log: TrainingLog;
  job: jobRepo.JobRow;
  attempt: string;
  signal: AbortSignal;
};

/** Thrown when the job is no longer this attempt's (the queue gave up on it and another attempt took it over). */
export class TakenOverError extends Error {
  constructor() {
    super('This training was taken over by another attempt.');
  }
}

export function formatVersion(scope: 'base' | 'firm', date: Date, id: string): string {
  const stamp = date.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '.');
  return `${scope}-${stamp}-${id.slice(0, 4)}`;
}

/**
 * The job's progress as people see it (stage and overall fraction): written at most every 400 ms, in order, and
 * again every 15 s while nothing moves.
 */
export function trackProgress(run: TrainingAttempt) {
  const job = { id: run.job.id, attempt: run.attempt };
  let stage = 'data';
  let fraction = 0;
  let lastWrite = 0;
  let pending: Promise<void> = Promise.resolve();
  const write = (): void => {
    lastWrite = Date.now();
    const [s, f] = [stage, fraction];
    pending = pending.then(() => jobRepo.updateJobProgress(run.db, job, s, f)).catch(() => undefined);
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

export type Progress = ReturnType<typeof trackProgress>;

/**
 * Trains on the table in a worker thread, the engine's progress shown as the span [from, to] of the job's;
 * `onCalibrate` is told when the engine starts calibrating (fitting is done). The attempt's signal cancels it.
 */
export async function trainOffThread(
  run: TrainingAttempt,
  table: Table,
  options: { progress: Progress; span: { from: number; to: number }; engine?: typeof ENGINE_OPTIONS; onCalibrate?: () => void },
): Promise<Model> {
  const { progress, span, engine = ENGINE_OPTIONS, onCalibrate } = options;
  let lastStage = '';
  return trainInWorker(table, {
    ...engine,
    threads: run.settings.threads,
    signal: run.signal,
    onProgress: ({ stage, fraction }) => {
      if (stage === 'calibrate' && lastStage !== 'calibrate') onCalibrate?.();
      lastStage = stage;
      progress.report(stage, span.from + (span.to - span.from) * fraction);
    },
  });
}

let calibrationSet: SettledExample[] | null = null;
let calibrationCases: EvaluationCase[] | null = null;

/** The synthetic cases a model is measured on when a firm has too few of its own held out (made once per process). */
export const getCalibrationSet = (): SettledExample[] =>
  (calibrationSet ??= generateSyntheticExamples({ seed: CALIBRATION_SEED, rows: CALIBRATION_ROWS }));
export const getCalibrationCases = (): EvaluationCase[] => (calibrationCases ??= toEvaluationCases(getCalibrationSet()));

let priorCache: { rows: number; table: Row[] } | null = null;

/**
 * The synthetic prior's training rows; the last size asked for is kept (a firm's retrains ask for the same size,
 * and generating it is seconds of work on this thread).
 */
export function getPriorRows(rows: number): Row[] {
  if (priorCache?.rows !== rows)
    priorCache = { rows, table: buildTrainingTable(generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows })).rows };
  return priorCache.table;
}
