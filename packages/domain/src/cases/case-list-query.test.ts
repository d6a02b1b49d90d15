import { describe, expect, it } from 'vitest';
import { caseListQuerySchema, MAX_CASE_PAGE_SIZE, toggleCaseSort } from './case-list-query.js';

describe('caseListQuerySchema', () => {
  it('defaults to newest created first, page 1', () => {
    expect(caseListQuerySchema.parse({})).toEqual({ search: undefined, sort: 'createdAt', direction: 'desc', page: 1, pageSize: 25 });
  });
  it('coerces query-string numbers and drops a blank search', () => {
    const parsed = caseListQuerySchema.parse({
      search: '  ',
      filter: 'lit',
      sort: 'clientName',
      direction: 'asc',
      page: '3',
      pageSize: '50',
    });
    expect(parsed).toMatchObject({ search: undefined, filter: 'lit', page: 3, pageSize: 50 });
  });
  it('caps the page size and rejects unknown filters and columns', () => {
    expect(caseListQuerySchema.safeParse({ pageSize: String(MAX_CASE_PAGE_SIZE + 1) }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ filter: 'archived' }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ sort: 'firm_id' }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('toggleCaseSort', () => {
  it('flips the direction on the same column and starts a new column ascending', () => {
    expect(toggleCaseSort({ sort: 'status', direction: 'asc' }, 'status')).toEqual({ sort: 'status', direction: 'desc' });
    expect(toggleCaseSort({ sort: 'status', direction: 'desc' }, 'status')).toEqual({ sort: 'status', direction: 'asc' });
    expect(toggleCaseSort({ sort: 'status', direction: 'desc' }, 'clientName')).toEqual({ sort: 'clientName', direction: 'asc' });
  });
});
