// The flat, named feature vector the ML model trains and predicts on; never includes the attorney, nor the policy
// limits (coverage caps the expected recovery; it is not evidence of what a case is worth).
import { BODY_REGIONS } from './injury-features.js';
import { isSurgicalTreatmentType } from './injury-features.js';
import { classifyTreatmentType } from '../treatments/treatment-taxonomy.js';
import { toCaseTypeCode } from '../cases/case-types.js';
import type { PredictionRequest } from './prediction-schemas.js';
import { countMissingValueFacts, toFactsMissingBand } from './missing-facts.js';

export type FeatureKind = 'numeric' | 'categorical';
export type FeatureValue = number | string | null;
export type FeatureVector = Record<string, FeatureValue>;

export const TREATMENT_CATEGORIES = ['surgery', 'injection', 'imaging', 'emergency', 'chiropractic', 'physical_therapy', 'other'] as const;
export type TreatmentCategory = (typeof TREATMENT_CATEGORIES)[number];

/** Groups a free-text treatment type into the categories the model counts, through the domain's treatment taxonomy. */
export function getTreatmentCategory(type: string | null | undefined): TreatmentCategory {
  return classifyTreatmentType(type);
}

export const SEVERITY_SCORES: Readonly<Record<string, number>> = { mild: 1, moderate: 2, severe: 3 };

/** Every column, in a fixed order, with its kind. Column names are the model file's contract. */
export const FEATURE_COLUMNS: ReadonlyArray<{ name: string; kind: FeatureKind }> = [
  { name: 'client_age', kind: 'numeric' },
  { name: 'client_gender', kind: 'categorical' },
  { name: 'liability', kind: 'numeric' },
  { name: 'property_damage', kind: 'numeric' },
  { name: 'medical_costs', kind: 'numeric' },
  { name: 'lost_wages', kind: 'numeric' },
  { name: 'work_days_missed', kind: 'numeric' },
  { name: 'injury_count', kind: 'numeric' },
  { name: 'worst_severity', kind: 'numeric' },
  ...BODY_REGIONS.map((region) => ({ name: `region_${region}`, kind: 'numeric' as const })),
  { name: 'any_permanent', kind: 'numeric' },
  { name: 'any_surgical', kind: 'numeric' },
  { name: 'treatment_count', kind: 'numeric' },
  ...TREATMENT_CATEGORIES.map((category) => ({ name: `treatments_${category}`, kind: 'numeric' as const })),
  { name: 'total_treatment_days', kind: 'numeric' },
  { name: 'longest_treatment_days', kind: 'numeric' },
  { name: 'treatment_cost', kind: 'numeric' },
  { name: 'treatment_gap_days', kind: 'numeric' },
  { name: 'has_treatment_gap', kind: 'numeric' },
  { name: 'carrier', kind: 'categorical' },
  { name: 'jurisdiction', kind: 'categorical' },
  { name: 'case_type', kind: 'categorical' },
  // How much is known (countMissingValueFacts, in bands): the ranges are calibrated per band (docs/predictions.md).
  { name: 'facts_missing', kind: 'categorical' },
];

export const FEATURE_NAMES: readonly string[] = FEATURE_COLUMNS.map((column) => column.name);

/** Categories compare case- and spacing-insensitively: 'State  Farm' and 'state farm' are one carrier. */
export function normaliseCategory(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return text === '' ? 'unknown' : text;
}

function toFlag(value: boolean | null): number | null {
  return value === null ? null : value ? 1 : 0;
}

function sumKnown(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

/** One row for the model: exactly FEATURE_COLUMNS, in order; unknown numbers are null. */
export function buildFeatureVector(request: PredictionRequest): FeatureVector {
  const regions = new Set(request.injuries.map((injury) => injury.body_region));
  const categoryCounts = new Map<TreatmentCategory, number>();
  for (const treatment of request.treatments) {
    const category = getTreatmentCategory(treatment.type);
    categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
  }
  const durations = request.treatments.map((treatment) => treatment.duration);
  const knownDurations = durations.filter((value): value is number => value !== null);
  const vector: FeatureVector = {
    client_age: request.client_age,
    client_gender: normaliseCategory(request.client_gender),
    liability: request.liability,
    property_damage: request.property_damage,
    medical_costs: request.medical_costs,
    lost_wages: request.lost_wages,
    work_days_missed: request.work_days_missed,
    injury_count: request.injuries.length,
    worst_severity: Math.max(0, ...request.injuries.map((injury) => SEVERITY_SCORES[injury.severity.toLowerCase()] ?? 0)),
    ...Object.fromEntries(BODY_REGIONS.map((region) => [`region_${region}`, regions.has(region) ? 1 : 0])),
    any_permanent: request.injuries.some((injury) => injury.permanent) ? 1 : 0,
    any_surgical:
      request.injuries.some((injury) => injury.surgical_intervention) ||
      request.treatments.some((treatment) => isSurgicalTreatmentType(treatment.type))
        ? 1
        : 0,
    treatment_count: request.treatments.length,
    ...Object.fromEntries(TREATMENT_CATEGORIES.map((category) => [`treatments_${category}`, categoryCounts.get(category) ?? 0])),
    total_treatment_days: sumKnown(durations),
    longest_treatment_days: knownDurations.length === 0 ? null : Math.max(...knownDurations),
    treatment_cost: sumKnown(request.treatments.map((treatment) => treatment.cost)),
    treatment_gap_days: request.treatment_gap_days,
    has_treatment_gap: toFlag(request.has_treatment_gap),
    carrier: normaliseCategory(request.carrier),
    jurisdiction: normaliseCategory(request.jurisdiction),
    // Codes of the fixed list; an API caller's older value ('auto', 'personal_injury') reads as its code.
    case_type: toCaseTypeCode(request.case_type),
    facts_missing: toFactsMissingBand(countMissingValueFacts(request)),
  };
  // Same key order as FEATURE_COLUMNS, so Object.values(vector) lines up with the column list.
  return Object.fromEntries(FEATURE_NAMES.map((name) => [name, vector[name] ?? null]));
}
