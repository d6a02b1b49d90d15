// /api/cases/:caseId/notes and /api/notes/:id: thin routes over the note service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteCreateSchema, noteSchema, noteUpdateSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam, idParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';

export async function registerNoteRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];

  typed.get(
    '/api/cases/:caseId/notes',
    { schema: { tags, summary: "A case's notes", params: caseIdParam, response: { 200: z.object({ items: z.array(noteSchema) }) } } },
    async (request) => ({ items: await service.listNotes(db, await requireActor(callers, request), request.params.caseId) }),
  );

  typed.post(
    '/api/cases/:caseId/notes',
    { schema: { tags, summary: 'Add a note to a case', params: caseIdParam, body: noteCreateSchema, response: { 201: noteSchema } } },
    async (request, reply) => {
      const created = await service.createNote(db, await requireActor(callers, request), request.params.caseId, request.body);
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    '/api/notes/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a note',
        params: idParam,
        body: noteUpdateSchema,
        response: { 200: noteSchema },
      },
    },
    async (request) => service.updateNote(db, await requireActor(callers, request), request.params.id, request.body, ifMatchOf(request)),
  );

  typed.delete('/api/notes/:id', { schema: { tags, summary: 'Remove a note', params: idParam } }, async (request, reply) => {
    await service.deleteNote(db, await requireActor(callers, request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
}
