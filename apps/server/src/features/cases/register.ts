// Registers every case-management route: cases, injuries, treatments, notes, attorneys, history, CSV import/export.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CallerResolver } from '../../http/caller.js';
import { registerAttorneyRoutes } from '../attorneys/routes.js';
import { registerCaseImportRoutes } from '../case-import/routes.js';
import { registerInjuryRoutes } from '../injuries/routes.js';
import { registerNoteRoutes } from '../notes/routes.js';
import { registerTreatmentRoutes } from '../treatments/routes.js';
import { registerCaseRoutes } from './routes.js';
import { withCaseTables } from './tables.js';

export async function registerCaseManagementRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const routeDeps = { db: withCaseTables(deps.db), callers: deps.callers };
  await registerCaseRoutes(app, routeDeps);
  await registerInjuryRoutes(app, routeDeps);
  await registerTreatmentRoutes(app, routeDeps);
  await registerNoteRoutes(app, routeDeps);
  await registerAttorneyRoutes(app, routeDeps);
  await registerCaseImportRoutes(app, routeDeps);
}
