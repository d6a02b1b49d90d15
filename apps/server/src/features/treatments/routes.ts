// /api/cases/:caseId/treatments (list; add, answered as { data }) and /api/treatments/:itemId (change, remove), from
// the treatment kind's definition.
import type { FastifyInstance } from 'fastify';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import { treatments } from './service.js';

export async function registerTreatmentRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  registerRecordRoutes(app, deps, treatments, { tags: ['treatments'] });
}
