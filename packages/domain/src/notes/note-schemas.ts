// A case's notes (spec section 3, "Note"): the note record kind, from which its API schemas are derived.
import type { z } from 'zod';
import { optionalTextField, requiredTextField } from '../shared/record-fields.js';
import { defineRecordKind } from '../shared/record-kind.js';

export const NOTE_MAX_LENGTH = 5000;

export const noteKind = defineRecordKind({
  name: 'note',
  scope: 'case',
  path: 'notes',
  noun: 'note',
  table: 'case_note',
  flatItems: true,
  fields: {
    content: requiredTextField('content', 'Note', NOTE_MAX_LENGTH),
    // Left out, a new note's author is the signed-in user.
    author: optionalTextField('author', 'Author', 200),
  },
  orderBy: [],
  newestFirst: true,
});

export const noteSchema = noteKind.schema;
export type Note = z.infer<typeof noteSchema>;

export const noteCreateSchema = noteKind.createSchema;
export type NoteCreateInput = z.input<typeof noteCreateSchema>;
export type NoteCreate = z.output<typeof noteCreateSchema>;

export const noteUpdateSchema = noteKind.updateSchema;
export type NoteUpdateInput = z.input<typeof noteUpdateSchema>;
export type NoteUpdate = z.output<typeof noteUpdateSchema>;
