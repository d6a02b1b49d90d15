import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS, listCourtHolidays } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe.each(['WA', 'CO'])('%s courts: their own calendar, read on its day', (court) => {
  it('is on file', () => {
    expect(COURT_CALENDARS[court]).toBeDefined();
  });
});

describe('Washington courts (CR 6(a) with the Wash. Rev. Code § 1.16.050 legal holidays; GR 2)', () => {
  it('moves a deadline on Native American Heritage Day, the Friday after Thanksgiving (not a federal day)', () => {
    // 3 years (Wash. Rev. Code § 4.16.080(2)) from 2024-11-26: Friday 2027-11-26.
    expect(sol('WA', '2024-11-26').item).toMatchObject({
      nominalDate: '2027-11-26',
      dueDate: '2027-11-29',
      movedBecause: 'holiday',
      holidayName: 'Native American Heritage Day',
    });
  });

  it('keeps a Saturday holiday on the Friday before (GR 2(a)): Friday 3 July 2026 moves', () => {
    expect(byName('WA', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: true });
    expect(sol('WA', '2023-07-03').item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-06', movedBecause: 'holiday' });
  });

  it('Columbus Day, a federal day § 1.16.050 does not list, does not move the date and does not warn', () => {
    const { item, warnings } = sol('WA', '2024-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2027-10-11/);
  });

  it('Juneteenth is verified from 2022; the 2021 day (Friday 18 June) warns without moving', () => {
    expect(byName('WA', 2027)['Juneteenth (observed)']).toMatchObject({ date: '2027-06-18', verified: true });
    const { item, warnings } = sol('WA', '2018-06-18');
    expect(item).toMatchObject({ nominalDate: '2021-06-18', dueDate: '2021-06-18' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2021-06-18 may be a court holiday in WA \(Juneteenth \(observed\), Wash\. Rev\. Code § 1\.16\.050\(1\)/);
  });
});

describe('Colorado courts (Colo. Rev. Stat. § 2-4-108(2) with the § 24-11-101 legal holidays; C.R.C.P. 6(a))', () => {
  it('moves a deadline on Frances Xavier Cabrini Day, the first Monday in October', () => {
    // 2 years (Colo. Rev. Stat. § 13-80-102(1)(a)) from 2025-10-04: Monday 2027-10-04.
    expect(sol('CO', '2025-10-04').item).toMatchObject({
      nominalDate: '2027-10-04',
      dueDate: '2027-10-05',
      movedBecause: 'holiday',
      holidayName: 'Frances Xavier Cabrini Day',
    });
  });

  it('Columbus Day (second Monday in October) is no longer one: 11 October 2027 does not move or warn', () => {
    expect(byName('CO', 2019)['Columbus Day']).toMatchObject({ date: '2019-10-14', verified: true });
    expect(byName('CO', 2027)['Columbus Day']).toBeUndefined();
    const { item, warnings } = sol('CO', '2025-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2027-10-11/);
  });

  it('keeps a Sunday holiday on the Monday after (verified): Monday 5 July 2027 moves', () => {
    expect(sol('CO', '2025-07-05').item).toMatchObject({ nominalDate: '2027-07-05', dueDate: '2027-07-06', movedBecause: 'holiday' });
  });

  it("a Saturday holiday's Friday is unverified: Friday 3 July 2026 warns without moving", () => {
    const { item, warnings } = sol('CO', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(
      /2026-07-03 may be a court holiday in CO \(Independence Day \(observed\), Colo\. Rev\. Stat\. §§ 2-4-108\(2\), 24-11-101; C\.R\.C\.P\. 6\(a\)\(2\); unverified\)/,
    );
  });
});

describe('Arizona courts: no calendar of their own yet', () => {
  it('uses the unverified fallback, so a state day never moves a date', () => {
    expect(COURT_CALENDARS.AZ).toBeUndefined();
    expect(listCourtHolidays('AZ', 2027).every((holiday) => !holiday.verified)).toBe(true);
  });
});
