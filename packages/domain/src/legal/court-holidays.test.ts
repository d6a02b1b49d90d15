import { describe, expect, it } from 'vitest';
import { listFederalCourtHolidays, rollToNextBusinessDay } from './court-holidays.js';

describe('listFederalCourtHolidays', () => {
  it('computes the 2025 federal holidays', () => {
    expect(listFederalCourtHolidays(2025).map((holiday) => holiday.date)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
  });

  it('observes a Saturday holiday on Friday and a Sunday holiday on Monday', () => {
    const dates2026 = listFederalCourtHolidays(2026).map((holiday) => holiday.date);
    expect(dates2026).toContain('2026-07-03'); // 4 July 2026 is a Saturday
    expect(dates2026).not.toContain('2026-07-04');
    expect(listFederalCourtHolidays(2023).map((holiday) => holiday.date)).toContain('2023-01-02'); // 1 January 2023 is a Sunday
  });

  it("puts a Saturday New Year's Day on 31 December of the year before", () => {
    expect(listFederalCourtHolidays(2021).at(-1)).toEqual({ date: '2021-12-31', name: "New Year's Day" });
    expect(listFederalCourtHolidays(2022).map((holiday) => holiday.date)).not.toContain('2022-01-01');
  });

  it('has no Juneteenth before 2021 and observes the first on 2021-06-18', () => {
    expect(listFederalCourtHolidays(2020).some((holiday) => holiday.name.startsWith('Juneteenth'))).toBe(false);
    expect(listFederalCourtHolidays(2021).map((holiday) => holiday.date)).toContain('2021-06-18');
  });
});

describe('rollToNextBusinessDay', () => {
  it('keeps an open court day and moves past a holiday weekend', () => {
    expect(rollToNextBusinessDay('2025-07-08')).toEqual({ dueDate: '2025-07-08' });
    // Friday 2025-11-28 is open: Thanksgiving is the Thursday only.
    expect(rollToNextBusinessDay('2025-11-27')).toEqual({
      dueDate: '2025-11-28',
      movedBecause: 'holiday',
      holidayName: 'Thanksgiving Day',
    });
    // Saturday before Martin Luther King Jr. Day: Saturday, Sunday and the Monday holiday are all closed.
    expect(rollToNextBusinessDay('2025-01-18')).toEqual({ dueDate: '2025-01-21', movedBecause: 'weekend' });
  });
});
