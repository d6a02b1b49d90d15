// SQL for the firm's demand letter template: one row per firm, scoped by firm_id.
import type { Db } from '../../db/schema.js';

export type StoredDemandTemplate = { body: string; updatedAt: Date; updatedBy: string | null };

export async function findDemandTemplate(
  db: Db,
  firmId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredDemandTemplate | undefined> {
  const query = db
    .selectFrom('firm_demand_template as t')
    .leftJoin('user as u', 'u.id', 't.updated_by')
    .select(['t.body', 't.updated_at', 'u.name as updated_by_name'])
    .where('t.firm_id', '=', firmId);
  const row = await (options.forUpdate ? query.forUpdate('t') : query).executeTakeFirst();
  return row ? { body: row.body, updatedAt: new Date(row.updated_at), updatedBy: row.updated_by_name ?? null } : undefined;
}

export async function saveDemandTemplate(db: Db, firmId: string, body: string, userId: string | null): Promise<void> {
  await db
    .insertInto('firm_demand_template')
    .values({ firm_id: firmId, body, updated_by: userId, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('firm_id').doUpdateSet({ body, updated_by: userId, updated_at: new Date() }))
    .execute();
}
