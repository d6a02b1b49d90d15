// Query parameters of the cases list: search, phase and phase-group filters, sort and paging (spec section 2).
import { z } from 'zod';
import { textSchema } from '../shared/schema-fields.js';
import { casePhaseSchema } from './case-phase.js';
import { CASE_LIST_FILTERS, LEGACY_CASE_LIST_FILTERS, type CaseListFilter } from './case-status.js';
import { caseListItemSchema } from './case-schemas.js';

export const CASE_SORT_COLUMNS = [
  'clientName',
  'predictedValue',
  'duration',
  'phase',
  /** Deprecated alias of phase, for one release. */
  'status',
  'attorneyName',
  'dateOpened',
  'createdAt',
  'updatedAt',
] as const;
export type CaseSortColumn = (typeof CASE_SORT_COLUMNS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_CASE_PAGE_SIZE = 25;
export const MAX_CASE_PAGE_SIZE = 100;
/** Far beyond any firm's cases; keeps the SQL offset a plain integer. */
export const MAX_CASE_PAGE = 1_000_000;
export const MAX_CASE_CURSOR_LENGTH = 1_000;

// Query strings arrive as text, so numbers are coerced; a blank search means "all cases".
export const caseListQuerySchema = z.object({
  search: textSchema({ max: 200, tooLongMessage: 'Search is too long' })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** A group of phases: open (every active case), pre_lit, lit or resolved; prelit and closed still read for one release. */
  filter: z
    .string()
    .trim()
    .max(20)
    .transform((value, context): CaseListFilter => {
      const filter = LEGACY_CASE_LIST_FILTERS[value.toLowerCase()];
      if (filter) return filter;
      context.addIssue({ code: 'custom', message: `Filter must be one of ${CASE_LIST_FILTERS.join(', ')}` });
      return z.NEVER;
    })
    .optional(),
  /** One phase (combined with filter, both must match). */
  phase: casePhaseSchema.optional(),
  sort: z.enum(CASE_SORT_COLUMNS).default('createdAt'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
  page: z.coerce.number().int().min(1).max(MAX_CASE_PAGE, `Page must be at most ${MAX_CASE_PAGE}`).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_CASE_PAGE_SIZE).default(DEFAULT_CASE_PAGE_SIZE),
  /**
   * The previous page's nextCursor: the page after it is read from where that one ended instead of
   * skipping (page − 1) × pageSize cases, so deep pages cost what the first one does. page is then
   * only echoed back.
   */
  cursor: z.string().trim().min(1).max(MAX_CASE_CURSOR_LENGTH, 'Cursor is too long').optional(),
});
export type CaseListQueryInput = z.input<typeof caseListQuerySchema>;
export type CaseListQuery = z.output<typeof caseListQuerySchema>;

export const caseListResponseSchema = z.object({
  items: z.array(caseListItemSchema),
  /** Cases matching search and filter, for the filtered/total counter. */
  total: z.number().int().min(0),
  /** All of the firm's cases. */
  totalAll: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Pass as cursor (with the same search, filter and sort) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;

/** Clicking the current sort column flips the direction; a new column starts ascending. */
export function toggleCaseSort(
  current: { sort: CaseSortColumn; direction: SortDirection },
  column: CaseSortColumn,
): { sort: CaseSortColumn; direction: SortDirection } {
  if (current.sort !== column) return { sort: column, direction: 'asc' };
  return { sort: column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
