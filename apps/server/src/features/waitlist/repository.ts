// SQL for waiting-list signups (migration 0005). The table is added to the app's Database type here, per use.
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type WaitlistSignupTable = {
  id: Generated<string>;
  name: string;
  email: string;
  firm_name: string;
  phone: string | null;
  message: string | null;
  created_at: Generated<Date>;
  forwarded_at: Date | null;
};

type WaitlistDb = Kysely<Database & { waitlist_signup: WaitlistSignupTable }>;

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

const withWaitlist = (db: Kysely<Database>): WaitlistDb => db.withTables<{ waitlist_signup: WaitlistSignupTable }>();

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
  return withWaitlist(db)
    .insertInto('waitlist_signup')
    .values({ name: input.name, email: input.email, firm_name: input.firmName, phone: input.phone, message: input.message })
    .onConflict((conflict) => conflict.doNothing())
    .returning(columns)
    .executeTakeFirst();
}

export async function markForwarded(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await withWaitlist(db).updateTable('waitlist_signup').set({ forwarded_at: at }).where('id', '=', id).execute();
}

export async function listSignups(db: Kysely<Database>): Promise<SignupRow[]> {
  return withWaitlist(db).selectFrom('waitlist_signup').select(columns).orderBy('created_at', 'desc').orderBy('id').execute();
}
