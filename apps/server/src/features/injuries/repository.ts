// SQL for injuries beyond their record kind's own (records feature): the treatments linked to one.
import type { CaseDb } from '../../db/case-tables.js';

/** The treatments linked to an injury: removing the injury keeps them and unlinks them (ON DELETE SET NULL). */
export async function listLinkedTreatmentIds(db: CaseDb, firmId: string, injuryId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('treatment')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('injury_id', '=', injuryId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}
