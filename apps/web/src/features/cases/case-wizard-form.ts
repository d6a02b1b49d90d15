// The wizard's form values (the domain's wizard schema plus the ids of records being edited), and how a save turns into API calls.
import {
  caseWizardSchema,
  faultPercentToLiability,
  liabilityToFaultPercent,
  toCaseTypeCode,
  createEmptyCaseWizardValues,
  wizardBasicInfoSchema,
  wizardClientContactSchema,
  EMPTY_WIZARD_CLIENT_CONTACT,
  wizardCaseDetailsSchema,
  wizardInjurySchema,
  wizardNoteSchema,
  wizardTreatmentSchema,
  type CaseCreateInput,
  type CaseDetail,
  type CaseUpdateInput,
  type InjuryCreateInput,
  type NoteCreateInput,
  type TreatmentCreateInput,
} from '@casecast/domain';
import { z } from 'zod';

// Ids ride along with edited records so a save can update or delete them; new items have none.
const recordId = { id: z.string().optional() };
export const caseWizardFormSchema = caseWizardSchema.extend({
  basicInfo: wizardBasicInfoSchema.extend(wizardCaseDetailsSchema.shape),
  injuries: z.array(wizardInjurySchema.extend(recordId)),
  treatments: z.array(wizardTreatmentSchema.extend(recordId)),
  notes: z.array(wizardNoteSchema.extend(recordId)),
  /** A new case only: the client's phone, email, address, preferred contact and language, filed in the directory. */
  clientContact: wizardClientContactSchema.optional(),
});
export type CaseWizardFormValues = z.input<typeof caseWizardFormSchema>;
export type CaseWizardFormSubmission = z.output<typeof caseWizardFormSchema>;

export function createEmptyWizardFormValues(today?: string): CaseWizardFormValues {
  const values = createEmptyCaseWizardValues(today);
  return {
    ...values,
    clientContact: { ...EMPTY_WIZARD_CLIENT_CONTACT },
    basicInfo: {
      ...values.basicInfo,
      caseNumber: '',
      attorneyId: '',
      carrier: '',
      insuranceLimits: '',
      actualSettlement: '',
      incidentDate: '',
      state: '',
      clientDateOfBirth: '',
      dateOfDeath: '',
      caseType: 'other',
      clientAge: '',
      clientFaultPercent: '',
      medicalCosts: '',
      lostWages: '',
      workDaysMissed: '',
      propertyDamageAmount: '',
    },
  };
}

/** The edit wizard's starting values from a loaded case. */
export function toWizardFormValues(detail: CaseDetail): CaseWizardFormValues {
  return {
    basicInfo: {
      clientName: detail.clientName,
      phase: detail.phase,
      dateOpened: detail.dateOpened.slice(0, 10),
      dateClosed: detail.dateClosed?.slice(0, 10) ?? '',
      notes: detail.notes ?? '',
      caseNumber: detail.caseNumber ?? '',
      attorneyId: detail.attorneyId ?? '',
      carrier: detail.carrier ?? '',
      insuranceLimits: detail.insuranceLimits == null ? '' : String(detail.insuranceLimits),
      actualSettlement: detail.actualSettlement == null ? '' : String(detail.actualSettlement),
      incidentDate: detail.incidentDate?.slice(0, 10) ?? '',
      state: detail.state ?? '',
      clientDateOfBirth: detail.clientDateOfBirth?.slice(0, 10) ?? '',
      dateOfDeath: detail.dateOfDeath?.slice(0, 10) ?? '',
      caseType: toCaseTypeCode(detail.caseType),
      clientAge: detail.clientAge == null ? '' : String(detail.clientAge),
      clientFaultPercent: detail.liability == null ? '' : String(liabilityToFaultPercent(detail.liability)),
      medicalCosts: detail.medicalCosts == null ? '' : String(detail.medicalCosts),
      lostWages: detail.lostWages == null ? '' : String(detail.lostWages),
      workDaysMissed: detail.workDaysMissed == null ? '' : String(detail.workDaysMissed),
      propertyDamageAmount: detail.propertyDamageAmount == null ? '' : String(detail.propertyDamageAmount),
    },
    injuries: detail.injuries.map((injury) => ({
      id: injury.id,
      type: injury.type,
      bodyPart: injury.bodyPart ?? '',
      severity: injury.severity === 'unknown' ? 'mild' : injury.severity,
      description: injury.description ?? '',
    })),
    treatments: detail.treatments.map((treatment) => ({
      id: treatment.id,
      type: treatment.type,
      provider: treatment.provider ?? '',
      startDate: treatment.startDate?.slice(0, 10) ?? '',
      endDate: treatment.endDate?.slice(0, 10) ?? '',
      cost: treatment.cost == null ? '' : String(treatment.cost),
      notes: treatment.notes ?? '',
    })),
    notes: detail.caseNotes.map((note) => ({ id: note.id, content: note.content })),
  };
}

type RecordChanges<TInput> = { create: TInput[]; update: Array<{ id: string; input: Partial<TInput> }>; remove: string[] };

export type CaseSavePlan = {
  caseInput: CaseCreateInput;
  injuries: RecordChanges<InjuryCreateInput>;
  treatments: RecordChanges<TreatmentCreateInput>;
  notes: RecordChanges<NoteCreateInput>;
};

function toInjuryInput(item: CaseWizardFormSubmission['injuries'][number]): InjuryCreateInput {
  return { type: item.type, bodyPart: item.bodyPart, severity: item.severity, description: item.description ?? null };
}

function toTreatmentInput(item: CaseWizardFormSubmission['treatments'][number]): TreatmentCreateInput {
  return {
    type: item.type,
    provider: item.provider,
    startDate: item.startDate,
    endDate: item.endDate ?? null,
    cost: item.cost,
    notes: item.notes ?? null,
  };
}

/** Only the keys whose values differ from the stored record's. */
function changedFields<T extends Record<string, unknown>>(next: T, previous: Partial<Record<keyof T, unknown>>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if ((next[key] ?? null) !== (previous[key] ?? null)) changes[key] = next[key];
  }
  return changes;
}

function planRecords<TItem extends { id?: string | undefined }, TInput extends Record<string, unknown>>(
  items: readonly TItem[],
  stored: ReadonlyArray<{ id: string } & Partial<Record<keyof TInput, unknown>>>,
  toInput: (item: TItem) => TInput,
): RecordChanges<TInput> {
  const storedById = new Map(stored.map((record) => [record.id, record]));
  const keptIds = new Set(items.flatMap((item) => (item.id ? [item.id] : [])));
  const changes: RecordChanges<TInput> = {
    create: [],
    update: [],
    remove: stored.filter((record) => !keptIds.has(record.id)).map((record) => record.id),
  };
  for (const item of items) {
    const previous = item.id ? storedById.get(item.id) : undefined;
    if (!previous || !item.id) {
      changes.create.push(toInput(item));
      continue;
    }
    const input = changedFields(toInput(item), previous);
    if (Object.keys(input).length > 0) changes.update.push({ id: item.id, input });
  }
  return changes;
}

/** What a save must send: the case fields, and per related record what to create, change or delete (nothing stored for a new case). */
export function planCaseSave(submission: CaseWizardFormSubmission, stored: CaseDetail | null): CaseSavePlan {
  const { basicInfo } = submission;
  return {
    caseInput: {
      clientName: basicInfo.clientName,
      phase: basicInfo.phase,
      dateOpened: basicInfo.dateOpened,
      dateClosed: basicInfo.dateClosed ?? null,
      notes: basicInfo.notes ?? null,
      caseNumber: basicInfo.caseNumber ?? null,
      attorneyId: basicInfo.attorneyId,
      carrier: basicInfo.carrier ?? null,
      insuranceLimits: basicInfo.insuranceLimits,
      actualSettlement: basicInfo.actualSettlement,
      incidentDate: basicInfo.incidentDate ?? null,
      state: basicInfo.state ?? null,
      clientDateOfBirth: basicInfo.clientDateOfBirth ?? null,
      // Asked only on wrongful death cases; another case type has no date of death.
      dateOfDeath: basicInfo.caseType === 'wrongful_death' ? (basicInfo.dateOfDeath ?? null) : null,
      caseType: basicInfo.caseType,
      clientAge: basicInfo.clientAge,
      liability: faultPercentToLiability(basicInfo.clientFaultPercent),
      medicalCosts: basicInfo.medicalCosts,
      lostWages: basicInfo.lostWages,
      workDaysMissed: basicInfo.workDaysMissed,
      propertyDamageAmount: basicInfo.propertyDamageAmount,
    },
    injuries: planRecords(submission.injuries, stored?.injuries ?? [], toInjuryInput),
    treatments: planRecords(
      submission.treatments,
      (stored?.treatments ?? []).map((treatment) => ({
        ...treatment,
        startDate: treatment.startDate?.slice(0, 10) ?? null,
        endDate: treatment.endDate?.slice(0, 10) ?? null,
      })),
      toTreatmentInput,
    ),
    notes: planRecords(submission.notes, stored?.caseNotes ?? [], (note) => ({ content: note.content })),
  };
}

/** The case fields an edit changes, so an untouched field is never rewritten. */
export function toCaseUpdate(caseInput: CaseCreateInput, stored: CaseDetail): CaseUpdateInput {
  return changedFields(caseInput, {
    ...stored,
    dateOpened: stored.dateOpened.slice(0, 10),
    dateClosed: stored.dateClosed?.slice(0, 10) ?? null,
    incidentDate: stored.incidentDate?.slice(0, 10) ?? null,
    clientDateOfBirth: stored.clientDateOfBirth?.slice(0, 10) ?? null,
    dateOfDeath: stored.dateOfDeath?.slice(0, 10) ?? null,
  });
}
