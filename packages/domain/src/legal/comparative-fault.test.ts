import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../shared/iso-date.js';
import { applyComparativeFault, COMPARATIVE_FAULT_RULES, findFaultRule, type ComparativeFaultRule } from './comparative-fault.js';
import { US_JURISDICTIONS } from './jurisdictions.js';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON } from './limitation-rules.js';

function ruleOf(jurisdiction: string, date = '2025-01-15'): ComparativeFaultRule {
  const rule = findFaultRule(jurisdiction, date);
  if (!rule) throw new Error(`no rule for ${jurisdiction}`);
  return rule;
}

function recover(jurisdiction: string, amount: number, clientFaultShare: number) {
  return applyComparativeFault({ amount, clientFaultShare, rule: ruleOf(jurisdiction) });
}

describe('applyComparativeFault', () => {
  it('reduces a pure comparative recovery by the client share in California, even at 99%', () => {
    expect(ruleOf('CA').doctrine).toBe('pure_comparative');
    expect(recover('CA', 100_000, 0)).toEqual({ amount: 100_000, barred: false, reduction: 0 });
    expect(recover('CA', 100_000, 0.3)).toEqual({ amount: 70_000, barred: false, reduction: 30_000 });
    expect(recover('CA', 100_000, 0.99)).toEqual({ amount: 1_000, barred: false, reduction: 99_000 });
  });

  it('bars a modified-50 client at 50% but not at 49% (Colorado)', () => {
    expect(ruleOf('CO').doctrine).toBe('modified_50');
    expect(recover('CO', 80_000, 0.49)).toEqual({ amount: 40_800, barred: false, reduction: 39_200 });
    expect(recover('CO', 80_000, 0.5)).toEqual({ amount: 0, barred: true, reduction: 80_000 });
  });

  it('lets a Texas client recover at exactly 50% and bars them at 51%', () => {
    expect(ruleOf('TX').doctrine).toBe('modified_51');
    expect(recover('TX', 80_000, 0.5)).toEqual({ amount: 40_000, barred: false, reduction: 40_000 });
    expect(recover('TX', 80_000, 0.51)).toEqual({ amount: 0, barred: true, reduction: 80_000 });
  });

  it('bars a Louisiana client from 2026 at 51% or more, by the statute text: 50.5% still recovers, reduced', () => {
    const louisiana = ruleOf('LA', '2026-02-01');
    // Art. 2323(A)(2)(a) as amended by Acts 2025, No. 15, read on legis.la.gov on CLAIM_TYPE_TOLLING_READ_AGAIN_ON.
    expect(louisiana).toMatchObject({
      doctrine: 'modified_51_or_more',
      effectiveFrom: '2026-01-01',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(ruleOf('LA', '2026-01-01')).toBe(louisiana);
    const at = (share: number) => applyComparativeFault({ amount: 80_000, clientFaultShare: share, rule: louisiana });
    expect(at(0.5)).toEqual({ amount: 40_000, barred: false, reduction: 40_000 });
    expect(at(0.505)).toEqual({ amount: 39_600, barred: false, reduction: 40_400 });
    expect(at(0.5099)).toEqual({ amount: 39_208, barred: false, reduction: 40_792 });
    expect(at(0.51)).toEqual({ amount: 0, barred: true, reduction: 80_000 });
    // The Texas rule ("not greater than 50%") bars the same 50.5% share.
    expect(recover('TX', 80_000, 0.505)).toEqual({ amount: 0, barred: true, reduction: 80_000 });
    // A 2025 injury keeps pure comparative fault, even at 60%.
    expect(applyComparativeFault({ amount: 80_000, clientFaultShare: 0.6, rule: ruleOf('LA', '2025-12-31') })).toEqual({
      amount: 32_000,
      barred: false,
      reduction: 48_000,
    });
  });

  it("bars a Maine client found equally at fault (14 M.R.S. § 156) and estimates the jury's reduction below it", () => {
    const maine = ruleOf('ME');
    // Unverified: the jury reduces "by dollars and cents, and not by percentage", so 49% gives only an estimate.
    expect(maine).toMatchObject({ doctrine: 'modified_50', verified: false, verifiedOn: null });
    expect(maine.note).toContain('not by percentage');
    expect(recover('ME', 100_000, 0.5)).toEqual({ amount: 0, barred: true, reduction: 100_000 });
    expect(recover('ME', 100_000, 0.49)).toEqual({ amount: 51_000, barred: false, reduction: 49_000 });
  });

  it('leaves a South Dakota share below an equal one to the jury (slight or not), and bars an equal share', () => {
    const southDakota = ruleOf('SD');
    // S.D. Codified Laws § 20-9-2 as amended by SL 1998, ch 125: "slight" is found without a percentage.
    expect(southDakota).toMatchObject({ doctrine: 'slight_gross', verified: true, verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON });
    expect(recover('SD', 100_000, 0)).toEqual({ amount: 100_000, barred: false, reduction: 0 });
    expect(recover('SD', 100_000, 0.1)).toEqual({ amount: 90_000, barred: false, reduction: 10_000, undecided: 'slight_or_more' });
    expect(recover('SD', 100_000, 0.4999)).toMatchObject({ amount: 50_010, undecided: 'slight_or_more' });
    expect(recover('SD', 100_000, 0.5)).toEqual({ amount: 0, barred: true, reduction: 100_000 });
    expect(recover('SD', 100_000, 0.7)).toEqual({ amount: 0, barred: true, reduction: 100_000 });
  });

  it('reduces a Michigan client up to 50% and leaves the economic share open above it', () => {
    expect(ruleOf('MI')).toMatchObject({ doctrine: 'modified_51_noneconomic', verified: false, verifiedOn: null });
    expect(recover('MI', 100_000, 0.5)).toEqual({ amount: 50_000, barred: false, reduction: 50_000 });
    // Above 50%: only economic damages, reduced by the share; at most the whole amount reduced, at least nothing.
    expect(recover('MI', 100_000, 0.6)).toEqual({ amount: 40_000, barred: false, reduction: 60_000, undecided: 'economic_share' });
    expect(recover('MI', 100_000, 1)).toEqual({ amount: 0, barred: false, reduction: 100_000, undecided: 'economic_share' });
  });

  it('bars any client fault in Maryland and the District of Columbia', () => {
    expect(recover('MD', 50_000, 0.01)).toEqual({ amount: 0, barred: true, reduction: 50_000 });
    expect(recover('DC', 50_000, 0.05)).toEqual({ amount: 0, barred: true, reduction: 50_000 });
    expect(recover('DC', 50_000, 0)).toEqual({ amount: 50_000, barred: false, reduction: 0 });
  });

  it('rounds to the cent and never loses one: recovery plus reduction is the gross amount', () => {
    const outcome = recover('NY', 1_000.01, 1 / 3);
    expect(outcome).toEqual({ amount: 666.67, barred: false, reduction: 333.34 });
    expect(Math.round((outcome.amount + outcome.reduction) * 100)).toBe(100_001);
    // 0.1 + 0.2 style float noise must not move a cent: 70% of $0.10 is 7 cents.
    expect(recover('CA', 0.1, 0.3)).toEqual({ amount: 0.07, barred: false, reduction: 0.03 });
    expect(recover('CA', 12_345_678.91, 0.15).amount).toBe(10_493_827.07);
  });

  it('rejects a fault share outside 0..1 and a negative amount', () => {
    expect(() => recover('CA', 100, 1.2)).toThrow(RangeError);
    expect(() => recover('CA', -1, 0.2)).toThrow(RangeError);
  });
});

describe('findFaultRule', () => {
  it('switches Florida to the 51% bar for actions filed after 2023-03-24, whatever the accrual date', () => {
    expect(findFaultRule('FL', '2023-03-24', '2023-03-24')?.doctrine).toBe('pure_comparative');
    expect(findFaultRule('FL', '2023-03-24', '2023-03-25')?.doctrine).toBe('modified_51');
    expect(findFaultRule('FL', '2022-06-01', '2024-01-10')?.doctrine).toBe('modified_51');
    // A case not yet filed will be filed under the new rule.
    expect(findFaultRule('FL', '2023-03-25')?.doctrine).toBe('modified_51');
    expect(findFaultRule('FL', '2023-03-24')?.doctrine).toBe('modified_51');
  });

  it('switches West Virginia to the 51% bar for causes of action arising on or after 2015-05-25', () => {
    expect(findFaultRule('WV', '2015-05-24')?.doctrine).toBe('modified_50');
    expect(findFaultRule('WV', '2015-05-25')?.doctrine).toBe('modified_51');
  });

  it('returns null for an unknown jurisdiction, a bad date, or an accrual before the table covers', () => {
    expect(findFaultRule('ZZ', '2024-01-01')).toBeNull();
    expect(findFaultRule('US', '2024-01-01')).toBeNull();
    expect(findFaultRule('CA', '2024-02-30')).toBeNull();
    expect(findFaultRule('CA', '1999-12-31')).toBeNull();
  });
});

describe('COMPARATIVE_FAULT_RULES', () => {
  it('holds each of the 51 jurisdictions exactly once per effective period', () => {
    expect(US_JURISDICTIONS).toHaveLength(51);
    const periods = COMPARATIVE_FAULT_RULES.map((rule) => `${rule.jurisdiction} ${rule.effectiveFrom}`);
    expect(new Set(periods).size).toBe(periods.length);
    for (const { code } of US_JURISDICTIONS) {
      expect(findFaultRule(code, '2024-06-01', '2024-06-01'), code).not.toBeNull();
    }
    const known = new Set<string>(US_JURISDICTIONS.map((entry) => entry.code));
    expect(COMPARATIVE_FAULT_RULES.filter((rule) => !known.has(rule.jurisdiction))).toEqual([]);
  });

  it('gives every row a citation and ISO dates, and a note saying what to check when unverified', () => {
    for (const rule of COMPARATIVE_FAULT_RULES) {
      expect(rule.citation.length, rule.jurisdiction).toBeGreaterThan(5);
      expect(isIsoDate(rule.effectiveFrom), rule.jurisdiction).toBe(true);
      if (rule.verified) expect(rule.verifiedOn !== null && isIsoDate(rule.verifiedOn), rule.jurisdiction).toBe(true);
      else {
        expect(rule.verifiedOn, rule.jurisdiction).toBeNull();
        expect(rule.note, rule.jurisdiction).toBeTruthy();
      }
    }
  });

  it('lists the rows of a jurisdiction in effective-date order', () => {
    for (const { code } of US_JURISDICTIONS) {
      const dates = COMPARATIVE_FAULT_RULES.filter((rule) => rule.jurisdiction === code).map((rule) => rule.effectiveFrom);
      expect(dates, code).toEqual([...dates].sort());
    }
  });
});
