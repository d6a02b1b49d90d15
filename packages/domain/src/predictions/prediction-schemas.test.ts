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
