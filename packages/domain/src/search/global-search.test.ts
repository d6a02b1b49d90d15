import { describe, expect, it } from 'vitest';
import {
  GLOBAL_SEARCH_LENGTH_MESSAGE,
  caseResultLabel,
  globalSearchQuerySchema,
  globalSearchResultPath,
  noteResultLabel,
  noteSnippet,
  partyResultLabel,
  policyResultLabel,
} from './global-search.js';

const ref = { caseNo: 1042, clientName: 'Maria Lopez' };

describe('global search', () => {
  it('trims the search and takes 2 to 100 characters', () => {
    expect(globalSearchQuerySchema.parse({ q: '  jane  ' })).toEqual({ q: 'jane' });
    for (const q of [undefined, '', ' a ', 'x'.repeat(101)]) {
      const result = globalSearchQuerySchema.safeParse({ q });
      expect(result.success, String(q)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(GLOBAL_SEARCH_LENGTH_MESSAGE);
    }
  });

  it('labels each kind with what was found and the case it belongs to', () => {
    expect(caseResultLabel({ ...ref, caseNumber: null })).toBe('Maria Lopez — CASE-1042');
    expect(caseResultLabel({ ...ref, caseNumber: 'CV-17' })).toBe('Maria Lopez — CASE-1042 (CV-17)');
    expect(partyResultLabel({ ...ref, role: 'defendant', name: 'Jane Roe' })).toBe('Defendant: Jane Roe — CASE-1042 · Maria Lopez');
    const policy = { ...ref, carrier: 'State Farm', claimNumber: 'CL-77', policyNumber: 'P-9' };
    expect(policyResultLabel(policy, 'cl-7')).toBe('Claim CL-77 · State Farm — CASE-1042 · Maria Lopez');
    expect(policyResultLabel(policy, 'p-9')).toBe('Policy P-9 · State Farm — CASE-1042 · Maria Lopez');
    expect(noteResultLabel({ ...ref, content: 'Called the\nadjuster' }, 'adjuster')).toBe(
      'Note: “Called the adjuster” — CASE-1042 · Maria Lopez',
    );
  });

  it('cuts a long note around the match', () => {
    const content = `${'a'.repeat(100)} the tender letter ${'b'.repeat(100)}`;
    const snippet = noteSnippet(content, 'TENDER', 40);
    expect(snippet).toContain('tender');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(noteSnippet(content, 'nowhere', 40).startsWith('aaa')).toBe(true);
  });

  it('opens a policy on the Insurance tab and everything else on the case', () => {
    expect(globalSearchResultPath({ kind: 'policy', caseId: 'c 1' })).toBe('/dashboard/case/c%201?tab=insurance');
    expect(globalSearchResultPath({ kind: 'party', caseId: 'c1' })).toBe('/dashboard/case/c1');
  });
});
