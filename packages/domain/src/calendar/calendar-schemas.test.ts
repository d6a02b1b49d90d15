import { describe, expect, it } from 'vitest';
import {
  calendarQuerySchema,
  calendarRangeDays,
  CALENDAR_MAX_RANGE_DAYS,
  checkCalendarRange,
  sortCalendarItems,
} from './calendar-schemas.js';

describe('calendar range', () => {
  it('counts both ends', () => {
    expect(calendarRangeDays('2026-05-01', '2026-05-01')).toBe(1);
    expect(calendarRangeDays('2026-02-01', '2026-03-01')).toBe(29);
    expect(calendarRangeDays('2028-02-01', '2028-03-01')).toBe(30);
  });

  it(`accepts up to ${CALENDAR_MAX_RANGE_DAYS} days and refuses one more or a reversed range, naming the field`, () => {
    expect(checkCalendarRange('2026-01-01', '2027-02-04')).toBeNull();
    expect(checkCalendarRange('2026-01-01', '2027-02-05')).toMatch(/at most 400 days \(to\)/);
    expect(checkCalendarRange('2026-05-02', '2026-05-01')).toMatch(/From must be on or before to/);
    const parsed = calendarQuerySchema.safeParse({ from: '2026-01-01', to: '2027-02-05' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['to']);
    expect(calendarQuerySchema.safeParse({ from: '2026-01-31', to: '2026-02-31' }).success).toBe(false);
    expect(calendarQuerySchema.parse({ from: ' 2026-01-01 ', to: '2026-01-31', kind: 'task' })).toMatchObject({
      from: '2026-01-01',
      kind: 'task',
    });
  });

  it('sorts by date, deadlines before tasks on a day, then by title', () => {
    const items = [
      { kind: 'task' as const, id: '1', date: '2026-05-02', title: 'B' },
      { kind: 'task' as const, id: '2', date: '2026-05-01', title: 'A' },
      { kind: 'deadline' as const, id: '3', date: '2026-05-01', title: 'Z' },
    ];
    expect(sortCalendarItems(items).map((item) => item.id)).toEqual(['3', '2', '1']);
  });
});
