// URL state of the cases list: reading, writing and the API query.
import { describe, expect, it } from 'vitest';
import {
  countPages,
  DEFAULT_CASE_LIST_STATE,
  readCaseListParams,
  toCaseListKey,
  toCaseListQuery,
  toCaseListSearch,
  withNextPageCursor,
  writeCaseListParams,
} from './case-list-params';

describe('readCaseListParams', () => {
  it('reads every parameter from the URL', () => {
    const state = readCaseListParams(new URLSearchParams('search=smith&filter=lit&sort=clientName&direction=asc&page=3&pageSize=50'));
    expect(state).toEqual({ search: 'smith', filter: 'lit', sort: 'clientName', direction: 'asc', page: 3, pageSize: 50 });
  });
  it('falls back to the default for each unreadable value on its own', () => {
    const state = readCaseListParams(new URLSearchParams('filter=bogus&sort=nope&direction=up&page=-2&pageSize=1000&search=ok'));
    expect(state).toEqual({ ...DEFAULT_CASE_LIST_STATE, search: 'ok' });
  });
});

describe('writeCaseListParams', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(writeCaseListParams(DEFAULT_CASE_LIST_STATE).toString()).toBe('');
    const state = {
      ...DEFAULT_CASE_LIST_STATE,
      search: 'auto',
      filter: 'open' as const,
      sort: 'status' as const,
      direction: 'asc' as const,
      page: 2,
    };
    expect(readCaseListParams(writeCaseListParams(state))).toEqual(state);
  });
  it('keeps the direction when only the direction differs from the default', () => {
    expect(writeCaseListParams({ ...DEFAULT_CASE_LIST_STATE, direction: 'asc' }).toString()).toBe('sort=createdAt&direction=asc');
  });
});

describe('toCaseListQuery and toCaseListSearch', () => {
  it('drops a blank search and builds the API query string', () => {
    const query = toCaseListQuery({ ...DEFAULT_CASE_LIST_STATE, search: '   ' });
    expect(query).not.toHaveProperty('search');
    expect(toCaseListSearch(query)).toBe('?sort=createdAt&direction=desc&page=1&pageSize=25');
    expect(
      toCaseListSearch(toCaseListQuery({ ...DEFAULT_CASE_LIST_STATE, search: ' a&b ', filter: 'resolved', phase: 'settled' })),
    ).toContain('search=a%26b&filter=resolved&phase=settled');
  });
});

describe('countPages', () => {
  it('is at least one page', () => {
    expect(countPages(0, 25)).toBe(1);
    expect(countPages(25, 25)).toBe(1);
    expect(countPages(26, 25)).toBe(2);
  });
});

describe('withNextPageCursor', () => {
  const query = toCaseListQuery({ ...DEFAULT_CASE_LIST_STATE, sort: 'duration', direction: 'desc', page: 4 });
  const saved = { listKey: toCaseListKey(query), page: 4, cursor: 'abc' };
  it('reads the page after the one that gave the cursor by cursor', () => {
    expect(withNextPageCursor(query, saved)).toEqual({ ...query, cursor: 'abc' });
  });
  it('reads any other page, or the same page of another list, by its number', () => {
    expect(withNextPageCursor({ ...query, page: 3 }, saved)).toEqual({ ...query, page: 3 });
    expect(withNextPageCursor({ ...query, direction: 'asc' }, saved)).toEqual({ ...query, direction: 'asc' });
    expect(withNextPageCursor({ ...query, search: 'smith' }, saved).cursor).toBeUndefined();
    expect(withNextPageCursor(query, null)).toEqual(query);
  });
});
