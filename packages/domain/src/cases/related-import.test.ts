import { describe, expect, it } from 'vitest';
import { BILL_OVERPAID_MESSAGE } from '../money/money-schemas.js';
import { readRelatedImportRow, relatedImportFieldLabel, suggestRelatedImportMapping } from './related-import.js';

describe('related-records import', () => {
  const columns = ['Case ID', 'Provider', 'Date of Service', 'Billed', 'Paid', 'Adjusted', 'Color'];
  const mapping = suggestRelatedImportMapping('bills', columns);
  const row = (cells: string[]) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));

  it('maps the columns through the case import’s engine, by name and alias', () => {
    expect(mapping).toEqual({
      'Case ID': 'caseSourceId',
      Provider: 'provider',
      'Date of Service': 'serviceFrom',
      Billed: 'billed',
      Paid: 'paid',
      Adjusted: 'adjusted',
      Color: null,
    });
    expect(suggestRelatedImportMapping('parties', ['Matter ID', 'Type', 'Name'])).toEqual({
      'Matter ID': 'caseSourceId',
      Type: 'role',
      Name: 'name',
    });
    expect(relatedImportFieldLabel('policies', 'insured')).toBe('Insured party (by name)');
  });

  it('reads dollars to the cent and US dates, and says how the row names its case', () => {
    const result = readRelatedImportRow('bills', row(['CP-1', 'City MRI', '03/15/2024', '$1,234.56', '$200.00', '34.56']), mapping);
    expect(result).toMatchObject({
      ok: true,
      caseRef: { sourceId: 'CP-1', caseNumber: null },
      parentName: 'City MRI',
      record: { serviceFrom: '2024-03-15', billed: 1234.56, paid: 200, adjusted: 34.56, payer: 'unpaid' },
      described: { 'Date of Service': '2024-03-15', Billed: '1234.56', Provider: 'City MRI' },
    });
  });

  it('reports a date that does not exist, a bad amount, a missing case and the bill kind’s own rule', () => {
    expect(readRelatedImportRow('bills', row(['CP-1', 'X', '02/30/2024', '12.3x']), mapping)).toEqual({
      ok: false,
      errors: ['Invalid date format', 'Billed must be a non-negative amount'],
    });
    expect(readRelatedImportRow('bills', row(['', 'X', '2024-01-01', '1']), mapping)).toEqual({
      ok: false,
      errors: ['The row names no case: give its case id or case number'],
    });
    expect(readRelatedImportRow('bills', row(['CP\u00001', 'X', '2024-01-01', '1']), mapping)).toEqual({
      ok: false,
      errors: ['Unknown case: no case of the firm has the case id or number "CP\\u00001"'],
    });
    expect(readRelatedImportRow('bills', row(['CP-1', 'X', '2024-01-01', '100', '80', '30']), mapping)).toEqual({
      ok: false,
      errors: [BILL_OVERPAID_MESSAGE],
    });
  });

  it('gives the same key to the same demand however its amount is written', () => {
    const negotiation = suggestRelatedImportMapping('negotiations', ['Case Number', 'Type', 'Date', 'Amount']);
    const read = (amount: string, date: string) =>
      readRelatedImportRow('negotiations', { 'Case Number': 'PI-1', Type: 'Settlement Demand', Date: date, Amount: amount }, negotiation);
    const first = read('$75,000.00', '05/01/2024');
    expect(first).toMatchObject({ ok: true, record: { kind: 'demand', date: '2024-05-01', amount: 75000 } });
    const again = read('75000', '2024-05-01');
    expect(first.ok && again.ok && first.key === again.key).toBe(true);
  });
});
