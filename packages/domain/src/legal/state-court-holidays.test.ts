import { describe, expect, it } from 'vitest';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import {
  easterSunday,
  holidayDateIn,
  listStateCourtHolidays,
  STATE_COURT_HOLIDAYS,
  type StateCourtHolidayRule,
} from './state-court-holidays.js';
import type { CourtCalendar } from './court-calendars.js';
import { US_JURISDICTIONS } from './jurisdictions.js';

describe('state court holidays', () => {
  it('computes Easter, so Good Friday and Mardi Gras fall on their days', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2027)).toBe('2027-03-28');
    // Louisiana's Mardi Gras is in its own court calendar now (court-calendars.ts).
    expect(holidayDateIn(2027, { easterOffset: -47 })).toBe('2027-02-09');
    expect(holidayDateIn(2027, { easterOffset: -2 })).toBe('2027-03-26');
    // Hawaii's days (Good Friday among them) are in its own court calendar now (court-calendars.ts).
    expect(listStateCourtHolidays('HI', 2027)).toEqual([]);
    expect(listStateCourtHolidays('LA', 2027)).toEqual([]);
  });

  it('dates each kind of rule: fixed and observed, nth weekday, last weekday, day after Thanksgiving, election day', () => {
    // Maine's and Vermont's days are in their own court calendars now (court-calendars.ts).
    expect(listStateCourtHolidays('ME', 2027)).toEqual([]);
    expect(listStateCourtHolidays('VT', 2027)).toEqual([]);
    // Alaska's days are in its own court calendar now (court-calendars.ts).
    expect(listStateCourtHolidays('AK', 2027)).toEqual([]);
    expect(listStateCourtHolidays('NJ', 2027)).toContainEqual({
      date: '2027-03-26',
      name: 'Good Friday',
      citation: 'N.J. Stat. Ann. §§ 36:1-1, 11A:6-24.1',
      verified: false,
    });
    // Massachusetts's days are in its own court calendar now (court-calendars.ts).
    expect(listStateCourtHolidays('MA', 2027)).toEqual([]);
    // Nevada's and Utah's days are in their own court calendars now (court-calendars.ts).
    expect(listStateCourtHolidays('nv', 2027)).toEqual([]);
    expect(listStateCourtHolidays('UT', 2027)).toEqual([]);
    // A fixed observed day on a Sunday is kept on the Monday after (Alaska Day 2026), the last Monday of March is found.
    expect(holidayDateIn(2026, { fixed: { month: 10, day: 18 }, observed: true })).toBe('2026-10-19');
    expect(holidayDateIn(2027, { nth: { month: 3, weekday: 1, n: -1 } })).toBe('2027-03-29');
    // New Jersey's Lincoln's Birthday 2028 is a Saturday: listed on Friday the 11th.
    expect(listStateCourtHolidays('NJ', 2028).find((holiday) => holiday.name === "Lincoln's Birthday")?.date).toBe('2028-02-11');
    // New York's days are in its own court calendar now (court-calendars.ts).
    expect(listStateCourtHolidays('NY', 2026)).toEqual([]);
    expect(holidayDateIn(2026, { electionDay: true })).toBe('2026-11-03');
    expect(holidayDateIn(2027, { electionDay: true, evenYearsOnly: true })).toBeNull();
    expect(listStateCourtHolidays('TX', 2027)).toEqual([]);
    expect(listStateCourtHolidays(null, 2027)).toEqual([]);
  });

  it('keeps every row cited, for a real state code, and unverified until checked (no verified row without its date)', () => {
    for (const [state, rules] of Object.entries(STATE_COURT_HOLIDAYS)) {
      expect(US_JURISDICTIONS.map((jurisdiction) => jurisdiction.code)).toContain(state);
      for (const rule of rules) {
        expect(rule.citation.length).toBeGreaterThan(5);
        expect(rule.verified).toBe(rule.verifiedOn !== null);
      }
    }
  });

  it("warns, without moving it, when a deadline falls on the state's unverified court holiday", () => {
    // New Jersey, 2 years from 2025-03-26: 2027-03-26 (a Friday) is Good Friday.
    const plan = planComputedDeadlines({
      state: 'NJ',
      incidentDate: '2025-03-26',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: [],
    });
    const sol = plan.items.find((item) => item.computedKey === 'sol')!;
    expect(sol.nominalDate).toBe('2027-03-26');
    expect(sol.dueDate).toBe('2027-03-26');
    expect(plan.warnings.join('\n')).toMatch(
      /2027-03-26 may be a court holiday in NJ \(Good Friday, N\.J\. Stat\. Ann\. §§ 36:1-1, 11A:6-24\.1; unverified\)/,
    );
  });

  it('moves a deadline off a verified state court holiday to the next business day and names it', () => {
    const patriotsDay: StateCourtHolidayRule = {
      name: "Patriots' Day",
      when: { nth: { month: 4, weekday: 1, n: 3 } },
      citation: 'Mass. Gen. Laws ch. 4, § 7, cl. 18',
      verified: true,
      verifiedOn: '2026-11-23',
    };
    const verified: Record<string, CourtCalendar> = {
      MA: { court: 'the Massachusetts courts', citation: 'test', holidays: [patriotsDay] },
    };
    const plan = planComputedDeadlines(
      { state: 'MA', incidentDate: '2024-04-19', clientDateOfBirth: null, caseType: 'motor_vehicle', defendantKinds: [] },
      verified,
    );
    const sol = plan.items.find((item) => item.computedKey === 'sol')!;
    expect(sol).toMatchObject({ nominalDate: '2027-04-19', dueDate: '2027-04-20', movedBecause: 'holiday', holidayName: "Patriots' Day" });
    expect(plan.warnings.join('\n')).not.toMatch(/may be a court holiday/);
  });
});
