import { describe, expect, it } from 'vitest';
import {
  compareActualToPredicted,
  formatActualVsPredicted,
  getConfidenceLabel,
  getPerformanceRating,
  selectTopContributions,
  selectTopKeyFactors,
} from './prediction-labels.js';

describe('getConfidenceLabel', () => {
  it('labels by interval width relative to the prediction', () => {
    expect(getConfidenceLabel({ prediction: 100_000, lower: 90_000, upper: 119_999 })).toBe('High');
    expect(getConfidenceLabel({ prediction: 100_000, lower: 90_000, upper: 120_000 })).toBe('Medium');
    expect(getConfidenceLabel({ prediction: 100_000, lower: 70_000, upper: 129_999 })).toBe('Medium');
    expect(getConfidenceLabel({ prediction: 100_000, lower: 70_000, upper: 130_000 })).toBe('Low');
    expect(getConfidenceLabel({ prediction: 125_000, lower: 80_000, upper: 150_000 })).toBe('Medium');
  });
  it('calls a zero prediction Low', () => {
    expect(getConfidenceLabel({ prediction: 0, lower: 0, upper: 0 })).toBe('Low');
  });
});

describe('getPerformanceRating', () => {
  it('rates by the 1.1 / 1.0 / 0.9 thresholds', () => {
    expect(getPerformanceRating(null)).toBe('No data');
    expect(getPerformanceRating(1.1)).toBe('Excellent');
    expect(getPerformanceRating(1.0999)).toBe('Good');
    expect(getPerformanceRating(1.0)).toBe('Good');
    expect(getPerformanceRating(0.9)).toBe('Average');
    expect(getPerformanceRating(0.8999)).toBe('Below Average');
  });
});

describe('compareActualToPredicted', () => {
  it('gives the absolute percent and the direction', () => {
    expect(compareActualToPredicted({ actual: 110_000, predicted: 100_000 })).toEqual({ percent: 10, direction: 'above' });
    const below = compareActualToPredicted({ actual: 75_000, predicted: 100_000 });
    expect(below).toEqual({ percent: 25, direction: 'below' });
    expect(below && formatActualVsPredicted(below)).toBe('25.0% below');
  });
  it('has nothing to say without a positive prediction', () => {
    expect(compareActualToPredicted({ actual: 1, predicted: 0 })).toBeNull();
  });
});

describe('top factors', () => {
  it('keeps the 5 most important factors', () => {
    const factors = [0.1, 0.5, 0.05, 0.3, 0.2, 0.4].map((importance, index) => ({ factor: `f${index}`, importance }));
    expect(selectTopKeyFactors(factors).map((factor) => factor.factor)).toEqual(['f1', 'f5', 'f3', 'f4', 'f0']);
  });
  it('keeps the 5 largest contributions by absolute size', () => {
    const top = selectTopContributions({ a: 100, b: -900, c: 50, d: 400, e: -10, f: 300 });
    expect(top).toEqual([
      { feature: 'b', amount: -900 },
      { feature: 'd', amount: 400 },
      { feature: 'f', amount: 300 },
      { feature: 'a', amount: 100 },
      { feature: 'c', amount: 50 },
    ]);
  });
});
