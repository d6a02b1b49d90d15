import { describe, expect, it } from 'vitest';
import { documentSearchQuerySchema, parseMarkedSnippet, splitSnippet } from './document-search.js';

describe('document search snippets', () => {
  it('turns a marked headline into plain text and the places of its matches', () => {
    const { snippet, marks } = parseMarkedSnippet('MRI shows a \u0002fracture\u0003 of the \u0002vertebra\u0003.', '\u0002', '\u0003');
    expect(snippet).toBe('MRI shows a fracture of the vertebra.');
    expect(marks).toEqual([
      { start: 12, length: 8 },
      { start: 28, length: 8 },
    ]);
    expect(splitSnippet(snippet, marks)).toEqual([
      { text: 'MRI shows a ', match: false },
      { text: 'fracture', match: true },
      { text: ' of the ', match: false },
      { text: 'vertebra', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps markup in a document as plain text, never as a match', () => {
    const { snippet, marks } = parseMarkedSnippet('<img src=x onerror=alert(1)> \u0002bill\u0003', '\u0002', '\u0003');
    expect(snippet).toBe('<img src=x onerror=alert(1)> bill');
    expect(splitSnippet(snippet, marks)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'bill', match: true },
    ]);
  });

  it('ignores an unclosed mark and marks outside the snippet', () => {
    expect(parseMarkedSnippet('a \u0002b', '\u0002', '\u0003')).toEqual({ snippet: 'a b', marks: [] });
    expect(splitSnippet('abc', [{ start: 10, length: 2 }])).toEqual([{ text: 'abc', match: false }]);
  });

  it('asks for words, and at most 200 characters of them', () => {
    expect(documentSearchQuerySchema.safeParse({ q: '  fracture ' }).data).toEqual({ q: 'fracture' });
    expect(documentSearchQuerySchema.safeParse({}).error?.issues[0]?.message).toMatch(/Enter one or more words/);
    expect(documentSearchQuerySchema.safeParse({ q: '   ' }).error?.issues[0]?.message).toMatch(/Enter one or more words/);
    expect(documentSearchQuerySchema.safeParse({ q: 'x'.repeat(201) }).error?.issues[0]?.message).toMatch(/at most 200/);
  });
});
