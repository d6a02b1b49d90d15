// The Settlement Predictor's form: what people type (text in number boxes, blanks for "not known"),
// checked field by field, and turned into a prediction request.
import { z } from 'zod';
import { MAX_DAY_COUNT, MAX_MONEY_AMOUNT } from '../shared/schema-fields.js';
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

export const settlementPredictorFormSchema = z
  .object({
    client_age: numberText('Client age', 0, 120),
    client_gender: z.enum(['unknown', 'female', 'male']),
    liability: numberText('Liability', 0, 100),
    property_damage: moneyText('Property damage'),
    medical_costs: moneyText('Medical costs'),
    work_days_missed: numberText('Work days missed', 0, MAX_DAY_COUNT),
    insurance_limits: moneyText('Insurance limits'),
    jurisdiction: z.string().trim().max(100, 'Jurisdiction is too long'),
    state: z.string(),
    carrier: z.string().trim().max(200, 'Insurance carrier is too long'),
    case_type: z.string().min(1).max(100),
    injuries: z.array(predictorInjurySchema).max(100, 'At most 100 injuries'),
    treatments: z.array(predictorTreatmentSchema).max(500, 'At most 500 treatments'),
  })
  .transform(
    (form): PredictionRequestInput => ({
      client_age: toNumber(form.client_age) ?? undefined,
      client_gender: form.client_gender,
      // Typed as the defendant's share in percent; the model takes 0..1.
      liability: form.liability === '' ? undefined : Number(form.liability) / 100,
      property_damage: toNumber(form.property_damage),
      medical_costs: toNumber(form.medical_costs),
      work_days_missed: toNumber(form.work_days_missed),
      insurance_limits: toNumber(form.insurance_limits) ?? undefined,
      jurisdiction: form.jurisdiction || undefined,
      state: form.state || undefined,
      carrier: form.carrier || undefined,
      case_type: form.case_type,
      injuries: form.injuries,
      treatments: form.treatments.map((row) => ({ type: row.type, duration: toNumber(row.duration), cost: toNumber(row.cost) })),
    }),
  );
export type SettlementPredictorForm = z.input<typeof settlementPredictorFormSchema>;

export const SETTLEMENT_PREDICTOR_DEFAULTS: SettlementPredictorForm = {
  client_age: '35',
  client_gender: 'unknown',
  liability: '80',
  property_damage: '',
  medical_costs: '',
  work_days_missed: '',
  insurance_limits: '100000',
  jurisdiction: '',
  state: '',
  carrier: '',
  case_type: 'motor_vehicle',
  injuries: [{ severity: 'moderate', body_region: 'neck', permanent: false, surgical_intervention: false }],
  treatments: [{ type: 'physical_therapy', duration: '60', cost: '4000' }],
};
