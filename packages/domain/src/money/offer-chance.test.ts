import { describe, expect, it } from 'vitest';
import { chanceOfExceeding, normalUpperTail, Z_95 } from './offer-chance.js';

describe('normalUpperTail', () => {
  it('matches the standard normal table', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 7);
    expect(normalUpperTail(Z_95)).toBeCloseTo(0.025, 6);
    expect(normalUpperTail(-Z_95)).toBeCloseTo(0.975, 6);
    expect(normalUpperTail(1)).toBeCloseTo(0.158655, 6);
    expect(normalUpperTail(-3)).toBeCloseTo(0.99865, 5);
  });
});

describe('chanceOfExceeding', () => {
  const prediction = { mean: 50_000, lower: 20_000, upper: 200_000 };

  it('is one half at the predicted value and 97.5% / 2.5% at the ends of the 95% range', () => {
    expect(chanceOfExceeding(prediction, 50_000)).toBeCloseTo(0.5, 6);
    expect(chanceOfExceeding(prediction, 20_000)).toBeCloseTo(0.975, 6);
    expect(chanceOfExceeding(prediction, 200_000)).toBeCloseTo(0.025, 6);
  });

  it('falls as the offer rises, and is 1 for an offer of nothing', () => {
    const chances = [0, 8_000, 15_000, 30_000, 60_000, 100_000, 1_000_000].map((offer) => chanceOfExceeding(prediction, offer)!);
    for (let index = 1; index < chances.length; index += 1) expect(chances[index]).toBeLessThan(chances[index - 1]!);
    expect(chances[0]).toBe(1);
    expect(chances.at(-1)).toBeLessThan(0.001);
  });

  it('uses each side of the range for its own side (an asymmetric range)', () => {
    // One log-σ below the value on the low side: ln(50000/20000)/1.96 ≈ 0.4675.
    const sigmaLow = Math.log(50_000 / 20_000) / Z_95;
    expect(chanceOfExceeding(prediction, 50_000 * Math.exp(-sigmaLow))).toBeCloseTo(0.841345, 5);
    const sigmaHigh = Math.log(200_000 / 50_000) / Z_95;
    expect(chanceOfExceeding(prediction, 50_000 * Math.exp(sigmaHigh))).toBeCloseTo(0.158655, 5);
  });

  it('uses the upper spread below the value when the range starts at 0', () => {
    const fromZero = { mean: 10_000, lower: 0, upper: 40_000 };
    expect(chanceOfExceeding(fromZero, 2_500)).toBeCloseTo(0.975, 6);
  });

  it('is a step for a point prediction, and null without a usable prediction', () => {
    const point = { mean: 10_000, lower: 10_000, upper: 10_000 };
    expect(chanceOfExceeding(point, 9_999)).toBe(1);
    expect(chanceOfExceeding(point, 10_001)).toBe(0);
    expect(chanceOfExceeding({ mean: 0, lower: 0, upper: 0 }, 100)).toBeNull();
    expect(chanceOfExceeding({ mean: 100, lower: 200, upper: 300 }, 100)).toBeNull();
    expect(chanceOfExceeding(prediction, Number.NaN)).toBeNull();
  });
});
