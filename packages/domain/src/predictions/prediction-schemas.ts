// Prediction request and response shapes (spec section 3) plus the summary the case list shows.
import { z } from 'zod';
import { MAX_DAY_COUNT, MAX_MONEY_AMOUNT, textSchema } from '../shared/schema-fields.js';
import { optionalUsStateSchema } from '../deadlines/case-facts.js';
import { optionalIsoDateSchema } from '../shared/iso-date.js';
import { PREDICTION_DEFAULTS } from './prediction-defaults.js';

// Input bounds: every number finite and inside what the model and the money columns can take, every
// text short and free of control characters, every list short (a case has a handful of each).
const amount = z.number().min(0).max(MAX_MONEY_AMOUNT);
const days = z.number().min(0).max(MAX_DAY_COUNT);
const label = textSchema({ max: 200 });
export const PREDICTION_MAX_INJURIES = 100;
export const PREDICTION_MAX_TREATMENTS = 500;

const intervalSchema = z.object({ lower: z.number(), upper: z.number() });

/** Injury as the model sees it (derived by buildPredictionRequest, spec section 5). */
export const predictionInjurySchema = z.object({
  severity: label.default(PREDICTION_DEFAULTS.injurySeverity),
  body_region: label.default('unknown'),
  permanent: z.boolean().default(false),
  surgical_intervention: z.boolean().default(false),
});
export type PredictionInjury = z.output<typeof predictionInjurySchema>;

export const predictionTreatmentSchema = z.object({
  type: label,
  /** Days. */
  duration: days.nullable().default(null),
  cost: amount.nullable().default(null),
});
export type PredictionTreatment = z.output<typeof predictionTreatmentSchema>;

/**
 * The prediction request (spec section 3). carrier, case_type, property_damage_severity and the
 * treatment-gap fields are additions the model uses; missing ones read as unknown.
 */
export const predictionRequestSchema = z.object({
  case_id: textSchema({ max: 100 }).optional(),
  // The spec's defaults apply to a field left out (and the prediction lists it as assumed); null means not known,
  // and the model reads it as missing.
  client_age: z.number().min(0).max(120).nullable().default(PREDICTION_DEFAULTS.clientAge),
  client_gender: label.default(PREDICTION_DEFAULTS.clientGender),
  liability: z.number().min(0).max(1).nullable().default(PREDICTION_DEFAULTS.liability),
  property_damage: amount.nullable().default(null),
  medical_costs: amount.nullable().default(null),
  /** Wages lost to the injury so far, in dollars (an addition to the spec's request; missing when not sent). */
  lost_wages: amount.nullable().default(null),
  work_days_missed: days.nullable().default(null),
  injuries: z.array(predictionInjurySchema).max(PREDICTION_MAX_INJURIES).default([]),
  treatments: z.array(predictionTreatmentSchema).max(PREDICTION_MAX_TREATMENTS).default([]),
  insurance_limits: amount.nullable().default(PREDICTION_DEFAULTS.insuranceLimits),
  jurisdiction: label.default(PREDICTION_DEFAULTS.jurisdiction),
  carrier: label.default('unknown'),
  case_type: label.default('personal_injury'),
  treatment_gap_days: days.nullable().default(null),
  has_treatment_gap: z.boolean().nullable().default(null),
  /**
   * Not model inputs: the state whose comparative-fault rule applies and the incident date that picks the rule. With a
   * state, the what-if answers with an expected recovery (from `liability` and `insurance_limits` only when sent).
   */
  state: optionalUsStateSchema(),
  incident_date: optionalIsoDateSchema(),
});
export type PredictionRequestInput = z.input<typeof predictionRequestSchema>;
export type PredictionRequest = z.output<typeof predictionRequestSchema>;

export const MODEL_NAMES = ['linear_regression', 'random_forest', 'gradient_boost', 'ensemble'] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

/** First response shape: every model's value, intervals and key factors. */
export const predictionResultSchema = z.object({
  predictions: z.object({
    linear_regression: z.number().nullable().optional(),
    random_forest: z.number().nullable().optional(),
    gradient_boost: z.number().nullable().optional(),
    ensemble: z.number().nullable().optional(),
    /** 0..1; older records call it confidence_score. */
    confidence: z.number().min(0).max(1).optional(),
    confidence_score: z.number().min(0).max(1).optional(),
  }),
  confidence_intervals: z.object({ ensemble: intervalSchema.optional(), random_forest: intervalSchema.optional() }),
  key_factors: z.array(z.object({ factor: z.string(), importance: z.number().min(0).max(1) })),
  model_version: z.string(),
  timestamp: z.string(),
  input_data: predictionRequestSchema.optional(),
});
export type PredictionResult = z.infer<typeof predictionResultSchema>;

/** Second response shape: the single-case prediction endpoint, with its explanation. */
export const casePredictionResponseSchema = z.object({
  mean_prediction: z.number(),
  confidence_score: z.number().min(0).max(1),
  lower_ci: z.number(),
  upper_ci: z.number(),
  feature_importance: z.array(z.object({ feature: z.string(), importance: z.number().min(0).max(1) })),
  explanation: z.object({
    base_value: z.number(),
    /** Signed dollar amounts; base_value + Σ contributions = mean_prediction. */
    feature_contributions: z.record(z.string(), z.number()),
  }),
  model_version: z.string().optional(),
  timestamp: z.string().optional(),
});
export type CasePredictionResponse = z.infer<typeof casePredictionResponseSchema>;

/** The stored prediction record (spec section 3). */
export const storedPredictionSchema = z.object({
  id: z.string(),
  case_id: z.string(),
  predicted_value: z.number(),
  confidence: z.number().min(0).max(1),
  confidence_interval: z.object({ lower_bound: z.number(), upper_bound: z.number() }),
  key_factors: z.array(z.object({ factor: z.string(), importance: z.number() })),
  model_version: z.string(),
  input_data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type StoredPrediction = z.infer<typeof storedPredictionSchema>;

/** The latest prediction as shown beside a case in lists and on the dashboard. */
export const predictionSummarySchema = z.object({
  predictedValue: z.number(),
  lowerBound: z.number(),
  upperBound: z.number(),
  confidence: z.number().min(0).max(1),
  modelVersion: z.string(),
  createdAt: z.string(),
});
export type PredictionSummary = z.infer<typeof predictionSummarySchema>;

/** The value to show: ensemble, else random forest, else null (the caller may estimate locally). */
export function getPredictedValue(result: PredictionResult): number | null {
  return result.predictions.ensemble ?? result.predictions.random_forest ?? null;
}

/** The interval that belongs with getPredictedValue's model. */
export function getPredictionInterval(result: PredictionResult): { lower: number; upper: number } | null {
  if (result.predictions.ensemble != null) return result.confidence_intervals.ensemble ?? null;
  return result.confidence_intervals.random_forest ?? result.confidence_intervals.ensemble ?? null;
}

export function getConfidenceScore(result: PredictionResult): number | null {
  return result.predictions.confidence ?? result.predictions.confidence_score ?? null;
}
