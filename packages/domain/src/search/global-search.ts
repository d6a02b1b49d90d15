// The global search (GET /api/search): its query and answer, how matches are ranked, labelled and linked.
import { z } from 'zod';
import { formatCaseNo } from '../cases/case-view.js';
import { storableString } from '../shared/schema-fields.js';
import type { PartyRole } from '../parties/party-schemas.js';
import { COMMUNICATION_KIND_LABELS, type CommunicationKind } from '../communications/communication-schemas.js';
import { CONTACT_KIND_LABELS, type ContactKind } from '../contacts/contact-schemas.js';

/** What a result is; the answer lists them in this order. */
export const GLOBAL_SEARCH_KINDS = ['case', 'party', 'policy', 'note', 'communication', 'contact'] as const;
export type GlobalSearchKind = (typeof GLOBAL_SEARCH_KINDS)[number];

export const GLOBAL_SEARCH_MIN_LENGTH = 2;
export const GLOBAL_SEARCH_MAX_LENGTH = 100;
/** Results per kind: enough to pick from in a box, few enough to read at a glance. */
export const GLOBAL_SEARCH_PER_KIND = 8;
export const GLOBAL_SEARCH_LENGTH_MESSAGE = `Search must be ${GLOBAL_SEARCH_MIN_LENGTH} to ${GLOBAL_SEARCH_MAX_LENGTH} characters`;

export const globalSearchQuerySchema = z.object({
  q: storableString({ error: GLOBAL_SEARCH_LENGTH_MESSAGE })
    .trim()
    .min(GLOBAL_SEARCH_MIN_LENGTH, GLOBAL_SEARCH_LENGTH_MESSAGE)
    .max(GLOBAL_SEARCH_MAX_LENGTH, GLOBAL_SEARCH_LENGTH_MESSAGE),
});
export type GlobalSearchQuery = z.output<typeof globalSearchQuerySchema>;

export const globalSearchResultSchema = z.object({
  kind: z.enum(GLOBAL_SEARCH_KINDS),
  /** The record found: the case, the party, the policy, the note, the communication or the directory's contact. */
  id: z.string(),
  /** The case the record belongs to; null for a contact (the firm's directory, not one case). */
  caseId: z.string().nullable(),
  label: z.string(),
  /** A contact's name: its result opens the directory searched for it. */
  name: z.string().optional(),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

export const globalSearchResponseSchema = z.object({
  /** Grouped by kind (GLOBAL_SEARCH_KINDS order), best matches first within a kind. */
  items: z.array(globalSearchResultSchema),
  /** Some kind had more than GLOBAL_SEARCH_PER_KIND matches: a longer search narrows them. */
  truncated: z.boolean(),
});
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;

/**
 * Below this length a search matches the start of a text only: two characters hold no trigram to look up,
 * so "contains" would read every row, while a prefix still reads the trigram index.
 */
export const GLOBAL_SEARCH_CONTAINS_FROM = 3;

/** Up to `width` characters of a note around the first match, on one line, with '…' where cut. */
export function noteSnippet(content: string, query: string, width = 80): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= width) return text;
  const at = Math.max(0, text.toLowerCase().indexOf(query.trim().toLowerCase()));
  const start = Math.max(0, Math.min(at - Math.floor(width / 3), text.length - width));
  const end = start + width;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

type CaseRef = { caseNo: number; clientName: string };

const caseRef = ({ caseNo, clientName }: CaseRef) => `${formatCaseNo(caseNo)} · ${clientName}`;

const ROLE_LABELS: Record<PartyRole, string> = { client: 'Client', defendant: 'Defendant', witness: 'Witness', other: 'Party' };

/** 'Maria Lopez — CASE-0042' (with the firm's own case number when it has one). */
export function caseResultLabel(item: CaseRef & { caseNumber: string | null }): string {
  return `${item.clientName} — ${formatCaseNo(item.caseNo)}${item.caseNumber ? ` (${item.caseNumber})` : ''}`;
}

/** 'Defendant: Jane Roe — CASE-1042 · Maria Lopez'. */
export function partyResultLabel(item: CaseRef & { role: PartyRole; name: string }): string {
  return `${ROLE_LABELS[item.role]}: ${item.name} — ${caseRef(item)}`;
}

/** 'Claim CL-77 · State Farm — CASE-1042 · Maria Lopez'; the policy number when the claim number is not what matched. */
export function policyResultLabel(
  item: CaseRef & { carrier: string; claimNumber: string | null; policyNumber: string | null },
  query: string,
): string {
  const needle = query.trim().toLowerCase();
  const claimMatches = item.claimNumber !== null && item.claimNumber.toLowerCase().includes(needle);
  const number = claimMatches || item.policyNumber === null ? `Claim ${item.claimNumber ?? ''}` : `Policy ${item.policyNumber}`;
  return `${number} · ${item.carrier} — ${caseRef(item)}`;
}

/** 'Note: “…called the adjuster…” — CASE-1042 · Maria Lopez'. */
export function noteResultLabel(item: CaseRef & { content: string }, query: string): string {
  return `Note: “${noteSnippet(item.content, query)}” — ${caseRef(item)}`;
}

/** 'Call: “…offered 40,000…” — CASE-1042 · Maria Lopez': the subject and summary around the match. */
export function communicationResultLabel(
  item: CaseRef & { kind: CommunicationKind; subject: string | null; summary: string },
  query: string,
): string {
  const text = item.subject ? `${item.subject} — ${item.summary}` : item.summary;
  return `${COMMUNICATION_KIND_LABELS[item.kind]}: “${noteSnippet(text, query)}” — ${caseRef(item)}`;
}

/** 'Adjuster: Dana Reyes · GEICO' (the organization when there is one). */
export function contactResultLabel(item: { kind: ContactKind; name: string; organization: string | null }): string {
  return `${CONTACT_KIND_LABELS[item.kind]}: ${item.name}${item.organization ? ` · ${item.organization}` : ''}`;
}

/**
 * Where a result opens: the case, on the tab that shows the record (parties and notes are on its overview);
 * a contact, the directory searched for its name.
 */
export function globalSearchResultPath(result: Pick<GlobalSearchResult, 'kind' | 'caseId' | 'name'>): string {
  if (result.caseId === null) return `/dashboard/contacts?q=${encodeURIComponent(result.name ?? '')}`;
  const path = `/dashboard/case/${encodeURIComponent(result.caseId)}`;
  if (result.kind === 'policy') return `${path}?tab=insurance`;
  if (result.kind === 'communication') return `${path}?tab=communications`;
  return path;
}
