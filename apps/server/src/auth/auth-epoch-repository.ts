// SQL for the auth epoch (migration 0026): a number that every change to sessions, users, firm memberships
// and firms bumps (by trigger, whoever writes), so a cached caller read under an older epoch is not used.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function readAuthEpoch(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ epoch: number | string }>`SELECT epoch FROM auth_epoch`.execute(db);
  return String(result.rows[0]?.epoch ?? '');
}
