import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('Kansas courts (K.S.A. 60-206(a) with the K.S.A. 35-107 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.KS!.citation).toContain('K.S.A. 60-206(a)');
  });

  it('moves a deadline on Columbus Day, a § 35-107 legal holiday', () => {
    // 2 years (§ 60-513(a)(4)) from 2025-10-11: Monday 2027-10-11.
    expect(sol('KS', '2025-10-11').item).toMatchObject({
      nominalDate: '2027-10-11',
      dueDate: '2027-10-12',
      movedBecause: 'holiday',
      holidayName: 'Columbus Day',
    });
  });

  it('Juneteenth, a federal holiday § 35-107 does not list, warns without moving', () => {
    // 2 years from 2024-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('KS', '2024-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-06-19 may be a court holiday in KS \(Juneteenth/);
  });

  it('the Friday before a Saturday Independence Day (3 July 2026) warns without moving', () => {
    expect(byName('KS', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: false });
    const { item, warnings } = sol('KS', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in KS/);
  });
});

describe('Nebraska courts (Neb. Rev. Stat. § 25-2221)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.NE!.citation).toBe('Neb. Rev. Stat. § 25-2221');
  });

  it('moves a deadline on Arbor Day, the last Friday in April', () => {
    // 4 years (§ 25-207) from 2024-04-28: Friday 2028-04-28.
    expect(sol('NE', '2024-04-28').item).toMatchObject({
      nominalDate: '2028-04-28',
      dueDate: '2028-05-01',
      movedBecause: 'holiday',
      holidayName: 'Arbor Day',
    });
  });

  it('moves a deadline on the day after Thanksgiving', () => {
    // 4 years from 2023-11-26: Friday 2027-11-26.
    expect(sol('NE', '2023-11-26').item).toMatchObject({
      nominalDate: '2027-11-26',
      dueDate: '2027-11-29',
      movedBecause: 'holiday',
      holidayName: 'Day after Thanksgiving',
    });
  });

  it('moves a deadline on the Friday before a Saturday Christmas ("the preceding Friday shall be a holiday")', () => {
    // 4 years from 2023-12-24: Friday 2027-12-24; 25 December 2027 is a Saturday.
    expect(byName('NE', 2027)['Christmas Day (observed)']).toMatchObject({ date: '2027-12-24', verified: true });
    expect(sol('NE', '2023-12-24').item).toMatchObject({ dueDate: '2027-12-27', movedBecause: 'holiday' });
  });

  it('Juneteenth, a federal holiday not in the § 25-2221 text read, warns without moving', () => {
    // 4 years from 2022-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('NE', '2022-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-06-19 may be a court holiday in NE \(Juneteenth/);
  });
});

describe('South Dakota courts (S.D. Codified Laws § 15-6-6(a) with the § 1-5-1 holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.SD!.citation).toContain('§ 15-6-6(a)');
  });

  it("moves a deadline on Native Americans' Day, the second Monday in October", () => {
    // 3 years (§ 15-2-14(3)) from 2024-10-11: Monday 2027-10-11.
    expect(sol('SD', '2024-10-11').item).toMatchObject({
      nominalDate: '2027-10-11',
      dueDate: '2027-10-12',
      movedBecause: 'holiday',
      holidayName: "Native Americans' Day",
    });
  });

  it('moves a deadline on the Friday before a Saturday Juneteenth', () => {
    // 3 years from 2024-06-18: Friday 2027-06-18; 19 June 2027 is a Saturday.
    expect(byName('SD', 2027)['Juneteenth (observed)']).toMatchObject({ date: '2027-06-18', verified: true });
    expect(sol('SD', '2024-06-18').item).toMatchObject({ dueDate: '2027-06-21', movedBecause: 'holiday' });
  });

  it('the day after Thanksgiving, not a § 1-5-1 day, neither moves a deadline nor warns', () => {
    // 3 years from 2024-11-26: Friday 2027-11-26.
    const { item, warnings } = sol('SD', '2024-11-26');
    expect(item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2027-11-26/);
  });

  it('Juneteenth 2022, the year it was added, is unverified: it warns without moving', () => {
    // 19 June 2022 was a Sunday: kept Monday 2022-06-20. 3 years from 2019-06-20.
    expect(byName('SD', 2021).Juneteenth).toBeUndefined();
    expect(byName('SD', 2022)['Juneteenth (observed)']).toMatchObject({ date: '2022-06-20', verified: false });
    const { item, warnings } = sol('SD', '2019-06-20');
    expect(item).toMatchObject({ nominalDate: '2022-06-20', dueDate: '2022-06-20' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2022-06-20 may be a court holiday in SD/);
  });
});
