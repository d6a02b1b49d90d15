// Attorney metrics (DESIGN.md "Attorney metrics"): performance ratio, value above expectation, WAR.
import { formatCaseType } from '../cases/case-view.js';
import { isOpenForAnalytics } from '../cases/case-status.js';
import { countDaysBetween } from '../shared/iso-date.js';
import { roundToOneDecimal } from '../format/numbers.js';
import { computeMean, isCountableSettlement } from './settlement-analytics.js';

/** A settled case's actual settlement A and its pre-settlement prediction P. */
export type SettlementPair = { actual: number; predicted: number };

/** ΣA / ΣP; null with nothing to compare. */
export function computePerformanceRatio(pairs: readonly SettlementPair[]): number | null {
  const predicted = pairs.reduce((sum, pair) => sum + pair.predicted, 0);
  if (pairs.length === 0 || !(predicted > 0)) return null;
  return pairs.reduce((sum, pair) => sum + pair.actual, 0) / predicted;
}

/** Σ(A − P): dollars won above what an average attorney was expected to get. */
export function computeValueAboveExpectation(pairs: readonly SettlementPair[]): number | null {
  return pairs.length === 0 ? null : pairs.reduce((sum, pair) => sum + (pair.actual - pair.predicted), 0);
}

/** WAR = Σ(A − P) / firm median settlement: typical cases' worth of value above expectation. */
export function computeWar({
  pairs,
  firmMedianSettlement,
}: {
  pairs: readonly SettlementPair[];
  firmMedianSettlement: number | null;
}): number | null {
  const value = computeValueAboveExpectation(pairs);
  if (value === null || firmMedianSettlement == null || !(firmMedianSettlement > 0)) return null;
  return value / firmMedianSettlement;
}

export type AttorneyCase = {
  status: string;
  caseType: string | null;
  dateOpened: string;
  dateClosed: string | null;
  actualSettlement: number | null;
  /** The latest prediction made before the case closed (or an out-of-fold one); null if none. */
  predictedSettlement: number | null;
};

/** Only cases with a countable settlement and a positive prediction can be compared. */
export function toSettlementPairs(cases: readonly AttorneyCase[]): SettlementPair[] {
  return cases.flatMap((item) =>
    isCountableSettlement(item.actualSettlement) && item.predictedSettlement != null && item.predictedSettlement > 0
      ? [{ actual: item.actualSettlement, predicted: item.predictedSettlement }]
      : [],
  );
}

export type AttorneyPerformanceSummary = {
  casesHandled: number;
  casesClosed: number;
  war: number | null;
  performanceRatio: number | null;
  valueAboveExpectation: number | null;
  averageSettlementAmount: number | null;
  /** Days, one decimal. */
  averageCaseDuration: number | null;
  caseTypeDistribution: Record<string, number>;
};

/** One attorney's card, from that attorney's cases and the firm's median settlement. */
export function summariseAttorneyPerformance({
  cases,
  firmMedianSettlement,
}: {
  cases: readonly AttorneyCase[];
  firmMedianSettlement: number | null;
}): AttorneyPerformanceSummary {
  const pairs = toSettlementPairs(cases);
  const durations = cases
    .map((item) => countDaysBetween(item.dateOpened, item.dateClosed))
    .filter((days): days is number => days !== null && days >= 0);
  const averageDuration = computeMean(durations);
  const caseTypeDistribution: Record<string, number> = {};
  for (const item of cases) {
    const label = formatCaseType(item.caseType);
    caseTypeDistribution[label] = (caseTypeDistribution[label] ?? 0) + 1;
  }
  return {
    casesHandled: cases.length,
    casesClosed: cases.filter((item) => !isOpenForAnalytics(item.status)).length,
    war: computeWar({ pairs, firmMedianSettlement }),
    performanceRatio: computePerformanceRatio(pairs),
    valueAboveExpectation: computeValueAboveExpectation(pairs),
    averageSettlementAmount: computeMean(cases.map((item) => item.actualSettlement).filter(isCountableSettlement)),
    averageCaseDuration: averageDuration === null ? null : roundToOneDecimal(averageDuration),
    caseTypeDistribution,
  };
}

/** WAR shown with one decimal, or N/A. */
export function formatWar(war: number | null | undefined): string {
  return war == null ? 'N/A' : war.toFixed(1);
}
