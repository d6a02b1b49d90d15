// The case file: a case read, or created, together with everything that hangs off it (injuries,
// treatments, notes, documents, predictions) and its timeline. It sits above the parts, so none of
// them depends on another.
import {
  buildTimeline,
  ERROR_MESSAGES,
  injuryKind,
  noteKind,
  treatmentKind,
  type Case,
  type CaseCreateRequest,
  type CaseDetailResponse,
  type Treatment,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { getPredictionBeforeClose, insertNewCase, requireCase } from '../cases/service.js';
import { listCommunicationsForTimeline } from '../communications/service.js';
import { getCaseDocumentActivity } from '../documents/service.js';
import { injuries } from '../injuries/service.js';
import * as records from '../records/repository.js';
import { createIntakeBills, getCaseMoney, listNegotiationsForTimeline } from '../money/service.js';
import { attachNewCaseClient, getClientContact } from '../contacts/service.js';
import { noteCreator, notes } from '../notes/service.js';
import { treatments } from '../treatments/service.js';
import { findCaseRuleChanges } from '../deadlines/rule-change-service.js';
import { listSignatureRequestsForTimeline } from '../signatures/service.js';
import type { Database, Db } from '../../db/schema.js';

export async function getCaseFile(db: Db, actor: Actor, id: string): Promise<CaseDetailResponse> {
  const found = await requireCase(db, actor, id);
  const [
    caseInjuries,
    caseTreatments,
    caseNotes,
    { documents, deletedDocuments },
    latestPredictions,
    predictionBeforeClose,
    negotiations,
    ruleChanges,
    money,
    clientContact,
    communications,
    signatureRequests,
  ] = await Promise.all([
    injuries.read(db, actor.firmId, id),
    treatments.read(db, actor.firmId, id),
    notes.read(db, actor.firmId, id),
    getCaseDocumentActivity(db, actor.firmId, id),
    cases.findLatestPredictions(db, actor.firmId, [id]),
    getPredictionBeforeClose(db, actor, id),
    listNegotiationsForTimeline(db, actor.firmId, id),
    findCaseRuleChanges(db, actor.firmId, id),
    getCaseMoney(db, actor.firmId, found),
    getClientContact(db, actor, id),
    listCommunicationsForTimeline(db, actor.firmId, id),
    listSignatureRequestsForTimeline(db, actor.firmId, id),
  ]);
  const timeline = buildTimeline({
    case: found,
    injuries: caseInjuries,
    treatments: caseTreatments,
    notes: caseNotes,
    documents,
    deletedDocuments,
    negotiations,
    communications,
    signatureRequests,
    ruleChanges,
  });
  return {
    ...found,
    injuries: caseInjuries,
    treatments: caseTreatments,
    documents,
    caseNotes,
    latestPrediction: latestPredictions.get(id) ?? null,
    predictionBeforeClose,
    money,
    clientContact,
    timeline,
  };
}

/**
 * The case and the injuries, treatments and notes sent with it, in one transaction: any failure leaves
 * nothing saved. Each record gets the audit entry its own create would have written. Treatments typed with a
 * provider and a cost also become the Medical tab's providers and bills, so nobody types them twice.
 */
export async function createCaseFile(db: Kysely<Database>, actor: Actor, input: CaseCreateRequest): Promise<Case> {
  return db.transaction().execute(async (trx) => {
    const created = await insertNewCase(trx, actor, input);
    await attachNewCaseClient(trx, actor, created.id, input);
    const storedTreatments = await createCaseRecords(trx, actor, created.id, input);
    await createIntakeBills(trx, actor, created.id, storedTreatments, created.incidentDate ?? created.dateOpened);
    return created;
  });
}

/** One millisecond apart, so the lists (ordered by creation time) keep the order the user typed them in. */
function creationTimes(count: number): Date[] {
  const start = Date.now();
  return Array.from({ length: count }, (_, index) => new Date(start + index));
}

/** Writes the records and answers the stored treatments, in the order typed. */
async function createCaseRecords(trx: Db, actor: Actor, caseId: string, input: CaseCreateRequest): Promise<Treatment[]> {
  const injuryInputs = input.injuries ?? [];
  const injuryTimes = creationTimes(injuryInputs.length);
  const injuryIds = await records.insertRecords(
    trx,
    injuryKind,
    actor.firmId,
    injuryInputs.map((injury, index) => ({ caseId, values: injury, createdAt: injuryTimes[index] })),
  );
  const treatmentInputs = input.treatments ?? [];
  const treatmentTimes = creationTimes(treatmentInputs.length);
  const treatmentIds = await records.insertRecords(
    trx,
    treatmentKind,
    actor.firmId,
    treatmentInputs.map(({ injuryIndex, ...treatment }, index) => ({
      caseId,
      // The schema has checked the index against the injuries of this request.
      values: { ...treatment, injuryId: injuryIndex == null ? null : (injuryIds[injuryIndex] ?? null) },
      createdAt: treatmentTimes[index],
    })),
  );
  const noteInputs = input.caseNotes ?? [];
  const noteTimes = creationTimes(noteInputs.length);
  const noteIds = await records.insertRecords(
    trx,
    noteKind,
    actor.firmId,
    noteInputs.map((note, index) => ({
      caseId,
      values: { ...note, author: note.author ?? actor.userName },
      columns: noteCreator(actor),
      createdAt: noteTimes[index],
    })),
  );
  const [storedInjuries, storedTreatments, storedNotes] = await Promise.all([
    injuryIds.length ? injuries.read(trx, actor.firmId, caseId) : [],
    treatmentIds.length ? treatments.read(trx, actor.firmId, caseId) : [],
    noteIds.length ? notes.read(trx, actor.firmId, caseId) : [],
  ]);
  const audited = [
    ...injuryIds.map((entityId) => ({
      entityType: 'injury' as const,
      entityId,
      after: storedInjuries.find((record) => record.id === entityId),
    })),
    ...treatmentIds.map((entityId) => ({
      entityType: 'treatment' as const,
      entityId,
      after: storedTreatments.find((record) => record.id === entityId),
    })),
    ...noteIds.map((entityId) => ({ entityType: 'note' as const, entityId, after: storedNotes.find((record) => record.id === entityId) })),
  ];
  for (const entry of audited) {
    if (!entry.after) throw new AppError(500, 'NO_DATA_RETURNED', ERROR_MESSAGES.noDataReturned);
    await audit.recordChange(trx, actor, {
      caseId,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: null,
      after: entry.after,
    });
  }
  return storedTreatments;
}
