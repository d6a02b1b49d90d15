// The four operations of any record kind defined in packages/domain: list, add, change and remove, each change checked
// (the definition's checks, then the feature's own against other records), made while the version the caller saw is
// still current (If-Match, with the row or its case locked) and written to the history in the same transaction.
import type { AuditEntityType, RecordIssue, RecordKind } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import * as repo from './repository.js';
import type { ListOptions, StoredRecord } from './repository.js';

type Entity = { id: string; updatedAt: string };

/** What a feature adds to a kind: what is computed on read, and checks and follow-ups that need other records. */
export type RecordHooks<Item extends Entity> = {
  /** The API record from the stored one (default: as stored). */
  read?: (stored: StoredRecord) => Item;
  /** Checks the record as it will be stored against other records (a referenced provider exists…). */
  check?: (trx: CaseDb, actor: Actor, caseId: string | null, next: Item) => Promise<void>;
  /** Refuses a removal that would leave other records dangling. */
  checkDelete?: (trx: CaseDb, actor: Actor, caseId: string | null, record: Item) => Promise<void>;
  /** Keeps records that follow this one in step, in the same transaction: after a save (the record) or before a removal (null). */
  follow?: (trx: CaseDb, actor: Actor, caseId: string | null, id: string, record: Item | null) => Promise<void>;
  /**
   * The values to store, from what was sent (`before` null for a new record): a default that needs the caller (a note's
   * author), fields that go with others (a party that stops being a government loses its level). Runs before the checks;
   * may refuse with a 400.
   */
  prepare?: (actor: Actor, before: Item | null, change: Partial<Item>) => Partial<Item>;
  /** Columns a new record gets that the API does not read (who added it). */
  insertColumns?: (actor: Actor) => Record<string, unknown>;
  /**
   * Wraps a removal: `remove` deletes the record and writes its history entry, and the hook does what must come before
   * it and after it in the same transaction (records the database changes with it, recomputed deadlines).
   */
  aroundRemove?: (trx: CaseDb, actor: Actor, caseId: string | null, record: Item, remove: () => Promise<void>) => Promise<void>;
  /** Fields of the API record that are computed on read, left out of the history. */
  computedFields?: readonly string[];
  /**
   * Whose history a change goes in: a case's (its id) or the firm's activity (null). Default: the record's case for
   * a case kind, the firm's for a firm kind; a firm record that may name a case (an event) says which.
   */
  historyCaseId?: (record: Item) => string | null;
};

/** A 400 naming each field a record's checks refuse, as a schema validation error names them. */
export function recordIssuesError(issues: readonly RecordIssue[]): AppError {
  const first = issues[0];
  return new AppError(400, 'VALIDATION_ERROR', first ? first.message : 'Invalid record', {}, issues);
}

export type RecordOperations<Item extends Entity, Create, Update> = {
  readonly kind: RecordKind;
  /** `options`: a list's filters (a route's query), for a kind whose routes take them. */
  list: (db: CaseDb, actor: Actor, caseId: string | null, options?: ListOptions) => Promise<Item[]>;
  create: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string | null, input: Create) => Promise<Item>;
  /** Adds one record in the caller's transaction (the case row already locked, or created in it). */
  insert: (trx: CaseDb, actor: Actor, caseId: string | null, input: Create, createdAt?: Date) => Promise<Item>;
  update: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string | null, id: string, patch: Update, ifMatch?: IfMatch) => Promise<Item>;
  remove: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string | null, id: string, ifMatch?: IfMatch) => Promise<void>;
  /** The stored records as the API reads them, for other features' reads inside this one's rules (no case check). */
  read: (db: CaseDb, firmId: string, caseId: string | null) => Promise<Item[]>;
};

/** The operations of one kind: `Item` is its API record, `Create` and `Update` what its schemas give. */
export function recordOperations<Item extends Entity, Create extends object, Update extends object>(
  kind: RecordKind,
  hooks: RecordHooks<Item> = {},
): RecordOperations<Item, Create, Update> {
  const read = hooks.read ?? ((stored: StoredRecord) => stored as unknown as Item);
  const entityType = kind.name as AuditEntityType;
  const ids = (actor: Actor, caseId: string | null) => ({ firmId: actor.firmId, caseId: kind.scope === 'case' ? caseId : null });
  const caseOf = (caseId: string | null) => (kind.scope === 'case' ? caseId : null);
  const historyOf = (caseId: string | null, record: Item) => (hooks.historyCaseId ? hooks.historyCaseId(record) : caseOf(caseId));

  /** What the history shows: the API record without what is computed on read. */
  const snapshot = (record: Item): Record<string, unknown> => {
    const copy: Record<string, unknown> = { ...record };
    for (const field of Object.keys(kind.computed ?? {})) delete copy[field];
    for (const field of hooks.computedFields ?? []) delete copy[field];
    return copy;
  };

  /** A case kind's changes lock the case row first, so one case's records (and totals read with them) change one at a time. */
  const lockParent = async (trx: CaseDb, actor: Actor, caseId: string | null) => {
    if (kind.scope !== 'case') return;
    if (caseId === null || !(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
  };

  const check = async (trx: CaseDb, actor: Actor, caseId: string | null, next: Item) => {
    const issues = kind.check(next as never);
    if (issues.length > 0) throw recordIssuesError(issues);
    if (hooks.check) await hooks.check(trx, actor, caseOf(caseId), next);
  };

  const findOrThrow = async (trx: CaseDb, actor: Actor, caseId: string | null, id: string) => {
    // A firm's own record is locked itself; a case's records are covered by the case row's lock.
    const stored = await repo.findRecord(trx, kind, ids(actor, caseId), id, { forUpdate: kind.scope === 'firm' });
    if (!stored) throw notFound(kind.notFoundMessage);
    return read(stored);
  };

  /** A case kind served at /api/<path>/:id names no case: the record says which, and another firm's is not found. */
  const caseOfRecord = async (trx: CaseDb, actor: Actor, caseId: string | null, id: string): Promise<string | null> => {
    if (kind.scope !== 'case' || !kind.flatItems || caseId !== null) return caseId;
    const found = await repo.findRecordCaseId(trx, kind, actor.firmId, id);
    if (found === undefined) throw notFound(kind.notFoundMessage);
    return found;
  };

  const insert = async (trx: CaseDb, actor: Actor, caseId: string | null, sent: Create, createdAt?: Date): Promise<Item> => {
    const input = (hooks.prepare ? hooks.prepare(actor, null, sent as Partial<Item>) : sent) as Create;
    await check(trx, actor, caseId, { ...input, id: '', ...(kind.scope === 'case' ? { caseId } : {}) } as unknown as Item);
    const id = await repo.insertRecord(
      trx,
      kind,
      ids(actor, caseId),
      input as Record<string, unknown>,
      createdAt,
      hooks.insertColumns?.(actor),
    );
    const created = await findOrThrow(trx, actor, caseId, id);
    await audit.recordChange(trx, actor, {
      caseId: historyOf(caseId, created),
      entityType,
      entityId: id,
      before: null,
      after: snapshot(created),
    });
    if (hooks.follow) await hooks.follow(trx, actor, caseOf(caseId), id, created);
    return created;
  };

  return {
    kind,
    read: async (db, firmId, caseId) => (await repo.listRecords(db, kind, { firmId, caseId: caseOf(caseId) })).map(read),

    async list(db, actor, caseId, options) {
      if (kind.scope === 'case' && (caseId === null || !(await cases.caseExists(db, actor.firmId, caseId)))) throw caseNotFound();
      return (await repo.listRecords(db, kind, ids(actor, caseId), options)).map(read);
    },

    insert,

    create: (db, actor, caseId, input) => {
      if (kind.editPermission) requirePermission(actor, kind.editPermission);
      return db.transaction().execute(async (trx) => {
        await lockParent(trx, actor, caseId);
        return insert(trx, actor, caseId, input);
      });
    },

    update: (db, actor, givenCaseId, id, sent, ifMatch) => {
      if (kind.editPermission) requirePermission(actor, kind.editPermission);
      return db.transaction().execute(async (trx) => {
        const caseId = await caseOfRecord(trx, actor, givenCaseId, id);
        await lockParent(trx, actor, caseId);
        const before = await findOrThrow(trx, actor, caseId, id);
        assertUnchanged(ifMatch, before);
        const patch = hooks.prepare ? hooks.prepare(actor, before, sent as Partial<Item>) : sent;
        const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
        await check(trx, actor, caseId, { ...before, ...changes });
        await repo.updateRecord(trx, kind, ids(actor, caseId), id, patch as Record<string, unknown>);
        const after = await findOrThrow(trx, actor, caseId, id);
        const touched = Object.fromEntries(Object.keys(changes).map((key) => [key, (after as Record<string, unknown>)[key]]));
        await audit.recordChange(trx, actor, {
          caseId: historyOf(caseId, after),
          entityType,
          entityId: id,
          before: snapshot(before),
          after: touched,
        });
        if (hooks.follow) await hooks.follow(trx, actor, caseOf(caseId), id, after);
        return after;
      });
    },

    remove: async (db, actor, givenCaseId, id, ifMatch) => {
      if (kind.editPermission) requirePermission(actor, kind.editPermission);
      if (kind.deletePermission) requirePermission(actor, kind.deletePermission);
      await db.transaction().execute(async (trx) => {
        const caseId = await caseOfRecord(trx, actor, givenCaseId, id);
        await lockParent(trx, actor, caseId);
        const before = await findOrThrow(trx, actor, caseId, id);
        assertUnchanged(ifMatch, before);
        if (hooks.checkDelete) await hooks.checkDelete(trx, actor, caseOf(caseId), before);
        if (hooks.follow) await hooks.follow(trx, actor, caseOf(caseId), id, null);
        const remove = async () => {
          await repo.deleteRecord(trx, kind, ids(actor, caseId), id);
          await audit.recordChange(trx, actor, {
            caseId: historyOf(caseId, before),
            entityType,
            entityId: id,
            before: snapshot(before),
            after: null,
          });
        };
        if (hooks.aroundRemove) await hooks.aroundRemove(trx, actor, caseOf(caseId), before, remove);
        else await remove();
      });
    },
  };
}
