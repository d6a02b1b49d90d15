// SQL for the global search: cases, parties, policies, notes, communications and contacts whose text matches, each read through its
// trigram index (migration 0039), scoped by firm_id and to cases on the list (not archived).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CommunicationKind, ContactKind, PartyRole } from '@casecast/domain';
import { caseNamesText, communicationText, noteContentText, partyNameText, policyNumbersText } from '../../db/search-texts.js';
import type { Db } from '../../db/schema.js';

/**
 * `pattern` is the LIKE pattern, lower-cased and escaped ('%smith%', or 'sm%' for a short search);
 * `text` the lower-cased search itself, for ranking; `caseNo` a case number the search names.
 */
export type SearchTerms = { pattern: string; text: string; caseNo: number | null; limit: number };

/**
 * Best matches first: the whole text (0), its start (1), the start of a later word (2), anywhere (3), no
 * text (3). `column` is a lower-cased text expression.
 */
function rankOf(column: RawBuilder<unknown>, text: string): RawBuilder<number> {
  return sql<number>`CASE WHEN ${column} = ${text} THEN 0 WHEN starts_with(${column}, ${text}) THEN 1 WHEN strpos(${column}, ${' ' + text}) > 0 THEN 2 ELSE 3 END`;
}

/**
 * Not a case of an archived case: the firm's archived ids are read once from their partial index (0037) and
 * hashed, so the matches are ranked and cut before any case row is read.
 */
function onListedCase(firmId: string, caseId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${caseId} NOT IN (SELECT a.id FROM legal_case a WHERE a.firm_id = ${firmId} AND a.archived_at IS NOT NULL)`;
}

export type CaseHit = { id: string; case_no: number; client_name: string; case_number: string | null };

export async function searchCases(db: Db, firmId: string, terms: SearchTerms): Promise<CaseHit[]> {
  const byNumber = terms.caseNo === null ? sql<SqlBool>`false` : sql<SqlBool>`c.case_no = ${terms.caseNo}`;
  const result = await sql<CaseHit>`
    SELECT c.id, c.case_no, c.client_name, c.case_number FROM legal_case c
    WHERE c.firm_id = ${firmId} AND c.archived_at IS NULL AND (${caseNamesText('c')} LIKE ${terms.pattern} OR ${byNumber})
    ORDER BY CASE WHEN ${byNumber} THEN -1 ELSE least(${rankOf(sql`lower(c.client_name)`, terms.text)}, ${rankOf(sql`lower(c.case_number)`, terms.text)}) END,
      lower(c.client_name), c.id
    LIMIT ${terms.limit}`.execute(db);
  return result.rows;
}

export type PartyHit = { id: string; case_id: string; role: PartyRole; name: string; case_no: number; client_name: string };

export async function searchParties(db: Db, firmId: string, terms: SearchTerms): Promise<PartyHit[]> {
  const result = await sql<PartyHit>`
    WITH hits AS (
      SELECT p.id, p.case_id, p.role, p.name, ${rankOf(partyNameText('p'), terms.text)} AS rank
      FROM case_party p
      WHERE p.firm_id = ${firmId} AND ${partyNameText('p')} LIKE ${terms.pattern} AND ${onListedCase(firmId, sql`p.case_id`)}
      ORDER BY rank, lower(p.name), p.id
      LIMIT ${terms.limit})
    SELECT h.id, h.case_id, h.role, h.name, c.case_no, c.client_name
    FROM hits h JOIN legal_case c ON c.firm_id = ${firmId} AND c.id = h.case_id
    ORDER BY h.rank, lower(h.name), h.id`.execute(db);
  return result.rows;
}

export type PolicyHit = {
  id: string;
  case_id: string;
  carrier: string;
  claim_number: string | null;
  policy_number: string | null;
  case_no: number;
  client_name: string;
};

export async function searchPolicies(db: Db, firmId: string, terms: SearchTerms): Promise<PolicyHit[]> {
  const result = await sql<PolicyHit>`
    WITH hits AS (
      SELECT p.id, p.case_id, p.carrier, p.claim_number, p.policy_number,
        least(${rankOf(sql`lower(p.claim_number)`, terms.text)}, ${rankOf(sql`lower(p.policy_number)`, terms.text)}) AS rank
      FROM case_policy p
      WHERE p.firm_id = ${firmId} AND ${policyNumbersText('p')} LIKE ${terms.pattern} AND ${onListedCase(firmId, sql`p.case_id`)}
      ORDER BY rank, lower(coalesce(p.claim_number, p.policy_number)), p.id
      LIMIT ${terms.limit})
    SELECT h.id, h.case_id, h.carrier, h.claim_number, h.policy_number, c.case_no, c.client_name
    FROM hits h JOIN legal_case c ON c.firm_id = ${firmId} AND c.id = h.case_id
    ORDER BY h.rank, lower(coalesce(h.claim_number, h.policy_number)), h.id`.execute(db);
  return result.rows;
}

export type NoteHit = { id: string; case_id: string; content: string; case_no: number; client_name: string };

/** Newest notes first: a note's text rarely is the search, so recency says more than the match. */
export async function searchNotes(db: Db, firmId: string, terms: SearchTerms): Promise<NoteHit[]> {
  const result = await sql<NoteHit>`
    WITH hits AS (
      SELECT n.id, n.case_id, n.content, n.created_at
      FROM case_note n
      WHERE n.firm_id = ${firmId} AND ${noteContentText('n')} LIKE ${terms.pattern} AND ${onListedCase(firmId, sql`n.case_id`)}
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT ${terms.limit})
    SELECT h.id, h.case_id, h.content, c.case_no, c.client_name
    FROM hits h JOIN legal_case c ON c.firm_id = ${firmId} AND c.id = h.case_id
    ORDER BY h.created_at DESC, h.id DESC`.execute(db);
  return result.rows;
}

export type CommunicationHit = {
  id: string;
  case_id: string;
  kind: CommunicationKind;
  subject: string | null;
  summary: string;
  case_no: number;
  client_name: string;
};

/** Newest communications first, as notes: read through their trigram index (migration 0045). */
export async function searchCommunications(db: Db, firmId: string, terms: SearchTerms): Promise<CommunicationHit[]> {
  const result = await sql<CommunicationHit>`
    WITH hits AS (
      SELECT m.id, m.case_id, m.kind, m.subject, m.summary, m.occurred_at
      FROM case_communication m
      WHERE m.firm_id = ${firmId} AND ${communicationText('m')} LIKE ${terms.pattern} AND ${onListedCase(firmId, sql`m.case_id`)}
      ORDER BY m.occurred_at DESC, m.id DESC
      LIMIT ${terms.limit})
    SELECT h.id, h.case_id, h.kind, h.subject, h.summary, c.case_no, c.client_name
    FROM hits h JOIN legal_case c ON c.firm_id = ${firmId} AND c.id = h.case_id
    ORDER BY h.occurred_at DESC, h.id DESC`.execute(db);
  return result.rows;
}

export type ContactHit = { id: string; kind: ContactKind; name: string; organization: string | null };

/** The firm's directory by name, organization or email, best name matches first (no case: a contact is the firm's). */
export async function searchContacts(db: Db, firmId: string, terms: SearchTerms): Promise<ContactHit[]> {
  const result = await sql<ContactHit>`
    SELECT k.id, k.kind, k.name, k.organization FROM contact k
    WHERE k.firm_id = ${firmId}
      AND (lower(k.name) LIKE ${terms.pattern} OR lower(coalesce(k.organization, '')) LIKE ${terms.pattern}
        OR lower(coalesce(k.email, '')) LIKE ${terms.pattern})
    ORDER BY ${rankOf(sql`lower(k.name)`, terms.text)}, lower(k.name), k.id
    LIMIT ${terms.limit}`.execute(db);
  return result.rows;
}
