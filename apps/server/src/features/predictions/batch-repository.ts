// SQL for prediction batches ("Predict many"); every query scoped by firm_id.
import { sql } from 'kysely';
import { ACTIVE_CASE_PHASES, type PredictionBatchStatus } from '@casecast/domain';
import type { Db } from '../../db/schema.js';

/** The firm's open cases by the cases list's own rule (a phase before settled and closed), oldest first. */
export async function listOpenCaseIds(db: Db, firmId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('legal_case')
    .select('id')
    .where('firm_id', '=', firmId)
    .where(sql<boolean>`phase = ANY (${sql.val([...ACTIVE_CASE_PHASES])}::text[])`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Which of these ids are the firm's cases. */
export async function findFirmCaseIds(db: Db, firmId: string, caseIds: string[]): Promise<Set<string>> {
  if (caseIds.length === 0) return new Set();
  const rows = await db.selectFrom('legal_case').select('id').where('firm_id', '=', firmId).where('id', 'in', caseIds).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Inserts a batch unless the firm already has one queued or running: one open batch per firm, so a firm
 * cannot fill the queue. Under a per-firm transaction lock, so requests arriving together make one batch.
 * `created` is false when the firm's open batch is returned instead (its job is already queued).
 */
export async function insertBatchUnlessOpen(
  db: Db,
  firmId: string,
  input: { caseIds: string[]; requestedBy: string | null },
): Promise<{ id: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`prediction-batch:${firmId}`}))`.execute(trx);
    const open = await trx
      .selectFrom('prediction_batch')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('status', 'in', ['queued', 'running'])
      .orderBy('created_at')
      .executeTakeFirst();
    if (open) return { id: open.id, created: false };
    const row = await trx
      .insertInto('prediction_batch')
      .values({ firm_id: firmId, case_ids: JSON.stringify(input.caseIds), total: input.caseIds.length, requested_by: input.requestedBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, created: true };
  });
}

export type BatchRow = {
  id: string;
  status: PredictionBatchStatus['status'];
  caseIds: string[];
  total: number;
  done: number;
  failed: number;
  requestedBy: string | null;
};

export async function findBatch(db: Db, firmId: string, batchId: string): Promise<BatchRow | undefined> {
  const row = await db
    .selectFrom('prediction_batch')
    .select(['id', 'status', 'case_ids', 'total', 'done', 'failed', 'requested_by'])
    .where('firm_id', '=', firmId)
    .where('id', '=', batchId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        status: row.status,
        caseIds: row.case_ids,
        total: row.total,
        done: row.done,
        failed: row.failed,
        requestedBy: row.requested_by,
      }
    : undefined;
}

export async function markBatchRunning(db: Db, firmId: string, batchId: string): Promise<void> {
  await db
    .updateTable('prediction_batch')
    .set({ status: 'running' })
    .where('firm_id', '=', firmId)
    .where('id', '=', batchId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Counts one case as done or failed. */
export async function countBatchCase(db: Db, firmId: string, batchId: string, outcome: 'done' | 'failed'): Promise<void> {
  await db
    .updateTable('prediction_batch')
    .set(outcome === 'done' ? { done: sql<number>`done + 1` } : { failed: sql<number>`failed + 1` })
    .where('firm_id', '=', firmId)
    .where('id', '=', batchId)
    .execute();
}

export async function finishBatch(db: Db, firmId: string, batchId: string, status: 'completed' | 'failed'): Promise<void> {
  await db
    .updateTable('prediction_batch')
    .set({ status, finished_at: sql<Date>`now()` })
    .where('firm_id', '=', firmId)
    .where('id', '=', batchId)
    .execute();
}
