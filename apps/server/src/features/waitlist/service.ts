// Waiting-list use cases: join (stored, then forwarded to the optional webhook), and the administrators' list and export.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { WAITLIST_DUPLICATE_MESSAGE, type WaitlistSignup } from '@casecast/domain';
import { AppError } from '../../http/errors.js';
import { formatCsv } from '../../http/csv.js';
import * as repo from './repository.js';
import type { Database } from '../../db/schema.js';

export type WaitlistDeps = { db: Kysely<Database>; webhookUrl: string | null; log: FastifyBaseLogger };
export type JoinWaitlistInput = { name: string; email: string; firmName: string; phone?: string | null; message?: string | null };

const WEBHOOK_TIMEOUT_MS = 5000;

function toSignup(row: repo.SignupRow): WaitlistSignup {
  return { ...row, createdAt: row.createdAt.toISOString(), forwardedAt: row.forwardedAt?.toISOString() ?? null };
}

/**
 * Stores the signup first, so a webhook that is down never loses it; then forwards it as form data
 * with the fields the spreadsheet script expects. A forwarding failure is logged and leaves
 * forwarded_at empty, so administrators can see what the webhook never received.
 */
export async function joinWaitlist(deps: WaitlistDeps, input: JoinWaitlistInput): Promise<WaitlistSignup> {
  const row = await repo.insertSignup(deps.db, {
    name: input.name,
    email: input.email,
    firmName: input.firmName,
    phone: input.phone ?? null,
    message: input.message ?? null,
  });
  if (!row) throw new AppError(409, 'ALREADY_ON_WAITLIST', WAITLIST_DUPLICATE_MESSAGE);
  if (!deps.webhookUrl) return toSignup(row);
  try {
    await forwardSignup(deps.webhookUrl, row);
    const forwardedAt = new Date();
    await repo.markForwarded(deps.db, row.id, forwardedAt);
    return toSignup({ ...row, forwardedAt });
  } catch (error) {
    deps.log.error({ err: error, signupId: row.id }, 'waiting-list webhook failed; the signup is stored');
    return toSignup(row);
  }
}

async function forwardSignup(url: string, row: repo.SignupRow): Promise<void> {
  const form = new URLSearchParams({
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    firmName: row.firmName,
    message: row.message ?? '',
  });
  const response = await fetch(url, { method: 'POST', body: form, redirect: 'follow', signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status} ${response.statusText}`);
}

export async function listWaitlist(db: Kysely<Database>): Promise<WaitlistSignup[]> {
  return (await repo.listSignups(db)).map(toSignup);
}

export async function exportWaitlistCsv(db: Kysely<Database>): Promise<string> {
  const signups = await listWaitlist(db);
  // Every cell quoted, so a spreadsheet script never guesses a phone number into a number.
  return formatCsv(
    ['Name', 'Email', 'Law firm', 'Phone', 'Message', 'Signed up', 'Forwarded'],
    signups.map((signup) => [
      signup.name,
      signup.email,
      signup.firmName,
      signup.phone,
      signup.message,
      signup.createdAt,
      signup.forwardedAt,
    ]),
    { quoteAll: true },
  );
}

/** Instance administrators are the addresses in ADMIN_EMAILS: an instance-wide role, above any firm. */
export function isInstanceAdmin(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}
