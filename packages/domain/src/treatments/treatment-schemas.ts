// A case's treatments (spec sections 3 and 5): the treatment record kind, from which its API schemas are derived.
import { z } from 'zod';
import { isoDateSchema } from '../shared/iso-date.js';
import { optionalDateField, optionalTextField, requiredTextField } from '../shared/record-fields.js';
import { defineRecordKind } from '../shared/record-kind.js';
import { MAX_DAY_COUNT, optionalAmountSchema, optionalTextSchema, textSchema } from '../shared/schema-fields.js';

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

function isEndOnOrAfterStart(value: { startDate?: string | null | undefined; endDate?: string | null | undefined }): boolean {
  return !value.startDate || !value.endDate || value.endDate >= value.startDate;
}
export const END_BEFORE_START_MESSAGE = 'End date cannot be before start date';

const frequency = z.enum(TREATMENT_FREQUENCIES, { error: 'Choose a frequency' });

export const treatmentKind = defineRecordKind({
  name: 'treatment',
  scope: 'case',
  path: 'treatments',
  noun: 'treatment',
  table: 'treatment',
  flatItems: true,
  createdAs: 'data',
  fields: {
    type: requiredTextField('type', 'Treatment type', 200),
    // Required on the way in; older records may have none.
    provider: { ...requiredTextField('provider', 'Provider', 200), read: z.string().nullable() },
    startDate: { column: 'start_date', label: 'Start date', date: true, input: isoDateSchema(), read: z.string().nullable() },
    endDate: optionalDateField('end_date', 'End date'),
    notes: { ...optionalTextField('notes', 'Notes', 1000), input: optionalTextSchema({ max: 1000, tooLongMessage: 'Notes are too long' }) },
    cost: { column: 'cost', label: 'Cost', input: optionalAmountSchema('Cost must be 0 or more'), read: z.number().nullable() },
    frequency: {
      column: 'frequency',
      label: 'Frequency',
      input: frequency,
      create: frequency.default(DEFAULT_TREATMENT_FREQUENCY),
      read: z.enum(TREATMENT_FREQUENCIES).default(DEFAULT_TREATMENT_FREQUENCY),
    },
    name: optionalTextField('name', 'Name', 200),
    cptCode: optionalTextField('cpt_code', 'CPT code', 20),
    description: optionalTextField('description', 'Description', 2000),
    /** Planned or actual length in days. */
    duration: {
      column: 'duration',
      label: 'Duration',
      input: optionalAmountSchema('Duration must be 0 or more days', { max: MAX_DAY_COUNT }),
      read: z.number().nullable(),
    },
    // Checked against the case's injuries by the server: "Please select an injury".
    injuryId: {
      column: 'injury_id',
      label: 'Injury',
      input: textSchema({ max: 100, tooLongMessage: 'Injury not found' }).nullable().optional(),
      read: z.string().nullable(),
    },
    status: {
      column: 'status',
      label: 'Status',
      input: z.enum(TREATMENT_STATUSES, { error: 'Choose a status' }).nullable().optional(),
      read: z.enum(TREATMENT_STATUSES).nullable(),
    },
  },
  // By start date (none last), then as added.
  orderBy: ['startDate'],
  checks: (treatment) => (isEndOnOrAfterStart(treatment) ? [] : [{ path: 'endDate', message: END_BEFORE_START_MESSAGE }]),
});

export const treatmentSchema = treatmentKind.schema;
export type Treatment = z.infer<typeof treatmentSchema>;

/** A new treatment, with the kind's checks (an end before the start) applied as the schema's own, for a form or a case create. */
export const treatmentCreateSchema = treatmentKind.createSchema.superRefine((treatment, context) => {
  for (const issue of treatmentKind.check(treatment)) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type TreatmentCreateInput = z.input<typeof treatmentCreateSchema>;
export type TreatmentCreate = z.output<typeof treatmentCreateSchema>;

/** Only the keys present change; the server checks the end against the stored start. */
export const treatmentUpdateSchema = treatmentKind.updateSchema;
export type TreatmentUpdateInput = z.input<typeof treatmentUpdateSchema>;
export type TreatmentUpdate = z.output<typeof treatmentUpdateSchema>;
