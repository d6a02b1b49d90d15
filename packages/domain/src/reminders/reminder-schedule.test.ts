import { describe, expect, it } from 'vitest';
import { dueReminderStep, laterReminderSteps } from './reminder-schedule.js';

describe('dueReminderStep', () => {
  it('sends the 30-day reminder exactly 30 days before', () => {
    expect(dueReminderStep('2027-03-31', '2027-03-01')).toBe(30);
  });
  it('is the nearest step at or above the days left, so a missed step is sent late', () => {
    expect(dueReminderStep('2027-03-31', '2027-03-11')).toBe(30);
    expect(dueReminderStep('2027-03-31', '2027-03-18')).toBe(14);
    expect(dueReminderStep('2027-03-31', '2027-01-01')).toBe(90);
  });
  it('sends the 1-day step on the last day and the due day, nothing once past or beyond 90 days', () => {
    expect(dueReminderStep('2027-03-31', '2027-03-30')).toBe(1);
    expect(dueReminderStep('2027-03-31', '2027-03-31')).toBe(1);
    expect(dueReminderStep('2027-03-31', '2027-04-01')).toBeNull();
    expect(dueReminderStep('2027-03-31', '2026-12-30')).toBeNull();
  });
  it('lists the steps still to come', () => {
    expect(laterReminderSteps(30)).toEqual([14, 7, 1]);
    expect(laterReminderSteps(1)).toEqual([]);
  });
});
