// Training rows from cases: synthetic or the firm's own, through the same buildPredictionRequest → buildFeatureVector pipeline that serving uses.
import {
  FEATURE_COLUMNS,
  buildFeatureVector,
  getTreatmentCategory,
  buildPredictionRequest,
  type FeatureVector,
  type PredictionSource,
} from '@casecast/domain';
import type { Row, Table } from '@casecast/ml';
import { generateFirm, type SynthCase } from '@casecast/synth';

export const TARGET_COLUMN = 'settlement';

/**
 * A settled case as the model learns from it: the case in the domain's shape and what it settled for.
 * `lastOffer` (the firm's own cases: the last offer on or before the day the case closed) is kept as a
 * fact of the case; it is not a model feature (an open case's offers are still moving).
 */
export type SettledExample = { source: PredictionSource; amount: number; lastOffer?: number | null };

/**
 * A synthetic case in the domain case-detail shape, field for field as the demo firm stores it
 * (injury name as type, treatment type, dates, durationDays as duration, cost), so that training
 * sees exactly what serving will read back from the database.
 */
export function toPredictionSource(item: SynthCase): PredictionSource {
  return {
    id: item.id,
    clientAge: item.clientAge,
    clientGender: item.clientGender,
    liability: item.liability,
    propertyDamageAmount: item.propertyDamageAmount,
    medicalCosts: item.medicalCosts,
    lostWages: item.lostWages,
    workDaysMissed: item.workDaysMissed,
    insuranceLimits: item.insuranceLimits,
    jurisdiction: item.jurisdiction,
    carrier: item.carrier,
    caseType: item.caseType,
    hasTreatmentGap: item.hasTreatmentGap,
    injuries: item.injuries.map((injury) => ({
      type: injury.name,
      bodyPart: injury.bodyPart,
      description: injury.description,
      severity: injury.severity,
    })),
    treatments: item.treatments.map((treatment) => ({
      type: treatment.type,
      startDate: treatment.startDate,
      endDate: treatment.endDate,
      duration: treatment.durationDays,
      cost: treatment.cost,
    })),
  };
}

/** The feature row of a case: the one function both training and serving call. */
export function buildCaseFeatures(source: PredictionSource, options: { asOf?: string } = {}): FeatureVector {
  return buildFeatureVector(buildPredictionRequest(source, options));
}

/** The stage a synthetic case is seen at, as a firm's cases arrive (docs/predictions.md, "Facts arrive over time"). */
export type CaseStage = 'intake' | 'treating' | 'demand';

/**
 * Shares of synthetic cases seen at each stage: at intake (few facts: the type, the venue, often the injuries, no
 * bills), while treating (injuries known, the first treatments and their costs so far, the costs growing) and at
 * demand (most facts: each still missing in 10% of cases). Assumed shares; a firm values its cases at every stage.
 */
export const STAGE_SHARES: Readonly<Record<CaseStage, number>> = { intake: 0.2, treating: 0.35, demand: 0.45 };

/** Per stage, the chance that each value fact is known (1: always; injuries and treatments are handled apart). */
const KNOWN_CHANCE: Readonly<Record<CaseStage, Readonly<Record<string, number>>>> = {
  intake: {
    age: 0.6,
    liability: 0.4,
    limits: 0.3,
    work: 0,
    wages: 0,
    property: 0.4,
    costs: 0,
    carrier: 0.5,
    venue: 0.8,
    injuries: 0.5,
    treatments: 0.3,
  },
  treating: {
    age: 0.9,
    liability: 0.75,
    limits: 0.6,
    work: 0.4,
    wages: 0.3,
    property: 0.8,
    costs: 0.8,
    carrier: 0.85,
    venue: 1,
    injuries: 1,
    treatments: 1,
  },
  demand: {
    age: 0.9,
    liability: 0.9,
    limits: 0.9,
    work: 0.9,
    wages: 0.9,
    property: 0.9,
    costs: 0.9,
    carrier: 0.9,
    venue: 1,
    injuries: 1,
    treatments: 1,
  },
};

// FNV-1a over the case id and a key, as a number in [0, 1): the same case is masked the same way on every build
// (deterministic model).
function hashUnit(id: string, key: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${id}:${key}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash / 0x1_0000_0000;
}

/** The stage a synthetic case is seen at (STAGE_SHARES), fixed per case id. */
export function chooseCaseStage(id: string): CaseStage {
  const u = hashUnit(id, 'stage');
  return u < STAGE_SHARES.intake ? 'intake' : u < STAGE_SHARES.intake + STAGE_SHARES.treating ? 'treating' : 'demand';
}

/**
 * The case as it looks at its stage (chooseCaseStage): facts not yet entered are missing (null, no injuries, no
 * treatments); while treating, only the first treatments (by start date, 30–90% of them) with their costs so far, and
 * medical costs their sum. The value learned stays the case's final one: what a case known this far settles for.
 */
export function withMissingFacts(source: PredictionSource): PredictionSource {
  const stage = chooseCaseStage(source.id);
  const known = (fact: string) => hashUnit(source.id, fact) < KNOWN_CHANCE[stage][fact]!;
  let treatments = known('treatments') ? source.treatments : [];
  if (stage === 'intake') treatments = treatments.filter((treatment) => getTreatmentCategory(treatment.type) === 'emergency');
  if (stage === 'treating' && treatments.length > 1) {
    const share = 0.3 + 0.6 * hashUnit(source.id, 'progress');
    const ordered = [...treatments].sort((a, b) => String(a.startDate ?? '').localeCompare(String(b.startDate ?? '')));
    treatments = ordered.slice(0, Math.max(1, Math.round(ordered.length * share)));
  }
  const costsKnown = known('costs');
  const costSoFar = treatments.reduce((sum, treatment) => sum + (treatment.cost ?? 0), 0);
  return {
    ...source,
    clientAge: known('age') ? source.clientAge : null,
    liability: known('liability') ? source.liability : null,
    insuranceLimits: known('limits') ? source.insuranceLimits : null,
    workDaysMissed: known('work') ? source.workDaysMissed : null,
    lostWages: known('wages') ? source.lostWages : null,
    propertyDamageAmount: known('property') ? source.propertyDamageAmount : null,
    carrier: known('carrier') ? source.carrier : null,
    jurisdiction: known('venue') ? source.jurisdiction : null,
    injuries: known('injuries') ? source.injuries : [],
    medicalCosts: costsKnown && treatments.length > 0 ? (stage === 'treating' ? costSoFar : source.medicalCosts) : null,
    treatments: costsKnown ? treatments : treatments.map((treatment) => ({ ...treatment, cost: null })),
    hasTreatmentGap: stage === 'demand' ? source.hasTreatmentGap : null,
  };
}

/**
 * Settled synthetic cases with a positive amount and what each was worth before its policy limit (settlementValue),
 * seen at a stage with the facts not yet known missing (withMissingFacts), from one seeded firm history observed long after
 * the last opening so that no case is still open. Same seed and size, same rows.
 */
export function generateSyntheticExamples(options: { seed: number; rows: number }): SettledExample[] {
  // Many firms of FIRM_CASES cases, each from its own seed: a firm takes most of its cases in its home state, so one
  // big firm would teach (and a held-out set would judge) one venue. About three in four cases settle for a positive amount.
  const examples: SettledExample[] = [];
  for (let firmIndex = 0; examples.length < options.rows; firmIndex++) {
    if (firmIndex > 10 * Math.ceil(options.rows / FIRM_CASES) + 10)
      throw new Error(`Could not generate ${options.rows} settled synthetic cases`);
    const firm = generateFirm({
      seed: options.seed + firmIndex * 7919,
      caseCount: FIRM_CASES,
      attorneyCount: 8,
      endDate: '2025-06-30',
      asOf: '2045-01-01',
    });
    for (const item of firm.cases) {
      if (item.outcome !== 'settled' || !(item.actualSettlement! > 0)) continue;
      // The value before the policy limit: limits are coverage, applied once as the expected recovery's cap.
      examples.push({
        source: withMissingFacts(toPredictionSource({ ...item, id: `${firmIndex}-${item.id}` })),
        amount: item.settlementValue ?? item.actualSettlement!,
      });
      if (examples.length >= options.rows) break;
    }
  }
  return examples;
}

/** Cases per synthetic firm in the training and calibration sets. */
const FIRM_CASES = 1000;

/** The ML engine's columns: FEATURE_COLUMNS plus the settlement target. */
export const TRAINING_COLUMNS: Table['columns'] = [
  ...FEATURE_COLUMNS.map((column) => ({ name: column.name, kind: column.kind })),
  { name: TARGET_COLUMN, kind: 'numeric' as const },
];

/** A settled case's training row: its features and what it settled for. */
export function toTrainingRow(example: SettledExample): Row {
  const row = buildCaseFeatures(example.source) as Row;
  row[TARGET_COLUMN] = example.amount;
  return row;
}

/** The ML engine's table (TRAINING_COLUMNS). */
export function buildTrainingTable(examples: readonly SettledExample[]): Table {
  return { columns: TRAINING_COLUMNS, rows: examples.map(toTrainingRow) };
}
