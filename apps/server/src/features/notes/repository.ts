// SQL for case notes: every query scoped by firm_id.
import type { Note, NoteUpdate } from '@casecast/domain';
import { nextVersion } from '../../db/record-version.js';
import type { Db } from '../../db/schema.js';

function selectNotes(db: Db) {
  return db.selectFrom('case_note').select(['id', 'case_id', 'content', 'author', 'created_at', 'updated_at']);
}

function toNote(row: { id: string; case_id: string; content: string; author: string | null; created_at: Date; updated_at: Date }): Note {
  return {
    id: row.id,
    caseId: row.case_id,
    content: row.content,
    author: row.author,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listNotesForCase(db: Db, firmId: string, caseId: string): Promise<Note[]> {
  const rows = await selectNotes(db)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toNote);
}

export async function findNote(db: Db, firmId: string, id: string): Promise<Note | undefined> {
  const row = await selectNotes(db).where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
  return row ? toNote(row) : undefined;
}

export async function insertNote(
  db: Db,
  firmId: string,
  input: { caseId: string; content: string; author: string | null; createdBy: string | null; createdAt?: Date },
): Promise<string> {
  const row = await db
    .insertInto('case_note')
    .values({
      firm_id: firmId,
      case_id: input.caseId,
      content: input.content,
      author: input.author,
      created_by: input.createdBy,
      ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNote(db: Db, firmId: string, id: string, patch: NoteUpdate): Promise<void> {
  const values: { content?: string; author?: string | null } = {};
  if (patch.content !== undefined) values.content = patch.content;
  if (patch.author !== undefined) values.author = patch.author;
  await db
    .updateTable('case_note')
    .set({ ...values, updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function deleteNote(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('case_note').where('firm_id', '=', firmId).where('id', '=', id).execute();
}
