import { describe, expect, it } from 'vitest';
import { dueDateBeforeDeadline } from './service.js';

describe('the due date of a task made from a deadline', () => {
  it('is two weeks before the deadline', () => {
    expect(dueDateBeforeDeadline('2027-03-15', '2026-11-23')).toBe('2027-03-01');
  });
  it('is today when two weeks before has passed, and the deadline itself when that has passed too', () => {
    expect(dueDateBeforeDeadline('2026-11-30', '2026-11-23')).toBe('2026-11-23');
    expect(dueDateBeforeDeadline('2026-11-20', '2026-11-23')).toBe('2026-11-20');
  });
});
