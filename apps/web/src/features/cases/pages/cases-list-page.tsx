// /dashboard/cases: the firm's cases with server-side search, phase filters, sorting and paging kept in the URL.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Archive, ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download, Plus, Search, Upload } from 'lucide-react';
import {
  CASE_LIST_FILTER_LABELS,
  CASE_PHASE_LABELS,
  CASE_PHASES,
  CASE_LIST_FILTERS,
  ERROR_MESSAGES,
  formatCaseNo,
  formatDate,
  formatDuration,
  formatMoney,
  getCaseDurationDays,
  toggleCaseSort,
  type CaseListItem,
  type CaseSortColumn,
} from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Input, Select } from '../../../components/ui/input';
import { useCan } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { casesApi, useCaseList } from '../api';
import {
  countPages,
  readCaseListParams,
  toCaseListKey,
  toCaseListQuery,
  withNextPageCursor,
  writeCaseListParams,
  type CaseListState,
  type NextPageCursor,
} from '../case-list-params';
import { CasePhaseBadge } from '../components/case-badges';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZES = [10, 25, 50, 100] as const;

const COLUMNS: ReadonlyArray<{ key: CaseSortColumn; label: string; className?: string }> = [
  { key: 'clientName', label: 'Case Name' },
  { key: 'predictedValue', label: 'Predicted Value', className: 'hidden sm:table-cell' },
  { key: 'duration', label: 'Duration', className: 'hidden md:table-cell' },
  { key: 'phase', label: 'Phase' },
  { key: 'attorneyName', label: 'Attorney', className: 'hidden lg:table-cell' },
];

function SortHeader({
  column,
  state,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  state: CaseListState;
  onSort: (key: CaseSortColumn) => void;
}) {
  const active = state.sort === column.key;
  const Icon = !active ? ArrowUpDown : state.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-3 text-left', column.className)}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={cn(
          'inline-flex items-center gap-1 rounded text-xs font-semibold uppercase tracking-wide',
          active ? 'text-slate-900' : 'text-slate-500 hover:text-slate-800',
        )}
      >
        {column.label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function CaseRow({ item, onOpen }: { item: CaseListItem; onOpen: (id: string) => void }) {
  const days = getCaseDurationDays(item);
  const prediction = item.latestPrediction;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item.id);
    }
  };
  return (
    <tr
      tabIndex={0}
      aria-label={`Open case ${item.clientName} ${formatCaseNo(item.caseNo)}`}
      onClick={() => onOpen(item.id)}
      onKeyDown={onKeyDown}
      className="cursor-pointer border-t border-slate-100 align-top hover:bg-slate-50 focus:bg-brand-50 focus:outline-none"
    >
      <td className="px-4 py-3">
        <p className="font-medium text-slate-900">{item.clientName}</p>
        <p className="font-mono text-xs text-slate-500">{formatCaseNo(item.caseNo)}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {item.carrier ?? 'No carrier'}
          {item.insuranceLimits != null && ` · ${formatMoney(item.insuranceLimits)} limit`}
        </p>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        {prediction ? (
          <>
            <p className="font-medium text-slate-900">{formatMoney(prediction.predictedValue)}</p>
            <p className="text-xs text-slate-500">Updated {formatDate(prediction.createdAt)}</p>
          </>
        ) : (
          <>
            <p className="text-slate-500">Not predicted</p>
            {item.insuranceLimits != null && <p className="text-xs text-slate-500">Limit {formatMoney(item.insuranceLimits)}</p>}
          </>
        )}
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <p className="text-slate-900">{days === null ? '—' : formatDuration(days)}</p>
        <p className="text-xs text-slate-500">
          {item.dateClosed ? `Closed ${formatDate(item.dateClosed)}` : `Opened ${formatDate(item.dateOpened)}`}
        </p>
      </td>
      <td className="px-4 py-3">
        <CasePhaseBadge phase={item.phase} />
      </td>
      <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">
        {item.attorneyName ?? <span className="text-slate-500">Unassigned</span>}
      </td>
    </tr>
  );
}

export function CasesListPage() {
  useDocumentTitle('Cases');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readCaseListParams(searchParams);
  const [searchText, setSearchText] = useState(state.search);
  // Back/forward can change the URL's search under the box: follow it (React's "adjust state on prop change" pattern).
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearchText(state.search);
  }
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const query = toCaseListQuery(state);
  // Next reads the following page from where this one ended (deep pages stay as fast as the first).
  const [nextPageCursor, setNextPageCursor] = useState<NextPageCursor | null>(null);
  const cases = useCaseList(withNextPageCursor(query, nextPageCursor));
  const canExport = useCan('case.export');

  const update = (patch: Partial<CaseListState>, options: { replace?: boolean } = {}) => {
    setSearchParams((previous) => writeCaseListParams({ ...readCaseListParams(previous), ...patch }), {
      replace: options.replace ?? false,
    });
  };
  const onSearchChange = (value: string) => {
    setSearchText(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ search: value, page: 1 }, { replace: true }), SEARCH_DEBOUNCE_MS);
  };
  const onSort = (column: CaseSortColumn) => update({ ...toggleCaseSort(state, column), page: 1 });
  const openCase = (id: string) => navigate(`/dashboard/case/${id}`);
  const goToNextPage = () => {
    // Only the page on screen for this very list (not a previous list kept while the new one loads).
    const shown = cases.isPlaceholderData ? undefined : cases.data;
    const cursor = shown && shown.page === state.page ? shown.nextCursor : null;
    setNextPageCursor(cursor ? { listKey: toCaseListKey(query), page: state.page + 1, cursor } : null);
    update({ page: state.page + 1 });
  };

  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const data = cases.data;
  const pages = data ? countPages(data.total, data.pageSize) : 1;
  const exportHref = casesApi.exportCsvUrl({
    search: query.search,
    filter: query.filter,
    phase: query.phase,
    sort: query.sort,
    direction: query.direction,
  });
  const errorText = state.search.trim() !== '' ? ERROR_MESSAGES.searchCases : ERROR_MESSAGES.loadCases;
  const firstRow = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const lastRow = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Cases</h1>
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {data ? `Showing ${data.total} of ${data.totalAll} cases` : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/cases/archived" className={buttonClasses('ghost')}>
            <Archive className="h-4 w-4" aria-hidden="true" /> Archived cases
          </Link>
          <Link to="/dashboard/cases/import" className={buttonClasses('outline')}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
          </Link>
          {canExport && (
            <a
              href={exportHref}
              download
              className={cn(buttonClasses('outline'), !data?.total && 'pointer-events-none opacity-50')}
              aria-disabled={!data?.total}
              tabIndex={data?.total ? undefined : -1}
            >
              <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
            </a>
          )}
          {canExport && (
            <a
              href={casesApi.exportFirmUrl()}
              download
              className={buttonClasses('outline')}
              title="Every case with all its records: a ZIP of CSVs with the documents' files"
            >
              <Download className="h-4 w-4" aria-hidden="true" /> Export everything
            </a>
          )}
          <Link to="new" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Create Case
          </Link>
        </div>
      </div>
      {notice && <Alert tone="info">{notice}</Alert>}

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <label htmlFor="case-search" className="sr-only">
              Search cases
            </label>
            <Input
              id="case-search"
              type="search"
              placeholder="Search cases..."
              value={searchText}
              onChange={(event) => onSearchChange(event.target.value)}
              className="pl-9"
            />
          </div>
          <label htmlFor="case-filter" className="sr-only">
            Phase filter
          </label>
          <Select
            id="case-filter"
            className="sm:w-48"
            value={state.phase ? `phase:${state.phase}` : (state.filter ?? '')}
            onChange={(event) => {
              const value = event.target.value;
              const phase = CASE_PHASES.find((candidate) => `phase:${candidate}` === value);
              update({ filter: CASE_LIST_FILTERS.find((filter) => filter === value), phase, page: 1 });
            }}
          >
            <option value="">All Cases</option>
            {CASE_LIST_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {CASE_LIST_FILTER_LABELS[filter]}
              </option>
            ))}
            <optgroup label="Phase">
              {CASE_PHASES.map((phase) => (
                <option key={phase} value={`phase:${phase}`}>
                  {CASE_PHASE_LABELS[phase]}
                </option>
              ))}
            </optgroup>
          </Select>
        </div>

        {cases.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
            <Spinner className="text-brand-600" label="Loading cases" /> Loading cases...
          </div>
        ) : cases.isError && !data ? (
          <div className="space-y-3 p-6">
            <Alert tone="error">{errorText}</Alert>
            <Button variant="outline" onClick={() => void cases.refetch()}>
              Try Again
            </Button>
          </div>
        ) : data && data.items.length === 0 && data.total > 0 ? (
          <div className="px-6 py-16 text-center">
            <p className="text-base font-medium text-slate-900">This page is empty</p>
            <p className="mt-1 text-sm text-slate-500">There are {data.total} matching cases on earlier pages.</p>
            <Button variant="outline" className="mt-4" onClick={() => update({ page: 1 })}>
              Go to the first page
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="px-6 py-16 text-center">
            <p className="text-base font-medium text-slate-900">No cases found</p>
            <p className="mt-1 text-sm text-slate-500">
              {state.search || state.filter || state.phase ? 'Try another search or filter.' : 'Your firm has no cases yet.'}
            </p>
            <Link to="/dashboard/cases/new" className={cn(buttonClasses('primary'), 'mt-4')}>
              Create New Case
            </Link>
          </div>
        ) : data ? (
          <>
            {cases.isError && (
              <div className="flex flex-wrap items-center gap-3 p-4">
                <Alert tone="error" className="flex-1">
                  {errorText}
                </Alert>
                <Button variant="outline" onClick={() => void cases.refetch()}>
                  Try Again
                </Button>
              </div>
            )}
            <div className={cn('relative w-0 min-w-full overflow-x-auto transition-opacity', cases.isPlaceholderData && 'opacity-60')}>
              <table className="w-full text-sm">
                <caption className="sr-only">
                  Cases, sorted by {COLUMNS.find((column) => column.key === state.sort)?.label ?? 'date created'}
                </caption>
                <thead className="bg-slate-50">
                  <tr>
                    {COLUMNS.map((column) => (
                      <SortHeader key={column.key} column={column} state={state} onSort={onSort} />
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <CaseRow key={item.id} item={item} onOpen={openCase} />
                  ))}
                </tbody>
              </table>
            </div>
            <nav
              aria-label="Pagination"
              className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
            >
              <p>
                {firstRow}–{lastRow} of {data.total}
              </p>
              <div className="flex items-center gap-3">
                <label className="flex items-center gap-2 whitespace-nowrap">
                  <span className="hidden sm:inline">Rows per page</span>
                  <span className="sr-only sm:hidden">Rows per page</span>
                  <Select
                    className="h-8 w-20 py-0"
                    value={state.pageSize}
                    onChange={(event) => update({ pageSize: Number(event.target.value), page: 1 })}
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </Select>
                </label>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label="Previous page"
                  disabled={state.page <= 1}
                  onClick={() => update({ page: state.page - 1 })}
                >
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                </Button>
                <span aria-current="page">
                  Page {Math.min(state.page, pages)} of {pages}
                </span>
                <Button variant="outline" size="sm" aria-label="Next page" disabled={state.page >= pages} onClick={goToNextPage}>
                  <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </>
        ) : null}
      </Card>
    </div>
  );
}
