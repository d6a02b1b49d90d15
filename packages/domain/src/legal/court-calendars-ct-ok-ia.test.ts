import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('Connecticut courts (Conn. Gen. Stat. § 1-4; Kim v. Emt: a holiday does not extend § 52-584)', () => {
  it('lists the § 1-4 days, none verified to move a limitation date, and supersedes the unverified extra days', () => {
    expect(COURT_CALENDARS.CT!.citation).toContain('Kim v. Emt');
    expect(COURT_CALENDARS.CT!.holidays.some((rule) => rule.verified)).toBe(false);
  });

  it('Lincoln Day (12 February), a Connecticut-only legal holiday, warns without moving', () => {
    // 2 years (§ 52-584) from 2025-02-12: Friday 2027-02-12.
    const { item, warnings } = sol('CT', '2025-02-12');
    expect(item).toMatchObject({ nominalDate: '2027-02-12', dueDate: '2027-02-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-02-12 may be a court holiday in CT \(Lincoln Day, Conn\. Gen\. Stat\. § 1-4; unverified\)/);
  });

  it('keeps the § 1-4 weekend days on the Friday before and the Monday after, and Juneteenth from 2023', () => {
    // 12 February 2028 is a Saturday; 19 June 2022 was a Sunday (before P.A. 22-128 took effect).
    expect(byName('CT', 2028)['Lincoln Day (observed)']).toMatchObject({ date: '2028-02-11', verified: false });
    expect(byName('CT', 2022)['Juneteenth Independence Day (observed)']).toBeUndefined();
    expect(byName('CT', 2023)['Juneteenth Independence Day']).toMatchObject({ date: '2023-06-19', verified: false });
  });

  it('Memorial Day, the day of Kim v. Emt, does not move the date', () => {
    // 2 years from 2025-05-31: Monday 2027-05-31, Memorial Day.
    const { item, warnings } = sol('CT', '2025-05-31');
    expect(item).toMatchObject({ nominalDate: '2027-05-31', dueDate: '2027-05-31' });
    expect(warnings).toMatch(/2027-05-31 may be a court holiday in CT \(Memorial Day/);
  });
});

describe('Oklahoma courts (Okla. Stat. tit. 25, § 82.1(A), (C))', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.OK!.citation).toContain('§ 82.1(C)');
  });

  it('moves a deadline on the day after Thanksgiving, an Oklahoma holiday the federal courts do not keep', () => {
    // 2 years (12 O.S. § 95(A)(3)) from 2025-11-26: Friday 2027-11-26.
    expect(sol('OK', '2025-11-26').item).toMatchObject({
      nominalDate: '2027-11-26',
      dueDate: '2027-11-29',
      movedBecause: 'holiday',
      holidayName: 'The day after Thanksgiving Day',
    });
  });

  it('keeps a Saturday day on the Friday before and a Sunday one on the Monday after (verified)', () => {
    // 4 July 2026 is a Saturday; 11 November 2029 is a Sunday.
    expect(byName('OK', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: true });
    expect(byName('OK', 2029)["Veterans' Day (observed)"]).toMatchObject({ date: '2029-11-12', verified: true });
  });

  it('Columbus Day, a federal holiday Oklahoma does not keep, neither moves nor warns', () => {
    // 2 years from 2025-10-11: Monday 2027-10-11.
    const { item, warnings } = sol('OK', '2025-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2027-10-11/);
  });

  it("the day before Christmas (the Governor's order picks the day) warns without moving", () => {
    // 2 years from 2024-12-24: Thursday 2026-12-24.
    const { item, warnings } = sol('OK', '2024-12-24');
    expect(item).toMatchObject({ nominalDate: '2026-12-24', dueDate: '2026-12-24' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-12-24 may be a court holiday in OK \(Day before Christmas, Okla\. Stat\. tit\. 25, § 82\.1/);
  });
});

describe('Iowa courts (Iowa Code § 1C.1 days; the § 4.1(34) extension not read)', () => {
  it('lists the § 1C.1 days, none verified, each with a note', () => {
    expect(COURT_CALENDARS.IA!.citation).toContain('§ 1C.1');
    expect(COURT_CALENDARS.IA!.holidays.some((rule) => rule.verified)).toBe(false);
  });

  it("Lincoln's Birthday (12 February), an Iowa-only legal public holiday, warns without moving", () => {
    // 2 years (§ 614.1(2)) from 2025-02-12: Friday 2027-02-12.
    const { item, warnings } = sol('IA', '2025-02-12');
    expect(item).toMatchObject({ nominalDate: '2027-02-12', dueDate: '2027-02-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-02-12 may be a court holiday in IA \(Lincoln's Birthday, Iowa Code §§ 1C\.1, 4\.1\(34\); unverified\)/);
  });

  it('Columbus Day, a federal holiday § 1C.1 does not list, neither moves nor warns', () => {
    const { item, warnings } = sol('IA', '2025-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(warnings).not.toMatch(/2027-10-11/);
  });

  it("keeps Lincoln's Birthday on its own day (no weekend rule in § 1C.1)", () => {
    // 12 February 2028 is a Saturday.
    expect(byName('IA', 2028)["Lincoln's Birthday"]).toMatchObject({ date: '2028-02-12', verified: false });
  });
});

describe('Connecticut limitation dates on a weekend (Kim v. Emt; Morton v. West)', () => {
  it('keeps a limitation date that falls on a Saturday where it is, with a warning, instead of the Monday after', () => {
    // 2 years (Conn. Gen. Stat. § 52-584) from 2024-03-14: Saturday 2026-03-14.
    const { item, warnings } = generalLimitation('CT', '2024-03-14');
    expect(item).toMatchObject({ nominalDate: '2026-03-14', dueDate: '2026-03-14' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toContain('Statute of limitations: 2026-03-14 falls on a weekend or a court holiday, and Kim v. Emt');
    // Elsewhere a Saturday still rolls to the Monday (Massachusetts: 3 years from 2023-03-14).
    expect(generalLimitation('MA', '2023-03-14').item).toMatchObject({ nominalDate: '2026-03-14', dueDate: '2026-03-16' });
  });
});
