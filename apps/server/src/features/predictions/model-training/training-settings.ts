// How models are trained: sizes, seeds, engine options and the rules for evaluating a retrained model.
import type { TrainOptions } from '@casecast/ml';
import { fileURLToPath } from 'node:url';
import { TARGET_COLUMN } from '../training-data.js';

export type TrainingSettings = {
  /** Synthetic settled cases the base model learns from (BASE_MODEL_ROWS, default 25,000). */
  baseModelRows: number;
  /** Queue and train the base model when the server starts and none exists (BASE_MODEL_TRAINING=on-start|off). */
  trainOnStart: boolean;
  /** Worker threads per training (1 or 2). */
  threads: number;
  /** The base model built by `npm run build` (BASE_MODEL_FILE, default dist/base-model.json), loaded instead of training when it matches; null: always train. */
  baseModelArtifact: string | null;
};

export const SYNTHETIC_SEED = 20240601;
/** The common calibration set: synthetic cases from another seed, never trained on. */
export const CALIBRATION_SEED = 977;
export const CALIBRATION_ROWS = 2000;
/** Enough of the firm's own held-out settled cases to judge a retrained model on them. */
export const MIN_FIRM_HOLDOUT = 30;
export const MIN_FIRM_SETTLED_CASES = 20;
/** Settled cases a backtest or the attorney-metrics backfill reads, the newest first (in one list, on a request). */
export const MAX_FIRM_ROWS = 50_000;
/** Settled cases a firm's retraining job reads, the newest first: a large firm's whole history, read page by page (docs/predictions.md). */
export const MAX_RETRAIN_ROWS = 300_000;
/** Held-out cases a retrained model is judged on, the newest first: beyond this the figure no longer moves, only the wait. */
export const MAX_EVALUATION_CASES = 10_000;

/**
 * A smaller forest than the engine's default (40 trees, depth 10): exact TreeSHAP over the forest is
 * most of the per-case cost, and the ensemble gives the forest a small weight on these data anyway.
 */
export const ENGINE_OPTIONS: Omit<TrainOptions, 'onProgress' | 'signal'> = {
  target: TARGET_COLUMN,
  targetTransform: 'log',
  model: 'ensemble',
  seed: 17,
  // Intervals calibrated on held-out rows (split conformal / CQR): the "95%" then carries the
  // conformal coverage guarantee, rather than resting on out-of-fold residuals alone. 30%: the scores are kept per
  // band of missing facts, and the smaller bands need the rows (their likely range's coverage stays within 48-52%;
  // with 20% it drifted to 47.8%, docs/predictions.md). The members are refitted on every row afterwards.
  calibrationFraction: 0.3,
  // Once calibrated, the members learn again from every row, the held-out fifth too (docs/predictions.md: the ML bench).
  refitOnAllRows: true,
  // The ranges' conformal scores are kept per band of missing facts (Mondrian): a case known this little is covered as
  // often as a fully described one, its range as wide as its band's errors need (docs/predictions.md).
  intervalGroupColumn: 'facts_missing',
  forest: { nTrees: 40, maxDepth: 10, minSamplesLeaf: 20 },
  gbm: { maxIterations: 200, maxLeaves: 31, minSamplesLeaf: 10 },
};

/**
 * A firm's retraining: the engine's options with the boosted models' histograms on `threads` threads as well (the
 * forest's helper thread is idle once its trees are grown, long before boosting ends). The engine sums the same
 * halves in the same order either way: the same model, sooner.
 */
export function firmEngineOptions(threads: number): Omit<TrainOptions, 'onProgress' | 'signal'> {
  return { ...ENGINE_OPTIONS, gbm: { ...ENGINE_OPTIONS.gbm, threads } };
}

/** Read from the environment. Under the test runner training waits to be asked for (tests set BASE_MODEL_TRAINING=on-start). */
export function loadTrainingSettings(env: NodeJS.ProcessEnv = process.env): TrainingSettings {
  const rows = Number(env.BASE_MODEL_ROWS || 25_000);
  if (!Number.isInteger(rows) || rows < 200 || rows > 1_000_000)
    throw new Error(`BASE_MODEL_ROWS must be a whole number from 200 to 1,000,000, not "${env.BASE_MODEL_ROWS}"`);
  const mode = env.BASE_MODEL_TRAINING || (env.VITEST ? 'off' : 'on-start');
  if (mode !== 'on-start' && mode !== 'off') throw new Error(`BASE_MODEL_TRAINING must be on-start or off, not "${mode}"`);
  // Under the test runner only a file the test names is used: tests see training unless they ask otherwise.
  const baseModelArtifact = env.BASE_MODEL_FILE || (env.VITEST ? null : defaultArtifactPath());
  return {
    baseModelRows: rows,
    trainOnStart: mode === 'on-start',
    threads: Number(env.TRAINING_THREADS || 2) === 1 ? 1 : 2,
    baseModelArtifact,
  };
}

/** dist/base-model.json beside the compiled server (src/base-model.json, never present, from source). */
function defaultArtifactPath(): string {
  return fileURLToPath(new URL('../../../base-model.json', import.meta.url));
}
