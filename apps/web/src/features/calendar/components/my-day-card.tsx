// The dashboard's "My day": today's events I attend, open deadlines and tasks overdue, due today and in the next 7 days (mine; an owner
// sees the firm's), the statutes of limitations running out in the next 90 days, and the cases whose dates a rule
// change moved, with "Confirm dates" for owners and attorneys.
import { Link } from 'react-router';
import {
  countDaysBetween,
  describeRuleDateChange,
  formatDate,
  formatOptionalCaseName,
  EVENT_KIND_LABELS,
  getTodayIsoDate,
  type CalendarEventItem,
  type CalendarItem,
  type CaseDatesToConfirm,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { useConfirmCaseDates } from '../../deadlines/api';
import { useMyDay } from '../api';
import { calendarItemHref } from './calendar-view';
import { eventLocalDays, formatEventTime } from '../../events/event-form';

function DatesToConfirm({ entries }: { entries: CaseDatesToConfirm[] }) {
  const canConfirm = useCan('deadline.confirmRuleChange');
  const confirm = useConfirmCaseDates();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="my-day-dates-to-confirm" className="border-b border-amber-200 bg-amber-50">
      <h3 id="my-day-dates-to-confirm" className="px-5 pt-3 text-xs font-semibold uppercase tracking-wide text-amber-900">
        Dates to confirm after a rule change ({entries.length})
      </h3>
      {confirm.isError && (
        <div className="px-5 py-2">
          <Alert tone="error">{errorMessage(confirm.error, 'The dates could not be confirmed.')}</Alert>
        </div>
      )}
      <ul className="divide-y divide-amber-100">
        {entries.map((entry) => (
          <li key={entry.caseId} className="flex flex-wrap items-start justify-between gap-2 px-5 py-2 text-sm">
            <div className="min-w-0">
              <Link to={`/dashboard/case/${encodeURIComponent(entry.caseId)}`} className="font-medium text-brand-600 hover:text-brand-700">
                {formatOptionalCaseName(entry)}
              </Link>
              {entry.attorneyName && <span className="text-slate-600"> — {entry.attorneyName}</span>}
              <ul className="mt-1 space-y-0.5 text-slate-700">
                {entry.changes.map((change) => (
                  <li key={change.computedKey}>{describeRuleDateChange(change)}</li>
                ))}
              </ul>
            </div>
            {canConfirm ? (
              <Button
                size="sm"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate(entry.caseId)}
                aria-label={`Confirm dates for ${entry.clientName}`}
              >
                Confirm dates
              </Button>
            ) : (
              <span className="text-xs text-slate-600">An attorney confirms these dates.</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Today's events in this browser's time zone (an all-day one on every day it covers), by start. */
export function eventsOfToday(events: readonly CalendarEventItem[], today: string = getTodayIsoDate()): CalendarEventItem[] {
  return events.filter((event) => eventLocalDays(event).includes(today));
}

function TodaysEvents({ events }: { events: CalendarEventItem[] }) {
  return (
    <section aria-labelledby="my-day-events">
      <h3 id="my-day-events" className="px-5 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
        Today's events ({events.length})
      </h3>
      {events.length === 0 ? (
        <p className="px-5 py-2 text-sm text-slate-500">No events today.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-2 text-sm" data-testid="my-day-event">
              <span className="min-w-0">
                {event.caseId ? (
                  <Link
                    to={calendarItemHref({ ...event, caseId: event.caseId })}
                    className="font-medium text-brand-600 hover:text-brand-700"
                  >
                    {EVENT_KIND_LABELS[event.eventKind]}: {event.title}
                  </Link>
                ) : (
                  <span className="font-medium">
                    {EVENT_KIND_LABELS[event.eventKind]}: {event.title}
                  </span>
                )}
                {event.clientName && <span className="text-slate-600"> — {formatOptionalCaseName(event)}</span>}
                {event.location && <span className="block text-slate-600">{event.location}</span>}
              </span>
              <span className="text-slate-700">{formatEventTime(event)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Entry({ item, today }: { item: CalendarItem; today: string }) {
  const days = countDaysBetween(today, item.date) ?? 0;
  const when =
    days < 0
      ? `${-days} ${days === -1 ? 'day' : 'days'} overdue`
      : days === 0
        ? 'today'
        : `${formatDate(item.date)} (${days} ${days === 1 ? 'day' : 'days'})`;
  const title = item.kind === 'task' ? `Task: ${item.title}` : item.title;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-5 py-2 text-sm">
      <span>
        {item.caseId ? (
          <Link to={calendarItemHref({ ...item, caseId: item.caseId })} className="font-medium text-brand-600 hover:text-brand-700">
            {title}
          </Link>
        ) : (
          <span className="font-medium">{title}</span>
        )}
        {item.clientName && <span className="text-slate-600"> — {formatOptionalCaseName(item)}</span>}
      </span>
      <span className={days < 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>{when}</span>
    </li>
  );
}

function Group({
  title,
  items,
  today,
  empty,
  truncated,
}: {
  title: string;
  items: CalendarItem[];
  today: string;
  empty: string;
  truncated: boolean;
}) {
  const id = `my-day-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="px-5 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {title} ({truncated ? `first ${items.length}` : items.length})
      </h3>
      {truncated && (
        <p role="status" className="px-5 py-1 text-xs text-amber-800">
          More are not shown here: see them on the{' '}
          <Link to="/dashboard/calendar" className="underline">
            calendar
          </Link>
          .
        </p>
      )}
      {items.length === 0 ? (
        <p className="px-5 py-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <Entry key={`${item.kind}-${item.id}`} item={item} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyDayCard() {
  const myDay = useMyDay();
  const data = myDay.data;
  return (
    <Card role="region" aria-labelledby="my-day-heading" data-testid="my-day">
      <CardHeader
        title={<span id="my-day-heading">My day</span>}
        actions={
          <Link to="/dashboard/calendar" className="text-sm font-medium text-brand-600 hover:text-brand-700">
            Open calendar
          </Link>
        }
      />
      {myDay.isPending && (
        <div className="px-5 py-6">
          <Spinner label="Loading my day" />
        </div>
      )}
      {myDay.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(myDay.error, 'My day could not be loaded.')}</Alert>
        </div>
      )}
      {data && (
        <div className="pb-3">
          <DatesToConfirm entries={data.datesToConfirm} />
          <TodaysEvents events={eventsOfToday(data.events)} />
          <Group title="Overdue" items={data.overdue} today={data.today} empty="Nothing overdue." truncated={data.truncated.overdue} />
          <Group title="Today" items={data.dueToday} today={data.today} empty="Nothing due today." truncated={data.truncated.dueToday} />
          <Group
            title="Next 7 days"
            items={data.nextSevenDays}
            today={data.today}
            empty="Nothing due in the next 7 days."
            truncated={data.truncated.nextSevenDays}
          />
          <Group
            title="Statutes of limitations in the next 90 days"
            items={data.statutesOfLimitations}
            today={data.today}
            empty="No statute of limitations runs out in the next 90 days."
            truncated={data.truncated.statutesOfLimitations}
          />
        </div>
      )}
    </Card>
  );
}
