import { describe, expect, it } from 'vitest';
import { archiveRetainedUntil, archivesOnDelete } from './case-archive.js';

describe('archiving settled cases', () => {
  it('archives a settled case or one with a closing statement, and deletes the rest', () => {
    expect(archivesOnDelete({ phase: 'settled' }, 0)).toBe(true);
    expect(archivesOnDelete({ phase: 'intake' }, 1)).toBe(true);
    expect(archivesOnDelete({ phase: 'closed' }, 0)).toBe(false);
  });

  it('keeps an archived case five years from the day it was archived (UTC), a leap day clamped like every legal period', () => {
    expect(archiveRetainedUntil('2026-11-27T23:59:00.000Z')).toBe('2031-11-27');
    expect(archiveRetainedUntil('2028-02-29T10:00:00.000Z')).toBe('2033-02-28');
  });
});
