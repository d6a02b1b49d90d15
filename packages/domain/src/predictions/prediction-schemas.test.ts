import { describe, expect, it } from 'vitest';
import { getLiabilityPercent } from './prediction-defaults.js';
import {
  casePredictionResponseSchema,
  getConfidenceScore,
  getPredictedValue,
  getPredictionInterval,
  predictionRequestSchema,
  predictionResultSchema,
} from './prediction-schemas.js';
import { savePredictionBodySchema } from './prediction-api.js';

describe('predictionRequestSchema', () => {
  it('fills the spec defaults', () => {
    const request = predictionRequestSchema.parse({ injuries: [{}] });
    expect(request).toMatchObject({
      client_age: 35,
      client_gender: 'unknown',
      liability: 0.8,
      insurance_limits: 100000,
      jurisdiction: 'unknown',
    });
    expect(request.injuries[0]).toEqual({ severity: 'moderate', body_region: 'unknown', permanent: false, surgical_intervention: false });
  });
  it('rejects liability outside 0..1', () => {
    expect(predictionRequestSchema.safeParse({ liability: 80 }).success).toBe(false);
  });
  it('bounds every number and text so nothing infinite or huge reaches the model', () => {
    const path = (input: unknown) => predictionRequestSchema.safeParse(input).error?.issues[0]?.path.join('.');
    expect(path({ medical_costs: 1e308 })).toBe('medical_costs');
    expect(path({ insurance_limits: 1e13 })).toBe('insurance_limits');
    expect(path({ work_days_missed: 1e6 })).toBe('work_days_missed');
    expect(path({ treatments: [{ type: 'PT', duration: 1e308 }] })).toBe('treatments.0.duration');
    expect(path({ treatments: [{ type: 'PT', cost: -1 }] })).toBe('treatments.0.cost');
    expect(path({ carrier: 'a\u0000' })).toBe('carrier');
    expect(path({ jurisdiction: 'x'.repeat(201) })).toBe('jurisdiction');
    expect(path({ injuries: Array.from({ length: 101 }, () => ({})) })).toBe('injuries');
    expect(predictionRequestSchema.safeParse({ medical_costs: 999_999_999.99, treatments: [{ type: 'PT', cost: 12.345 }] }).success).toBe(
      true,
    );
  });
});

describe('savePredictionBodySchema', () => {
  const valid = {
    predictions: { ensemble: 42_000.123, confidence: 0.7 },
    confidence_intervals: { ensemble: { lower: 30_000, upper: 55_000 } },
    key_factors: [{ factor: 'medical_costs', importance: 0.4 }],
    model_version: 'outside-1',
    timestamp: '2024-05-01T00:00:00Z',
    explanation: { base_value: 30_000, feature_contributions: { medical_costs: 15_000, liability: -3_000 } },
  };
  const path = (input: unknown) => savePredictionBodySchema.safeParse(input).error?.issues[0]?.path.join('.');
  it('accepts a prediction made elsewhere, with negative contributions', () => {
    expect(savePredictionBodySchema.parse(valid).predictions.ensemble).toBe(42_000.123);
  });
  it('refuses negative, infinite or huge values, long or control-character text and long lists', () => {
    expect(path({ ...valid, predictions: { ensemble: -1 } })).toBe('predictions.ensemble');
    expect(path({ ...valid, predictions: { random_forest: 1e308 } })).toBe('predictions.random_forest');
    expect(path({ ...valid, confidence_intervals: { ensemble: { lower: 60_000, upper: 50_000 } } })).toBe(
      'confidence_intervals.ensemble.upper',
    );
    expect(path({ ...valid, model_version: '' })).toBe('model_version');
    expect(path({ ...valid, model_version: 'v'.repeat(101) })).toBe('model_version');
    expect(path({ ...valid, timestamp: 't\u0000' })).toBe('timestamp');
    expect(path({ ...valid, key_factors: [{ factor: 'x'.repeat(201), importance: 0.1 }] })).toBe('key_factors.0.factor');
    expect(path({ ...valid, key_factors: Array.from({ length: 101 }, () => ({ factor: 'f', importance: 0.1 })) })).toBe('key_factors');
    expect(path({ ...valid, explanation: { base_value: 1e300, feature_contributions: {} } })).toBe('explanation.base_value');
    expect(path({ ...valid, explanation: { base_value: 1, feature_contributions: { 'a\u0000': 1 } } })).toMatch(
      /^explanation\.feature_contributions/,
    );
    expect(path({ ...valid, input_data: { medical_costs: 1e308 } })).toBe('input_data.medical_costs');
  });
});

describe('prediction responses', () => {
  const result = predictionResultSchema.parse({
    predictions: { random_forest: 90_000, ensemble: 100_000, confidence_score: 0.82 },
    confidence_intervals: { ensemble: { lower: 80_000, upper: 130_000 }, random_forest: { lower: 1, upper: 2 } },
    key_factors: [{ factor: 'medical_costs', importance: 0.4 }],
    model_version: 'base-1',
    timestamp: '2024-05-01T00:00:00Z',
  });

  it('prefers the ensemble, then the random forest', () => {
    expect(getPredictedValue(result)).toBe(100_000);
    expect(getPredictionInterval(result)).toEqual({ lower: 80_000, upper: 130_000 });
    const forestOnly = { ...result, predictions: { random_forest: 90_000 } };
    expect(getPredictedValue(forestOnly)).toBe(90_000);
    expect(getPredictionInterval(forestOnly)).toEqual({ lower: 1, upper: 2 });
    expect(getPredictedValue({ ...result, predictions: {} })).toBeNull();
  });

  it('reads confidence from either field name', () => {
    expect(getConfidenceScore(result)).toBe(0.82);
  });

  it('validates the single-case response', () => {
    const parsed = casePredictionResponseSchema.safeParse({
      mean_prediction: 100_000,
      confidence_score: 0.8,
      lower_ci: 80_000,
      upper_ci: 130_000,
      feature_importance: [{ feature: 'liability', importance: 0.3 }],
      explanation: { base_value: 60_000, feature_contributions: { liability: 25_000, medical_costs: 15_000 } },
    });
    expect(parsed.success).toBe(true);
    expect(casePredictionResponseSchema.safeParse({ mean_prediction: 1 }).success).toBe(false);
  });
});

describe('getLiabilityPercent', () => {
  it('shows the fraction as a percent and defaults to 70', () => {
    expect(getLiabilityPercent(0.85)).toBe(85);
    expect(getLiabilityPercent(null)).toBe(70);
  });
});
