// SQL for settlement analytics: every figure is an aggregate over the firm's cases matching the search.
import { sql, type Kysely } from 'kysely';
import { SETTLEMENT_HISTOGRAM_EDGES } from '@casecast/domain';
import type { Database } from '../../db/schema.js';
import { isCountableSql, isOpenSql, isSettledSql, matchesAnalyticsSearchSql, preClosePredictionSql } from './case-sql.js';

type Db = Kysely<Database>;
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const scope = (firmId: string, search: string | undefined) => sql`c.firm_id = ${firmId} AND ${matchesAnalyticsSearchSql(search)}`;
const settledAmount = sql`${isSettledSql()} AND ${isCountableSql()}`;

export type AnalyticsTotals = {
  totalCases: number;
  openCases: number;
  settledCases: number;
  avgSettlement: number | null;
  minSettlement: number | null;
  maxSettlement: number | null;
  averageLiabilityPercent: number | null;
};

export async function readAnalyticsTotals(db: Db, firmId: string, search: string | undefined): Promise<AnalyticsTotals> {
  const result = await sql<Record<string, unknown>>`
    SELECT count(*) AS total_cases,
      count(*) FILTER (WHERE ${isOpenSql()}) AS open_cases,
      count(*) FILTER (WHERE ${isSettledSql()}) AS settled_cases,
      avg(c.actual_settlement) FILTER (WHERE ${settledAmount}) AS avg_settlement,
      min(c.actual_settlement) FILTER (WHERE ${settledAmount}) AS min_settlement,
      max(c.actual_settlement) FILTER (WHERE ${settledAmount}) AS max_settlement,
      avg(coalesce(round(c.liability * 1000) / 10, 70)) AS average_liability_percent
    FROM legal_case c WHERE ${scope(firmId, search)}`.execute(db);
  const row = result.rows[0]!;
  return {
    totalCases: Number(row.total_cases),
    openCases: Number(row.open_cases),
    settledCases: Number(row.settled_cases),
    avgSettlement: num(row.avg_settlement),
    minSettlement: num(row.min_settlement),
    maxSettlement: num(row.max_settlement),
    averageLiabilityPercent: num(row.average_liability_percent),
  };
}

/** Per stored case type: cases, and the sum and count of countable settlements (any status, as the domain reads it). */
export async function groupByCaseType(db: Db, firmId: string, search: string | undefined) {
  const result = await sql<Record<string, unknown>>`
    SELECT c.case_type, count(*) AS count,
      coalesce(sum(c.actual_settlement) FILTER (WHERE ${isCountableSql()}), 0) AS settlement_sum,
      count(*) FILTER (WHERE ${isCountableSql()}) AS settlement_count
    FROM legal_case c WHERE ${scope(firmId, search)} GROUP BY c.case_type`.execute(db);
  return result.rows.map((row) => ({
    caseType: row.case_type as string | null,
    count: Number(row.count),
    settlementSum: Number(row.settlement_sum),
    settlementCount: Number(row.settlement_count),
  }));
}

export async function groupByCarrier(db: Db, firmId: string, search: string | undefined) {
  const result = await sql<Record<string, unknown>>`
    SELECT trim(c.carrier) AS carrier, count(*) AS count,
      count(*) FILTER (WHERE ${isCountableSql()}) AS settled_count,
      avg(c.actual_settlement) FILTER (WHERE ${isCountableSql()}) AS avg_settlement,
      coalesce(sum(c.actual_settlement) FILTER (WHERE ${isCountableSql()}), 0) AS total
    FROM legal_case c WHERE ${scope(firmId, search)} AND trim(c.carrier) <> '' GROUP BY trim(c.carrier)`.execute(db);
  return result.rows.map((row) => ({
    carrier: row.carrier as string,
    count: Number(row.count),
    settledCount: Number(row.settled_count),
    avgSettlement: num(row.avg_settlement),
    total: Number(row.total),
  }));
}

export async function listFirstCases(db: Db, firmId: string, search: string | undefined, limit: number) {
  const result = await sql<Record<string, unknown>>`
    SELECT c.id, c.client_name, c.case_type, c.carrier, c.status, c.predicted_value, c.liability
    FROM legal_case c WHERE ${scope(firmId, search)}
    ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({
    id: row.id as string,
    clientName: row.client_name as string,
    caseType: row.case_type as string,
    carrier: row.carrier as string | null,
    status: row.status as string,
    predictedValue: num(row.predicted_value),
    liability: num(row.liability),
  }));
}

/** Countable settlements of settled cases per histogram bin (width_bucket counts the edges at or below the amount). */
export async function countSettlementsByBin(db: Db, firmId: string, search: string | undefined) {
  const edges = sql.raw(`ARRAY[${SETTLEMENT_HISTOGRAM_EDGES.join(', ')}]::numeric[]`);
  const result = await sql<Record<string, unknown>>`
    SELECT width_bucket(c.actual_settlement, ${edges}) AS bin, count(*) AS count
    FROM legal_case c WHERE ${scope(firmId, search)} AND ${settledAmount} GROUP BY 1`.execute(db);
  return result.rows.map((row) => ({ bin: Number(row.bin), count: Number(row.count) }));
}

export async function sumSettlementsByQuarter(db: Db, firmId: string, search: string | undefined) {
  const result = await sql<Record<string, unknown>>`
    SELECT to_char(date_trunc('quarter', c.date_closed), 'YYYY-MM-DD') AS period_start, count(*) AS count,
      sum(c.actual_settlement) AS total, avg(c.actual_settlement) AS average
    FROM legal_case c WHERE ${scope(firmId, search)} AND ${settledAmount} AND c.date_closed IS NOT NULL
    GROUP BY 1 ORDER BY 1`.execute(db);
  return result.rows.map((row) => ({ periodStart: row.period_start as string, count: Number(row.count), total: Number(row.total), average: Number(row.average) }));
}

/** Settled cases with a countable settlement and a prediction made before they closed, newest first. */
export async function listPredictedVersusActual(db: Db, firmId: string, search: string | undefined, limit: number) {
  const result = await sql<Record<string, unknown>>`
    SELECT c.id, c.client_name, c.actual_settlement, p.predicted_value
    FROM (
      SELECT c.id, c.client_name, c.actual_settlement, c.date_closed FROM legal_case c
      WHERE ${scope(firmId, search)} AND ${settledAmount} AND c.date_closed IS NOT NULL
      ORDER BY c.date_closed DESC, c.id DESC LIMIT ${limit * 2}
    ) c
    JOIN LATERAL ${preClosePredictionSql(firmId)} p ON true
    WHERE p.predicted_value > 0
    ORDER BY c.date_closed DESC, c.id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({ id: row.id as string, clientName: row.client_name as string, predicted: Number(row.predicted_value), actual: Number(row.actual_settlement) }));
}
