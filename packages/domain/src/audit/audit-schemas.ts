// The case history (audit log) as the API returns it: who changed what, when, from which value to which.
import { z } from 'zod';

export const AUDIT_ENTITY_TYPES = [
  'case',
  'injury',
  'treatment',
  'note',
  'document',
  'party',
  'deadline',
  'task',
  'provider',
  'medical_bill',
  'lost_wage',
  'policy',
  'negotiation',
  'expense',
  'lien',
  'fee_agreement',
  'demand_template',
  'contact',
  'communication',
  'event',
  'letter_template',
  'signature_request',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's change; a create has only `new`, a delete only `old` (absent reads as null). */
export const auditFieldChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** Keyed by the API's field names (clientName, status, …). */
  changes: z.record(z.string(), auditFieldChangeSchema),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const caseHistoryResponseSchema = z.object({ items: z.array(auditEntrySchema) });
export type CaseHistoryResponse = z.infer<typeof caseHistoryResponseSchema>;

/** How a history line names the change: "Olivia Owner changed the firm's demand letter template". */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, string>> = { create: 'added', update: 'changed', delete: 'deleted' };
export const AUDIT_ENTITY_WORDS: Readonly<Record<AuditEntityType, string>> = {
  case: 'the case',
  injury: 'an injury',
  treatment: 'a treatment',
  note: 'a note',
  document: 'a document',
  party: 'a party',
  deadline: 'a deadline',
  task: 'a task',
  provider: 'a medical provider',
  medical_bill: 'a medical bill',
  lost_wage: 'a lost-wage entry',
  policy: 'an insurance policy',
  negotiation: 'a demand or offer',
  expense: 'a case cost',
  lien: 'a lien',
  fee_agreement: 'the fee agreement',
  demand_template: "the firm's demand letter template",
  contact: 'a contact',
  communication: 'a communication',
  event: 'a calendar event',
  letter_template: 'a letter template',
  signature_request: 'a signature request',
};

// ------------------------------------------------------------------ the firm's activity

/** A change to a firm record, one with no case (the demand letter template, a task without a case). */
export const firmActivityEntrySchema = auditEntrySchema.extend({ caseId: z.string().nullable() });
export type FirmActivityEntry = z.infer<typeof firmActivityEntrySchema>;

export const FIRM_ACTIVITY_PAGE_SIZE = 20;
export const MAX_FIRM_ACTIVITY_PAGE_SIZE = 100;

/** A page of the firm's activity, newest first: `before` is the previous page's `nextBefore` (entries older than it). */
export const firmActivityQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'before must be the nextBefore of the previous page')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_FIRM_ACTIVITY_PAGE_SIZE, `limit must be at most ${MAX_FIRM_ACTIVITY_PAGE_SIZE}`)
    .default(FIRM_ACTIVITY_PAGE_SIZE),
});
export type FirmActivityQuery = z.infer<typeof firmActivityQuerySchema>;

export const firmActivityResponseSchema = z.object({
  items: z.array(firmActivityEntrySchema),
  /** Where the next (older) page starts; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type FirmActivityResponse = z.infer<typeof firmActivityResponseSchema>;

/**
 * The fields whose values differ between two versions of a record, as { field: { old, new } }.
 * Only keys present in `after` are compared, so a partial update records only what it touched.
 */
export function diffAuditFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  ignore: readonly string[] = ['id', 'caseId', 'createdAt', 'updatedAt'],
): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  const keys = new Set([...Object.keys(after ?? {}), ...(after === null ? Object.keys(before ?? {}) : [])]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const oldValue = before?.[key] ?? null;
    const newValue = after?.[key] ?? null;
    if (JSON.stringify(oldValue) === JSON.stringify(newValue)) continue;
    changes[key] = { old: oldValue, new: newValue };
  }
  return changes;
}
