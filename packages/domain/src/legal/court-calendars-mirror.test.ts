import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS, courtCalendarFor, STATE_CALENDARS_READ_ON } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;
const NM_CITATION = 'N.M. R. Civ. P. Dist. Ct. 1-006(A)(1)(c); NMSA 1978, §§ 12-5-2, 12-5-3(A)';

describe('New Mexico courts (Rule 1-006 NMRA; NMSA 1978, §§ 12-5-2, 12-5-3)', () => {
  it('has its own calendar, read on 2026-11-29, verified from 2015 (the rewritten Rule 1-006)', () => {
    const calendar = COURT_CALENDARS.NM!;
    expect(calendar.citation).toBe('N.M. R. Civ. P. Dist. Ct. 1-006(A); NMSA 1978, § 12-5-2');
    const independence = calendar.holidays.filter((rule) => rule.name === 'Independence Day');
    expect(independence.map((rule) => [rule.verified, rule.verifiedOn, rule.citation, rule.fromYear, rule.untilYear])).toEqual([
      [false, null, NM_CITATION, undefined, 2014],
      [true, STATE_CALENDARS_READ_ON, NM_CITATION, 2015, undefined],
    ]);
    // The ten § 12-5-2 days (Columbus Day until 2018, Indigenous Peoples' Day from 2019) are the verified ones.
    const verified = calendar.holidays.filter((rule) => rule.verified).map((rule) => rule.name);
    expect(verified).toHaveLength(11);
    expect(verified).toContain("Indigenous Peoples' Day");
    expect(verified).not.toContain('Juneteenth');
  });

  it("moves a deadline on Indigenous Peoples' Day, which replaced Columbus Day in 2019", () => {
    // 3 years (§ 37-1-8) from 2024-10-11: Monday 2027-10-11, the second Monday of October.
    expect(sol('NM', '2024-10-11').item).toMatchObject({
      nominalDate: '2027-10-11',
      dueDate: '2027-10-12',
      movedBecause: 'holiday',
      holidayName: "Indigenous Peoples' Day",
    });
    expect(byName('NM', 2018)['Columbus Day']).toMatchObject({ date: '2018-10-08', verified: true });
    expect(byName('NM', 2018)["Indigenous Peoples' Day"]).toBeUndefined();
  });

  it('keeps a Sunday day on the Monday after (§ 12-5-3(A)), verified', () => {
    // Independence Day 2027 is a Sunday.
    expect(byName('NM', 2027)['Independence Day (observed)']).toMatchObject({ date: '2027-07-05', verified: true });
    expect(sol('NM', '2024-07-05').item).toMatchObject({ nominalDate: '2027-07-05', dueDate: '2027-07-06', movedBecause: 'holiday' });
  });

  it('a Saturday day kept on the Friday before is unverified: it warns without moving', () => {
    // Christmas 2027 is a Saturday: Friday 2027-12-24.
    const { item, warnings } = sol('NM', '2024-12-24');
    expect(item).toMatchObject({ nominalDate: '2027-12-24', dueDate: '2027-12-24' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-12-24 may be a court holiday in NM \(Christmas Day/);
  });

  it('Good Friday, not a § 12-5-2 day, neither moves nor warns', () => {
    // Good Friday 2027: 2027-03-26.
    const { item, warnings } = sol('NM', '2024-03-26');
    expect(item).toMatchObject({ nominalDate: '2027-03-26', dueDate: '2027-03-26' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2027-03-26/);
  });

  it('Juneteenth and the days before 2015 warn without moving', () => {
    const june = sol('NM', '2023-06-19');
    expect(june.item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(june.item.movedBecause).toBeUndefined();
    expect(june.warnings).toMatch(/2026-06-19 may be a court holiday in NM \(Juneteenth/);
    // Christmas Day 2014 (Thursday), under the earlier Rule 1-006.
    const christmas = sol('NM', '2011-12-25');
    expect(christmas.item).toMatchObject({ nominalDate: '2014-12-25', dueDate: '2014-12-25' });
    expect(christmas.item.movedBecause).toBeUndefined();
    expect(christmas.warnings).toMatch(/2014-12-25 may be a court holiday in NM \(Christmas Day/);
  });
});

describe('Arizona, New Hampshire, New Jersey and Rhode Island: still the federal list, unverified', () => {
  it.each(['AZ', 'NH', 'NJ', 'RI'])('%s has no calendar of its own and no verified day', (state) => {
    expect(COURT_CALENDARS[state]).toBeUndefined();
    const calendar = courtCalendarFor(state);
    expect(calendar.citation).toBe('not on file');
    expect(calendar.holidays.some((rule) => rule.verified)).toBe(false);
  });
});
