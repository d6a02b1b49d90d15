// The metrics rules restated over SQL aggregates (counts and sums per group), so the server never loops over case rows.
import { formatCaseType } from '../cases/case-view.js';
import { phaseOf } from '../cases/case-phase.js';
import { formatStatusLabel, isActiveCase, isOpenForAnalytics, isSettledForAnalytics } from '../cases/case-status.js';
import { DAYS_PER_MONTH } from '../format/dates.js';
import { formatPercent, roundToOneDecimal } from '../format/numbers.js';
import { sumDollars } from '../money/money-cents.js';
import { ATTORNEY_VALUE_METRIC_REASONS, ACTIVITY_BREAKDOWN_LIMIT, type AttorneyValueMetric } from './dashboard-metrics.js';
import { computeMedian, isCountableSettlement, type CaseTypeMetric } from './settlement-analytics.js';
import type { AttorneyCase, AttorneyPerformanceSummary } from './attorney-metrics.js';

/** Totals behind the Attorney Value Metric card, over settled cases with a countable settlement. */
export type ValueMetricTotals = {
  settledCount: number;
  withPredictionCount: number;
  predictedSum: number;
  actualSum: number;
};

/** computeAttorneyValueMetric from totals: same reasons, same '+8.3%' text. `null` = nothing returned. */
export function computeAttorneyValueMetricFromTotals(totals: ValueMetricTotals | null | undefined): AttorneyValueMetric {
  const none = (reason: string, cases = 0): AttorneyValueMetric => ({ value: null, reason, cases });
  if (totals == null) return none(ATTORNEY_VALUE_METRIC_REASONS.nothingReturned);
  if (totals.settledCount === 0) return none(ATTORNEY_VALUE_METRIC_REASONS.noSettledCases);
  if (totals.withPredictionCount === 0) return none(ATTORNEY_VALUE_METRIC_REASONS.noPredictions);
  if (totals.predictedSum === 0) return none(ATTORNEY_VALUE_METRIC_REASONS.predictionsSumToZero, totals.withPredictionCount);
  return {
    value: formatPercent((totals.actualSum - totals.predictedSum) / totals.predictedSum, { signed: true }),
    reason: null,
    cases: totals.withPredictionCount,
  };
}

/** Cases per stored case type with the sum and count of their countable settlements. */
export type CaseTypeGroup = { caseType: string | null; count: number; settlementSum: number; settlementCount: number };

/** Merges stored types that share a label ('auto' and 'Intake - auto'), then sorts like computeSettlementAnalytics. */
export function mergeCaseTypeGroups(groups: readonly CaseTypeGroup[]): CaseTypeMetric[] {
  const merged = new Map<string, { count: number; sum: number; n: number }>();
  for (const group of groups) {
    const label = formatCaseType(group.caseType);
    const entry = merged.get(label) ?? { count: 0, sum: 0, n: 0 };
    entry.count += group.count;
    entry.sum += group.settlementSum;
    entry.n += group.settlementCount;
    merged.set(label, entry);
  }
  return [...merged]
    .map(([caseType, entry]) => ({ caseType, count: entry.count, avgSettlement: entry.n === 0 ? null : entry.sum / entry.n }))
    .sort((a, b) => b.count - a.count || a.caseType.localeCompare(b.caseType));
}

/** Counts per case-type label: the attorney card's Case Type Distribution from per-type counts. */
export function mergeCaseTypeCounts(groups: ReadonlyArray<{ caseType: string | null; count: number }>): Record<string, number> {
  const distribution: Record<string, number> = {};
  for (const group of groups) {
    const label = formatCaseType(group.caseType);
    distribution[label] = (distribution[label] ?? 0) + group.count;
  }
  return distribution;
}

export type StatusCount = { status: string; label: string; count: number };

/** selectTopStatuses from counts per phase (older text read as its phase), merged, top 3, ties by name. */
export function selectTopStatusCounts(
  groups: ReadonlyArray<{ status: string; count: number }>,
  limit: number = ACTIVITY_BREAKDOWN_LIMIT,
): StatusCount[] {
  const counts = new Map<string, number>();
  for (const group of groups) {
    const status: string = phaseOf(group.status);
    counts.set(status, (counts.get(status) ?? 0) + group.count);
  }
  return [...counts]
    .map(([status, count]) => ({ status, label: formatStatusLabel(status), count }))
    .sort((a, b) => b.count - a.count || a.status.localeCompare(b.status))
    .slice(0, limit);
}

/** The WAR denominator: the median of the firm's countable settlements (present and above 0). */
export function computeFirmMedianSettlement(amounts: ReadonlyArray<number | null | undefined>): number | null {
  return computeMedian(amounts.filter(isCountableSettlement));
}

/** Upper edges of the settlement histogram's bins, in dollars; the last bin is open-ended. */
export const SETTLEMENT_HISTOGRAM_EDGES = [10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000] as const;

export type HistogramBin = { lower: number; upper: number | null; count: number };

/** Bin index of an amount: 0 below the first edge, edges.length at or above the last. */
export function findHistogramBin(amount: number, edges: readonly number[] = SETTLEMENT_HISTOGRAM_EDGES): number {
  let index = 0;
  while (index < edges.length && amount >= edges[index]!) index += 1;
  return index;
}

/** Every bin, empty ones included, from counts per bin index. */
export function buildSettlementHistogram(
  counts: ReadonlyArray<{ bin: number; count: number }>,
  edges: readonly number[] = SETTLEMENT_HISTOGRAM_EDGES,
): HistogramBin[] {
  const byBin = new Map(counts.map((item) => [item.bin, item.count]));
  return Array.from({ length: edges.length + 1 }, (_, index) => ({
    lower: index === 0 ? 0 : edges[index - 1]!,
    upper: index < edges.length ? edges[index]! : null,
    count: byBin.get(index) ?? 0,
  }));
}

/** '$10K–$25K', '$1M+': short labels for histogram bins. */
export function formatHistogramBin(bin: { lower: number; upper: number | null }): string {
  const short = (amount: number) =>
    amount >= 1_000_000 ? `$${amount / 1_000_000}M` : amount >= 1_000 ? `$${amount / 1_000}K` : `$${amount}`;
  return bin.upper === null ? `${short(bin.lower)}+` : `${short(bin.lower)}–${short(bin.upper)}`;
}

export type MetricsPeriod = { start: string; end: string };

/**
 * A period's view of an attorney's cases (the stored attorney_performance records): the cases open
 * at some time in the period (opened on or before its end, not closed before its start). Only cases
 * closed within the period show their outcome; the others were still open then, so they read as
 * open with no settlement or prediction to compare. Then summariseAttorneyPerformance applies.
 */
export function selectPeriodCases(cases: readonly AttorneyCase[], period: MetricsPeriod): AttorneyCase[] {
  return cases.flatMap((item) => {
    if (item.dateOpened > period.end) return [];
    if (item.dateClosed !== null && item.dateClosed < period.start) return [];
    const closedInPeriod = item.dateClosed !== null && item.dateClosed <= period.end;
    return [closedInPeriod ? item : { ...item, status: 'open', dateClosed: null, actualSettlement: null, predictedSettlement: null }];
  });
}

/** Calendar quarters covering [start, end], each clipped to the range: the Calculate button's periods. */
export function buildQuarterPeriods(start: string, end: string): MetricsPeriod[] {
  const periods: MetricsPeriod[] = [];
  let year = Number(start.slice(0, 4));
  let quarter = Math.floor((Number(start.slice(5, 7)) - 1) / 3);
  for (;;) {
    const first = `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-01`;
    const lastMonth = quarter * 3 + 3;
    const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
    const last = `${year}-${String(lastMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
    if (first > end) break;
    periods.push({ start: first < start ? start : first, end: last > end ? end : last });
    quarter += 1;
    if (quarter === 4) {
      quarter = 0;
      year += 1;
    }
  }
  return periods;
}

/** 'Q3 2024' for a period starting in that quarter. */
export function formatQuarterLabel(periodStart: string): string {
  return `Q${Math.floor((Number(periodStart.slice(5, 7)) - 1) / 3) + 1} ${periodStart.slice(0, 4)}`;
}

/** Cases of one stored status with their sums: the single scan the dashboard and analytics group by. */
export type StatusGroup = {
  status: string;
  count: number;
  /** Sum of the latest predictions of its cases. */
  predictedSum: number;
  /** Countable settlements: count, sum, min, max. */
  settlementCount: number;
  settlementSum: number;
  settlementMin: number | null;
  settlementMax: number | null;
  /** Countable settlements whose case has a latest prediction, with both sums. */
  pairedCount: number;
  pairedPredictedSum: number;
  pairedActualSum: number;
  /** Cases with a close date on or after the open date, and their total days. */
  durationCount: number;
  durationDaysSum: number;
  /** Sum of getLiabilityPercent over its cases (70 when missing). */
  liabilityPercentSum: number;
};

/** The dashboard cards from per-status sums; the status rules (active, settled) are the domain's, read once per status. */
export function summariseDashboardGroups(groups: readonly StatusGroup[]) {
  const settled = groups.filter((group) => isSettledForAnalytics(group.status));
  const durationCount = groups.reduce((sum, group) => sum + group.durationCount, 0);
  const durationDays = groups.reduce((sum, group) => sum + group.durationDaysSum, 0);
  return {
    totalCases: groups.reduce((sum, group) => sum + group.count, 0),
    activeCases: groups.filter((group) => isActiveCase(group.status)).reduce((sum, group) => sum + group.count, 0),
    totalPredictedValue: sumDollars(groups.filter((group) => isActiveCase(group.status)).map((group) => group.predictedSum)),
    totalSettledValue: sumDollars(settled.map((group) => group.settlementSum)),
    valueMetricTotals: {
      settledCount: settled.reduce((sum, group) => sum + group.settlementCount, 0),
      withPredictionCount: settled.reduce((sum, group) => sum + group.pairedCount, 0),
      predictedSum: sumDollars(settled.map((group) => group.pairedPredictedSum)),
      actualSum: sumDollars(settled.map((group) => group.pairedActualSum)),
    } satisfies ValueMetricTotals,
    averageSettlementMonths: durationCount === 0 ? null : roundToOneDecimal(durationDays / durationCount / DAYS_PER_MONTH),
  };
}

/** The analytics cards from per-status sums (settled or closed for the amounts, the open reading for Case Status). */
export function summariseAnalyticsGroups(groups: readonly StatusGroup[]) {
  const settled = groups.filter((group) => isSettledForAnalytics(group.status));
  const settlementCount = settled.reduce((sum, group) => sum + group.settlementCount, 0);
  const mins = settled.map((group) => group.settlementMin).filter((value): value is number => value !== null);
  const maxes = settled.map((group) => group.settlementMax).filter((value): value is number => value !== null);
  const totalCases = groups.reduce((sum, group) => sum + group.count, 0);
  return {
    totalCases,
    openCases: groups.filter((group) => isOpenForAnalytics(group.status)).reduce((sum, group) => sum + group.count, 0),
    settledCases: settled.reduce((sum, group) => sum + group.count, 0),
    avgSettlement: settlementCount === 0 ? null : sumDollars(settled.map((group) => group.settlementSum)) / settlementCount,
    settlementRange: mins.length === 0 ? null : { min: Math.min(...mins), max: Math.max(...maxes) },
    averageLiabilityPercent:
      totalCases === 0 ? null : roundToOneDecimal(groups.reduce((sum, group) => sum + group.liabilityPercentSum, 0) / totalCases),
  };
}

/** One attorney's cases of one stored case type and status, with their countable settlements and durations. */
export type AttorneyCaseGroup = {
  caseType: string | null;
  status: string;
  count: number;
  settlementCount: number;
  settlementSum: number;
  durationCount: number;
  durationDaysSum: number;
};

/** The attorney's settled cases compared with their pre-settlement prediction: ΣA, ΣP and how many. */
export type AttorneyPairSums = { count: number; actualSum: number; predictedSum: number };

/** summariseAttorneyPerformance from grouped sums (what SQL returns): the same card, the same rules. */
export function summariseAttorneyGroups({
  groups,
  pairs,
  firmMedianSettlement,
}: {
  groups: readonly AttorneyCaseGroup[];
  pairs: AttorneyPairSums | null;
  firmMedianSettlement: number | null;
}): AttorneyPerformanceSummary {
  const sum = (pick: (group: AttorneyCaseGroup) => number, only: (group: AttorneyCaseGroup) => boolean = () => true) =>
    groups.filter(only).reduce((total, group) => total + pick(group), 0);
  const settlementCount = sum((group) => group.settlementCount);
  const durationCount = sum((group) => group.durationCount);
  const compared = pairs !== null && pairs.count > 0 ? pairs : null;
  return {
    casesHandled: sum((group) => group.count),
    casesClosed: sum(
      (group) => group.count,
      (group) => !isOpenForAnalytics(group.status),
    ),
    war:
      compared && firmMedianSettlement != null && firmMedianSettlement > 0
        ? (compared.actualSum - compared.predictedSum) / firmMedianSettlement
        : null,
    performanceRatio: compared && compared.predictedSum > 0 ? compared.actualSum / compared.predictedSum : null,
    valueAboveExpectation: compared ? compared.actualSum - compared.predictedSum : null,
    averageSettlementAmount: settlementCount === 0 ? null : sum((group) => group.settlementSum) / settlementCount,
    averageCaseDuration: durationCount === 0 ? null : roundToOneDecimal(sum((group) => group.durationDaysSum) / durationCount),
    caseTypeDistribution: mergeCaseTypeCounts(groups),
  };
}
