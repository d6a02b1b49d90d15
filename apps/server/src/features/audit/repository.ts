// SQL for the audit log: append entries, read a case's history and the firm's own records' activity. There is no
// update or delete here.
import type { AuditAction, AuditEntityType, AuditFieldChange } from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import type { Db } from '../../db/schema.js';

export type AuditEntryInput = {
  firmId: string;
  /** Null only for a task without a case. */
  caseId: string | null;
  entityType: AuditEntityType;
  entityId: string;
  action: AuditAction;
  actorId: string | null;
  actorName: string | null;
  changes: Record<string, AuditFieldChange>;
};

/** Appends entries; an import's thousands go in as many statements as the parameter limit needs. */
export async function insertAuditEntries(db: Db, entries: readonly AuditEntryInput[]): Promise<void> {
  const rows = entries.map((entry) => ({
    firm_id: entry.firmId,
    case_id: entry.caseId,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    changes: JSON.stringify(entry.changes),
  }));
  await insertInChunks(rows, async (chunk) => {
    await db.insertInto('audit_entry').values(chunk).execute();
  });
}

const ENTRY_COLUMNS = ['id', 'case_id', 'entity_type', 'entity_id', 'action', 'actor_id', 'actor_name', 'changes', 'created_at'] as const;

export async function listAuditEntriesForCase(db: Db, firmId: string, caseId: string) {
  const rows = await db
    .selectFrom('audit_entry')
    .select(ENTRY_COLUMNS)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...toEntry(row), caseId }));
}

/**
 * The firm's entries with no case, newest first: at most `limit`, older than the entry `before` when given.
 * The partial index (firm_id, id) WHERE case_id IS NULL (migration 0029) reads only the page's rows, already in order.
 */
export async function listFirmActivity(db: Db, firmId: string, page: { before?: string | undefined; limit: number }) {
  let query = db.selectFrom('audit_entry').select(ENTRY_COLUMNS).where('firm_id', '=', firmId).where('case_id', 'is', null);
  if (page.before !== undefined) query = query.where('id', '<', Number(page.before));
  const rows = await query.orderBy('id', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({ ...toEntry(row), caseId: null }));
}

type EntryRow = {
  id: number;
  entity_type: string;
  entity_id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  changes: Record<string, AuditFieldChange>;
  created_at: Date;
};

function toEntry(row: EntryRow) {
  return {
    id: String(row.id),
    entityType: row.entity_type as AuditEntityType,
    entityId: row.entity_id,
    action: row.action as AuditAction,
    actorId: row.actor_id,
    actorName: row.actor_name,
    changes: row.changes,
    createdAt: row.created_at.toISOString(),
  };
}
