// Settled cases are archived, not destroyed (spec section 2's delete, as amended by the second audit): the case, its
// money records and every closing statement version stay for the retention period, off the cases list.
import { z } from 'zod';
import { addLegalPeriod } from '../legal/calendar.js';
import { isSettledStatus } from '../money/settlement-facts.js';
import { casePhaseSchema } from './case-phase.js';

/**
 * Years an archived case is kept before it may be deleted for good. ABA Model Rule 1.15(a) asks for complete records
 * of client trust funds for five years after the representation ends; the closing statement is one of them. Some
 * states ask for more (docs/security.md, "Retention"), which a firm keeps by not deleting.
 */
export const ARCHIVE_RETENTION_YEARS = 5;

/** A case whose deletion archives it instead: settled, or with a closing statement already issued. */
export function archivesOnDelete(record: { phase: string }, statementVersions: number): boolean {
  return isSettledStatus(record.phase) || statementVersions > 0;
}

/** The first day an archived case may be deleted for good (ISO date): the archiving day (UTC) plus the retention years. */
export function archiveRetainedUntil(archivedAt: string): string {
  return addLegalPeriod(archivedAt.slice(0, 10), { years: ARCHIVE_RETENTION_YEARS });
}

export const ARCHIVED_CASE_MESSAGE =
  'Settled cases are archived, not deleted: the case and its closing statements are kept. Restore it from Archived cases.';

export const caseArchivedResponseSchema = z.object({
  archived: z.literal(true),
  archivedAt: z.string(),
  retainedUntil: z.string(),
  message: z.string(),
});
export type CaseArchivedResponse = z.infer<typeof caseArchivedResponseSchema>;

export const archivedCaseSchema = z.object({
  id: z.string(),
  caseNo: z.number().int().positive(),
  clientName: z.string(),
  phase: casePhaseSchema,
  /** Deprecated, for one release: the phase under its old name. */
  status: z.string(),
  actualSettlement: z.number().nullable(),
  archivedAt: z.string(),
  retainedUntil: z.string(),
  statementVersions: z.number().int().min(0),
});
export type ArchivedCase = z.infer<typeof archivedCaseSchema>;
export const archivedCaseListSchema = z.object({ items: z.array(archivedCaseSchema), truncated: z.boolean() });
export type ArchivedCaseList = z.infer<typeof archivedCaseListSchema>;
