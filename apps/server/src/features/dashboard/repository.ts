// SQL for the dashboard home: the metric cards' aggregates, status counts and the 5 newest cases; scoped by firm.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isActiveSql, isCountableSql, isSettledSql } from '../analytics/case-sql.js';

export type DashboardTotalsRow = {
  total_cases: number;
  active_cases: number;
  total_predicted_value: number;
  settled_count: number;
  with_prediction_count: number;
  predicted_sum: number;
  actual_sum: number;
  average_settlement_months: number | null;
};

export async function readDashboardTotals(db: Kysely<Database>, firmId: string): Promise<DashboardTotalsRow> {
  const settled = sql`${isSettledSql()} AND ${isCountableSql()}`;
  const withPrediction = sql`${settled} AND c.predicted_value IS NOT NULL`;
  const result = await sql<DashboardTotalsRow>`
    SELECT count(*) AS total_cases,
      count(*) FILTER (WHERE ${isActiveSql()}) AS active_cases,
      coalesce(sum(c.predicted_value), 0) AS total_predicted_value,
      count(*) FILTER (WHERE ${settled}) AS settled_count,
      count(*) FILTER (WHERE ${withPrediction}) AS with_prediction_count,
      coalesce(sum(c.predicted_value) FILTER (WHERE ${withPrediction}), 0) AS predicted_sum,
      coalesce(sum(c.actual_settlement) FILTER (WHERE ${withPrediction}), 0) AS actual_sum,
      avg((c.date_closed - c.date_opened) / 30.44) FILTER (WHERE c.date_closed >= c.date_opened)::float8 AS average_settlement_months
    FROM legal_case c WHERE c.firm_id = ${firmId}`.execute(db);
  const row = result.rows[0]!;
  return {
    total_cases: Number(row.total_cases),
    active_cases: Number(row.active_cases),
    total_predicted_value: Number(row.total_predicted_value),
    settled_count: Number(row.settled_count),
    with_prediction_count: Number(row.with_prediction_count),
    predicted_sum: Number(row.predicted_sum),
    actual_sum: Number(row.actual_sum),
    average_settlement_months: row.average_settlement_months === null ? null : Number(row.average_settlement_months),
  };
}

export async function countCasesByStatus(db: Kysely<Database>, firmId: string): Promise<Array<{ status: string; count: number }>> {
  const result = await sql<{ status: string; count: number }>`SELECT c.status, count(*) AS count FROM legal_case c WHERE c.firm_id = ${firmId} GROUP BY c.status`.execute(db);
  return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

export type RecentCaseRow = {
  id: string;
  client_name: string;
  case_type: string;
  status: string;
  date_opened: string;
  date_closed: string | null;
  updated_at: Date;
  predicted_value: number | null;
  lower_bound: number | null;
  upper_bound: number | null;
};

/** The newest cases (the cases list's default order), each with its latest prediction's interval. */
export async function listRecentCases(db: Kysely<Database>, firmId: string, limit: number): Promise<RecentCaseRow[]> {
  const result = await sql<RecentCaseRow>`
    SELECT c.id, c.client_name, c.case_type, c.status, to_char(c.date_opened, 'YYYY-MM-DD') AS date_opened,
      to_char(c.date_closed, 'YYYY-MM-DD') AS date_closed, c.updated_at, p.predicted_value, p.lower_bound, p.upper_bound
    FROM legal_case c
    LEFT JOIN LATERAL (
      SELECT predicted_value, lower_bound, upper_bound FROM prediction
      WHERE firm_id = ${firmId} AND case_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) p ON true
    WHERE c.firm_id = ${firmId}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`.execute(db);
  return result.rows;
}
