import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';
import { STATE_COURT_HOLIDAYS } from './state-court-holidays.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('New York courts (Gen. Constr. Law § 25-a(1) with the § 24 public holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.NY!.citation).toContain('§ 25-a');
  });

  it("moves a deadline on Lincoln's Birthday, a New York holiday the federal courts do not keep", () => {
    // 3 years (CPLR 214(5)) from 2024-02-12: Friday 2027-02-12.
    expect(sol('NY', '2024-02-12').item).toMatchObject({
      nominalDate: '2027-02-12',
      dueDate: '2027-02-16',
      movedBecause: 'holiday',
      holidayName: "Lincoln's Birthday",
    });
  });

  it('moves a deadline on Election Day (every year, odd years too)', () => {
    expect(byName('NY', 2027)['Election Day']).toMatchObject({ date: '2027-11-02', verified: true });
    expect(sol('NY', '2024-11-02').item).toMatchObject({
      nominalDate: '2027-11-02',
      dueDate: '2027-11-03',
      movedBecause: 'holiday',
      holidayName: 'Election Day',
    });
  });

  it('keeps a Sunday holiday on the Monday after (verified), but not a Saturday one on the Friday before', () => {
    // 12 February 2023 was a Sunday; 12 February 2028 is a Saturday.
    expect(byName('NY', 2023)["Lincoln's Birthday (observed)"]).toMatchObject({ date: '2023-02-13', verified: true });
    expect(byName('NY', 2028)["Lincoln's Birthday (observed)"]).toMatchObject({ date: '2028-02-11', verified: false });
    expect(byName('NY', 2028)['Flag Day']).toMatchObject({ date: '2028-06-11', verified: true });
  });

  it('a federal-only day (Friday 3 July 2026, the federal Independence Day) does not move the date: it warns', () => {
    // 4 July 2026 is a Saturday: the federal courts close on Friday the 3rd; § 24 says nothing of a Saturday day.
    const { item, warnings } = sol('NY', '2023-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(
      /2026-07-03 may be a court holiday in NY \(Independence Day \(observed\), N\.Y\. Gen\. Constr\. Law §§ 24, 25-a; unverified\)/,
    );
  });

  it('Juneteenth is a New York holiday from 2021 only', () => {
    expect(byName('NY', 2020).Juneteenth).toBeUndefined();
    // 19 June 2027 is a Saturday: the Friday before is not a verified New York holiday.
    expect(byName('NY', 2027)['Juneteenth (observed)']).toMatchObject({ date: '2027-06-18', verified: false });
    expect(byName('NY', 2026).Juneteenth).toMatchObject({ date: '2026-06-19', verified: true });
  });
});

describe('Pennsylvania courts (1 Pa.C.S. § 1908: legal holidays of the Commonwealth or of the United States)', () => {
  it('moves a deadline on a federal legal holiday, which § 1908 omits from the computation', () => {
    // 2 years (42 Pa.C.S. § 5524) from 2025-11-11: Thursday 2027-11-11, Veterans Day.
    expect(sol('PA', '2025-11-11').item).toMatchObject({
      nominalDate: '2027-11-11',
      dueDate: '2027-11-12',
      movedBecause: 'holiday',
      holidayName: 'Veterans Day',
    });
    expect(COURT_CALENDARS.PA!.holidays.filter((rule) => rule.verified)).toHaveLength(11);
  });

  it('warns without moving on a Commonwealth-only day whose statute (44 P.S. § 11) was not read: Good Friday', () => {
    // Good Friday 2027 is 26 March.
    const { item, warnings } = sol('PA', '2025-03-26');
    expect(item).toMatchObject({ nominalDate: '2027-03-26', dueDate: '2027-03-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-03-26 may be a court holiday in PA \(Good Friday, 1 Pa\.C\.S\. § 1908; 44 P\.S\. § 11; unverified\)/);
  });

  it('a weekend federal day kept on a weekday is not verified for Pennsylvania: Friday 3 July 2026 warns', () => {
    const { item, warnings } = sol('PA', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in PA \(Independence Day \(observed\)/);
  });
});

describe('New Jersey courts (R. 1:3-1; N.J.S.A. 36:1-1): not verified, so nothing moves', () => {
  it('has no calendar of its own; its own days warn without moving (Good Friday 2027)', () => {
    expect(COURT_CALENDARS.NJ).toBeUndefined();
    expect(STATE_COURT_HOLIDAYS.NJ!.every((rule) => !rule.verified && rule.note)).toBe(true);
    const { item, warnings } = sol('NJ', '2025-03-26');
    expect(item).toMatchObject({ nominalDate: '2027-03-26', dueDate: '2027-03-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(
      /2027-03-26 may be a court holiday in NJ \(Good Friday, N\.J\. Stat\. Ann\. §§ 36:1-1, 11A:6-24\.1; unverified\)/,
    );
  });

  it('Juneteenth Day is the third Friday in June (16 June 2028, not the federal 19th), and warns', () => {
    const { item, warnings } = sol('NJ', '2026-06-16');
    expect(item).toMatchObject({ nominalDate: '2028-06-16', dueDate: '2028-06-16' });
    expect(warnings).toMatch(
      /2028-06-16 may be a court holiday in NJ \(Juneteenth Day, N\.J\. Stat\. Ann\. §§ 36:1-1, 11A:6-24\.1; unverified\)/,
    );
  });
});
