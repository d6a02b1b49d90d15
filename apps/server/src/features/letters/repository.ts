// SQL of the letters beyond their record kind's own (records feature): whether the firm was given the defaults, and the
// letters made recently (so the same one asked for again is not filed twice).
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

/** The document of the same letter made on the case since `since` (still filed), newest first. */
export async function findRecentLetter(
  db: Db,
  firmId: string,
  input: { caseId: string; templateId: string; format: string; contentSha256: string; since: Date },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('generated_letter')
    .select('document_id')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', input.caseId)
    .where('template_id', '=', input.templateId)
    .where('format', '=', input.format)
    .where('content_sha256', '=', input.contentSha256)
    .where('created_at', '>=', input.since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.document_id;
}

export async function insertGeneratedLetter(
  db: Db,
  firmId: string,
  input: { caseId: string; templateId: string; format: string; contentSha256: string; documentId: string },
): Promise<void> {
  await db
    .insertInto('generated_letter')
    .values({
      firm_id: firmId,
      case_id: input.caseId,
      template_id: input.templateId,
      format: input.format,
      content_sha256: input.contentSha256,
      document_id: input.documentId,
    })
    .execute();
}
