import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('Massachusetts courts (Mass. R. Civ. P. 6(a) with G.L. c. 4, § 7, cl. Eighteenth)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.MA!.citation).toContain('Mass. R. Civ. P. 6(a)');
  });

  it("moves a deadline on Patriots' Day, a Massachusetts holiday the federal courts do not keep", () => {
    // 3 years (G.L. c. 260, § 2A) from 2024-04-19: Monday 2027-04-19, the third Monday in April.
    expect(sol('MA', '2024-04-19').item).toMatchObject({
      nominalDate: '2027-04-19',
      dueDate: '2027-04-20',
      movedBecause: 'holiday',
      holidayName: "Patriots' Day",
    });
  });

  it('keeps a Sunday day on the Monday after (verified), not a Saturday one on the Friday before', () => {
    // 11 November 2029 is a Sunday; 4 July 2026 is a Saturday.
    expect(byName('MA', 2029)["Veterans' Day (observed)"]).toMatchObject({ date: '2029-11-12', verified: true });
    expect(byName('MA', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: false });
  });

  it('the federal Friday before a Saturday Independence Day (3 July 2026) does not move the date: it warns', () => {
    const { item, warnings } = sol('MA', '2023-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in MA \(Independence Day \(observed\), Mass\. R\. Civ\. P\. 6\(a\)/);
  });

  it("Suffolk County's Evacuation Day (17 March) is unverified: it warns without moving", () => {
    const { item, warnings } = sol('MA', '2024-03-17');
    expect(item).toMatchObject({ nominalDate: '2027-03-17', dueDate: '2027-03-17' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-03-17 may be a court holiday in MA \(Evacuation Day \(Suffolk County\), .*; unverified\)/);
  });

  it('Juneteenth is a legal holiday from 2021 only (a day appointed by Congress, Rule 6(a))', () => {
    expect(byName('MA', 2020)['Juneteenth Independence Day']).toBeUndefined();
    expect(byName('MA', 2026)['Juneteenth Independence Day']).toMatchObject({ date: '2026-06-19', verified: true });
  });
});

describe('Michigan courts (MCR 1.108(1) with the Mich. Comp. Laws § 435.101 holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.MI!.citation).toBe('MCR 1.108(1)');
  });

  it('moves a deadline on a § 435.101 holiday the courts keep (Veterans Day 2027)', () => {
    // 3 years (§ 600.5805(2)) from 2024-11-11: Thursday 2027-11-11.
    expect(sol('MI', '2024-11-11').item).toMatchObject({
      nominalDate: '2027-11-11',
      dueDate: '2027-11-12',
      movedBecause: 'holiday',
      holidayName: 'Veterans Day',
    });
  });

  it('moves a deadline on Juneteenth from 2024, a § 435.101 holiday since 2023 PA 54', () => {
    // 3 years from 2023-06-19: Friday 2026-06-19.
    expect(byName('MI', 2026).Juneteenth).toMatchObject({ date: '2026-06-19', verified: true });
    expect(byName('MI', 2023).Juneteenth).toMatchObject({ date: '2023-06-19', verified: false });
    expect(sol('MI', '2023-06-19').item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-22', holidayName: 'Juneteenth' });
  });

  it("warns without moving on Lincoln's Birthday, a statutory holiday the courts do not close for (MCR 8.110)", () => {
    // 12 February 2027 is a Friday.
    const { item, warnings } = sol('MI', '2024-02-12');
    expect(item).toMatchObject({ nominalDate: '2027-02-12', dueDate: '2027-02-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(
      /2027-02-12 may be a court holiday in MI \(Lincoln's Birthday, Mich\. Comp\. Laws § 435\.101\(1\)\(c\); unverified\)/,
    );
  });

  it('the federal Friday before a Saturday Independence Day (3 July 2026) warns without moving', () => {
    const { item, warnings } = sol('MI', '2023-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in MI \(Independence Day \(observed\), MCR 1\.108\(1\)/);
  });

  it('a court-rule closure (the Friday after Thanksgiving) only warns', () => {
    const { item, warnings } = sol('MI', '2024-11-26');
    expect(item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-26' });
    expect(warnings).toMatch(
      /2027-11-26 may be a court holiday in MI \(Friday after Thanksgiving, MCR 8\.110\(D\)\(2\)\(a\); unverified\)/,
    );
  });
});

describe('North Carolina courts (N.C. R. Civ. P. 6(a): a legal holiday "when the courthouse is closed")', () => {
  it('lists the § 103-4 days, none verified (the courthouse closure decides), with a note on each', () => {
    expect(COURT_CALENDARS.NC!.citation).toContain('N.C. R. Civ. P. 6(a)');
    expect(COURT_CALENDARS.NC!.holidays.some((rule) => rule.verified)).toBe(false);
  });

  it('Good Friday (a § 103-4 day) warns without moving', () => {
    // 3 years (§ 1-52(16)) from 2024-03-26: Good Friday 2027-03-26.
    const { item, warnings } = sol('NC', '2024-03-26');
    expect(item).toMatchObject({ nominalDate: '2027-03-26', dueDate: '2027-03-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-03-26 may be a court holiday in NC \(Good Friday, N\.C\. Gen\. Stat\. § 103-4\(a\)/);
  });

  it('the federal Juneteenth, which § 103-4 does not list, neither moves nor warns', () => {
    const { item, warnings } = sol('NC', '2023-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-06-19/);
  });
});
