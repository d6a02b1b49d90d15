import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
const staysPut = (court: string, incidentDate: string, nominalDate: string) => {
  const { item, warnings } = sol(court, incidentDate);
  expect(item).toMatchObject({ nominalDate, dueDate: nominalDate });
  expect(item.movedBecause).toBeUndefined();
  return warnings;
};

describe('Oregon courts (Or. Rev. Stat. § 174.120(2)-(4) with the § 187.010 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.OR!.citation).toContain('174.120');
  });

  it('moves a deadline off the Friday before a Saturday Independence Day (§ 187.010(2), verified)', () => {
    // 2 years (§ 12.110(1)) from 2024-07-03: Friday 2026-07-03, the legal holiday for Saturday 4 July.
    expect(sol('OR', '2024-07-03').item).toMatchObject({
      nominalDate: '2026-07-03',
      dueDate: '2026-07-06',
      movedBecause: 'holiday',
      holidayName: 'Independence Day (observed)',
    });
  });

  it('keeps Juneteenth from 2022 (HB 2168); 2021 only warns', () => {
    expect(byName('OR', 2026).Juneteenth).toMatchObject({ date: '2026-06-19', verified: true });
    expect(byName('OR', 2021)['Juneteenth (observed)']).toMatchObject({ date: '2021-06-18', verified: false });
  });

  it('Columbus Day, a federal holiday § 187.010 does not list, neither moves nor warns', () => {
    expect(staysPut('OR', '2025-10-11', '2027-10-11')).not.toMatch(/2027-10-11/);
  });

  it('the day after Thanksgiving (a state employee holiday, not a legal holiday) warns without moving', () => {
    expect(staysPut('OR', '2025-11-26', '2027-11-26')).toMatch(
      /2027-11-26 may be a court holiday in OR \(Day after Thanksgiving, Or\. Rev\. Stat\. §§ 174\.120\(2\)\(b\), 240\.551 .*; unverified\)/,
    );
  });
});

describe('Nevada courts (NRCP 6(a)(1)(C) with the Nev. Rev. Stat. § 236.015 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.NV!.citation).toContain('NRCP 6(a)');
  });

  it('moves a deadline on Nevada Day (the last Friday in October), a day the federal courts do not keep', () => {
    // 2 years (§ 11.190(4)(e)) from 2025-10-29: Friday 2027-10-29.
    expect(sol('NV', '2025-10-29').item).toMatchObject({
      nominalDate: '2027-10-29',
      dueDate: '2027-11-01',
      movedBecause: 'holiday',
      holidayName: 'Nevada Day',
    });
  });

  it('moves a deadline on Family Day, the Friday after Thanksgiving', () => {
    expect(sol('NV', '2024-11-27').item).toMatchObject({ nominalDate: '2026-11-27', dueDate: '2026-11-30', holidayName: 'Family Day' });
  });

  it('Columbus Day (a day of observance in Nevada, § 236.025) neither moves nor warns', () => {
    expect(staysPut('NV', '2025-10-11', '2027-10-11')).not.toMatch(/2027-10-11/);
  });

  it('Juneteenth Day (2023 AB 140, the amended text not read) warns without moving', () => {
    expect(staysPut('NV', '2024-06-19', '2026-06-19')).toMatch(
      /2026-06-19 may be a court holiday in NV \(Juneteenth Day, Nev\. Rev\. Stat\. § 236\.015; 2023 AB 140; unverified\)/,
    );
  });
});

describe('Utah courts (Utah Code § 68-3-7 with the § 63G-1-301 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.UT!.citation).toContain('68-3-7');
  });

  it('moves a deadline on Pioneer Day (24 July), and off its Friday when 24 July is a Saturday', () => {
    // 4 years (§ 78B-2-307) from 2022-07-24: Friday 2026-07-24.
    expect(sol('UT', '2022-07-24').item).toMatchObject({
      nominalDate: '2026-07-24',
      dueDate: '2026-07-27',
      movedBecause: 'holiday',
      holidayName: 'Pioneer Day',
    });
    expect(sol('UT', '2023-07-23').item).toMatchObject({
      nominalDate: '2027-07-23',
      dueDate: '2027-07-26',
      holidayName: 'Pioneer Day (observed)',
    });
  });

  it('keeps Juneteenth on the Monday of its week (the third Monday of June), not on the federal day', () => {
    expect(sol('UT', '2022-06-15').item).toMatchObject({
      nominalDate: '2026-06-15',
      dueDate: '2026-06-16',
      holidayName: 'Juneteenth National Freedom Day',
    });
    // Friday 19 June 2026 and Friday 18 June 2027 (the federal days) are not Utah holidays.
    expect(staysPut('UT', '2022-06-19', '2026-06-19')).not.toMatch(/2026-06-19/);
    expect(staysPut('UT', '2023-06-18', '2027-06-18')).not.toMatch(/2027-06-18/);
  });

  it('Good Friday (added in 2026, "subject to Subsection (6)", not read) warns without moving', () => {
    expect(staysPut('UT', '2023-03-26', '2027-03-26')).toMatch(
      /2027-03-26 may be a court holiday in UT \(Good Friday, Utah Code § 63G-1-301\(1\)\(b\)\(iii\); unverified\)/,
    );
  });
});
