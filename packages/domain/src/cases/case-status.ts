// Case status rules (spec section 4): status is free text, so every reading of it lives here.

/** Canonical values produced by normaliseStatus; any other text is kept as entered. */
export const CANONICAL_CASE_STATUSES = [
  'open',
  'active',
  'pending',
  'discovery',
  'pre-trial',
  'settled',
  'closed',
  'dismissed',
  'verdict',
] as const;
export type CanonicalCaseStatus = (typeof CANONICAL_CASE_STATUSES)[number];

export const DEFAULT_CASE_STATUS = 'open';

// Order matters: the first rule whose substring appears wins (so 'settled - closed' is settled).
const NORMALISATION_RULES: ReadonlyArray<{ substrings: readonly string[]; status: CanonicalCaseStatus }> = [
  { substrings: ['in_progress', 'active'], status: 'active' },
  { substrings: ['on_hold', 'pending'], status: 'pending' },
  { substrings: ['discovery'], status: 'discovery' },
  { substrings: ['pre_trial', 'pre-trial'], status: 'pre-trial' },
  { substrings: ['settled', 'settlement'], status: 'settled' },
  { substrings: ['closed'], status: 'closed' },
  { substrings: ['dismissed'], status: 'dismissed' },
  { substrings: ['verdict'], status: 'verdict' },
];

function toMatchText(status: string | null | undefined): string {
  // Spaces count as underscores so the selector's 'In Progress' matches the 'in_progress' rule.
  return (status ?? '').trim().toLowerCase().replace(/\s+/g, '_');
}

function containsAny(text: string, substrings: readonly string[]): boolean {
  return substrings.some((substring) => text.includes(substring));
}

/** Canonical status by substring rules; empty becomes 'open'; unmatched text is kept (trimmed). */
export function normaliseStatus(status: string | null | undefined): string {
  const text = toMatchText(status);
  if (text === '') return DEFAULT_CASE_STATUS;
  const rule = NORMALISATION_RULES.find((candidate) => containsAny(text, candidate.substrings));
  return rule ? rule.status : (status ?? '').trim();
}

const CANONICAL_STATUS_LABELS: Record<CanonicalCaseStatus, string> = {
  open: 'Open',
  active: 'Active',
  pending: 'Pending',
  discovery: 'Discovery',
  'pre-trial': 'Pre-Trial',
  settled: 'Settled',
  closed: 'Closed',
  dismissed: 'Dismissed',
  verdict: 'Verdict',
};

function isCanonicalStatus(value: string): value is CanonicalCaseStatus {
  return (CANONICAL_CASE_STATUSES as readonly string[]).includes(value);
}

/** Human label of a status: canonical ones get their fixed label, other text is title-cased. */
export function formatStatusLabel(status: string | null | undefined): string {
  const normalised = normaliseStatus(status);
  const canonical = normalised.toLowerCase();
  if (isCanonicalStatus(canonical)) return CANONICAL_STATUS_LABELS[canonical];
  return normalised
    .replace(/[_\s]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const FINISHED_SUBSTRINGS = ['settled', 'settlement', 'verdict', 'dismissed', 'closed'] as const;

/** The case-list/dashboard reading: active unless the status mentions a way the case ended. */
export function isActiveCase(status: string | null | undefined): boolean {
  return !containsAny((status ?? '').toLowerCase(), FINISHED_SUBSTRINGS);
}

/**
 * A status change that ends the case's work: from an active status to one that says how the case ended.
 * Such a change closes the case's open deadlines and tasks (those the user keeps aside).
 */
export function endsCaseWork(before: string | null | undefined, after: string | null | undefined): boolean {
  return isActiveCase(before) && !isActiveCase(after);
}

/** The stage a case moves to when its status says it ended: settled when it settled, closed otherwise. */
export function stageForEndedStatus(status: string | null | undefined): 'settled' | 'closed' {
  return containsAny((status ?? '').toLowerCase(), ['settled', 'settlement']) ? 'settled' : 'closed';
}

/** The detail page's reading: only Settled and Closed (any case) show the actual settlement. */
export function isFinishedCase(status: string | null | undefined): boolean {
  const text = (status ?? '').trim().toLowerCase();
  return text === 'settled' || text === 'closed';
}

/**
 * The analytics reading of "settled": status is settled or closed. The spec lists 'settled, closed
 * or Closed'; matching without case keeps 'Settled' from silently dropping out of the averages.
 */
export function isSettledForAnalytics(status: string | null | undefined): boolean {
  return isFinishedCase(status);
}

/** Case-list filters (spec section 4, "List filters"). */
export const CASE_LIST_FILTERS = ['open', 'prelit', 'lit', 'closed'] as const;
export type CaseListFilter = (typeof CASE_LIST_FILTERS)[number];

export const CASE_LIST_FILTER_LABELS: Record<CaseListFilter, string> = {
  open: 'Open Cases',
  prelit: 'Pre-Lit Cases',
  lit: 'Lit Cases',
  closed: 'Closed Cases',
};

/**
 * One definition for both the SQL and the in-memory filter: a filter matches when the lower-cased
 * status contains any substring ('any') or none of them ('none'). An empty status reads as 'open'
 * first (see statusForMatching), which in SQL is lower(coalesce(nullif(trim(status), ''), 'open')).
 * No substring contains LIKE wildcards, so '%' || substring || '%' is safe.
 */
export type StatusSubstringRule = { mode: 'any' | 'none'; substrings: readonly string[] };

const NOT_OPEN_SUBSTRINGS = ['settled', 'dismissed', 'verdict', 'closed'] as const;

export const CASE_LIST_FILTER_RULES: Record<CaseListFilter, StatusSubstringRule> = {
  open: { mode: 'none', substrings: NOT_OPEN_SUBSTRINGS },
  prelit: { mode: 'any', substrings: ['open', 'negotiat', 'mediat'] },
  lit: { mode: 'any', substrings: ['discovery', 'trial', 'prep'] },
  closed: { mode: 'any', substrings: NOT_OPEN_SUBSTRINGS },
};

/** The status text filters look at: trimmed, lower-cased, and 'open' when empty. */
export function statusForMatching(status: string | null | undefined): string {
  const text = (status ?? '').trim().toLowerCase();
  return text === '' ? DEFAULT_CASE_STATUS : text;
}

export function matchesStatusRule(status: string | null | undefined, rule: StatusSubstringRule): boolean {
  const found = containsAny(statusForMatching(status), rule.substrings);
  return rule.mode === 'any' ? found : !found;
}

/** The analytics reading of "open": not settled, dismissed, verdict or closed. */
export function isOpenForAnalytics(status: string | null | undefined): boolean {
  return matchesStatusRule(status, CASE_LIST_FILTER_RULES.open);
}

export function matchesCaseListFilter(status: string | null | undefined, filter: CaseListFilter): boolean {
  return matchesStatusRule(status, CASE_LIST_FILTER_RULES[filter]);
}

/** SQL LIKE patterns for a filter's substrings, e.g. ['%settled%', ...]. */
export function getStatusLikePatterns(filter: CaseListFilter): { mode: 'any' | 'none'; patterns: string[] } {
  const rule = CASE_LIST_FILTER_RULES[filter];
  return { mode: rule.mode, patterns: rule.substrings.map((substring) => `%${substring}%`) };
}

export type StatusBadgeColor = 'green' | 'accent' | 'yellow';

/** Badge colour: ended cases green, trial and discovery accent, everything else yellow. */
export function getStatusBadgeColor(status: string | null | undefined): StatusBadgeColor {
  const text = normaliseStatus(status).toLowerCase();
  if (containsAny(text, ['settled', 'closed', 'dismissed', 'verdict'])) return 'green';
  if (containsAny(text, ['trial', 'discovery'])) return 'accent';
  return 'yellow';
}

export type StatusOption = { value: string; label: string };

/** Choices in the case form's Status select. */
export const CASE_FORM_STATUS_OPTIONS: readonly StatusOption[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'pending', label: 'Pending' },
];

/** Choices in the case detail page's status selector; any may be picked directly. */
export const CASE_DETAIL_STATUS_OPTIONS: readonly StatusOption[] = [
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'discovery', label: 'Discovery' },
  { value: 'mediation', label: 'Mediation' },
  { value: 'trial', label: 'Trial' },
  { value: 'settled', label: 'Settled' },
  { value: 'closed', label: 'Closed' },
];
