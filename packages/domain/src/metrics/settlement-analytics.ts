// Settlement analytics over cases (spec sections 2 and 3, "Analytics metrics"); SQL does this at scale.
import { formatCaseType } from '../cases/case-view.js';
import { isOpenForAnalytics, isSettledForAnalytics } from '../cases/case-status.js';

export const CARRIER_TABLE_MIN_CASES = 2;
export const CARRIER_HIGHLIGHT_MIN_CASES = 3;
export const CASE_PREDICTIONS_TABLE_LIMIT = 10;

/** Settlements count only if present and greater than 0. */
export function isCountableSettlement(amount: number | null | undefined): amount is number {
  return amount != null && Number.isFinite(amount) && amount > 0;
}

export function computeMean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Median; the mean of the middle two for an even count. */
export function computeMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

export type AnalyticsCase = {
  status: string;
  caseType: string | null;
  carrier: string | null;
  actualSettlement: number | null;
};

export type CaseTypeMetric = { caseType: string; count: number; avgSettlement: number | null };
export type CarrierMetric = { carrier: string; count: number; settledCount: number; avgSettlement: number | null; total: number };

export type SettlementAnalytics = {
  avgSettlement: number | null;
  settledCases: number;
  settlementRange: { min: number; max: number } | null;
  totalCases: number;
  openCases: number;
  /** Sorted by count, most cases first. */
  caseTypeMetrics: CaseTypeMetric[];
  /** Every carrier, sorted by average settlement, highest first (see selectCarrierTable). */
  carrierMetrics: CarrierMetric[];
};

function groupBy<T>(items: readonly T[], getKey: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = getKey(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

function countableAmounts(cases: readonly AnalyticsCase[]): number[] {
  return cases.map((item) => item.actualSettlement).filter(isCountableSettlement);
}

function compareNullableDesc(a: number | null, b: number | null): number {
  return (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY);
}

export function computeSettlementAnalytics(cases: readonly AnalyticsCase[]): SettlementAnalytics {
  const settled = cases.filter((item) => isSettledForAnalytics(item.status));
  const amounts = countableAmounts(settled);
  const caseTypeMetrics = [...groupBy(cases, (item) => formatCaseType(item.caseType))].map(([caseType, group]) => ({
    caseType,
    count: group.length,
    avgSettlement: computeMean(countableAmounts(group)),
  }));
  caseTypeMetrics.sort((a, b) => b.count - a.count || a.caseType.localeCompare(b.caseType));
  const withCarrier = cases.filter((item) => (item.carrier ?? '').trim() !== '');
  const carrierMetrics = [...groupBy(withCarrier, (item) => (item.carrier ?? '').trim())].map(([carrier, group]) => {
    const groupAmounts = countableAmounts(group);
    return {
      carrier,
      count: group.length,
      settledCount: groupAmounts.length,
      avgSettlement: computeMean(groupAmounts),
      total: groupAmounts.reduce((sum, value) => sum + value, 0),
    };
  });
  carrierMetrics.sort((a, b) => compareNullableDesc(a.avgSettlement, b.avgSettlement) || a.carrier.localeCompare(b.carrier));
  return {
    avgSettlement: computeMean(amounts),
    settledCases: settled.length,
    settlementRange: amounts.length === 0 ? null : { min: Math.min(...amounts), max: Math.max(...amounts) },
    totalCases: cases.length,
    openCases: cases.filter((item) => isOpenForAnalytics(item.status)).length,
    caseTypeMetrics,
    carrierMetrics,
  };
}

/** The Insurance Carrier Analysis table: carriers with at least 2 cases, highest average first. */
export function selectCarrierTable(carrierMetrics: readonly CarrierMetric[]): CarrierMetric[] {
  return [...carrierMetrics]
    .filter((metric) => metric.count >= CARRIER_TABLE_MIN_CASES)
    .sort((a, b) => compareNullableDesc(a.avgSettlement, b.avgSettlement));
}

/** The two highlight cards, among carriers with at least 3 cases. */
export function selectCarrierHighlights(carrierMetrics: readonly CarrierMetric[]): {
  highestAvgSettlement: CarrierMetric | null;
  mostCommon: CarrierMetric | null;
} {
  const eligible = carrierMetrics.filter((metric) => metric.count >= CARRIER_HIGHLIGHT_MIN_CASES);
  const byAverage = [...eligible]
    .filter((metric) => metric.avgSettlement !== null)
    .sort((a, b) => compareNullableDesc(a.avgSettlement, b.avgSettlement));
  const byCount = [...eligible].sort((a, b) => b.count - a.count);
  return { highestAvgSettlement: byAverage[0] ?? null, mostCommon: byCount[0] ?? null };
}
