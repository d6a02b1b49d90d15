import { describe, expect, it } from 'vitest';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import { COURT_CALENDARS, COURT_CALENDARS_REVIEWED_ON, listCourtHolidays, STATE_CALENDARS_READ_ON } from './court-calendars.js';
import { listFederalCourtHolidays } from './court-holidays.js';
import { computeDeadlines } from './limitations.js';
import { STATE_COURT_HOLIDAYS } from './state-court-holidays.js';

const names = (court: string, year: number) =>
  Object.fromEntries(listCourtHolidays(court, year).map((holiday) => [holiday.name, holiday.date]));
const sol = (jurisdiction: string, incidentDate: string) => {
  const result = computeDeadlines({ jurisdiction, claimType: 'general_injury', incidentDate });
  return { item: result.items.find((entry) => entry.kind === 'statute_of_limitations')!, warnings: result.warnings.join('\n') };
};

describe('court calendars: one list per court, with its citation', () => {
  it('federal courts (5 U.S.C. § 6103, Fed. R. Civ. P. 6(a)(6)): the federal holidays, all verified', () => {
    for (const year of [2021, 2025, 2026, 2027]) {
      const federal = listCourtHolidays('US', year);
      expect(federal.map((holiday) => holiday.date)).toEqual(listFederalCourtHolidays(year).map((holiday) => holiday.date));
      expect(federal.every((holiday) => holiday.verified && holiday.citation.includes('6103'))).toBe(true);
    }
  });

  it('California (Code Civ. Proc. § 135, Gov. Code § 6700): Cesar Chavez Day and the day after Thanksgiving, no Columbus Day from 2022', () => {
    const ca2027 = names('CA', 2027);
    expect(ca2027).toMatchObject({
      'Cesar Chavez Day': '2027-03-31',
      'Lincoln Day': '2027-02-12',
      'Native American Day': '2027-09-24',
      'Day after Thanksgiving': '2027-11-26',
    });
    expect(ca2027['Columbus Day']).toBeUndefined();
    expect(names('CA', 2021)['Columbus Day']).toBe('2021-10-11');
    expect(names('CA', 2021)['Native American Day']).toBeUndefined();
    // A California deadline on Cesar Chavez Day 2027 (a Wednesday) moves to Thursday.
    expect(sol('CA', '2025-03-31').item).toMatchObject({
      nominalDate: '2027-03-31',
      dueDate: '2027-04-01',
      movedBecause: 'holiday',
      holidayName: 'Cesar Chavez Day',
    });
  });

  it('California: a Saturday holiday observed on Friday is not verified (the Judicial Council picks the day), so it warns', () => {
    // 4 July 2026 is a Saturday: the federal courts close Friday 3 July; the California date stays and warns.
    const { item, warnings } = sol('CA', '2024-07-03');
    expect(item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-03' });
    expect(warnings).toMatch(/2026-07-03 may be a court holiday in CA \(Independence Day \(observed\)/);
  });

  it("Florida (Rule 2.514(a)(6), Fla. Stat. § 110.117): the Friday after Thanksgiving, but not Presidents' Day or Columbus Day", () => {
    const fl2027 = names('FL', 2027);
    expect(fl2027['Friday after Thanksgiving']).toBe('2027-11-26');
    expect(fl2027["Washington's Birthday (Presidents' Day)"]).toBeUndefined();
    expect(fl2027['Columbus Day']).toBeUndefined();
    expect(sol('FL', '2025-11-26').item).toMatchObject({
      nominalDate: '2027-11-26',
      dueDate: '2027-11-29',
      movedBecause: 'holiday',
      holidayName: 'Friday after Thanksgiving',
    });
  });

  it('Texas (§ 16.072, days the county offices are closed): every holiday on file is unverified', () => {
    expect(COURT_CALENDARS.TX!.holidays.every((rule) => !rule.verified && rule.verifiedOn === null && rule.note)).toBe(true);
    expect(listCourtHolidays('TX', 2027).some((holiday) => holiday.name === 'Columbus Day')).toBe(false);
  });

  it('keeps every rule cited, and verified exactly when it has a verified-on date', () => {
    for (const [court, calendar] of Object.entries(COURT_CALENDARS)) {
      expect(calendar.citation.length, court).toBeGreaterThan(5);
      for (const rule of calendar.holidays) {
        expect(rule.citation.length, `${court} ${rule.name}`).toBeGreaterThan(5);
        expect(rule.verified, `${court} ${rule.name}`).toBe(rule.verifiedOn !== null);
        if (!rule.verified) expect(rule.note, `${court} ${rule.name}`).toBeTruthy();
      }
    }
  });
});

describe('every court calendar on file', () => {
  it.each(Object.keys(COURT_CALENDARS))('%s: each verified day has its reading day, each unverified one says what to check', (court) => {
    const calendar = COURT_CALENDARS[court]!;
    for (const rule of calendar.holidays) {
      if (rule.verified) expect([COURT_CALENDARS_REVIEWED_ON, STATE_CALENDARS_READ_ON], rule.name).toContain(rule.verifiedOn);
      else
        expect({ verifiedOn: rule.verifiedOn, note: Boolean(rule.note ?? calendar.note) }, rule.name).toEqual({
          verifiedOn: null,
          note: true,
        });
    }
    // A court with its own list keeps no unverified extra days beside it.
    expect(STATE_COURT_HOLIDAYS[court]).toBeUndefined();
  });
});

describe('no date moves for a holiday the court does not keep', () => {
  it('Columbus Day 2027 moves no California or Florida deadline, and says nothing of it', () => {
    // 2027-10-11 is Columbus Day, a federal holiday.
    for (const state of ['CA', 'FL']) {
      const { item, warnings } = sol(state, '2025-10-11');
      expect(item, state).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
      expect(item.movedBecause, state).toBeUndefined();
      expect(warnings, state).not.toMatch(/Columbus/);
    }
  });

  it("Presidents' Day moves no Florida deadline", () => {
    expect(sol('FL', '2025-02-15').item).toMatchObject({ nominalDate: '2027-02-15', dueDate: '2027-02-15' });
  });

  it('a state whose court calendar is not on file: a federal holiday warns and never moves the date', () => {
    // Ohio, 2 years from 2023-07-04: Independence Day 2025, with Ohio's own calendar left out.
    const plan = planComputedDeadlines(
      { state: 'OH', incidentDate: '2023-07-04', clientDateOfBirth: null, caseType: 'motor_vehicle', defendantKinds: [] },
      { US: COURT_CALENDARS.US! },
    );
    expect(plan.items[0]).toMatchObject({ nominalDate: '2025-07-04', dueDate: '2025-07-04', movedBecause: null });
    expect(plan.warnings.join('\n')).toMatch(/2025-07-04 may be a court holiday in OH \(Independence Day, .*federal list\); unverified\)/);
  });

  it("a weekend still moves every court's date", () => {
    expect(sol('OH', '2023-05-10').item).toMatchObject({ nominalDate: '2025-05-10', dueDate: '2025-05-12', movedBecause: 'weekend' });
  });
});
