// Date and duration display (spec section 9): long en-US dates, days or months.
import { parseDateValue } from '../shared/iso-date.js';

export const DAYS_PER_MONTH = 30.44;

/**
 * 'January 5, 2024'. A bare 'YYYY-MM-DD' is a calendar day and is shown as that day everywhere;
 * timestamps are shown in `timeZone` (default: the runtime's). Unreadable input is returned as is.
 */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (value == null || value.trim() === '') return '';
  const ms = parseDateValue(value);
  if (ms === null) return value;
  const isCalendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: isCalendarDay ? 'UTC' : timeZone,
  }).format(new Date(ms));
}

/** Days as months (days / 30.44), one decimal. */
/** A calendar day as US documents print it in tables: 06/10/2025 (the day as given, no time zone). */
export function formatShortDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? '').trim());
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (value ?? '');
}

export function convertDaysToMonths(days: number): number {
  return Math.round((days / DAYS_PER_MONTH) * 10) / 10;
}

/** Under 30 days as days ('12 days'), otherwise months to one decimal ('2.3 months'). */
export function formatDuration(days: number): string {
  const wholeDays = Math.round(days);
  if (wholeDays < 30) return `${wholeDays} ${wholeDays === 1 ? 'day' : 'days'}`;
  const months = convertDaysToMonths(wholeDays);
  return `${months.toFixed(1)} months`;
}
