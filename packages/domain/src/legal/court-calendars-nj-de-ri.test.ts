import { describe, expect, it } from 'vitest';
import { generalLimitation, courtHolidaysByName } from '../testing/government-claims.js';
import { COURT_CALENDARS } from './court-calendars.js';

const sol = generalLimitation;
const byName = courtHolidaysByName;

describe('Delaware Superior Court (Del. Super. Ct. Civ. R. 6(a) with the Del. Code tit. 1, § 501 legal holidays)', () => {
  it('is on file', () => {
    expect(COURT_CALENDARS.DE).toBeDefined();
  });

  it('moves a deadline on Good Friday (not a federal day)', () => {
    // 2 years (Del. Code Ann. tit. 10, § 8119) from 2024-04-03: Good Friday 2026-04-03.
    expect(sol('DE', '2024-04-03').item).toMatchObject({
      nominalDate: '2026-04-03',
      dueDate: '2026-04-06',
      movedBecause: 'holiday',
      holidayName: 'Good Friday',
    });
  });

  it('moves a deadline on the Friday following Thanksgiving Day', () => {
    expect(byName('DE', 2027)['Friday following Thanksgiving Day']).toMatchObject({ date: '2027-11-26', verified: true });
    expect(sol('DE', '2025-11-26').item).toMatchObject({ nominalDate: '2027-11-26', dueDate: '2027-11-29', movedBecause: 'holiday' });
  });

  it('keeps a Saturday holiday on the Friday before (§ 501(a)): Friday 3 July 2026 moves', () => {
    expect(sol('DE', '2024-07-03').item).toMatchObject({ nominalDate: '2026-07-03', dueDate: '2026-07-06', movedBecause: 'holiday' });
  });

  it('Columbus Day, a federal day § 501 does not list, does not move the date and does not warn', () => {
    const { item, warnings } = sol('DE', '2024-10-12');
    expect(item).toMatchObject({ nominalDate: '2026-10-12', dueDate: '2026-10-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).not.toMatch(/2026-10-12/);
  });

  it('Juneteenth (not in the § 501 text read) warns without moving', () => {
    const { item, warnings } = sol('DE', '2024-06-19');
    expect(item).toMatchObject({ nominalDate: '2026-06-19', dueDate: '2026-06-19' });
    expect(item.movedBecause).toBeUndefined();
    expect(warnings).toMatch(/2026-06-19 may be a court holiday in DE \(Juneteenth/);
  });
});
