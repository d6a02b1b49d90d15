// SQL for the dashboard home: per-phase sums for the cards and the 5 newest cases; scoped by firm.
import { sql, type Kysely } from 'kysely';
import { centsFromDecimalText, toDollars, type StatusGroup } from '@casecast/domain';
import type { Database } from '../../db/schema.js';

/**
 * One scan of the firm's cases grouped by stored status, with the sums every card needs; the status
 * rules (active, settled) are then the domain's, applied once per distinct status.
 */
export async function summariseCasesByStatus(db: Kysely<Database>, firmId: string): Promise<StatusGroup[]> {
  const result = await sql<Record<string, unknown>>`
    SELECT c.phase AS status, count(*) AS count,
      coalesce(sum(c.predicted_value), 0) AS predicted_sum,
      count(*) FILTER (WHERE c.actual_settlement > 0) AS settlement_count,
      coalesce(sum(c.actual_settlement) FILTER (WHERE c.actual_settlement > 0), 0) AS settlement_sum,
      count(*) FILTER (WHERE c.actual_settlement > 0 AND c.predicted_value IS NOT NULL) AS paired_count,
      coalesce(sum(c.predicted_value) FILTER (WHERE c.actual_settlement > 0), 0) AS paired_predicted_sum,
      coalesce(sum(c.actual_settlement) FILTER (WHERE c.actual_settlement > 0 AND c.predicted_value IS NOT NULL), 0) AS paired_actual_sum,
      count(*) FILTER (WHERE c.date_closed >= c.date_opened) AS duration_count,
      coalesce(sum(c.date_closed - c.date_opened) FILTER (WHERE c.date_closed >= c.date_opened), 0) AS duration_days_sum
    FROM legal_case c WHERE c.firm_id = ${firmId} GROUP BY c.phase`.execute(db);
  return result.rows.map((row) => ({
    status: row.status as string,
    count: Number(row.count),
    predictedSum: money(row.predicted_sum),
    settlementCount: Number(row.settlement_count),
    settlementSum: money(row.settlement_sum),
    settlementMin: null,
    settlementMax: null,
    pairedCount: Number(row.paired_count),
    pairedPredictedSum: money(row.paired_predicted_sum),
    pairedActualSum: money(row.paired_actual_sum),
    durationCount: Number(row.duration_count),
    durationDaysSum: Number(row.duration_days_sum),
    liabilityPercentSum: 0,
  }));
}

/** A numeric sum of amounts read to the cent, without floating point (a total past $90 trillion is a 422). */
function money(value: unknown): number {
  return toDollars(centsFromDecimalText(value as string | number | null));
}

export type RecentCaseRow = {
  id: string;
  case_no: number;
  client_name: string;
  case_type: string;
  status: string;
  date_opened: string;
  date_closed: string | null;
  updated_at: Date;
  predicted_value: number | null;
  lower_bound: number | null;
  upper_bound: number | null;
  likely_lower: number | null;
  likely_upper: number | null;
};

/** The newest cases (the cases list's default order), each with its latest prediction's interval. */
export async function listRecentCases(db: Kysely<Database>, firmId: string, limit: number): Promise<RecentCaseRow[]> {
  const result = await sql<RecentCaseRow>`
    SELECT c.id, c.case_no, c.client_name, c.case_type, c.phase AS status, to_char(c.date_opened, 'YYYY-MM-DD') AS date_opened,
      to_char(c.date_closed, 'YYYY-MM-DD') AS date_closed, c.updated_at, p.predicted_value, p.lower_bound, p.upper_bound,
      p.likely_lower, p.likely_upper
    FROM legal_case c
    LEFT JOIN LATERAL (
      SELECT predicted_value, lower_bound, upper_bound, likely_lower, likely_upper FROM prediction
      WHERE firm_id = ${firmId} AND case_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1
    ) p ON true
    WHERE c.firm_id = ${firmId}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`.execute(db);
  return result.rows;
}
