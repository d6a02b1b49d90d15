// Dashboard metric cards (spec sections 2 and 9): active cases, value metric, settlement time.
import { isActiveCase, isSettledForAnalytics, normaliseStatus } from '../cases/case-status.js';
import { DAYS_PER_MONTH } from '../format/dates.js';
import { formatPercent, roundToOneDecimal } from '../format/numbers.js';
import { countDaysBetween } from '../shared/iso-date.js';
import { computeMean, isCountableSettlement } from './settlement-analytics.js';

export const RECENT_CASES_LIMIT = 5;
export const ACTIVITY_BREAKDOWN_LIMIT = 3;

/** Fallback texts of the Attorney Value Metric card (spec section 9). */
export const ATTORNEY_VALUE_METRIC_FALLBACKS = {
  noSettledCases: '0%',
  noPredictions: '+15%',
  predictionsSumToZero: '+10%',
  nothingReturned: '+12%',
} as const;

export type ValueMetricCase = {
  status: string;
  actualSettlement: number | null;
  /** The latest ensemble prediction for the case; null when it has none. */
  latestPredictedValue: number | null;
};

/**
 * Percent difference between actual settlements and the latest predicted ensembles, over settled
 * cases with a prediction: '+8.3%' / '-4.0%'. A settled case counts only with a settlement amount
 * above 0, because the metric compares amounts. `null` means the data call returned nothing.
 */
export function computeAttorneyValueMetric(cases: readonly ValueMetricCase[] | null | undefined): string {
  if (cases == null) return ATTORNEY_VALUE_METRIC_FALLBACKS.nothingReturned;
  const settled = cases.filter((item) => isSettledForAnalytics(item.status) && isCountableSettlement(item.actualSettlement));
  if (settled.length === 0) return ATTORNEY_VALUE_METRIC_FALLBACKS.noSettledCases;
  const withPredictions = settled.filter((item) => item.latestPredictedValue != null);
  if (withPredictions.length === 0) return ATTORNEY_VALUE_METRIC_FALLBACKS.noPredictions;
  const predicted = withPredictions.reduce((sum, item) => sum + (item.latestPredictedValue ?? 0), 0);
  if (predicted === 0) return ATTORNEY_VALUE_METRIC_FALLBACKS.predictionsSumToZero;
  const actual = withPredictions.reduce((sum, item) => sum + (item.actualSettlement ?? 0), 0);
  return formatPercent((actual - predicted) / predicted, { signed: true });
}

/** Average months from opened to closed (days / 30.44), one decimal; null without closed cases. */
export function computeAverageSettlementMonths(
  cases: ReadonlyArray<{ dateOpened: string; dateClosed: string | null }>,
): number | null {
  const months = cases
    .map((item) => countDaysBetween(item.dateOpened, item.dateClosed))
    .filter((days): days is number => days !== null && days >= 0)
    .map((days) => days / DAYS_PER_MONTH);
  const average = computeMean(months);
  return average === null ? null : roundToOneDecimal(average);
}

export function countActiveCases(cases: ReadonlyArray<{ status: string }>): number {
  return cases.filter((item) => isActiveCase(item.status)).length;
}

/**
 * The value still in play: the latest predictions of the active (open) cases. Settled and closed
 * cases have their actual amounts instead (computeTotalSettledValue), so they are not added here.
 */
export function computeTotalPredictedValue(cases: ReadonlyArray<{ status: string; latestPredictedValue: number | null }>): number {
  return cases.reduce((sum, item) => sum + (isActiveCase(item.status) ? (item.latestPredictedValue ?? 0) : 0), 0);
}

/** The value already won: the countable settlements of settled cases. */
export function computeTotalSettledValue(cases: ReadonlyArray<{ status: string; actualSettlement: number | null }>): number {
  return cases.reduce((sum, item) => sum + (isSettledForAnalytics(item.status) && isCountableSettlement(item.actualSettlement) ? item.actualSettlement! : 0), 0);
}

/** The activity breakdown: the 3 most common normalised statuses, ties by name. */
export function selectTopStatuses(
  cases: ReadonlyArray<{ status: string }>,
  limit: number = ACTIVITY_BREAKDOWN_LIMIT,
): Array<{ status: string; count: number }> {
  const counts = new Map<string, number>();
  for (const item of cases) {
    const status = normaliseStatus(item.status).toLowerCase();
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status))
    .slice(0, limit);
}

