import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('Mississippi courts (Miss. Code Ann. §§ 1-3-67, 3-3-7(1))', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.MS!.citation).toContain('§ 3-3-7(1)');
    expect(COURT_CALENDARS.MS!.noLimitationExtension).toBeUndefined();
  });

  it('moves a deadline on Confederate Memorial Day, a Mississippi holiday the federal courts do not keep', () => {
    // 3 years (§ 15-1-49) from 2025-04-24: Monday 2028-04-24, the last Monday of April.
    expect(sol('MS', '2025-04-24').item).toMatchObject({
      nominalDate: '2028-04-24',
      dueDate: '2028-04-25',
      movedBecause: 'holiday',
      holidayName: 'Confederate Memorial Day',
    });
  });

  it('Columbus Day, a federal holiday Mississippi does not keep, neither moves nor warns', () => {
    // 3 years from 2025-10-09: Monday 2028-10-09.
    const { item, warnings } = sol('MS', '2025-10-09');
    expect(item).toMatchObject({ nominalDate: '2028-10-09', dueDate: '2028-10-09' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2028-10-09/);
  });

  it('keeps a Sunday day on the Monday after (verified); a Saturday one kept on a Friday warns without moving', () => {
    // 11 November 2029 is a Sunday; 25 December 2027 is a Saturday.
    expect(byName('MS', 2029)["Armistice or Veterans' Day (observed)"]).toMatchObject({ date: '2029-11-12', verified: true });
    expect(byName('MS', 2027)['Christmas Day (observed)']).toMatchObject({ date: '2027-12-24', verified: false });
    const { item, warnings } = sol('MS', '2024-12-24');
    expect(item).toMatchObject({ nominalDate: '2027-12-24', dueDate: '2027-12-24' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-12-24 may be a court holiday in MS/);
  });
});

describe('West Virginia courts (W. Va. R. Civ. P. 6(a); W. Va. Code § 2-2-1)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.WV!.citation).toContain('§§ 2-2-1, 2-2-3');
  });

  it('moves a deadline on West Virginia Day (20 June), a holiday the federal courts do not keep', () => {
    // 2 years (§ 55-2-12(b)) from 2026-06-20: Tuesday 2028-06-20.
    expect(sol('WV', '2026-06-20').item).toMatchObject({
      nominalDate: '2028-06-20',
      dueDate: '2028-06-21',
      movedBecause: 'holiday',
      holidayName: 'West Virginia Day',
    });
  });

  it("moves a deadline on Lincoln's Day, the day after Thanksgiving (Postlewait)", () => {
    // 2 years from 2025-11-26: Friday 2027-11-26.
    expect(sol('WV', '2025-11-26').item).toMatchObject({
      nominalDate: '2027-11-26',
      dueDate: '2027-11-29',
      movedBecause: 'holiday',
      holidayName: "Lincoln's Day",
    });
  });

  it('Juneteenth, a federal holiday not in the § 2-2-1(a) list read, warns without moving', () => {
    // 2 years from 2026-06-19: Monday 2028-06-19.
    const { item, warnings } = sol('WV', '2026-06-19');
    expect(item).toMatchObject({ nominalDate: '2028-06-19', dueDate: '2028-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2028-06-19 may be a court holiday in WV \(Juneteenth/);
  });

  it('keeps a Saturday day on the Friday before and a Sunday one on the Monday after (verified)', () => {
    // 20 June 2026 is a Saturday; 20 June 2027 is a Sunday.
    expect(byName('WV', 2026)['West Virginia Day (observed)']).toMatchObject({ date: '2026-06-19', verified: true });
    expect(byName('WV', 2027)['West Virginia Day (observed)']).toMatchObject({ date: '2027-06-21', verified: true });
  });
});

describe('Idaho courts (I.R.C.P. 2.2(a)(1)(C); Idaho Code § 73-108)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.ID!.citation).toContain('§ 73-108');
  });

  it('moves a deadline on Columbus Day, a § 73-108 holiday (Idaho has no day of its own beyond the federal list)', () => {
    // 2 years (§ 5-219(4)) from 2025-10-11: Monday 2027-10-11.
    expect(sol('ID', '2025-10-11').item).toMatchObject({
      nominalDate: '2027-10-11',
      dueDate: '2027-10-12',
      movedBecause: 'holiday',
      holidayName: 'Columbus Day',
    });
  });

  it('Juneteenth, a federal holiday not in § 73-108 as read, warns without moving', () => {
    // 2 years from 2026-06-19: Monday 2028-06-19.
    const { item, warnings } = sol('ID', '2026-06-19');
    expect(item).toMatchObject({ nominalDate: '2028-06-19', dueDate: '2028-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2028-06-19 may be a court holiday in ID \(Juneteenth/);
  });

  it('keeps a Saturday day on the Friday before and a Sunday one on the Monday after (verified)', () => {
    // 4 July 2026 is a Saturday; 11 November 2029 is a Sunday.
    expect(byName('ID', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: true });
    expect(byName('ID', 2029)['Veterans Day (observed)']).toMatchObject({ date: '2029-11-12', verified: true });
  });
});
