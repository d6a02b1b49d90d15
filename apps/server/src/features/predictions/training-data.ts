// Training rows from cases: synthetic or the firm's own, through the same buildPredictionRequest → buildFeatureVector pipeline that serving uses.
import { FEATURE_COLUMNS, buildFeatureVector, buildPredictionRequest, type FeatureVector, type PredictionSource } from '@casecast/domain';
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
    injuries: item.injuries.map((injury) => ({ type: injury.name, bodyPart: injury.bodyPart, description: injury.description, severity: injury.severity })),
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

/**
 * Share of synthetic cases that lose each value fact, as a firm's cases do when nobody has entered it yet. The
 * model then learns what a missing fact means (trees a direction for it, the linear member an indicator) instead of
 * reading a missing fact as an invented value: with facts missing at random, a missing medical cost predicts like
 * an average one, so it adds (almost) nothing to the explanation.
 */
export const SYNTHETIC_MISSING_SHARE = 0.15;

// FNV-1a over the case id and the fact: the same case loses the same facts on every build (deterministic model).
function isMasked(id: string, fact: string): boolean {
  let hash = 0x811c9dc5;
  for (const char of `${id}:${fact}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash / 0x1_0000_0000 < SYNTHETIC_MISSING_SHARE;
}

/** The case with some value facts left out (see SYNTHETIC_MISSING_SHARE); costs go together, bill by bill; lost wages on their own. */
export function withMissingFacts(source: PredictionSource): PredictionSource {
  const costsMissing = isMasked(source.id, 'costs');
  return {
    ...source,
    clientAge: isMasked(source.id, 'age') ? null : source.clientAge,
    liability: isMasked(source.id, 'liability') ? null : source.liability,
    insuranceLimits: isMasked(source.id, 'limits') ? null : source.insuranceLimits,
    workDaysMissed: isMasked(source.id, 'work') ? null : source.workDaysMissed,
    lostWages: isMasked(source.id, 'wages') ? null : source.lostWages,
    propertyDamageAmount: isMasked(source.id, 'property') ? null : source.propertyDamageAmount,
    medicalCosts: costsMissing ? null : source.medicalCosts,
    treatments: costsMissing ? source.treatments.map((treatment) => ({ ...treatment, cost: null })) : source.treatments,
  };
}

/**
 * Settled synthetic cases with a positive amount, some value facts missing (withMissingFacts), from one seeded firm history observed long after
 * the last opening so that no case is still open. Same seed and size, same rows.
 */
export function generateSyntheticExamples(options: { seed: number; rows: number }): SettledExample[] {
  // About three in four synthetic cases settle for a positive amount; generate a margin, cut, and widen if short.
  for (const factor of [1.5, 2, 3]) {
    const firm = generateFirm({ seed: options.seed, caseCount: Math.ceil(options.rows * factor) + 50, attorneyCount: 8, endDate: '2025-06-30', asOf: '2045-01-01' });
    const examples: SettledExample[] = [];
    for (const item of firm.cases) {
      if (item.outcome !== 'settled' || !(item.actualSettlement! > 0)) continue;
      examples.push({ source: withMissingFacts(toPredictionSource(item)), amount: item.actualSettlement! });
      if (examples.length >= options.rows) return examples;
    }
  }
  throw new Error(`Could not generate ${options.rows} settled synthetic cases`);
}

/** The ML engine's columns: FEATURE_COLUMNS plus the settlement target. */
export const TRAINING_COLUMNS: Table['columns'] = [...FEATURE_COLUMNS.map((column) => ({ name: column.name, kind: column.kind })), { name: TARGET_COLUMN, kind: 'numeric' as const }];

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
