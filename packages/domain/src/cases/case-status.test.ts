import { describe, expect, it } from 'vitest';
import {
  CASE_LIST_FILTER_PHASES,
  CASE_PHASE_OPTIONS,
  endsCaseWork,
  formatStatusLabel,
  getStatusBadgeColor,
  isActiveCase,
  isFinishedCase,
  isOpenForAnalytics,
  isSettledForAnalytics,
  matchesCaseListFilter,
} from './case-status.js';

describe('formatStatusLabel', () => {
  it('labels phases, and older text by the phase it means', () => {
    expect(formatStatusLabel('litigation')).toBe('Litigation');
    expect(formatStatusLabel('pre_trial')).toBe('Litigation');
    expect(formatStatusLabel('')).toBe('Intake');
    expect(formatStatusLabel('mediation')).toBe('Negotiation');
  });
});

describe('active and finished cases', () => {
  it('is active in every pre-lit and lit phase, finished when settled or closed', () => {
    for (const phase of ['intake', 'treating', 'demand', 'negotiation', 'litigation']) {
      expect(isActiveCase(phase)).toBe(true);
      expect(isOpenForAnalytics(phase)).toBe(true);
      expect(isFinishedCase(phase)).toBe(false);
    }
    for (const phase of ['settled', 'closed']) {
      expect(isActiveCase(phase)).toBe(false);
      expect(isSettledForAnalytics(phase)).toBe(true);
      expect(isFinishedCase(phase)).toBe(true);
    }
  });

  it('ends the case work only when an active case becomes settled or closed', () => {
    expect(endsCaseWork('negotiation', 'settled')).toBe(true);
    expect(endsCaseWork('litigation', 'closed')).toBe(true);
    expect(endsCaseWork('settled', 'closed')).toBe(false);
    expect(endsCaseWork('intake', 'litigation')).toBe(false);
  });
});

describe('case list filters', () => {
  it('filters by group: open is pre-lit and lit, resolved is settled and closed', () => {
    expect(CASE_LIST_FILTER_PHASES.open).toEqual(['intake', 'treating', 'demand', 'negotiation', 'litigation']);
    expect(CASE_LIST_FILTER_PHASES.pre_lit).toEqual(['intake', 'treating', 'demand', 'negotiation']);
    expect(CASE_LIST_FILTER_PHASES.lit).toEqual(['litigation']);
    expect(CASE_LIST_FILTER_PHASES.resolved).toEqual(['settled', 'closed']);
    expect(matchesCaseListFilter('demand', 'pre_lit')).toBe(true);
    expect(matchesCaseListFilter('litigation', 'pre_lit')).toBe(false);
  });
  it('puts every phase in exactly one of open and resolved', () => {
    for (const { value } of CASE_PHASE_OPTIONS) {
      expect(matchesCaseListFilter(value, 'open')).toBe(!matchesCaseListFilter(value, 'resolved'));
    }
  });
});

describe('getStatusBadgeColor', () => {
  it('colours resolved cases green, litigation accent, pre-lit yellow', () => {
    expect(getStatusBadgeColor('settled')).toBe('green');
    expect(getStatusBadgeColor('closed')).toBe('green');
    expect(getStatusBadgeColor('litigation')).toBe('accent');
    expect(getStatusBadgeColor('intake')).toBe('yellow');
    expect(getStatusBadgeColor('negotiation')).toBe('yellow');
  });
});

describe('phase choices', () => {
  it('offers the seven phases in order everywhere', () => {
    expect(CASE_PHASE_OPTIONS.map((option) => option.label)).toEqual([
      'Intake',
      'Treating',
      'Demand',
      'Negotiation',
      'Litigation',
      'Settled',
      'Closed',
    ]);
  });
});
