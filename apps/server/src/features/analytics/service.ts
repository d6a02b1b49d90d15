// Settlement analytics use case: the Overview tab's cards, tables, highlights and chart data from SQL aggregates.
import {
  CASE_PREDICTIONS_TABLE_LIMIT,
  buildSettlementHistogram,
  formatQuarterLabel,
  getLiabilityPercent,
  isSettledForAnalytics,
  mergeCaseTypeGroups,
  selectCarrierHighlights,
  selectCarrierTable,
  summariseAnalyticsGroups,
  summariseDemandToSettlement,
  summariseFees,
  summariseSpecialsMultiples,
  type AnalyticsResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import * as moneyRepo from './money-repository.js';
import * as repo from './repository.js';
import type { Database } from '../../db/schema.js';

export const CALIBRATION_POINTS = 500;

export async function getSettlementAnalytics(db: Kysely<Database>, firmId: string, search: string | undefined): Promise<AnalyticsResponse> {
  const text = (search ?? '').trim();
  const [groups, cases, calibration, specials, feeCases, demandDays] = await Promise.all([
    repo.aggregateAnalytics(db, firmId, text),
    repo.listFirstCases(db, firmId, text, CASE_PREDICTIONS_TABLE_LIMIT),
    repo.listPredictedVersusActual(db, firmId, text, CALIBRATION_POINTS),
    moneyRepo.aggregateSpecialsGroups(db, firmId, text),
    moneyRepo.listFeeCases(db, firmId, text),
    moneyRepo.listDemandToSettlementDays(db, firmId, text),
  ]);
  const totals = summariseAnalyticsGroups(groups.statuses);
  // The charts read settled or closed cases only, like the Average Settlement card.
  const bins = new Map<number, number>();
  for (const item of groups.bins) if (isSettledForAnalytics(item.status)) bins.set(item.bin, (bins.get(item.bin) ?? 0) + item.count);
  const quarters = new Map<string, { count: number; total: number }>();
  for (const item of groups.quarters) {
    if (!isSettledForAnalytics(item.status)) continue;
    const entry = quarters.get(item.periodStart) ?? { count: 0, total: 0 };
    quarters.set(item.periodStart, { count: entry.count + item.count, total: entry.total + item.total });
  }
  return {
    search: text,
    ...totals,
    caseTypeMetrics: mergeCaseTypeGroups(groups.caseTypes),
    carrierMetrics: selectCarrierTable(groups.carriers),
    carrierHighlights: selectCarrierHighlights(groups.carriers),
    casePredictions: cases.map((item) => ({
      id: item.id,
      caseNo: item.caseNo,
      clientName: item.clientName,
      caseType: item.caseType,
      carrier: item.carrier,
      status: item.status,
      estimatedSettlement: item.predictedValue,
      liabilityPercent: getLiabilityPercent(item.liability),
    })),
    settlementHistogram: buildSettlementHistogram([...bins].map(([bin, count]) => ({ bin, count }))),
    settlementsOverTime: [...quarters]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([periodStart, quarter]) => ({
        period: formatQuarterLabel(periodStart),
        count: quarter.count,
        total: quarter.total,
        average: quarter.total / quarter.count,
      })),
    calibration,
    money: {
      specialsMultiples: summariseSpecialsMultiples(specials),
      fees: summariseFees(feeCases),
      demandToSettlement: summariseDemandToSettlement(demandDays),
    },
  };
}
