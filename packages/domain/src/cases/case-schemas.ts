// Case entity, create/update inputs and the API's case shapes (spec sections 3 and 5).
import { z } from 'zod';
import { optionalUsStateSchema } from '../deadlines/case-facts.js';
import { caseDocumentSchema } from '../documents/document-schemas.js';
import { injurySchema } from '../injuries/injury-schemas.js';
import { noteSchema } from '../notes/note-schemas.js';
import { predictionSummarySchema } from '../predictions/prediction-schemas.js';
import { dateValueSchema, isoDateSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
import { MAX_DAY_COUNT, optionalAmountSchema, optionalTextSchema, requiredTextSchema, textSchema } from '../shared/schema-fields.js';
import { timelineEventSchema } from '../timeline/timeline.js';
import { caseTypeCodeSchema, DEFAULT_CASE_TYPE_CODE } from './case-types.js';
import { casePhaseSchema, DEFAULT_CASE_PHASE, readPhase, type CasePhase } from './case-phase.js';
import { caseMoneySchema } from '../money/case-money-schema.js';
import { contactKind } from '../contacts/contact-schemas.js';
import { treatmentSchema } from '../treatments/treatment-schemas.js';

export const CLIENT_NAME_MAX_LENGTH = 100;
export const CASE_NOTES_MAX_LENGTH = 1000;
/** A case created without a case type is a personal-injury case of no listed kind (see case-types.ts). */
export const DEFAULT_CASE_TYPE = DEFAULT_CASE_TYPE_CODE;

export const caseSchema = z.object({
  id: z.string(),
  /** The firm's own sequential number for the case (shown as CASE-0001); the id is never shown. */
  caseNo: z.number().int().positive(),
  clientName: z.string(),
  /** The court or claim number the user typed, if any. */
  caseNumber: z.string().nullable(),
  title: z.string().nullable(),
  dateOpened: z.string(),
  dateClosed: z.string().nullable(),
  incidentDate: z.string().nullable(),
  /** Where the case is (case-phase.ts): intake, treating, demand, negotiation, litigation, settled or closed. */
  phase: casePhaseSchema.default(DEFAULT_CASE_PHASE),
  /** Deprecated, for one release: the phase again, under the old name. Read phase. */
  status: z.string(),
  caseType: z.string().default(DEFAULT_CASE_TYPE),
  carrier: z.string().nullable(),
  insuranceLimits: z.number().nullable(),
  /** Share of fault on the defendant, 0..1. */
  liability: z.number().min(0).max(1).nullable(),
  propertyDamageAmount: z.number().nullable(),
  propertyDamageSeverity: z.string().nullable(),
  actualSettlement: z.number().nullable(),
  hasTreatmentGap: z.boolean().nullable(),
  attorneyId: z.string().nullable(),
  attorneyName: z.string().nullable(),
  clientAge: z.number().int().nullable(),
  clientGender: z.string().nullable(),
  medicalCosts: z.number().nullable(),
  /** Typed estimate of the client's lost wages, dollars. */
  lostWages: z.number().nullable().default(null),
  workDaysMissed: z.number().nullable(),
  jurisdiction: z.string().nullable(),
  /** USPS code of the state whose law governs (deadlines); `jurisdiction` is the county or venue. */
  state: z.string().nullable().default(null),
  clientDateOfBirth: z.string().nullable().default(null),
  /** Wrongful death cases: the decedent's date of death, from which the wrongful death period runs. */
  dateOfDeath: z.string().nullable().default(null),
  /** Deprecated, for one release: the phase again, under the stage checklists' old name. Read phase. */
  stage: casePhaseSchema.default(DEFAULT_CASE_PHASE),
  notes: z.string().nullable(),
  /** Set when a settled case was archived instead of deleted: off the list, kept with its closing statements. */
  archivedAt: z.string().nullable().default(null),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Case = z.infer<typeof caseSchema>;

/** The case page: the case with everything hanging off it. */
export const caseDetailSchema = caseSchema.extend({
  injuries: z.array(injurySchema),
  treatments: z.array(treatmentSchema),
  documents: z.array(caseDocumentSchema),
  caseNotes: z.array(noteSchema),
  latestPrediction: predictionSummarySchema.nullable(),
  /** Finished cases: the latest prediction made on or before the closing date (what the actual settlement is compared with). */
  predictionBeforeClose: predictionSummarySchema.nullable().optional(),
  /** Medical costs and lost wages as the Medical tab, the prediction and the demand letter read them (bills and entries win). */
  money: caseMoneySchema,
  /** The client's entry in the firm's contact directory (phone, email, address, preferred contact, language), or null. */
  clientContact: contactKind.schema.nullable(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** GET /api/cases/:id: the case page's data plus its generated timeline (oldest first). */
export const caseDetailResponseSchema = caseDetailSchema.extend({
  timeline: z.array(timelineEventSchema),
});
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

/** A row of the cases list and the dashboard's recent cases. */
export const caseListItemSchema = caseSchema.extend({
  latestPrediction: predictionSummarySchema.nullable(),
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

/** The old status field: any word LEGACY_PHASE_WORDS knows, turned into its phase; others are a 400 naming the phases. */
const legacyStatusSchema = textSchema({ max: 100, tooLongMessage: 'Status is too long' })
  .transform((value, context): CasePhase => {
    const reading = readPhase(value, 'Status');
    if (reading.ok) return reading.phase;
    context.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  })
  .optional();

/** phase wins; the old status field is its alias, and the two may not disagree. */
function phaseAgreesWithStatus(value: { phase?: CasePhase | undefined; status?: CasePhase | undefined }): boolean {
  return value.phase === undefined || value.status === undefined || value.phase === value.status;
}
const PHASE_DISAGREES = { message: 'Phase and status name different phases: send phase only', path: ['status'] };

/** The phase an input asks for (phase, or the old status field read as one); undefined when neither is sent. */
export function requestedPhase(value: { phase?: CasePhase | undefined; status?: CasePhase | undefined }): CasePhase | undefined {
  return value.phase ?? value.status;
}

// Without defaults: the update schema is built from the same fields and must not invent values.
const caseInputFields = {
  clientName: requiredTextSchema({
    requiredMessage: 'Client name is required',
    max: CLIENT_NAME_MAX_LENGTH,
    tooLongMessage: 'Client name is too long',
  }),
  phase: casePhaseSchema.optional(),
  /** Deprecated, for one release: an older status word (Open, Discovery, Pre-Lit…), read as the phase it means. */
  status: legacyStatusSchema,
  dateOpened: isoDateSchema('Date opened is required'),
  dateClosed: optionalIsoDateSchema(),
  notes: optionalTextSchema({ max: CASE_NOTES_MAX_LENGTH, tooLongMessage: 'Notes are too long' }),
  caseNumber: optionalTextSchema({ max: 100, tooLongMessage: 'Case number is too long' }),
  title: optionalTextSchema({ max: 200, tooLongMessage: 'Title is too long' }),
  incidentDate: optionalIsoDateSchema(),
  /** One of CASE_TYPES (a clear 400 otherwise); the CSV import maps labels and older values first. */
  caseType: caseTypeCodeSchema(),
  carrier: optionalTextSchema({ max: 200, tooLongMessage: 'Carrier is too long' }),
  insuranceLimits: optionalAmountSchema('Insurance limits must be 0 or more'),
  liability: z
    .number({ error: 'Liability must be between 0 and 1' })
    .min(0, 'Liability must be between 0 and 1')
    .max(1, 'Liability must be between 0 and 1')
    .nullable()
    .optional(),
  propertyDamageAmount: optionalAmountSchema('Property damage must be 0 or more'),
  propertyDamageSeverity: optionalTextSchema({ max: 50, tooLongMessage: 'Property damage severity is too long' }),
  actualSettlement: optionalAmountSchema('Actual settlement must be 0 or more'),
  hasTreatmentGap: z.boolean().nullable().optional(),
  attorneyId: textSchema({ max: 100, tooLongMessage: 'Attorney not found' }).trim().min(1).nullable().optional(),
  clientAge: z
    .number({ error: 'Client age must be a whole number from 0 to 120' })
    .int('Client age must be a whole number from 0 to 120')
    .min(0, 'Client age must be a whole number from 0 to 120')
    .max(120, 'Client age must be a whole number from 0 to 120')
    .nullable()
    .optional(),
  clientGender: optionalTextSchema({ max: 50, tooLongMessage: 'Client gender is too long' }),
  medicalCosts: optionalAmountSchema('Medical costs must be 0 or more'),
  lostWages: optionalAmountSchema('Lost wages must be 0 or more'),
  workDaysMissed: optionalAmountSchema('Work days missed must be 0 or more', { max: MAX_DAY_COUNT }),
  jurisdiction: optionalTextSchema({ max: 100, tooLongMessage: 'Jurisdiction is too long' }),
  state: optionalUsStateSchema(),
  clientDateOfBirth: optionalIsoDateSchema(),
  dateOfDeath: optionalIsoDateSchema(),
};

function isClosedOnOrAfterOpened(value: { dateOpened?: string | undefined; dateClosed?: string | null | undefined }): boolean {
  return !value.dateOpened || !value.dateClosed || value.dateClosed >= value.dateOpened;
}
const CLOSED_BEFORE_OPENED = { message: 'Date closed cannot be before date opened', path: ['dateClosed'] };

export const caseCreateSchema = z
  .object({
    ...caseInputFields,
    caseType: caseInputFields.caseType.transform((value) => value ?? DEFAULT_CASE_TYPE),
  })
  .refine(isClosedOnOrAfterOpened, CLOSED_BEFORE_OPENED)
  .refine(phaseAgreesWithStatus, PHASE_DISAGREES);
export type CaseCreateInput = z.input<typeof caseCreateSchema>;
export type CaseCreate = z.output<typeof caseCreateSchema>;

/** Every field optional: only the keys present change; null clears an optional field. */
export const caseUpdateSchema = z
  .object(caseInputFields)
  .partial()
  .refine(isClosedOnOrAfterOpened, CLOSED_BEFORE_OPENED)
  .refine(phaseAgreesWithStatus, PHASE_DISAGREES);
export type CaseUpdateInput = z.input<typeof caseUpdateSchema>;
export type CaseUpdate = z.output<typeof caseUpdateSchema>;

/** What a case settled for and when it closed, as a move to Settled sends them (the phase selector, the checklist). */
export const caseSettlementFactsFields = {
  actualSettlement: caseInputFields.actualSettlement,
  dateClosed: caseInputFields.dateClosed,
};

const recordIds = z.array(z.string().trim().min(1).max(64)).max(1000, 'At most 1000 records can be kept open');
/** Deadlines and tasks that stay open when a case is settled or closed. */
export const caseKeepOpenSchema = z.object({ deadlineIds: recordIds.default([]), taskIds: recordIds.default([]) });

/**
 * The case page's phase selector sends this (PATCH /api/cases/:id/status). A case that moves to settled or
 * closed closes its open deadlines and tasks in the same change, except those named in keepOpen. phase, or
 * for one release the old status word.
 */
export const caseStatusUpdateSchema = z
  .object({
    phase: caseInputFields.phase,
    status: caseInputFields.status,
    /** Marking a case Settled sends what it settled for and when, in the same change. */
    ...caseSettlementFactsFields,
    keepOpen: caseKeepOpenSchema.optional(),
  })
  .refine(phaseAgreesWithStatus, PHASE_DISAGREES)
  .refine((value) => requestedPhase(value) !== undefined, { message: 'Phase is required', path: ['phase'] });
export type CaseStatusUpdate = z.output<typeof caseStatusUpdateSchema>;
export type CaseStatusUpdateInput = z.input<typeof caseStatusUpdateSchema>;
