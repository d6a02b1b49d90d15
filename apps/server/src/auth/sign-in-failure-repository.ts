// SQL for failed sign-ins per address (table sign_in_failure), shared by every app server.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Seconds until the address may try again, when it has `limit` or more failures in the last
 * `windowSeconds`; null otherwise. The lock lifts when the limit-th newest failure leaves the window.
 */
export async function secondsUntilSignInAllowed(
  db: Kysely<Database>,
  input: { email: string; limit: number; windowSeconds: number },
): Promise<number | null> {
  const row = await db
    .selectFrom('sign_in_failure')
    .select(sql<number>`ceil(extract(epoch FROM created_at + make_interval(secs => ${input.windowSeconds}) - now()))::int`.as('seconds'))
    .where('email', '=', input.email)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${input.windowSeconds})`)
    .orderBy('created_at', 'desc')
    .offset(input.limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(1, Number(row.seconds)) : null;
}

/** Records one failure and drops this address's failures that have left the window. */
export async function recordSignInFailure(db: Kysely<Database>, input: { email: string; windowSeconds: number }): Promise<void> {
  await db.insertInto('sign_in_failure').values({ email: input.email }).execute();
  await db
    .deleteFrom('sign_in_failure')
    .where('email', '=', input.email)
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${input.windowSeconds})`)
    .execute();
}
