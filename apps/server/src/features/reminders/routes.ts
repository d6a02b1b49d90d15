// /api/me/notifications: the caller's choice of reminder and digest emails.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSettingsSchema } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import * as service from './service.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function registerReminderRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  typed.get(
    '/api/me/notifications',
    {
      schema: {
        tags,
        summary: 'Whether the caller gets deadline reminders and the daily task digest by email',
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => service.getNotificationSettings(db, await requireActor(callers, request)),
  );

  typed.put(
    '/api/me/notifications',
    {
      schema: {
        tags,
        summary: 'Turn deadline reminders or the daily task digest on or off for the caller',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => service.updateNotificationSettings(db, await requireActor(callers, request), request.body),
  );
}
