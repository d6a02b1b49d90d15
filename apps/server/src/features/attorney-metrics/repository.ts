// SQL for attorney metrics: per-attorney aggregates (all time or one period), stored period records; scoped by firm.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MetricsPeriod } from '@casecast/domain';
import { isCountableSql } from '../analytics/case-sql.js';
import { madeBeforeCloseSql } from '../cases/pre-close-sql.js';
import type { Database } from '../../db/schema.js';
import { sqlDate } from '../../db/sql-date.js';

type Db = Kysely<Database>;
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The attorney's cases as the metrics read them. With a period, the domain's selectPeriodCases in SQL:
 * cases open at some time in the period; those not closed by its end read as open, with no outcome.
 */
function attorneyCasesSql(firmId: string, period: MetricsPeriod | null): RawBuilder<unknown> {
  if (!period) {
    return sql`SELECT c.id, c.attorney_id, c.case_type, c.phase AS status, c.date_opened, c.date_closed, c.actual_settlement
      FROM legal_case c WHERE c.firm_id = ${firmId} AND c.attorney_id IS NOT NULL`;
  }
  return sql`SELECT c.id, c.attorney_id, c.case_type, c.date_opened,
      -- A case closed after the period was in some active phase then (which one is not recorded).
      CASE WHEN c.closed_in OR c.phase NOT IN ('settled', 'closed') THEN c.phase ELSE 'intake' END AS status,
      CASE WHEN c.closed_in THEN c.date_closed END AS date_closed,
      CASE WHEN c.closed_in THEN c.actual_settlement END AS actual_settlement
    FROM (
      SELECT c.*, (c.date_closed IS NOT NULL AND c.date_closed <= ${period.end}::date) AS closed_in FROM legal_case c
      WHERE c.firm_id = ${firmId} AND c.attorney_id IS NOT NULL
        AND c.date_opened <= ${period.end}::date AND (c.date_closed IS NULL OR c.date_closed >= ${period.start}::date)
    ) c`;
}

export async function listFirmAttorneys(db: Db, firmId: string): Promise<Array<{ id: string; name: string }>> {
  return db.selectFrom('attorney').select(['id', 'name']).where('firm_id', '=', firmId).execute();
}

/** Cases per attorney, stored case type and status, with countable settlements and durations (one scan). */
export async function groupAttorneyCases(db: Db, firmId: string, period: MetricsPeriod | null) {
  const result = await sql<Record<string, unknown>>`
    WITH cases AS (${attorneyCasesSql(firmId, period)})
    SELECT c.attorney_id, c.case_type, c.status, count(*) AS count,
      count(*) FILTER (WHERE ${isCountableSql()}) AS settlement_count,
      coalesce(sum(c.actual_settlement) FILTER (WHERE ${isCountableSql()}), 0) AS settlement_sum,
      count(*) FILTER (WHERE c.date_closed >= c.date_opened) AS duration_count,
      coalesce(sum(c.date_closed - c.date_opened) FILTER (WHERE c.date_closed >= c.date_opened), 0) AS duration_days_sum
    FROM cases c GROUP BY c.attorney_id, c.case_type, c.status`.execute(db);
  return result.rows.map((row) => ({
    attorneyId: row.attorney_id as string,
    caseType: row.case_type as string | null,
    status: row.status as string,
    count: Number(row.count),
    settlementCount: Number(row.settlement_count),
    settlementSum: Number(row.settlement_sum),
    durationCount: Number(row.duration_count),
    durationDaysSum: Number(row.duration_days_sum),
  }));
}

/**
 * Per attorney: settled cases with a countable settlement A whose latest prediction made on or before
 * the day they closed (P) is above 0, with ΣA, ΣP, Σ ln(A/P) and Σ ln(A/P)² (the shrinkage's spread).
 * One join and sort instead of a lookup per case.
 */
export async function sumSettlementPairs(db: Db, firmId: string, period: MetricsPeriod | null) {
  const result = await sql<Record<string, unknown>>`
    WITH cases AS (${attorneyCasesSql(firmId, period)}),
    settled AS (
      SELECT c.id, c.attorney_id, c.actual_settlement, c.date_closed, lc.insurance_limits
      FROM cases c JOIN legal_case lc ON lc.id = c.id WHERE ${isCountableSql()} AND c.date_closed IS NOT NULL
    ),
    -- P is the value held to the case's typed policy limits: the model values the case before coverage (limits are not
    -- a model input), while what an attorney can settle for stops at the limit (docs/metrics.md).
    latest AS (
      SELECT DISTINCT ON (p.case_id) p.case_id, LEAST(p.predicted_value, COALESCE(s.insurance_limits, p.predicted_value)) AS predicted_value
      FROM prediction p JOIN settled s ON s.id = p.case_id
      WHERE p.firm_id = ${firmId} AND ${madeBeforeCloseSql('p.created_at', 's.date_closed')}
      ORDER BY p.case_id, p.created_at DESC, p.id DESC
    )
    SELECT s.attorney_id, count(*) AS count, sum(s.actual_settlement) AS actual_sum, sum(l.predicted_value) AS predicted_sum,
      sum(ln(s.actual_settlement::float8 / l.predicted_value::float8)) AS log_sum,
      sum(ln(s.actual_settlement::float8 / l.predicted_value::float8) ^ 2) AS log_square_sum
    FROM settled s JOIN latest l ON l.case_id = s.id WHERE l.predicted_value > 0 GROUP BY s.attorney_id`.execute(db);
  return new Map(
    result.rows.map((row) => [
      row.attorney_id as string,
      {
        count: Number(row.count),
        actualSum: Number(row.actual_sum),
        predictedSum: Number(row.predicted_sum),
        logRatioSum: Number(row.log_sum),
        logRatioSquareSum: Number(row.log_square_sum),
      },
    ]),
  );
}

/** The WAR denominator: the median of the firm's settlements above 0 (all of them, not only the period's). */
export async function findFirmMedianSettlement(db: Db, firmId: string): Promise<number | null> {
  const result = await sql<{ m: number | null }>`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY c.actual_settlement) AS m FROM legal_case c WHERE c.firm_id = ${firmId} AND ${isCountableSql()}`.execute(
    db,
  );
  return num(result.rows[0]?.m);
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
export async function upsertPerformanceRecords(
  db: Db,
  firmId: string,
  period: MetricsPeriod,
  records: readonly PerformanceInsert[],
): Promise<void> {
  if (records.length === 0) return;
  const now = new Date();
  await db
    .insertInto('attorney_performance')
    .values(
      records.map((record) => ({ ...record, firm_id: firmId, period_start: period.start, period_end: period.end, calculated_at: now })),
    )
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
export async function listPerformanceRecords(
  db: Db,
  firmId: string,
  filters: { startDate?: string; endDate?: string; attorneyId?: string },
  limit: number,
) {
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
  if (filters.startDate) query = query.where('r.period_start', '>=', sqlDate(filters.startDate));
  if (filters.endDate) query = query.where('r.period_end', '<=', sqlDate(filters.endDate));
  if (filters.attorneyId) query = query.where('r.attorney_id', '=', filters.attorneyId);
  return query.orderBy('r.period_end', 'desc').orderBy('r.period_start', 'desc').orderBy('a.name').limit(limit).execute();
}
