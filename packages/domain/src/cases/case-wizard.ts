// The 4-step new/edit case wizard: its steps, per-step schemas and defaults (spec sections 2 and 5).
import { z } from 'zod';
import { DEFAULT_FORM_INJURY_SEVERITY, INJURY_SEVERITIES } from '../injuries/injury-schemas.js';
import { getTodayIsoDate, isoDateSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
import {
  MAX_DAY_COUNT,
  optionalFormAmountSchema,
  optionalTextSchema,
  requiredTextSchema,
  storableString,
} from '../shared/schema-fields.js';
import { CASE_NOTES_MAX_LENGTH, CLIENT_NAME_MAX_LENGTH } from './case-schemas.js';
import { casePhaseSchema, DEFAULT_CASE_PHASE } from './case-phase.js';
import { optionalUsStateSchema } from '../deadlines/case-facts.js';
import { DEFAULT_CASE_TYPE_CODE, INVALID_CASE_TYPE_MESSAGE, isCaseTypeCode, type CaseTypeCode } from './case-types.js';

export const CLIENT_FAULT_MESSAGE = "Client's share of fault must be a percentage from 0 to 100";
export const CLIENT_AGE_MESSAGE = 'Client age must be a whole number from 0 to 120';
export const WORK_DAYS_MESSAGE = `Work days missed must be a number from 0 to ${MAX_DAY_COUNT.toLocaleString('en-US')}`;

/** An optional number typed into a box: '' (or NaN) is null; anything else must be a finite number inside the bounds. */
function optionalFormNumberSchema(message: string, { min, max, integer = false }: { min: number; max: number; integer?: boolean }) {
  return z
    .union([z.number(), z.nan(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))) return null;
      if (typeof value === 'string' && value.trim() === '') return null;
      const parsed = typeof value === 'string' ? Number(value.trim()) : value;
      if (!Number.isFinite(parsed) || parsed < min || parsed > max || (integer && !Number.isInteger(parsed))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    });
}

/** The defendant's share of liability stored on the case (0..1) from the client's share of fault as attorneys say it (0..100%). */
export function faultPercentToLiability(faultPercent: number | null): number | null {
  return faultPercent === null ? null : Math.round((100 - faultPercent) * 10_000) / 1_000_000;
}

/** The client's share of fault in % (to 2 decimals) from the stored liability (0..1). */
export function liabilityToFaultPercent(liability: number | null | undefined): number | null {
  return liability == null ? null : Math.round((1 - liability) * 10_000) / 100;
}

export const CASE_WIZARD_STEPS = ['basicInfo', 'injuries', 'treatments', 'documents'] as const;
export type CaseWizardStep = (typeof CASE_WIZARD_STEPS)[number];

export const CASE_WIZARD_STEP_LABELS: Record<CaseWizardStep, string> = {
  basicInfo: 'Basic Info',
  injuries: 'Injuries',
  treatments: 'Treatments',
  documents: 'Documents',
};

export const WIZARD_STEP_TRANSITION_MS = 300;
export const DRAFT_AUTOSAVE_DELAY_MS = 30_000;

export const wizardBasicInfoSchema = z.object({
  clientName: requiredTextSchema({
    requiredMessage: 'Client name is required',
    max: CLIENT_NAME_MAX_LENGTH,
    tooLongMessage: 'Client name is too long',
  }),
  phase: casePhaseSchema,
  dateOpened: isoDateSchema('Date opened is required'),
  dateClosed: optionalIsoDateSchema(),
  notes: optionalTextSchema({ max: CASE_NOTES_MAX_LENGTH, tooLongMessage: 'Notes are too long' }),
});

/**
 * Optional case facts the Basic Info step also asks for (case number, attorney, carrier, limits,
 * actual settlement, and the facts the filing deadlines are computed from: incident date, state,
 * client's date of birth), as typed into the form: empty boxes become null.
 */
export const wizardCaseDetailsSchema = z.object({
  caseNumber: optionalTextSchema({ max: 100, tooLongMessage: 'Case number is too long' }),
  attorneyId: storableString()
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  carrier: optionalTextSchema({ max: 200, tooLongMessage: 'Carrier is too long' }),
  insuranceLimits: optionalFormAmountSchema('Insurance limits must be 0 or more'),
  actualSettlement: optionalFormAmountSchema('Actual settlement must be 0 or more'),
  incidentDate: optionalIsoDateSchema(),
  state: optionalUsStateSchema(),
  clientDateOfBirth: optionalIsoDateSchema(),
  /** Asked on wrongful death cases only: the wrongful death period runs from it. */
  dateOfDeath: optionalIsoDateSchema(),
  // The facts that drive the case's value: each left empty is passed to the model as missing, never guessed.
  caseType: z
    .string({ error: INVALID_CASE_TYPE_MESSAGE })
    .optional()
    .refine((value) => !value || isCaseTypeCode(value), { message: INVALID_CASE_TYPE_MESSAGE })
    .transform((value): CaseTypeCode => (value && isCaseTypeCode(value) ? value : DEFAULT_CASE_TYPE_CODE)),
  clientAge: optionalFormNumberSchema(CLIENT_AGE_MESSAGE, { min: 0, max: 120, integer: true }),
  /** The client's share of fault in % (0..100); stored as liability = 1 − fault. */
  clientFaultPercent: optionalFormNumberSchema(CLIENT_FAULT_MESSAGE, { min: 0, max: 100 }),
  medicalCosts: optionalFormAmountSchema('Medical costs must be 0 or more'),
  lostWages: optionalFormAmountSchema('Lost wages must be 0 or more'),
  workDaysMissed: optionalFormNumberSchema(WORK_DAYS_MESSAGE, { min: 0, max: MAX_DAY_COUNT }),
  propertyDamageAmount: optionalFormAmountSchema('Property damage must be 0 or more'),
});

export const wizardInjurySchema = z.object({
  type: requiredTextSchema({ requiredMessage: 'Injury type is required' }),
  bodyPart: requiredTextSchema({ requiredMessage: 'Body part is required' }),
  severity: z.enum(INJURY_SEVERITIES).default(DEFAULT_FORM_INJURY_SEVERITY),
  description: optionalTextSchema(),
});

export const wizardTreatmentSchema = z.object({
  type: requiredTextSchema({ requiredMessage: 'Treatment type is required' }),
  provider: requiredTextSchema({ requiredMessage: 'Provider is required' }),
  startDate: isoDateSchema(),
  endDate: optionalIsoDateSchema(),
  cost: optionalFormAmountSchema('Cost must be 0 or more'),
  notes: optionalTextSchema(),
});

export const wizardNoteSchema = z.object({
  content: requiredTextSchema({ requiredMessage: 'Note is required' }),
});

export const caseWizardSchema = z.object({
  basicInfo: wizardBasicInfoSchema,
  injuries: z.array(wizardInjurySchema),
  treatments: z.array(wizardTreatmentSchema),
  notes: z.array(wizardNoteSchema),
});
export type CaseWizardValues = z.input<typeof caseWizardSchema>;
export type CaseWizardSubmission = z.output<typeof caseWizardSchema>;

/** What Next validates on each step; documents has no required fields. */
export const CASE_WIZARD_STEP_SCHEMAS = {
  basicInfo: z.object({ basicInfo: wizardBasicInfoSchema }),
  injuries: z.object({ injuries: z.array(wizardInjurySchema) }),
  treatments: z.object({ treatments: z.array(wizardTreatmentSchema) }),
  documents: z.object({}),
} as const;

/** True when the given step of the wizard values passes validation (Next may advance). */
export function isWizardStepValid(step: CaseWizardStep, values: CaseWizardValues): boolean {
  return CASE_WIZARD_STEP_SCHEMAS[step].safeParse(values).success;
}

export function getNextWizardStep(step: CaseWizardStep): CaseWizardStep | null {
  return CASE_WIZARD_STEPS[CASE_WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

export function getPreviousWizardStep(step: CaseWizardStep): CaseWizardStep | null {
  const index = CASE_WIZARD_STEPS.indexOf(step);
  return index > 0 ? (CASE_WIZARD_STEPS[index - 1] ?? null) : null;
}

/** Empty wizard values for a new case: phase intake, opened today. */
export function createEmptyCaseWizardValues(today: string = getTodayIsoDate()): CaseWizardValues {
  return {
    basicInfo: { clientName: '', phase: DEFAULT_CASE_PHASE, dateOpened: today, dateClosed: '', notes: '' },
    injuries: [],
    treatments: [],
    notes: [],
  };
}

export function createEmptyWizardInjury(): z.input<typeof wizardInjurySchema> {
  return { type: '', bodyPart: '', severity: DEFAULT_FORM_INJURY_SEVERITY, description: '' };
}

export function createEmptyWizardTreatment(today: string = getTodayIsoDate()): z.input<typeof wizardTreatmentSchema> {
  return { type: '', provider: '', startDate: today, endDate: '', cost: '', notes: '' };
}
