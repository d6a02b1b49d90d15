import { describe, expect, it } from 'vitest';
import { generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS, STATE_CALENDARS_READ_ON, listCourtHolidays } from './court-calendars.js';
import { STATE_COURT_HOLIDAYS } from './state-court-holidays.js';

const sol = generalLimitation;
const names = (court: string, year: number) =>
  Object.fromEntries(listCourtHolidays(court, year).map((holiday) => [holiday.name, [holiday.date, holiday.verified]]));

describe('Illinois (5 ILCS 70/1.11, 205 ILCS 630/17)', () => {
  it("moves a deadline off Casimir Pulaski's Birthday, a state-only holiday", () => {
    // 2027-03-01 is the first Monday in March.
    expect(sol('IL', '2025-03-01').item).toMatchObject({
      nominalDate: '2027-03-01',
      dueDate: '2027-03-02',
      movedBecause: 'holiday',
      holidayName: "Casimir Pulaski's Birthday",
    });
  });

  it("moves one off Good Friday, General Election Day (even years) and Lincoln's Birthday kept on a Sunday's Monday", () => {
    expect(sol('IL', '2026-04-14').item).toMatchObject({ nominalDate: '2028-04-14', dueDate: '2028-04-17', holidayName: 'Good Friday' });
    expect(sol('IL', '2026-11-07').item).toMatchObject({
      nominalDate: '2028-11-07',
      dueDate: '2028-11-08',
      holidayName: 'General Election Day',
    });
    expect(names('IL', 2027)['General Election Day']).toBeUndefined();
    // 12 February 2028 is a Saturday: nothing keeps it on Friday the 11th (unverified); 2034's is a Sunday, kept on
    // Monday the 13th (5 ILCS 490/60).
    expect(names('IL', 2028)["Lincoln's Birthday (observed)"]).toEqual(['2028-02-11', false]);
    expect(names('IL', 2034)["Lincoln's Birthday (observed)"]).toEqual(['2034-02-13', true]);
  });

  it('keeps Juneteenth only from 2022, and leaves the Friday a Saturday holiday might be kept on unverified', () => {
    expect(names('IL', 2021)['Juneteenth National Freedom Day']).toBeUndefined();
    expect(names('IL', 2027)['Juneteenth National Freedom Day (observed)']).toEqual(['2027-06-18', false]);
    // 4 July 2026 is a Saturday: the federal courts close Friday the 3rd; in Illinois that Friday warns and does not move.
    const { item, warnings } = sol('IL', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeFalsy();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in IL \(Independence Day \(observed\)/);
  });

  it('warns, without moving, on the day after Thanksgiving (a court closure, not a statutory holiday)', () => {
    const { item, warnings } = sol('IL', '2025-11-26');
    expect(item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-26' });
    expect(warnings).toMatch(/2027-11-26 may be a court holiday in IL \(Day after Thanksgiving/);
  });
});

describe('Ohio (Ohio Rev. Code § 1.14)', () => {
  it('moves a deadline off a Sunday holiday kept on the Monday after', () => {
    // 4 July 2027 is a Sunday: "the next succeeding day is a legal holiday".
    expect(sol('OH', '2025-07-05').item).toMatchObject({
      nominalDate: '2027-07-05',
      dueDate: '2027-07-06',
      movedBecause: 'holiday',
      holidayName: 'Independence Day (observed)',
    });
  });

  it('does not keep the Friday before a Saturday holiday (a federal observance only): it warns and never moves', () => {
    // 4 July 2026 is a Saturday; the federal courts close Friday the 3rd. § 1.14 moves only a Sunday holiday.
    const { item, warnings } = sol('OH', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(item.movedBecause).toBeFalsy();
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in OH \(Independence Day \(observed\)/);
  });

  it('warns, without moving, on Juneteenth (not in the § 1.14 text read)', () => {
    const { item, warnings } = sol('OH', '2026-06-19');
    expect(item).toMatchObject({ nominalDate: '2028-06-19', dueDate: '2028-06-19' });
    expect(warnings).toMatch(/2028-06-19 may be a court holiday in OH \(Juneteenth/);
  });
});

describe('Georgia (Ga. Code Ann. §§ 1-3-1(d)(3), 1-4-1)', () => {
  it('moves a deadline off a day § 1-4-1(a)(1) adopts from the federal list, and off Juneteenth from 2022', () => {
    // Georgia has no verified day of its own: its statute adopts the federal days; Columbus Day 2027 is 2027-10-11.
    expect(sol('GA', '2025-10-11').item).toMatchObject({
      nominalDate: '2027-10-11',
      dueDate: '2027-10-12',
      movedBecause: 'holiday',
      holidayName: 'Columbus Day',
    });
    expect(sol('GA', '2026-06-19').item).toMatchObject({ nominalDate: '2028-06-19', dueDate: '2028-06-20', holidayName: 'Juneteenth' });
  });

  it('does not keep Juneteenth 2021 (a federal holiday before the 2022 amendment)', () => {
    // 19 June 2021 was a Saturday, kept by the federal courts on Friday the 18th.
    const { item, warnings } = sol('GA', '2019-06-18');
    expect(item).toMatchObject({ nominalDate: '2021-06-18', dueDate: '2021-06-18' });
    expect(warnings).not.toMatch(/Juneteenth/);
  });

  it("warns, without moving, on the Governor's day after Thanksgiving and on a weekend holiday's weekday", () => {
    const friday = sol('GA', '2025-11-26');
    expect(friday.item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-26' });
    expect(friday.warnings).toMatch(/2027-11-26 may be a court holiday in GA \(State Holiday \(day after Thanksgiving\)/);
    const observed = sol('GA', '2024-07-03');
    expect(observed.item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(observed.warnings).toMatch(/2026-07-03 may be a court holiday in GA \(Independence Day \(observed\)/);
  });
});

describe('the three calendars', () => {
  it('are on file with their reading day, and supersede the unverified extras', () => {
    for (const state of ['IL', 'OH', 'GA']) {
      const calendar = COURT_CALENDARS[state]!;
      for (const rule of calendar.holidays) {
        expect(rule.verifiedOn, `${state} ${rule.name}`).toBe(rule.verified ? STATE_CALENDARS_READ_ON : null);
      }
      expect(STATE_COURT_HOLIDAYS[state], state).toBeUndefined();
    }
  });
});
