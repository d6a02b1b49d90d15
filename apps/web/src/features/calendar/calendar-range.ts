// The dates each calendar view shows: a month as whole weeks (Sunday first), a week, or 30 days of agenda.
import { addDays } from '@casecast/domain';

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const AGENDA_DAYS = 30;

/** 0 = Sunday … 6 = Saturday, of a 'YYYY-MM-DD' date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function startOfWeek(date: string): string {
  return addDays(date, -weekday(date));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function addMonths(date: string, months: number): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The first and last day a view shows around `anchor`. */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: anchor, to: addDays(anchor, AGENDA_DAYS - 1) };
  const first = startOfMonth(anchor);
  const from = startOfWeek(first);
  const last = addDays(addMonths(first, 1), -1);
  return { from, to: addDays(startOfWeek(last), 6) };
}

/** The anchor one step back or forward: a month, a week or the agenda's 30 days. */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'month') return addMonths(startOfMonth(anchor), direction);
  return addDays(anchor, direction * (view === 'week' ? 7 : AGENDA_DAYS));
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatLongDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

export function formatMonthTitle(date: string): string {
  return monthTitle.format(new Date(`${date}T00:00:00Z`));
}
