// Email to the case: each case's address, case-<case number>.<the firm's inbound key>@<the instance's inbound domain>.
// Case numbers are per firm, so the firm's key (random, 10 hex digits) tells firms apart on one instance and keeps an
// address from being guessed from a case number.
import { z } from 'zod';

/** GET /api/cases/:caseId/email-address: null when the instance has no inbound domain (INBOUND_DOMAIN). */
export const caseEmailAddressSchema = z.object({
  address: z.string().nullable(),
  /** Whether this server receives mail itself (INBOUND_SMTP_PORT); otherwise another service delivers to it. */
  receiving: z.boolean(),
});
export type CaseEmailAddress = z.infer<typeof caseEmailAddressSchema>;

export function formatCaseEmailAddress(caseNo: number, firmKey: string, domain: string): string {
  return `case-${caseNo}.${firmKey}@${domain}`.toLowerCase();
}

/** The case number and firm key an address names at `domain` (any letter case), or null when it names none. */
export function parseCaseEmailAddress(address: string, domain: string): { caseNo: number; firmKey: string } | null {
  const match = /^case-(\d{1,9})\.([0-9a-f]{10})@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[3] !== domain.toLowerCase()) return null;
  const caseNo = Number(match[1]);
  return caseNo >= 1 ? { caseNo, firmKey: match[2]! } : null;
}
