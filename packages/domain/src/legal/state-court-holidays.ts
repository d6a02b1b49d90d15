// State court holidays that differ from the federal list, as data with their citations. A rule not yet checked
// against the statute is marked unverified: it never moves a due date (moving a date later on a day the court is
// in fact open could make a filing late); a deadline that lands on one carries a warning to check it instead.
import { addDays, dayOfWeek } from './calendar.js';
import type { CourtHoliday } from './court-holidays.js';
import type { IsoDate } from '../shared/iso-date.js';

export type HolidayDate =
  /** A fixed day; `observed`: on a Saturday the Friday before, on a Sunday the Monday after. */
  | { fixed: { month: number; day: number }; observed?: boolean }
  /** The nth (1-based; -1 = last) weekday (0 = Sunday) of a month. */
  | { nth: { month: number; weekday: number; n: number } }
  /** Days from Easter Sunday (Good Friday = -2, Mardi Gras = -47). */
  | { easterOffset: number }
  /** The Friday after Thanksgiving. */
  | { dayAfterThanksgiving: true }
  /** The general election day: the Tuesday after the first Monday of November. */
  | { electionDay: true; evenYearsOnly?: boolean };

export type StateCourtHolidayRule = {
  name: string;
  when: HolidayDate;
  citation: string;
  /** Checked against the statute on `verifiedOn`; false until then. */
  verified: boolean;
  verifiedOn: IsoDate | null;
  /** First and last calendar years the court keeps the day (inclusive); open-ended when absent. */
  fromYear?: number;
  untilYear?: number;
  /**
   * For an `observed` fixed day: whether the weekday it moves to when it falls on a weekend is itself verified. When
   * false, the moved day counts as an unverified holiday (it warns, never moves a date), even on a verified rule.
   * 'sunday': only the Monday after a Sunday day is verified (the statute says nothing of a Saturday one, so the
   * Friday before stays unverified).
   */
  observedVerified?: boolean | 'sunday';
  note?: string;
};

/**
 * Closures beyond the federal list, by USPS code, for the states whose courts have no calendar of their own in
 * court-calendars.ts (`COURT_CALENDARS` lists those that have one). Every row is unverified until someone checks it
 * against the cited statute and the state judiciary's published calendar.
 */
export const STATE_COURT_HOLIDAYS: Readonly<Record<string, readonly StateCourtHolidayRule[]>> = {
  // Alaska's days are in its own court calendar (court-calendars.ts) since 2026-11-29.
  // Hawaii's days are in its own court calendar (court-calendars.ts) since 2026-11-29.
  // New Jersey, read on 2026-11-29 and left unverified: neither R. 1:3-1's text nor § 36:1-1(a)'s list was found.
  NJ: [
    {
      name: "Lincoln's Birthday",
      when: { fixed: { month: 2, day: 12 }, observed: true },
      citation: 'N.J. Stat. Ann. § 36:1-1',
      verified: false,
      verifiedOn: null,
      note:
        '§ 36:1-1(d): Lincoln\'s Birthday "shall not be considered a public holiday for the purposes of conducting State ' +
        'government business" and State offices "shall be open"; whether it counts under R. 1:3-1 was not read.',
    },
    {
      name: 'Good Friday',
      when: { easterOffset: -2 },
      citation: 'N.J. Stat. Ann. §§ 36:1-1, 11A:6-24.1',
      verified: false,
      verifiedOn: null,
      note: '§ 11A:6-24.1 (State employees\' paid holidays) lists "the day designated and known as Good Friday"; § 36:1-1(a) not read.',
    },
    {
      name: 'Juneteenth Day',
      when: { nth: { month: 6, weekday: 5, n: 3 } },
      citation: 'N.J. Stat. Ann. §§ 36:1-1, 11A:6-24.1',
      verified: false,
      verifiedOn: null,
      fromYear: 2021,
      note: '§ 11A:6-24.1 lists "the third Friday in June, Juneteenth Day" (S19, signed in 2020); § 36:1-1(a) not read.',
    },
    {
      name: 'Election Day',
      when: { electionDay: true },
      citation: 'N.J. Stat. Ann. §§ 36:1-1, 19:2-3',
      verified: false,
      verifiedOn: null,
      note:
        '§ 19:2-3: "The general election shall be held on the Tuesday next after the first Monday in November in each ' +
        'year"; a 2020 bill (A4773, not enacted) would have removed "Election Day as a State and public holiday"; ' +
        '§ 36:1-1(a) not read.',
    },
  ],
};

function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = isoDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The day a rule falls on in `year` (its observed day for an observed fixed day), or null when it has none. */
export function holidayDateIn(year: number, when: HolidayDate): IsoDate | null {
  if ('fixed' in when) {
    const date = isoDate(year, when.fixed.month, when.fixed.day);
    if (!when.observed) return date;
    const weekday = dayOfWeek(date);
    return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
  }
  if ('nth' in when) return nthWeekday(year, when.nth.month, when.nth.weekday, when.nth.n);
  if ('easterOffset' in when) return addDays(easterSunday(year), when.easterOffset);
  if ('dayAfterThanksgiving' in when) return addDays(nthWeekday(year, 11, 4, 4), 1);
  if (when.evenYearsOnly && year % 2 !== 0) return null;
  return addDays(nthWeekday(year, 11, 1, 1), 1);
}

export type StateCourtHoliday = CourtHoliday & { citation: string; verified: boolean };

/** The state's court holidays beyond the federal list in `year`, in date order (empty for a state not on file). */
export function listStateCourtHolidays(state: string | null | undefined, year: number, table = STATE_COURT_HOLIDAYS): StateCourtHoliday[] {
  const rules = state ? (table[state.toUpperCase()] ?? []) : [];
  return rules
    .map((rule) => ({ rule, date: holidayDateIn(year, rule.when) }))
    .filter((entry): entry is { rule: StateCourtHolidayRule; date: IsoDate } => entry.date !== null)
    .map(({ rule, date }) => ({ date, name: rule.name, citation: rule.citation, verified: rule.verified }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The state's holidays in the years a set of dates touch (a roll over New Year included). */
export function stateCourtHolidaysAround(
  state: string | null | undefined,
  dates: readonly IsoDate[],
  table = STATE_COURT_HOLIDAYS,
): StateCourtHoliday[] {
  const years = new Set(dates.flatMap((date) => [Number(date.slice(0, 4)), Number(date.slice(0, 4)) + 1]));
  return [...years].flatMap((year) => listStateCourtHolidays(state, year, table));
}
