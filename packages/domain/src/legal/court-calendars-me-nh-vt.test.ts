import { describe, expect, it } from 'vitest';
import { courtHolidaysByName, generalLimitation } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('Maine courts (Me. R. Civ. P. 6(a) with the Me. Rev. Stat. tit. 4, § 1051 holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.ME!.citation).toBe('Me. R. Civ. P. 6(a)');
  });

  it("moves a deadline on Patriots' Day, a Maine holiday the federal courts do not keep", () => {
    // 6 years (14 M.R.S. § 752) from 2021-04-19: Patriots' Day 2027-04-19.
    expect(sol('ME', '2021-04-19').item).toMatchObject({
      nominalDate: '2027-04-19',
      dueDate: '2027-04-20',
      movedBecause: 'holiday',
      holidayName: "Patriots' Day",
    });
  });

  it('keeps a Sunday day on the Monday after (verified), a Saturday one on the Friday before only as unverified', () => {
    // Christmas 2022 was a Sunday; Independence Day 2026 is a Saturday.
    expect(byName('ME', 2022)['Christmas Day (observed)']).toMatchObject({ date: '2022-12-26', verified: true });
    expect(byName('ME', 2026)['Independence Day (observed)']).toMatchObject({ date: '2026-07-03', verified: false });
  });

  it('Juneteenth (not in the § 1051 text read) is unverified: it warns without moving', () => {
    // 6 years from 2020-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('ME', '2020-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-06-19 may be a court holiday in ME \(Juneteenth/);
  });
});

describe('Vermont courts (V.R.C.P. 6(a) with the Vt. Stat. Ann. tit. 1, § 371 legal holidays)', () => {
  it('has its own calendar', () => {
    expect(COURT_CALENDARS.VT!.citation).toBe('V.R.C.P. 6(a)');
  });

  it('moves a deadline on Town Meeting Day, a Vermont legal holiday the federal courts do not keep', () => {
    // 3 years (12 V.S.A. § 512(4)) from 2024-03-02: Town Meeting Day, Tuesday 2027-03-02.
    expect(sol('VT', '2024-03-02').item).toMatchObject({
      nominalDate: '2027-03-02',
      dueDate: '2027-03-03',
      movedBecause: 'holiday',
      holidayName: 'Town Meeting Day',
    });
  });

  it('moves a deadline on Bennington Battle Day (16 August, a Monday in 2027)', () => {
    expect(sol('VT', '2024-08-16').item).toMatchObject({
      nominalDate: '2027-08-16',
      dueDate: '2027-08-17',
      movedBecause: 'holiday',
      holidayName: 'Bennington Battle Day',
    });
  });

  it('does not move a deadline on Juneteenth, a federal holiday § 371 does not list, nor warn', () => {
    // 3 years from 2023-06-19: Friday 2026-06-19.
    const { item, warnings } = sol('VT', '2023-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-06-19/);
  });

  it('a weekend day kept on a weekday (§ 371(b), for state offices) is unverified: it warns without moving', () => {
    // Bennington Battle Day 2026 is a Sunday; § 371(b)'s Monday 2026-08-17 is listed unverified.
    expect(byName('VT', 2026)['Bennington Battle Day (observed)']).toMatchObject({ date: '2026-08-17', verified: false });
    const { item, warnings } = sol('VT', '2023-08-17');
    expect(item).toMatchObject({ nominalDate: '2026-08-17', dueDate: '2026-08-17' });
    expect(warnings).toMatch(/2026-08-17 may be a court holiday in VT/);
  });
});
