import { describe, expect, it } from 'vitest';
import { nextOccurrenceDate, taskCreateSchema, taskKind, taskUpdateSchema, RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE } from './task-schemas.js';

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

describe('taskKind', () => {
  it('a repeating task needs a due date, as it will be stored', () => {
    const undated = taskCreateSchema.parse({ title: 'Call the client', recurrence: 'weekly' });
    expect(taskKind.check({ ...undated, status: 'open' })).toEqual([{ path: 'dueDate', message: RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE }]);
    const dated = taskCreateSchema.parse({ title: 'Call the client', recurrence: 'weekly', dueDate: '2026-12-01' });
    expect(taskKind.check({ ...dated, status: 'open' })).toEqual([]);
    expect(taskCreateSchema.parse({ title: 'Call the client' })).toMatchObject({
      caseId: null,
      assigneeId: null,
      dueDate: null,
      priority: 'normal',
      recurrence: 'none',
    });
  });

  it('takes no status on a new task, and something to change on a change', () => {
    expect(taskCreateSchema.safeParse({ title: 'Call', status: 'done' }).data).not.toHaveProperty('status');
    expect(taskUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    expect(taskUpdateSchema.parse({ status: 'done' })).toEqual({ status: 'done' });
  });

  it('keeps its messages and labels', () => {
    const messages = (input: unknown) => taskCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ title: '' })).toEqual(['Title is required']);
    expect(messages({ title: 'x', caseId: '' })).toEqual(['Case must be an id']);
    expect(messages({ title: 'x', priority: 'soon' })).toEqual(['Priority must be one of low, normal, high, urgent']);
    expect(messages({ title: 'x', notes: 'n'.repeat(2001) })).toEqual(['Notes are too long']);
    expect(messages({ title: 'x', recurrence: 'hourly' })).toEqual([
      'Recurrence must be one of none, daily, weekly, biweekly, monthly, quarterly, yearly',
    ]);
    expect(messages({ title: 'x', dueDate: '2026-02-30' })).toEqual(['Invalid date format']);
    expect(taskKind.labels).toMatchObject({ title: 'Title', dueDate: 'Due date', assigneeId: 'Assignee', recurrence: 'Repeats' });
  });
});
