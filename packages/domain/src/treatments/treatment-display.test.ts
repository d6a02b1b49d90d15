import { describe, expect, it } from 'vitest';
import { formatTreatmentDuration, getTreatmentBadge, isActiveTreatment } from './treatment-display.js';

describe('treatment display', () => {
  it('is active while there is no end date', () => {
    expect(isActiveTreatment({ endDate: null })).toBe(true);
    expect(isActiveTreatment({ endDate: '' })).toBe(true);
    expect(isActiveTreatment({ endDate: '2024-02-01' })).toBe(false);
  });
  it('shows Ongoing or the length in days', () => {
    expect(formatTreatmentDuration({ startDate: '2024-01-01', endDate: null })).toBe('Ongoing');
    expect(formatTreatmentDuration({ startDate: '2024-01-01', endDate: '2024-01-15' })).toBe('14 days');
    expect(formatTreatmentDuration({ startDate: '2024-01-01', endDate: '2024-01-02' })).toBe('1 day');
    expect(formatTreatmentDuration({ startDate: null, endDate: '2024-01-02', duration: 30 })).toBe('30 days');
  });
  it('badges running treatments green and everything else gray', () => {
    expect(getTreatmentBadge({ endDate: null })).toEqual({ label: 'Active', color: 'green' });
    expect(getTreatmentBadge({ endDate: '2024-01-02' })).toEqual({ label: 'Completed', color: 'gray' });
    expect(getTreatmentBadge({ endDate: null, status: 'ongoing' })).toEqual({ label: 'Ongoing', color: 'green' });
    expect(getTreatmentBadge({ endDate: null, status: 'scheduled' })).toEqual({ label: 'Scheduled', color: 'gray' });
  });
});
