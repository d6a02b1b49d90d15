// The global search: what an adjuster or client quotes on the phone (a name, a claim, policy or case number,
// words of a note or of a logged call) → the firm's matching cases, parties, policies, notes, communications and
// directory contacts, a few of each kind.
import {
  GLOBAL_SEARCH_CONTAINS_FROM,
  GLOBAL_SEARCH_PER_KIND,
  caseResultLabel,
  communicationResultLabel,
  contactResultLabel,
  escapeLikePattern,
  noteResultLabel,
  parseCaseNo,
  partyResultLabel,
  policyResultLabel,
  type GlobalSearchQuery,
  type GlobalSearchResponse,
  type GlobalSearchResult,
} from '@casecast/domain';
import type { Actor } from '../../http/actor.js';
import * as repo from './repository.js';
import type { Db } from '../../db/schema.js';

/** Every member may search; only the caller's firm is read, and only cases on the list (archived ones are not). */
export async function searchFirm(db: Db, actor: Actor, query: GlobalSearchQuery): Promise<GlobalSearchResponse> {
  const text = query.q.toLowerCase();
  const escaped = escapeLikePattern(text);
  // One more than shown says whether a kind has more.
  const terms: repo.SearchTerms = {
    pattern: text.length >= GLOBAL_SEARCH_CONTAINS_FROM ? `%${escaped}%` : `${escaped}%`,
    text,
    caseNo: parseCaseNo(query.q),
    limit: GLOBAL_SEARCH_PER_KIND + 1,
  };
  const [cases, parties, policies, notes, communications, contacts] = await Promise.all([
    repo.searchCases(db, actor.firmId, terms),
    repo.searchParties(db, actor.firmId, terms),
    repo.searchPolicies(db, actor.firmId, terms),
    repo.searchNotes(db, actor.firmId, terms),
    repo.searchCommunications(db, actor.firmId, terms),
    repo.searchContacts(db, actor.firmId, terms),
  ]);
  const caseOf = (row: { case_no: number; client_name: string }) => ({ caseNo: Number(row.case_no), clientName: row.client_name });
  const groups: GlobalSearchResult[][] = [
    cases.map((row) => ({
      kind: 'case',
      id: row.id,
      caseId: row.id,
      label: caseResultLabel({ ...caseOf(row), caseNumber: row.case_number }),
    })),
    parties.map((row) => ({
      kind: 'party',
      id: row.id,
      caseId: row.case_id,
      label: partyResultLabel({ ...caseOf(row), role: row.role, name: row.name }),
    })),
    policies.map((row) => ({
      kind: 'policy',
      id: row.id,
      caseId: row.case_id,
      label: policyResultLabel(
        { ...caseOf(row), carrier: row.carrier, claimNumber: row.claim_number, policyNumber: row.policy_number },
        query.q,
      ),
    })),
    notes.map((row) => ({
      kind: 'note',
      id: row.id,
      caseId: row.case_id,
      label: noteResultLabel({ ...caseOf(row), content: row.content }, query.q),
    })),
    communications.map((row) => ({
      kind: 'communication',
      id: row.id,
      caseId: row.case_id,
      label: communicationResultLabel({ ...caseOf(row), kind: row.kind, subject: row.subject, summary: row.summary }, query.q),
    })),
    contacts.map((row) => ({ kind: 'contact', id: row.id, caseId: null, label: contactResultLabel(row), name: row.name })),
  ];
  return {
    items: groups.flatMap((group) => group.slice(0, GLOBAL_SEARCH_PER_KIND)),
    truncated: groups.some((group) => group.length > GLOBAL_SEARCH_PER_KIND),
  };
}
