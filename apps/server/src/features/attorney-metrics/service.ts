// Attorney metrics use cases: the WAR view, stored period records, and calculating a period for every attorney.
import {
  ERROR_MESSAGES,
  MIN_RATED_CASES,
  estimateFirmShrinkage,
  shrinkAttorneyMetrics,
  formatAttorneyNotFoundMessage,
  summariseAttorneyGroups,
  type AttorneyMetricsCalculate,
  type AttorneyMetricsCalculateResponse,
  type AttorneyPerformanceQuery,
  type AttorneyPerformanceRecord,
  type AttorneyWarResponse,
  type FirmRole,
  type MetricsPeriod,
  PERFORMANCE_RECORDS_LIMIT,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ModelStore } from '../predictions/model-store.js';
import { backfillPreSettlementPredictions, findNewestBaseModelId } from './backfill.js';
import * as repo from './repository.js';
import type { Database } from '../../db/schema.js';

export type AttorneyMetricsDeps = { db: Kysely<Database>; models: ModelStore };
export type MetricsActor = { firmId: string; role: FirmRole };

/** Unexpected failures answer with the spec's message for the call; AppErrors (404, 403, 400) pass through. */
async function withSpecError<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new AppError(500, 'ATTORNEY_METRICS_FAILED', message), { cause: error });
  }
}

async function computeRows(db: Kysely<Database>, firmId: string, period: MetricsPeriod | null) {
  const [attorneys, groups, pairs, median] = await Promise.all([
    repo.listFirmAttorneys(db, firmId),
    repo.groupAttorneyCases(db, firmId, period),
    repo.sumSettlementPairs(db, firmId, period),
    repo.findFirmMedianSettlement(db, firmId),
  ]);
  // Small samples are shrunk toward the firm's average (docs/metrics.md, "Small samples").
  const firm = estimateFirmShrinkage([...pairs.values()]);
  const rows = attorneys.map((attorney) => {
    const attorneyPairs = pairs.get(attorney.id) ?? null;
    const summary = summariseAttorneyGroups({
      groups: groups.filter((group) => group.attorneyId === attorney.id),
      pairs: attorneyPairs,
      firmMedianSettlement: median,
    });
    const shrunk = shrinkAttorneyMetrics(attorneyPairs, firm, median);
    return {
      firm,
      raw_war: shrunk.rawWar,
      raw_performance_ratio: shrunk.rawPerformanceRatio,
      credibility: shrunk.credibility,
      war_interval: shrunk.warInterval,
      performance_ratio_interval: shrunk.performanceRatioInterval,
      rating: shrunk.rating,
      rating_reason: shrunk.ratingReason,
      attorney_id: attorney.id,
      attorney_name: attorney.name,
      cases_handled: summary.casesHandled,
      cases_closed: summary.casesClosed,
      compared_cases: attorneyPairs?.count ?? 0,
      war: shrunk.war,
      performance_ratio: shrunk.performanceRatio,
      value_above_expectation: summary.valueAboveExpectation,
      average_settlement_amount: summary.averageSettlementAmount,
      average_case_duration: summary.averageCaseDuration,
      case_type_distribution: summary.caseTypeDistribution,
      firm_median_settlement: median,
    };
  });
  // Highest WAR first, attorneys without one last, then by name.
  return rows.sort(
    (a, b) =>
      (b.war ?? -Infinity) - (a.war ?? -Infinity) ||
      a.attorney_name.toLowerCase().localeCompare(b.attorney_name.toLowerCase()) ||
      a.attorney_id.localeCompare(b.attorney_id),
  );
}

/** GET /api/attorneys/metrics/war: every attorney over all time, highest WAR first. */
export async function getAttorneyWar(deps: AttorneyMetricsDeps, actor: MetricsActor): Promise<AttorneyWarResponse> {
  return withSpecError(ERROR_MESSAGES.fetchAttorneyWar, async () => {
    const rows = await computeRows(deps.db, actor.firmId, null);
    const firm = rows[0]?.firm;
    return {
      firm_median_settlement: rows[0]?.firm_median_settlement ?? null,
      firm_performance_ratio: firm?.firmRatio ?? null,
      prior_cases: firm && Number.isFinite(firm.priorCases) ? firm.priorCases : null,
      min_rated_cases: MIN_RATED_CASES,
      items: rows.map((row) => ({
        attorney_id: row.attorney_id,
        attorney_name: row.attorney_name,
        cases_handled: row.cases_handled,
        cases_closed: row.cases_closed,
        war: row.war,
        performance_ratio: row.performance_ratio,
        value_above_expectation: row.value_above_expectation,
        compared_cases: row.compared_cases,
        raw_war: row.raw_war,
        raw_performance_ratio: row.raw_performance_ratio,
        credibility: row.credibility,
        war_interval: row.war_interval,
        performance_ratio_interval: row.performance_ratio_interval,
        rating: row.rating,
        rating_reason: row.rating_reason,
        average_settlement_amount: row.average_settlement_amount,
        average_case_duration: row.average_case_duration,
        case_type_distribution: row.case_type_distribution,
      })),
    };
  });
}

/** GET /api/attorneys/metrics/performance: stored period records, newest period first; another firm's attorney is a 404. */
export async function listAttorneyPerformance(
  deps: AttorneyMetricsDeps,
  actor: MetricsActor,
  query: AttorneyPerformanceQuery,
): Promise<{ items: AttorneyPerformanceRecord[]; truncated: boolean }> {
  return withSpecError(ERROR_MESSAGES.fetchAttorneyPerformance, async () => {
    const db = deps.db;
    if (query.attorneyId && !(await repo.attorneyExists(db, actor.firmId, query.attorneyId)))
      throw notFound(formatAttorneyNotFoundMessage(query.attorneyId));
    const rows = await repo.listPerformanceRecords(db, actor.firmId, query, PERFORMANCE_RECORDS_LIMIT + 1);
    const items = rows.slice(0, PERFORMANCE_RECORDS_LIMIT).map((row) => ({
      ...row,
      cases_handled: Number(row.cases_handled),
      cases_closed: Number(row.cases_closed),
      compared_cases: Number(row.compared_cases),
      calculated_at: new Date(row.calculated_at).toISOString(),
    }));
    return { items, truncated: rows.length > PERFORMANCE_RECORDS_LIMIT };
  });
}

/**
 * POST /api/attorneys/metrics/calculate (owners): first gives settled cases without a pre-settlement
 * prediction one from the base model, then computes the period for every attorney and stores it.
 */
export async function calculateAttorneyPerformance(
  deps: AttorneyMetricsDeps,
  actor: MetricsActor,
  input: AttorneyMetricsCalculate,
): Promise<AttorneyMetricsCalculateResponse> {
  requirePermission(actor, 'attorneyMetrics.calculate');
  return withSpecError(ERROR_MESSAGES.calculateAttorneyPerformance, async () => {
    const baseModelId = await findNewestBaseModelId(deps.db);
    const backfilled = baseModelId
      ? await backfillPreSettlementPredictions({
          db: deps.db,
          firmId: actor.firmId,
          model: await deps.models.load(deps.db, baseModelId),
        })
      : 0;
    const period = { start: input.startDate, end: input.endDate };
    const rows = await computeRows(deps.db, actor.firmId, period);
    await repo.upsertPerformanceRecords(
      deps.db,
      actor.firmId,
      period,
      rows.map((row) => ({
        attorney_id: row.attorney_id,
        cases_handled: row.cases_handled,
        cases_closed: row.cases_closed,
        compared_cases: row.compared_cases,
        war: row.war,
        performance_ratio: row.performance_ratio,
        value_above_expectation: row.value_above_expectation,
        average_settlement_amount: row.average_settlement_amount,
        average_case_duration: row.average_case_duration,
        firm_median_settlement: row.firm_median_settlement,
      })),
    );
    return { success: true, periodStart: period.start, periodEnd: period.end, attorneys: rows.length, backfilledPredictions: backfilled };
  });
}
