// The fault doctrine and court holiday rows the Rules page lists, with re-verify after a year.
import { describe, expect, it } from 'vitest';
import { COMPARATIVE_FAULT_RULES } from './comparative-fault.js';
import { COURT_CALENDARS } from './court-calendars.js';
import { courtHolidayTable, faultRuleRows } from './rules-reference.js';

describe('faultRuleRows', () => {
  it('lists every fault row with its doctrine, citation, dates and re-verify a year after verification', () => {
    const rows = faultRuleRows('2026-11-27');
    expect(rows).toHaveLength(COMPARATIVE_FAULT_RULES.length);
    const florida = rows.filter((row) => row.jurisdiction === 'FL');
    expect(florida.map((row) => [row.doctrineText, row.effectiveFrom, row.appliesBy])).toEqual([
      ['Pure comparative fault', '2000-01-01', 'accrual'],
      ['Modified comparative: barred above 50%', '2023-03-25', 'filing'],
    ]);
    expect(rows.some((row) => row.reverify)).toBe(false);
    const later = faultRuleRows('2027-12-01');
    const texas = later.find((row) => row.jurisdiction === 'TX')!;
    expect(texas).toMatchObject({ jurisdictionName: 'Texas', verified: true, verifiedOn: '2026-11-23', reverify: true });
    // An unverified row is never "re-verify": it was never verified.
    const michigan = later.find((row) => row.jurisdiction === 'MI')!;
    expect(michigan).toMatchObject({
      verified: false,
      verifiedOn: null,
      reverify: false,
      doctrineText: 'Hybrid: above 50% only economic damages, reduced',
    });
    const louisiana2026 = later.find((row) => row.jurisdiction === 'LA' && row.effectiveFrom === '2026-01-01')!;
    expect(louisiana2026).toMatchObject({
      verified: true,
      verifiedOn: '2026-11-29',
      reverify: true,
      doctrineText: 'Modified comparative: barred at 51% or more',
    });
    expect(faultRuleRows('2027-11-29').find((row) => row.jurisdiction === 'LA' && row.effectiveFrom === '2026-01-01')).toMatchObject({
      reverify: false,
    });
  });
});

describe('courtHolidayTable', () => {
  it("gives Florida's verified list with this year's dates and its citation", () => {
    const table = courtHolidayTable('FL', 2026, '2026-11-27');
    expect(table.courtName).toBe('Florida');
    expect(table.holidays.map((holiday) => holiday.name)).toContain('Friday after Thanksgiving');
    const thanksgiving = table.holidays.find((holiday) => holiday.name === 'Thanksgiving Day')!;
    expect(thanksgiving).toMatchObject({ date: '2026-11-26', verified: true, verifiedOn: '2026-11-27', reverify: false });
    expect(table.holidays.every((holiday) => holiday.citation.length > 0)).toBe(true);
    const dates = table.holidays.map((holiday) => holiday.date ?? '9999');
    expect([...dates].sort()).toEqual(dates);
  });

  it('shows a state without its own list as the federal days, unverified, and re-verify only on verified days', () => {
    // Ohio has its own list; without it, Ohio falls back to the federal days.
    const ohio = courtHolidayTable('OH', 2026, '2028-01-01', { US: COURT_CALENDARS.US! });
    expect(ohio.citation).toBe('not on file');
    expect(ohio.holidays.every((holiday) => !holiday.verified && !holiday.reverify)).toBe(true);
    const federal = courtHolidayTable('US', 2026, '2028-01-01');
    expect(federal.courtName).toBe('Federal courts');
    expect(federal.holidays.every((holiday) => holiday.verified && holiday.reverify)).toBe(true);
  });

  it('gives no date for a holiday the court did not keep that year', () => {
    const california = courtHolidayTable('CA', 2021, '2026-11-27');
    expect(california.holidays.find((holiday) => holiday.name === 'Native American Day')).toMatchObject({ date: null });
  });
});
