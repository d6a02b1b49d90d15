// /api/cases/:caseId/injuries (list, add) and /api/injuries/:itemId (change, remove), from the injury kind's definition.
import type { FastifyInstance } from 'fastify';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import { injuries } from './service.js';

export async function registerInjuryRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  registerRecordRoutes(app, deps, injuries, { tags: ['injuries'] });
}
