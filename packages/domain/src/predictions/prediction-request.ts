// Builds the model's prediction request from a case with its injuries and treatments.
import type { Case } from '../cases/case-schemas.js';
import { readInjurySeverity, type Injury } from '../injuries/injury-schemas.js';
import { countDaysBetween, parseDateValue } from '../shared/iso-date.js';
import { getTreatmentDays } from '../treatments/treatment-display.js';
import type { Treatment } from '../treatments/treatment-schemas.js';
import { PREDICTION_DEFAULTS } from './prediction-defaults.js';
import { toCaseTypeCode } from '../cases/case-types.js';
import { getBodyRegion, hasSurgicalIntervention, isPermanentInjury } from './injury-features.js';
import type { PredictionRequest } from './prediction-schemas.js';

/** A gap of this many days between treatments is what insurers argue breaks causation. */
export const TREATMENT_GAP_THRESHOLD_DAYS = 30;

export type PredictionSource = Pick<
  Case,
  | 'id'
  | 'clientAge'
  | 'clientGender'
  | 'liability'
  | 'propertyDamageAmount'
  | 'medicalCosts'
  | 'lostWages'
  | 'workDaysMissed'
  | 'insuranceLimits'
  | 'jurisdiction'
  | 'carrier'
  | 'caseType'
  | 'hasTreatmentGap'
> &
  Partial<Pick<Case, 'clientDateOfBirth' | 'incidentDate' | 'state'>> & {
    injuries: ReadonlyArray<Pick<Injury, 'type' | 'bodyPart' | 'description' | 'severity'>>;
    treatments: ReadonlyArray<Pick<Treatment, 'type' | 'startDate' | 'endDate' | 'duration' | 'cost'>>;
  };

type TreatmentSpan = Pick<Treatment, 'startDate' | 'endDate' | 'duration'>;

function textOrDefault(value: string | null | undefined, fallback: string): string {
  const text = (value ?? '').trim();
  return text === '' ? fallback : text;
}

/** Days a treatment lasted; an ongoing one counts up to `asOf` when given. */
function getTreatmentLength(treatment: TreatmentSpan, asOf: string | undefined): number | null {
  const days = getTreatmentDays(treatment);
  if (days !== null) return days;
  if (asOf && !treatment.endDate) {
    const soFar = countDaysBetween(treatment.startDate, asOf);
    return soFar !== null && soFar >= 0 ? soFar : null;
  }
  return null;
}

/**
 * The longest stretch in days with no treatment running, between the first start and the last end.
 * Ongoing treatments cover everything after their start. Null when no treatment has a start date.
 */
export function findLongestTreatmentGap(treatments: readonly TreatmentSpan[]): number | null {
  const spans = treatments
    .map((treatment) => {
      const start = parseDateValue(treatment.startDate);
      if (start === null) return null;
      const end = parseDateValue(treatment.endDate);
      return { start, end: end === null || end < start ? Number.POSITIVE_INFINITY : end };
    })
    .filter((span): span is { start: number; end: number } => span !== null)
    .sort((a, b) => a.start - b.start);
  const first = spans[0];
  if (!first) return null;
  let coveredUntil = first.end;
  let longest = 0;
  for (const span of spans.slice(1)) {
    if (span.start > coveredUntil) longest = Math.max(longest, Math.round((span.start - coveredUntil) / 86_400_000));
    coveredUntil = Math.max(coveredUntil, span.end);
  }
  return longest;
}

/** Whole years from a date of birth to a date (the incident, else today); null when either is unknown or it is negative. */
export function getAgeOn(dateOfBirth: string | null | undefined, on: string | null | undefined): number | null {
  if (!dateOfBirth || !on) return null;
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (![by, bm, bd, y, m, d].every(Number.isFinite)) return null;
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 && age <= 120 ? age : null;
}

/**
 * The prediction request for a case, from the facts entered on it and derived injury rules. A fact
 * that was not entered is null (the model reads it as missing): never the spec's request defaults,
 * which are for API callers who leave a field out. The client's age is the entered age, else the
 * age at the incident (or `asOf`) from the date of birth. Medical costs fall back to the sum of
 * treatment costs. `asOf` ('YYYY-MM-DD') lets ongoing treatments count their days so far; without
 * it their length is unknown.
 */
export function buildPredictionRequest(source: PredictionSource, options: { asOf?: string } = {}): PredictionRequest {
  const treatmentTypes = source.treatments.map((treatment) => treatment.type);
  const treatmentCostSum = source.treatments.reduce((sum, treatment) => sum + (treatment.cost ?? 0), 0);
  const hasTreatmentCosts = source.treatments.some((treatment) => treatment.cost != null);
  const gapDays = findLongestTreatmentGap(source.treatments);
  return {
    case_id: source.id,
    client_age: source.clientAge ?? getAgeOn(source.clientDateOfBirth, source.incidentDate ?? options.asOf),
    client_gender: textOrDefault(source.clientGender, PREDICTION_DEFAULTS.clientGender),
    liability: source.liability ?? null,
    property_damage: source.propertyDamageAmount ?? null,
    medical_costs: source.medicalCosts ?? (hasTreatmentCosts ? treatmentCostSum : null),
    lost_wages: source.lostWages ?? null,
    work_days_missed: source.workDaysMissed ?? null,
    injuries: source.injuries.map((injury) => {
      const severity = readInjurySeverity(injury.severity);
      const resolvedSeverity = severity === 'unknown' ? PREDICTION_DEFAULTS.injurySeverity : severity;
      return {
        severity: resolvedSeverity,
        body_region: getBodyRegion([injury.type, injury.bodyPart, injury.description].filter(Boolean).join(' ')),
        permanent: isPermanentInjury({ severity: resolvedSeverity, description: injury.description }),
        surgical_intervention: hasSurgicalIntervention({ description: injury.description, treatmentTypes }),
      };
    }),
    treatments: source.treatments.map((treatment) => ({
      type: treatment.type,
      duration: getTreatmentLength(treatment, options.asOf),
      cost: treatment.cost ?? null,
    })),
    insurance_limits: source.insuranceLimits ?? null,
    jurisdiction: textOrDefault(source.jurisdiction, PREDICTION_DEFAULTS.jurisdiction),
    carrier: textOrDefault(source.carrier, 'unknown'),
    case_type: toCaseTypeCode(source.caseType),
    treatment_gap_days: gapDays,
    has_treatment_gap: source.hasTreatmentGap ?? (gapDays === null ? null : gapDays >= TREATMENT_GAP_THRESHOLD_DAYS),
  };
}
