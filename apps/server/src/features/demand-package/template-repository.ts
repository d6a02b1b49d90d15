// SQL for the firm's demand letter template: one row per firm, scoped by firm_id.
import type { Kysely } from 'kysely';
import type { DemandTemplateDatabase } from './tables.js';

export type StoredDemandTemplate = { body: string; updatedAt: Date; updatedBy: string | null };

export async function findDemandTemplate(db: Kysely<DemandTemplateDatabase>, firmId: string): Promise<StoredDemandTemplate | undefined> {
  const row = await db
    .selectFrom('firm_demand_template as t')
    .leftJoin('user as u', 'u.id', 't.updated_by')
    .select(['t.body', 't.updated_at', 'u.name as updated_by_name'])
    .where('t.firm_id', '=', firmId)
    .executeTakeFirst();
  return row ? { body: row.body, updatedAt: new Date(row.updated_at), updatedBy: row.updated_by_name ?? null } : undefined;
}

export async function saveDemandTemplate(db: Kysely<DemandTemplateDatabase>, firmId: string, body: string, userId: string | null): Promise<void> {
  await db
    .insertInto('firm_demand_template')
    .values({ firm_id: firmId, body, updated_by: userId, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('firm_id').doUpdateSet({ body, updated_by: userId, updated_at: new Date() }))
    .execute();
}
