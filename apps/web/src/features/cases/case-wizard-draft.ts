// Wizard drafts in localStorage: saved 30 s after the last change and offered back when the form reopens.
import { CASE_PHASES, DEFAULT_CASE_PHASE, INJURY_SEVERITIES, PREFERRED_CONTACT_METHODS, phaseOf } from '@casecast/domain';
import { z } from 'zod';
import type { CaseWizardFormValues } from './case-wizard-form';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// A draft holds half-typed values, so it is read leniently: only its shape is checked, not the rules.
const text = z.string().catch('');
const optionalText = z.string().nullish().catch('');
const amountText = z.union([z.string(), z.number()]).nullish().catch('');
const draftSchema = z.object({
  savedAt: z.string(),
  values: z.object({
    basicInfo: z.preprocess(
      // A draft saved before phases holds the old status word: read as the phase it means.
      (value) =>
        value && typeof value === 'object' && !('phase' in value) && 'status' in value
          ? { ...value, phase: phaseOf(typeof value.status === 'string' ? value.status : '') }
          : value,
      z.object({
        clientName: text,
        phase: z.enum(CASE_PHASES).catch(DEFAULT_CASE_PHASE),
        dateOpened: text,
        dateClosed: text,
        notes: text,
        caseNumber: optionalText,
        attorneyId: optionalText,
        carrier: optionalText,
        insuranceLimits: amountText,
        actualSettlement: amountText,
        // Drafts saved before these fields existed read them as empty.
        incidentDate: optionalText,
        state: optionalText,
        clientDateOfBirth: optionalText,
        dateOfDeath: optionalText,
        caseType: z.string().optional().catch(undefined),
        clientAge: amountText,
        clientFaultPercent: amountText,
        medicalCosts: amountText,
        lostWages: amountText,
        workDaysMissed: amountText,
        propertyDamageAmount: amountText,
      }),
    ),
    injuries: z.array(
      z.object({
        id: z.string().optional(),
        type: text,
        bodyPart: text,
        severity: z.enum(INJURY_SEVERITIES).catch('mild'),
        description: text,
      }),
    ),
    treatments: z.array(
      z.object({ id: z.string().optional(), type: text, provider: text, startDate: text, endDate: text, cost: amountText, notes: text }),
    ),
    notes: z.array(z.object({ id: z.string().optional(), content: text })),
    // A new case's client contact section (drafts saved before it existed have none).
    clientContact: z
      .object({
        phone: text,
        email: text,
        address: text,
        preferredContact: z.enum(['', ...PREFERRED_CONTACT_METHODS]).catch(''),
        language: text,
      })
      .optional()
      .catch(undefined),
  }),
});
export type CaseWizardDraft = { savedAt: string; values: CaseWizardFormValues };

/** One draft per user and per form: the new-case form, or the edit form of one case. */
export function getDraftKey({ userId, caseId }: { userId: string; caseId: string | null }): string {
  return `casecast:case-draft:${userId}:${caseId ?? 'new'}`;
}

export function saveDraft(storage: DraftStorage, key: string, values: CaseWizardFormValues, now: Date = new Date()): CaseWizardDraft {
  const draft = { savedAt: now.toISOString(), values };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
  return draft;
}

export function readDraft(storage: DraftStorage, key: string): CaseWizardDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to clean up
  }
}

/** Whether a stored draft is worth offering: it differs from what the form starts with. */
export function isDraftDifferent(draft: CaseWizardDraft, initial: CaseWizardFormValues): boolean {
  return JSON.stringify(normalise(draft.values)) !== JSON.stringify(normalise(initial));
}

function normalise(values: CaseWizardFormValues): unknown {
  const clean = (record: object) =>
    Object.fromEntries(
      Object.entries(record)
        .map(([key, value]) => [key, value ?? ''])
        .sort((a, b) => a[0].localeCompare(b[0])),
    );
  return {
    basicInfo: clean(values.basicInfo),
    injuries: values.injuries.map(clean),
    treatments: values.treatments.map(clean),
    notes: values.notes.map(clean),
    clientContact: values.clientContact ? clean(values.clientContact) : null,
  };
}
