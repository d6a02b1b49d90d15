// US federal holidays (5 U.S.C. § 6103) as courts observe them, for rolling a deadline to the next business day.
// State court holidays beyond this list are data in state-court-holidays.ts (verified ones are passed in as extra closures).
import { addDays, dayOfWeek, isWeekend } from './calendar.js';
import type { IsoDate } from '../shared/iso-date.js';

export type CourtHoliday = { date: IsoDate; name: string };

function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The nth (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    const offset = (weekday - dayOfWeek(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = isoDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (5 U.S.C. § 6103(b), E.O. 11582). */
function observed(date: IsoDate): IsoDate {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

function holidaysOfYear(year: number): CourtHoliday[] {
  const holidays: CourtHoliday[] = [
    { date: observed(isoDate(year, 1, 1)), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday (Presidents' Day)" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: observed(isoDate(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: observed(isoDate(year, 11, 11)), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: observed(isoDate(year, 12, 25)), name: 'Christmas Day' },
  ];
  // Juneteenth became a federal holiday on 2021-06-17 (Pub. L. 117-17) and was first observed on 2021-06-18.
  if (year >= 2021) holidays.push({ date: observed(isoDate(year, 6, 19)), name: 'Juneteenth National Independence Day' });
  return holidays;
}

/**
 * The federal holidays whose observed date falls in `year`, in date order. New Year's Day of the next year belongs
 * here when it falls on a Saturday (observed on 31 December).
 */
export function listFederalCourtHolidays(year: number): CourtHoliday[] {
  const prefix = `${String(year).padStart(4, '0')}-`;
  return [...holidaysOfYear(year), ...holidaysOfYear(year + 1)]
    .filter((holiday) => holiday.date.startsWith(prefix))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export type BusinessDayShift = {
  dueDate: IsoDate;
  movedBecause?: 'weekend' | 'holiday';
  holidayName?: string;
};

/**
 * The deadline itself when the court is open that day, otherwise the next business day, with why it moved (the
 * reason of the nominal day itself). `extraHolidays` adds closures this table does not know, e.g. state holidays;
 * with `federal: false` they are the only holidays (a state court that does not keep a federal holiday).
 */
export function rollToNextBusinessDay(
  date: IsoDate,
  extraHolidays: readonly CourtHoliday[] = [],
  options: { federal?: boolean } = {},
): BusinessDayShift {
  const federalByYear = new Map<number, Map<IsoDate, string>>();
  const holidayOn = (day: IsoDate): string | undefined => {
    const extra = extraHolidays.find((holiday) => holiday.date === day);
    if (extra) return extra.name;
    // `federal: false`: the caller passes the court's own holidays and the federal list must not add to them.
    if (options.federal === false) return undefined;
    const year = Number(day.slice(0, 4));
    let byDate = federalByYear.get(year);
    if (!byDate) {
      byDate = new Map(listFederalCourtHolidays(year).map((holiday) => [holiday.date, holiday.name]));
      federalByYear.set(year, byDate);
    }
    return byDate.get(day);
  };

  const firstHoliday = holidayOn(date);
  if (!isWeekend(date) && firstHoliday === undefined) return { dueDate: date };

  let dueDate = date;
  while (isWeekend(dueDate) || holidayOn(dueDate) !== undefined) dueDate = addDays(dueDate, 1);
  if (isWeekend(date)) return { dueDate, movedBecause: 'weekend' };
  return { dueDate, movedBecause: 'holiday', holidayName: firstHoliday };
}
