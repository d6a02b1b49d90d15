// Audit use cases: record a change (inside the caller's transaction) and read a case's history.
import { diffAuditFields, type AuditAction, type AuditEntityType, type AuditEntry } from '@casecast/domain';
import type { CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import * as repo from './repository.js';

type Snapshot = Readonly<Record<string, unknown>>;

/**
 * Writes one audit entry for a create (before null), update or delete (after null). Call it with
 * the transaction that makes the change, so the entry and the change commit or fail together.
 * An update that changed nothing writes nothing.
 */
export async function recordChange(
  trx: CaseDb,
  actor: Actor,
  input: { caseId: string | null; entityType: AuditEntityType; entityId: string; before: Snapshot | null; after: Snapshot | null },
): Promise<void> {
  const action: AuditAction = input.before === null ? 'create' : input.after === null ? 'delete' : 'update';
  const changes = diffAuditFields(input.before, input.after);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await repo.insertAuditEntries(trx, [
    { firmId: actor.firmId, caseId: input.caseId, entityType: input.entityType, entityId: input.entityId, action, actorId: actor.userId, actorName: actor.userName, changes },
  ]);
}

/** A case's history, newest first. A deleted case keeps its history; a case that never was is a 404. */
export async function getCaseHistory(db: CaseDb, actor: Actor, caseId: string, caseExists: boolean): Promise<AuditEntry[]> {
  const items = await repo.listAuditEntriesForCase(db, actor.firmId, caseId);
  if (!caseExists && items.length === 0) throw notFound('Case not found');
  return items;
}
