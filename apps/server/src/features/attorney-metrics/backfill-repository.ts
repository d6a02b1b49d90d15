// SQL for pre-settlement backfill: settled cases with no prediction before they closed, the base model, and the stored rows.
import { sql, type Transaction } from 'kysely';
import { madeBeforeCloseSql } from '../cases/pre-close-sql.js';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import type { PredictionInsert } from '../predictions/repository.js';
import type { Database, Db } from '../../db/schema.js';

const missingPreClose = (firmId: ReturnType<typeof sql.ref> | string) => sql<boolean>`
  c.actual_settlement > 0 AND c.date_closed IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM prediction p WHERE p.firm_id = ${firmId} AND p.case_id = c.id AND ${madeBeforeCloseSql('p.created_at', 'c.date_closed')}
  )`;

/** Firms with such cases: the one query that spans firms, run by the base-model job (no caller, no firm). */
export async function listFirmsMissingPreClosePredictions(db: Db): Promise<string[]> {
  const result = await sql<{
    firm_id: string;
  }>`SELECT DISTINCT c.firm_id FROM legal_case c WHERE ${missingPreClose(sql.ref('c.firm_id'))}`.execute(db);
  return result.rows.map((row) => row.firm_id);
}

export async function listCasesMissingPreClosePrediction(
  db: Db,
  firmId: string,
  caseIds?: readonly string[],
): Promise<Array<{ id: string; date_closed: string }>> {
  const only = caseIds ? sql`AND c.id = ANY(${[...caseIds]}::text[])` : sql``;
  const result = await sql<{ id: string; date_closed: string }>`
    SELECT c.id, to_char(c.date_closed, 'YYYY-MM-DD') AS date_closed FROM legal_case c
    WHERE c.firm_id = ${firmId} AND ${missingPreClose(firmId)} ${only}`.execute(db);
  return result.rows;
}

/** The newest base model: trained only on synthetic cases, so out of sample for every firm case. */
export async function findNewestBaseModelId(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('prediction_model')
    .select('id')
    .where('scope', '=', 'base')
    .where('outcome', '=', 'accepted')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores backfilled predictions dated before each close; a case with no other prediction shows it as its latest. */
export async function insertBackfillPredictions(
  db: Db,
  firmId: string,
  rows: ReadonlyArray<PredictionInsert & { created_at: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(({ created_at: createdAt, ...row }) => ({
    ...row,
    firm_id: firmId,
    source: 'backfill' as const,
    created_at: new Date(createdAt),
    key_factors: JSON.stringify(row.key_factors),
    input_data: JSON.stringify(row.input_data),
    member_predictions: JSON.stringify(row.member_predictions),
    contributions: JSON.stringify(row.contributions),
    log_contributions: JSON.stringify(row.log_contributions),
    missing_facts: JSON.stringify(row.missing_facts),
  }));
  // A firm with thousands of settled cases would otherwise exceed the parameter limit of one statement.
  await insertInChunks(values, async (chunk) => {
    await db.insertInto('prediction').values(chunk).execute();
  });
  await sql`
    UPDATE legal_case c SET predicted_value = p.predicted_value
    FROM (SELECT DISTINCT ON (case_id) case_id, predicted_value FROM prediction
          WHERE firm_id = ${firmId} AND case_id = ANY(${rows.map((row) => row.case_id)}::text[]) ORDER BY case_id, created_at DESC, id DESC) p
    WHERE c.firm_id = ${firmId} AND c.id = p.case_id AND c.predicted_value IS DISTINCT FROM p.predicted_value`.execute(db);
}

/** One backfill per firm at a time (the base-model job and a Calculate may meet). */
export async function lockFirmBackfill(db: Transaction<Database>, firmId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7316008, hashtext(${firmId}))`.execute(db);
}
