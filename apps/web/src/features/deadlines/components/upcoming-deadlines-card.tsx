// The dashboard's "Deadlines in the next 90 days": the firm's open filing deadlines, soonest first, and the cases with no statute date.
import { Link } from 'react-router';
import { countDaysBetween, formatCaseName, formatDate, getTodayIsoDate } from '@casecast/domain';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useUpcomingDeadlines } from '../api';
import { DEADLINE_CALCULATOR_NOTICE } from './deadlines-section';

const UPCOMING_DAYS = 90;
const SHOWN = 10;

function daysLeftText(days: number): string {
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'due today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

export function UpcomingDeadlinesCard() {
  const upcoming = useUpcomingDeadlines(UPCOMING_DAYS);
  const today = getTodayIsoDate();
  const data = upcoming.data;
  return (
    <Card role="region" aria-labelledby="upcoming-deadlines-heading" data-testid="upcoming-deadlines">
      <CardHeader
        title={<span id="upcoming-deadlines-heading">Deadlines in the next {UPCOMING_DAYS} days</span>}
        description={DEADLINE_CALCULATOR_NOTICE}
      />
      {upcoming.isPending && (
        <div className="px-5 py-6">
          <Spinner label="Loading deadlines" />
        </div>
      )}
      {upcoming.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(upcoming.error, 'The deadlines could not be loaded.')}</Alert>
        </div>
      )}
      {data && (
        <div className="space-y-3 pb-4">
          {data.items.length === 0 ? (
            <p className="px-5 pt-4 text-sm text-slate-500">No filing deadlines in the next {UPCOMING_DAYS} days.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Upcoming deadlines">
              {data.items.slice(0, SHOWN).map((item) => {
                const days = countDaysBetween(today, item.dueDate) ?? 0;
                return (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                    <div>
                      <Link to={`/dashboard/case/${item.caseId}`} className="font-medium text-brand-600 hover:text-brand-700">
                        {formatCaseName(item)}
                      </Link>
                      <span className="text-slate-600"> — {item.title}</span>
                    </div>
                    <div className={days < 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>
                      <span className="tabular-nums">{formatDate(item.dueDate)}</span> · {daysLeftText(days)}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {data.items.length > SHOWN && (
            <p className="px-5 text-xs text-slate-500">
              and {data.truncated ? 'more than ' : ''}
              {data.items.length - SHOWN} more.
            </p>
          )}
          {data.casesWithoutLimitationsTotal > 0 && (
            <details className="px-5 text-sm">
              <summary className="cursor-pointer text-amber-800">
                Cases with an unknown statute of limitations: {data.casesWithoutLimitationsTotal}
              </summary>
              <ul className="mt-2 space-y-1">
                {data.casesWithoutLimitations.map((item) => (
                  <li key={item.caseId}>
                    <Link to={`/dashboard/case/${item.caseId}`} className="text-brand-600 hover:text-brand-700">
                      {formatCaseName(item)}
                    </Link>
                    <span className="text-xs text-slate-500">
                      {' '}
                      {[!item.state && 'no state', !item.incidentDate && 'no incident date'].filter(Boolean).join(', ') ||
                        'no rule on file'}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </Card>
  );
}
