import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('Indiana courts (Ind. Trial Rule 6(A) with the Ind. Code § 1-1-9-1 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.IN!.citation).toBe('Ind. Trial Rule 6(A)');
  });

  it('moves a deadline on Good Friday, an Indiana legal holiday the federal courts do not keep', () => {
    // 2 years (Ind. Code § 34-11-2-4) from 2025-03-26: Good Friday 2027-03-26.
    expect(sol('IN', '2025-03-26').item).toMatchObject({
      nominalDate: '2027-03-26',
      dueDate: '2027-03-29',
      movedBecause: 'holiday',
      holidayName: 'Good Friday',
    });
  });

  it('does not move a deadline on Juneteenth, a federal holiday § 1-1-9-1 does not list, nor warn', () => {
    // 2 years from 2024-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('IN', '2024-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-06-19/);
  });

  it("Lincoln's Birthday (observance moved by the Governor) is unverified: it warns without moving", () => {
    // 12 February 2027 is a Friday.
    const { item, warnings } = sol('IN', '2025-02-12');
    expect(item).toMatchObject({ nominalDate: '2027-02-12', dueDate: '2027-02-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-02-12 may be a court holiday in IN \(Abraham Lincoln's Birthday, Ind\. Trial Rule 6\(A\)\(3\)/);
  });

  it('the Friday before a Saturday Independence Day (3 July 2026) warns without moving', () => {
    expect(byName('IN', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: false });
    const { item, warnings } = sol('IN', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in IN \(Independence Day \(observed\)/);
  });
});

describe('Minnesota courts (Minn. Stat. § 645.15 with the § 645.44, subd. 5 holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.MN!.citation).toContain('Minn. Stat. § 645.15');
  });

  it('moves a deadline on the Friday before a Saturday Juneteenth (subd. 5: "the preceding day shall be a holiday")', () => {
    // 6 years (§ 541.05) from 2021-06-18: Friday 2027-06-18; 19 June 2027 is a Saturday.
    expect(byName('MN', 2027)['Juneteenth (observed)']).toMatchObject({ date: '2027-06-18', verified: true });
    expect(sol('MN', '2021-06-18').item).toMatchObject({
      nominalDate: '2027-06-18',
      dueDate: '2027-06-21',
      movedBecause: 'holiday',
      holidayName: 'Juneteenth (observed)',
    });
  });

  it('Juneteenth 2023, its first year, is unverified', () => {
    expect(byName('MN', 2022).Juneteenth).toBeUndefined();
    expect(byName('MN', 2023).Juneteenth).toMatchObject({ date: '2023-06-19', verified: false });
  });

  it('Columbus Day, a federal holiday the judicial branch may choose not to keep, warns without moving', () => {
    // 11 October 2027 is the second Monday in October.
    const { item, warnings } = sol('MN', '2021-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-10-11 may be a court holiday in MN \(Columbus Day \/ Indigenous Peoples Day, Minn\. Stat\./);
  });

  it('the Friday after Thanksgiving (an executive-branch holiday) warns without moving', () => {
    const { item, warnings } = sol('MN', '2021-11-26');
    expect(item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-26' });
    expect(warnings).toMatch(/2027-11-26 may be a court holiday in MN \(Friday after Thanksgiving/);
  });
});

describe('Wisconsin courts (Wis. Stat. § 801.15(1)(b): a day "the clerk of courts office is closed")', () => {
  it('lists the § 995.20 days and the state office closures, none verified, each with a note', () => {
    expect(COURT_CALENDARS.WI!.citation).toBe('Wis. Stat. § 801.15(1)(b)');
  });

  it('Good Friday warns without moving', () => {
    // 3 years (§ 893.54(1m)) from 2024-03-26: Good Friday 2027-03-26.
    const { item, warnings } = sol('WI', '2024-03-26');
    expect(item).toMatchObject({ nominalDate: '2027-03-26', dueDate: '2027-03-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-03-26 may be a court holiday in WI \(Good Friday, Wis\. Stat\. §§ 801\.15\(1\)/);
  });

  it("a state office closure (Christmas Eve) only warns: the clerk's closing decides", () => {
    // 3 years from 2023-12-24: Thursday 2026-12-24 (Christmas Eve).
    const { item, warnings } = sol('WI', '2023-12-24');
    expect(item).toMatchObject({ nominalDate: '2026-12-24', dueDate: '2026-12-24' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-12-24 may be a court holiday in WI \(Christmas Eve/);
  });
});
