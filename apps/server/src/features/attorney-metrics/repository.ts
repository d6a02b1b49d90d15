// SQL for attorney metrics: per-attorney aggregates (all time or one period), stored period records; scoped by firm.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MetricsPeriod } from '@casecast/domain';
import { isCountableSql, isOpenSql, preClosePredictionSql } from '../analytics/case-sql.js';
import type { AttorneyMetricsDatabase } from './tables.js';

type Db = Kysely<AttorneyMetricsDatabase>;
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The attorney's cases as the metrics read them. With a period, the domain's selectPeriodCases in SQL:
 * cases open at some time in the period; those not closed by its end read as open, with no outcome.
 */
function attorneyCasesSql(firmId: string, period: MetricsPeriod | null): RawBuilder<unknown> {
  if (!period) {
    return sql`SELECT c.id, c.attorney_id, c.case_type, c.status, c.date_opened, c.date_closed, c.actual_settlement
      FROM legal_case c WHERE c.firm_id = ${firmId} AND c.attorney_id IS NOT NULL`;
  }
  return sql`SELECT c.id, c.attorney_id, c.case_type, c.date_opened,
      CASE WHEN c.closed_in THEN c.status ELSE 'open' END AS status,
      CASE WHEN c.closed_in THEN c.date_closed END AS date_closed,
      CASE WHEN c.closed_in THEN c.actual_settlement END AS actual_settlement
    FROM (
      SELECT c.*, (c.date_closed IS NOT NULL AND c.date_closed <= ${period.end}::date) AS closed_in FROM legal_case c
      WHERE c.firm_id = ${firmId} AND c.attorney_id IS NOT NULL
        AND c.date_opened <= ${period.end}::date AND (c.date_closed IS NULL OR c.date_closed >= ${period.start}::date)
    ) c`;
}

export type AttorneyAggregateRow = {
  attorney_id: string;
  attorney_name: string;
  cases_handled: number;
  cases_closed: number;
  compared_cases: number;
  actual_sum: number | null;
  predicted_sum: number | null;
  war: number | null;
  performance_ratio: number | null;
  value_above_expectation: number | null;
  average_settlement_amount: number | null;
  average_case_duration_days: number | null;
  firm_median_settlement: number | null;
};

/**
 * Every attorney of the firm with their figures, WAR first. Pairs are settled cases with a countable
 * settlement A and a positive latest pre-close prediction P; WAR = Σ(A − P) / the firm's median
 * countable settlement (percentile_cont), ratio = ΣA / ΣP.
 */
export async function aggregateAttorneyMetrics(db: Db, firmId: string, period: MetricsPeriod | null): Promise<AttorneyAggregateRow[]> {
  const result = await sql<Record<string, unknown>>`
    WITH cases AS (${attorneyCasesSql(firmId, period)}),
    per_attorney AS (
      SELECT c.attorney_id, count(*) AS cases_handled,
        count(*) FILTER (WHERE NOT ${isOpenSql()}) AS cases_closed,
        avg(c.actual_settlement) FILTER (WHERE ${isCountableSql()}) AS average_settlement_amount,
        avg(c.date_closed - c.date_opened) FILTER (WHERE c.date_closed >= c.date_opened) AS average_case_duration_days
      FROM cases c GROUP BY c.attorney_id
    ),
    pairs AS (
      SELECT c.attorney_id, c.actual_settlement AS a, p.predicted_value AS p
      FROM cases c JOIN LATERAL ${preClosePredictionSql(firmId)} p ON true
      WHERE ${isCountableSql()} AND c.date_closed IS NOT NULL AND p.predicted_value > 0
    ),
    pair_sums AS (
      SELECT attorney_id, count(*) AS n, sum(a) AS actual_sum, sum(p) AS predicted_sum FROM pairs GROUP BY attorney_id
    ),
    firm_median AS (
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY c.actual_settlement) AS m
      FROM legal_case c WHERE c.firm_id = ${firmId} AND ${isCountableSql()}
    )
    SELECT a.id AS attorney_id, a.name AS attorney_name,
      coalesce(pa.cases_handled, 0) AS cases_handled, coalesce(pa.cases_closed, 0) AS cases_closed,
      coalesce(ps.n, 0) AS compared_cases, ps.actual_sum, ps.predicted_sum,
      CASE WHEN ps.n > 0 AND fm.m > 0 THEN (ps.actual_sum - ps.predicted_sum)::float8 / fm.m END AS war,
      CASE WHEN ps.predicted_sum > 0 THEN ps.actual_sum::float8 / ps.predicted_sum::float8 END AS performance_ratio,
      CASE WHEN ps.n > 0 THEN ps.actual_sum - ps.predicted_sum END AS value_above_expectation,
      pa.average_settlement_amount, pa.average_case_duration_days::float8 AS average_case_duration_days, fm.m AS firm_median_settlement
    FROM attorney a
    LEFT JOIN per_attorney pa ON pa.attorney_id = a.id
    LEFT JOIN pair_sums ps ON ps.attorney_id = a.id
    CROSS JOIN firm_median fm
    WHERE a.firm_id = ${firmId}
    ORDER BY war DESC NULLS LAST, lower(a.name), a.id`.execute(db);
  return result.rows.map((row) => ({
    attorney_id: row.attorney_id as string,
    attorney_name: row.attorney_name as string,
    cases_handled: Number(row.cases_handled),
    cases_closed: Number(row.cases_closed),
    compared_cases: Number(row.compared_cases),
    actual_sum: num(row.actual_sum),
    predicted_sum: num(row.predicted_sum),
    war: num(row.war),
    performance_ratio: num(row.performance_ratio),
    value_above_expectation: num(row.value_above_expectation),
    average_settlement_amount: num(row.average_settlement_amount),
    average_case_duration_days: num(row.average_case_duration_days),
    firm_median_settlement: num(row.firm_median_settlement),
  }));
}

/** Cases per attorney and stored case type (the card's Case Type Distribution). */
export async function countCaseTypesByAttorney(db: Db, firmId: string, period: MetricsPeriod | null) {
  const result = await sql<Record<string, unknown>>`
    WITH cases AS (${attorneyCasesSql(firmId, period)})
    SELECT c.attorney_id, c.case_type, count(*) AS count FROM cases c GROUP BY c.attorney_id, c.case_type`.execute(db);
  return result.rows.map((row) => ({ attorneyId: row.attorney_id as string, caseType: row.case_type as string | null, count: Number(row.count) }));
}

export async function attorneyExists(db: Db, firmId: string, attorneyId: string): Promise<boolean> {
  const row = await db.selectFrom('attorney').select('id').where('firm_id', '=', firmId).where('id', '=', attorneyId).executeTakeFirst();
  return row !== undefined;
}

export type PerformanceInsert = {
  attorney_id: string;
  cases_handled: number;
  cases_closed: number;
  compared_cases: number;
  war: number | null;
  performance_ratio: number | null;
  value_above_expectation: number | null;
  average_settlement_amount: number | null;
  average_case_duration: number | null;
  firm_median_settlement: number | null;
};

/** Stores one period's records; a recalculation of the same period replaces them. */
export async function upsertPerformanceRecords(db: Db, firmId: string, period: MetricsPeriod, records: readonly PerformanceInsert[]): Promise<void> {
  if (records.length === 0) return;
  const now = new Date();
  await db
    .insertInto('attorney_performance')
    .values(records.map((record) => ({ ...record, firm_id: firmId, period_start: period.start, period_end: period.end, calculated_at: now })))
    .onConflict((oc) =>
      oc.columns(['firm_id', 'attorney_id', 'period_start', 'period_end']).doUpdateSet((eb) => ({
        cases_handled: eb.ref('excluded.cases_handled'),
        cases_closed: eb.ref('excluded.cases_closed'),
        compared_cases: eb.ref('excluded.compared_cases'),
        war: eb.ref('excluded.war'),
        performance_ratio: eb.ref('excluded.performance_ratio'),
        value_above_expectation: eb.ref('excluded.value_above_expectation'),
        average_settlement_amount: eb.ref('excluded.average_settlement_amount'),
        average_case_duration: eb.ref('excluded.average_case_duration'),
        firm_median_settlement: eb.ref('excluded.firm_median_settlement'),
        calculated_at: eb.ref('excluded.calculated_at'),
      })),
    )
    .execute();
}

/** Stored records, newest period first, with the spec's optional filters. */
export async function listPerformanceRecords(db: Db, firmId: string, filters: { startDate?: string; endDate?: string; attorneyId?: string }) {
  let query = db
    .selectFrom('attorney_performance as r')
    .innerJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'r.firm_id').onRef('a.id', '=', 'r.attorney_id'))
    .select([
      'r.id',
      'r.attorney_id',
      'a.name as attorney_name',
      sql<string>`to_char(r.period_start, 'YYYY-MM-DD')`.as('period_start'),
      sql<string>`to_char(r.period_end, 'YYYY-MM-DD')`.as('period_end'),
      'r.cases_handled',
      'r.cases_closed',
      'r.compared_cases',
      'r.war',
      'r.performance_ratio',
      'r.value_above_expectation',
      'r.average_settlement_amount',
      'r.average_case_duration',
      'r.firm_median_settlement',
      'r.calculated_at',
    ])
    .where('r.firm_id', '=', firmId);
  if (filters.startDate) query = query.where('r.period_start', '>=', filters.startDate);
  if (filters.endDate) query = query.where('r.period_end', '<=', filters.endDate);
  if (filters.attorneyId) query = query.where('r.attorney_id', '=', filters.attorneyId);
  return query.orderBy('r.period_end', 'desc').orderBy('r.period_start', 'desc').orderBy('a.name').limit(5000).execute();
}
