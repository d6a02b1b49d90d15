import { describe, expect, it } from 'vitest';
import {
  CASE_DETAIL_STATUS_OPTIONS,
  CASE_FORM_STATUS_OPTIONS,
  formatStatusLabel,
  getStatusBadgeColor,
  getStatusLikePatterns,
  isActiveCase,
  isFinishedCase,
  isOpenForAnalytics,
  isSettledForAnalytics,
  matchesCaseListFilter,
  normaliseStatus,
} from './case-status.js';

describe('normaliseStatus', () => {
  it.each([
    ['in_progress', 'active'],
    ['Active', 'active'],
    ['In Progress', 'active'],
    ['on_hold', 'pending'],
    ['Pending review', 'pending'],
    ['Discovery', 'discovery'],
    ['pre_trial', 'pre-trial'],
    ['Pre-Trial', 'pre-trial'],
    ['Settled', 'settled'],
    ['in settlement', 'settled'],
    ['CLOSED', 'closed'],
    ['dismissed', 'dismissed'],
    ['verdict reached', 'verdict'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseStatus(input)).toBe(expected);
  });

  it('turns an empty or missing status into open', () => {
    expect(normaliseStatus('')).toBe('open');
    expect(normaliseStatus('   ')).toBe('open');
    expect(normaliseStatus(null)).toBe('open');
  });

  it('keeps unmatched values as entered', () => {
    expect(normaliseStatus('Mediation')).toBe('Mediation');
    expect(normaliseStatus(' Open ')).toBe('Open');
  });

  it('applies the rules in the spec order', () => {
    expect(normaliseStatus('settled - closed')).toBe('settled');
    expect(normaliseStatus('pending discovery')).toBe('pending');
  });
});

describe('formatStatusLabel', () => {
  it('labels canonical statuses and title-cases others', () => {
    expect(formatStatusLabel('pre_trial')).toBe('Pre-Trial');
    expect(formatStatusLabel('')).toBe('Open');
    expect(formatStatusLabel('mediation')).toBe('Mediation');
    expect(formatStatusLabel('awaiting_records')).toBe('Awaiting Records');
  });
});

describe('isActiveCase', () => {
  it('is active unless the status mentions an ending', () => {
    expect(isActiveCase('open')).toBe(true);
    expect(isActiveCase('Discovery')).toBe(true);
    expect(isActiveCase(null)).toBe(true);
    for (const ended of ['Settled', 'in settlement', 'verdict', 'Dismissed', 'closed']) {
      expect(isActiveCase(ended)).toBe(false);
    }
  });
});

describe('isFinishedCase', () => {
  it('treats only Settled and Closed as finished, case-insensitively', () => {
    expect(isFinishedCase('Settled')).toBe(true);
    expect(isFinishedCase('closed')).toBe(true);
    expect(isFinishedCase('dismissed')).toBe(false);
    expect(isFinishedCase('settlement talks')).toBe(false);
  });
});

describe('analytics readings', () => {
  it('counts settled and closed as settled', () => {
    expect(isSettledForAnalytics('settled')).toBe(true);
    expect(isSettledForAnalytics('Closed')).toBe(true);
    expect(isSettledForAnalytics('verdict')).toBe(false);
  });
  it('excludes settled, dismissed, verdict and closed from open', () => {
    expect(isOpenForAnalytics('open')).toBe(true);
    expect(isOpenForAnalytics('in settlement')).toBe(true);
    expect(isOpenForAnalytics('Dismissed')).toBe(false);
    expect(isOpenForAnalytics('Verdict')).toBe(false);
    expect(isOpenForAnalytics('')).toBe(true);
  });
});

describe('case list filters', () => {
  it('matches prelit on open, negotiation and mediation', () => {
    expect(matchesCaseListFilter('Open', 'prelit')).toBe(true);
    expect(matchesCaseListFilter('Negotiating', 'prelit')).toBe(true);
    expect(matchesCaseListFilter('mediation', 'prelit')).toBe(true);
    expect(matchesCaseListFilter('', 'prelit')).toBe(true);
    expect(matchesCaseListFilter('discovery', 'prelit')).toBe(false);
  });
  it('matches lit on discovery, trial and prep', () => {
    expect(matchesCaseListFilter('Discovery', 'lit')).toBe(true);
    expect(matchesCaseListFilter('pre-trial', 'lit')).toBe(true);
    expect(matchesCaseListFilter('trial prep', 'lit')).toBe(true);
    expect(matchesCaseListFilter('open', 'lit')).toBe(false);
  });
  it('splits every case into exactly one of open and closed', () => {
    for (const status of ['open', 'settled', 'Closed', 'verdict', 'dismissed', 'discovery', 'x']) {
      expect(matchesCaseListFilter(status, 'open')).toBe(!matchesCaseListFilter(status, 'closed'));
    }
    expect(matchesCaseListFilter('settled', 'closed')).toBe(true);
  });
  it('exposes the same rule as LIKE patterns for SQL', () => {
    expect(getStatusLikePatterns('closed')).toEqual({
      mode: 'any',
      patterns: ['%settled%', '%dismissed%', '%verdict%', '%closed%'],
    });
    expect(getStatusLikePatterns('open').mode).toBe('none');
  });
});

describe('getStatusBadgeColor', () => {
  it('colours ended cases green, trial and discovery accent, others yellow', () => {
    expect(getStatusBadgeColor('Settled')).toBe('green');
    expect(getStatusBadgeColor('settlement')).toBe('green');
    expect(getStatusBadgeColor('dismissed')).toBe('green');
    expect(getStatusBadgeColor('verdict')).toBe('green');
    expect(getStatusBadgeColor('Trial')).toBe('accent');
    expect(getStatusBadgeColor('pre_trial')).toBe('accent');
    expect(getStatusBadgeColor('discovery')).toBe('accent');
    expect(getStatusBadgeColor('open')).toBe('yellow');
    expect(getStatusBadgeColor('Mediation')).toBe('yellow');
  });
});

describe('status choices', () => {
  it('lists the case form and detail selector choices in the spec order', () => {
    expect(CASE_FORM_STATUS_OPTIONS.map((option) => option.label)).toEqual(['Open', 'Closed', 'Pending']);
    expect(CASE_DETAIL_STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'Open',
      'In Progress',
      'Discovery',
      'Mediation',
      'Trial',
      'Settled',
      'Closed',
    ]);
  });
  it('stores the In Progress choice as a value that normalises to active', () => {
    const inProgress = CASE_DETAIL_STATUS_OPTIONS.find((option) => option.label === 'In Progress');
    expect(normaliseStatus(inProgress?.value)).toBe('active');
  });
});
