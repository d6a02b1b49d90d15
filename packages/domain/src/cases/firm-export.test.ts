import { describe, expect, it } from 'vitest';
import { exportLabel, fromExportColumn, hasExportLabel, toExportColumn } from './firm-export.js';

describe('firm export labels', () => {
  it('writes codes as the words the screens use', () => {
    expect(exportLabel('cases', 'phase', 'negotiation')).toBe('Negotiation');
    expect(exportLabel('cases', 'caseType', 'motor_vehicle')).toBe('Motor vehicle');
    expect(exportLabel('cases', 'state', 'TX')).toBe('Texas');
    expect(exportLabel('tasks', 'priority', 'high')).toBe('High');
    expect(exportLabel('contacts', 'kind', 'defense_counsel')).toBe('Defense counsel');
    expect(exportLabel('liens', 'status', 'asserted')).toBe('Asserted');
    expect(exportLabel('history', 'action', 'update')).toBe('Update');
    expect(exportLabel('history', 'entityType', 'medical_bill')).toBe('Medical bill');
    expect(exportLabel('signers', 'signatureKind', 'drawn')).toBe('Drawn');
    expect(exportLabel('notes', 'content', 'anything')).toBeUndefined();
    expect(hasExportLabel('notes', 'content')).toBe(false);
  });

  it('names columns as the API does, and back', () => {
    expect(toExportColumn('client_contact_id')).toBe('clientContactId');
    expect(fromExportColumn('clientContactId')).toBe('client_contact_id');
    expect(fromExportColumn(toExportColumn('period_from'))).toBe('period_from');
  });
});
