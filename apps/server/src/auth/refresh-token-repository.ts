// SQL for the API refresh tokens (table api_refresh_token): issue, rotate once, revoke.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type RefreshTokenRow = { userId: string; sessionToken: string; familyId: string; revoked: boolean; expired: boolean };

export async function insertRefreshToken(
  db: Kysely<Database>,
  input: { tokenHash: string; userId: string; sessionToken: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('api_refresh_token')
    .values({
      token_hash: input.tokenHash,
      user_id: input.userId,
      session_token: input.sessionToken,
      family_id: input.familyId,
      expires_at: input.expiresAt,
    })
    .execute();
}

export async function findRefreshToken(db: Kysely<Database>, tokenHash: string): Promise<RefreshTokenRow | null> {
  const row = await db
    .selectFrom('api_refresh_token')
    .select([
      'user_id',
      'session_token',
      'family_id',
      sql<boolean>`revoked_at IS NOT NULL`.as('revoked'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? { userId: row.user_id, sessionToken: row.session_token, familyId: row.family_id, revoked: row.revoked, expired: row.expired }
    : null;
}

/**
 * Retires a live token and issues its successor in the same family, in one statement: of several
 * concurrent rotations of one token exactly one matches the conditional UPDATE, and whoever sees the
 * old token revoked also sees its successor. Null when the token was not live (rotated, revoked, expired).
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  input: { tokenHash: string; userId: string; newTokenHash: string; newSessionToken: string; expiresAt: Date },
): Promise<{ oldSessionToken: string; familyId: string } | null> {
  const result = await sql<{ old_session_token: string; family_id: string }>`
    WITH rotated AS (
      UPDATE api_refresh_token SET revoked_at = now()
      WHERE token_hash = ${input.tokenHash} AND user_id = ${input.userId} AND revoked_at IS NULL AND expires_at > now()
      RETURNING user_id, session_token, family_id
    ), issued AS (
      INSERT INTO api_refresh_token (token_hash, user_id, session_token, family_id, expires_at)
      SELECT ${input.newTokenHash}::text, user_id, ${input.newSessionToken}::text, family_id, ${input.expiresAt}::timestamptz FROM rotated
      RETURNING family_id
    )
    SELECT rotated.session_token AS old_session_token, issued.family_id FROM rotated JOIN issued ON issued.family_id = rotated.family_id
  `.execute(db);
  const row = result.rows[0];
  return row ? { oldSessionToken: row.old_session_token, familyId: row.family_id } : null;
}

/** Revokes every token of a family and ends the sessions they were issued for. */
export async function revokeRefreshTokenFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tokens = await trx
      .updateTable('api_refresh_token')
      .set({ revoked_at: sql`coalesce(revoked_at, now())` })
      .where('family_id', '=', familyId)
      .returning('session_token')
      .execute();
    const sessionTokens = tokens.map((token) => token.session_token);
    if (sessionTokens.length > 0) await trx.deleteFrom('session').where('token', 'in', sessionTokens).execute();
  });
}

export async function revokeRefreshTokensOfSession(db: Kysely<Database>, input: { userId: string; sessionToken: string }): Promise<void> {
  await db
    .updateTable('api_refresh_token')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', input.userId)
    .where('session_token', '=', input.sessionToken)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokensOfUser(
  db: Kysely<Database>,
  input: { userId: string; exceptSessionToken?: string },
): Promise<void> {
  let query = db
    .updateTable('api_refresh_token')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null);
  if (input.exceptSessionToken) query = query.where('session_token', '<>', input.exceptSessionToken);
  await query.execute();
}
