// Case use cases: list, read, create, change, delete; each change audited in its transaction.
import {
  ARCHIVED_CASE_MESSAGE,
  ARCHIVE_RETENTION_YEARS,
  ERROR_MESSAGES,
  archiveRetainedUntil,
  archivesOnDelete,
  type ArchivedCaseList,
  type CaseArchivedResponse,
  SETTLEMENT_FACTS_REQUIRED_MESSAGE,
  missingSettlementFacts,
  type Case,
  type CaseCreate,
  type CaseListQuery,
  type CaseListResponse,
  type CaseUpdate,
  type PredictionSummary,
  requestedPhase,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as attorneys from '../attorneys/repository.js';
import * as audit from '../audit/service.js';
import { refreshComputedDeadlines } from '../deadlines/service.js';
import { decodeCaseListCursor, encodeCaseListCursor } from './list-cursor.js';
import * as repo from './repository.js';
import type { Actor } from '../../http/actor.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import type { Database, Db } from '../../db/schema.js';

export const caseNotFound = () => notFound(ERROR_MESSAGES.caseNotFound);

export async function listCases(db: Db, actor: Actor, query: CaseListQuery): Promise<CaseListResponse> {
  const after = query.cursor ? decodeCaseListCursor(query.cursor, query) : undefined;
  const { items, total, totalAll, last } = await repo.listCases(db, actor.firmId, {
    ...query,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    after,
  });
  const predictions = await repo.findLatestPredictions(
    db,
    actor.firmId,
    items.map((item) => item.id),
  );
  return {
    items: items.map((item) => ({ ...item, latestPrediction: predictions.get(item.id) ?? null })),
    total,
    totalAll,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor: last ? encodeCaseListCursor(query, last) : null,
  };
}

/** The case, or 404 exactly as for a case that does not exist (another firm's included). */
export async function requireCase(db: Db, actor: Actor, id: string): Promise<Case> {
  const found = await repo.findCase(db, actor.firmId, id);
  if (!found) throw caseNotFound();
  return found;
}

async function requireFirmAttorney(db: Db, firmId: string, attorneyId: string | null | undefined): Promise<void> {
  if (attorneyId == null) return;
  if (!(await attorneys.findAttorney(db, firmId, attorneyId))) throw badRequest('Attorney not found', 'VALIDATION_ERROR');
}

/** Inserts a new case, its audit entry and its computed deadlines inside the caller's transaction (the case file adds its parts in the same one). */
export async function insertNewCase(trx: Db, actor: Actor, input: CaseCreate): Promise<Case> {
  await requireFirmAttorney(trx, actor.firmId, input.attorneyId);
  const id = await repo.insertCase(trx, actor.firmId, input);
  const created = id ? await repo.findCase(trx, actor.firmId, id) : undefined;
  if (!created) throw new AppError(500, 'NO_DATA_RETURNED', ERROR_MESSAGES.noDataReturned);
  await audit.recordChange(trx, actor, { caseId: id, entityType: 'case', entityId: id, before: null, after: created });
  await refreshComputedDeadlines(trx, actor, id);
  return created;
}

/** The case fields the computed deadlines are computed from. */
const DEADLINE_FACTS = [
  'state',
  'incidentDate',
  'clientDateOfBirth',
  'dateOfDeath',
  'caseType',
  'propertyDamageAmount',
] as const satisfies ReadonlyArray<keyof CaseUpdate>;

function pickChanged(record: Case, patch: CaseUpdate): Record<string, unknown> {
  const keys = Object.keys(patch).filter((key) => patch[key as keyof CaseUpdate] !== undefined);
  const picked: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, record[key as keyof Case]]));
  if ('attorneyId' in picked) picked.attorneyName = record.attorneyName;
  return picked;
}

/** The old status field (already read as a phase) becomes phase, so the change is stored and audited as one. */
function withPhase(input: CaseUpdate): CaseUpdate {
  const { status: _status, ...rest } = input;
  const phase = requestedPhase(input);
  return phase === undefined ? rest : { ...rest, phase };
}

export async function updateCase(db: Kysely<Database>, actor: Actor, id: string, patch: CaseUpdate, ifMatch?: IfMatch): Promise<Case> {
  return db.transaction().execute(async (trx) => (await updateCaseIn(trx, actor, id, patch, ifMatch)).after);
}

/** updateCase inside the caller's transaction; returns the case as it was and as it is now. */
export async function updateCaseIn(
  trx: Db,
  actor: Actor,
  id: string,
  input: CaseUpdate,
  ifMatch?: IfMatch,
): Promise<{ before: Case; after: Case }> {
  const patch = withPhase(input);
  const before = await repo.findCaseForUpdate(trx, actor.firmId, id);
  if (!before) throw caseNotFound();
  assertUnchanged(ifMatch, before);
  // A partial update may move one date past the other: check the pair as it will be stored.
  const dateOpened = patch.dateOpened ?? before.dateOpened;
  const dateClosed = patch.dateClosed === undefined ? before.dateClosed : patch.dateClosed;
  if (dateClosed && dateClosed < dateOpened) throw badRequest('Date closed cannot be before date opened', 'VALIDATION_ERROR');
  // Marking a case Settled (or changing a settled case's amount or date) needs both, as the case will be stored.
  if (patch.phase !== undefined || patch.actualSettlement !== undefined || patch.dateClosed !== undefined) {
    const actualSettlement = patch.actualSettlement === undefined ? before.actualSettlement : patch.actualSettlement;
    const missing = missingSettlementFacts({ status: patch.phase ?? before.phase, actualSettlement, dateClosed });
    if (missing.length > 0)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        SETTLEMENT_FACTS_REQUIRED_MESSAGE,
        {},
        missing.map((path) => ({ path, message: SETTLEMENT_FACTS_REQUIRED_MESSAGE })),
      );
  }
  await requireFirmAttorney(trx, actor.firmId, patch.attorneyId);
  await repo.updateCase(trx, actor.firmId, id, patch);
  const after = await repo.findCase(trx, actor.firmId, id);
  if (!after) throw caseNotFound();
  await audit.recordChange(trx, actor, {
    caseId: id,
    entityType: 'case',
    entityId: id,
    before: { ...before },
    after: pickChanged(after, patch),
  });
  if (DEADLINE_FACTS.some((field) => patch[field] !== undefined)) await refreshComputedDeadlines(trx, actor, id);
  return { before, after };
}

/**
 * Deletes a case, or archives it when it is settled or has a closing statement: archived, it leaves the list but keeps
 * every record and statement version. An archived case is deleted for good only after the retention period.
 */
export async function deleteCase(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  ifMatch?: IfMatch,
  now: Date = new Date(),
): Promise<CaseArchivedResponse | null> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findCaseForUpdate(trx, actor.firmId, id);
    if (!before) throw caseNotFound();
    requirePermission(actor, 'case.delete');
    assertUnchanged(ifMatch, before);
    if (before.archivedAt) {
      const retainedUntil = archiveRetainedUntil(before.archivedAt);
      if (now.toISOString().slice(0, 10) < retainedUntil) {
        throw new AppError(
          409,
          'CASE_RETAINED',
          `This archived case is kept until ${retainedUntil} (${ARCHIVE_RETENTION_YEARS} years after archiving): its closing statements are trust account records.`,
        );
      }
    } else if (archivesOnDelete(before, await repo.countStatementVersions(trx, actor.firmId, id))) {
      await repo.archiveCase(trx, actor.firmId, id, actor.userId);
      const after = await repo.findCase(trx, actor.firmId, id);
      const archivedAt = after?.archivedAt ?? now.toISOString();
      await audit.recordChange(trx, actor, {
        caseId: id,
        entityType: 'case',
        entityId: id,
        before: { archivedAt: null },
        after: { archivedAt },
      });
      return { archived: true as const, archivedAt, retainedUntil: archiveRetainedUntil(archivedAt), message: ARCHIVED_CASE_MESSAGE };
    }
    await repo.deleteCase(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId: id, entityType: 'case', entityId: id, before, after: null });
    return null;
  });
}

/** Puts an archived case back on the list. */
export async function restoreCase(db: Kysely<Database>, actor: Actor, id: string, ifMatch?: IfMatch): Promise<Case> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findCaseForUpdate(trx, actor.firmId, id);
    if (!before) throw caseNotFound();
    requirePermission(actor, 'case.delete');
    assertUnchanged(ifMatch, before);
    if (!before.archivedAt) throw new AppError(409, 'CASE_NOT_ARCHIVED', 'This case is not archived.');
    await repo.restoreCase(trx, actor.firmId, id);
    const after = await repo.findCase(trx, actor.firmId, id);
    if (!after) throw caseNotFound();
    await audit.recordChange(trx, actor, {
      caseId: id,
      entityType: 'case',
      entityId: id,
      before: { archivedAt: before.archivedAt },
      after: { archivedAt: null },
    });
    return after;
  });
}

const ARCHIVED_LIST_LIMIT = 500;

/** The firm's archived cases, newest first; `truncated` when there are more than the list shows. */
export async function listArchivedCases(db: Db, actor: Actor): Promise<ArchivedCaseList> {
  const rows = await repo.listArchivedCases(db, actor.firmId, ARCHIVED_LIST_LIMIT + 1);
  return {
    items: rows
      .slice(0, ARCHIVED_LIST_LIMIT)
      .map((row) => ({ ...row, status: row.phase, retainedUntil: archiveRetainedUntil(row.archivedAt) })),
    truncated: rows.length > ARCHIVED_LIST_LIMIT,
  };
}

/**
 * The latest prediction made on or before the day the case closed: what its actual settlement is compared with; null
 * while the case is open. Read here only: the case file and the prediction history both show it.
 */
export async function getPredictionBeforeClose(db: Db, actor: Actor, caseId: string): Promise<PredictionSummary | null> {
  return repo.findPredictionBeforeClose(db, actor.firmId, caseId);
}

export async function getCaseHistory(db: Db, actor: Actor, id: string) {
  return audit.getCaseHistory(db, actor, id, await repo.caseExists(db, actor.firmId, id));
}
