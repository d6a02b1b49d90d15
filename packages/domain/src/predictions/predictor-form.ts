// The Settlement Predictor's form: what people type (text in number boxes, blanks for "not known"),
// checked field by field, and turned into a prediction request.
import { z } from 'zod';
import { MAX_DAY_COUNT, MAX_MONEY_AMOUNT } from '../shared/schema-fields.js';
import { formatMoney } from '../format/money.js';
import { buildPredictionRequest, type PredictionSource } from './prediction-request.js';
import type { PredictionRequestInput } from './prediction-schemas.js';

/** A number box: blank (not known) or a number within the bounds; the message names the field. */
function numberText(label: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || (Number.isFinite(Number(text)) && Number(text) >= min && Number(text) <= max), {
      message: `${label} must be a number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
    });
}

const moneyText = (label: string) => numberText(label, 0, MAX_MONEY_AMOUNT);
const toNumber = (text: string): number | null => (text === '' ? null : Number(text));

export const predictorInjurySchema = z.object({
  severity: z.enum(['mild', 'moderate', 'severe']),
  body_region: z.string().min(1).max(50),
  permanent: z.boolean(),
  surgical_intervention: z.boolean(),
});

export const predictorTreatmentSchema = z.object({
  type: z.string().min(1).max(100),
  duration: numberText('Treatment duration', 0, MAX_DAY_COUNT),
  cost: moneyText('Treatment cost'),
});

/**
 * The one rule for medical costs: Medical Costs is the case's total medical bills, and the treatments'
 * costs are part of that total, never added to it. Blank, it is the sum of the treatment costs. Typed,
 * it may not be less than that sum (the treatments would be counted beside it).
 */
export const MEDICAL_COSTS_RULE = 'Total medical bills, treatment costs included (not added to it); blank: the sum of the treatment costs.';

/** The treatments' costs added up; null when none is known. */
export function sumTreatmentCosts(treatments: ReadonlyArray<{ cost: string }>): number | null {
  const known = treatments.map((row) => row.cost.trim()).filter((text) => text !== '' && Number.isFinite(Number(text)));
  return known.length === 0 ? null : Math.round(known.reduce((sum, text) => sum + Number(text) * 100, 0)) / 100;
}

/** The medical costs the prediction uses under MEDICAL_COSTS_RULE, and where the figure comes from. */
export function resolveMedicalCosts(form: { medical_costs: string; treatments: ReadonlyArray<{ cost: string }> }): {
  amount: number | null;
  source: 'typed' | 'treatments' | 'none';
} {
  const typed = form.medical_costs.trim();
  if (typed !== '' && Number.isFinite(Number(typed))) return { amount: Number(typed), source: 'typed' };
  const sum = sumTreatmentCosts(form.treatments);
  return sum === null ? { amount: null, source: 'none' } : { amount: sum, source: 'treatments' };
}

export const settlementPredictorFormSchema = z
  .object({
    client_age: numberText('Client age', 0, 120),
    client_gender: z.enum(['unknown', 'female', 'male']),
    liability: numberText('Liability', 0, 100),
    property_damage: moneyText('Property damage'),
    medical_costs: moneyText('Medical costs'),
    lost_wages: moneyText('Lost wages'),
    work_days_missed: numberText('Work days missed', 0, MAX_DAY_COUNT),
    insurance_limits: moneyText('Insurance limits'),
    jurisdiction: z.string().trim().max(100, 'Jurisdiction is too long'),
    state: z.string(),
    carrier: z.string().trim().max(200, 'Insurance carrier is too long'),
    case_type: z.string().min(1).max(100),
    injuries: z.array(predictorInjurySchema).max(100, 'At most 100 injuries'),
    treatments: z.array(predictorTreatmentSchema).max(500, 'At most 500 treatments'),
  })
  .superRefine((form, context) => {
    const typed = form.medical_costs.trim();
    const sum = sumTreatmentCosts(form.treatments);
    if (typed !== '' && sum !== null && Number(typed) < sum) {
      context.addIssue({
        code: 'custom',
        path: ['medical_costs'],
        message: `Medical costs include the treatment costs: at least ${formatMoney(sum)}, or leave it blank to use their sum`,
      });
    }
  })
  .transform((form): PredictionRequestInput => ({
    client_age: toNumber(form.client_age) ?? undefined,
    client_gender: form.client_gender,
    // Typed as the defendant's share in percent; the model takes 0..1.
    liability: form.liability === '' ? undefined : Number(form.liability) / 100,
    property_damage: toNumber(form.property_damage),
    medical_costs: resolveMedicalCosts(form).amount,
    lost_wages: toNumber(form.lost_wages),
    work_days_missed: toNumber(form.work_days_missed),
    insurance_limits: toNumber(form.insurance_limits) ?? undefined,
    jurisdiction: form.jurisdiction || undefined,
    state: form.state || undefined,
    carrier: form.carrier || undefined,
    case_type: form.case_type,
    injuries: form.injuries,
    treatments: form.treatments.map((row) => ({ type: row.type, duration: toNumber(row.duration), cost: toNumber(row.cost) })),
  }));
export type SettlementPredictorForm = z.input<typeof settlementPredictorFormSchema>;

export const SETTLEMENT_PREDICTOR_DEFAULTS: SettlementPredictorForm = {
  client_age: '35',
  client_gender: 'unknown',
  liability: '80',
  property_damage: '',
  medical_costs: '',
  lost_wages: '',
  work_days_missed: '',
  insurance_limits: '100000',
  jurisdiction: '',
  state: '',
  carrier: '',
  case_type: 'motor_vehicle',
  injuries: [{ severity: 'moderate', body_region: 'neck', permanent: false, surgical_intervention: false }],
  treatments: [{ type: 'physical_therapy', duration: '60', cost: '4000' }],
};

const PREDICTOR_GENDERS = new Set(['female', 'male']);
const blankOr = (value: number | null | undefined): string => (value == null ? '' : String(value));

/**
 * `asOf` ('YYYY-MM-DD') counts ongoing treatments' days so far.
 * The predictor's form filled from a case ("What if…" on the case page), with the same derived
 * injury rules and defaults as the case's own prediction. Medical Costs stays blank when the case
 * has none, so the treatments' costs make the total, as they do for the case.
 */
export function predictorFormFromCase(source: PredictionSource & { state?: string | null; asOf?: string }): SettlementPredictorForm {
  const request = buildPredictionRequest(source, source.asOf ? { asOf: source.asOf } : {});
  const gender = request.client_gender.toLowerCase();
  return {
    client_age: blankOr(source.clientAge),
    client_gender: PREDICTOR_GENDERS.has(gender) ? (gender as 'female' | 'male') : 'unknown',
    liability: source.liability == null ? '' : String(Math.round(source.liability * 10_000) / 100),
    property_damage: blankOr(source.propertyDamageAmount),
    medical_costs: blankOr(source.medicalCosts),
    lost_wages: blankOr(source.lostWages),
    work_days_missed: blankOr(source.workDaysMissed),
    insurance_limits: blankOr(source.insuranceLimits),
    jurisdiction: (source.jurisdiction ?? '').trim(),
    state: source.state ?? '',
    carrier: (source.carrier ?? '').trim(),
    case_type: request.case_type,
    injuries: request.injuries.map((injury) => ({
      severity: (['mild', 'moderate', 'severe'] as const).find((level) => level === injury.severity.toLowerCase()) ?? 'moderate',
      body_region: injury.body_region,
      permanent: injury.permanent,
      surgical_intervention: injury.surgical_intervention,
    })),
    treatments: request.treatments.map((treatment) => ({
      type: treatment.type,
      duration: blankOr(treatment.duration),
      cost: blankOr(treatment.cost),
    })),
  };
}
