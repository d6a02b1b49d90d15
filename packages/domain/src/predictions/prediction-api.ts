// The prediction API's shapes: a stored or fresh prediction with both response forms, similar cases, models and training jobs.
import { z } from 'zod';
import { noneYetSchema } from '../shared/none-yet.js';
import { MAX_MONEY_AMOUNT, textSchema } from '../shared/schema-fields.js';
import { confidenceLabelSchema, confidenceLabelStatsSchema, confidenceRuleSchema, modelBasisSchema } from './confidence.js';
import { expectedRecoverySchema } from './expected-recovery.js';
import { missingFactSchema } from './missing-facts.js';
import { predictionRequestSchema, predictionSummarySchema } from './prediction-schemas.js';

const factorSchema = z.object({ factor: z.string(), importance: z.number() });

/** Dollar explanation (base_value + Σ feature_contributions = mean_prediction) and the model's own log-dollar one. */
export const predictionExplanationSchema = z.object({
  base_value: z.number(),
  feature_contributions: z.record(z.string(), z.number()),
  log_base_value: z.number().nullable(),
  log_contributions: z.record(z.string(), z.number()),
});
export type PredictionExplanation = z.infer<typeof predictionExplanationSchema>;

/**
 * One prediction in every shape the spec names: the single-case form (mean_prediction, lower_ci, …),
 * the full form (predictions, confidence_intervals, key_factors, …) and the stored record
 * (predicted_value, confidence_interval, created_at). Null id: not stored (what-if predictions).
 */
export const predictionRecordSchema = z.object({
  id: z.string().nullable(),
  case_id: z.string().nullable(),
  mean_prediction: z.number(),
  /**
   * The label from measured error (docs/predictions.md): the likely range's width cut where held-out cases erred
   * more, Low below the facts minimum, at most Medium when model_basis is 'synthetic'.
   */
  confidence_label: confidenceLabelSchema,
  /**
   * 'synthetic': the model learned only from synthetic cases; 'firm': from the firm's settled cases too. Null only on a
   * prediction saved from elsewhere (POST /api/cases/:caseId/predictions/external), made by a model Casecast does not know.
   */
  model_basis: modelBasisSchema.nullable(),
  /** Range precision, 1 / (1 + the likely range's relative width): not a probability of being right. */
  confidence_score: z.number().min(0).max(1),
  lower_ci: z.number(),
  upper_ci: z.number(),
  feature_importance: z.array(z.object({ feature: z.string(), importance: z.number() })),
  explanation: predictionExplanationSchema,
  predictions: z.object({
    linear_regression: z.number().nullable(),
    random_forest: z.number().nullable(),
    gradient_boost: z.number().nullable(),
    ensemble: z.number().nullable(),
    confidence: z.number().min(0).max(1),
  }),
  confidence_intervals: z.object({ ensemble: z.object({ lower: z.number(), upper: z.number() }) }),
  /**
   * The likely range: half of cases like this one settle inside it, from the same conformal scores as the 95% range
   * (lower_ci/upper_ci); confidence_score is read from it. Null on predictions saved from elsewhere or made before it.
   */
  likely_range: z.object({ lower: z.number(), upper: z.number(), level: z.literal(0.5) }).nullable(),
  key_factors: z.array(factorSchema),
  model_version: z.string(),
  model_id: z.string().nullable(),
  timestamp: z.string(),
  input_data: z.record(z.string(), z.unknown()),
  predicted_value: z.number(),
  confidence: z.number().min(0).max(1),
  confidence_interval: z.object({ lower_bound: z.number(), upper_bound: z.number() }),
  created_at: z.string(),
  /**
   * The value after the client's comparative fault (by the case's state) and the known policy limits. Null when the
   * prediction has no case facts: a what-if without a state, or a prediction stored before it was computed.
   */
  expected_recovery: expectedRecoverySchema.nullable(),
  /**
   * The case's facts (its fields, injuries and treatments) changed since this prediction was made: refresh it.
   * Only on a case's stored latest prediction; absent when unknown (made before facts were fingerprinted, or not stored).
   */
  out_of_date: z.boolean().optional(),
  /**
   * The value facts the prediction was made without: `missing` (not entered; the model read it as missing) or
   * `assumed` (left out of an API request; the spec's default was used), with how much entering it would narrow the
   * 95% range. Empty for predictions stored before this was recorded.
   */
  missing_facts: z.array(missingFactSchema),
  /**
   * 'indicative' below the facts minimum (no injury and no medical cost entered: hasMinimumValueFacts): the value is a
   * starting point only, labelled Low, and `facts_needed` names what to enter; else 'estimate'.
   */
  value_status: z.enum(['indicative', 'estimate']),
  /** The facts the value needs before it is more than indicative (injuries, medical costs); empty once the minimum is met. */
  facts_needed: z.array(z.object({ fact: z.string(), label: z.string() })),
  /**
   * Set when a case with objective injuries (permanent, surgical, or treated with surgery or injections) is valued
   * below its medical costs: the reason, shown on the card (explainValueBelowSpecials); null otherwise.
   */
  below_specials_reason: z.string().nullable(),
});
export type PredictionRecord = z.infer<typeof predictionRecordSchema>;

export const NO_PREDICTION_MESSAGE = 'No prediction has been made for this case yet.';
/** GET /api/cases/:caseId/predictions/latest: the newest stored prediction, or "none yet" (200) when the case has none. */
export const latestPredictionResponseSchema = z.union([predictionRecordSchema, noneYetSchema]);
export type LatestPredictionResponse = z.infer<typeof latestPredictionResponseSchema>;

// A saved prediction is stored as given, so every part of it is bounded like any other input.
const savedValue = z.number().min(0).max(MAX_MONEY_AMOUNT);
const signedValue = z.number().min(-MAX_MONEY_AMOUNT).max(MAX_MONEY_AMOUNT);
const share = z.number().min(0).max(1);
const savedInterval = z
  .object({ lower: savedValue, upper: savedValue })
  .refine((interval) => interval.lower <= interval.upper, { message: 'The lower bound must not exceed the upper bound', path: ['upper'] });
export const SAVED_PREDICTION_MAX_FACTORS = 100;

/** POST /api/cases/:caseId/predictions/external: a prediction made elsewhere, saved as given (same shape as predictionResultSchema, bounded). */
export const savePredictionBodySchema = z.object({
  predictions: z.object({
    linear_regression: savedValue.nullable().optional(),
    random_forest: savedValue.nullable().optional(),
    gradient_boost: savedValue.nullable().optional(),
    ensemble: savedValue.nullable().optional(),
    confidence: share.optional(),
    confidence_score: share.optional(),
  }),
  confidence_intervals: z.object({ ensemble: savedInterval.optional(), random_forest: savedInterval.optional() }),
  key_factors: z.array(z.object({ factor: textSchema({ max: 200 }), importance: share })).max(SAVED_PREDICTION_MAX_FACTORS),
  model_version: textSchema({ max: 100 }).min(1),
  timestamp: textSchema({ max: 100 }),
  input_data: predictionRequestSchema.optional(),
  explanation: z
    .object({
      base_value: signedValue,
      feature_contributions: z
        .record(textSchema({ max: 200 }), signedValue)
        .refine(
          (contributions) => Object.keys(contributions).length <= SAVED_PREDICTION_MAX_FACTORS,
          `At most ${SAVED_PREDICTION_MAX_FACTORS} feature contributions`,
        ),
    })
    .optional(),
});
export type SavePredictionBody = z.infer<typeof savePredictionBodySchema>;

/** How many of a case's predictions, and of a firm's models, the history lists (newest first). */
export const PREDICTION_HISTORY_LIMIT = 50;
export const MODEL_HISTORY_LIMIT = 30;

export const predictionHistorySchema = z.object({
  items: z.array(predictionRecordSchema),
  /** True when the case has more predictions than the PREDICTION_HISTORY_LIMIT newest listed. */
  truncated: z.boolean(),
  /** The latest prediction made on or before the day the case closed (null while open or when none). */
  beforeClose: predictionSummarySchema.nullable(),
});
export type PredictionHistory = z.infer<typeof predictionHistorySchema>;

export const similarCaseSchema = z.object({
  id: z.string(),
  /** The firm's case number, shown as CASE-0001. */
  caseNo: z.number().int(),
  clientName: z.string(),
  caseType: z.string(),
  carrier: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  medicalCosts: z.number().nullable(),
  worstSeverity: z.string().nullable(),
  actualSettlement: z.number(),
  dateClosed: z.string().nullable(),
  /** Smaller is more alike (standardised distance over the case's features). */
  distance: z.number(),
});
export type SimilarCase = z.infer<typeof similarCaseSchema>;
export const similarCasesSchema = z.object({ items: z.array(similarCaseSchema) });

export const modelCardSchema = z.object({
  /** 'synthetic' when it learned from no firm case (firmRows 0): its labels are capped at Medium. Absent on older cards. */
  basis: modelBasisSchema.optional(),
  trainingRows: z.number(),
  firmRows: z.number(),
  syntheticRows: z.number(),
  trainedAt: z.string(),
  trainingSeconds: z.number(),
  /** On the model's own held-out calibration rows. */
  heldOut: z.object({ n: z.number(), maeLog: z.number(), medianApe: z.number(), r2: z.number() }),
  /** Measured share of held-out cases inside the 95% interval, and its mean width relative to the prediction. */
  coverage: z.object({ nominal: z.number(), measured: z.number(), meanRelativeWidth: z.number() }).nullable(),
  /** The comparison that decided whether it replaced the model before it. */
  evaluation: z
    .object({
      set: z.enum(['firm', 'calibration']),
      n: z.number(),
      maeLog: z.number(),
      medianApe: z.number(),
      previousMaeLog: z.number().nullable(),
      /** The same cases by the confidence label of their prediction (from the likely range), with the median absolute % error of each. Absent on older cards. */
      byConfidence: z.array(confidenceLabelStatsSchema).optional(),
      /** The widths the labels are cut at, measured on these cases (absent on older cards: the unmeasured rule). */
      confidenceRule: confidenceRuleSchema.optional(),
      /** Share of these cases inside their likely (50%) and 95% ranges. Absent on older cards. */
      likelyCoverage: z.number().nullable().optional(),
      rangeCoverage: z.number().nullable().optional(),
    })
    .nullable(),
  ensembleWeights: z.record(z.string(), z.number()),
  topFactors: z.array(factorSchema),
});
export type ModelCardView = z.infer<typeof modelCardSchema>;

export const predictionModelSchema = z.object({
  id: z.string(),
  version: z.string(),
  scope: z.enum(['base', 'firm']),
  outcome: z.enum(['accepted', 'rejected']),
  active: z.boolean(),
  createdAt: z.string(),
  card: modelCardSchema,
});
export type PredictionModelView = z.infer<typeof predictionModelSchema>;

export const trainingJobSchema = z.object({
  id: z.string(),
  scope: z.enum(['base', 'firm']),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  stage: z.string(),
  fraction: z.number(),
  message: z.string().nullable(),
  modelId: z.string().nullable(),
  replaced: z.boolean().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TrainingJob = z.infer<typeof trainingJobSchema>;

export const predictionModelsSchema = z.object({
  active: predictionModelSchema.nullable(),
  /** Whether the caller may retrain and roll back (firm owners). */
  canManage: z.boolean(),
  settledCaseCount: z.number(),
  models: z.array(predictionModelSchema),
  /** True when the firm has more models than the MODEL_HISTORY_LIMIT newest listed. */
  modelsTruncated: z.boolean(),
  latestJob: trainingJobSchema.nullable(),
});
export type PredictionModels = z.infer<typeof predictionModelsSchema>;
