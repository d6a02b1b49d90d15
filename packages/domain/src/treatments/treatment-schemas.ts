// Treatment entity and its create/update inputs (spec sections 3 and 5).
import { z } from 'zod';
import { dateValueSchema, isoDateSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
import { MAX_DAY_COUNT, optionalAmountSchema, optionalTextSchema, requiredTextSchema, textSchema } from '../shared/schema-fields.js';

export const TREATMENT_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly', 'asNeeded'] as const;
export type TreatmentFrequency = (typeof TREATMENT_FREQUENCIES)[number];
export const DEFAULT_TREATMENT_FREQUENCY: TreatmentFrequency = 'weekly';

export const TREATMENT_FREQUENCY_OPTIONS: ReadonlyArray<{ value: TreatmentFrequency; label: string }> = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Biweekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'asNeeded', label: 'As Needed' },
];

export const TREATMENT_STATUSES = ['scheduled', 'ongoing', 'completed'] as const;
export type TreatmentStatus = (typeof TREATMENT_STATUSES)[number];

export const TREATMENT_STATUS_OPTIONS: ReadonlyArray<{ value: TreatmentStatus; label: string }> = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'ongoing', label: 'Ongoing' },
  { value: 'completed', label: 'Completed' },
];

export const treatmentSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  injuryId: z.string().nullable(),
  type: z.string(),
  provider: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  cost: z.number().nullable(),
  frequency: z.enum(TREATMENT_FREQUENCIES).default(DEFAULT_TREATMENT_FREQUENCY),
  name: z.string().nullable(),
  cptCode: z.string().nullable(),
  description: z.string().nullable(),
  /** Planned or actual length in days. */
  duration: z.number().nullable(),
  status: z.enum(TREATMENT_STATUSES).nullable(),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Treatment = z.infer<typeof treatmentSchema>;

const treatmentFields = {
  type: requiredTextSchema({ requiredMessage: 'Treatment type is required', max: 200, tooLongMessage: 'Treatment type is too long' }),
  provider: requiredTextSchema({ requiredMessage: 'Provider is required', max: 200, tooLongMessage: 'Provider is too long' }),
  startDate: isoDateSchema(),
  endDate: optionalIsoDateSchema(),
  notes: optionalTextSchema({ max: 1000, tooLongMessage: 'Notes are too long' }),
  cost: optionalAmountSchema('Cost must be 0 or more'),
  frequency: z.enum(TREATMENT_FREQUENCIES, { error: 'Choose a frequency' }),
  name: optionalTextSchema({ max: 200, tooLongMessage: 'Name is too long' }),
  cptCode: optionalTextSchema({ max: 20, tooLongMessage: 'CPT code is too long' }),
  description: optionalTextSchema({ max: 2000, tooLongMessage: 'Description is too long' }),
  duration: optionalAmountSchema('Duration must be 0 or more days', { max: MAX_DAY_COUNT }),
  injuryId: textSchema({ max: 100, tooLongMessage: 'Injury not found' }).nullable().optional(),
  status: z.enum(TREATMENT_STATUSES, { error: 'Choose a status' }).nullable().optional(),
};

function isEndOnOrAfterStart(value: { startDate?: string | undefined; endDate?: string | null | undefined }): boolean {
  return !value.startDate || !value.endDate || value.endDate >= value.startDate;
}
const END_BEFORE_START = { message: 'End date cannot be before start date', path: ['endDate'] };

export const treatmentCreateSchema = z
  .object({ ...treatmentFields, frequency: treatmentFields.frequency.default(DEFAULT_TREATMENT_FREQUENCY) })
  .refine(isEndOnOrAfterStart, END_BEFORE_START);
export type TreatmentCreateInput = z.input<typeof treatmentCreateSchema>;
export type TreatmentCreate = z.output<typeof treatmentCreateSchema>;

export const treatmentUpdateSchema = z.object(treatmentFields).partial().refine(isEndOnOrAfterStart, END_BEFORE_START);
export type TreatmentUpdateInput = z.input<typeof treatmentUpdateSchema>;
export type TreatmentUpdate = z.output<typeof treatmentUpdateSchema>;
