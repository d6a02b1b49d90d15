// The medical chronology of a case as the API gives it (where drafting stands, and the lines), and what a line's
// edit and confirmation take. Amounts are integer cents; every field the records did not give is null.
import { z } from 'zod';
import { optionalIsoDateSchema } from '../shared/iso-date.js';
import { optionalTextSchema } from '../shared/schema-fields.js';

export const CHRONOLOGY_STATUSES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type ChronologyStatus = (typeof CHRONOLOGY_STATUSES)[number];
export const CHRONOLOGY_LINE_STATUSES = ['draft', 'confirmed', 'dismissed'] as const;
export type ChronologyLineStatus = (typeof CHRONOLOGY_LINE_STATUSES)[number];

/** Documents of these categories are read (the default "Medical Records", and any the firm names with "medical" or "bill"). */
export function isChronologyCategory(category: string): boolean {
  return /medical|bill/i.test(category);
}

export const chronologyDiagnosisSchema = z.object({ code: z.string(), description: z.string().nullable() });

export const chronologyLineSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  /** Null once the document is deleted (a confirmed line stays). */
  documentId: z.string().nullable(),
  documentName: z.string(),
  page: z.number().int(),
  status: z.enum(CHRONOLOGY_LINE_STATUSES),
  serviceDate: z.string().nullable(),
  provider: z.string().nullable(),
  visitType: z.string().nullable(),
  diagnoses: z.array(chronologyDiagnosisSchema),
  cptCodes: z.array(z.string()),
  billedCents: z.number().int().nullable(),
  treatmentId: z.string().nullable(),
  medicalBillId: z.string().nullable(),
  providerId: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ChronologyLine = z.infer<typeof chronologyLineSchema>;

export const chronologyProgressSchema = z.object({
  documents: z.number().int().nullable(),
  documentsDone: z.number().int(),
  /** Documents whose text is still being read (OCR of a scan takes seconds a page): drafting waits for them. */
  documentsWaiting: z.number().int(),
});

export const chronologyResponseSchema = z.object({
  status: z.enum(CHRONOLOGY_STATUSES),
  progress: chronologyProgressSchema.optional(),
  error: z.string().nullable().optional(),
  finishedAt: z.string().nullable().optional(),
  lines: z.array(chronologyLineSchema),
});
export type ChronologyResponse = z.infer<typeof chronologyResponseSchema>;

export const ICD10_CODE_PATTERN = /^[A-TV-Z][0-9][0-9AB](\.[0-9A-Z]{1,4})?$/;
const cptCodeSchema = z
  .string({ error: 'CPT code must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{5}(-[0-9A-Z]{2})?$/, 'CPT code must be 5 characters (e.g. 99213), optionally with a modifier (99213-25)');

/** A draft line's fields as the paralegal corrects them; null clears a field. */
export const chronologyLineEditSchema = z
  .object({
    serviceDate: optionalIsoDateSchema(),
    provider: optionalTextSchema({ max: 200, tooLongMessage: 'Provider is too long' }),
    visitType: optionalTextSchema({ max: 200, tooLongMessage: 'Visit type is too long' }),
    diagnoses: z
      .array(
        z.object({
          code: z
            .string({ error: 'Diagnosis code must be text' })
            .trim()
            .toUpperCase()
            .regex(ICD10_CODE_PATTERN, 'Diagnosis code must be an ICD-10 code (e.g. S13.4XXA)'),
          description: optionalTextSchema({ max: 300, tooLongMessage: 'Diagnosis description is too long' }).transform(
            (value) => value ?? null,
          ),
        }),
      )
      .max(50, 'At most 50 diagnoses')
      .optional(),
    cptCodes: z.array(cptCodeSchema).max(50, 'At most 50 CPT codes').optional(),
    billedCents: z
      .number({ error: 'Billed must be an amount in cents' })
      .int('Billed must be whole cents')
      .min(0, 'Billed must be 0 or more')
      .max(99_999_999_999, 'Billed must be at most 999,999,999.99')
      .nullable()
      .optional(),
  })
  .strict();
export type ChronologyLineEdit = z.output<typeof chronologyLineEditSchema>;
export type ChronologyLineEditInput = z.input<typeof chronologyLineEditSchema>;

export const CHRONOLOGY_MISSING_DATE_MESSAGE = 'Type the date of service before confirming (serviceDate)';
export const CHRONOLOGY_MISSING_PROVIDER_MESSAGE = 'Type the provider before confirming (provider)';
export const CHRONOLOGY_MISSING_VISIT_TYPE_MESSAGE = 'Type the visit type before confirming (visitType)';

/** What confirming a line needs: a date, a provider and a visit type (a treatment has all three); a bill also needs an amount. */
export function chronologyConfirmIssues(line: {
  serviceDate: string | null;
  provider: string | null;
  visitType: string | null;
}): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (!line.serviceDate) issues.push({ path: 'serviceDate', message: CHRONOLOGY_MISSING_DATE_MESSAGE });
  if (!line.provider) issues.push({ path: 'provider', message: CHRONOLOGY_MISSING_PROVIDER_MESSAGE });
  if (!line.visitType) issues.push({ path: 'visitType', message: CHRONOLOGY_MISSING_VISIT_TYPE_MESSAGE });
  return issues;
}

/** The text a confirmed line's treatment describes its diagnoses with. */
export function describeDiagnoses(diagnoses: ReadonlyArray<{ code: string; description: string | null }>): string | null {
  if (diagnoses.length === 0) return null;
  return diagnoses.map((diagnosis) => (diagnosis.description ? `${diagnosis.code} ${diagnosis.description}` : diagnosis.code)).join('; ');
}
