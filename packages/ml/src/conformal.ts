// Conformal prediction intervals: split conformal on absolute residuals and conformalised quantile regression (CQR).
import { predictGbm, type GbmModel } from './gbm.js';

export type IntervalMethod = 'split' | 'cqr';

export type Calibration = {
  /** |y - f(x)| on the calibration rows, sorted ascending: split conformal works for any coverage. */
  residualScores: Float64Array;
  /** CQR (Romano, Patterson, Candes 2019) for one coverage: quantile models at a/2, 1 - a/2 and sorted scores. */
  cqr: { coverage: number; lower: GbmModel; upper: GbmModel; scores: Float64Array } | null;
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

export type RawInterval = { lower: number; upper: number; method: IntervalMethod };

export function computeInterval(calibration: Calibration, prediction: number, x: Float64Array, coverage: number, method?: IntervalMethod): RawInterval {
  if (!(coverage > 0 && coverage < 1)) throw new RangeError(`coverage must be between 0 and 1, got ${coverage}`);
  const cqr = calibration.cqr;
  if (method === 'cqr' && (cqr === null || Math.abs(cqr.coverage - coverage) >= 1e-9)) throw new RangeError(`This model has CQR intervals only for ${cqr === null ? 'no coverage' : `coverage ${cqr.coverage}`}`);
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
