// Calendar dates as 'YYYY-MM-DD' strings: validation, parsing and day arithmetic without timezone shifts.
import { z } from 'zod';

export const INVALID_DATE_MESSAGE = 'Invalid date format';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export type IsoDate = string;

/** True for a 'YYYY-MM-DD' string that names a real calendar day (rejects 2024-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Epoch milliseconds of a date or timestamp string. A bare 'YYYY-MM-DD' is read as UTC midnight so
 * that the same calendar day sorts and subtracts identically in every timezone.
 */
export function parseDateValue(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const trimmed = value.trim();
  const match = ISO_DATE_PATTERN.exec(trimmed);
  if (match) {
    return isIsoDate(trimmed) ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  }
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

/** Whole days from start to end (negative when end is earlier); null when either is missing or invalid. */
export function countDaysBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  const startMs = parseDateValue(start);
  const endMs = parseDateValue(end);
  if (startMs === null || endMs === null) return null;
  return Math.round((endMs - startMs) / MS_PER_DAY);
}

/** Today's calendar date in the given timezone (default: the runtime's), as 'YYYY-MM-DD'. */
export function getTodayIsoDate(now: Date = new Date(), timeZone?: string): IsoDate {
  // en-CA formats as YYYY-MM-DD, which avoids assembling the parts by hand.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A required 'YYYY-MM-DD' date; an empty value reports `requiredMessage` (or the format message). */
export function isoDateSchema(requiredMessage: string = INVALID_DATE_MESSAGE) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isIsoDate, { message: INVALID_DATE_MESSAGE });
}

/**
 * An optional 'YYYY-MM-DD' date as HTML forms send it: '' and null mean "no date" (null, which an
 * update uses to clear the field); an absent key stays absent.
 */
export function optionalIsoDateSchema() {
  return z
    .string({ error: INVALID_DATE_MESSAGE })
    .trim()
    .nullable()
    .refine((value) => value === null || value === '' || isIsoDate(value), { message: INVALID_DATE_MESSAGE })
    .transform((value) => (value === '' ? null : value))
    .optional();
}

/** A date or timestamp string as returned by the API (kept loose: rows carry both forms). */
export const dateValueSchema = z.string().refine((value) => parseDateValue(value) !== null, {
  message: INVALID_DATE_MESSAGE,
});
