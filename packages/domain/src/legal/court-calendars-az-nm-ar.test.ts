import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('Arkansas courts (Ark. R. Civ. P. 6(a); Ark. Code Ann. § 1-5-101)', () => {
  it('lists the § 1-5-101 days, none verified (the last-day clause of Rule 6(a) was not read)', () => {
    const calendar = COURT_CALENDARS.AR!;
    expect(calendar.citation).toBe('Ark. R. Civ. P. 6(a)');
    expect(calendar.holidays.some((rule) => rule.verified)).toBe(false);
    for (const rule of calendar.holidays) {
      expect(rule.verifiedOn, rule.name).toBeNull();
      expect((rule.note ?? '').length, rule.name).toBeGreaterThan(0);
    }
  });

  it('Christmas Eve, an Arkansas-only holiday, warns without moving', () => {
    // 3 years (§ 16-56-105) from 2024-12-24: Friday 2027-12-24.
    const { item, warnings } = sol('AR', '2024-12-24');
    expect(item).toMatchObject({ nominalDate: '2027-12-24', dueDate: '2027-12-24' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2027-12-24 may be a court holiday in AR \(Christmas Eve, Ark\. R\. Civ\. P\. 6\(a\)[^)]*\)?[^\n]*unverified/);
  });

  it('keeps a Saturday holiday on the Friday before and a Sunday one on the Monday after (§ 1-5-101(b))', () => {
    // 24 December 2022 was a Saturday; 4 July 2027 is a Sunday.
    expect(byName('AR', 2022)['Christmas Eve (observed)']).toMatchObject({ date: '2022-12-23', verified: false });
    expect(byName('AR', 2027)['Independence Day (observed)']).toMatchObject({ date: '2027-07-05', verified: false });
  });

  it('Columbus Day, a federal holiday § 1-5-106 says is not a legal one, does not move the date', () => {
    // 3 years from 2024-10-11: Monday 2027-10-11, Columbus Day.
    const { item } = sol('AR', '2024-10-11');
    expect(item).toMatchObject({ nominalDate: '2027-10-11', dueDate: '2027-10-11' });
    expect(item.movedBecause).toBeUndefined();
  });
});
