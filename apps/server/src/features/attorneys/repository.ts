// SQL for attorneys: every query is scoped by firm_id.
import type { AttorneyDetail } from '@casecast/domain';
import type { Db } from '../../db/schema.js';

const columns = ['id', 'name', 'email', 'user_id as userId'] as const;

export async function listAttorneys(db: Db, firmId: string): Promise<AttorneyDetail[]> {
  return db
    .selectFrom('attorney')
    .select(columns)
    .where('firm_id', '=', firmId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}

export async function findAttorney(db: Db, firmId: string, id: string): Promise<AttorneyDetail | undefined> {
  return db.selectFrom('attorney').select(columns).where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
}

export async function findAttorneysByLowerName(db: Db, firmId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('attorney').select(['id', 'name']).where('firm_id', '=', firmId).execute();
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
}

export async function insertAttorneys(
  db: Db,
  firmId: string,
  attorneys: ReadonlyArray<{ name: string; email: string | null; userId?: string | null }>,
): Promise<string[]> {
  if (attorneys.length === 0) return [];
  const rows = await db
    .insertInto('attorney')
    .values(
      attorneys.map((attorney) => ({ firm_id: firmId, name: attorney.name, email: attorney.email, user_id: attorney.userId ?? null })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The member's attorney row, created from their account on first need; kept in step with their name and email. */
export async function upsertAttorneyForUser(db: Db, firmId: string, userId: string): Promise<void> {
  const user = await db.selectFrom('user').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('attorney')
    .values({ firm_id: firmId, name: user.name, email: user.email, user_id: userId })
    .onConflict((oc) => oc.columns(['firm_id', 'user_id']).doUpdateSet({ name: user.name, email: user.email, updated_at: new Date() }))
    .execute();
}
