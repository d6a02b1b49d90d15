import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
describe('South Carolina courts (SCRCP 6(a) with S.C. Code Ann. § 53-5-10)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.SC!.citation).toBe('SCRCP 6(a)');
  });

  it('moves a deadline on Confederate Memorial Day (10 May), a § 53-5-10 holiday the federal courts do not keep', () => {
    // 3 years (§ 15-3-530(5)) from 2024-05-10: Monday 2027-05-10.
    expect(sol('SC', '2024-05-10').item).toMatchObject({
      nominalDate: '2027-05-10',
      dueDate: '2027-05-11',
      movedBecause: 'holiday',
      holidayName: 'Confederate Memorial Day',
    });
  });

  it('moves a deadline on Columbus Day: not in § 53-5-10, but a "Federal holiday" under Rule 6(a)', () => {
    expect(sol('SC', '2024-10-11').item).toMatchObject({
      nominalDate: '2027-10-11',
      dueDate: '2027-10-12',
      movedBecause: 'holiday',
      holidayName: 'Columbus Day',
    });
  });

  it('does not move a deadline on General Election Day (deleted from § 53-5-10 in 2000)', () => {
    const { item, warnings } = sol('SC', '2023-11-03');
    expect(item).toMatchObject({ nominalDate: '2026-11-03', dueDate: '2026-11-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-11-03 may be a court holiday/);
  });

  it('the Friday before a Saturday Independence Day (3 July 2026) is unverified: it warns without moving', () => {
    const { item, warnings } = sol('SC', '2023-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in SC \(Independence Day \(observed\), SCRCP 6\(a\)/);
  });

  it('keeps Christmas Eve from 2009 and Confederate Memorial Day from 2001', () => {
    expect(byName('SC', 2008)['Christmas Eve']).toBeUndefined();
    expect(byName('SC', 2027)['Christmas Eve']).toMatchObject({ date: '2027-12-24', verified: true });
    expect(byName('SC', 2027)['Day after Christmas (observed)']).toMatchObject({ date: '2027-12-27', verified: false });
    expect(byName('SC', 2000)['Confederate Memorial Day']).toBeUndefined();
  });
});

describe('Alabama courts (Ala. R. Civ. P. 6(a), Ala. Code §§ 1-1-4, 1-3-8)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.AL!.citation).toBe('Ala. R. Civ. P. 6(a); Ala. Code § 1-1-4');
  });

  it("moves a deadline on the third Monday in January, kept as Robert E. Lee's birthday too (§ 1-3-8(b)(1))", () => {
    // 2 years (§ 6-2-38(l)) from 2025-01-18: Monday 2027-01-18.
    expect(sol('AL', '2025-01-18').item).toMatchObject({
      nominalDate: '2027-01-18',
      dueDate: '2027-01-19',
      movedBecause: 'holiday',
      holidayName: "Martin Luther King, Jr.'s and Robert E. Lee's Birthday",
    });
  });

  it('keeps a Saturday holiday on the Friday before (§ 1-3-8(a), verified): 3 July 2026 moves', () => {
    expect(sol('AL', '2024-07-03').item).toMatchObject({
      nominalDate: '2026-07-03',
      dueDate: '2026-07-06',
      movedBecause: 'holiday',
      holidayName: 'Independence Day (observed)',
    });
  });

  it('Confederate Memorial Day (date rule of § 1-3-8(b) not read) warns without moving', () => {
    const { item, warnings } = sol('AL', '2025-04-26');
    expect(item).toMatchObject({ nominalDate: '2027-04-26', dueDate: '2027-04-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-04-26 may be a court holiday in AL \(Confederate Memorial Day, .*; unverified\)/);
  });

  it('Mardi Gras, a holiday in Baldwin and Mobile Counties only, warns without moving', () => {
    const { item, warnings } = sol('AL', '2025-02-09');
    expect(item).toMatchObject({ nominalDate: '2027-02-09', dueDate: '2027-02-09' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-02-09 may be a court holiday in AL \(Mardi Gras \(Baldwin and Mobile Counties\)/);
  });
});

describe('Louisiana courts (La. C.C.P. art. 5059, La. C.C. art. 3454, La. R.S. 1:55(A)(1))', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.LA!.citation).toBe('La. Code Civ. Proc. art. 5059; La. Civ. Code art. 3454');
  });

  it('moves a deadline on Huey P. Long Day (30 August), a § 55(A)(1) legal holiday the federal courts do not keep', () => {
    // 2 years (art. 3493.1, a delict after 2024-07-01) from 2025-08-30: Monday 2027-08-30.
    expect(sol('LA', '2025-08-30').item).toMatchObject({
      nominalDate: '2027-08-30',
      dueDate: '2027-08-31',
      movedBecause: 'holiday',
      holidayName: 'Huey P. Long Day',
    });
  });

  it('moves a deadline on the Battle of New Orleans (8 January 2027, a Friday) to the Monday', () => {
    expect(sol('LA', '2025-01-08').item).toMatchObject({
      nominalDate: '2027-01-08',
      dueDate: '2027-01-11',
      movedBecause: 'holiday',
      holidayName: 'Battle of New Orleans',
    });
  });

  it('moves a deadline on Mardi Gras 2027; an earlier Mardi Gras (the text as quoted in 2018 lacks it) only warns', () => {
    expect(sol('LA', '2025-02-09').item).toMatchObject({
      nominalDate: '2027-02-09',
      dueDate: '2027-02-10',
      movedBecause: 'holiday',
      holidayName: 'Mardi Gras',
    });
    expect(byName('LA', 2026)['Mardi Gras']).toMatchObject({ date: '2026-02-17', verified: false });
    expect(byName('LA', 2027)['Good Friday']).toMatchObject({ date: '2027-03-26', verified: true });
  });

  it('Juneteenth, a federal holiday not in § 55(A)(1), warns without moving', () => {
    // 1 year (former art. 3492) from 2023-06-19: Wednesday 2024-06-19.
    const { item, warnings } = sol('LA', '2023-06-19');
    expect(item).toMatchObject({ nominalDate: '2024-06-19', dueDate: '2024-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2024-06-19 may be a court holiday in LA \(Juneteenth, La\. R\.S\. 1:55\(B\)\(1\)\(a\); unverified\)/);
  });

  it("the clerks' closing days and the days struck in 2022 warn; a Saturday Christmas's Friday is unverified", () => {
    const days2027 = byName('LA', 2027);
    expect(days2027['Christmas Eve']).toMatchObject({ date: '2027-12-24', verified: false });
    expect(days2027['Christmas Day (observed)']).toMatchObject({ date: '2027-12-24', verified: false });
    expect(byName('LA', 2021)['Robert E. Lee Day']).toMatchObject({ date: '2021-01-19', verified: false });
    expect(byName('LA', 2023)['Robert E. Lee Day']).toBeUndefined();
  });
});
