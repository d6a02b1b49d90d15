import { describe, expect, it } from 'vitest';
import { medicalBillKind, negotiationKind } from '../money/money-schemas.js';
import type { FieldDefinitions } from '../shared/record-kind.js';
import {
  exportHeader,
  exportLabel,
  exportWordsHeader,
  FIRM_EXPORT_LABELLED_PARTS,
  type FirmExportPart,
  fromExportColumn,
  hasExportLabel,
  readExportHeader,
  toExportColumn,
} from './firm-export.js';

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

describe('firm export headers', () => {
  it('heads money records by the labels the screens use, other columns by their API names', () => {
    expect(exportHeader('bills', 'serviceFrom')).toBe(medicalBillKind.labels.serviceFrom);
    expect(exportHeader('bills', 'billed')).toBe('Billed');
    expect(exportHeader('negotiations', 'fromParty')).toBe(negotiationKind.labels.from);
    expect(exportWordsHeader('bills', 'payer')).toBe('Payer (words)');
    expect(exportHeader('bills', 'caseId')).toBe('caseId');
    expect(exportHeader('cases', 'clientName')).toBe('clientName');
    expect(exportWordsHeader('cases', 'phase')).toBe('phaseLabel');
  });

  it('reads a header back to its column: the label, or the API name an older file has', () => {
    expect(readExportHeader('bills', 'Service start date')).toEqual({ column: 'serviceFrom' });
    expect(readExportHeader('bills', 'serviceFrom')).toEqual({ column: 'serviceFrom' });
    expect(readExportHeader('negotiations', 'From')).toEqual({ column: 'fromParty' });
    expect(readExportHeader('bills', 'Payer (words)')).toEqual({ wordsOf: 'payer' });
    expect(readExportHeader('bills', 'payerLabel')).toEqual({ wordsOf: 'payer' });
    expect(readExportHeader('cases', 'phaseLabel')).toEqual({ wordsOf: 'phase' });
  });

  it('gives every field of a money part a header of its own, which reads back to it', () => {
    expect(Object.keys(FIRM_EXPORT_LABELLED_PARTS).sort()).toEqual([
      'bills',
      'costs',
      'liens',
      'lostWages',
      'negotiations',
      'policies',
      'providers',
    ]);
    for (const [part, kind] of Object.entries(FIRM_EXPORT_LABELLED_PARTS) as Array<[FirmExportPart, { fields: FieldDefinitions }]>) {
      const names = Object.values(kind.fields).map((field) => toExportColumn(field.column));
      const headers = names.flatMap((name) => [exportHeader(part, name), exportWordsHeader(part, name)]);
      expect(new Set(headers).size, part).toBe(headers.length);
      for (const name of names) expect(readExportHeader(part, exportHeader(part, name)), part).toEqual({ column: name });
    }
  });
});
