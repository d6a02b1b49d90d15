// Injury use cases: list, add, change and remove a case's injuries; each change audited in its transaction.
import type { Injury, InjuryCreate, InjuryUpdate } from '@casecast/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import { caseNotFound } from '../cases/service.js';
import * as cases from '../cases/repository.js';
import type { Actor } from '../../http/actor.js';
import * as repo from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import { lockRow } from '../../db/record-version.js';
import type { Database, Db } from '../../db/schema.js';

const injuryNotFound = () => notFound('Injury not found');

export async function listInjuries(db: Db, actor: Actor, caseId: string): Promise<Injury[]> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  return repo.listInjuriesForCase(db, actor.firmId, caseId);
}

export async function createInjury(db: Kysely<Database>, actor: Actor, caseId: string, input: InjuryCreate): Promise<Injury> {
  return db.transaction().execute(async (trx) => {
    if (!(await cases.caseExists(trx, actor.firmId, caseId))) throw caseNotFound();
    const [id] = await repo.insertInjuries(trx, actor.firmId, [{ ...input, caseId }]);
    const created = id ? await repo.findInjury(trx, actor.firmId, id) : undefined;
    if (!created) throw injuryNotFound();
    await audit.recordChange(trx, actor, { caseId, entityType: 'injury', entityId: created.id, before: null, after: created });
    return created;
  });
}

export async function updateInjury(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  patch: InjuryUpdate,
  ifMatch?: IfMatch,
): Promise<Injury> {
  return db.transaction().execute(async (trx) => {
    if (ifMatch !== undefined) await lockRow(trx, 'injury', actor.firmId, id);
    const before = await repo.findInjury(trx, actor.firmId, id);
    if (!before) throw injuryNotFound();
    assertUnchanged(ifMatch, before);
    await repo.updateInjury(trx, actor.firmId, id, patch);
    const after = await repo.findInjury(trx, actor.firmId, id);
    if (!after) throw injuryNotFound();
    const touched = Object.fromEntries(Object.keys(patch).map((key) => [key, after[key as keyof Injury]]));
    await audit.recordChange(trx, actor, { caseId: after.caseId, entityType: 'injury', entityId: id, before, after: touched });
    return after;
  });
}

export async function deleteInjury(db: Kysely<Database>, actor: Actor, id: string, ifMatch?: IfMatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (ifMatch !== undefined) await lockRow(trx, 'injury', actor.firmId, id);
    const before = await repo.findInjury(trx, actor.firmId, id);
    if (!before) throw injuryNotFound();
    assertUnchanged(ifMatch, before);
    const unlinked = await repo.listTreatmentIdsLinkedToInjury(trx, actor.firmId, id);
    await repo.deleteInjury(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId: before.caseId, entityType: 'injury', entityId: id, before, after: null });
    // The treatments stay on the case; the history says they lost their link, and to what.
    for (const treatmentId of unlinked) {
      await audit.recordChange(trx, actor, {
        caseId: before.caseId,
        entityType: 'treatment',
        entityId: treatmentId,
        before: { injuryId: id },
        after: { injuryId: null },
      });
    }
  });
}
