import { describe, expect, it } from 'vitest';
import { addMonths, datesBetween, stepAnchor, viewRange, weekday } from './calendar-range';

describe('calendar view ranges', () => {
  it('shows a month as whole weeks from Sunday to Saturday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(viewRange('month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    // February 2027: Monday 1st to Sunday 28th.
    expect(viewRange('month', '2027-02-14')).toEqual({ from: '2027-01-31', to: '2027-03-06' });
    const { from, to } = viewRange('month', '2027-02-14');
    expect(weekday(from)).toBe(0);
    expect(weekday(to)).toBe(6);
    expect(datesBetween(from, to).length % 7).toBe(0);
  });

  it('shows a week from its Sunday, and 30 days of agenda from the anchor', () => {
    expect(viewRange('week', '2026-11-25')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(viewRange('agenda', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-18' });
  });

  it('steps by a month (across years), a week or 30 days', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('week', '2026-11-25', -1)).toBe('2026-11-18');
    expect(stepAnchor('agenda', '2026-11-25', 1)).toBe('2026-12-25');
  });
});
