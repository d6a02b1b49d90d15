// Prediction use cases: predict a case (and store it), predict typed facts, save a given prediction, latest, history, similar cases.
import {
  ERROR_MESSAGES,
  buildPredictionRequest,
  computeConfidenceScore,
  computeExpectedRecovery,
  getConfidenceScore,
  getPredictedValue,
  getPredictionInterval,
  getTodayIsoDate,
  normaliseCategory,
  type ExpectedRecovery,
  type PredictionHistory,
  type PredictionRecord,
  type PredictionRequest,
  type SavePredictionBody,
  type DefaultedFact,
  resolvePredictionSource,
  type SimilarCase,
  PREDICTION_HISTORY_LIMIT,
  NO_PREDICTION_MESSAGE,
  noneYet,
  type NoneYet,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { Actor } from '../../http/actor.js';
import { getPredictionBeforeClose } from '../cases/service.js';
import type { ModelStore } from './model-store.js';
import { toPredictionRecord } from './prediction-record.js';
import * as repo from './repository.js';
import { buildCaseFeatures } from './training-data.js';
import { hashPredictionFacts } from './prediction-facts.js';
import type { Database, Db } from '../../db/schema.js';

export const MODEL_NOT_READY_MESSAGE = 'The prediction model is still being prepared. Please try again in a minute.';
const SIMILAR_LIMIT = 5;

export type PredictionDeps = { db: Kysely<Database>; models: ModelStore };

const caseNotFound = () => notFound(ERROR_MESSAGES.caseNotFound);

async function requireModel(deps: PredictionDeps, firmId: string) {
  const model = await deps.models.getActiveModelFile(deps.db, firmId);
  if (!model) throw new AppError(503, 'MODEL_NOT_READY', MODEL_NOT_READY_MESSAGE);
  return model;
}

/**
 * What a case's prediction is made from, read once: its facts with the money records applied (the billed total as
 * medical costs, the lost-wage entries as lost wages, the policies' limits as known coverage; one domain rule,
 * resolvePredictionSource, which training applies too), and their hash, which tells a stored prediction whether the
 * facts have changed since.
 */
async function readCaseFacts(db: Db, firmId: string, caseId: string) {
  const stored = await repo.findCaseFacts(db, firmId, caseId);
  if (!stored) return null;
  const { source, knownCoverage, money } = resolvePredictionSource(stored.source, stored.money);
  // The expected recovery's facts come with the case's own row: no second read of the case.
  const recovery = {
    state: stored.source.state ?? null,
    liability: stored.source.liability,
    insurance_limits: knownCoverage,
    incident_date: stored.source.incidentDate ?? null,
  };
  return { source, recovery, coverage: money.coverage, hash: hashPredictionFacts(source, recovery) };
}

type CaseFacts = NonNullable<Awaited<ReturnType<typeof readCaseFacts>>>;

/** The stored value's expected recovery from the case's facts as they are now (see docs/predictions.md). */
function computeCaseRecovery(facts: CaseFacts, value: { mean: number; lower: number; upper: number }): ExpectedRecovery | null {
  const recovery = facts.recovery;
  if (!recovery) return null;
  return computeExpectedRecovery(value, {
    state: recovery.state,
    liability: recovery.liability,
    insuranceLimits: recovery.insurance_limits,
    coverage: facts.coverage,
    incidentDate: recovery.incident_date,
    // Cases carry no filing date: an unfiled case counts as filed under a rule that applies by filing date.
    filingDate: null,
    asOf: getTodayIsoDate(),
  });
}

const valueOf = (row: { predicted_value: number; lower_bound: number; upper_bound: number }) => ({
  mean: row.predicted_value,
  lower: row.lower_bound,
  upper: row.upper_bound,
});

/** Predicts a case from its stored facts (the request body is not trusted for them) and stores the prediction. */
export async function predictCase(deps: PredictionDeps, actor: Actor, caseId: string): Promise<PredictionRecord> {
  const facts = await readCaseFacts(deps.db, actor.firmId, caseId);
  if (!facts) throw caseNotFound();
  const model = await requireModel(deps, actor.firmId);
  // The same pipeline the model was trained through: buildPredictionRequest → buildFeatureVector (in the worker).
  const request = {
    ...buildPredictionRequest(facts.source, { asOf: getTodayIsoDate() }),
    state: (facts.source.state ?? null) as PredictionRequest['state'],
  };
  const computed = await deps.models.predict(model, request);
  // One statement (the prediction, its facts' hash and the case's predicted value): no transaction holds the database between round trips.
  const inserted = await repo.insertCasePrediction(
    deps.db,
    actor.firmId,
    { ...computed, case_id: caseId },
    computeCaseRecovery(facts, valueOf(computed)),
    facts.hash,
  );
  return { ...toPredictionRecord(inserted), out_of_date: false };
}

/** Which of the request's defaulted fields the caller actually sent: a default is never a fact of the case. */
export type SentFacts = { liability: boolean; insuranceLimits: boolean; clientAge: boolean };

/**
 * The Settlement Predictor: a prediction from typed facts, not stored, no case needed. With a state it carries the
 * expected recovery, from the liability and policy limits only when they were sent (never the model's defaults).
 */
export async function predictRequest(
  deps: PredictionDeps,
  actor: Actor,
  request: PredictionRequest,
  sent: SentFacts,
): Promise<PredictionRecord> {
  const model = await requireModel(deps, actor.firmId);
  const assumed: DefaultedFact[] = [
    ...(sent.clientAge ? [] : ['client_age' as const]),
    ...(sent.liability ? [] : ['liability' as const]),
    ...(sent.insuranceLimits ? [] : ['insurance_limits' as const]),
  ];
  const computed = await deps.models.predict(model, request, assumed);
  const recovery = request.state
    ? computeExpectedRecovery(valueOf(computed), {
        state: request.state,
        liability: sent.liability ? request.liability : null,
        insuranceLimits: sent.insuranceLimits ? request.insurance_limits : null,
        incidentDate: request.incident_date ?? null,
        filingDate: null,
        asOf: getTodayIsoDate(),
      })
    : null;
  return toPredictionRecord({
    ...computed,
    id: null,
    case_id: request.case_id ?? null,
    created_at: new Date(),
    expected_recovery: recovery,
  });
}

/** Saves a prediction made elsewhere (the spec's POST /cases/{id}/prediction, served at POST /api/cases/:caseId/predictions/external) as the case's latest. */
export async function savePrediction(
  deps: PredictionDeps,
  actor: Actor,
  caseId: string,
  body: SavePredictionBody,
): Promise<PredictionRecord> {
  const value = getPredictedValue(body);
  if (value === null) throw badRequest('The prediction has no ensemble or random forest value.', 'VALIDATION_ERROR');
  const interval = getPredictionInterval(body) ?? { lower: value, upper: value };
  const confidence =
    getConfidenceScore(body) ?? computeConfidenceScore({ prediction: value, lower: interval.lower, upper: interval.upper });
  const stored = await deps.db.transaction().execute(async (trx) => {
    const facts = await readCaseFacts(trx, actor.firmId, caseId);
    if (!facts) throw caseNotFound();
    const recovery = computeCaseRecovery(facts, { mean: value, lower: interval.lower, upper: interval.upper });
    const row = await repo.insertCasePrediction(
      trx,
      actor.firmId,
      {
        case_id: caseId,
        predicted_value: value,
        confidence,
        // Made elsewhere: no model Casecast knows, so no measured label of its own (read from the range when shown).
        confidence_label: null,
        model_basis: null,
        lower_bound: interval.lower,
        upper_bound: interval.upper,
        likely_lower: null,
        likely_upper: null,
        key_factors: body.key_factors,
        model_version: body.model_version,
        model_id: null,
        input_data: (body.input_data ?? {}) as Record<string, unknown>,
        member_predictions: {
          linear_regression: body.predictions.linear_regression ?? null,
          random_forest: body.predictions.random_forest ?? null,
          gradient_boost: body.predictions.gradient_boost ?? null,
          ensemble: body.predictions.ensemble ?? null,
        },
        base_value: body.explanation?.base_value ?? null,
        contributions: body.explanation?.feature_contributions ?? {},
        log_base_value: null,
        log_contributions: {},
        missing_facts: [],
      },
      recovery,
      facts.hash,
    );
    return row;
  });
  return { ...toPredictionRecord(stored), out_of_date: false };
}

async function requireCaseExists(db: Db, actor: Actor, caseId: string): Promise<void> {
  if (!(await repo.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
}

/**
 * The newest stored prediction, or "none yet" when the case has none: an expected state of most new cases,
 * so a 200 rather than a 404 in every browser console. A case that is not the firm's is still a 404.
 */
export async function getLatestPrediction(
  deps: Pick<PredictionDeps, 'db'>,
  actor: Actor,
  caseId: string,
): Promise<PredictionRecord | NoneYet> {
  // A case's predictions go with it: finding one proves the case; only "none" asks whether the case exists.
  const row = await repo.findLatestPrediction(deps.db, actor.firmId, caseId);
  if (!row) {
    await requireCaseExists(deps.db, actor, caseId);
    return noneYet(caseId, NO_PREDICTION_MESSAGE);
  }
  const record = toPredictionRecord(row);
  const facts = row.facts_hash ? await readCaseFacts(deps.db, actor.firmId, caseId) : null;
  if (!row.facts_hash || !facts) return record;
  return { ...record, out_of_date: facts.hash !== row.facts_hash };
}

export async function getPredictionHistory(deps: PredictionDeps, actor: Actor, caseId: string): Promise<PredictionHistory> {
  await requireCaseExists(deps.db, actor, caseId);
  const [rows, beforeClose] = await Promise.all([
    repo.listPredictions(deps.db, actor.firmId, caseId, PREDICTION_HISTORY_LIMIT + 1),
    getPredictionBeforeClose(deps.db, actor, caseId),
  ]);
  return {
    items: rows.slice(0, PREDICTION_HISTORY_LIMIT).map(toPredictionRecord),
    truncated: rows.length > PREDICTION_HISTORY_LIMIT,
    beforeClose,
  };
}

const SEVERITY_LABELS: Record<number, string> = { 1: 'mild', 2: 'moderate', 3: 'severe' };

/** "Similar settled cases": the firm's nearest settled cases by the case's features, with what they settled for. */
export async function findSimilarCases(deps: Pick<PredictionDeps, 'db'>, actor: Actor, caseId: string): Promise<SimilarCase[]> {
  const source = (await repo.findCaseFacts(deps.db, actor.firmId, caseId))?.source;
  if (!source) throw caseNotFound();
  const features = buildCaseFeatures(source, { asOf: getTodayIsoDate() });
  const num = (name: string, fallback: number): number => (typeof features[name] === 'number' ? (features[name] as number) : fallback);
  const rows = await repo.findSimilarSettledCases(deps.db, actor.firmId, {
    caseId,
    medicalCosts: num('medical_costs', num('treatment_cost', 0)),
    worstSeverity: num('worst_severity', 0) || 2,
    permanent: num('any_permanent', 0),
    surgical: num('any_surgical', 0),
    liability: num('liability', 0.8),
    insuranceLimits: num('insurance_limits', 100_000),
    caseType: normaliseCategory(source.caseType),
    limit: SIMILAR_LIMIT,
  });
  return rows.map((row) => ({
    id: row.id,
    caseNo: Number(row.case_no),
    clientName: row.client_name,
    caseType: row.case_type,
    carrier: row.carrier,
    jurisdiction: row.jurisdiction,
    medicalCosts: row.medical_costs,
    worstSeverity: SEVERITY_LABELS[row.worst_severity] ?? null,
    actualSettlement: row.actual_settlement,
    dateClosed: row.date_closed,
    distance: Math.round(row.distance * 1000) / 1000,
  }));
}
