// A trained model as the product uses it: schema + target transform + regressor + conformal calibration + model card.
import { computeInterval, type Calibration, type IntervalMethod } from './conformal.js';
import { addShapValues, createExplainer, predictRegressor, type Explainer, type Regressor } from './regressor.js';
import { createRowEncoder, type FeatureSchema, type Row } from './table.js';
import { invertTarget, type TargetSpec } from './target.js';

export type ModelKind = 'ridge' | 'forest' | 'gbm' | 'ensemble';
export type MemberKind = Exclude<ModelKind, 'ensemble'>;

export type HeldOutMetrics = {
  /** Rows the metrics were measured on (held out from training). */
  n: number;
  /** Mean absolute error in model space (log dollars for a log target). */
  mae: number;
  /** Mean absolute error after back-transforming (dollars). */
  maeOriginal: number;
  /** Median of |amount - predicted amount| / amount. */
  medianApe: number;
  r2: number;
};

export type CoverageReport = { coverage: number; method: IntervalMethod; measured: number; meanRelativeWidth: number };

export type ModelCard = {
  kind: ModelKind;
  target: TargetSpec;
  features: string[];
  nTrain: number;
  nValidation: number;
  nCalibration: number;
  /**
   * Where the intervals' scores and the held-out metrics come from: 'held-out' calibration rows (split
   * conformal), or 'out-of-fold' predictions on every training row (the ensemble's default: cross-fitted
   * members, final models refit on all rows; see the README on what that guarantees). Absent in older files.
   */
  calibration?: 'held-out' | 'out-of-fold';
  heldOut: HeldOutMetrics;
  /** Coverage measured on calibration rows not used to calibrate (two-fold swap of the calibration set). */
  coverage: CoverageReport[];
  /**
   * Held-out rows by the relative width of their 50% normalised-conformal range (bands: under 0.3, under
   * 0.6, the rest: the product's High / Medium / Low confidence), with the median absolute % error in each.
   */
  errorByLikelyWidth?: Array<{ maxRelativeWidth: number | null; n: number; medianApe: number | null }>;
  /** Mean |SHAP| per feature on held-out rows, scaled so the largest is 1. */
  importance: Record<string, number>;
  /**
   * Numeric features' 10th, 30th, 50th, 70th and 90th percentiles over the training rows where known: equally likely
   * values to try a missing fact at (how much would entering it narrow the range). Absent in older files.
   */
  featureQuantiles?: Record<string, number[]>;
  ensembleWeights?: Record<string, number>;
  members?: Record<string, HeldOutMetrics>;
  /** The forest's out-of-bag error on its own training rows. */
  forestOutOfBag?: HeldOutMetrics;
  /** Ensemble: folds of the cross-fitting that chose the weights and the boosting length. */
  crossFitFolds?: number;
  /** Ensemble: boosting iterations chosen by cross-fitting (the GBM member is refit with this many). */
  gbmIterations?: number;
  trainedAt: string;
  trainingSeconds: number;
  /** Where trainingSeconds went, stage by stage (absent in older files). */
  stageMilliseconds?: StageTimings;
};

/**
 * Wall-clock milliseconds of trainModel's stages: prepare (validate, encode and split the rows; bin them for a
 * forest or an ensemble), members (the final fits, the forest's trees, the refit on all rows; a single GBM bins
 * its rows inside its fit), crossFit (fold fits, out-of-fold and out-of-bag predictions, the ensemble's weights),
 * calibrate (conformal scores, the scale model, measured coverage) and card (importance, feature quantiles).
 */
export type StageTimings = { prepare: number; members: number; crossFit: number; calibrate: number; card: number };

export type Prediction = { value: number; amount: number };
export type Interval = { coverage: number; method: IntervalMethod; lower: number; upper: number; lowerAmount: number; upperAmount: number };
export type Explanation = { baseValue: number; contributions: Record<string, number>; prediction: number };
export type CaseResult = { prediction: Prediction; interval: Interval; explanation: Explanation };

export type ModelParts = {
  kind: ModelKind;
  schema: FeatureSchema;
  target: TargetSpec;
  regressor: Regressor;
  calibration: Calibration;
  card: ModelCard;
};

/**
 * Model space is the scale the regressor learned (log dollars for a log target); `amount` fields are
 * back-transformed. Explanations are additive in model space only: exp does not distribute over sums.
 */
export class Model {
  readonly kind: ModelKind;
  readonly schema: FeatureSchema;
  readonly target: TargetSpec;
  readonly regressor: Regressor;
  readonly calibration: Calibration;
  readonly card: ModelCard;
  private readonly encode: ReturnType<typeof createRowEncoder>;
  /** Per feature, the column its explanation is reported under (reportedColumns). */
  private readonly reported: string[];
  private readonly buffer: Float64Array;
  private readonly phi: Float64Array;
  private explainer: Explainer | null = null;

  constructor(parts: ModelParts) {
    this.kind = parts.kind;
    this.schema = parts.schema;
    this.target = parts.target;
    this.regressor = parts.regressor;
    this.calibration = parts.calibration;
    this.card = parts.card;
    this.encode = createRowEncoder(parts.schema);
    this.reported = reportedColumns(parts.schema);
    this.buffer = new Float64Array(parts.schema.columns.length);
    this.phi = new Float64Array(parts.schema.columns.length);
  }

  get features(): string[] {
    return this.schema.columns.map((c) => c.name);
  }

  /** Encodes a row into the model's numeric feature vector (a fresh array). */
  encodeRow(row: Row): Float64Array {
    return this.encode(row, new Float64Array(this.schema.columns.length));
  }

  predictValue(row: Row): number {
    return predictRegressor(this.regressor, this.encode(row, this.buffer));
  }

  predict(row: Row): Prediction {
    const value = this.predictValue(row);
    return { value, amount: invertTarget(this.target.transform, value) };
  }

  /** Default method: normalised conformal when the model has it, else CQR at its own coverage, else split conformal. */
  predictInterval(row: Row, options: { coverage?: number; method?: IntervalMethod } = {}): Interval & { value: number; amount: number } {
    const x = this.encode(row, this.buffer);
    const value = predictRegressor(this.regressor, x);
    return {
      value,
      amount: invertTarget(this.target.transform, value),
      ...this.buildInterval(x, value, options.coverage ?? 0.95, options.method),
    };
  }

  explain(row: Row): Explanation {
    const x = this.encode(row, this.buffer);
    return this.buildExplanation(x);
  }

  /**
   * Each ensemble member's own prediction (ridge, forest, gbm), whatever its weight; a single model
   * answers under its own kind. The ensemble's value is the weighted sum of these in model space.
   */
  predictMembers(row: Row): Partial<Record<MemberKind, Prediction>> {
    const x = this.encode(row, this.buffer);
    const members = this.regressor.kind === 'ensemble' ? this.regressor.members.map((m) => m.model) : [this.regressor];
    const out: Partial<Record<MemberKind, Prediction>> = {};
    for (const member of members) {
      const value = predictRegressor(member, x);
      out[member.kind] = { value, amount: invertTarget(this.target.transform, value) };
    }
    return out;
  }

  /** Prediction, interval and explanation from one encoding of the row: the per-case call for a server. */
  predictCase(row: Row, options: { coverage?: number } = {}): CaseResult {
    const x = this.encode(row, this.buffer);
    const explanation = this.buildExplanation(x);
    // The explanation's prediction is computed from the same trees; predict again only for exactness.
    const value = predictRegressor(this.regressor, x);
    return {
      prediction: { value, amount: invertTarget(this.target.transform, value) },
      interval: this.buildInterval(x, value, options.coverage ?? 0.95),
      explanation,
    };
  }

  /** Mean |SHAP| per feature over the rows, scaled to 0..1 (the largest feature is 1). */
  computeImportance(rows: Row[]): Record<string, number> {
    const sums = new Float64Array(this.schema.columns.length);
    for (const row of rows) {
      const x = this.encode(row, this.buffer);
      this.fillShap(x);
      for (let j = 0; j < sums.length; j++) sums[j]! += Math.abs(this.phi[j]!);
    }
    return foldImportance(this.schema, sums);
  }

  private buildInterval(x: Float64Array, value: number, coverage: number, method?: IntervalMethod): Interval {
    const raw = computeInterval(this.calibration, value, x, coverage, method);
    const t = this.target.transform;
    return {
      coverage,
      method: raw.method,
      lower: raw.lower,
      upper: raw.upper,
      lowerAmount: invertTarget(t, raw.lower),
      upperAmount: invertTarget(t, raw.upper),
    };
  }

  private fillShap(x: Float64Array): number {
    this.explainer ??= createExplainer(this.regressor, this.schema.columns.length);
    this.phi.fill(0);
    addShapValues(this.explainer, x, this.phi);
    return this.explainer.baseValue;
  }

  private buildExplanation(x: Float64Array): Explanation {
    const baseValue = this.fillShap(x);
    const contributions: Record<string, number> = {};
    let prediction = baseValue;
    const reported = this.reported;
    this.schema.columns.forEach((column, j) => {
      const name = reported[j]!;
      contributions[name] = (contributions[name] ?? 0) + this.phi[j]!;
      prediction += this.phi[j]!;
    });
    return { baseValue, contributions, prediction };
  }
}

/** The column each feature is reported under: itself, or for a derived target statistic its categorical source. */
export function reportedColumns(schema: FeatureSchema): string[] {
  return schema.columns.map((column) =>
    column.kind === 'numeric' && column.targetStatistic !== undefined ? column.targetStatistic.source : column.name,
  );
}

/** normaliseImportance over the reported columns: a derived feature's share is added to its source column's. */
export function foldImportance(schema: FeatureSchema, sums: Float64Array): Record<string, number> {
  const reported = reportedColumns(schema);
  const names = [...new Set(reported)];
  const folded = new Float64Array(names.length);
  reported.forEach((name, j) => (folded[names.indexOf(name)]! += sums[j]!));
  return normaliseImportance(names, folded);
}

export function normaliseImportance(names: string[], sums: Float64Array): Record<string, number> {
  let max = 0;
  for (const v of sums) max = Math.max(max, v);
  const out: Record<string, number> = {};
  names.forEach((name, j) => {
    out[name] = max > 0 ? sums[j]! / max : 0;
  });
  return out;
}
