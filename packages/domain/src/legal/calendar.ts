// UTC calendar arithmetic on 'YYYY-MM-DD' strings for legal deadlines: periods with month-end clamping, weekdays.
import { isIsoDate, type IsoDate } from '../shared/iso-date.js';

/** A limitation or notice period as the statute states it. */
export type LegalPeriod = { years?: number; months?: number; days?: number };

type DateParts = { year: number; month: number; day: number };

function toParts(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Adds years and months by the calendar ("anniversary") method, then days. A day that does not exist in the target
 * month is clamped to that month's last day: 2024-02-29 + 1 year = 2025-02-28, 2025-01-31 + 1 month = 2025-02-28.
 * Courts differ on the leap-day case (some give March 1); clamping gives the earlier of the two, the safe choice.
 */
export function addLegalPeriod(date: IsoDate, period: LegalPeriod): IsoDate {
  const { year, month, day } = toParts(date);
  const totalMonths = year * 12 + (month - 1) + (period.years ?? 0) * 12 + (period.months ?? 0);
  const targetYear = Math.floor(totalMonths / 12);
  const targetMonth = (totalMonths % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  const ms = Date.UTC(targetYear, targetMonth - 1, targetDay) + (period.days ?? 0) * 86_400_000;
  return fromUtc(ms);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = toParts(date);
  return fromUtc(Date.UTC(year, month - 1, day) + days * 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  const { year, month, day } = toParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** '2 years', '90 days', '1 year 90 days': a period as people read it. */
export function describeLegalPeriod(period: LegalPeriod): string {
  const parts: string[] = [];
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (period.years) parts.push(unit(period.years, 'year'));
  if (period.months) parts.push(unit(period.months, 'month'));
  if (period.days) parts.push(unit(period.days, 'day'));
  return parts.length > 0 ? parts.join(' ') : '0 days';
}
