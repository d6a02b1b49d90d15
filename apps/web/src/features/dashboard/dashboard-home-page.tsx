// /dashboard: the firm's four metric cards, the 5 most recent cases and the activity breakdown (one API call), and the upcoming deadlines.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Activity, Briefcase, Clock, DollarSign, Plus, TrendingUp } from 'lucide-react';
import {
  ERROR_MESSAGES,
  formatCaseName,
  formatCaseType,
  formatDate,
  formatMoney,
  formatShortMoney,
  getConfidenceLabel,
  type DashboardRecentCase,
} from '@casecast/domain';
import { buttonClasses } from '../../components/ui/button';
import { Alert, Badge, Card, CardHeader, PageSpinner, type BadgeTone } from '../../components/ui/feedback';
import { useMe } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDashboard } from '../analytics/api';
import { CasePhaseBadge } from '../cases/components/case-badges';
import { UpcomingDeadlinesCard } from '../deadlines/components/upcoming-deadlines-card';
import { MyDayCard } from '../calendar/components/my-day-card';

function MetricCard({
  title,
  value,
  detail,
  icon,
  testId,
}: {
  title: string;
  value: string;
  detail: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-500">{title}</p>
        <span className="text-brand-600" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-semibold text-slate-900" data-testid={`${testId}-value`}>
        {value}
      </p>
      <p className="mt-1 text-xs text-slate-500">{detail}</p>
    </Card>
  );
}

const CONFIDENCE_TONES: Record<string, BadgeTone> = { High: 'green', Medium: 'yellow', Low: 'red' };

function PredictedValue({ item }: { item: DashboardRecentCase }) {
  if (item.predictedValue === null) return <span className="text-slate-500">Not predicted</span>;
  // From the likely (50%) range as the prediction panel does; older predictions have only the 95% range.
  const likely = item.likelyLower !== null && item.likelyUpper !== null;
  const label = getConfidenceLabel({
    prediction: item.predictedValue,
    lower: (likely ? item.likelyLower : item.predictionLower) ?? item.predictedValue,
    upper: (likely ? item.likelyUpper : item.predictionUpper) ?? item.predictedValue,
  });
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{formatMoney(item.predictedValue)}</span>
      <Badge tone={CONFIDENCE_TONES[label]}>{label}</Badge>
    </span>
  );
}

function RecentCases({ items }: { items: DashboardRecentCase[] }) {
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader title="Recent Cases" description="The 5 most recently created cases." />
      {items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No cases yet. Create your first case to see it here.</p>
      ) : (
        <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
          <table className="w-full text-sm" aria-label="Recent Cases">
            <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
              <tr>
                <th className="px-5 py-2 font-medium">Case Name</th>
                <th className="px-5 py-2 font-medium">Type</th>
                <th className="px-5 py-2 font-medium">Predicted Value</th>
                <th className="px-5 py-2 font-medium">Duration</th>
                <th className="px-5 py-2 font-medium">Phase</th>
                <th className="px-5 py-2 font-medium">Last Updated</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
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
                    <td className="px-5 py-3 font-medium text-slate-800">{formatCaseName(item)}</td>
                    <td className="px-5 py-3 text-slate-600">{formatCaseType(item.caseType)}</td>
                    <td className="px-5 py-3">
                      <PredictedValue item={item} />
                    </td>
                    <td className="px-5 py-3 text-slate-600">
                      <span className="block">{formatDate(item.dateOpened)}</span>
                      <span className="block text-xs text-slate-500">{item.dateClosed ? formatDate(item.dateClosed) : 'Open'}</span>
                    </td>
                    <td className="px-5 py-3">
                      <CasePhaseBadge phase={item.status} />
                    </td>
                    <td className="px-5 py-3 text-slate-600">{formatDate(item.updatedAt)}</td>
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

export function DashboardHomePage() {
  useDocumentTitle('Dashboard');
  const me = useMe();
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Dashboard</h1>
          <p className="text-sm text-slate-500">
            Welcome, {me.data?.user.name || 'User'}
            {me.data?.firm ? ` · ${me.data.firm.name}` : ''}
          </p>
        </div>
        <Link to="/dashboard/cases/new" className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Create Case
        </Link>
      </div>
      {dashboard.isPending ? (
        <PageSpinner />
      ) : dashboard.isError || !data ? (
        <Alert tone="error">{ERROR_MESSAGES.loadDashboard}</Alert>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <MetricCard
              testId="active-cases"
              title="Active Cases"
              value={data.activeCases.toLocaleString('en-US')}
              detail={`of ${data.totalCases.toLocaleString('en-US')} cases`}
              icon={<Briefcase className="h-5 w-5" />}
            />
            <MetricCard
              testId="total-predicted-value"
              title="Total Predicted Value"
              value={formatShortMoney(data.totalPredictedValue)}
              detail={`Open cases only: ${formatMoney(data.totalPredictedValue)}. Settled: ${formatMoney(data.totalSettledValue)}`}
              icon={<DollarSign className="h-5 w-5" />}
            />
            <MetricCard
              testId="attorney-value-metric"
              title="Attorney Value Metric"
              value={data.attorneyValueMetric ?? '—'}
              detail={
                data.attorneyValueMetric === null
                  ? (data.attorneyValueMetricReason ?? 'No figure yet.')
                  : `Actual settlements versus the latest predictions, over ${data.attorneyValueMetricCases.toLocaleString('en-US')} settled cases`
              }
              icon={<TrendingUp className="h-5 w-5" />}
            />
            <MetricCard
              testId="avg-settlement-time"
              title="Avg. Settlement Time"
              value={data.averageSettlementMonths === null ? '—' : `${data.averageSettlementMonths.toFixed(1)} months`}
              detail="Opened to closed"
              icon={<Clock className="h-5 w-5" />}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <RecentCases items={data.recentCases} />
            <Card className="p-5" data-testid="activity-breakdown">
              <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <Activity className="h-4 w-4 text-brand-600" aria-hidden="true" />
                Activity
              </h2>
              {data.activityBreakdown.length === 0 ? (
                <p className="mt-3 text-sm text-slate-500">No cases yet.</p>
              ) : (
                <ul className="mt-3 space-y-3" aria-label="Top phases">
                  {data.activityBreakdown.map((item) => (
                    <li key={item.status}>
                      <div className="flex justify-between text-sm">
                        <span className="text-slate-700">{item.label}</span>
                        <span className="tabular-nums text-slate-900">{item.count}</span>
                      </div>
                      <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                        <div
                          className="h-2 rounded bg-brand-600"
                          style={{ width: `${data.totalCases === 0 ? 0 : (item.count / data.totalCases) * 100}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
          <MyDayCard />
          <UpcomingDeadlinesCard />
        </>
      )}
    </div>
  );
}
