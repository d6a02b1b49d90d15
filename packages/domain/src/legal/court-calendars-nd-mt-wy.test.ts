import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('North Dakota courts (N.D.R.Civ.P. 6(a); N.D. Cent. Code § 1-03-01)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.ND!.citation).toContain('§ 1-03-01');
  });

  it('moves a deadline on Good Friday, a North Dakota holiday the federal courts do not keep', () => {
    // 6 years (§ 28-01-16(5)) from 2021-03-26: Good Friday 2027-03-26.
    expect(sol('ND', '2021-03-26').item).toMatchObject({
      nominalDate: '2027-03-26',
      dueDate: '2027-03-29',
      movedBecause: 'holiday',
      holidayName: 'Good Friday',
    });
  });

  it('keeps the §§ 1-03-02, 1-03-02.1 days on the Friday before and the Monday after (verified)', () => {
    // 4 July 2026 is a Saturday; 11 November 2029 is a Sunday.
    expect(byName('ND', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: true });
    expect(byName('ND', 2029)["Veterans' Day (observed)"]).toMatchObject({ date: '2029-11-12', verified: true });
  });

  it('Columbus Day, a federal holiday North Dakota does not keep, neither moves nor warns', () => {
    const { item, warnings } = sol('ND', '2021-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2027-10-11/);
  });

  it('Juneteenth (§ 1-03-18 not read) warns without moving', () => {
    // 6 years from 2022-06-19: Monday 2028-06-19.
    const { item, warnings } = sol('ND', '2022-06-19');
    expect(item).toMatchObject({ nominalDate: '2028-06-19', dueDate: '2028-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2028-06-19 may be a court holiday in ND \(Juneteenth/);
  });
});

describe('Wyoming courts (W.R.C.P. 6(a); Wyo. Stat. Ann. § 8-4-101)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.WY!.citation).toContain('§ 8-4-101');
  });

  it('moves a deadline on the Monday after a Sunday Veterans Day (§ 8-4-101(b))', () => {
    // 4 years (§ 1-3-105(a)(iv)(C)) from 2025-11-12: Monday 2029-11-12, Veterans Day kept after Sunday the 11th.
    expect(sol('WY', '2025-11-12').item).toMatchObject({
      nominalDate: '2029-11-12',
      dueDate: '2029-11-13',
      movedBecause: 'holiday',
    });
  });

  it('keeps no Saturday day on the Friday before (the section says nothing of it)', () => {
    // 4 July 2026 is a Saturday.
    expect(byName('WY', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: false });
  });

  it('Columbus Day and Juneteenth, federal holidays Wyoming does not keep, neither move nor warn', () => {
    const columbus = sol('WY', '2023-10-11');
    expect(columbus.item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(columbus.warnings).not.toMatch(/2027-10-11/);
    // 4 years from 2024-06-19: Monday 2028-06-19.
    const juneteenth = sol('WY', '2024-06-19');
    expect(juneteenth.item).toMatchObject({ nominalDate: '2028-06-19', dueDate: '2028-06-19' });
    expect(juneteenth.warnings).not.toMatch(/2028-06-19/);
  });
});
