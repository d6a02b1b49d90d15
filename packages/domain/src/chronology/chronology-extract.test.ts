import { describe, expect, it } from 'vitest';
import { draftChronologyLines, findBilledCents, findDates, findDiagnoses, findProcedureCodes, findProvider } from './chronology-extract.js';

const progressNote = [
  'Riverside Orthopedics & Spine',
  '1200 Harbor Blvd, Suite 300, Springfield, IL 62704   Phone (217) 555-0142',
  'PROGRESS NOTE',
  'Patient: Jane Doe    DOB: 04/12/1985',
  'Date of Service: 03/14/2024',
  'Provider: Alan Brooks, MD',
  'Chief complaint: neck pain after motor vehicle collision on 02/28/2024.',
  'Assessment:',
  '1. S13.4XXA - Sprain of ligaments of cervical spine, initial encounter',
  '2. Low back pain (M54.50)',
  'Procedures: 99214 Office visit, established patient',
  'Total charges: $245.00',
].join('\n');

describe('draftChronologyLines', () => {
  it('reads each field of a progress note', () => {
    expect(draftChronologyLines([{ page: 1, text: progressNote }])).toEqual([
      {
        page: 1,
        serviceDate: '2024-03-14',
        provider: 'Riverside Orthopedics & Spine',
        visitType: 'Office visit',
        diagnoses: [
          { code: 'S13.4XXA', description: 'Sprain of ligaments of cervical spine, initial encounter' },
          { code: 'M54.50', description: 'Low back pain' },
        ],
        cptCodes: ['99214'],
        billedCents: 24_500,
      },
    ]);
  });

  it('leaves every field the text does not give empty', () => {
    const lines = draftChronologyLines([{ page: 2, text: 'Visit notes\nDate of visit: 5 June 2023\nPatient doing better.' }]);
    expect(lines).toEqual([
      { page: 2, serviceDate: '2023-06-05', provider: null, visitType: null, diagnoses: [], cptCodes: [], billedCents: null },
    ]);
  });

  it('keeps a labelled date it cannot read as a line without a date', () => {
    const [line] = draftChronologyLines([{ page: 1, text: 'Valley Clinic\nDate of Service: O3/l4/2O24\nDx: S13.4XXA' }]);
    expect(line).toMatchObject({ serviceDate: null, provider: 'Valley Clinic', diagnoses: [{ code: 'S13.4XXA', description: null }] });
  });

  it('makes one line per visit of daily notes, a visit continued on the next page included', () => {
    const lines = draftChronologyLines([
      {
        page: 1,
        text: 'Summit Physical Therapy\nPHYSICAL THERAPY DAILY NOTE\nDOS: 04/01/2024\nCPT: 97110 x2, 97140\nCharges: $180.00\nDOS: 04/03/2024\nCPT: 97110',
      },
      { page: 2, text: 'Summit Physical Therapy\nCPT: 97530\nCharge: $95.50' },
    ]);
    expect(lines.map((line) => [line.serviceDate, line.page, line.cptCodes, line.billedCents, line.visitType])).toEqual([
      ['2024-04-01', 1, ['97110', '97140'], 18_000, 'Physical therapy'],
      ['2024-04-03', 1, ['97110', '97530'], 9_550, 'Physical therapy'],
    ]);
  });

  it('groups the rows of an itemized bill by date, adding up their charges', () => {
    const bill = [
      'Mercy General Hospital',
      'ITEMIZED STATEMENT',
      'Date        Code    Description                      Units   Charge',
      '01/15/2024  99284   Emergency dept visit, high        1      $1,250.00',
      '01/15/2024  72040   X-ray cervical spine, 2-3 views    1        $310.00',
      '01/16/2024  99283   Emergency dept visit               1        $640.00',
      'Total charges                                                 $2,200.00',
      'Diagnoses: S13.4XXA, S16.1XXA',
    ].join('\n');
    expect(draftChronologyLines([{ page: 3, text: bill }])).toEqual([
      {
        page: 3,
        serviceDate: '2024-01-15',
        provider: 'Mercy General Hospital',
        visitType: 'Emergency department visit',
        diagnoses: [
          { code: 'S13.4XXA', description: null },
          { code: 'S16.1XXA', description: null },
        ],
        cptCodes: ['99284', '72040'],
        billedCents: 156_000,
      },
      expect.objectContaining({ serviceDate: '2024-01-16', cptCodes: ['99283'], billedCents: 64_000 }),
    ]);
  });

  it('reads a CMS-1500-like form: the billing provider box and the service lines', () => {
    const form = [
      'HEALTH INSURANCE CLAIM FORM',
      '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY   A. S33.5XXA   B. M54.50',
      '24A. DATE(S) OF SERVICE  B. PLACE  D. CPT/HCPCS  E. DX POINTER  F. $ CHARGES',
      '02/05/2024 02/05/2024 11 98941 AB 85.00 1',
      '28. TOTAL CHARGE 85.00',
      '33. BILLING PROVIDER INFO & PH #',
      'Lakeside Chiropractic Center   (217) 555-0199',
    ].join('\n');
    expect(draftChronologyLines([{ page: 1, text: form }])).toEqual([
      {
        page: 1,
        serviceDate: '2024-02-05',
        provider: 'Lakeside Chiropractic Center',
        visitType: 'Chiropractic',
        diagnoses: [
          { code: 'S33.5XXA', description: null },
          { code: 'M54.50', description: null },
        ],
        cptCodes: ['98941'],
        billedCents: 8_500,
      },
    ]);
  });

  it('finds nothing in a page without a date of service or a bill row', () => {
    expect(draftChronologyLines([{ page: 1, text: 'Authorization to release records\nSigned 01/02/2024' }])).toEqual([]);
  });
});

describe('the field finders', () => {
  it('reads dates in common US formats, and no impossible ones', () => {
    expect(
      findDates('1/5/24, 01-15-2024, 2024-02-29, Jan. 3, 2023, March 9th, 2022, 7 Aug 2021, 02/30/2024').map((date) => date.iso),
    ).toEqual(['2024-01-05', '2024-01-15', '2024-02-29', '2023-01-03', '2022-03-09', '2021-08-07']);
  });

  it('takes dotless ICD-10 codes only beside a diagnosis word, and never U codes', () => {
    expect(findDiagnoses(['Room B12 was cold; code U07.1 noted', 'Dx: R51 Headache'])).toEqual([{ code: 'R51', description: 'Headache' }]);
  });

  it('takes 5-digit codes only on procedure lines, not ZIP codes or amounts', () => {
    expect(findProcedureCodes(['Springfield, IL 62704', 'CPT: 99213-25, 97110 charge 12345.00'])).toEqual(['99213-25', '97110']);
  });

  it('prefers a total to the charges, and needs cents or a dollar sign', () => {
    expect(findBilledCents('Charge: $100.00\nCharge: $50.00\nTotal charges: $150.00')).toBe(15_000);
    expect(findBilledCents('Charge: $100.00\nFee: 20.50')).toBe(12_050);
    expect(findBilledCents('Charges were discussed with 3 staff')).toBeNull();
  });

  it('prefers a facility label to the letterhead, and the letterhead to "Provider:"', () => {
    expect(findProvider('Northside Imaging Center\nFacility: Northside Imaging LLC NPI 1234567890')).toBe('Northside Imaging LLC');
    expect(findProvider('Progress note\nProvider: Dana Li, DC')).toBe('Dana Li, DC');
    expect(findProvider('EMERGENCY DEPARTMENT RECORD\nPatient seen')).toBeNull();
  });
});
