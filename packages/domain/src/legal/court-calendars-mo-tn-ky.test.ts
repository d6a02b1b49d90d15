import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('Missouri courts (Rule 44.01(a) with the Mo. Rev. Stat. § 9.010 public holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.MO!.citation).toContain('Mo. Sup. Ct. R. 44.01(a)');
  });

  it('moves a deadline on Truman Day (8 May), a Missouri holiday the federal courts do not keep', () => {
    // 5 years (§ 516.120(4)) from 2023-05-08: Monday 2028-05-08.
    expect(sol('MO', '2023-05-08').item).toMatchObject({
      nominalDate: '2028-05-08',
      dueDate: '2028-05-09',
      movedBecause: 'holiday',
      holidayName: 'Truman Day',
    });
  });

  it("moves a deadline on Lincoln Day past Washington's Birthday (12 and 15 February 2027)", () => {
    expect(sol('MO', '2022-02-12').item).toMatchObject({ nominalDate: '2027-02-12', dueDate: '2027-02-16', movedBecause: 'holiday' });
  });

  it('keeps a Sunday day on the Monday after (verified), not a Saturday one on the Friday before', () => {
    // 8 May 2033 is a Sunday; 4 July 2026 is a Saturday.
    expect(byName('MO', 2033)['Truman Day (observed)']).toMatchObject({ date: '2033-05-09', verified: true });
    expect(byName('MO', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: false });
  });

  it('the federal Juneteenth (not read in § 9.010) warns without moving', () => {
    // 5 years from 2021-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('MO', '2021-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-06-19 may be a court holiday in MO \(Juneteenth, Mo\. Rev\. Stat\. § 9\.010 .*; unverified\)/);
  });
});

describe('Tennessee courts (Tenn. R. Civ. P. 6.01 with the Tenn. Code Ann. § 15-1-101 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.TN!.citation).toContain('Tenn. R. Civ. P. 6.01');
  });

  it('moves a deadline on Good Friday, a Tennessee holiday the federal courts do not keep', () => {
    // 1 year (§ 28-3-104(a)(1)) from 2026-03-26: Good Friday 2027-03-26.
    expect(sol('TN', '2026-03-26').item).toMatchObject({
      nominalDate: '2027-03-26',
      dueDate: '2027-03-29',
      movedBecause: 'holiday',
      holidayName: 'Good Friday',
    });
  });

  it('keeps a Saturday day on the Friday before (verified: "the preceding Friday shall be substituted")', () => {
    expect(byName('TN', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: true });
    expect(sol('TN', '2025-07-03').item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-06', movedBecause: 'holiday' });
  });

  it('Juneteenth is verified from 2023 only; 2022 warns', () => {
    expect(byName('TN', 2021).Juneteenth).toBeUndefined();
    expect(byName('TN', 2022)['Juneteenth (observed)']).toMatchObject({ date: '2022-06-20', verified: false });
    expect(byName('TN', 2026).Juneteenth).toMatchObject({ date: '2026-06-19', verified: true });
  });

  it('an election day (a legal holiday whose dates were not read) warns without moving', () => {
    const { item, warnings } = sol('TN', '2025-11-03');
    expect(item).toMatchObject({ nominalDate: '2026-11-03', dueDate: '2026-11-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-11-03 may be a court holiday in TN \(Election Day \(November, even years\), .*; unverified\)/);
  });
});

describe('Kentucky courts (KRS 446.030(1)(a) with the KRS 2.110 holidays)', () => {
  it('lists the KRS 2.110 days, none verified, each with a note', () => {
    expect(COURT_CALENDARS.KY!.citation).toContain('446.030');
    expect(COURT_CALENDARS.KY!.holidays.some((rule) => rule.verified)).toBe(false);
  });

  it("Lincoln's Birthday (a KRS 2.110 day the federal courts do not keep) warns without moving", () => {
    // 1 year (§ 413.140(1)(a)) from 2026-02-12: Friday 2027-02-12.
    const { item, warnings } = sol('KY', '2026-02-12');
    expect(item).toMatchObject({ nominalDate: '2027-02-12', dueDate: '2027-02-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(
      /2027-02-12 may be a court holiday in KY \(Lincoln's Birthday, Ky\. Rev\. Stat\. §§ 446\.030\(1\)\(a\), 2\.110\(1\)/,
    );
  });

  it('the federal Juneteenth, which KRS 2.110 does not list, neither moves nor warns', () => {
    const { item, warnings } = sol('KY', '2025-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-06-19/);
  });
});
