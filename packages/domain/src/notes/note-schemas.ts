// Case notes: entity and inputs (spec section 3, "Note").
import { z } from 'zod';
import { dateValueSchema } from '../shared/iso-date.js';
import { optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

export const NOTE_MAX_LENGTH = 5000;

export const noteSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Note = z.infer<typeof noteSchema>;

const noteFields = {
  content: requiredTextSchema({ requiredMessage: 'Note is required', max: NOTE_MAX_LENGTH, tooLongMessage: 'Note is too long' }),
  author: optionalTextSchema({ max: 200, tooLongMessage: 'Author is too long' }),
};

export const noteCreateSchema = z.object(noteFields);
export type NoteCreateInput = z.input<typeof noteCreateSchema>;
export type NoteCreate = z.output<typeof noteCreateSchema>;

export const noteUpdateSchema = z.object(noteFields).partial();
export type NoteUpdateInput = z.input<typeof noteUpdateSchema>;
export type NoteUpdate = z.output<typeof noteUpdateSchema>;
