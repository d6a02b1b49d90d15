// A case's injuries (spec sections 3 and 5): the injury record kind, from which its API schemas are derived.
import { z } from 'zod';
import { optionalDateField, optionalTextField, requiredTextField } from '../shared/record-fields.js';
import { defineRecordKind } from '../shared/record-kind.js';

export const INJURY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type InjurySeverity = (typeof INJURY_SEVERITIES)[number];
/** What a stored severity reads as when it is missing or not one of the three. */
export const UNKNOWN_SEVERITY = 'unknown';
export type StoredInjurySeverity = InjurySeverity | typeof UNKNOWN_SEVERITY;

export const INJURY_SEVERITY_OPTIONS: ReadonlyArray<{ value: InjurySeverity; label: string }> = [
  { value: 'mild', label: 'Mild' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'severe', label: 'Severe' },
];

/** The wizard starts a new injury as mild (spec section 9). */
export const DEFAULT_FORM_INJURY_SEVERITY: InjurySeverity = 'mild';

/** Reads a stored severity ('Severe', ' mild ', null...) into the entity's value. */
export function readInjurySeverity(value: string | null | undefined): StoredInjurySeverity {
  const text = (value ?? '').trim().toLowerCase();
  return (INJURY_SEVERITIES as readonly string[]).includes(text) ? (text as InjurySeverity) : UNKNOWN_SEVERITY;
}

export const injuryKind = defineRecordKind({
  name: 'injury',
  scope: 'case',
  path: 'injuries',
  noun: 'injury',
  table: 'injury',
  flatItems: true,
  fields: {
    type: requiredTextField('type', 'Injury type', 200),
    // Required on the way in; older records (imports, the demo firm) may have none.
    bodyPart: { ...requiredTextField('body_part', 'Body part', 200), read: z.string().nullable() },
    severity: {
      column: 'severity',
      label: 'Severity',
      input: z.enum(INJURY_SEVERITIES, { error: 'Severity must be mild, moderate or severe' }),
      create: z.enum(INJURY_SEVERITIES, { error: 'Severity must be mild, moderate or severe' }).default(DEFAULT_FORM_INJURY_SEVERITY),
      // A stored severity is read through readInjurySeverity: anything else is 'unknown'.
      read: z.enum([...INJURY_SEVERITIES, UNKNOWN_SEVERITY]),
    },
    description: optionalTextField('description', 'Description', 2000),
    icdCode: optionalTextField('icd_code', 'ICD code', 20),
    dateReported: optionalDateField('date_reported', 'Date reported'),
  },
  orderBy: [],
});

export const injurySchema = injuryKind.schema;
export type Injury = z.infer<typeof injurySchema>;

export const injuryCreateSchema = injuryKind.createSchema;
export type InjuryCreateInput = z.input<typeof injuryCreateSchema>;
export type InjuryCreate = z.output<typeof injuryCreateSchema>;

export const injuryUpdateSchema = injuryKind.updateSchema;
export type InjuryUpdateInput = z.input<typeof injuryUpdateSchema>;
export type InjuryUpdate = z.output<typeof injuryUpdateSchema>;
