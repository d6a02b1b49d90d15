// The cases list's state in the URL query (search, filter, phase, sort, direction, page, pageSize), so a reload keeps it.
import {
  caseListQuerySchema,
  DEFAULT_CASE_PAGE_SIZE,
  type CaseListFilter,
  type CasePhase,
  type CaseListQueryInput,
  type CaseSortColumn,
  type SortDirection,
} from '@casecast/domain';

export type CaseListState = {
  search: string;
  filter: CaseListFilter | undefined;
  phase: CasePhase | undefined;
  sort: CaseSortColumn;
  direction: SortDirection;
  page: number;
  pageSize: number;
};

export const DEFAULT_CASE_LIST_STATE: CaseListState = {
  search: '',
  filter: undefined,
  phase: undefined,
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: DEFAULT_CASE_PAGE_SIZE,
};

const fields = caseListQuerySchema.shape;

/** Reads each parameter on its own, so one bad value (a hand-edited URL) falls back alone. */
export function readCaseListParams(params: URLSearchParams): CaseListState {
  const read = <T>(parse: (value: string | undefined) => { success: boolean; data?: T }, key: string, fallback: T): T => {
    const value = params.get(key);
    if (value === null) return fallback;
    const result = parse(value);
    return result.success && result.data !== undefined ? result.data : fallback;
  };
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    filter: read((value) => fields.filter.safeParse(value), 'filter', undefined),
    phase: read((value) => fields.phase.safeParse(value), 'phase', undefined),
    sort: read((value) => fields.sort.safeParse(value), 'sort', DEFAULT_CASE_LIST_STATE.sort),
    direction: read((value) => fields.direction.safeParse(value), 'direction', DEFAULT_CASE_LIST_STATE.direction),
    page: read((value) => fields.page.safeParse(value), 'page', DEFAULT_CASE_LIST_STATE.page),
    pageSize: read((value) => fields.pageSize.safeParse(value), 'pageSize', DEFAULT_CASE_LIST_STATE.pageSize),
  };
}

/** The URL query for a state: defaults are left out so a plain /dashboard/cases stays plain. */
export function writeCaseListParams(state: CaseListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set('search', state.search);
  if (state.filter) params.set('filter', state.filter);
  if (state.phase) params.set('phase', state.phase);
  if (state.sort !== DEFAULT_CASE_LIST_STATE.sort || state.direction !== DEFAULT_CASE_LIST_STATE.direction) {
    params.set('sort', state.sort);
    params.set('direction', state.direction);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_CASE_LIST_STATE.pageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The API's query for a state (the server's parameters have the same names). */
export function toCaseListQuery(state: CaseListState): CaseListQueryInput {
  const search = state.search.trim();
  return {
    ...(search === '' ? {} : { search }),
    ...(state.filter ? { filter: state.filter } : {}),
    ...(state.phase ? { phase: state.phase } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** '?search=...&sort=...' for an API query; empty values are left out. */
export function toCaseListSearch(query: CaseListQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Page count for the pagination controls (at least 1), and whether the page is past the end. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The cursor the list was given for the page after one it showed: valid for that page of that same list only. */
export type NextPageCursor = { listKey: string; page: number; cursor: string };

/** What identifies a list apart from its page: search, filter, sort, direction and page size. */
export function toCaseListKey(query: CaseListQueryInput): string {
  return toCaseListSearch({ ...query, page: undefined, cursor: undefined });
}

/**
 * The API query, reading the page by cursor when it is the page after the one that gave the cursor
 * (Next): the server then continues where that page ended instead of skipping all earlier cases.
 * Any other page (a typed URL, Previous, a reload) is read by its number.
 */
export function withNextPageCursor(query: CaseListQueryInput, saved: NextPageCursor | null): CaseListQueryInput {
  return saved && saved.page === query.page && saved.listKey === toCaseListKey(query) ? { ...query, cursor: saved.cursor } : query;
}
