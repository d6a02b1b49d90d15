// Dashboard metric cards (spec sections 2 and 9): active cases, value metric, settlement time.
import { phaseOf } from '../cases/case-phase.js';
import { isActiveCase, isSettledForAnalytics } from '../cases/case-status.js';
import { DAYS_PER_MONTH } from '../format/dates.js';
import { formatPercent, roundToOneDecimal } from '../format/numbers.js';
import { countDaysBetween } from '../shared/iso-date.js';
import { computeMean, isCountableSettlement } from './settlement-analytics.js';

export const RECENT_CASES_LIMIT = 5;
export const ACTIVITY_BREAKDOWN_LIMIT = 3;

/**
 * Why the Attorney Value Metric has no figure. The spec shows constants here ('0%', '+15%', '+10%', '+12%'); they
 * read as results, so the card shows "—" with the reason instead (docs/metrics.md, "No made-up figures").
 */
export const ATTORNEY_VALUE_METRIC_REASONS = {
  noSettledCases: 'No settled case with a settlement amount yet.',
  noPredictions: 'No settled case has a prediction yet.',
  predictionsSumToZero: 'The predictions of the settled cases add up to $0.',
  nothingReturned: 'The cases could not be read.',
} as const;

/** The card: the figure ('+8.3%') or null with the reason, and how many settled cases it compares. */
export type AttorneyValueMetric = { value: string | null; reason: string | null; cases: number };

const noValueMetric = (reason: string, cases = 0): AttorneyValueMetric => ({ value: null, reason, cases });

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
 * Without a figure to show: value null and the reason (never the spec's fallback constants).
 */
export function computeAttorneyValueMetric(cases: readonly ValueMetricCase[] | null | undefined): AttorneyValueMetric {
  if (cases == null) return noValueMetric(ATTORNEY_VALUE_METRIC_REASONS.nothingReturned);
  const settled = cases.filter((item) => isSettledForAnalytics(item.status) && isCountableSettlement(item.actualSettlement));
  if (settled.length === 0) return noValueMetric(ATTORNEY_VALUE_METRIC_REASONS.noSettledCases);
  const withPredictions = settled.filter((item) => item.latestPredictedValue != null);
  if (withPredictions.length === 0) return noValueMetric(ATTORNEY_VALUE_METRIC_REASONS.noPredictions);
  const predicted = withPredictions.reduce((sum, item) => sum + (item.latestPredictedValue ?? 0), 0);
  if (predicted === 0) return noValueMetric(ATTORNEY_VALUE_METRIC_REASONS.predictionsSumToZero, withPredictions.length);
  const actual = withPredictions.reduce((sum, item) => sum + (item.actualSettlement ?? 0), 0);
  return { value: formatPercent((actual - predicted) / predicted, { signed: true }), reason: null, cases: withPredictions.length };
}

/** Average months from opened to closed (days / 30.44), one decimal; null without closed cases. */
export function computeAverageSettlementMonths(cases: ReadonlyArray<{ dateOpened: string; dateClosed: string | null }>): number | null {
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
  return cases.reduce(
    (sum, item) => sum + (isSettledForAnalytics(item.status) && isCountableSettlement(item.actualSettlement) ? item.actualSettlement! : 0),
    0,
  );
}

/** The activity breakdown: the 3 most common phases, ties by name. */
export function selectTopStatuses(
  cases: ReadonlyArray<{ status: string }>,
  limit: number = ACTIVITY_BREAKDOWN_LIMIT,
): Array<{ status: string; count: number }> {
  const counts = new Map<string, number>();
  for (const item of cases) {
    const status: string = phaseOf(item.status);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts]
    .map(([status, count]) => ({ status, count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status))
    .slice(0, limit);
}
