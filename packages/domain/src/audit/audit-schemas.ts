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
