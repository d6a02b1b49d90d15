// /dashboard/attorneys: Attorney Performance Metrics — a card per attorney (WAR, ratio, figures), the ratio trend by period, the formulas.
import { useMemo, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Award, Calculator, CircleHelp, Info, Minus, Search, ThumbsUp, TrendingDown } from 'lucide-react';
import {
  ERROR_MESSAGES,
  buildQuarterPeriods,
  formatMoney,
  formatPercent,
  formatQuarterLabel,
  formatWar,
  getTodayIsoDate,
  matchesAttorneySearch,
  type AttorneyPerformanceRecord,
  type AttorneyWarRow,
  type PerformanceRating,
} from '@casecast/domain';
import { Button } from '../../components/ui/button';
import { Alert, Card, CardHeader, PageSpinner } from '../../components/ui/feedback';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAttorneyPerformance, useAttorneyWar, useCalculatePeriods } from '../analytics/api';
import { ChartFrame, LineChart } from '../analytics/components/charts';

const RATINGS: Record<PerformanceRating, { icon: typeof Award; className: string }> = {
  Excellent: { icon: Award, className: 'text-green-700' },
  Good: { icon: ThumbsUp, className: 'text-blue-700' },
  Average: { icon: Minus, className: 'text-amber-700' },
  'Below Average': { icon: TrendingDown, className: 'text-red-700' },
  'No data': { icon: CircleHelp, className: 'text-slate-500' },
};

/** Quarters the Calculate button stores: the last two years up to today. */
const TREND_QUARTERS_BACK = 7;

function FormulaPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="How these metrics are calculated">
          <Info className="h-4 w-4" aria-hidden="true" />
          How it is calculated
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 w-[22rem] rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg"
        >
          <p className="font-semibold text-slate-900">How these metrics are calculated</p>
          <p className="mt-2">
            For each of the attorney&apos;s settled cases we compare the actual settlement <strong>A</strong> with the prediction{' '}
            <strong>P</strong> made before it settled: the latest prediction made on or before the day it closed, else the base model&apos;s
            value for the case as it stood the day before (a model that never saw your firm&apos;s outcomes).
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>
              <strong>Performance Ratio</strong> = ΣA ÷ ΣP. 110% or more is Excellent, 100% Good, 90% Average, below 90% Below Average.
            </li>
            <li>
              <strong>WAR</strong> = Σ(A − P) ÷ the firm&apos;s median settlement: how many typical cases&apos; worth of value the attorney
              won above what an average attorney was expected to get. It grows with the number of cases.
            </li>
          </ul>
          <p className="mt-2 text-xs text-slate-500">
            Cases without a settlement above $0, or without a prediction, are not compared. Average case duration counts opened to closed.
          </p>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {detail && <dd className="text-xs text-slate-500">{detail}</dd>}
    </div>
  );
}

function AttorneyCard({ row }: { row: AttorneyWarRow }) {
  // No rating under the minimum of compared cases (docs/metrics.md): the reason is shown instead.
  const rating: PerformanceRating = row.rating ?? 'No data';
  const { icon: RatingIcon, className } = RATINGS[rating];
  const interval = (range: { lower: number; upper: number } | null, format: (value: number) => string) =>
    range === null ? undefined : `90% interval ${format(range.lower)} to ${format(range.upper)}`;
  const types = Object.entries(row.case_type_distribution).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <Card className="p-5" data-testid="attorney-card" aria-label={row.attorney_name} role="region">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{row.attorney_name}</h2>
        <span className={`inline-flex items-center gap-1 text-sm font-medium ${className}`} data-testid="performance-rating">
          <RatingIcon className="h-4 w-4" aria-hidden="true" />
          {row.rating ?? (row.compared_cases > 0 ? 'Too few cases to rate' : 'No data')}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Figure label="Cases Handled" value={String(row.cases_handled)} />
        <Figure label="Cases Closed" value={String(row.cases_closed)} />
        <Figure label="WAR" value={formatWar(row.war)} detail={interval(row.war_interval, formatWar)} testId="attorney-war" />
        <Figure
          label="Performance Ratio"
          value={row.performance_ratio === null ? 'N/A' : formatPercent(row.performance_ratio)}
          detail={interval(row.performance_ratio_interval, (value) => formatPercent(value))}
          testId="performance-ratio"
        />
        <Figure
          label="Avg. Settlement"
          value={row.average_settlement_amount === null ? 'N/A' : formatMoney(row.average_settlement_amount)}
        />
        <Figure
          label="Avg. Case Duration"
          value={row.average_case_duration === null ? 'N/A' : `${row.average_case_duration.toFixed(1)} days`}
        />
      </dl>
      <p className="mt-1 text-xs text-slate-500" data-testid="attorney-sample">
        {row.compared_cases} settled cases compared with their pre-settlement prediction
        {row.compared_cases > 0 && row.credibility < 0.995
          ? `; weighted ${formatPercent(row.credibility, { decimals: 0 })} on them, the rest on the firm's average`
          : ''}
        .{row.rating_reason ? ` ${row.rating_reason}` : ''}
      </p>
      <div className="mt-4">
        <h3 className="text-xs font-medium uppercase text-slate-500">Case Type Distribution</h3>
        {types.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No cases yet.</p>
        ) : (
          <ul className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-4">
            {types.map(([type, count]) => (
              <li key={type} className="rounded-md bg-slate-50 px-2 py-1.5 text-xs">
                <span className="block truncate text-slate-600" title={type}>
                  {type}
                </span>
                <span className="font-semibold text-slate-900">{count}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function periodLabel(record: Pick<AttorneyPerformanceRecord, 'period_start' | 'period_end'>): string {
  const quarter = formatQuarterLabel(record.period_start);
  const [first] = buildQuarterPeriods(record.period_start, record.period_start);
  return first && first.start === record.period_start && buildQuarterPeriods(record.period_start, record.period_end).length === 1
    ? quarter
    : `${record.period_start} – ${record.period_end}`;
}

function PerformanceTrend({ canCalculate }: { canCalculate: boolean }) {
  const performance = useAttorneyPerformance();
  const calculate = useCalculatePeriods();
  const records = performance.data?.items;
  const { categories, series } = useMemo(() => {
    const ordered = [...(records ?? [])].sort(
      (a, b) => a.period_start.localeCompare(b.period_start) || a.period_end.localeCompare(b.period_end),
    );
    const labels = [...new Set(ordered.map(periodLabel))];
    const byAttorney = new Map<string, Array<{ x: string; y: number | null }>>();
    for (const record of ordered)
      byAttorney.set(record.attorney_name, [
        ...(byAttorney.get(record.attorney_name) ?? []),
        { x: periodLabel(record), y: record.performance_ratio },
      ]);
    return { categories: labels, series: [...byAttorney].map(([name, points]) => ({ name, points })) };
  }, [records]);

  const runCalculate = () => {
    const today = getTodayIsoDate();
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - TREND_QUARTERS_BACK * 3);
    calculate.mutate(buildQuarterPeriods(start.toISOString().slice(0, 10), today));
  };

  return (
    <Card>
      <CardHeader
        title="Performance ratio by quarter"
        description="From the stored period records: each attorney's ΣA ÷ ΣP over the cases settled in the quarter (100% is what an average attorney would get)."
        actions={
          canCalculate ? (
            <Button variant="secondary" onClick={runCalculate} disabled={calculate.isPending}>
              <Calculator className="h-4 w-4" aria-hidden="true" />
              {calculate.isPending ? 'Calculating...' : 'Calculate'}
            </Button>
          ) : undefined
        }
      />
      <div className="p-5">
        {calculate.isError && <Alert tone="error">{errorMessage(calculate.error, ERROR_MESSAGES.calculateAttorneyPerformance)}</Alert>}
        {performance.data?.truncated && (
          <p className="mb-2 text-xs text-slate-500">Showing the {performance.data.items.length} most recent period records.</p>
        )}
        {performance.isError ? (
          <Alert tone="error">{ERROR_MESSAGES.fetchAttorneyPerformance}</Alert>
        ) : categories.length === 0 ? (
          <p className="text-sm text-slate-500">
            No periods calculated yet.{canCalculate ? ' Use Calculate to compute the last two years by quarter.' : ''}
          </p>
        ) : (
          <ChartFrame
            title="Performance ratio by quarter"
            description="The dashed line is 100%: settling at the predicted value."
            label="Performance ratio by quarter per attorney"
            table={{
              columns: ['Quarter', ...series.map((line) => line.name)],
              rows: categories.map((category) => [
                category,
                ...series.map((line) => {
                  const value = line.points.find((point) => point.x === category)?.y;
                  return value == null ? '—' : formatPercent(value, { decimals: 0 });
                }),
              ]),
            }}
          >
            <LineChart
              label="Performance ratio by quarter per attorney"
              categories={categories}
              series={series}
              format={(value) => formatPercent(value, { decimals: 0 })}
              reference={1}
            />
          </ChartFrame>
        )}
      </div>
    </Card>
  );
}

export function AttorneysPage() {
  useDocumentTitle('Attorney Performance Metrics');
  const canCalculate = useCan('attorneyMetrics.calculate');
  const war = useAttorneyWar();
  const [search, setSearch] = useState('');
  const rows = (war.data?.items ?? []).filter((row) => matchesAttorneySearch({ name: row.attorney_name }, search));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Attorney Performance Metrics</h1>
        <FormulaPopover />
      </div>
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input
          className="pl-9"
          type="search"
          placeholder="Search attorneys..."
          aria-label="Search attorneys"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {war.isPending ? (
        <PageSpinner />
      ) : war.isError ? (
        <Alert tone="error">{ERROR_MESSAGES.loadAttorneyPerformance}</Alert>
      ) : rows.length === 0 && search.trim() === '' ? (
        <p className="text-sm text-slate-600">
          Your firm has no attorneys yet. In Settings, give a member the Attorney role, or mark an owner who practises as a practising
          attorney.
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">No attorneys found matching your search criteria.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {rows.map((row) => (
            <AttorneyCard key={row.attorney_id} row={row} />
          ))}
        </div>
      )}
      <PerformanceTrend canCalculate={canCalculate} />
    </div>
  );
}
