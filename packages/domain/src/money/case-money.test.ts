import { describe, expect, it } from 'vitest';
import { describeLostWages, describeMedicalCosts, resolveCaseMoney } from './case-money.js';

const typed = { caseMedicalCosts: 12_000, caseLostWages: 4_200, bills: [], lostWages: [] };

describe('resolveCaseMoney', () => {
  it('states the typed figures as entered on the case while nothing is itemised', () => {
    const money = resolveCaseMoney(typed);
    expect(describeMedicalCosts(money)).toBe('$12,000.00 as entered on the case');
    expect(describeLostWages(money)).toBe('$4,200.00 as entered on the case');
  });

  it('lets bills and lost-wage entries win over the typed figures, summed to the cent', () => {
    const money = resolveCaseMoney({
      ...typed,
      bills: [{ billed: 39_000 }, { billed: 830.1 }, { billed: 0.2 }],
      lostWages: [{ amount: 1_000 }],
    });
    expect(money).toMatchObject({ medicalCosts: 39_830.3, medicalCostsFrom: 'bills', lostWages: 1_000, lostWagesFrom: 'entries' });
    expect(describeMedicalCosts(money)).toBe('$39,830.30 billed (3 bills)');
    expect(describeLostWages(money)).toBe('$1,000.00 claimed (1 lost-wage entry)');
  });

  it('says "Not entered" when there is neither a record nor a typed figure', () => {
    const money = resolveCaseMoney({ caseMedicalCosts: null, caseLostWages: null, bills: [], lostWages: [] });
    expect(describeMedicalCosts(money)).toBe('Not entered');
    expect(describeLostWages(money)).toBe('Not entered');
  });

  it('keeps a typed zero as a figure', () => {
    expect(describeLostWages(resolveCaseMoney({ ...typed, caseLostWages: 0 }))).toBe('$0.00 as entered on the case');
  });
});
