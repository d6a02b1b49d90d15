// Reading a prediction for people: confidence and performance labels, actual vs predicted, top factors.
import { formatPercent } from '../format/numbers.js';

export const CONFIDENCE_THRESHOLDS = { high: 0.3, medium: 0.6 } as const;
export type ConfidenceLabel = 'High' | 'Medium' | 'Low';

/** Interval width relative to the prediction: under 30% High, under 60% Medium, otherwise Low. */
export function getConfidenceLabel({ prediction, lower, upper }: { prediction: number; lower: number; upper: number }): ConfidenceLabel {
  // A zero or negative prediction has no meaningful relative width; it can't be trusted.
  if (!(prediction > 0)) return 'Low';
  const relativeWidth = (upper - lower) / prediction;
  if (relativeWidth < CONFIDENCE_THRESHOLDS.high) return 'High';
  if (relativeWidth < CONFIDENCE_THRESHOLDS.medium) return 'Medium';
  return 'Low';
}

export const PERFORMANCE_THRESHOLDS = { excellent: 1.1, good: 1.0, average: 0.9 } as const;
export type PerformanceRating = 'No data' | 'Excellent' | 'Good' | 'Average' | 'Below Average';

export function getPerformanceRating(ratio: number | null | undefined): PerformanceRating {
  if (ratio == null || Number.isNaN(ratio)) return 'No data';
  if (ratio >= PERFORMANCE_THRESHOLDS.excellent) return 'Excellent';
  if (ratio >= PERFORMANCE_THRESHOLDS.good) return 'Good';
  if (ratio >= PERFORMANCE_THRESHOLDS.average) return 'Average';
  return 'Below Average';
}

export type ActualVsPredicted = { percent: number; direction: 'above' | 'below' };

/** How far the actual settlement landed from the prediction, as an absolute percent. */
export function compareActualToPredicted({ actual, predicted }: { actual: number; predicted: number }): ActualVsPredicted | null {
  if (!(predicted > 0)) return null;
  const difference = ((actual - predicted) / predicted) * 100;
  return { percent: Math.abs(difference), direction: difference >= 0 ? 'above' : 'below' };
}

/** '12.5% above' / '3.0% below'. */
export function formatActualVsPredicted(comparison: ActualVsPredicted): string {
  return `${formatPercent(comparison.percent / 100)} ${comparison.direction}`;
}

export const TOP_FACTORS_LIMIT = 5;

/** The most important factors first, at most 5. */
export function selectTopKeyFactors<T extends { importance: number }>(factors: readonly T[], limit: number = TOP_FACTORS_LIMIT): T[] {
  return [...factors].sort((a, b) => b.importance - a.importance).slice(0, limit);
}

/** The largest contributions by absolute size, at most 5, keeping their sign. */
export function selectTopContributions(
  contributions: Readonly<Record<string, number>>,
  limit: number = TOP_FACTORS_LIMIT,
): Array<{ feature: string; amount: number }> {
  return Object.entries(contributions)
    .map(([feature, amount]) => ({ feature, amount }))
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, limit);
}
