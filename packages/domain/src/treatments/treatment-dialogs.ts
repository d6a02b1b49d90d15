// The case page's two add-treatment dialogs: the detailed one and the simple one (spec sections 2 and 5).
import { z } from 'zod';
import { getTodayIsoDate, isoDateSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
import { formNumberSchema, MAX_DAY_COUNT, MAX_MONEY_AMOUNT, optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';
import { DEFAULT_TREATMENT_FREQUENCY, TREATMENT_FREQUENCIES, TREATMENT_STATUSES, type TreatmentCreate } from './treatment-schemas.js';

export const detailedTreatmentDialogSchema = z.object({
  injuryId: z.string({ error: 'Please select an injury' }).trim().min(1, 'Please select an injury'),
  type: requiredTextSchema({ requiredMessage: 'Treatment type is required' }),
  provider: requiredTextSchema({ requiredMessage: 'Provider is required' }),
  startDate: isoDateSchema(),
  endDate: optionalIsoDateSchema(),
  // An empty cost box is sent as 0 (spec section 5).
  cost: formNumberSchema({
    emptyValue: 0,
    requiredMessage: 'Cost is required',
    invalidMessage: 'Cost must be a number',
    min: 0,
    minMessage: 'Cost must be 0 or more',
    max: MAX_MONEY_AMOUNT,
  }),
  name: requiredTextSchema({ requiredMessage: 'Name is required' }),
  cptCode: requiredTextSchema({ requiredMessage: 'CPT code is required' }),
  description: requiredTextSchema({ requiredMessage: 'Description is required' }),
  duration: formNumberSchema({
    requiredMessage: 'Duration is required',
    invalidMessage: 'Duration must be a number',
    min: 0,
    minMessage: 'Duration must be 0 or more days',
    max: MAX_DAY_COUNT,
  }),
  notes: optionalTextSchema({ max: 1000, tooLongMessage: 'Notes are too long' }),
  frequency: z.enum(TREATMENT_FREQUENCIES).default(DEFAULT_TREATMENT_FREQUENCY),
});
export type DetailedTreatmentDialogValues = z.input<typeof detailedTreatmentDialogSchema>;
export type DetailedTreatmentDialogSubmission = z.output<typeof detailedTreatmentDialogSchema>;

export function createEmptyDetailedTreatmentValues(today: string = getTodayIsoDate()): DetailedTreatmentDialogValues {
  return {
    injuryId: '',
    type: '',
    provider: '',
    startDate: today,
    endDate: '',
    cost: '',
    name: '',
    cptCode: '',
    description: '',
    duration: '',
    notes: '',
    frequency: DEFAULT_TREATMENT_FREQUENCY,
  };
}

export function toTreatmentFromDetailedDialog(values: DetailedTreatmentDialogSubmission): TreatmentCreate {
  return { ...values, endDate: values.endDate ?? null, notes: values.notes ?? null };
}

/** Every field of the simple dialog is required (spec: "Generic add dialog"). */
export const simpleTreatmentDialogSchema = z.object({
  treatmentType: requiredTextSchema({ requiredMessage: 'Treatment Type is required' }),
  facility: requiredTextSchema({ requiredMessage: 'Facility is required' }),
  frequency: z.enum(TREATMENT_FREQUENCIES, { error: 'Frequency is required' }),
  status: z.enum(TREATMENT_STATUSES, { error: 'Status is required' }),
  amountToDate: formNumberSchema({
    requiredMessage: 'Amount to Date is required',
    invalidMessage: 'Amount to Date must be a number',
    min: 0,
    minMessage: 'Amount to Date must be 0 or more',
    max: MAX_MONEY_AMOUNT,
  }),
});
export type SimpleTreatmentDialogValues = z.input<typeof simpleTreatmentDialogSchema>;
export type SimpleTreatmentDialogSubmission = z.output<typeof simpleTreatmentDialogSchema>;

/** Selects in the generic dialog start with an empty 'Select {label}' option. */
export function formatSelectPlaceholder(label: string): string {
  return `Select ${label}`;
}

/** The simple dialog's answers as a treatment: Facility is the provider, Amount to Date the cost. */
export function toTreatmentFromSimpleDialog(values: SimpleTreatmentDialogSubmission, today: string = getTodayIsoDate()): TreatmentCreate {
  return {
    type: values.treatmentType,
    provider: values.facility,
    frequency: values.frequency,
    status: values.status,
    cost: values.amountToDate,
    startDate: today,
  };
}
