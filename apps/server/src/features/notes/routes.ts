// /api/cases/:caseId/notes (list, add) and /api/notes/:itemId (change, remove), from the note kind's definition.
import type { FastifyInstance } from 'fastify';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import { notes } from './service.js';

export async function registerNoteRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  registerRecordRoutes(app, deps, notes, { tags: ['notes'] });
}
