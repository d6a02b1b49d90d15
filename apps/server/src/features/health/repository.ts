// The health check's one query.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
