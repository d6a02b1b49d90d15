import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS, STATE_CALENDARS_READ_ON } from './court-calendars.js';
import { STATE_COURT_HOLIDAYS } from './state-court-holidays.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('Montana courts (M. R. Civ. P. 6(a); Mont. Code Ann. §§ 1-1-216, 1-1-306)', () => {
  it('has its own calendar, read on 2026-11-29', () => {
    const calendar = COURT_CALENDARS.MT!;
    expect(calendar.citation).toBe('M. R. Civ. P. 6(a); Mont. Code Ann. § 1-1-216');
    const independence = calendar.holidays.filter((rule) => rule.name === 'Independence Day');
    expect(independence.map((rule) => [rule.verified, rule.verifiedOn, rule.citation])).toEqual([
      [true, STATE_CALENDARS_READ_ON, 'M. R. Civ. P. 6(a)(1)(C); Mont. Code Ann. §§ 1-1-216, 1-1-306'],
      [true, STATE_CALENDARS_READ_ON, 'M. R. Civ. P. 6(a)(1)(C); Mont. Code Ann. §§ 1-1-216, 1-1-306'],
    ]);
  });

  it('moves a deadline off the Friday before a Saturday holiday (§ 1-1-216(2)(b))', () => {
    // 3 years (§ 27-2-204(1)) from 2023-07-03: Friday 2026-07-03, Independence Day being a Saturday.
    expect(sol('MT', '2023-07-03').item).toMatchObject({
      nominalDate: '2026-07-03',
      dueDate: '2026-07-06',
      movedBecause: 'holiday',
      holidayName: 'Independence Day (observed)',
    });
    // A Sunday day is kept on the Monday after: Veterans' Day 2029 is a Sunday.
    expect(byName('MT', 2029)["Veterans' Day (observed)"]).toMatchObject({ date: '2029-11-12', verified: true });
  });

  it('keeps the Friday before a Saturday day unverified before 2014 (Dunkelberger: 24 December 1993 was no holiday)', () => {
    expect(byName('MT', 1993)['Christmas Day (observed)']).toMatchObject({ date: '1993-12-24', verified: false });
    expect(byName('MT', 2010)['Christmas Day (observed)']).toMatchObject({ date: '2010-12-24', verified: false });
    expect(byName('MT', 2021)['Christmas Day (observed)']).toMatchObject({ date: '2021-12-24', verified: true });
  });

  it('Juneteenth, a federal holiday § 1-1-216 does not list, neither moves nor warns', () => {
    // 3 years from 2023-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('MT', '2023-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-06-19/);
  });

  it('state general election day (its date not read) warns without moving', () => {
    // 3 years from 2023-11-03: Tuesday 2026-11-03.
    const { item, warnings } = sol('MT', '2023-11-03');
    expect(item).toMatchObject({ nominalDate: '2026-11-03', dueDate: '2026-11-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-11-03 may be a court holiday in MT \(State general election day, M\. R\. Civ\. P\. 6\(a\)\(1\)\(C\)/);
  });
});

describe('Hawaii courts (HRCP 6(a) with the Haw. Rev. Stat. § 8-1 holidays)', () => {
  it('has its own calendar and no unverified extra days beside it', () => {
    expect(COURT_CALENDARS.HI!.citation).toBe('Haw. R. Civ. P. 6(a); Haw. Rev. Stat. § 8-1');
    expect(STATE_COURT_HOLIDAYS.HI).toBeUndefined();
    const kuhio = COURT_CALENDARS.HI!.holidays.find((rule) => rule.name === 'Prince Jonah Kuhio Kalanianaole Day')!;
    expect(kuhio).toMatchObject({
      verified: true,
      verifiedOn: STATE_CALENDARS_READ_ON,
      citation: 'Haw. R. Civ. P. 6(a); Haw. Rev. Stat. § 8-1',
    });
  });

  it('moves a deadline on King Kamehameha I Day and on Good Friday, days the federal courts do not keep', () => {
    // 2 years (§ 657-7) from 2025-06-11: Friday 2027-06-11.
    expect(sol('HI', '2025-06-11').item).toMatchObject({
      nominalDate: '2027-06-11',
      dueDate: '2027-06-14',
      movedBecause: 'holiday',
      holidayName: 'King Kamehameha I Day',
    });
    // 2 years from 2024-04-03: Good Friday 2026-04-03.
    expect(sol('HI', '2024-04-03').item).toMatchObject({ nominalDate: '2026-04-03', dueDate: '2026-04-06', holidayName: 'Good Friday' });
  });

  it('moves a deadline on Statehood Day 2026 (the third Friday in August); from 2027 it only warns', () => {
    expect(sol('HI', '2024-08-21').item).toMatchObject({ nominalDate: '2026-08-21', dueDate: '2026-08-24', holidayName: 'Statehood Day' });
    expect(byName('HI', 2027)['Statehood Day']).toMatchObject({ date: '2027-08-20', verified: false });
  });

  it('Columbus Day and Juneteenth, federal holidays § 8-1 does not list, neither move nor warn', () => {
    const columbus = sol('HI', '2024-10-12');
    expect(columbus.item).toMatchObject({ nominalDate: '2026-10-12', dueDate: '2026-10-12' });
    expect(columbus.warnings).not.toMatch(/2026-10-12/);
    const juneteenth = sol('HI', '2024-06-19');
    expect(juneteenth.item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(juneteenth.warnings).not.toMatch(/2026-06-19/);
  });

  it('the Friday a Saturday holiday is kept on (its statute not read) warns without moving', () => {
    // 2 years from 2024-07-03: Friday 2026-07-03, Independence Day being a Saturday.
    const { item, warnings } = sol('HI', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in HI \(Independence Day \(observed\), Haw\. R\. Civ\. P\. 6\(a\)/);
  });
});

describe('Alaska courts (Civil Rule 6(a) with the judicial holidays of Administrative Rule 16)', () => {
  it('has its own calendar and no unverified extra days beside it', () => {
    expect(COURT_CALENDARS.AK!.citation).toBe('Alaska R. Civ. P. 6(a); Alaska R. Admin. 16');
    expect(STATE_COURT_HOLIDAYS.AK).toBeUndefined();
    const seward = COURT_CALENDARS.AK!.holidays.find((rule) => rule.name === "Seward's Day")!;
    expect(seward).toMatchObject({
      verified: true,
      verifiedOn: STATE_CALENDARS_READ_ON,
      citation: 'Alaska R. Civ. P. 6(a); Alaska R. Admin. 16(a), (b); Alaska Stat. § 44.12.010(a)',
    });
  });

  it("moves a deadline on Seward's Day and on Alaska Day, days the federal courts do not keep", () => {
    // 2 years (§ 09.10.070(a)) from 2025-03-29: Monday 2027-03-29, the last Monday of March.
    expect(sol('AK', '2025-03-29').item).toMatchObject({
      nominalDate: '2027-03-29',
      dueDate: '2027-03-30',
      movedBecause: 'holiday',
      holidayName: "Seward's Day",
    });
    // 2 years from 2025-10-18: Monday 2027-10-18.
    expect(sol('AK', '2025-10-18').item).toMatchObject({ nominalDate: '2027-10-18', dueDate: '2027-10-19', holidayName: 'Alaska Day' });
  });

  it('keeps a Sunday day on the Monday after and a Saturday one on the Friday before (Admin. Rule 16(b))', () => {
    // Alaska Day 2026 is a Sunday; Christmas 2027 is a Saturday.
    expect(byName('AK', 2026)['Alaska Day (observed)']).toMatchObject({ date: '2026-10-19', verified: true });
    expect(sol('AK', '2025-12-24').item).toMatchObject({ nominalDate: '2027-12-24', dueDate: '2027-12-27', movedBecause: 'holiday' });
  });

  it('Columbus Day, not a judicial holiday, neither moves nor warns', () => {
    const { item, warnings } = sol('AK', '2024-10-12');
    expect(item).toMatchObject({ nominalDate: '2026-10-12', dueDate: '2026-10-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-10-12/);
  });

  it('Juneteenth (not in the rule or statute text read) warns without moving', () => {
    const { item, warnings } = sol('AK', '2024-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-06-19 may be a court holiday in AK \(Juneteenth/);
  });
});
