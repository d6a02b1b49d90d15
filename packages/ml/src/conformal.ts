// Conformal prediction intervals: split conformal on absolute residuals, conformalised quantile regression (CQR),
// and normalised conformal with per-group (Mondrian) calibration.
import { predictGbm, type GbmModel } from './gbm.js';

export type IntervalMethod = 'split' | 'cqr' | 'normalised';

/**
 * Normalised conformal (Papadopoulos et al.; Lei et al. 2018): the score is |y - f(x)| / s(x), where the
 * scale s(x) is the expected absolute error at x (a boosted model of the training rows' residuals, or
 * half the width of the CQR quantile models' band), so a case the quantile models find
 * uncertain gets a wide interval and a well-documented one a narrow one. One set of scores serves every
 * coverage (the 50% and 95% ranges come from the same predictive distribution). Scores are kept per
 * group of one categorical feature (Mondrian conformal: coverage holds within each case type), with the
 * pooled scores for a group too small to calibrate on its own.
 */
export type NormalisedCalibration = {
  /**
   * A boosted model of |y - f(x)| learned on the training rows (never on the calibration rows, so the
   * scores stay exchangeable): s(x) is its prediction. Null: half the CQR quantile models' band.
   */
  scaleModel: GbmModel | null;
  /** s(x) never falls below this (model space): the scale model can predict 0 and quantile models can cross. */
  minScale: number;
  /** The Mondrian group feature's index in the encoded row, or -1 for none. */
  groupFeature: number;
  /** Every calibration score, sorted ascending. */
  pooled: Float64Array;
  /** Sorted scores per category code of the group feature (groups of at least MIN_GROUP_ROWS rows). */
  groups: Record<string, Float64Array>;
};

/** A case type needs this many calibration rows for its own scores; smaller ones use the pooled scores. */
export const MIN_GROUP_ROWS = 100;

export type Calibration = {
  /** |y - f(x)| on the calibration rows, sorted ascending: split conformal works for any coverage. */
  residualScores: Float64Array;
  /** CQR (Romano, Patterson, Candes 2019) for one coverage: quantile models at a/2, 1 - a/2 and sorted scores. */
  cqr: { coverage: number; lower: GbmModel; upper: GbmModel; scores: Float64Array } | null;
  /** Normalised Mondrian conformal on the CQR models' scale; absent in older model files. */
  normalised?: NormalisedCalibration | null;
};

/**
 * The conformal quantile: the ceil((n+1)c)-th smallest score. Marginal coverage is then at least c
 * and at most c + 1/(n+1) under exchangeability; with too few scores the interval is unbounded.
 */
export function computeConformalQuantile(sortedScores: Float64Array, coverage: number): number {
  const n = sortedScores.length;
  const k = Math.ceil((n + 1) * coverage - 1e-12);
  if (k > n) return Infinity;
  if (k < 1) return -Infinity;
  return sortedScores[k - 1]!;
}

export function computeCqrScore(lower: number, upper: number, y: number): number {
  return Math.max(lower - y, y - upper);
}

/** The normalising scale at x: half the quantile models' band, never below the floor. */
export function computeScale(lowerQuantile: number, upperQuantile: number, minScale: number): number {
  const half = (upperQuantile - lowerQuantile) / 2;
  return Number.isFinite(half) ? Math.max(minScale, half) : minScale;
}

/** The key of a row's Mondrian group: its category code, or 'missing'. */
export function groupKey(value: number): string {
  return Number.isNaN(value) ? 'missing' : String(value);
}

/** Sorted normalised scores per group, keeping only groups with enough rows. */
export function buildGroupScores(scores: Float64Array, keys: string[], minRows = MIN_GROUP_ROWS): Record<string, Float64Array> {
  const byKey = new Map<string, number[]>();
  keys.forEach((key, i) => {
    const list = byKey.get(key) ?? [];
    list.push(scores[i]!);
    byKey.set(key, list);
  });
  const out: Record<string, Float64Array> = {};
  for (const [key, list] of [...byKey.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (list.length >= minRows) out[key] = Float64Array.from(list).sort();
  }
  return out;
}

export type RawInterval = { lower: number; upper: number; method: IntervalMethod };

function normalisedInterval(
  normalised: NormalisedCalibration,
  cqr: NonNullable<Calibration['cqr']>,
  prediction: number,
  x: Float64Array,
  coverage: number,
): RawInterval {
  const scale =
    normalised.scaleModel !== null
      ? Math.max(normalised.minScale, predictGbm(normalised.scaleModel, x))
      : computeScale(predictGbm(cqr.lower, x), predictGbm(cqr.upper, x), normalised.minScale);
  const scores =
    normalised.groupFeature >= 0 ? (normalised.groups[groupKey(x[normalised.groupFeature]!)] ?? normalised.pooled) : normalised.pooled;
  const q = computeConformalQuantile(scores, coverage) * scale;
  return { lower: prediction - q, upper: prediction + q, method: 'normalised' };
}

/**
 * Default: normalised conformal when the model has it (any coverage), else CQR at its own coverage, else
 * split conformal.
 */
export function computeInterval(
  calibration: Calibration,
  prediction: number,
  x: Float64Array,
  coverage: number,
  method?: IntervalMethod,
): RawInterval {
  if (!(coverage > 0 && coverage < 1)) throw new RangeError(`coverage must be between 0 and 1, got ${coverage}`);
  const cqr = calibration.cqr;
  const normalised = calibration.normalised ?? null;
  if (method === 'cqr' && (cqr === null || Math.abs(cqr.coverage - coverage) >= 1e-9))
    throw new RangeError(`This model has CQR intervals only for ${cqr === null ? 'no coverage' : `coverage ${cqr.coverage}`}`);
  if (method === 'normalised' && (normalised === null || cqr === null))
    throw new RangeError('This model has no normalised conformal calibration');
  if ((method === 'normalised' || method === undefined) && normalised !== null && cqr !== null)
    return normalisedInterval(normalised, cqr, prediction, x, coverage);
  if (method !== 'split' && cqr !== null && Math.abs(cqr.coverage - coverage) < 1e-9) {
    const q = computeConformalQuantile(cqr.scores, coverage);
    const lo = predictGbm(cqr.lower, x) - q;
    const hi = predictGbm(cqr.upper, x) + q;
    // Quantile models can cross; the prediction interval must still contain a sensible range.
    return { lower: Math.min(lo, hi), upper: Math.max(lo, hi), method: 'cqr' };
  }
  const q = computeConformalQuantile(calibration.residualScores, coverage);
  return { lower: prediction - q, upper: prediction + q, method: 'split' };
}
