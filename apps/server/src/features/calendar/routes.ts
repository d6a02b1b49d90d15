// /api/events (a firm's timed events), /api/calendar, /api/my-day, /api/calendar/feed and the public, token-only /api/calendar.ics.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarEndpoints as endpoints, EVENT_LIST_LIMIT } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Kysely } from 'kysely';
import { registerEndpoint } from '../../http/endpoint.js';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';
import { events } from './event-service.js';
import { registerRecordRoutes } from '../records/routes.js';

/** The public feed answers at most this many requests a minute per address (calendar apps poll hourly). */
const FEED_RATE_LIMIT = 30;

export async function registerCalendarRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; callers: CallerResolver; baseUrl: string },
) {
  const { db, callers, baseUrl } = deps;
  const tags = ['calendar'];
  // The list is its own route: it takes a range and a case, and is bounded.
  registerRecordRoutes(app, { db, callers }, events, { tags, ownList: true });
  registerEndpoint(app, endpoints.events, async (request) => {
    const { from, to, caseId } = request.query;
    const options = {
      limit: EVENT_LIST_LIMIT,
      range: { field: 'startsAt', from, to },
      ...(caseId !== undefined ? { where: { caseId } } : {}),
    };
    return { items: await events.list(db, await requireActor(callers, request), null, options) };
  });

  const actorOf = (request: FastifyRequest) => requireActor(callers, request);
  registerEndpoint(app, endpoints.range, async (request) => service.getCalendar(db, await actorOf(request), request.query));
  registerEndpoint(app, endpoints.myDay, async (request) => service.getMyDay(db, await actorOf(request)));
  registerEndpoint(app, endpoints.feed, async (request) => service.getFeedStatus(db, await actorOf(request)));
  registerEndpoint(app, endpoints.createFeed, async (request) =>
    service.createFeed(db, await actorOf(request), baseUrl, request.body ?? { redacted: false }),
  );
  registerEndpoint(app, endpoints.revokeFeed, async (request) => service.revokeFeed(db, await actorOf(request)));

  // Public: the token is the only key. A missing, wrong or revoked token is the same 404.
  registerEndpoint(
    app,
    endpoints.ics,
    async (request, reply) => {
      const body = await service.renderFeed(db, request.query.token, baseUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="casecast.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
    { config: { rateLimit: { max: FEED_RATE_LIMIT, timeWindow: '1 minute' } } },
  );
}
