// POST /api/waitlist (public, rate-limited) and the administrators' GET /api/admin/waitlist and /api/admin/waitlist.csv,
// registered from the waiting-list endpoints; and POST /waiting-list, the same signup as a plain HTML form.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  WAITLIST_FALLBACK_ERROR,
  WAITLIST_SUCCESS_MESSAGE,
  waitlistEndpoints as endpoints,
  waitlistSignupBodySchema,
} from '@casecast/domain';
import type { Config } from '../../config.js';
import type { CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { AppError, forbidden } from '../../http/errors.js';
import { acceptFormBodies, isFormPost, isFromAnotherSite } from '../../http/form-post.js';
import { renderWaitlistAnswerPage } from './form-page.js';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerWaitlistRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Config; callers: CallerResolver },
) {
  const { db, config, callers } = deps;

  const requireAdmin = async (request: FastifyRequest) => {
    const caller = await callers.requireCaller(request);
    if (!service.isInstanceAdmin(config.adminEmails, caller.user.email))
      throw forbidden('Only instance administrators can see the waiting list.');
    return caller;
  };

  registerEndpoint(
    app,
    endpoints.join,
    async (request) => {
      await service.joinWaitlist({ db, webhookUrl: config.waitlistWebhookUrl, log: request.log }, request.body);
      // The visitor learns only that it worked: the stored row is for administrators.
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
  );

  // The same signup as a plain HTML form POST (form-encoded), for a page not yet hydrated or without
  // script. A form posted from another site is refused like a cookie write.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post(
      '/waiting-list',
      { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } }, schema: { hide: true } },
      async (request, reply) => {
        const page = (status: number, ok: boolean, messages: readonly string[]) =>
          reply
            .status(status)
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(renderWaitlistAnswerPage({ ok, messages }));
        if (!isFormPost(request)) return page(415, false, ['Send the form from the waiting-list page.']);
        if (isFromAnotherSite(request, config.trustedOrigins))
          return page(403, false, ['This request came from another site and was refused.']);
        const parsed = waitlistSignupBodySchema.safeParse(request.body);
        if (!parsed.success) return page(400, false, [...new Set(parsed.error.issues.map((issue) => issue.message))]);
        try {
          await service.joinWaitlist({ db, webhookUrl: config.waitlistWebhookUrl, log: request.log }, parsed.data);
        } catch (error) {
          if (error instanceof AppError && error.status < 500) return page(error.status, false, [error.message]);
          request.log.error({ err: error }, 'waiting-list form signup failed');
          return page(500, false, [WAITLIST_FALLBACK_ERROR]);
        }
        return page(200, true, [WAITLIST_SUCCESS_MESSAGE]);
      },
    );
  });

  registerEndpoint(app, endpoints.list, async (request) => {
    await requireAdmin(request);
    return { signups: await service.listWaitlist(db) };
  });

  // A file the browser downloads from a link, sent on the reply.
  registerEndpoint(app, endpoints.exportCsv, async (request, reply) => {
    await requireAdmin(request);
    const csv = await service.exportWaitlistCsv(db);
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="casecast-waitlist-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
