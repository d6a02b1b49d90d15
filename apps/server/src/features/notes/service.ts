// Note use cases: list, add, change and remove a case's notes; each change audited in its transaction.
import type { Note, NoteCreate, NoteUpdate } from '@casecast/domain';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import { caseNotFound } from '../cases/service.js';
import * as cases from '../cases/repository.js';
import type { Actor } from '../../http/actor.js';
import * as repo from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import { lockRow } from '../../db/record-version.js';
import type { Database, Db } from '../../db/schema.js';

const noteNotFound = () => notFound('Note not found');

export async function listNotes(db: Db, actor: Actor, caseId: string): Promise<Note[]> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  return repo.listNotesForCase(db, actor.firmId, caseId);
}

/** The author defaults to the signed-in user's name. */
export async function createNote(db: Kysely<Database>, actor: Actor, caseId: string, input: NoteCreate): Promise<Note> {
  return db.transaction().execute(async (trx) => {
    if (!(await cases.caseExists(trx, actor.firmId, caseId))) throw caseNotFound();
    const id = await repo.insertNote(trx, actor.firmId, {
      caseId,
      content: input.content,
      author: input.author ?? actor.userName,
      createdBy: actor.userId,
    });
    const created = await repo.findNote(trx, actor.firmId, id);
    if (!created) throw noteNotFound();
    await audit.recordChange(trx, actor, { caseId, entityType: 'note', entityId: id, before: null, after: created });
    return created;
  });
}

export async function updateNote(db: Kysely<Database>, actor: Actor, id: string, patch: NoteUpdate, ifMatch?: IfMatch): Promise<Note> {
  return db.transaction().execute(async (trx) => {
    if (ifMatch !== undefined) await lockRow(trx, 'case_note', actor.firmId, id);
    const before = await repo.findNote(trx, actor.firmId, id);
    if (!before) throw noteNotFound();
    assertUnchanged(ifMatch, before);
    await repo.updateNote(trx, actor.firmId, id, patch);
    const after = await repo.findNote(trx, actor.firmId, id);
    if (!after) throw noteNotFound();
    const touched = Object.fromEntries(Object.keys(patch).map((key) => [key, after[key as keyof Note]]));
    await audit.recordChange(trx, actor, { caseId: after.caseId, entityType: 'note', entityId: id, before, after: touched });
    return after;
  });
}

export async function deleteNote(db: Kysely<Database>, actor: Actor, id: string, ifMatch?: IfMatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (ifMatch !== undefined) await lockRow(trx, 'case_note', actor.firmId, id);
    const before = await repo.findNote(trx, actor.firmId, id);
    if (!before) throw noteNotFound();
    assertUnchanged(ifMatch, before);
    await repo.deleteNote(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId: before.caseId, entityType: 'note', entityId: id, before, after: null });
  });
}
