// Settlement analytics (the Predictions page's Overview tab): cards, tables, carrier highlights, settlement money, charts and the model panel.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RefreshCw, Search } from 'lucide-react';
import {
  formatCaseName,
  formatCaseType,
  formatHistogramBin,
  formatMoney,
  formatPercent,
  formatShortMoney,
  type AnalyticsResponse,
  formatCodeLabel,
  MODEL_ERROR_NAME,
  describeErrorSet,
  getModelError,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { usePredictionModels } from '../../predictions/api';
import { useSettlementAnalytics } from '../api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { BacktestSection } from './backtest-section';
import { BarList, CalibrationScatter, ChartFrame, ColumnChart } from './charts';
import { MoneyAnalyticsCard } from './money-analytics';

function MetricCard({ title, value, detail, testId }: { title: string; value: string; detail?: string; testId: string }) {
  return (
    <Card className="p-5" data-testid={testId}>
      <p className="text-sm font-medium text-slate-500">{title}</p>
      <p className="mt-2 text-2xl font-semibold text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-500">{detail}</p>}
    </Card>
  );
}

const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

function CasePredictionsTable({ data }: { data: AnalyticsResponse }) {
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader title="Case Predictions" description="The first 10 matching cases with their latest predicted value." />
      {data.casePredictions.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No cases found matching your search criteria.</p>
      ) : (
        <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
              <tr>
                <th className="px-5 py-2 font-medium">Case</th>
                <th className="px-5 py-2 font-medium">Type</th>
                <th className="px-5 py-2 text-right font-medium">Est. Settlement</th>
              </tr>
            </thead>
            <tbody>
              {data.casePredictions.map((item) => {
                const open = () => navigate(`/dashboard/case/${item.id}`);
                return (
                  <tr
                    key={item.id}
                    tabIndex={0}
                    className="cursor-pointer border-t border-slate-100 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none"
                    onClick={open}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        void open();
                      }
                    }}
                  >
                    <td className="px-5 py-2">
                      <span className="font-medium text-slate-800">{formatCaseName(item)}</span>
                      {item.carrier && <span className="block text-xs text-slate-500">{item.carrier}</span>}
                    </td>
                    <td className="px-5 py-2 text-slate-600">{formatCaseType(item.caseType)}</td>
                    <td className="px-5 py-2 text-right tabular-nums">{money(item.estimatedSettlement)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function CaseTypeTable({ data }: { data: AnalyticsResponse }) {
  return (
    <Card>
      <CardHeader title="Case Type Analysis" />
      {data.caseTypeMetrics.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No case type data available yet.</p>
      ) : (
        <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
          <table className="w-full text-sm" aria-label="Case Type Analysis">
            <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
              <tr>
                <th className="px-5 py-2 font-medium">Type</th>
                <th className="px-5 py-2 text-right font-medium">Count</th>
                <th className="px-5 py-2 text-right font-medium">Avg. Settlement</th>
              </tr>
            </thead>
            <tbody>
              {data.caseTypeMetrics.map((metric) => (
                <tr key={metric.caseType} className="border-t border-slate-100">
                  <td className="px-5 py-2">{formatCodeLabel(metric.caseType)}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{metric.count}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{money(metric.avgSettlement)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function CarrierTable({ data }: { data: AnalyticsResponse }) {
  return (
    <Card>
      <CardHeader title="Insurance Carrier Analysis" description="Carriers with at least 2 cases, highest average settlement first." />
      {data.carrierMetrics.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No carrier data available yet.</p>
      ) : (
        <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
          <table className="w-full text-sm" aria-label="Insurance Carrier Analysis">
            <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
              <tr>
                <th className="px-5 py-2 font-medium">Carrier</th>
                <th className="px-5 py-2 text-right font-medium">Cases</th>
                <th className="px-5 py-2 text-right font-medium">Settled</th>
                <th className="px-5 py-2 text-right font-medium">Avg. Settlement</th>
              </tr>
            </thead>
            <tbody>
              {data.carrierMetrics.map((metric) => (
                <tr key={metric.carrier} className="border-t border-slate-100">
                  <td className="px-5 py-2">{metric.carrier}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{metric.count}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{metric.settledCount}</td>
                  <td className="px-5 py-2 text-right tabular-nums">{money(metric.avgSettlement)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function CarrierHighlights({ data }: { data: AnalyticsResponse }) {
  const { highestAvgSettlement, mostCommon } = data.carrierHighlights;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MetricCard
        testId="highest-avg-carrier"
        title="Highest Avg Settlement"
        value={highestAvgSettlement?.carrier ?? '—'}
        detail={
          highestAvgSettlement
            ? `${money(highestAvgSettlement.avgSettlement)} average over ${highestAvgSettlement.settledCount} settlements`
            : 'Needs a carrier with at least 3 cases.'
        }
      />
      <MetricCard
        testId="most-common-carrier"
        title="Most Common Carrier"
        value={mostCommon?.carrier ?? '—'}
        detail={mostCommon ? `${mostCommon.count} cases` : 'Needs a carrier with at least 3 cases.'}
      />
    </div>
  );
}

function AnalyticsCharts({ data }: { data: AnalyticsResponse }) {
  const calibration = data.calibration.map((point) => ({ ...point, name: point.clientName }));
  const byCaseType = data.caseTypeMetrics.filter((metric) => metric.avgSettlement !== null);
  const byCarrier = data.carrierMetrics.filter((metric) => metric.avgSettlement !== null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-5">
        <ChartFrame
          title="Distribution of settlements"
          description={`${data.settlementHistogram.reduce((sum, bin) => sum + bin.count, 0)} settled cases by amount`}
          label="Distribution of settlements"
          table={{
            columns: ['Settlement range', 'Settled cases'],
            rows: data.settlementHistogram.map((bin) => [formatHistogramBin(bin), bin.count]),
          }}
        >
          <ColumnChart
            seriesName="Settled cases"
            label="Settled cases per settlement range"
            items={data.settlementHistogram.map((bin) => ({ label: formatHistogramBin(bin), value: bin.count }))}
            format={(value) => String(Math.round(value))}
          />
        </ChartFrame>
      </Card>
      <Card className="p-5">
        <ChartFrame
          title="Predicted versus actual"
          description="Settled cases with a prediction made before they closed; the dashed line is a perfect prediction (log scale)."
          label="Predicted versus actual settlements"
          table={{
            columns: ['Client', 'Predicted before settlement', 'Actual settlement'],
            rows: calibration.map((point) => [point.name, formatMoney(point.predicted), formatMoney(point.actual)]),
          }}
        >
          {calibration.length === 0 ? (
            <p className="text-sm text-slate-500">No settled case had a prediction before it closed yet.</p>
          ) : (
            <CalibrationScatter label="Predicted versus actual settlement per settled case" points={calibration} />
          )}
        </ChartFrame>
      </Card>
      <Card className="p-5">
        <ChartFrame
          title="Average settlement by case type"
          label="Average settlement by case type"
          table={{
            columns: ['Case type', 'Average settlement', 'Cases'],
            rows: byCaseType.map((metric) => [metric.caseType, formatMoney(metric.avgSettlement!), metric.count]),
          }}
        >
          <BarList
            label="Average settlement by case type"
            items={byCaseType.map((metric) => ({ label: metric.caseType, value: metric.avgSettlement!, note: `(${metric.count})` }))}
            format={formatShortMoney}
          />
        </ChartFrame>
      </Card>
      <Card className="p-5">
        <ChartFrame
          title="Average settlement by carrier"
          label="Average settlement by carrier"
          table={{
            columns: ['Carrier', 'Average settlement', 'Settled cases'],
            rows: byCarrier.map((metric) => [metric.carrier, formatMoney(metric.avgSettlement!), metric.settledCount]),
          }}
        >
          <BarList
            label="Average settlement by carrier"
            items={byCarrier.map((metric) => ({ label: metric.carrier, value: metric.avgSettlement!, note: `(${metric.settledCount})` }))}
            format={formatShortMoney}
          />
        </ChartFrame>
      </Card>
      <Card className="p-5 lg:col-span-2">
        <ChartFrame
          title="Settlements over time"
          description="Total settled per quarter of the close date"
          label="Settlements over time"
          table={{
            columns: ['Quarter', 'Total settled'],
            rows: data.settlementsOverTime.map((row) => [row.period, formatMoney(row.total)]),
          }}
        >
          {data.settlementsOverTime.length === 0 ? (
            <p className="text-sm text-slate-500">No settlements yet.</p>
          ) : (
            <ColumnChart
              seriesName="Total settled"
              label="Total settled per quarter"
              items={data.settlementsOverTime.map((row) => ({ label: row.period, value: row.total }))}
              format={formatShortMoney}
            />
          )}
        </ChartFrame>
      </Card>
    </div>
  );
}

/** The active model's measured figures from its model card, never a claimed number. */
function AboutModels() {
  const models = usePredictionModels();
  const active = models.data?.active ?? null;
  const card = active?.card;
  return (
    <Card className="p-5" data-testid="about-models">
      <h2 className="text-base font-semibold text-slate-900">About Our Prediction Models</h2>
      {models.isPending ? (
        <Spinner className="mt-3 text-brand-600" />
      ) : card ? (
        <p className="mt-2 text-sm text-slate-600">
          Values come from an ensemble of linear regression, random forest and gradient boosting (
          {active.scope === 'firm' ? "retrained on your firm's settled cases" : 'the base model, trained on synthetic settled cases'},
          version {active.version}). On {describeErrorSet(getModelError(card))}, its {MODEL_ERROR_NAME.toLowerCase()} was{' '}
          <strong data-testid="model-median-error">{formatPercent(getModelError(card).medianApe)}</strong>
          {card.coverage ? (
            <>
              {' '}
              and <strong data-testid="model-coverage">{formatPercent(card.coverage.measured)}</strong> of them settled inside the predicted
              95% range
            </>
          ) : null}
          .
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">The prediction model is still being prepared; its measured error will show here.</p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        Case factors weighed: liability, injury severity, medical costs, insurance limits, treatment duration and jurisdiction.
      </p>
    </Card>
  );
}

export function SettlementAnalytics() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const analytics = useSettlementAnalytics(query);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const data = analytics.data;

  const reload = async () => {
    setReloadError(null);
    const result = await analytics.refetch();
    if (result.error) setReloadError(`Failed to reload data: ${errorMessage(result.error, 'Error reloading data')}`);
  };

  return (
    <section className="space-y-6" aria-label="Settlement analytics">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-[16rem] flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <Input
            className="pl-9"
            type="search"
            placeholder="Search cases..."
            aria-label="Search cases"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={() => void reload()} disabled={analytics.isFetching}>
          <RefreshCw className={analytics.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          Reload Data
        </Button>
      </div>
      {reloadError && <Alert tone="error">{reloadError}</Alert>}

      {analytics.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner className="h-8 w-8" label="Loading analytics" />
        </div>
      ) : analytics.isError && !data ? (
        <Alert tone="error">
          Failed to load prediction data: {errorMessage(analytics.error, 'Error loading predictions')}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => void analytics.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : data ? (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <MetricCard
              testId="average-settlement"
              title="Average Settlement"
              value={money(data.avgSettlement)}
              detail={`${data.settledCases} settled cases · average liability ${formatPercent((data.averageLiabilityPercent ?? 70) / 100, { decimals: 0, trimZeros: true })}`}
            />
            <MetricCard
              testId="settlement-range"
              title="Settlement Range"
              value={
                data.settlementRange ? `${formatShortMoney(data.settlementRange.min)} – ${formatShortMoney(data.settlementRange.max)}` : '—'
              }
              detail={
                data.settlementRange ? `${money(data.settlementRange.min)} to ${money(data.settlementRange.max)}` : 'No settlements yet'
              }
            />
            <MetricCard
              testId="case-status"
              title="Case Status"
              value={`${data.openCases} open`}
              detail={`${data.totalCases} cases · ${data.totalCases - data.openCases} settled or closed`}
            />
          </div>
          <CasePredictionsTable data={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <CaseTypeTable data={data} />
            <CarrierTable data={data} />
          </div>
          <CarrierHighlights data={data} />
          <MoneyAnalyticsCard money={data.money} />
          <AnalyticsCharts data={data} />
        </>
      ) : null}
      <AboutModels />
      <BacktestSection />
    </section>
  );
}
