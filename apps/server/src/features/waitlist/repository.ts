// SQL for waiting-list signups (migration 0005).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type SignupRow = {
  id: string;
  name: string;
  email: string;
  firmName: string;
  phone: string | null;
  message: string | null;
  createdAt: Date;
  forwardedAt: Date | null;
};

const columns = [
  'id',
  'name',
  'email',
  'firm_name as firmName',
  'phone',
  'message',
  'created_at as createdAt',
  'forwarded_at as forwardedAt',
] as const;

/** Inserts a signup; undefined when the address (in any letter case) is already on the list. */
export async function insertSignup(
  db: Kysely<Database>,
  input: { name: string; email: string; firmName: string; phone: string | null; message: string | null },
): Promise<SignupRow | undefined> {
  return db
    .insertInto('waitlist_signup')
    .values({ name: input.name, email: input.email, firm_name: input.firmName, phone: input.phone, message: input.message })
    .onConflict((conflict) => conflict.doNothing())
    .returning(columns)
    .executeTakeFirst();
}

export async function markForwarded(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('waitlist_signup').set({ forwarded_at: at }).where('id', '=', id).execute();
}

export async function listSignups(db: Kysely<Database>): Promise<SignupRow[]> {
  return db.selectFrom('waitlist_signup').select(columns).orderBy('created_at', 'desc').orderBy('id').execute();
}
