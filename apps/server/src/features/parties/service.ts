// Party use cases: list, add, change and remove a case's parties; each change audited, and the case's
// computed deadlines follow in the same transaction (a government defendant owes a notice of claim).
import { CLAIM_DENIED_LEVEL_MESSAGE, GOVERNMENT_LEVEL_KIND_MESSAGE, type Party, type PartyCreate, type PartyUpdate } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { refreshComputedDeadlines } from '../deadlines/service.js';
import { recordPartyPoliciesRemoved } from '../money/service.js';
import * as repo from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';

const partyNotFound = () => notFound('Party not found');

export async function listParties(db: CaseDb, actor: Actor, caseId: string): Promise<Party[]> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  return repo.listPartiesForCase(db, actor.firmId, caseId);
}

/** The case row is locked first, so party changes and case edits of one case recompute its deadlines one at a time. */
async function lockCase(trx: CaseDb, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
}

export async function createParty(db: Kysely<CaseDatabase>, actor: Actor, caseId: string, input: PartyCreate): Promise<Party> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const id = await repo.insertParty(trx, actor.firmId, caseId, input);
    const created = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!created) throw partyNotFound();
    await audit.recordChange(trx, actor, { caseId, entityType: 'party', entityId: id, before: null, after: created });
    await refreshComputedDeadlines(trx, actor, caseId);
    return created;
  });
}

/**
 * The patch as stored: a government level named with a kind that is not a government (or a denial date on a party
 * that is not federal) is refused; one left over from before is cleared when the kind or level changes away.
 */
function withGovernmentFields(before: Party, patch: PartyUpdate): PartyUpdate {
  const kind = patch.kind ?? before.kind;
  const level = patch.governmentLevel !== undefined ? patch.governmentLevel : before.governmentLevel;
  if (patch.governmentLevel != null && kind !== 'government') throw badRequest(GOVERNMENT_LEVEL_KIND_MESSAGE, 'VALIDATION_ERROR');
  if (patch.claimDeniedOn != null && (kind !== 'government' || level !== 'federal')) {
    throw badRequest(CLAIM_DENIED_LEVEL_MESSAGE, 'VALIDATION_ERROR');
  }
  const next: PartyUpdate = { ...patch };
  if (kind !== 'government' && before.governmentLevel !== null) next.governmentLevel = null;
  if ((kind !== 'government' || level !== 'federal') && before.claimDeniedOn !== null) next.claimDeniedOn = null;
  return next;
}

export async function updateParty(db: Kysely<CaseDatabase>, actor: Actor, caseId: string, id: string, patch: PartyUpdate, ifMatch?: IfMatch): Promise<Party> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const before = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!before) throw partyNotFound();
    assertUnchanged(ifMatch, before);
    patch = withGovernmentFields(before, patch);
    await repo.updateParty(trx, actor.firmId, id, patch);
    const after = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!after) throw partyNotFound();
    const touched = Object.fromEntries(Object.keys(patch).map((key) => [key, after[key as keyof Party]]));
    await audit.recordChange(trx, actor, { caseId, entityType: 'party', entityId: id, before, after: touched });
    await refreshComputedDeadlines(trx, actor, caseId);
    return after;
  });
}

export async function deleteParty(db: Kysely<CaseDatabase>, actor: Actor, caseId: string, id: string, ifMatch?: IfMatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const before = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!before) throw partyNotFound();
    assertUnchanged(ifMatch, before);
    // The party's insurance policies go with it (migration 0015's cascade); each is recorded as removed.
    await recordPartyPoliciesRemoved(trx, actor, caseId, id);
    await repo.deleteParty(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId, entityType: 'party', entityId: id, before, after: null });
    await refreshComputedDeadlines(trx, actor, caseId);
  });
}
