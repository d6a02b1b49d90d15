// /api/cases/:caseId/parties and /api/cases/:caseId/parties/:itemId, from the party kind's definition.
import type { FastifyInstance } from 'fastify';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import { parties } from './service.js';

export async function registerPartyRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  registerRecordRoutes(app, deps, parties, { tags: ['parties'] });
}
