import { describe, expect, it } from 'vitest';
import { getConfidenceLabel } from './prediction-labels.js';
import { computeConfidenceScore, rankKeyFactors, toDollarContributions } from './prediction-explanation.js';

describe('toDollarContributions', () => {
  it('adds up exactly to the dollar prediction and keeps every sign', () => {
    const logContributions = { medical_costs: 0.9, liability: -0.2, jurisdiction: 0.05 };
    const logBaseValue = Math.log(30_000);
    const predictedAmount = Math.exp(logBaseValue + 0.75);
    const { baseValue, contributions } = toDollarContributions({ logBaseValue, logContributions, predictedAmount });
    expect(baseValue).toBeCloseTo(30_000, 6);
    const sum = Object.values(contributions).reduce((s, v) => s + v, baseValue);
    expect(Math.abs(sum - predictedAmount)).toBeLessThan(1e-6);
    expect(contributions.medical_costs).toBeGreaterThan(0);
    expect(contributions.liability).toBeLessThan(0);
    // Proportional to the log contributions.
    expect(contributions.medical_costs! / contributions.jurisdiction!).toBeCloseTo(18, 6);
  });

  it('uses the prediction as the scale when the log contributions cancel out', () => {
    const { baseValue, contributions } = toDollarContributions({
      logBaseValue: Math.log(1000),
      logContributions: { a: 0.1, b: -0.1 },
      predictedAmount: 1000,
    });
    expect(contributions.a).toBeCloseTo(100, 6);
    expect(contributions.b).toBeCloseTo(-100, 6);
    expect(baseValue + contributions.a! + contributions.b!).toBeCloseTo(1000, 6);
  });
});

describe('computeConfidenceScore', () => {
  it('agrees with the confidence label at the 30% and 60% boundaries', () => {
    for (const width of [0, 0.1, 0.29, 0.31, 0.59, 0.61, 2, 5]) {
      const input = { prediction: 100, lower: 100 - width * 50, upper: 100 + width * 50 };
      const score = computeConfidenceScore(input);
      const label = getConfidenceLabel(input);
      expect(label).toBe(score > 1 / 1.3 ? 'High' : score > 1 / 1.6 ? 'Medium' : 'Low');
    }
  });

  it('is 1 for a point, falls as the interval widens, and is 0 for a non-positive prediction', () => {
    expect(computeConfidenceScore({ prediction: 50, lower: 50, upper: 50 })).toBe(1);
    expect(computeConfidenceScore({ prediction: 50, lower: 25, upper: 100 })).toBeCloseTo(1 / 2.5, 12);
    expect(computeConfidenceScore({ prediction: 0, lower: 0, upper: 10 })).toBe(0);
  });
});

describe('rankKeyFactors', () => {
  it('ranks by absolute contribution as shares that sum to 1, dropping zeros', () => {
    const factors = rankKeyFactors({ a: -0.6, b: 0.3, c: 0.1, d: 0 });
    expect(factors.map((f) => f.factor)).toEqual(['a', 'b', 'c']);
    expect(factors.reduce((s, f) => s + f.importance, 0)).toBeCloseTo(1, 12);
    expect(factors[0]!.importance).toBeCloseTo(0.6, 12);
    expect(rankKeyFactors({})).toEqual([]);
  });
});
