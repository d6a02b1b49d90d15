// Injury entity and its create/update inputs (spec sections 3 and 5).
import { z } from 'zod';
import { dateValueSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
import { optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

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

export const injurySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  type: z.string(),
  bodyPart: z.string().nullable(),
  severity: z.enum([...INJURY_SEVERITIES, UNKNOWN_SEVERITY]),
  description: z.string().nullable(),
  icdCode: z.string().nullable(),
  dateReported: z.string().nullable(),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Injury = z.infer<typeof injurySchema>;

const injuryFields = {
  type: requiredTextSchema({ requiredMessage: 'Injury type is required', max: 200, tooLongMessage: 'Injury type is too long' }),
  bodyPart: requiredTextSchema({ requiredMessage: 'Body part is required', max: 200, tooLongMessage: 'Body part is too long' }),
  severity: z.enum(INJURY_SEVERITIES, { error: 'Severity must be mild, moderate or severe' }),
  description: optionalTextSchema({ max: 2000, tooLongMessage: 'Description is too long' }),
  icdCode: optionalTextSchema({ max: 20, tooLongMessage: 'ICD code is too long' }),
  dateReported: optionalIsoDateSchema(),
};

export const injuryCreateSchema = z.object({
  ...injuryFields,
  severity: injuryFields.severity.default(DEFAULT_FORM_INJURY_SEVERITY),
});
export type InjuryCreateInput = z.input<typeof injuryCreateSchema>;
export type InjuryCreate = z.output<typeof injuryCreateSchema>;

export const injuryUpdateSchema = z.object(injuryFields).partial();
export type InjuryUpdateInput = z.input<typeof injuryUpdateSchema>;
export type InjuryUpdate = z.output<typeof injuryUpdateSchema>;
