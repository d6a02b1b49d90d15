// Attorney WAR and performance ratio with their sample size, shrunk toward the firm's average and given an interval
// (docs/metrics.md, "Small samples"): an attorney with one settled case is not rated on it.
import type { PerformanceRating } from '../predictions/prediction-labels.js';
import { getPerformanceRating } from '../predictions/prediction-labels.js';

/** Settled cases compared (with a pre-settlement prediction) an attorney needs before a rating (Excellent…) is given. */
export const MIN_RATED_CASES = 10;
/** Prior strength k, in cases, when the spread between attorneys cannot be measured (fewer than two compared attorneys). */
export const DEFAULT_PRIOR_CASES = 10;
/** The interval's level: 90%, z = 1.645. */
export const ATTORNEY_INTERVAL_LEVEL = 0.9;
const Z_90 = 1.645;

/** One attorney's compared cases: n, ΣA, ΣP, and Σ ln(A/P), Σ ln(A/P)² over them. */
export type AttorneyPairStats = { count: number; actualSum: number; predictedSum: number; logRatioSum: number; logRatioSquareSum: number };

export type ShrunkAttorneyMetrics = {
  /** Compared cases: the sample size. */
  n: number;
  /** ΣA / ΣP and (ΣA − ΣP) / median as measured, before shrinking. */
  rawPerformanceRatio: number | null;
  rawWar: number | null;
  /** Z = n / (n + k): the weight of the attorney's own cases; 1 − Z goes to the firm's average. */
  credibility: number;
  performanceRatio: number | null;
  performanceRatioInterval: { lower: number; upper: number } | null;
  war: number | null;
  warInterval: { lower: number; upper: number } | null;
  /** Null under MIN_RATED_CASES compared cases (see ratingReason). */
  rating: Exclude<PerformanceRating, 'No data'> | null;
  ratingReason: string | null;
};

export type FirmShrinkage = {
  /** The firm's ΣA / ΣP over every compared case: what a small sample is shrunk toward. */
  firmRatio: number | null;
  /** k = s² / τ², in cases; DEFAULT_PRIOR_CASES when τ² cannot be measured; Infinity when the attorneys do not differ. */
  priorCases: number;
  /** Within-attorney variance of ln(A/P) per case (s²) and between-attorney variance of their true means (τ²). */
  withinVariance: number | null;
  betweenVariance: number | null;
  totalCases: number;
};

/**
 * The empirical-Bayes prior from every attorney's compared cases, on ln(A/P) per case: s² pooled within attorneys;
 * τ² by DerSimonian–Laird, weights wᵢ = nᵢ / s², μ = Σwᵢmᵢ / Σwᵢ, Q = Σwᵢ(mᵢ − μ)²,
 * τ² = max(0, (Q − (m − 1)) / (Σwᵢ − Σwᵢ² / Σwᵢ)) over the m attorneys, so a one-case attorney barely moves it; k = s² / τ².
 */
export function estimateFirmShrinkage(attorneys: readonly AttorneyPairStats[]): FirmShrinkage {
  const compared = attorneys.filter((item) => item.count > 0);
  const totalCases = compared.reduce((sum, item) => sum + item.count, 0);
  const actual = compared.reduce((sum, item) => sum + item.actualSum, 0);
  const predicted = compared.reduce((sum, item) => sum + item.predictedSum, 0);
  const firmRatio = totalCases > 0 && predicted > 0 ? actual / predicted : null;
  const withinSquares = compared.reduce((sum, item) => sum + (item.logRatioSquareSum - item.logRatioSum ** 2 / item.count), 0);
  const withinDf = totalCases - compared.length;
  const withinVariance = withinDf > 0 ? Math.max(0, withinSquares / withinDf) : null;
  if (compared.length < 2 || withinVariance === null)
    return { firmRatio, priorCases: DEFAULT_PRIOR_CASES, withinVariance, betweenVariance: null, totalCases };
  if (!(withinVariance > 0)) return { firmRatio, priorCases: DEFAULT_PRIOR_CASES, withinVariance, betweenVariance: null, totalCases };
  const weights = compared.map((item) => item.count / withinVariance);
  const means = compared.map((item) => item.logRatioSum / item.count);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const mu = weights.reduce((sum, w, i) => sum + w * means[i]!, 0) / weightSum;
  const q = weights.reduce((sum, w, i) => sum + w * (means[i]! - mu) ** 2, 0);
  const denominator = weightSum - weights.reduce((sum, w) => sum + w * w, 0) / weightSum;
  const betweenVariance = denominator > 0 ? Math.max(0, (q - (compared.length - 1)) / denominator) : 0;
  const priorCases = betweenVariance > 0 ? withinVariance / betweenVariance : Infinity;
  return { firmRatio, priorCases, withinVariance, betweenVariance, totalCases };
}

/**
 * One attorney's figures: the ratio shrunk toward the firm's, r̃ = R + Z (r − R) with Z = n / (n + k), and WAR from it,
 * WAR̃ = ΣP (r̃ − 1) / median (WAR as measured when Z = 1). The 90% interval is r̃ · exp(±1.645 √V) with
 * V = Z s² / n + (1 − Z)² s² / N (the attorney's own noise, shrunk, plus the firm average's), WAR's from its ends.
 */
export function shrinkAttorneyMetrics(
  stats: AttorneyPairStats | null,
  firm: FirmShrinkage,
  firmMedianSettlement: number | null,
): ShrunkAttorneyMetrics {
  const n = stats?.count ?? 0;
  const none: ShrunkAttorneyMetrics = {
    n,
    rawPerformanceRatio: null,
    rawWar: null,
    credibility: 0,
    performanceRatio: null,
    performanceRatioInterval: null,
    war: null,
    warInterval: null,
    rating: null,
    ratingReason: 'No settled case with a prediction made before it settled.',
  };
  if (!stats || n === 0 || !(stats.predictedSum > 0) || firm.firmRatio === null) return none;
  const median = firmMedianSettlement != null && firmMedianSettlement > 0 ? firmMedianSettlement : null;
  const raw = stats.actualSum / stats.predictedSum;
  const credibility = Number.isFinite(firm.priorCases) ? n / (n + firm.priorCases) : 0;
  const ratio = firm.firmRatio + credibility * (raw - firm.firmRatio);
  const s2 = firm.withinVariance;
  const variance = s2 === null ? null : (credibility * s2) / n + ((1 - credibility) ** 2 * s2) / Math.max(1, firm.totalCases);
  const ratioInterval =
    variance === null
      ? null
      : { lower: ratio * Math.exp(-Z_90 * Math.sqrt(variance)), upper: ratio * Math.exp(Z_90 * Math.sqrt(variance)) };
  const toWar = (r: number) => (median === null ? null : (stats.predictedSum * (r - 1)) / median);
  const rated = n >= MIN_RATED_CASES;
  return {
    n,
    rawPerformanceRatio: raw,
    rawWar: median === null ? null : (stats.actualSum - stats.predictedSum) / median,
    credibility,
    performanceRatio: ratio,
    performanceRatioInterval: ratioInterval,
    war: toWar(ratio),
    warInterval: ratioInterval && median !== null ? { lower: toWar(ratioInterval.lower)!, upper: toWar(ratioInterval.upper)! } : null,
    rating: rated ? (getPerformanceRating(ratio) as Exclude<PerformanceRating, 'No data'>) : null, // ratio is a number here
    ratingReason: rated ? null : `Fewer than ${MIN_RATED_CASES} settled cases compared (${n}): too few to rate.`,
  };
}

/** An attorney's pair statistics from the compared cases themselves (what the repository sums in SQL). */
export function summarisePairStats(pairs: ReadonlyArray<{ actual: number; predicted: number }>): AttorneyPairStats {
  const logs = pairs.map((pair) => Math.log(pair.actual / pair.predicted));
  return {
    count: pairs.length,
    actualSum: pairs.reduce((sum, pair) => sum + pair.actual, 0),
    predictedSum: pairs.reduce((sum, pair) => sum + pair.predicted, 0),
    logRatioSum: logs.reduce((sum, value) => sum + value, 0),
    logRatioSquareSum: logs.reduce((sum, value) => sum + value * value, 0),
  };
}
