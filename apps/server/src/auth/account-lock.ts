// Per-account sign-in limit: after 10 failed password sign-ins for one address in 15 minutes that
// address is refused (429) until the window passes, whichever client addresses the attempts came from.
import type { Kysely } from 'kysely';
import { rateLimited } from '../http/errors.js';
import { recordSignInFailure, secondsUntilSignInAllowed } from './sign-in-failure-repository.js';
import type { Database } from '../db/schema.js';

export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;

// Unknown and known addresses are counted alike, so the lock says nothing about which exist.
const normalise = (email: string) => email.trim().toLowerCase();

/** Throws 429 RATE_LIMITED (with Retry-After) while the address is locked. */
export async function assertSignInAllowed(db: Kysely<Database>, email: string): Promise<void> {
  const seconds = await secondsUntilSignInAllowed(db, {
    email: normalise(email),
    limit: SIGN_IN_FAILURE_LIMIT,
    windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
  });
  if (seconds === null) return;
  const minutes = Math.ceil(seconds / 60);
  throw rateLimited(
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
}

export async function noteFailedSignIn(db: Kysely<Database>, email: string): Promise<void> {
  await recordSignInFailure(db, { email: normalise(email), windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS });
}

/**
 * A password sign-in through better-auth's fetch handler under the account lock: refused (429) while the
 * address is locked, and a failed password (401) counted. The JSON route and the login page's form share it.
 */
export async function signInUnderAccountLock(db: Kysely<Database>, email: string, signIn: () => Promise<Response>): Promise<Response> {
  await assertSignInAllowed(db, email);
  const response = await signIn();
  if (response.status === 401) await noteFailedSignIn(db, email);
  return response;
}
