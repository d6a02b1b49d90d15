import { describe, expect, it } from 'vitest';
import {
  MIN_CASES_PER_CONFIDENCE_BAND,
  UNMEASURED_CONFIDENCE_RULE,
  decideConfidenceLabel,
  deriveConfidenceRule,
  hasMinimumValueFacts,
  labelFromWidth,
  readModelTrust,
  summariseConfidenceByLabel,
  type ConfidenceOutcome,
} from './confidence.js';

/** n held-out cases with widths spread over [0.1, 1.0) and an error given by the width. */
function outcomes(n: number, errorOf: (width: number, i: number) => number): ConfidenceOutcome[] {
  return Array.from({ length: n }, (_, i) => {
    const relativeWidth = 0.1 + (0.9 * i) / n;
    const ape = errorOf(relativeWidth, i);
    return { relativeWidth, ape, inLikely: ape < relativeWidth / 2, inRange: ape < relativeWidth * 2 };
  });
}

describe('the confidence label from measured error', () => {
  it('gives High to the narrowest third only when those cases erred least', () => {
    const rule = deriveConfidenceRule(outcomes(300, (width) => width / 3));
    expect(rule.measured).toBe(true);
    expect(rule.highBelow).toBeCloseTo(0.4, 2);
    expect(rule.lowFrom).toBeCloseTo(0.7, 2);
    expect(labelFromWidth(rule, 0.2)).toBe('High');
    expect(labelFromWidth(rule, 0.5)).toBe('Medium');
    expect(labelFromWidth(rule, 0.9)).toBe('Low');
    const table = summariseConfidenceByLabel(
      rule,
      outcomes(300, (width) => width / 3),
    );
    expect(table.map((row) => row.n)).toEqual([100, 100, 100]);
    expect(table[0]!.medianApe!).toBeLessThan(table[1]!.medianApe!);
    expect(table[1]!.medianApe!).toBeLessThan(table[2]!.medianApe!);
    expect(table[0]!.likelyCoverage).toBe(1);
  });

  it('gives no High when narrow ranges did not err least (width says nothing about error)', () => {
    // Narrow ranges erred the most: their width is not evidence of precision.
    const rule = deriveConfidenceRule(outcomes(300, (width) => 1 - width));
    expect(rule.highBelow).toBeNull();
    expect(labelFromWidth(rule, 0.15)).toBe('Medium');
    expect(
      summariseConfidenceByLabel(
        rule,
        outcomes(300, (width) => 1 - width),
      )[0],
    ).toMatchObject({ label: 'High', n: 0, medianApe: null });
  });

  it('is unmeasured, with no High, on too few held-out cases', () => {
    expect(deriveConfidenceRule(outcomes(3 * MIN_CASES_PER_CONFIDENCE_BAND - 1, (width) => width))).toEqual(UNMEASURED_CONFIDENCE_RULE);
    expect(labelFromWidth(UNMEASURED_CONFIDENCE_RULE, 0.05)).toBe('Medium');
    expect(labelFromWidth(UNMEASURED_CONFIDENCE_RULE, 0.6)).toBe('Low');
  });

  it('caps a synthetic-only model at Medium, and gives Low to a wide range or below the facts minimum', () => {
    const rule = { highBelow: 0.4, lowFrom: 0.7, measured: true };
    const narrow = { rule, prediction: 100_000, likelyLower: 90_000, likelyUpper: 110_000, hasMinimumFacts: true };
    expect(decideConfidenceLabel({ ...narrow, basis: 'firm' })).toBe('High');
    expect(decideConfidenceLabel({ ...narrow, basis: 'synthetic' })).toBe('Medium');
    expect(decideConfidenceLabel({ ...narrow, basis: 'firm', hasMinimumFacts: false })).toBe('Low');
    expect(decideConfidenceLabel({ ...narrow, basis: 'firm', likelyLower: 50_000, likelyUpper: 130_000 })).toBe('Low');
    expect(decideConfidenceLabel({ ...narrow, basis: 'firm', prediction: 0 })).toBe('Low');
  });

  it('needs an injury or a medical cost for the facts minimum', () => {
    expect(hasMinimumValueFacts({ injuries: [], medical_costs: null, treatments: [] })).toBe(false);
    expect(hasMinimumValueFacts({ injuries: [], medical_costs: 0, treatments: [{ cost: null }] })).toBe(false);
    expect(hasMinimumValueFacts({ injuries: [{}], medical_costs: null })).toBe(true);
    expect(hasMinimumValueFacts({ medical_costs: 1200 })).toBe(true);
    expect(hasMinimumValueFacts({ treatments: [{ cost: 300 }] })).toBe(true);
  });

  it('reads a stored model: synthetic when it learned from no firm case, the unmeasured rule when its card has none', () => {
    expect(readModelTrust({ firmRows: 0, rule: null })).toEqual({ basis: 'synthetic', rule: UNMEASURED_CONFIDENCE_RULE });
    expect(readModelTrust({ firmRows: 12, rule: { highBelow: 0.3, lowFrom: 0.8, measured: true } })).toEqual({
      basis: 'firm',
      rule: { highBelow: 0.3, lowFrom: 0.8, measured: true },
    });
  });
});
