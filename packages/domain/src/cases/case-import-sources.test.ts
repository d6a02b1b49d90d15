import { describe, expect, it } from 'vitest';
import { describeCaseImportRow, detectCaseImportSource, readCaseImportRow, suggestCaseImportMapping } from './case-import.js';

// Sample rows of our own, in each source's column names (see SOURCE_COLUMNS for where each name comes from).
const CASEPEER = {
  'Case ID': 'CP-1001',
  'Client Name': 'Rosa Diaz',
  State: 'California',
  DOB: '04/12/1985',
  'Case Status': 'Treating',
  'Date Opened': '03/01/2024',
  'Date of Incident': '02/10/2024',
  Venue: 'Los Angeles County',
};
const FILEVINE = {
  ProjectExternalID: 'FV-77',
  'Client First Name': 'Sam',
  'Client Last Name': 'Ortiz',
  Phase: 'Demand Sent',
  'Incident Date': '2023-11-02',
  'Date of Birth': '1979-01-30',
  'Client Email Address': 'sam@example.com',
  'Phone Number': '(512) 555-0134',
  'Date Opened': '2024-01-05',
  State: 'TX',
};
const MYCASE = {
  'Case Name': 'Lee Park',
  'Case Number': 'MC-2024-09',
  'Date Opened': '2024-02-01',
  'Practice Area': 'Slip and Fall',
  'Case Description': 'Fell in a store',
  State: 'ny',
};

describe('importing from CASEpeer, Filevine and MyCase', () => {
  it('tells the source by its columns; CASEpeer is chosen, not guessed', () => {
    expect(detectCaseImportSource(Object.keys(FILEVINE))).toBe('filevine');
    expect(detectCaseImportSource(Object.keys(MYCASE))).toBe('mycase');
    expect(detectCaseImportSource(['firmCaseNo', 'id', 'clientName'])).toBe('casecast');
    expect(detectCaseImportSource(Object.keys(CASEPEER))).toBe('other');
  });

  it('maps a CASEpeer-style row: State to the state of the incident (not the venue), date of birth and phase', () => {
    const mapping = suggestCaseImportMapping(Object.keys(CASEPEER), 'casepeer');
    expect(mapping).toMatchObject({
      State: 'state',
      Venue: 'jurisdiction',
      DOB: 'clientDateOfBirth',
      'Case Status': 'phase',
      'Case ID': 'sourceId',
    });
    const row = readCaseImportRow(CASEPEER, mapping);
    expect(row).toMatchObject({
      ok: true,
      sourceId: 'CP-1001',
      value: {
        state: 'CA',
        jurisdiction: 'Los Angeles County',
        clientDateOfBirth: '1985-04-12',
        phase: 'treating',
        incidentDate: '2024-02-10',
      },
    });
    expect(describeCaseImportRow(CASEPEER, mapping)).toMatchObject({ State: 'CA', DOB: '1985-04-12', 'Case Status': 'treating' });
  });

  it('maps a Filevine row: first and last name make the client, the project id is kept, contact details for the directory', () => {
    const mapping = suggestCaseImportMapping(Object.keys(FILEVINE));
    const row = readCaseImportRow(FILEVINE, mapping);
    expect(row).toMatchObject({
      ok: true,
      sourceId: 'FV-77',
      client: { email: 'sam@example.com', phone: '(512) 555-0134', address: null },
      value: { clientName: 'Sam Ortiz', phase: 'demand', state: 'TX', clientDateOfBirth: '1979-01-30', incidentDate: '2023-11-02' },
    });
  });

  it('maps a MyCase row: the case name is the client, the practice area the case type', () => {
    const mapping = suggestCaseImportMapping(Object.keys(MYCASE));
    expect(readCaseImportRow(MYCASE, mapping)).toMatchObject({
      ok: true,
      value: { clientName: 'Lee Park', caseNumber: 'MC-2024-09', caseType: 'premises', notes: 'Fell in a store', state: 'NY' },
    });
  });

  it('refuses an unknown state, a bad date of birth and a bad email with row errors', () => {
    const mapping = suggestCaseImportMapping(Object.keys(FILEVINE));
    const bad = readCaseImportRow(
      { ...FILEVINE, State: 'Narnia', 'Date of Birth': '1979-02-31', 'Client Email Address': 'not-an-email' },
      mapping,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors).toEqual(
        expect.arrayContaining([
          'Client email "not-an-email" is not an email address',
          'State must be the two-letter code of a US state or DC (e.g. TX)',
          'Invalid date format',
        ]),
      );
    expect(describeCaseImportRow({ ...FILEVINE, State: 'Narnia' }, mapping)).toBeNull();
  });
});
