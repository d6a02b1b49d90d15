import { describe, expect, it } from 'vitest';
import { auditEntrySchema, diffAuditFields } from './audit-schemas.js';

describe('diffAuditFields', () => {
  it('records every non-empty field of a created record as new', () => {
    expect(diffAuditFields(null, { id: 'x', clientName: 'Ann', notes: null })).toEqual({ clientName: { old: null, new: 'Ann' } });
  });

  it('records only the fields that changed', () => {
    const before = { clientName: 'Ann', status: 'open', liability: 0.8 };
    expect(diffAuditFields(before, { clientName: 'Ann', status: 'settled' })).toEqual({ status: { old: 'open', new: 'settled' } });
  });

  it('records every field of a deleted record as old', () => {
    expect(diffAuditFields({ id: 'x', type: 'Whiplash', severity: 'mild' }, null)).toEqual({
      type: { old: 'Whiplash', new: null },
      severity: { old: 'mild', new: null },
    });
  });

  it('parses an entry as the API returns it', () => {
    const entry = {
      id: '1',
      caseId: 'c',
      entityType: 'case',
      entityId: 'c',
      action: 'update',
      actorId: 'u',
      actorName: 'Ann',
      changes: { status: { old: 'open', new: 'closed' } },
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
  });
});
