// POST /api/cases: a case with the injuries, treatments and notes typed with it, saved all or nothing.
import { z } from 'zod';
import { injuryCreateSchema } from '../injuries/injury-schemas.js';
import { noteCreateSchema } from '../notes/note-schemas.js';
import { treatmentCreateSchema } from '../treatments/treatment-schemas.js';
import { caseCreateSchema } from './case-schemas.js';
import { clientContactDetailsSchema } from '../contacts/contact-schemas.js';

/** How many injuries, treatments or notes one create may carry. */
export const CASE_CREATE_RECORDS_MAX = 100;

/** A treatment of a case being created names its injury by position in the same request: the injury has no id yet. */
export const caseCreateTreatmentSchema = treatmentCreateSchema.safeExtend({
  injuryIndex: z
    .number({ error: 'Injury index must be a whole number' })
    .int('Injury index must be a whole number')
    .min(0, 'Injury index must be a whole number')
    .nullable()
    .optional(),
});

const records = <T extends z.ZodType>(schema: T, tooManyMessage: string) =>
  z.array(schema).max(CASE_CREATE_RECORDS_MAX, tooManyMessage).optional();

/** Without the arrays it is exactly the plain case create. */
export const caseCreateRequestSchema = caseCreateSchema
  .safeExtend({
    injuries: records(injuryCreateSchema, `At most ${CASE_CREATE_RECORDS_MAX} injuries per request`),
    treatments: records(caseCreateTreatmentSchema, `At most ${CASE_CREATE_RECORDS_MAX} treatments per request`),
    // `notes` is the case's own notes field; the detail response calls the case's note records caseNotes too.
    caseNotes: records(noteCreateSchema, `At most ${CASE_CREATE_RECORDS_MAX} notes per request`),
    /** The client's phone, email, address, preferred contact and language, filed in the firm's contact directory. */
    clientContact: clientContactDetailsSchema.optional(),
    /** Or the directory contact who is the client (a returning client). */
    clientContactId: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((value, context) => {
    if (value.clientContactId && value.clientContact)
      context.addIssue({
        code: 'custom',
        path: ['clientContact'],
        message: 'Give the client contact details or a directory contact, not both',
      });
    const injuryCount = value.injuries?.length ?? 0;
    value.treatments?.forEach((treatment, index) => {
      if (treatment.injuryId != null) {
        context.addIssue({
          code: 'custom',
          path: ['treatments', index, 'injuryId'],
          message: 'A new case names its injuries by injuryIndex',
        });
      }
      if (treatment.injuryIndex != null && treatment.injuryIndex >= injuryCount) {
        context.addIssue({ code: 'custom', path: ['treatments', index, 'injuryIndex'], message: 'Please select an injury' });
      }
    });
  });
export type CaseCreateRequestInput = z.input<typeof caseCreateRequestSchema>;
export type CaseCreateRequest = z.output<typeof caseCreateRequestSchema>;
