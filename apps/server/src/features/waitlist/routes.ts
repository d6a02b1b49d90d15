// POST /api/waitlist (public, rate-limited) and the administrators' GET /api/admin/waitlist and /api/admin/waitlist.csv.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { waitlistSignupBodySchema, waitlistSignupListSchema } from '@casecast/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { CallerResolver } from '../../auth/caller.js';
import { forbidden } from '../../http/errors.js';
import * as service from './service.js';

export async function registerWaitlistRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; config: Config; callers: CallerResolver }) {
  const { db, config, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const requireAdmin = async (request: FastifyRequest) => {
    const caller = await callers.requireCaller(request);
    if (!service.isInstanceAdmin(config.adminEmails, caller.user.email)) throw forbidden('Only instance administrators can see the waiting list.');
    return caller;
  };

  typed.post(
    '/api/waitlist',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waiting list (no sign-in needed)',
        security: [],
        body: waitlistSignupBodySchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await service.joinWaitlist({ db, webhookUrl: config.waitlistWebhookUrl, log: request.log }, request.body);
      // The visitor learns only that it worked: the stored row is for administrators.
      return reply.status(201).send({ ok: true });
    },
  );

  typed.get(
    '/api/admin/waitlist',
    { schema: { tags: ['admin'], summary: 'Waiting-list signups, newest first (instance administrators)', response: { 200: waitlistSignupListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { signups: await service.listWaitlist(db) };
    },
  );

  typed.get(
    '/api/admin/waitlist.csv',
    { schema: { tags: ['admin'], summary: 'Waiting-list signups as CSV (instance administrators)' } },
    async (request, reply) => {
      await requireAdmin(request);
      const csv = await service.exportWaitlistCsv(db);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="casecast-waitlist-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
