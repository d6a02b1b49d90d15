// SQL for settlement statements: the statuses a case has had (from its history) and the stored PDF versions; every query scoped by firm_id.
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

export type StatementVersion = { version: number; documentId: string | null; createdAt: Date };

/** Every phase (and, before phases, status) the case's history records it having had (old and new values of its changes). */
export async function listRecordedStatuses(db: Db, firmId: string, caseId: string): Promise<string[]> {
  const result = await sql<{ status: string | null }>`
    SELECT DISTINCT s.status FROM audit_entry a,
      LATERAL (VALUES (a.changes -> 'status' ->> 'old'), (a.changes -> 'status' ->> 'new'),
        (a.changes -> 'phase' ->> 'old'), (a.changes -> 'phase' ->> 'new')) AS s(status)
    WHERE a.firm_id = ${firmId} AND a.case_id = ${caseId} AND a.entity_type = 'case' AND a.changes ?| ARRAY['status', 'phase']`.execute(db);
  return result.rows.flatMap((row) => (row.status === null ? [] : [row.status]));
}

/** The version stored under any of the hashes (the current one first, then older ways of hashing the same inputs). */
export async function findVersionByHash(
  db: Db,
  firmId: string,
  caseId: string,
  inputsHashes: readonly string[],
): Promise<StatementVersion | undefined> {
  const row = await db
    .selectFrom('settlement_statement_version')
    .select(['version', 'document_id', 'created_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('inputs_hash', 'in', inputsHashes)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row ? { version: row.version, documentId: row.document_id, createdAt: new Date(row.created_at) } : undefined;
}

export async function findLatestVersionNumber(db: Db, firmId: string, caseId: string): Promise<number> {
  const row = await db
    .selectFrom('settlement_statement_version')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/**
 * Records the version, or (same inputs, document deleted since) points the existing version at the new document and
 * stores it under the current hash (`inputsHashes[0]`).
 */
export async function saveVersion(
  db: Db,
  firmId: string,
  input: { caseId: string; version: number; inputsHashes: readonly [string, ...string[]]; documentId: string; createdBy: string | null },
): Promise<void> {
  const [inputsHash] = input.inputsHashes;
  const updated = await db
    .updateTable('settlement_statement_version')
    .set({ document_id: input.documentId, inputs_hash: inputsHash })
    .where('firm_id', '=', firmId)
    .where('case_id', '=', input.caseId)
    .where('inputs_hash', 'in', input.inputsHashes)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('settlement_statement_version')
    .values({
      firm_id: firmId,
      case_id: input.caseId,
      version: input.version,
      inputs_hash: inputsHash,
      document_id: input.documentId,
      created_by: input.createdBy,
    })
    .execute();
}
