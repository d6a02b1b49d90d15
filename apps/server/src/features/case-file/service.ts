// The case file: a case read together with everything that hangs off it (injuries, treatments, notes,
// documents, predictions) and its timeline. It sits above the parts, so none of them depends on another.
import { buildTimeline, type CaseDetailResponse } from '@casecast/domain';
import type { CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import * as cases from '../cases/repository.js';
import { requireCase } from '../cases/service.js';
import { getCaseDocumentActivity } from '../documents/service.js';
import * as injuries from '../injuries/repository.js';
import * as notes from '../notes/repository.js';
import * as treatments from '../treatments/repository.js';

export async function getCaseFile(db: CaseDb, actor: Actor, id: string): Promise<CaseDetailResponse> {
  const found = await requireCase(db, actor, id);
  const [caseInjuries, caseTreatments, caseNotes, { documents, deletedDocuments }, latestPredictions, predictionBeforeClose] = await Promise.all([
    injuries.listInjuriesForCase(db, actor.firmId, id),
    treatments.listTreatmentsForCase(db, actor.firmId, id),
    notes.listNotesForCase(db, actor.firmId, id),
    getCaseDocumentActivity(db, actor.firmId, id),
    cases.findLatestPredictions(db, actor.firmId, [id]),
    cases.findPredictionBeforeClose(db, actor.firmId, id),
  ]);
  const timeline = buildTimeline({ case: found, injuries: caseInjuries, treatments: caseTreatments, notes: caseNotes, documents, deletedDocuments });
  return { ...found, injuries: caseInjuries, treatments: caseTreatments, documents, caseNotes, latestPrediction: latestPredictions.get(id) ?? null, predictionBeforeClose, timeline };
}
