import { describe, expect, it } from 'vitest';
import {
  escapeLikePattern,
  matchesAnalyticsSearch,
  matchesAttorneySearch,
  matchesCaseSearch,
  matchesDocumentSearch,
} from './search-predicates.js';

const item = { clientName: 'Maria Lopez', carrier: 'State Farm', notes: 'Rear-ended on I-5', caseType: 'PI - Auto' };

describe('search predicates', () => {
  it('matches cases by client name, carrier or notes, ignoring case', () => {
    expect(matchesCaseSearch(item, 'lopez')).toBe(true);
    expect(matchesCaseSearch(item, 'STATE')).toBe(true);
    expect(matchesCaseSearch(item, 'rear-ended')).toBe(true);
    expect(matchesCaseSearch(item, 'auto')).toBe(false);
    expect(matchesCaseSearch(item, '  ')).toBe(true);
  });
  it('matches analytics by client name, case type or carrier', () => {
    expect(matchesAnalyticsSearch(item, 'auto')).toBe(true);
    expect(matchesAnalyticsSearch(item, 'farm')).toBe(true);
    expect(matchesAnalyticsSearch(item, 'I-5')).toBe(false);
  });
  it('matches attorneys by name and documents by name or category', () => {
    expect(matchesAttorneySearch({ name: 'Ann Lee' }, 'LEE')).toBe(true);
    expect(matchesAttorneySearch({ name: 'Ann Lee' }, 'bob')).toBe(false);
    expect(matchesDocumentSearch({ name: 'mri.pdf', category: 'Medical Records' }, 'medical')).toBe(true);
    expect(matchesDocumentSearch({ name: 'mri.pdf', category: null }, 'MRI')).toBe(true);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
