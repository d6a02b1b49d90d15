// The calendar's three views over the same items: a month grid, a week of columns and an agenda list.
// Every item is a link to its case (tasks without a case are plain text; an event opens its dialog); each day names itself for screen readers.
import { Link } from 'react-router';
import {
  EVENT_KIND_LABELS,
  formatCodeLabel,
  formatOptionalCaseName,
  TASK_PRIORITY_LABELS,
  type CalendarEventItem,
  type CalendarItem,
} from '@casecast/domain';
import { cn } from '../../../components/ui/cn';
import { formatEventTime } from '../../events/event-form';
import { datesBetween, formatLongDate, weekday, type CalendarView as View } from '../calendar-range';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function itemLabel(item: CalendarItem): string {
  const caseName = formatOptionalCaseName(item);
  const on = caseName ? ` — ${caseName}` : '';
  if (item.kind === 'task') return `Task: ${item.title}${on}`;
  if (item.kind === 'event') return `${formatEventTime(item)} ${EVENT_KIND_LABELS[item.eventKind]}: ${item.title}${on}`;
  return `${item.title}${on}`;
}

/** Where an item opens: its case (a follow-up on the case's Medical tab, where the provider is). */
export function calendarItemHref(item: CalendarItem & { caseId: string }): string {
  const path = `/dashboard/case/${encodeURIComponent(item.caseId)}`;
  return item.kind === 'follow_up' ? `${path}?tab=medical` : path;
}

function itemDetail(item: CalendarItem): string {
  if (item.kind === 'deadline') {
    const parts = [
      formatCodeLabel(item.deadlineKind),
      item.status === 'open' ? (item.confirmed ? 'confirmed' : 'not confirmed') : item.status,
    ];
    if (item.citation) parts.push(item.citation);
    return parts.join(' · ');
  }
  if (item.kind === 'follow_up') return `${item.request === 'records' ? 'Records' : 'Bills'} requested, not yet received`;
  if (item.kind === 'event')
    return [item.location, item.videoLink ? 'Video link' : null, item.attendees.map((attendee) => attendee.name).join(', ') || null]
      .filter(Boolean)
      .join(' · ');
  return [`${TASK_PRIORITY_LABELS[item.priority]} priority`, item.status === 'done' ? 'done' : null, item.assigneeName]
    .filter(Boolean)
    .join(' · ');
}

const TONES: Record<CalendarItem['kind'], string> = {
  deadline: 'border-red-500 bg-red-50 text-red-900',
  follow_up: 'border-amber-500 bg-amber-50 text-slate-900',
  task: 'border-brand-500 bg-brand-50 text-slate-900',
  event: 'border-emerald-600 bg-emerald-50 text-slate-900',
};

/** Opens an event (the calendar page's edit dialog). */
type SelectEvent = (event: CalendarEventItem) => void;

function ItemEntry({ item, compact, onSelectEvent }: { item: CalendarItem; compact?: boolean; onSelectEvent?: SelectEvent | undefined }) {
  const closed =
    (item.kind === 'deadline' || item.kind === 'task') && (item.status === 'met' || item.status === 'dismissed' || item.status === 'done');
  const tone = TONES[item.kind];
  const className = cn('block rounded border-l-4 px-2 py-1 text-xs', tone, closed && 'line-through opacity-70');
  const content = (
    <>
      <span className="font-medium">{itemLabel(item)}</span>
      {!compact && <span className="block text-slate-600">{itemDetail(item)}</span>}
      {compact && item.kind === 'event' && item.location && <span className="block truncate text-slate-600">{item.location}</span>}
    </>
  );
  if (item.kind === 'event' && onSelectEvent) {
    return (
      <li data-testid="calendar-item" data-kind={item.kind}>
        <button
          type="button"
          onClick={() => onSelectEvent(item)}
          className={cn(className, 'w-full text-left hover:underline focus:outline-none focus:ring-2 focus:ring-brand-500')}
          title={itemDetail(item)}
        >
          {content}
        </button>
      </li>
    );
  }
  return (
    <li data-testid="calendar-item" data-kind={item.kind}>
      {item.caseId ? (
        <Link
          to={calendarItemHref({ ...item, caseId: item.caseId })}
          className={cn(className, 'hover:underline focus:outline-none focus:ring-2 focus:ring-brand-500')}
          title={itemDetail(item)}
        >
          {content}
        </Link>
      ) : (
        <span className={className} title={itemDetail(item)}>
          {content}
        </span>
      )}
    </li>
  );
}

function byDate(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const map = new Map<string, CalendarItem[]>();
  for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item]);
  return map;
}

function countText(count: number): string {
  return count === 0 ? 'nothing due' : `${count} ${count === 1 ? 'item' : 'items'}`;
}

function Day({
  date,
  items,
  today,
  muted,
  compact,
  onSelectEvent,
}: {
  date: string;
  items: CalendarItem[];
  today: string;
  muted?: boolean;
  compact?: boolean;
  onSelectEvent?: SelectEvent | undefined;
}) {
  const label = `${formatLongDate(date)}${date === today ? ' (today)' : ''}: ${countText(items.length)}`;
  return (
    <div role="group" aria-label={label} className={cn('min-h-24 p-1.5', muted && 'bg-slate-50 text-slate-500')}>
      <p
        className={cn('mb-1 text-xs font-semibold', date === today && 'inline-block rounded-full bg-brand-600 px-1.5 text-white')}
        aria-hidden="true"
      >
        {Number(date.slice(8))}
      </p>
      {items.length > 0 && (
        <ul className="space-y-1">
          {items.map((item) => (
            <ItemEntry key={`${item.kind}-${item.id}`} item={item} compact={compact} onSelectEvent={onSelectEvent} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function CalendarView({
  view,
  from,
  to,
  month,
  items,
  today,
  onSelectEvent,
}: {
  view: View;
  from: string;
  to: string;
  month?: string;
  items: readonly CalendarItem[];
  today: string;
  onSelectEvent?: SelectEvent;
}) {
  const days = byDate(items);
  if (view === 'agenda') {
    const dates = [...days.keys()].filter((date) => date >= from && date <= to).sort();
    if (dates.length === 0)
      return (
        <p className="px-5 py-6 text-sm text-slate-500">
          Nothing due from {formatLongDate(from)} to {formatLongDate(to)}.
        </p>
      );
    return (
      <ol className="divide-y divide-slate-100" aria-label="Agenda">
        {dates.map((date) => (
          <li key={date} className="px-4 py-3 sm:px-5">
            <h3 className="mb-2 text-sm font-semibold text-slate-800">
              {formatLongDate(date)}
              {date === today && <span className="ml-2 text-xs font-medium text-brand-700">Today</span>}
            </h3>
            <ul className="space-y-1.5">
              {days.get(date)!.map((item) => (
                <ItemEntry key={`${item.kind}-${item.id}`} item={item} onSelectEvent={onSelectEvent} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    );
  }
  const dates = datesBetween(from, to);
  const weeks: string[][] = [];
  for (let index = 0; index < dates.length; index += 7) weeks.push(dates.slice(index, index + 7));
  return (
    <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
      <div className="min-w-[44rem]">
        <div
          className="grid grid-cols-7 border-b border-slate-200 bg-slate-50 text-center text-xs font-medium uppercase text-slate-500"
          aria-hidden="true"
        >
          {WEEKDAYS.map((day) => (
            <div key={day} className="py-2">
              {day}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div
            key={week[0]}
            className="grid grid-cols-7 divide-x divide-slate-100 border-b border-slate-100"
            role="group"
            aria-label={`Week of ${WEEKDAY_NAMES[weekday(week[0]!)]} ${formatLongDate(week[0]!)}`}
          >
            {week.map((date) => (
              <Day
                key={date}
                date={date}
                items={days.get(date) ?? []}
                today={today}
                muted={view === 'month' && month !== undefined && date.slice(0, 7) !== month.slice(0, 7)}
                compact={view === 'month'}
                onSelectEvent={onSelectEvent}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
