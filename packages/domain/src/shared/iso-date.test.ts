import { describe, expect, it } from 'vitest';
import { countDaysBetween, getTodayIsoDate, isIsoDate, isoDateSchema, optionalIsoDateSchema, parseDateValue } from './iso-date.js';

describe('isIsoDate', () => {
  it('accepts real calendar days in YYYY-MM-DD form', () => {
    expect(isIsoDate('2024-01-05')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
  it('rejects impossible days and other formats', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('01/05/2024')).toBe(false);
    expect(isIsoDate('2024-1-5')).toBe(false);
  });
});

describe('parseDateValue and countDaysBetween', () => {
  it('reads a bare date as UTC midnight', () => {
    expect(parseDateValue('2024-01-05')).toBe(Date.UTC(2024, 0, 5));
  });
  it('reads timestamps and rejects garbage', () => {
    expect(parseDateValue('2024-01-05T12:00:00Z')).toBe(Date.UTC(2024, 0, 5, 12));
    expect(parseDateValue('nope')).toBeNull();
    expect(parseDateValue('')).toBeNull();
  });
  it('counts whole days across a leap day', () => {
    expect(countDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(countDaysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(countDaysBetween('2024-03-01', null)).toBeNull();
  });
});

describe('getTodayIsoDate', () => {
  it('formats the day in the requested timezone', () => {
    const instant = new Date(Date.UTC(2024, 0, 5, 3));
    expect(getTodayIsoDate(instant, 'UTC')).toBe('2024-01-05');
    expect(getTodayIsoDate(instant, 'America/New_York')).toBe('2024-01-04');
  });
});

describe('date schemas', () => {
  it('reports the required message for an empty required date', () => {
    const result = isoDateSchema('Date opened is required').safeParse('');
    expect(result.error?.issues[0]?.message).toBe('Date opened is required');
  });
  it('reports the format message for a malformed date', () => {
    expect(isoDateSchema('x').safeParse('2024-02-30').error?.issues[0]?.message).toBe('Invalid date format');
  });
  it('treats an empty optional date as null and keeps an absent one absent', () => {
    expect(optionalIsoDateSchema().parse('')).toBeNull();
    expect(optionalIsoDateSchema().parse(undefined)).toBeUndefined();
    expect(optionalIsoDateSchema().parse('2024-03-01')).toBe('2024-03-01');
    expect(optionalIsoDateSchema().safeParse('03/01/2024').error?.issues[0]?.message).toBe('Invalid date format');
  });
});
