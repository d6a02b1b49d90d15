// A case's parties: the party record kind's operations (records feature). A government party's level and claim dates
// go with its kind, a party may name a contact of the firm's directory, and the case's computed deadlines follow each
// change in the same transaction (a government defendant owes a notice of claim).
import {
  CLAIM_DATE_FIELDS,
  checkParty,
  type ClaimDateField,
  latestTodayIsoDate,
  partyKind,
  type Party,
  type PartyCreate,
  type PartyUpdate,
} from '@casecast/domain';
import { AppError } from '../../http/errors.js';
import { describeIssues } from '../../http/error-handler.js';
import { assertContactOfFirm } from '../contacts/service.js';
import { refreshComputedDeadlines } from '../deadlines/service.js';
import { recordPartyPoliciesRemoved } from '../money/service.js';
import { recordOperations } from '../records/service.js';

type GovernmentFields = Pick<Party, 'kind' | 'governmentLevel' | ClaimDateField>;

/** A new party's values before it has any: a new party is checked as a change to nothing. */
const NO_PARTY: GovernmentFields = { kind: 'person', governmentLevel: null, claimFiledOn: null, claimDeniedOn: null };

/**
 * The change as stored: a government level or claim date named with a kind that is not a government is refused, and
 * one left over from before is cleared when the party stops being a government. A change between government levels
 * keeps the claim dates: the claim was presented to that government whatever its level. The claim dates are checked
 * as they will be stored, and only those entered now against today; the first issue answers 400 naming its field.
 */
function withGovernmentFields(before: GovernmentFields, change: Partial<Party>, today: string): Partial<Party> {
  const kind = change.kind ?? before.kind;
  const next: Partial<Party> = { ...change };
  if (kind !== 'government') {
    if (change.governmentLevel == null && before.governmentLevel !== null) next.governmentLevel = null;
    for (const field of CLAIM_DATE_FIELDS) if (change[field] == null && before[field] !== null) next[field] = null;
  }
  const stored = <K extends 'governmentLevel' | ClaimDateField>(field: K): GovernmentFields[K] => {
    const value = next[field];
    return value === undefined ? before[field] : (value as GovernmentFields[K]);
  };
  const [issue] = checkParty(
    { kind, governmentLevel: stored('governmentLevel'), claimFiledOn: stored('claimFiledOn'), claimDeniedOn: stored('claimDeniedOn') },
    { today, changed: CLAIM_DATE_FIELDS.filter((field) => change[field] != null) },
  );
  if (issue) throw new AppError(400, 'VALIDATION_ERROR', describeIssues([{ path: [issue.path], message: issue.message }]), {}, [issue]);
  return next;
}

export const parties = recordOperations<Party, PartyCreate, PartyUpdate>(partyKind, {
  prepare: (_actor, before, change) => withGovernmentFields(before ?? NO_PARTY, change, latestTodayIsoDate()),
  check: (trx, actor, _caseId, party) => assertContactOfFirm(trx, actor, party.contactId),
  async follow(trx, actor, caseId, _id, party) {
    // A removal refreshes the deadlines once the party is gone (aroundRemove).
    if (party && caseId) await refreshComputedDeadlines(trx, actor, caseId);
  },
  async aroundRemove(trx, actor, caseId, party, remove) {
    if (!caseId) return remove();
    // The party's insurance policies go with it (migration 0015's cascade); each is recorded as removed.
    await recordPartyPoliciesRemoved(trx, actor, caseId, party.id);
    await remove();
    await refreshComputedDeadlines(trx, actor, caseId);
  },
});
