import { describe, expect, it } from 'vitest';
import { buildWaterfallSteps, formatPredictedValue, getTopFactors } from './prediction-view';

describe('formatPredictedValue', () => {
  it('shows the ensemble, else the random forest, and Calculating... for 0', () => {
    expect(
      formatPredictedValue({
        predictions: { ensemble: 125000, random_forest: 1, linear_regression: null, gradient_boost: null, confidence: 1 },
        mean_prediction: 125000,
      }),
    ).toBe('$125,000');
    expect(
      formatPredictedValue({
        predictions: { ensemble: null, random_forest: 90000, linear_regression: null, gradient_boost: null, confidence: 1 },
        mean_prediction: 0,
      }),
    ).toBe('$90,000');
    expect(
      formatPredictedValue({
        predictions: { ensemble: 0, random_forest: null, linear_regression: null, gradient_boost: null, confidence: 1 },
        mean_prediction: 0,
      }),
    ).toBe('Calculating...');
  });
});

describe('getTopFactors', () => {
  it('keeps the five most important with readable names and one-decimal impact', () => {
    const factors = ['a_b', 'medical_costs', 'c', 'd', 'e', 'f'].map((factor, i) => ({ factor, importance: 0.5 - i * 0.05 }));
    expect(getTopFactors({ key_factors: factors })).toEqual([
      { name: 'A B', impact: '50.0%' },
      { name: 'Medical Costs', impact: '45.0%' },
      { name: 'C', impact: '40.0%' },
      { name: 'D', impact: '35.0%' },
      { name: 'E', impact: '30.0%' },
    ]);
  });
});

describe('buildWaterfallSteps', () => {
  it('walks from the base value through the contributions to the prediction', () => {
    const contributions = { medical_costs: 20000, liability: -5000, a: 100, b: 50, c: 25, d: 10, e: 5, f: 1 };
    const total = Object.values(contributions).reduce((s, v) => s + v, 30000);
    const steps = buildWaterfallSteps({ base_value: 30000, feature_contributions: contributions }, total);
    expect(steps[0]).toEqual({ label: 'Base value', start: 0, end: 30000, kind: 'base' });
    expect(steps[1]).toEqual({ label: 'Medical Costs', start: 30000, end: 50000, kind: 'up' });
    expect(steps[2]).toEqual({ label: 'Liability', start: 50000, end: 45000, kind: 'down' });
    expect(steps.at(-2)).toMatchObject({ label: 'Other factors' });
    expect(steps.at(-2)!.end).toBeCloseTo(total, 6);
    expect(steps.at(-1)).toEqual({ label: 'Prediction', start: 0, end: total, kind: 'total' });
  });

  it('goes on from the prediction through fault and coverage to the expected recovery', () => {
    const recovery = {
      mean: 25_000,
      lower: 14_000,
      upper: 25_000,
      adjustments: [
        {
          kind: 'comparative_fault' as const,
          amount: 12_000,
          rule: null,
          citation: 'Tex. Civ. Prac. & Rem. Code §§ 33.001, 33.012',
          label: 'Client 30% at fault',
        },
        {
          kind: 'policy_limits' as const,
          amount: 3_000,
          rule: null,
          citation: 'Policy limits entered on the case: $25,000.00',
          label: 'Capped',
        },
      ],
      notes: [],
    };
    const steps = buildWaterfallSteps({ base_value: 30000, feature_contributions: { medical_costs: 10000 } }, 40000, 6, recovery);
    expect(steps.slice(-4)).toEqual([
      { label: 'Prediction', start: 0, end: 40000, kind: 'total' },
      { label: 'Comparative fault', start: 40000, end: 28000, kind: 'down' },
      { label: 'Policy limits', start: 28000, end: 25000, kind: 'down' },
      { label: 'Expected recovery', start: 0, end: 25000, kind: 'total' },
    ]);
  });
});
