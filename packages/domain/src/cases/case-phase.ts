// The one vocabulary of where a case is: its phase, the phase's group, and how every older word maps to it.
import { z } from 'zod';

export const CASE_PHASES = ['intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed'] as const;
export type CasePhase = (typeof CASE_PHASES)[number];

export const CASE_PHASE_LABELS: Record<CasePhase, string> = {
  intake: 'Intake',
  treating: 'Treating',
  demand: 'Demand',
  negotiation: 'Negotiation',
  litigation: 'Litigation',
  settled: 'Settled',
  closed: 'Closed',
};

export const DEFAULT_CASE_PHASE: CasePhase = 'intake';

export const CASE_PHASE_GROUPS = ['pre_lit', 'lit', 'resolved'] as const;
export type CasePhaseGroup = (typeof CASE_PHASE_GROUPS)[number];

export const CASE_PHASE_GROUP_LABELS: Record<CasePhaseGroup, string> = {
  pre_lit: 'Pre-Lit',
  lit: 'Lit',
  resolved: 'Resolved',
};

export const PHASES_BY_GROUP: Record<CasePhaseGroup, readonly CasePhase[]> = {
  pre_lit: ['intake', 'treating', 'demand', 'negotiation'],
  lit: ['litigation'],
  resolved: ['settled', 'closed'],
};

/** Phases of a case still being worked (pre-lit and lit). */
export const ACTIVE_CASE_PHASES: readonly CasePhase[] = [...PHASES_BY_GROUP.pre_lit, ...PHASES_BY_GROUP.lit];
export const RESOLVED_CASE_PHASES: readonly CasePhase[] = PHASES_BY_GROUP.resolved;

export function isCasePhase(value: unknown): value is CasePhase {
  return typeof value === 'string' && (CASE_PHASES as readonly string[]).includes(value);
}

export function phaseGroupOf(phase: CasePhase): CasePhaseGroup {
  return CASE_PHASE_GROUPS.find((group) => PHASES_BY_GROUP[group].includes(phase))!;
}

export function isResolvedPhase(phase: CasePhase): boolean {
  return phaseGroupOf(phase) === 'resolved';
}

export function formatPhaseLabel(phase: CasePhase): string {
  return CASE_PHASE_LABELS[phase];
}

export const UNKNOWN_PHASE_HINT = `use one of ${CASE_PHASES.join(', ')}`;

export const casePhaseSchema = z.enum(CASE_PHASES, { error: `Phase must be one of ${CASE_PHASES.join(', ')}` });
export const casePhaseGroupSchema = z.enum(CASE_PHASE_GROUPS, { error: `Phase group must be one of ${CASE_PHASE_GROUPS.join(', ')}` });

/**
 * Every word an older part of the app stored or showed for a case's state, and the phase it means now:
 * the new-case form (Open, Closed, Pending), the case header (In Progress, Discovery, Mediation, Trial…),
 * the normalised statuses (Active, Pre-Trial, Dismissed, Verdict, On Hold), the stages (the phases
 * themselves) and the list filters (Pre-Lit, Lit), plus the words firms commonly use in spreadsheets.
 * Keys are lower-case with spaces and hyphens as underscores (see phaseKey).
 */
export const LEGACY_PHASE_WORDS: Readonly<Record<string, CasePhase>> = {
  // the phases and their groups
  intake: 'intake',
  treating: 'treating',
  demand: 'demand',
  negotiation: 'negotiation',
  litigation: 'litigation',
  settled: 'settled',
  closed: 'closed',
  pre_lit: 'intake',
  prelit: 'intake',
  lit: 'litigation',
  resolved: 'closed',
  // the new-case form
  open: 'intake',
  pending: 'intake',
  // the case header and the normalised statuses
  in_progress: 'treating',
  active: 'treating',
  on_hold: 'intake',
  discovery: 'litigation',
  mediation: 'negotiation',
  trial: 'litigation',
  pre_trial: 'litigation',
  dismissed: 'closed',
  verdict: 'closed',
  // common words
  new: 'intake',
  signed: 'intake',
  treatment: 'treating',
  in_treatment: 'treating',
  demand_sent: 'demand',
  negotiating: 'negotiation',
  negotiations: 'negotiation',
  pre_litigation: 'intake',
  suit_filed: 'litigation',
  in_litigation: 'litigation',
  settlement: 'settled',
  settled_closed: 'settled',
};

/** The lookup key of a word: trimmed, lower-case, runs of spaces, hyphens and underscores as one underscore. */
export function phaseKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

export type PhaseReading = { ok: true; phase: CasePhase } | { ok: false; message: string };

/** A phase or any older word for one (LEGACY_PHASE_WORDS); anything else is refused with the reason. */
export function readPhase(value: string | null | undefined, field = 'Phase'): PhaseReading {
  const text = (value ?? '').trim();
  if (text === '') return { ok: false, message: `${field} is required: ${UNKNOWN_PHASE_HINT}` };
  const phase = LEGACY_PHASE_WORDS[phaseKey(text)];
  if (phase) return { ok: true, phase };
  return { ok: false, message: `${field} "${text.slice(0, 60)}" is not a case phase: ${UNKNOWN_PHASE_HINT}` };
}

export class UnknownPhaseError extends Error {}

/** readPhase that throws UnknownPhaseError with its message. */
export function toCasePhase(value: string | null | undefined, field = 'Phase'): CasePhase {
  const reading = readPhase(value, field);
  if (!reading.ok) throw new UnknownPhaseError(reading.message);
  return reading.phase;
}

// Free text stored before phases existed: the same words as LEGACY_PHASE_WORDS, then the substring rules
// migration 0018 used for stages (first match wins, so 'Settled - closed' is settled). Migration 0042 does
// exactly this in SQL; its integration test holds the two together.
const STORED_STATUS_SUBSTRINGS: ReadonlyArray<{ substrings: readonly string[]; phase: CasePhase }> = [
  { substrings: ['settl'], phase: 'settled' },
  { substrings: ['closed', 'dismissed', 'verdict'], phase: 'closed' },
  { substrings: ['litigation', 'discovery', 'pre-trial', 'pre_trial', 'trial', 'suit'], phase: 'litigation' },
  { substrings: ['negotiat', 'mediat'], phase: 'negotiation' },
  { substrings: ['demand'], phase: 'demand' },
  { substrings: ['treat', 'active', 'in_progress', 'in progress'], phase: 'treating' },
];

/** The phase a stored free-text status means; empty or unrecognised text is intake. Never fails. */
export function phaseFromStoredStatus(status: string | null | undefined): CasePhase {
  const text = (status ?? '').trim();
  if (text === '') return DEFAULT_CASE_PHASE;
  const exact = LEGACY_PHASE_WORDS[phaseKey(text)];
  if (exact) return exact;
  const lower = text.toLowerCase();
  return STORED_STATUS_SUBSTRINGS.find((rule) => rule.substrings.some((part) => lower.includes(part)))?.phase ?? DEFAULT_CASE_PHASE;
}

/**
 * A case's phase from what it stored before (migration 0042): the status says whether and how the case ended,
 * as every report read it; otherwise the later of the status's phase and the stage, so a case moved on
 * through its stage checklist keeps that move, and a stage of settled or closed on a case whose status is
 * still open (reopened) does not end it.
 */
export function phaseFromLegacyCase(record: { status: string | null | undefined; stage: string | null | undefined }): CasePhase {
  const fromStatus = phaseFromStoredStatus(record.status);
  if (isResolvedPhase(fromStatus)) return fromStatus;
  const stage = isCasePhase(record.stage) && !isResolvedPhase(record.stage) ? record.stage : DEFAULT_CASE_PHASE;
  return CASE_PHASES.indexOf(stage) > CASE_PHASES.indexOf(fromStatus) ? stage : fromStatus;
}

/** Reads a value that should be a phase but may be older stored text (a report row, an audit entry). */
export function phaseOf(value: string | null | undefined): CasePhase {
  return isCasePhase(value) ? value : phaseFromStoredStatus(value);
}
