import { describe, expect, it } from 'vitest';
import {
  CASE_PHASE_GROUPS,
  CASE_PHASE_LABELS,
  CASE_PHASES,
  LEGACY_PHASE_WORDS,
  PHASES_BY_GROUP,
  UnknownPhaseError,
  phaseFromLegacyCase,
  phaseFromStoredStatus,
  phaseGroupOf,
  readPhase,
  toCasePhase,
} from './case-phase.js';
import { caseCreateSchema, caseStatusUpdateSchema, caseUpdateSchema } from './case-schemas.js';

// Every value an older part of the app stored or offered, and the phase it must become.
const LEGACY_VALUES: ReadonlyArray<[string, string]> = [
  // new-case form
  ['Open', 'intake'],
  ['Closed', 'closed'],
  ['Pending', 'intake'],
  // case header
  ['open', 'intake'],
  ['in_progress', 'treating'],
  ['In Progress', 'treating'],
  ['discovery', 'litigation'],
  ['Discovery', 'litigation'],
  ['mediation', 'negotiation'],
  ['trial', 'litigation'],
  ['settled', 'settled'],
  ['closed', 'closed'],
  // normalised statuses
  ['active', 'treating'],
  ['on_hold', 'intake'],
  ['pre-trial', 'litigation'],
  ['Pre-Trial', 'litigation'],
  ['pre_trial', 'litigation'],
  ['dismissed', 'closed'],
  ['verdict', 'closed'],
  // stages
  ['intake', 'intake'],
  ['treating', 'treating'],
  ['demand', 'demand'],
  ['negotiation', 'negotiation'],
  ['litigation', 'litigation'],
  // list filters
  ['prelit', 'intake'],
  ['Pre-Lit', 'intake'],
  ['lit', 'litigation'],
  // spreadsheet words
  ['Litigation', 'litigation'],
  ['Settled', 'settled'],
  ['Negotiation', 'negotiation'],
  ['  SETTLEMENT ', 'settled'],
  ['Suit Filed', 'litigation'],
];

describe('the case phase vocabulary', () => {
  it('has seven phases, each labelled and in exactly one group', () => {
    expect(CASE_PHASES).toEqual(['intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed']);
    expect(CASE_PHASES.map((phase) => CASE_PHASE_LABELS[phase])).toEqual([
      'Intake',
      'Treating',
      'Demand',
      'Negotiation',
      'Litigation',
      'Settled',
      'Closed',
    ]);
    expect(CASE_PHASE_GROUPS.flatMap((group) => PHASES_BY_GROUP[group])).toEqual([...CASE_PHASES]);
    expect(CASE_PHASES.map(phaseGroupOf)).toEqual(['pre_lit', 'pre_lit', 'pre_lit', 'pre_lit', 'lit', 'resolved', 'resolved']);
  });
});

describe('reading an older word as a phase', () => {
  it.each(LEGACY_VALUES)('reads %j as %s', (word, phase) => {
    expect(readPhase(word)).toEqual({ ok: true, phase });
    expect(toCasePhase(word)).toBe(phase);
  });

  it('maps every word of the table to a phase', () => {
    for (const [word, phase] of Object.entries(LEGACY_PHASE_WORDS)) {
      expect(CASE_PHASES, word).toContain(phase);
      expect(toCasePhase(word)).toBe(phase);
    }
  });

  it('refuses an unknown word, saying which phases exist', () => {
    expect(readPhase('Awaiting records')).toEqual({
      ok: false,
      message:
        'Phase "Awaiting records" is not a case phase: use one of intake, treating, demand, negotiation, litigation, settled, closed',
    });
    expect(() => toCasePhase('appeal', 'Status')).toThrow(UnknownPhaseError);
    expect(() => toCasePhase('appeal', 'Status')).toThrow('Status "appeal" is not a case phase: use one of intake,');
    expect(readPhase('  ')).toEqual({ ok: false, message: expect.stringContaining('Phase is required') });
  });
});

describe('the phase of a case stored before phases', () => {
  it('reads free text by the same words, then by what it mentions, else intake', () => {
    expect(phaseFromStoredStatus('Settled - closed')).toBe('settled');
    expect(phaseFromStoredStatus('in settlement talks')).toBe('settled');
    expect(phaseFromStoredStatus('Dismissed with prejudice')).toBe('closed');
    expect(phaseFromStoredStatus('trial prep')).toBe('litigation');
    expect(phaseFromStoredStatus('Negotiating')).toBe('negotiation');
    expect(phaseFromStoredStatus('demand out')).toBe('demand');
    expect(phaseFromStoredStatus('still treating')).toBe('treating');
    expect(phaseFromStoredStatus('awaiting records')).toBe('intake');
    expect(phaseFromStoredStatus('')).toBe('intake');
    expect(phaseFromStoredStatus(null)).toBe('intake');
  });

  it('takes how the case ended from its status, else the later of status and stage', () => {
    expect(phaseFromLegacyCase({ status: 'Settled', stage: 'negotiation' })).toBe('settled');
    expect(phaseFromLegacyCase({ status: 'closed', stage: 'settled' })).toBe('closed');
    expect(phaseFromLegacyCase({ status: 'open', stage: 'demand' })).toBe('demand');
    expect(phaseFromLegacyCase({ status: 'Discovery', stage: 'intake' })).toBe('litigation');
    expect(phaseFromLegacyCase({ status: 'Discovery', stage: 'negotiation' })).toBe('litigation');
    // a stage moved to settled while the status stayed open never ended the case
    expect(phaseFromLegacyCase({ status: 'open', stage: 'settled' })).toBe('intake');
    expect(phaseFromLegacyCase({ status: 'mediation', stage: null })).toBe('negotiation');
  });
});

describe('phase in the case requests', () => {
  const base = { clientName: 'Ann Lee', dateOpened: '2025-01-02' };

  it('takes a phase, or the old status word as its phase', () => {
    expect(caseCreateSchema.parse({ ...base, phase: 'demand' }).phase).toBe('demand');
    expect(caseCreateSchema.parse({ ...base, status: 'Discovery' }).status).toBe('litigation');
    expect(caseUpdateSchema.parse({ status: 'Pre-Lit' }).status).toBe('intake');
    expect(caseStatusUpdateSchema.parse({ phase: 'settled' }).phase).toBe('settled');
  });

  it('refuses an unknown phase or status with the phases named', () => {
    const phase = caseCreateSchema.safeParse({ ...base, phase: 'appeal' });
    expect(phase.error?.issues[0]?.message).toBe('Phase must be one of intake, treating, demand, negotiation, litigation, settled, closed');
    const status = caseUpdateSchema.safeParse({ status: 'Appeal' });
    expect(status.error?.issues[0]?.message).toBe(
      'Status "Appeal" is not a case phase: use one of intake, treating, demand, negotiation, litigation, settled, closed',
    );
  });

  it('refuses a phase and a status that disagree, and a phase change without either', () => {
    expect(caseUpdateSchema.safeParse({ phase: 'demand', status: 'demand' }).success).toBe(true);
    expect(caseUpdateSchema.safeParse({ phase: 'demand', status: 'Discovery' }).error?.issues[0]?.message).toBe(
      'Phase and status name different phases: send phase only',
    );
    expect(caseStatusUpdateSchema.safeParse({ keepOpen: { taskIds: [] } }).error?.issues[0]?.message).toBe('Phase is required');
  });
});
