// Case use cases: list, read with everything hanging off it, create, change, delete; each change audited in its transaction.
import {
  buildTimeline,
  ERROR_MESSAGES,
  type Case,
  type CaseCreateRequest,
  type CaseDetailResponse,
  type CaseListQuery,
  type CaseListResponse,
  type CaseUpdate,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import * as attorneys from '../attorneys/repository.js';
import * as audit from '../audit/service.js';
import { getCaseDocumentActivity } from '../documents/service.js';
import * as injuries from '../injuries/repository.js';
import * as notes from '../notes/repository.js';
import * as treatments from '../treatments/repository.js';
import * as repo from './repository.js';
import type { Actor, CaseDatabase, CaseDb } from './tables.js';

export const caseNotFound = () => notFound(ERROR_MESSAGES.caseNotFound);

export async function listCases(db: CaseDb, actor: Actor, query: CaseListQuery): Promise<CaseListResponse> {
  const { items, total, totalAll } = await repo.listCases(db, actor.firmId, query);
  const predictions = await repo.findLatestPredictions(db, actor.firmId, items.map((item) => item.id));
  return { items: items.map((item) => ({ ...item, latestPrediction: predictions.get(item.id) ?? null })), total, totalAll, page: query.page, pageSize: query.pageSize };
}

/** The case, or 404 exactly as for a case that does not exist (another firm's included). */
export async function requireCase(db: CaseDb, actor: Actor, id: string): Promise<Case> {
  const found = await repo.findCase(db, actor.firmId, id);
  if (!found) throw caseNotFound();
  return found;
}

export async function getCaseDetail(db: CaseDb, actor: Actor, id: string): Promise<CaseDetailResponse> {
  const found = await requireCase(db, actor, id);
  const [caseInjuries, caseTreatments, caseNotes, { documents, deletedDocuments }] = await Promise.all([
    injuries.listInjuriesForCase(db, actor.firmId, id),
    treatments.listTreatmentsForCase(db, actor.firmId, id),
    notes.listNotesForCase(db, actor.firmId, id),
    getCaseDocumentActivity(db, actor.firmId, id),
  ]);
  const [latestPredictions, predictionBeforeClose] = await Promise.all([repo.findLatestPredictions(db, actor.firmId, [id]), repo.findPredictionBeforeClose(db, actor.firmId, id)]);
  const timeline = buildTimeline({ case: found, injuries: caseInjuries, treatments: caseTreatments, notes: caseNotes, documents, deletedDocuments });
  return { ...found, injuries: caseInjuries, treatments: caseTreatments, documents, caseNotes, latestPrediction: latestPredictions.get(id) ?? null, predictionBeforeClose, timeline };
}

async function requireFirmAttorney(db: CaseDb, firmId: string, attorneyId: string | null | undefined): Promise<void> {
  if (attorneyId == null) return;
  if (!(await attorneys.findAttorney(db, firmId, attorneyId))) throw badRequest('Attorney not found', 'VALIDATION_ERROR');
}

/**
 * The case and the injuries, treatments and notes sent with it, in one transaction: any failure leaves
 * nothing saved. Each record gets the audit entry its own create would have written.
 */
export async function createCase(db: Kysely<CaseDatabase>, actor: Actor, input: CaseCreateRequest): Promise<Case> {
  return db.transaction().execute(async (trx) => {
    await requireFirmAttorney(trx, actor.firmId, input.attorneyId);
    const id = await repo.insertCase(trx, actor.firmId, input);
    const created = id ? await repo.findCase(trx, actor.firmId, id) : undefined;
    if (!created) throw new AppError(500, 'NO_DATA_RETURNED', ERROR_MESSAGES.noDataReturned);
    await audit.recordChange(trx, actor, { caseId: id, entityType: 'case', entityId: id, before: null, after: created });
    await createCaseRecords(trx, actor, id, input);
    return created;
  });
}

/** One millisecond apart, so the lists (ordered by creation time) keep the order the user typed them in. */
function creationTimes(count: number): Date[] {
  const start = Date.now();
  return Array.from({ length: count }, (_, index) => new Date(start + index));
}

async function createCaseRecords(trx: CaseDb, actor: Actor, caseId: string, input: CaseCreateRequest): Promise<void> {
  const injuryInputs = input.injuries ?? [];
  const injuryTimes = creationTimes(injuryInputs.length);
  const injuryIds = await injuries.insertInjuries(
    trx,
    actor.firmId,
    injuryInputs.map((injury, index) => ({ ...injury, caseId, createdAt: injuryTimes[index] })),
  );
  const treatmentInputs = input.treatments ?? [];
  const treatmentTimes = creationTimes(treatmentInputs.length);
  const treatmentIds = await treatments.insertTreatments(
    trx,
    actor.firmId,
    treatmentInputs.map(({ injuryIndex, ...treatment }, index) => ({
      ...treatment,
      // The schema has checked the index against the injuries of this request.
      injuryId: injuryIndex == null ? null : (injuryIds[injuryIndex] ?? null),
      caseId,
      createdAt: treatmentTimes[index],
    })),
  );
  const noteTimes = creationTimes(input.caseNotes?.length ?? 0);
  const noteIds: string[] = [];
  for (const [index, note] of (input.caseNotes ?? []).entries()) {
    noteIds.push(await notes.insertNote(trx, actor.firmId, { caseId, content: note.content, author: note.author ?? actor.userName, createdBy: actor.userId, createdAt: noteTimes[index] }));
  }
  const [storedInjuries, storedTreatments, storedNotes] = await Promise.all([
    injuryIds.length ? injuries.listInjuriesForCase(trx, actor.firmId, caseId) : [],
    treatmentIds.length ? treatments.listTreatmentsForCase(trx, actor.firmId, caseId) : [],
    noteIds.length ? notes.listNotesForCase(trx, actor.firmId, caseId) : [],
  ]);
  const audited = [
    ...injuryIds.map((entityId) => ({ entityType: 'injury' as const, entityId, after: storedInjuries.find((record) => record.id === entityId) })),
    ...treatmentIds.map((entityId) => ({ entityType: 'treatment' as const, entityId, after: storedTreatments.find((record) => record.id === entityId) })),
    ...noteIds.map((entityId) => ({ entityType: 'note' as const, entityId, after: storedNotes.find((record) => record.id === entityId) })),
  ];
  for (const entry of audited) {
    if (!entry.after) throw new AppError(500, 'NO_DATA_RETURNED', ERROR_MESSAGES.noDataReturned);
    await audit.recordChange(trx, actor, { caseId, entityType: entry.entityType, entityId: entry.entityId, before: null, after: entry.after });
  }
}

function pickChanged(record: Case, patch: CaseUpdate): Record<string, unknown> {
  const keys = Object.keys(patch).filter((key) => patch[key as keyof CaseUpdate] !== undefined);
  const picked: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, record[key as keyof Case]]));
  if ('attorneyId' in picked) picked.attorneyName = record.attorneyName;
  return picked;
}

export async function updateCase(db: Kysely<CaseDatabase>, actor: Actor, id: string, patch: CaseUpdate): Promise<Case> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findCaseForUpdate(trx, actor.firmId, id);
    if (!before) throw caseNotFound();
    // A partial update may move one date past the other: check the pair as it will be stored.
    const dateOpened = patch.dateOpened ?? before.dateOpened;
    const dateClosed = patch.dateClosed === undefined ? before.dateClosed : patch.dateClosed;
    if (dateClosed && dateClosed < dateOpened) throw badRequest('Date closed cannot be before date opened', 'VALIDATION_ERROR');
    await requireFirmAttorney(trx, actor.firmId, patch.attorneyId);
    await repo.updateCase(trx, actor.firmId, id, patch);
    const after = await repo.findCase(trx, actor.firmId, id);
    if (!after) throw caseNotFound();
    await audit.recordChange(trx, actor, { caseId: id, entityType: 'case', entityId: id, before: { ...before }, after: pickChanged(after, patch) });
    return after;
  });
}

export async function deleteCase(db: Kysely<CaseDatabase>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findCaseForUpdate(trx, actor.firmId, id);
    if (!before) throw caseNotFound();
    await repo.deleteCase(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId: id, entityType: 'case', entityId: id, before, after: null });
  });
}

export async function getCaseHistory(db: CaseDb, actor: Actor, id: string) {
  return audit.getCaseHistory(db, actor, id, await repo.caseExists(db, actor.firmId, id));
}
