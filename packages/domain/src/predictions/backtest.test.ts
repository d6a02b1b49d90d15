import { describe, expect, it } from 'vitest';
import { chooseBacktestCutoff, summariseBacktest, type BacktestPoint } from './backtest.js';

const point = (i: number, predicted: number, actual: number): BacktestPoint => ({
  id: `c${i}`,
  name: `Case ${i}`,
  dateClosed: '2025-01-01',
  predicted,
  actual,
  likelyLower: predicted * 0.8,
  likelyUpper: predicted * 1.25,
  lower: predicted * 0.4,
  upper: predicted * 2.5,
});

describe('the backtest summary', () => {
  it('gives the median absolute % error, the share inside each range and equal bins by predicted value', () => {
    const points = [
      point(1, 10_000, 10_000),
      point(2, 20_000, 30_000),
      point(3, 40_000, 200_000),
      point(4, 80_000, 60_000),
      point(5, 160_000, 150_000),
    ];
    const summary = summariseBacktest(points);
    // Errors 0, 1/3, 4/5, 1/3, 1/15: median 1/3.
    expect(summary.medianApe).toBeCloseTo(1 / 3, 12);
    // Inside the likely range: 1, 5 (4 is 75% of its value, below 80%); inside the 95% range: all but 3.
    expect(summary.likelyCoverage).toBeCloseTo(2 / 5, 12);
    expect(summary.rangeCoverage).toBeCloseTo(4 / 5, 12);
    expect(summary.bins).toHaveLength(5);
    expect(summary.bins[2]).toMatchObject({ n: 1, medianPredicted: 40_000, medianActual: 200_000, likelyCoverage: 0, rangeCoverage: 0 });
  });

  it('is empty without points', () => {
    expect(summariseBacktest([])).toEqual({ medianApe: null, likelyCoverage: null, rangeCoverage: null, bins: [] });
  });

  it('cuts so that the last fifth of the settled cases is predicted, and needs enough cases on both sides', () => {
    const dates = Array.from(
      { length: 50 },
      (_, i) => `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + Math.floor(i / 12)).padStart(2, '0')}`,
    );
    const cutoff = chooseBacktestCutoff(dates)!;
    expect(dates.filter((d) => d >= cutoff).length).toBeGreaterThanOrEqual(10);
    expect(dates.filter((d) => d < cutoff).length).toBeGreaterThanOrEqual(20);
    expect(chooseBacktestCutoff(dates.slice(0, 24))).toBeNull();
  });
});
