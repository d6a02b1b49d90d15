// Settlement analytics use case: the Overview tab's cards, tables, highlights and chart data from SQL aggregates.
import {
  CASE_PREDICTIONS_TABLE_LIMIT,
  buildSettlementHistogram,
  formatQuarterLabel,
  getLiabilityPercent,
  mergeCaseTypeGroups,
  roundToOneDecimal,
  selectCarrierHighlights,
  selectCarrierTable,
  type AnalyticsResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './repository.js';

export const CALIBRATION_POINTS = 500;

export async function getSettlementAnalytics(db: Kysely<Database>, firmId: string, search: string | undefined): Promise<AnalyticsResponse> {
  const text = (search ?? '').trim();
  const [totals, caseTypes, carriers, cases, bins, quarters, calibration] = await Promise.all([
    repo.readAnalyticsTotals(db, firmId, text),
    repo.groupByCaseType(db, firmId, text),
    repo.groupByCarrier(db, firmId, text),
    repo.listFirstCases(db, firmId, text, CASE_PREDICTIONS_TABLE_LIMIT),
    repo.countSettlementsByBin(db, firmId, text),
    repo.sumSettlementsByQuarter(db, firmId, text),
    repo.listPredictedVersusActual(db, firmId, text, CALIBRATION_POINTS),
  ]);
  return {
    search: text,
    avgSettlement: totals.avgSettlement,
    settledCases: totals.settledCases,
    settlementRange: totals.minSettlement === null || totals.maxSettlement === null ? null : { min: totals.minSettlement, max: totals.maxSettlement },
    totalCases: totals.totalCases,
    openCases: totals.openCases,
    averageLiabilityPercent: totals.averageLiabilityPercent === null ? null : roundToOneDecimal(totals.averageLiabilityPercent),
    caseTypeMetrics: mergeCaseTypeGroups(caseTypes),
    carrierMetrics: selectCarrierTable(carriers),
    carrierHighlights: selectCarrierHighlights(carriers),
    casePredictions: cases.map((item) => ({
      id: item.id,
      clientName: item.clientName,
      caseType: item.caseType,
      carrier: item.carrier,
      status: item.status,
      estimatedSettlement: item.predictedValue,
      liabilityPercent: getLiabilityPercent(item.liability),
    })),
    settlementHistogram: buildSettlementHistogram(bins),
    settlementsOverTime: quarters.map((quarter) => ({ period: formatQuarterLabel(quarter.periodStart), count: quarter.count, total: quarter.total, average: quarter.average })),
    calibration,
  };
}
