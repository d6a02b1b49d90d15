// Dashboard home use case: the four metric cards, the recent cases and the activity breakdown in one answer.
import {
  RECENT_CASES_LIMIT,
  computeAttorneyValueMetricFromTotals,
  roundToOneDecimal,
  selectTopStatusCounts,
  type DashboardResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './repository.js';

export async function getDashboard(db: Kysely<Database>, firmId: string): Promise<DashboardResponse> {
  const [totals, statuses, recent] = await Promise.all([
    repo.readDashboardTotals(db, firmId),
    repo.countCasesByStatus(db, firmId),
    repo.listRecentCases(db, firmId, RECENT_CASES_LIMIT),
  ]);
  return {
    totalCases: totals.total_cases,
    activeCases: totals.active_cases,
    totalPredictedValue: totals.total_predicted_value,
    attorneyValueMetric: computeAttorneyValueMetricFromTotals({
      settledCount: totals.settled_count,
      withPredictionCount: totals.with_prediction_count,
      predictedSum: totals.predicted_sum,
      actualSum: totals.actual_sum,
    }),
    averageSettlementMonths: totals.average_settlement_months === null ? null : roundToOneDecimal(totals.average_settlement_months),
    recentCases: recent.map((row) => ({
      id: row.id,
      clientName: row.client_name,
      caseType: row.case_type,
      status: row.status,
      dateOpened: row.date_opened,
      dateClosed: row.date_closed,
      updatedAt: new Date(row.updated_at).toISOString(),
      predictedValue: row.predicted_value === null ? null : Number(row.predicted_value),
      predictionLower: row.lower_bound === null ? null : Number(row.lower_bound),
      predictionUpper: row.upper_bound === null ? null : Number(row.upper_bound),
    })),
    activityBreakdown: selectTopStatusCounts(statuses),
  };
}
