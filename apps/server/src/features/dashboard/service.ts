// Dashboard home use case: the four metric cards, the recent cases and the activity breakdown in one answer.
import {
  RECENT_CASES_LIMIT,
  computeAttorneyValueMetricFromTotals,
  selectTopStatusCounts,
  summariseDashboardGroups,
  type DashboardResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import * as repo from './repository.js';
import type { Database } from '../../db/schema.js';

export async function getDashboard(db: Kysely<Database>, firmId: string): Promise<DashboardResponse> {
  const [groups, recent] = await Promise.all([
    repo.summariseCasesByStatus(db, firmId),
    repo.listRecentCases(db, firmId, RECENT_CASES_LIMIT),
  ]);
  const totals = summariseDashboardGroups(groups);
  const valueMetric = computeAttorneyValueMetricFromTotals(totals.valueMetricTotals);
  return {
    totalCases: totals.totalCases,
    activeCases: totals.activeCases,
    totalPredictedValue: totals.totalPredictedValue,
    totalSettledValue: totals.totalSettledValue,
    attorneyValueMetric: valueMetric.value,
    attorneyValueMetricReason: valueMetric.reason,
    attorneyValueMetricCases: valueMetric.cases,
    averageSettlementMonths: totals.averageSettlementMonths,
    recentCases: recent.map((row) => ({
      id: row.id,
      caseNo: row.case_no,
      clientName: row.client_name,
      caseType: row.case_type,
      status: row.status,
      dateOpened: row.date_opened,
      dateClosed: row.date_closed,
      updatedAt: new Date(row.updated_at).toISOString(),
      predictedValue: row.predicted_value === null ? null : Number(row.predicted_value),
      predictionLower: row.lower_bound === null ? null : Number(row.lower_bound),
      predictionUpper: row.upper_bound === null ? null : Number(row.upper_bound),
      likelyLower: row.likely_lower === null ? null : Number(row.likely_lower),
      likelyUpper: row.likely_upper === null ? null : Number(row.likely_upper),
    })),
    activityBreakdown: selectTopStatusCounts(groups),
  };
}
