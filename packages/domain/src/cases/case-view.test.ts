import { describe, expect, it } from 'vitest';
import { makeCaseDetail, makeDocument, makeInjury, makeNote, makeTreatment } from '../testing/case-fixtures.js';
import {
  buildCaseView,
  formatCaseNo,
  getCaseDurationDays,
  formatCaseName,
  formatCaseType,
  formatOptionalCaseName,
  parseCaseNo,
} from './case-view.js';

describe('buildCaseView', () => {
  it('derives the phase label, counts and treatment split', () => {
    const view = buildCaseView(
      makeCaseDetail({
        phase: 'litigation',
        injuries: [makeInjury({ id: 'a' }), makeInjury({ id: 'b' })],
        treatments: [
          makeTreatment({ id: 't1', endDate: null }),
          makeTreatment({ id: 't2', endDate: '2024-02-01' }),
          makeTreatment({ id: 't3', endDate: null }),
        ],
      }),
    );
    expect(view.displayStatus).toBe('Litigation');
    expect(view.isActive).toBe(true);
    expect(view.totalInjuries).toBe(2);
    expect(view.activeTreatments.map((treatment) => treatment.id)).toEqual(['t1', 't3']);
    expect(view.completedTreatments.map((treatment) => treatment.id)).toEqual(['t2']);
  });

  it('keeps the 5 newest documents and notes, newest first', () => {
    const documents = Array.from({ length: 7 }, (_, index) =>
      makeDocument({ id: `d${index}`, uploadedAt: `2024-03-0${index + 1}T10:00:00Z` }),
    );
    const caseNotes = Array.from({ length: 6 }, (_, index) => makeNote({ id: `n${index}`, createdAt: `2024-04-0${index + 1}T10:00:00Z` }));
    const view = buildCaseView(makeCaseDetail({ phase: 'settled', documents, caseNotes }));
    expect(view.recentDocuments.map((document) => document.id)).toEqual(['d6', 'd5', 'd4', 'd3', 'd2']);
    expect(view.recentNotes.map((note) => note.id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(view.isActive).toBe(false);
  });
});

describe('case display rules', () => {
  it('shows the case type after " - " and defaults to Personal Injury', () => {
    expect(formatCaseType('PI - Motor Vehicle Accident')).toBe('Motor Vehicle Accident');
    expect(formatCaseType('personal_injury')).toBe('Personal Injury');
    expect(formatCaseType('')).toBe('Personal Injury');
    expect(formatCaseType(null)).toBe('Personal Injury');
    expect(formatCaseType('premises_liability')).toBe('Premises Liability');
    expect(formatCaseType('Dog Bite')).toBe('Dog Bite');
  });

  it('shows the firm case number as CASE- and at least four digits, never the id', () => {
    expect(formatCaseNo(7)).toBe('CASE-0007');
    expect(formatCaseNo(12345)).toBe('CASE-12345');
    expect(formatCaseName({ clientName: 'Jane Doe', caseNo: 42 })).toBe('Jane Doe (CASE-0042)');
    expect(formatOptionalCaseName({ clientName: 'Jane Doe', caseNo: 42 })).toBe('Jane Doe (CASE-0042)');
    expect(formatOptionalCaseName({ clientName: null, caseNo: null })).toBeNull();
  });

  it('reads a case number out of a search text', () => {
    for (const text of ['CASE-0042', 'case 42', 'Case-42', '#42', '0042', ' 42 ']) expect(parseCaseNo(text)).toBe(42);
    for (const text of ['Jane', 'CASE-', '0', '42a', 'State Farm 42']) expect(parseCaseNo(text)).toBeNull();
  });
});

describe('getCaseDurationDays', () => {
  it('counts from opened to closed, or to today while the case is open', () => {
    expect(getCaseDurationDays({ dateOpened: '2024-01-01', dateClosed: '2024-01-31' }, '2024-06-01')).toBe(30);
    expect(getCaseDurationDays({ dateOpened: '2024-01-01', dateClosed: null }, '2024-01-11')).toBe(10);
    expect(getCaseDurationDays({ dateOpened: '2024-01-01', dateClosed: '' }, '2024-01-11')).toBe(10);
  });
  it('never goes below zero and gives null for unreadable dates', () => {
    expect(getCaseDurationDays({ dateOpened: '2024-02-01', dateClosed: null }, '2024-01-01')).toBe(0);
    expect(getCaseDurationDays({ dateOpened: 'someday', dateClosed: null }, '2024-01-01')).toBeNull();
  });
});
