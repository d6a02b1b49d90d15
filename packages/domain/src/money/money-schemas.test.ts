import { describe, expect, it } from 'vitest';
import {
  expenseCreateSchema,
  feeAgreementInputSchema,
  feeRateFraction,
  formatFeePercent,
  medicalBillCreateSchema,
  negotiationCreateSchema,
} from './money-schemas.js';

const firstIssue = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => result.error?.issues[0];

describe('money amounts', () => {
  const bill = { providerId: 'p1', serviceFrom: '2026-01-05', billed: 1200.5 };
  it('defaults paid, adjusted, payer and CPT codes', () => {
    expect(medicalBillCreateSchema.parse(bill)).toMatchObject({ billed: 1200.5, paid: 0, adjusted: 0, payer: 'unpaid', cptCodes: [] });
  });
  it('refuses negative, non-finite and over-precise amounts, naming the field', () => {
    for (const billed of [-1, Number.POSITIVE_INFINITY, Number.NaN, 10.005, '100']) {
      const issue = firstIssue(medicalBillCreateSchema.safeParse({ ...bill, billed }));
      expect(issue?.path).toEqual(['billed']);
    }
    expect(firstIssue(medicalBillCreateSchema.safeParse({ ...bill, billed: 10.005 }))?.message).toBe('Must have at most 2 decimals');
    expect(firstIssue(expenseCreateSchema.safeParse({ date: '2026-01-01', payee: 'Clerk', amount: -5 }))?.path).toEqual(['amount']);
    expect(firstIssue(negotiationCreateSchema.safeParse({ date: '2026-01-01', kind: 'offer', amount: 1e15 }))?.message).toBe(
      'Must be at most 999,999,999.99',
    );
  });
  it('checks CPT codes', () => {
    expect(medicalBillCreateSchema.parse({ ...bill, cptCodes: ['99213', '97110-59'] }).cptCodes).toEqual(['99213', '97110-59']);
    expect(firstIssue(medicalBillCreateSchema.safeParse({ ...bill, cptCodes: ['not a code'] }))?.path).toEqual(['cptCodes', 0]);
  });
});

describe('fee agreement', () => {
  it('takes a percentage with up to 4 decimals or an exact third', () => {
    expect(feeAgreementInputSchema.parse({ percent: 33.33, basis: 'gross' }).percent).toBe(33.33);
    expect(feeAgreementInputSchema.parse({ percent: 'one_third', litigationPercent: 40, basis: 'net' })).toMatchObject({
      percent: 'one_third',
      litigationPercent: 40,
    });
    for (const percent of [-1, 101, 33.33333, 'a third', null]) {
      expect(feeAgreementInputSchema.safeParse({ percent, basis: 'gross' }).success).toBe(false);
    }
    expect(feeAgreementInputSchema.safeParse({ percent: 40, basis: 'other' }).success).toBe(false);
  });
  it('turns the rate into an exact fraction and a label', () => {
    expect(feeRateFraction('one_third')).toEqual({ numerator: 1, denominator: 3 });
    expect(feeRateFraction(33.33)).toEqual({ numerator: 333_300, denominator: 1_000_000 });
    expect(formatFeePercent('one_third')).toBe('33⅓%');
    expect(formatFeePercent(40)).toBe('40%');
  });
});
