import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('Virginia courts (Va. Code § 1-210(C) with the § 2.2-3300 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.VA!.citation).toBe('Va. Code § 1-210(B), (C)');
    expect(COURT_CALENDARS.VA!.note).toContain('maximum period of time in which a legal action may');
  });

  it('moves a deadline on Juneteenth, a § 2.2-3300 holiday from 2021 (Acts 2020, Sp. Sess. I, ch. 5)', () => {
    // 2 years (§ 8.01-243(A)) from 2024-06-19: Friday 2026-06-19.
    expect(sol('VA', '2024-06-19').item).toMatchObject({
      nominalDate: '2026-06-19',
      dueDate: '2026-06-22',
      movedBecause: 'holiday',
      holidayName: 'Juneteenth',
    });
    expect(byName('VA', 2020).Juneteenth).toBeUndefined();
  });

  it('the Friday before a Saturday Independence Day (3 July 2026) warns without moving (the weekend rule not read)', () => {
    const { item, warnings } = sol('VA', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in VA \(Independence Day \(observed\), Va\. Code § 1-210\(C\)/);
  });

  it('a day of § 2.2-3300 whose words were not read (the Friday after Thanksgiving) warns without moving', () => {
    // 2 years from 2025-11-26: Friday 2027-11-26.
    const { item, warnings } = sol('VA', '2025-11-26');
    expect(item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-11-26 may be a court holiday in VA \(Friday after Thanksgiving, Va\. Code § 1-210\(C\).*; unverified\)/);
  });

  it('a federal holiday whose § 2.2-3300 entry was not read (Veterans Day 2027) does not move the date', () => {
    // 2 years from 2025-11-11: Thursday 2027-11-11.
    const { item, warnings } = sol('VA', '2025-11-11');
    expect(item).toMatchObject({ nominalDate: '2027-11-11', dueDate: '2027-11-11' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-11-11 may be a court holiday in VA \(Veterans Day, .*; unverified\)/);
  });
});

describe('Maryland courts (Md. Rule 1-203(a) with the Gen. Prov. § 1-111 legal holidays)', () => {
  it('lists the § 1-111 days, none verified (the Rules\' own "holiday" not read), with a note on each', () => {
    expect(COURT_CALENDARS.MD!.citation).toBe('Md. Rule 1-203(a)');
    expect(COURT_CALENDARS.MD!.holidays.some((rule) => rule.verified)).toBe(false);
  });

  it('Maryland Day (25 March), a state-only § 1-111 day, warns without moving', () => {
    // 3 years (Cts. & Jud. Proc. § 5-101) from 2024-03-25: Thursday 2027-03-25.
    const { item, warnings } = sol('MD', '2024-03-25');
    expect(item).toMatchObject({ nominalDate: '2027-03-25', dueDate: '2027-03-25' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-03-25 may be a court holiday in MD \(Maryland Day, Md\. Rule 1-203\(a\).*; unverified\)/);
  });

  it('keeps American Indian Heritage Day on the Friday after Thanksgiving and the general election in even years', () => {
    expect(byName('MD', 2027)['American Indian Heritage Day']).toMatchObject({ date: '2027-11-26', verified: false });
    expect(byName('MD', 2026)['Statewide general election day']).toMatchObject({ date: '2026-11-03' });
    expect(byName('MD', 2027)['Statewide general election day']).toBeUndefined();
  });
});

describe('District of Columbia Superior Court (Super. Ct. R. Civ. P. 6(a), legal holidays of (a)(6)(A))', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.DC!.citation).toBe('D.C. Super. Ct. R. Civ. P. 6(a)');
  });

  it('moves a deadline on District of Columbia Emancipation Day (16 April), which the federal courts do not keep', () => {
    // 3 years (D.C. Code § 12-301(8)) from 2024-04-16: Friday 2027-04-16.
    expect(sol('DC', '2024-04-16').item).toMatchObject({
      nominalDate: '2027-04-16',
      dueDate: '2027-04-19',
      movedBecause: 'holiday',
      holidayName: 'District of Columbia Emancipation Day',
    });
    expect(byName('US', 2027)['District of Columbia Emancipation Day']).toBeUndefined();
  });

  it('keeps a Sunday Emancipation Day on the Monday after and a Saturday one on the Friday before (§ 28-2701)', () => {
    // 16 April 2028 is a Sunday; 16 April 2033 is a Saturday.
    expect(byName('DC', 2028)['District of Columbia Emancipation Day (observed)']).toMatchObject({ date: '2028-04-17', verified: true });
    expect(byName('DC', 2033)['District of Columbia Emancipation Day (observed)']).toMatchObject({ date: '2033-04-15', verified: true });
  });

  it('before the 2022 amendments Emancipation Day is unverified: it warns without moving', () => {
    // 3 years from 2018-04-16: Friday 2021-04-16.
    const { item, warnings } = sol('DC', '2018-04-16');
    expect(item).toMatchObject({ nominalDate: '2021-04-16', dueDate: '2021-04-16' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2021-04-16 may be a court holiday in DC \(District of Columbia Emancipation Day, .*; unverified\)/);
  });
});
