// SQL for the audit log: append entries and read a case's history. There is no update or delete here.
import type { AuditAction, AuditEntityType, AuditFieldChange } from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import type { CaseDb } from '../../db/case-tables.js';

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
export async function insertAuditEntries(db: CaseDb, entries: readonly AuditEntryInput[]): Promise<void> {
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

export async function listAuditEntriesForCase(db: CaseDb, firmId: string, caseId: string) {
  const rows = await db
    .selectFrom('audit_entry')
    .select(['id', 'case_id', 'entity_type', 'entity_id', 'action', 'actor_id', 'actor_name', 'changes', 'created_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    caseId: row.case_id,
    entityType: row.entity_type as AuditEntityType,
    entityId: row.entity_id,
    action: row.action as AuditAction,
    actorId: row.actor_id,
    actorName: row.actor_name,
    changes: row.changes,
    createdAt: row.created_at.toISOString(),
  }));
}
