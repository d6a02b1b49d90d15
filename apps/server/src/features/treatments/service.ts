// Treatment use cases: list, add, change and remove a case's treatments; each change audited in its transaction.
import type { Treatment, TreatmentCreate, TreatmentUpdate } from '@casecast/domain';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import { caseNotFound } from '../cases/service.js';
import * as cases from '../cases/repository.js';
import type { Actor } from '../../http/actor.js';
import { injuryKind } from '@casecast/domain';
import { findRecordCaseId } from '../records/repository.js';
import * as repo from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import { lockRow } from '../../db/record-version.js';
import type { Database, Db } from '../../db/schema.js';

const treatmentNotFound = () => notFound('Treatment not found');

export async function listTreatments(db: Db, actor: Actor, caseId: string): Promise<Treatment[]> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  return repo.listTreatmentsForCase(db, actor.firmId, caseId);
}

/** A treatment may name an injury only of its own case. */
async function requireCaseInjury(db: Db, actor: Actor, caseId: string, injuryId: string | null | undefined): Promise<void> {
  if (injuryId == null) return;
  if ((await findRecordCaseId(db, injuryKind, actor.firmId, injuryId)) !== caseId)
    throw badRequest('Please select an injury', 'VALIDATION_ERROR');
}

export async function createTreatment(db: Kysely<Database>, actor: Actor, caseId: string, input: TreatmentCreate): Promise<Treatment> {
  return db.transaction().execute(async (trx) => {
    if (!(await cases.caseExists(trx, actor.firmId, caseId))) throw caseNotFound();
    return insertTreatment(trx, actor, caseId, input);
  });
}

/** Adds a treatment to a case in the caller's transaction (the case known to be the firm's), with its history entry. */
export async function insertTreatment(trx: Db, actor: Actor, caseId: string, input: TreatmentCreate): Promise<Treatment> {
  await requireCaseInjury(trx, actor, caseId, input.injuryId);
  const [id] = await repo.insertTreatments(trx, actor.firmId, [{ ...input, caseId }]);
  const created = id ? await repo.findTreatment(trx, actor.firmId, id) : undefined;
  if (!created) throw treatmentNotFound();
  await audit.recordChange(trx, actor, { caseId, entityType: 'treatment', entityId: created.id, before: null, after: created });
  return created;
}

export async function updateTreatment(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  patch: TreatmentUpdate,
  ifMatch?: IfMatch,
): Promise<Treatment> {
  return db.transaction().execute(async (trx) => {
    if (ifMatch !== undefined) await lockRow(trx, 'treatment', actor.firmId, id);
    const before = await repo.findTreatment(trx, actor.firmId, id);
    if (!before) throw treatmentNotFound();
    assertUnchanged(ifMatch, before);
    await requireCaseInjury(trx, actor, before.caseId, patch.injuryId);
    const startDate = patch.startDate ?? before.startDate;
    const endDate = patch.endDate === undefined ? before.endDate : patch.endDate;
    if (startDate && endDate && endDate < startDate) throw badRequest('End date cannot be before start date', 'VALIDATION_ERROR');
    await repo.updateTreatment(trx, actor.firmId, id, patch);
    const after = await repo.findTreatment(trx, actor.firmId, id);
    if (!after) throw treatmentNotFound();
    const touched = Object.fromEntries(Object.keys(patch).map((key) => [key, after[key as keyof Treatment]]));
    await audit.recordChange(trx, actor, { caseId: after.caseId, entityType: 'treatment', entityId: id, before, after: touched });
    return after;
  });
}

export async function deleteTreatment(db: Kysely<Database>, actor: Actor, id: string, ifMatch?: IfMatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (ifMatch !== undefined) await lockRow(trx, 'treatment', actor.firmId, id);
    const before = await repo.findTreatment(trx, actor.firmId, id);
    if (!before) throw treatmentNotFound();
    assertUnchanged(ifMatch, before);
    await repo.deleteTreatment(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId: before.caseId, entityType: 'treatment', entityId: id, before, after: null });
  });
}
