// A case's notes: the note record kind's operations (records feature); a new note's author defaults to the signed-in
// user, and the note keeps who added it.
import { noteKind, type Note, type NoteCreate, type NoteUpdate } from '@casecast/domain';
import type { Actor } from '../../http/actor.js';
import { recordOperations } from '../records/service.js';

/** Who added a note, kept with it (the API does not read it). */
export const noteCreator = (actor: Actor) => ({ created_by: actor.userId });

export const notes = recordOperations<Note, NoteCreate, NoteUpdate>(noteKind, {
  prepare: (actor, before, change) => (before === null ? { ...change, author: change.author ?? actor.userName } : change),
  insertColumns: noteCreator,
});
