// SQL for the money analytics: the matching settled cases' bills, fee agreements and first demands, aggregated per case or group.
import { sql, type Kysely } from 'kysely';
import { ONE_THIRD, type FeeCase, type SpecialsGroup } from '@casecast/domain';
import { isCountableSql, matchesAnalyticsSearchSql } from './case-sql.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
const cents = (value: unknown) => Math.round(Number(value) * 100);

/** The firm's matching cases with a countable settlement; the service keeps the statuses that read as settled. */
const settledScope = (firmId: string, search: string | undefined) =>
  sql`c.firm_id = ${firmId} AND ${matchesAnalyticsSearchSql(search)} AND ${isCountableSql('c')}`;

/** Per stored status and case type: cases with billed medical bills, Σ settlement, Σ billed and Σ of each case's settlement ÷ billed. */
export async function aggregateSpecialsGroups(db: Db, firmId: string, search: string | undefined): Promise<SpecialsGroup[]> {
  const result = await sql<Record<string, unknown>>`
    SELECT c.phase AS status, c.case_type, count(*) AS cases, sum(c.actual_settlement) AS settlement, sum(b.billed) AS billed,
      sum(c.actual_settlement / b.billed) AS multiple_sum
    FROM legal_case c
    JOIN (SELECT case_id, sum(billed) AS billed FROM case_medical_bill WHERE firm_id = ${firmId} GROUP BY case_id) b ON b.case_id = c.id
    WHERE ${settledScope(firmId, search)} AND b.billed > 0
    GROUP BY c.phase, c.case_type`.execute(db);
  return result.rows.map((row) => ({
    status: row.status as string,
    caseType: row.case_type as string | null,
    cases: Number(row.cases),
    settlementCents: cents(row.settlement),
    billedCents: cents(row.billed),
    multipleSum: Number(row.multiple_sum),
  }));
}

/**
 * One row per matching settled case with a fee agreement: what its settlement statement is computed
 * from, summed per case in SQL (reimbursable costs; liens at final, else negotiated, else asserted,
 * waived 0; bill balances), with every phase (and older status) its history records.
 */
export async function listFeeCases(db: Db, firmId: string, search: string | undefined): Promise<FeeCase[]> {
  const result = await sql<Record<string, unknown>>`
    SELECT c.phase AS status, c.actual_settlement, f.percent, f.percent_is_one_third, f.litigation_percent, f.litigation_percent_is_one_third, f.basis,
      (SELECT coalesce(sum(e.amount), 0) FROM case_expense e WHERE e.firm_id = c.firm_id AND e.case_id = c.id AND e.reimbursable) AS reimbursable,
      (SELECT coalesce(sum(CASE WHEN l.status = 'waived' THEN 0 ELSE coalesce(l.final, l.negotiated, l.asserted) END), 0)
        FROM case_lien l WHERE l.firm_id = c.firm_id AND l.case_id = c.id) AS liens,
      (SELECT coalesce(sum(m.billed - m.paid - m.adjusted), 0) FROM case_medical_bill m WHERE m.firm_id = c.firm_id AND m.case_id = c.id) AS balances,
      (SELECT coalesce(array_agg(DISTINCT s.status) FILTER (WHERE s.status IS NOT NULL), '{}')
        FROM audit_entry a, LATERAL (VALUES (a.changes -> 'status' ->> 'old'), (a.changes -> 'status' ->> 'new'),
          (a.changes -> 'phase' ->> 'old'), (a.changes -> 'phase' ->> 'new')) AS s(status)
        WHERE a.firm_id = c.firm_id AND a.case_id = c.id AND a.entity_type = 'case' AND a.changes ?| ARRAY['status', 'phase']) AS statuses
    FROM legal_case c
    JOIN case_fee_agreement f ON f.firm_id = c.firm_id AND f.case_id = c.id
    WHERE ${settledScope(firmId, search)}`.execute(db);
  const percentOf = (value: unknown, oneThird: unknown) => (oneThird === true ? ONE_THIRD : Number(value));
  return result.rows.map((row) => ({
    status: row.status as string,
    statuses: (row.statuses as string[] | null) ?? [],
    grossCents: cents(row.actual_settlement),
    percent: percentOf(row.percent, row.percent_is_one_third),
    litigationPercent: row.litigation_percent === null ? null : percentOf(row.litigation_percent, row.litigation_percent_is_one_third),
    basis: row.basis as FeeCase['basis'],
    reimbursableCents: cents(row.reimbursable),
    liensCents: cents(row.liens),
    medicalBalancesCents: cents(row.balances),
  }));
}

/** Per matching settled case with a close date and a demand: days from its first demand to the close date. */
export async function listDemandToSettlementDays(
  db: Db,
  firmId: string,
  search: string | undefined,
): Promise<Array<{ status: string; days: number }>> {
  const result = await sql<Record<string, unknown>>`
    SELECT c.phase AS status, c.date_closed - d.first_demand AS days
    FROM legal_case c
    JOIN (SELECT case_id, min(date) AS first_demand FROM case_negotiation WHERE firm_id = ${firmId} AND kind = 'demand' GROUP BY case_id) d ON d.case_id = c.id
    WHERE ${settledScope(firmId, search)} AND c.date_closed IS NOT NULL`.execute(db);
  return result.rows.map((row) => ({ status: row.status as string, days: Number(row.days) }));
}
