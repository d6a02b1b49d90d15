import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIOR_CASES,
  MIN_RATED_CASES,
  estimateFirmShrinkage,
  shrinkAttorneyMetrics,
  summarisePairStats,
} from './attorney-shrinkage.js';

/** n cases predicted at $10,000 settling at ratio × $10,000, with a spread of ±spread on the log scale. */
function cases(n: number, ratio: number, spread = 0.3) {
  return Array.from({ length: n }, (_, i) => ({ predicted: 10_000, actual: 10_000 * ratio * Math.exp(i % 2 === 0 ? spread : -spread) }));
}

describe('attorney WAR and performance ratio shrunk toward the firm', () => {
  it('pulls a one-case attorney most of the way to the firm average, gives an interval and no rating', () => {
    const stats = [summarisePairStats(cases(40, 1.0)), summarisePairStats(cases(40, 1.2)), summarisePairStats(cases(1, 3.698, 0))];
    const firm = estimateFirmShrinkage(stats);
    expect(firm.totalCases).toBe(81);
    const one = shrinkAttorneyMetrics(stats[2]!, firm, 10_000);
    expect(one.n).toBe(1);
    expect(one.rawPerformanceRatio).toBeCloseTo(3.698, 3);
    expect(one.rawWar).toBeCloseTo(2.698, 3);
    // r̃ = R + Z (r − R), Z = n / (n + k): far below the raw 369.8%.
    expect(one.credibility).toBeCloseTo(1 / (1 + firm.priorCases), 10);
    expect(one.performanceRatio).toBeCloseTo(firm.firmRatio! + one.credibility * (3.698 - firm.firmRatio!), 3);
    expect(one.credibility).toBeLessThan(0.5);
    expect(one.performanceRatio! - firm.firmRatio!).toBeLessThan((3.698 - firm.firmRatio!) / 2);
    expect(one.war).toBeCloseTo((10_000 * (one.performanceRatio! - 1)) / 10_000, 10);
    expect(one.performanceRatioInterval!.lower).toBeLessThan(one.performanceRatio!);
    expect(one.performanceRatioInterval!.upper).toBeGreaterThan(one.performanceRatio!);
    expect(one.warInterval!.lower).toBeLessThan(one.war!);
    expect(one.rating).toBeNull();
    expect(one.ratingReason).toBe(`Fewer than ${MIN_RATED_CASES} settled cases compared (1): too few to rate.`);
  });

  it('keeps a large sample near its own figure, with a narrower interval, and rates it', () => {
    const stats = [summarisePairStats(cases(200, 1.0)), summarisePairStats(cases(200, 1.3)), summarisePairStats(cases(5, 1.3))];
    const firm = estimateFirmShrinkage(stats);
    const big = shrinkAttorneyMetrics(stats[1]!, firm, 10_000);
    const small = shrinkAttorneyMetrics(stats[2]!, firm, 10_000);
    expect(big.credibility).toBeGreaterThan(0.9);
    expect(big.performanceRatio!).toBeGreaterThan(1.25);
    expect(big.rating).toBe('Excellent');
    expect(small.credibility).toBeLessThan(big.credibility);
    const width = (m: typeof big) => m.performanceRatioInterval!.upper - m.performanceRatioInterval!.lower;
    expect(width(big)).toBeLessThan(width(small));
    expect(small.rating).toBeNull();
  });

  it('uses the default prior strength when the spread between attorneys cannot be measured', () => {
    const firm = estimateFirmShrinkage([summarisePairStats(cases(12, 1.0))]);
    expect(firm.priorCases).toBe(DEFAULT_PRIOR_CASES);
    const only = shrinkAttorneyMetrics(summarisePairStats(cases(12, 1.0)), firm, 10_000);
    // Shrunk toward the firm's ratio, which is its own: the figure stands.
    expect(only.performanceRatio).toBeCloseTo(only.rawPerformanceRatio!, 10);
    expect(only.rating).toBe('Good');
  });

  it('has no figure, and says why, without a compared case', () => {
    const firm = estimateFirmShrinkage([]);
    expect(shrinkAttorneyMetrics(null, firm, 10_000)).toMatchObject({
      n: 0,
      war: null,
      performanceRatio: null,
      rating: null,
      ratingReason: expect.stringMatching(/No settled case/),
    });
  });
});
