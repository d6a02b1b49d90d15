import { describe, expect, it } from 'vitest';
import { caseCreateSchema, caseUpdateSchema } from './case-schemas.js';
import { CASE_TYPES, CASE_TYPE_LABELS, INVALID_CASE_TYPE_MESSAGE, getCaseTypeLabel, toCaseTypeCode } from './case-types.js';
import { formatCaseType } from './case-view.js';

describe('toCaseTypeCode', () => {
  it("maps today's stored values (demo firm, synthetic data, the old default) onto the codes", () => {
    expect(toCaseTypeCode('auto')).toBe('motor_vehicle');
    expect(toCaseTypeCode('premises')).toBe('premises');
    expect(toCaseTypeCode('premises_liability')).toBe('premises');
    expect(toCaseTypeCode('medical_malpractice')).toBe('medical_malpractice');
    expect(toCaseTypeCode('product_liability')).toBe('product_liability');
    expect(toCaseTypeCode('other_negligence')).toBe('other');
    expect(toCaseTypeCode('other_tort')).toBe('other');
    expect(toCaseTypeCode('personal_injury')).toBe('other');
    expect(toCaseTypeCode('')).toBe('other');
    expect(toCaseTypeCode(null)).toBe('other');
  });

  it('reads labels and typed words, and the part after " - "', () => {
    expect(toCaseTypeCode('Motor Vehicle')).toBe('motor_vehicle');
    expect(toCaseTypeCode('Car accident')).toBe('motor_vehicle');
    expect(toCaseTypeCode('MVA')).toBe('motor_vehicle');
    expect(toCaseTypeCode('Intake - auto')).toBe('motor_vehicle');
    expect(toCaseTypeCode('18-wheeler collision')).toBe('truck');
    expect(toCaseTypeCode('Motorcycle crash')).toBe('motorcycle');
    expect(toCaseTypeCode('Pedestrian struck')).toBe('pedestrian');
    expect(toCaseTypeCode('Slip and Fall')).toBe('premises');
    expect(toCaseTypeCode('Dog Bite')).toBe('dog_bite');
    expect(toCaseTypeCode('Med Mal')).toBe('medical_malpractice');
    expect(toCaseTypeCode('Construction site (third party)')).toBe('workplace');
    expect(toCaseTypeCode('Wrongful Death')).toBe('wrongful_death');
    expect(toCaseTypeCode('Zoning dispute')).toBe('other');
  });

  it('gives every code its own label, and a label maps back to its code', () => {
    for (const code of CASE_TYPES) {
      expect(toCaseTypeCode(code)).toBe(code);
      expect(toCaseTypeCode(CASE_TYPE_LABELS[code])).toBe(code);
      expect(formatCaseType(code)).toBe(CASE_TYPE_LABELS[code]);
    }
    expect(getCaseTypeLabel('auto')).toBe('Motor vehicle');
  });
});

describe('case type on API writes', () => {
  const base = { clientName: 'Jane Doe', status: 'open', dateOpened: '2024-01-05' };
  it('accepts codes only, with a message listing them', () => {
    expect(caseCreateSchema.parse({ ...base, caseType: 'truck' }).caseType).toBe('truck');
    const refused = caseCreateSchema.safeParse({ ...base, caseType: 'Car accident' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(INVALID_CASE_TYPE_MESSAGE);
    expect(caseUpdateSchema.safeParse({ caseType: 'auto' }).success).toBe(false);
    expect(caseUpdateSchema.parse({ caseType: 'dog_bite' }).caseType).toBe('dog_bite');
  });
});
