// /api/me/notifications: the caller's choice of reminder and digest emails.
import type { FastifyInstance } from 'fastify';
import { reminderEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import * as service from './service.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function registerReminderRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  registerEndpoint(app, endpoints.settings, async (request) => service.getNotificationSettings(db, await requireActor(callers, request)));
  registerEndpoint(app, endpoints.saveSettings, async (request) =>
    service.updateNotificationSettings(db, await requireActor(callers, request), request.body),
  );
}
