// A calendar feed URL is a credential like a refresh token: a password change or reset ends every one of the user's,
// so identity revokes them itself (the calendar feature, a higher layer, makes and reads them).
import { sql, type QueryExecutorProvider } from 'kysely';

/** Ends every feed of a user, in every firm (a password change or reset: the old URLs stop working). */
export async function deleteFeedsOfUser(db: QueryExecutorProvider, userId: string): Promise<void> {
  await sql`DELETE FROM calendar_feed WHERE user_id = ${userId}`.execute(db);
}
