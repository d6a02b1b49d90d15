// /dashboard/calendar: the firm's deadlines, tasks and events by month, week or agenda (agenda first on small screens),
// filtered by attorney, case and kind; the view, date and filters live in the URL.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  CALENDAR_KINDS,
  formatCaseNo,
  formatOptionalCaseName,
  getTodayIsoDate,
  isIsoDate,
  type CalendarEventItem,
  type CalendarKind,
} from '@casecast/domain';
import { Button } from '../../components/ui/button';
import { Alert, Card, Spinner } from '../../components/ui/feedback';
import { Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAttorneys, useCaseList } from '../cases/api';
import { EventDialog, type CaseOption } from '../events/components/event-dialog';
import { useCalendar } from './api';
import { CALENDAR_VIEWS, formatLongDate, formatMonthTitle, stepAnchor, viewRange, type CalendarView as View } from './calendar-range';
import { CalendarView } from './components/calendar-view';

const VIEW_LABELS: Record<View, string> = { month: 'Month', week: 'Week', agenda: 'Agenda' };
const KIND_LABELS: Record<CalendarKind, string> = {
  deadline: 'Deadlines',
  task: 'Tasks',
  follow_up: 'Records follow-ups',
  event: 'Events',
};

/** The open cases a new event may name, by client (the 100 most recent; a case page schedules on any case). */
function useCaseOptions(): CaseOption[] | undefined {
  const cases = useCaseList({ pageSize: 100 });
  return cases.data?.items.map((item) => ({ id: item.id, label: `${item.clientName} · ${formatCaseNo(item.caseNo)}` }));
}

/** Small screens start on the agenda: a month grid does not fit 375 px. */
function defaultView(): View {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches ? 'agenda' : 'month';
}

export function CalendarPage() {
  useDocumentTitle('Calendar');
  const [params, setParams] = useSearchParams();
  const today = getTodayIsoDate();
  const viewParam = params.get('view');
  const view: View = (CALENDAR_VIEWS as readonly string[]).includes(viewParam ?? '') ? (viewParam as View) : defaultView();
  const dateParam = params.get('date') ?? '';
  const anchor = isIsoDate(dateParam) ? dateParam : today;
  const attorneyId = params.get('attorneyId') ?? '';
  const caseId = params.get('caseId') ?? '';
  const kindParam = params.get('kind') ?? '';
  const kind = (CALENDAR_KINDS as readonly string[]).includes(kindParam) ? (kindParam as CalendarKind) : undefined;
  const range = useMemo(() => viewRange(view, anchor), [view, anchor]);
  const calendar = useCalendar({ ...range, attorneyId: attorneyId || undefined, caseId: caseId || undefined, kind });
  const attorneys = useAttorneys();
  const caseOptions = useCaseOptions();
  const [editing, setEditing] = useState<{ event?: CalendarEventItem } | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const title = view === 'month' ? formatMonthTitle(anchor) : `${formatLongDate(range.from)} – ${formatLongDate(range.to)}`;
  const caseItem = caseId ? calendar.data?.items.find((item) => item.caseId === caseId) : undefined;
  const caseName = caseId ? ((caseItem && formatOptionalCaseName(caseItem)) ?? 'this case') : null;

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Calendar</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => setEditing({})}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" /> New event
          </Button>
          <div role="group" aria-label="View" className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
            {CALENDAR_VIEWS.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={option === view ? 'primary' : 'ghost'}
                aria-pressed={option === view}
                onClick={() => update({ view: option })}
              >
                {VIEW_LABELS[option]}
              </Button>
            ))}
          </div>
        </div>
      </div>

      <form className="flex flex-wrap items-end gap-3" aria-label="Calendar filters" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor="calendar-attorney" className="block text-xs font-medium text-slate-600">
            Attorney
          </label>
          <Select
            id="calendar-attorney"
            value={attorneyId}
            onChange={(event) => update({ attorneyId: event.target.value })}
            className="mt-1"
          >
            <option value="">All attorneys</option>
            {(attorneys.data ?? []).map((attorney) => (
              <option key={attorney.id} value={attorney.id}>
                {attorney.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="calendar-kind" className="block text-xs font-medium text-slate-600">
            Kind
          </label>
          <Select id="calendar-kind" value={kind ?? ''} onChange={(event) => update({ kind: event.target.value })} className="mt-1">
            <option value="">Everything</option>
            {CALENDAR_KINDS.map((option) => (
              <option key={option} value={option}>
                {KIND_LABELS[option]}
              </option>
            ))}
          </Select>
        </div>
        {caseId && (
          <p className="flex items-center gap-2 text-sm">
            <span>
              Case: <span className="font-medium">{caseName}</span>
            </span>
            <Button size="sm" variant="outline" onClick={() => update({ caseId: null })}>
              Show all cases
            </Button>
          </p>
        )}
      </form>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 className="text-base font-semibold" aria-live="polite">
            {title}
          </h2>
          <div className="flex items-center gap-1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => update({ date: stepAnchor(view, anchor, -1) })}
              aria-label={`Previous ${view === 'agenda' ? '30 days' : view}`}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => update({ date: null })}>
              Today
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => update({ date: stepAnchor(view, anchor, 1) })}
              aria-label={`Next ${view === 'agenda' ? '30 days' : view}`}
            >
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        {calendar.isPending && (
          <div className="px-5 py-6">
            <Spinner label="Loading the calendar" />
          </div>
        )}
        {calendar.isError && (
          <div className="px-5 py-4">
            <Alert tone="error">{errorMessage(calendar.error, 'The calendar could not be loaded.')}</Alert>
          </div>
        )}
        {calendar.data && (
          <CalendarView
            view={view}
            from={range.from}
            to={range.to}
            month={anchor}
            items={calendar.data.items}
            today={today}
            onSelectEvent={(event) => setEditing({ event })}
          />
        )}
        {calendar.data?.truncated && (
          <p className="px-5 py-2 text-xs text-slate-500">Only the first items are shown: narrow the filters.</p>
        )}
      </Card>
      {editing && (
        <EventDialog
          event={editing.event}
          preset={{
            date: view === 'month' && anchor.slice(0, 7) !== today.slice(0, 7) ? `${anchor.slice(0, 7)}-01` : today,
            caseId: caseId || undefined,
          }}
          caseOptions={caseOptions ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
