// From a model's answer to the stored prediction row, and from a stored row to the API's prediction record.
import {
  FACT_PROBE_COUNT,
  explainValueBelowSpecials,
  predictionRequestSchema,
  fillMissingFact,
  listNeededFacts,
  UNMEASURED_FACTS,
  MAX_MONEY_AMOUNT,
  buildFeatureVector,
  computeConfidenceScore,
  decideConfidenceLabel,
  hasMinimumValueFacts,
  computeRangeNarrowing,
  listMissingFacts,
  rankKeyFactors,
  rankMissingFacts,
  UNMEASURED_CONFIDENCE_RULE,
  type LikelyRange,
  toDollarContributions,
  type DefaultedFact,
  type ModelTrust,
  type ExpectedRecovery,
  type MissingFact,
  type PredictionRecord,
  type PredictionRequest,
} from '@casecast/domain';
import type { Model, Row } from '@casecast/ml';
import type { PredictionInsert } from './repository.js';

export const INTERVAL_COVERAGE = 0.95;
/** The likely range: half of cases like this one settle inside it (same conformal scores as the 95% range). */
export const LIKELY_COVERAGE = 0.5;

const MEMBER_NAMES = { ridge: 'linear_regression', forest: 'random_forest', gbm: 'gradient_boost' } as const;

/**
 * To cents, within what a money column holds. Far outside the training data (a typed 999 billion in
 * property damage) a member can extrapolate to an amount beyond numeric(14,2), or to Infinity.
 */
const roundCents = (value: number): number => {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), MAX_MONEY_AMOUNT) * 100) / 100;
};

/** Runs the model on one feature row: ensemble value, 95% and 50% ranges, members, dollar and log explanations. */
export function computePrediction(input: {
  model: Model;
  modelId: string;
  version: string;
  trust: ModelTrust;
  features: Row;
  request: PredictionRequest;
}): PredictionInsert {
  const { model } = input;
  const result = model.predictCase(input.features, { coverage: INTERVAL_COVERAGE });
  const members = model.predictMembers(input.features);
  // Stored in cents; the explanation is made to add up to the stored (rounded) value.
  const predicted = roundCents(result.prediction.amount);
  const lower = roundCents(Math.min(result.interval.lowerAmount, predicted));
  const upper = roundCents(Math.max(result.interval.upperAmount, predicted));
  const likely = model.predictInterval(input.features, { coverage: LIKELY_COVERAGE });
  // Nested in the 95% range and around the value, also after rounding to cents.
  const likelyLower = Math.max(lower, roundCents(Math.min(likely.lowerAmount, predicted)));
  const likelyUpper = Math.min(upper, roundCents(Math.max(likely.upperAmount, predicted)));
  // A fact that was not entered has no contribution of its own: what the model makes of not knowing it (the
  // direction a tree sends a missing value, the linear member's indicator) is folded into the base value, so a case
  // with no medical costs never shows a "Medical Costs" amount the firm did not enter. The sum still adds up.
  let logBase = result.explanation.baseValue;
  const logContributions: Record<string, number> = {};
  for (const [name, value] of Object.entries(result.explanation.contributions)) {
    if (input.features[name] === null || input.features[name] === undefined) logBase += value;
    else logContributions[name] = value;
  }
  const dollars = toDollarContributions({ logBaseValue: logBase, logContributions, predictedAmount: predicted });
  const memberValues: Record<string, number | null> = {
    linear_regression: null,
    random_forest: null,
    gradient_boost: null,
    ensemble: predicted,
  };
  for (const [kind, name] of Object.entries(MEMBER_NAMES)) {
    const value = members[kind as keyof typeof MEMBER_NAMES];
    if (value) memberValues[name] = roundCents(value.amount);
  }
  if (model.kind !== 'ensemble') memberValues.ensemble = null;
  return {
    case_id: input.request.case_id ?? '',
    predicted_value: predicted,
    // Confidence is read from the likely (50%) range: the 95% range of any settlement is wide.
    confidence: computeConfidenceScore({ prediction: predicted, lower: likelyLower, upper: likelyUpper }),
    confidence_label: decideConfidenceLabel({
      rule: input.trust.rule,
      prediction: predicted,
      likelyLower,
      likelyUpper,
      basis: input.trust.basis,
      hasMinimumFacts: hasMinimumValueFacts(input.request),
    }),
    model_basis: input.trust.basis,
    lower_bound: lower,
    upper_bound: upper,
    likely_lower: likelyLower,
    likely_upper: likelyUpper,
    key_factors: rankKeyFactors(logContributions),
    model_version: input.version,
    model_id: input.modelId,
    input_data: input.request as unknown as Record<string, unknown>,
    member_predictions: memberValues,
    base_value: dollars.baseValue,
    contributions: dollars.contributions,
    log_base_value: logBase,
    log_contributions: logContributions,
    missing_facts: [],
  };
}

/**
 * How much entering each missing (or assumed) model fact would narrow the likely range, and the facts ordered by it:
 * the case is predicted again with the fact at five equally likely values (numbers: the model's training quantiles,
 * `featureQuantiles`, else FACT_PROBE_VALUES; injuries and treatments: INJURY_PROBES and TREATMENT_PROBES, each probe
 * also counting one fact fewer missing) and computeRangeNarrowing compares the range now and the spread of those
 * ranges with their mean width. Intervals only, no explanations: five cheap model calls per fact.
 */
export function measureMissingFacts(model: Model, request: PredictionRequest, facts: readonly MissingFact[]): MissingFact[] {
  const likelyRange = (input: PredictionRequest): LikelyRange => {
    const interval = model.predictInterval(buildFeatureVector(input) as Row, { coverage: LIKELY_COVERAGE });
    return { value: interval.amount, lower: interval.lowerAmount, upper: interval.upperAmount };
  };
  const current = likelyRange(request);
  return rankMissingFacts(
    facts.map((item) => {
      if (UNMEASURED_FACTS.has(item.fact)) return item;
      const fact = item.fact as Parameters<typeof fillMissingFact>[1];
      const filled = Array.from({ length: FACT_PROBE_COUNT }, (_, probe) =>
        likelyRange(fillMissingFact(request, fact, probe, model.card.featureQuantiles)),
      );
      return { ...item, narrowsRangeBy: computeRangeNarrowing(current, filled) };
    }),
  );
}

/**
 * One whole prediction of a request: value, ranges, members, explanation and what each missing fact would narrow
 * the range by. The CPU work of a prediction request (a few milliseconds), run in the prediction worker pool.
 * assumed: the facts the caller did not send, filled with the model's defaults.
 */
export function computeRequestPrediction(input: {
  model: Model;
  modelId: string;
  version: string;
  trust: ModelTrust;
  request: PredictionRequest;
  assumed?: readonly DefaultedFact[];
}): PredictionInsert {
  const { model, request } = input;
  const computed = computePrediction({
    model,
    modelId: input.modelId,
    version: input.version,
    trust: input.trust,
    features: buildFeatureVector(request) as Row,
    request,
  });
  computed.missing_facts = measureMissingFacts(
    model,
    request,
    listMissingFacts(request, input.assumed ? new Set(input.assumed) : undefined),
  );
  return computed;
}

/**
 * The label of a prediction stored without one (before labels were stored, or saved from elsewhere): the unmeasured
 * rule (no High) on its likely range, else its 95% range; Low below the facts minimum.
 */
function readStoredLabel(
  row: Pick<
    PredictionInsert,
    'predicted_value' | 'likely_lower' | 'likely_upper' | 'lower_bound' | 'upper_bound' | 'input_data' | 'model_basis'
  >,
) {
  return decideConfidenceLabel({
    rule: UNMEASURED_CONFIDENCE_RULE,
    prediction: row.predicted_value,
    likelyLower: row.likely_lower ?? row.lower_bound,
    likelyUpper: row.likely_upper ?? row.upper_bound,
    basis: row.model_basis ?? 'synthetic',
    hasMinimumFacts: hasMinimumValueFacts(row.input_data as Parameters<typeof hasMinimumValueFacts>[0]),
  });
}

/**
 * Indicative below the facts minimum, with the facts it needs, and the reason a case with objective injuries is valued
 * below its medical costs (read from the request the value was made from; a saved prediction's may be partial).
 */
export function describeValueStatus(
  input: Record<string, unknown>,
  value: number,
): Pick<PredictionRecord, 'value_status' | 'facts_needed' | 'below_specials_reason'> {
  const parsed = predictionRequestSchema.safeParse(input);
  // A stored input that no longer reads as a request (an older row) says nothing about its facts: nothing is claimed.
  if (!parsed.success) return { value_status: 'estimate', facts_needed: [], below_specials_reason: null };
  const request = parsed.data;
  const needed = listNeededFacts(request);
  return {
    value_status: needed.length > 0 ? 'indicative' : 'estimate',
    facts_needed: needed,
    below_specials_reason: explainValueBelowSpecials({ value, request }),
  };
}

/** The API record from a stored row (or a fresh, unstored prediction: id null). */
export function toPredictionRecord(
  row: Omit<PredictionInsert, 'case_id' | 'missing_facts'> & {
    id: string | null;
    case_id: string | null;
    created_at: Date;
    expected_recovery?: ExpectedRecovery | null;
    missing_facts?: MissingFact[] | null;
  },
): PredictionRecord {
  const members = row.member_predictions;
  const createdAt = row.created_at.toISOString();
  const ensemble = members.ensemble ?? row.predicted_value;
  return {
    id: row.id,
    case_id: row.case_id || null,
    mean_prediction: row.predicted_value,
    confidence_label: row.confidence_label ?? readStoredLabel(row),
    model_basis: row.model_basis,
    confidence_score: row.confidence,
    lower_ci: row.lower_bound,
    upper_ci: row.upper_bound,
    feature_importance: row.key_factors.map((factor) => ({ feature: factor.factor, importance: factor.importance })),
    explanation: {
      base_value: row.base_value ?? row.predicted_value,
      feature_contributions: row.contributions,
      log_base_value: row.log_base_value,
      log_contributions: row.log_contributions,
    },
    predictions: {
      linear_regression: members.linear_regression ?? null,
      random_forest: members.random_forest ?? null,
      gradient_boost: members.gradient_boost ?? null,
      ensemble,
      confidence: row.confidence,
    },
    confidence_intervals: { ensemble: { lower: row.lower_bound, upper: row.upper_bound } },
    likely_range:
      row.likely_lower !== null && row.likely_upper !== null
        ? { lower: row.likely_lower, upper: row.likely_upper, level: LIKELY_COVERAGE }
        : null,
    key_factors: row.key_factors,
    model_version: row.model_version,
    model_id: row.model_id,
    timestamp: createdAt,
    input_data: row.input_data,
    predicted_value: row.predicted_value,
    confidence: row.confidence,
    confidence_interval: { lower_bound: row.lower_bound, upper_bound: row.upper_bound },
    created_at: createdAt,
    expected_recovery: row.expected_recovery ?? null,
    missing_facts: row.missing_facts ?? [],
    ...describeValueStatus(row.input_data, row.predicted_value),
  };
}
