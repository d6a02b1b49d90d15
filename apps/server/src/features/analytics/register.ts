// Registers the dashboard, settlement analytics and attorney metrics routes (the one line in app.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CallerResolver } from '../../http/caller.js';
import { registerAttorneyMetricsRoutes } from '../attorney-metrics/routes.js';
import { registerDashboardRoutes } from '../dashboard/routes.js';
import { createModelStore } from '../predictions/model-store.js';
import { registerAnalyticsRoutes } from './routes.js';

export async function registerMetricsFeatures(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }): Promise<void> {
  await registerDashboardRoutes(app, deps);
  await registerAnalyticsRoutes(app, deps);
  // Its own small cache: only the base model is loaded here, to backfill pre-settlement predictions.
  await registerAttorneyMetricsRoutes(app, { ...deps, models: createModelStore({ maxModels: 1 }) });
}
