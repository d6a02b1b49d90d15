// Readings of a case's phase (case-phase.ts) that the list, the case page, reports and the lifecycle share.
// Each takes a phase, or older stored text (an audit entry, a report row), read through phaseOf.
import {
  ACTIVE_CASE_PHASES,
  CASE_PHASE_LABELS,
  CASE_PHASES,
  PHASES_BY_GROUP,
  RESOLVED_CASE_PHASES,
  isResolvedPhase,
  phaseGroupOf,
  phaseOf,
  type CasePhase,
} from './case-phase.js';

/** Human label of a phase ('Litigation'); older text is read as the phase it means. */
export function formatStatusLabel(phase: string | null | undefined): string {
  return CASE_PHASE_LABELS[phaseOf(phase)];
}

/** Active: the case is still being worked (pre-lit or lit), not settled or closed. */
export function isActiveCase(phase: string | null | undefined): boolean {
  return !isResolvedPhase(phaseOf(phase));
}

/**
 * A phase change that ends the case's work: from an active phase to settled or closed. Such a change
 * closes the case's open deadlines and tasks (except those the user keeps aside).
 */
export function endsCaseWork(before: string | null | undefined, after: string | null | undefined): boolean {
  return isActiveCase(before) && !isActiveCase(after);
}

/** The case page shows the actual settlement of settled and closed cases. */
export function isFinishedCase(phase: string | null | undefined): boolean {
  return !isActiveCase(phase);
}

/** The analytics reading of "settled": the case is resolved (settled or closed), as the spec's settled-or-closed. */
export function isSettledForAnalytics(phase: string | null | undefined): boolean {
  return !isActiveCase(phase);
}

/** The analytics reading of "open": not settled or closed. */
export function isOpenForAnalytics(phase: string | null | undefined): boolean {
  return isActiveCase(phase);
}

/**
 * Cases-list filters by group (spec section 4, "List filters"): open is every active case (pre-lit and lit),
 * the others one group each.
 */
export const CASE_LIST_FILTERS = ['open', 'pre_lit', 'lit', 'resolved'] as const;
export type CaseListFilter = (typeof CASE_LIST_FILTERS)[number];

export const CASE_LIST_FILTER_LABELS: Record<CaseListFilter, string> = {
  open: 'Open Cases',
  pre_lit: 'Pre-Lit Cases',
  lit: 'Lit Cases',
  resolved: 'Resolved Cases',
};

/** The phases a group filter matches (the SQL reads phase = ANY of these). */
export const CASE_LIST_FILTER_PHASES: Record<CaseListFilter, readonly CasePhase[]> = {
  open: ACTIVE_CASE_PHASES,
  pre_lit: PHASES_BY_GROUP.pre_lit,
  lit: PHASES_BY_GROUP.lit,
  resolved: RESOLVED_CASE_PHASES,
};

/** The older list filter values (?filter=prelit, closed) still accepted for one release. */
export const LEGACY_CASE_LIST_FILTERS: Readonly<Record<string, CaseListFilter>> = {
  open: 'open',
  prelit: 'pre_lit',
  pre_lit: 'pre_lit',
  lit: 'lit',
  closed: 'resolved',
  resolved: 'resolved',
};

export function matchesCaseListFilter(phase: string | null | undefined, filter: CaseListFilter): boolean {
  return CASE_LIST_FILTER_PHASES[filter].includes(phaseOf(phase));
}

export type StatusBadgeColor = 'green' | 'accent' | 'yellow';

/** Badge colour: resolved cases green, litigation accent, pre-lit yellow. */
export function getStatusBadgeColor(phase: string | null | undefined): StatusBadgeColor {
  const group = phaseGroupOf(phaseOf(phase));
  if (group === 'resolved') return 'green';
  if (group === 'lit') return 'accent';
  return 'yellow';
}

export type PhaseOption = { value: CasePhase; label: string };

/** Choices of every phase selector (new-case form, case header, stage checklists, settings). */
export const CASE_PHASE_OPTIONS: readonly PhaseOption[] = CASE_PHASES.map((value) => ({ value, label: CASE_PHASE_LABELS[value] }));
