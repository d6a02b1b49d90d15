import { describe, expect, it } from 'vitest';
import { nextOccurrenceDate, taskCreateSchema, RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE } from './task-schemas.js';

describe('nextOccurrenceDate', () => {
  it('steps once from the due date when that is today or later', () => {
    expect(nextOccurrenceDate('2026-11-20', 'weekly', '2026-11-20')).toBe('2026-11-27');
    expect(nextOccurrenceDate('2026-11-20', 'daily', '2026-11-20')).toBe('2026-11-21');
    expect(nextOccurrenceDate('2026-11-20', 'biweekly', '2026-11-20')).toBe('2026-12-04');
    expect(nextOccurrenceDate('2026-11-20', 'quarterly', '2026-11-20')).toBe('2027-02-20');
    expect(nextOccurrenceDate('2024-02-29', 'yearly', '2024-02-29')).toBe('2025-02-28');
  });

  it('a task done late makes one next occurrence, not before today', () => {
    expect(nextOccurrenceDate('2026-10-01', 'weekly', '2026-11-27')).toBe('2026-12-03');
    expect(nextOccurrenceDate('2026-11-01', 'monthly', '2026-11-27')).toBe('2026-12-01');
  });

  it("keeps the day of the month where the month has it, else the month's last day", () => {
    expect(nextOccurrenceDate('2026-01-31', 'monthly', '2026-01-31')).toBe('2026-02-28');
    expect(nextOccurrenceDate('2026-03-15', 'monthly', '2026-03-15')).toBe('2026-04-15');
  });
});

it('a repeating task needs a due date', () => {
  const result = taskCreateSchema.safeParse({ title: 'Call the client', recurrence: 'weekly' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]).toMatchObject({ path: ['dueDate'], message: RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE });
  expect(taskCreateSchema.parse({ title: 'Call the client' }).recurrence).toBe('none');
});
