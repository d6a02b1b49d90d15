// Search rules of the cases list, analytics and attorney pages (spec section 5, "Search").

function includesQuery(fields: ReadonlyArray<string | null | undefined>, query: string | null | undefined): boolean {
  const needle = (query ?? '').trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}

/**
 * Cases list: client name, carrier or notes, case-insensitive; a blank search matches all. The server's list
 * also finds a case by its number, a party's name or a claim or policy number, which a list item does not carry.
 */
export function matchesCaseSearch(
  item: { clientName: string; carrier: string | null; notes: string | null },
  query: string | null | undefined,
): boolean {
  return includesQuery([item.clientName, item.carrier, item.notes], query);
}

/** The columns the cases list searches, for the server's SQL (ILIKE on each, OR-ed). */
export const CASE_SEARCH_FIELDS = ['clientName', 'carrier', 'notes'] as const;

/** Analytics: client name, case type or carrier, case-insensitive substring. */
export function matchesAnalyticsSearch(
  item: { clientName: string; caseType: string | null; carrier: string | null },
  query: string | null | undefined,
): boolean {
  return includesQuery([item.clientName, item.caseType, item.carrier], query);
}

/** Attorney page: the attorney's name, case-insensitive. */
export function matchesAttorneySearch(item: { name: string }, query: string | null | undefined): boolean {
  return includesQuery([item.name], query);
}

/** Documents: name or category, case-insensitive. */
export function matchesDocumentSearch(item: { name: string; category: string | null }, query: string | null | undefined): boolean {
  return includesQuery([item.name, item.category], query);
}

/** Escapes LIKE wildcards so a user's '%' or '_' is searched literally: '%' || escaped || '%'. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
