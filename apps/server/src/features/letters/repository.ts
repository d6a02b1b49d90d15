// SQL of the letter templates beyond their record kind's own (records feature): whether the firm was given the defaults.
import type { Db } from '../../db/schema.js';

/** Whether the firm's default letters were seeded; locks the firm row when `forUpdate` (one seeding at a time). */
export async function templatesSeeded(db: Db, firmId: string, { forUpdate = false }: { forUpdate?: boolean } = {}): Promise<boolean> {
  let query = db.selectFrom('firm').select('letter_templates_seeded_at').where('id', '=', firmId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  // A firm that is not there has nothing to seed.
  return row === undefined || row.letter_templates_seeded_at !== null;
}

export async function markTemplatesSeeded(db: Db, firmId: string): Promise<void> {
  await db.updateTable('firm').set({ letter_templates_seeded_at: new Date() }).where('id', '=', firmId).execute();
}
