// Audit use cases: record a change (inside the caller's transaction), read a case's history and the firm's activity.
import {
  diffAuditFields,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type FirmActivityQuery,
  type FirmActivityResponse,
} from '@casecast/domain';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as repo from './repository.js';
import type { Db } from '../../db/schema.js';

type Snapshot = Readonly<Record<string, unknown>>;

type Change = { caseId: string | null; entityType: AuditEntityType; entityId: string; before: Snapshot | null; after: Snapshot | null };

/**
 * Writes one audit entry for a create (before null), update or delete (after null). Call it with
 * the transaction that makes the change, so the entry and the change commit or fail together.
 * An update that changed nothing writes nothing.
 */
export async function recordChange(trx: Db, actor: Actor, input: Change): Promise<void> {
  await recordChanges(trx, actor, [input]);
}

/** Many changes' entries at once (an import's), as `recordChange` writes each. */
export async function recordChanges(trx: Db, actor: Actor, inputs: readonly Change[]): Promise<void> {
  const entries = inputs.flatMap((input): repo.AuditEntryInput[] => {
    const action: AuditAction = input.before === null ? 'create' : input.after === null ? 'delete' : 'update';
    const changes = diffAuditFields(input.before, input.after);
    if (action === 'update' && Object.keys(changes).length === 0) return [];
    return [
      {
        firmId: actor.firmId,
        caseId: input.caseId,
        entityType: input.entityType,
        entityId: input.entityId,
        action,
        actorId: actor.userId,
        actorName: actor.userName,
        changes,
      },
    ];
  });
  if (entries.length > 0) await repo.insertAuditEntries(trx, entries);
}

/** A case's history, newest first. A deleted case keeps its history; a case that never was is a 404. */
export async function getCaseHistory(db: Db, actor: Actor, caseId: string, caseExists: boolean): Promise<AuditEntry[]> {
  const items = await repo.listAuditEntriesForCase(db, actor.firmId, caseId);
  if (!caseExists && items.length === 0) throw notFound('Case not found');
  return items;
}

/**
 * The firm's own records' changes (no case: the demand letter template, tasks without a case), newest first, a
 * page at a time; owners only. One entry more than the page is read to know whether an older page exists.
 */
export async function getFirmActivity(db: Db, actor: Actor, query: FirmActivityQuery): Promise<FirmActivityResponse> {
  requirePermission(actor, 'firm.viewActivity');
  const rows = await repo.listFirmActivity(db, actor.firmId, { before: query.before, limit: query.limit + 1 });
  const items = rows.slice(0, query.limit);
  return { items, nextBefore: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}
