import { describe, expect, it } from 'vitest';
import { readCaseImportRow, suggestCaseImportMapping } from './case-import.js';

describe('suggestCaseImportMapping', () => {
  it('matches columns by name and common aliases, each field once', () => {
    expect(
      suggestCaseImportMapping(['Client Name', 'Date Opened', 'Insurance Carrier', 'Policy Limits', 'Attorney', 'Plaintiff', 'Shoe size']),
    ).toEqual({
      'Client Name': 'clientName',
      'Date Opened': 'dateOpened',
      'Insurance Carrier': 'carrier',
      'Policy Limits': 'insuranceLimits',
      Attorney: 'attorneyName',
      Plaintiff: null,
      'Shoe size': null,
    });
  });
});

describe('readCaseImportRow', () => {
  const mapping = suggestCaseImportMapping([
    'client_name',
    'status',
    'date_opened',
    'liability',
    'insurance_limits',
    'treatment_gap',
    'attorney',
  ]);

  it('reads amounts, percents, US dates and yes/no', () => {
    const result = readCaseImportRow(
      {
        client_name: 'Ann Lee',
        status: '',
        date_opened: '3/7/2024',
        liability: '80%',
        insurance_limits: '$25,000',
        treatment_gap: 'yes',
        attorney: 'Sam Ortiz',
      },
      mapping,
    );
    expect(result).toMatchObject({
      ok: true,
      attorneyName: 'Sam Ortiz',
      value: {
        clientName: 'Ann Lee',
        dateOpened: '2024-03-07',
        liability: 0.8,
        insuranceLimits: 25000,
        hasTreatmentGap: true,
        caseType: 'other',
      },
    });
  });

  it('reads the status column as a phase, through the older words and the common ones', () => {
    expect(mapping.status).toBe('phase');
    const phaseOf = (status: string) => {
      const result = readCaseImportRow({ client_name: 'Ann Lee', status, date_opened: '2024-03-07' }, mapping);
      return result.ok ? result.value.phase : result.errors;
    };
    expect(phaseOf('Pre-Lit')).toBe('intake');
    expect(phaseOf('Litigation')).toBe('litigation');
    expect(phaseOf('Settled')).toBe('settled');
    expect(phaseOf('Negotiation')).toBe('negotiation');
    expect(phaseOf('Discovery')).toBe('litigation');
    expect(phaseOf('In Progress')).toBe('treating');
    expect(phaseOf('')).toBeUndefined();
    expect(phaseOf('Appeal')).toEqual([
      'Phase "Appeal" is not a case phase: use one of intake, treating, demand, negotiation, litigation, settled, closed',
    ]);
  });

  it('reads a date of death under its common names, US or ISO, and refuses a bad one', () => {
    const deathMapping = suggestCaseImportMapping(['client_name', 'date_opened', 'Date of Death']);
    expect(deathMapping['Date of Death']).toBe('dateOfDeath');
    expect(suggestCaseImportMapping(['DOD']).DOD).toBe('dateOfDeath');
    const us = readCaseImportRow({ client_name: 'Ann Lee', date_opened: '2024-03-01', 'Date of Death': '2/9/2024' }, deathMapping);
    expect(us).toMatchObject({ ok: true, value: { dateOfDeath: '2024-02-09' } });
    const blank = readCaseImportRow({ client_name: 'Ann Lee', date_opened: '2024-03-01', 'Date of Death': '' }, deathMapping);
    expect(blank).toMatchObject({ ok: true, value: { dateOfDeath: null } });
    const bad = readCaseImportRow({ client_name: 'Ann Lee', date_opened: '2024-03-01', 'Date of Death': '2024-02-30' }, deathMapping);
    expect(bad.ok).toBe(false);
  });

  it("reports the schema's messages for a bad row", () => {
    const result = readCaseImportRow({ client_name: '', date_opened: '2024-13-40', liability: 'high' }, mapping);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual(expect.arrayContaining(['Client name is required', 'Invalid date format']));
  });

  it('maps case type labels and older values onto the codes, and reads lost wages', () => {
    const typed = suggestCaseImportMapping(['client_name', 'date_opened', 'case_type', 'lost_wages']);
    const read = (caseType: string) =>
      readCaseImportRow({ client_name: 'Ann Lee', date_opened: '2024-03-07', case_type: caseType, lost_wages: '$4,200' }, typed);
    expect(read('Slip and Fall')).toMatchObject({ ok: true, value: { caseType: 'premises', lostWages: 4200 } });
    expect(read('auto')).toMatchObject({ ok: true, value: { caseType: 'motor_vehicle' } });
    expect(read('Premises (slip and fall)')).toMatchObject({ ok: true, value: { caseType: 'premises' } });
    expect(read('Zoning dispute')).toMatchObject({ ok: true, value: { caseType: 'other' } });
    expect(read('')).toMatchObject({ ok: true, value: { caseType: 'other' } });
  });
});
