// Party use cases: list, add, change and remove a case's parties; each change audited, and the case's
// computed deadlines follow in the same transaction (a government defendant owes a notice of claim).
import {
  CLAIM_DATE_FIELDS,
  type ClaimDateField,
  findClaimDateIssue,
  GOVERNMENT_LEVEL_KIND_MESSAGE,
  latestTodayIsoDate,
  type Party,
  type PartyCreate,
  type PartyUpdate,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { badRequest, fieldError, notFound } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { refreshComputedDeadlines } from '../deadlines/service.js';
import { recordPartyPoliciesRemoved } from '../money/service.js';
import { assertContactOfFirm } from '../contacts/service.js';
import * as repo from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import type { Database, Db } from '../../db/schema.js';

const partyNotFound = () => notFound('Party not found');

export async function listParties(db: Db, actor: Actor, caseId: string): Promise<Party[]> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  return repo.listPartiesForCase(db, actor.firmId, caseId);
}

/** The case row is locked first, so party changes and case edits of one case recompute its deadlines one at a time. */
async function lockCase(trx: Db, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
}

export async function createParty(db: Kysely<Database>, actor: Actor, caseId: string, input: PartyCreate): Promise<Party> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    await assertContactOfFirm(trx, actor, input.contactId);
    const id = await repo.insertParty(trx, actor.firmId, caseId, input);
    const created = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!created) throw partyNotFound();
    await audit.recordChange(trx, actor, { caseId, entityType: 'party', entityId: id, before: null, after: created });
    await refreshComputedDeadlines(trx, actor, caseId);
    return created;
  });
}

/**
 * The patch as stored: a government level or claim date named with a kind that is not a government is refused, and
 * one left over from before is cleared when the party stops being a government. A change between government levels
 * keeps the claim dates: the claim was presented to that government whatever its level. The claim dates are checked
 * as they will be stored (neither entered in the future, the denial not before the filing).
 */
function withGovernmentFields(before: Party, patch: PartyUpdate, today: string): PartyUpdate {
  const kind = patch.kind ?? before.kind;
  if (patch.governmentLevel != null && kind !== 'government') throw badRequest(GOVERNMENT_LEVEL_KIND_MESSAGE, 'VALIDATION_ERROR');
  const next: PartyUpdate = { ...patch };
  if (kind !== 'government') {
    if (before.governmentLevel !== null) next.governmentLevel = null;
    for (const field of CLAIM_DATE_FIELDS) if (patch[field] == null && before[field] !== null) next[field] = null;
  }
  const stored = (field: ClaimDateField): string | null => {
    const value = next[field];
    return value === undefined ? before[field] : value;
  };
  const changed = CLAIM_DATE_FIELDS.filter((field) => patch[field] != null);
  const issue = findClaimDateIssue(
    { kind, claimFiledOn: stored('claimFiledOn'), claimDeniedOn: stored('claimDeniedOn') },
    { today, changed },
  );
  if (issue) throw fieldError(issue.path, issue.message);
  return next;
}

export async function updateParty(
  db: Kysely<Database>,
  actor: Actor,
  caseId: string,
  id: string,
  patch: PartyUpdate,
  ifMatch?: IfMatch,
): Promise<Party> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const before = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!before) throw partyNotFound();
    assertUnchanged(ifMatch, before);
    patch = withGovernmentFields(before, patch, latestTodayIsoDate());
    await assertContactOfFirm(trx, actor, patch.contactId);
    await repo.updateParty(trx, actor.firmId, id, patch);
    const after = await repo.findParty(trx, actor.firmId, caseId, id);
    if (!after) throw partyNotFound();
    const touched = Object.fromEntries(Object.keys(patch).map((key) => [key, after[key as keyof Party]]));
    await audit.recordChange(trx, actor, { caseId, entityType: 'party', entityId: id, before, after: touched });
    await refreshComputedDeadlines(trx, actor, caseId);
    return after;
  });
}

export async function deleteParty(db: Kysely<Database>, actor: Actor, caseId: string, id: string, ifMatch?: IfMatch): Promise<void> {
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
