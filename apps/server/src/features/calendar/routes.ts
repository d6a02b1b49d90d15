// /api/events (a firm's timed events), /api/calendar, /api/my-day, /api/calendar/feed and the public, token-only /api/calendar.ics.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedCreateSchema,
  calendarFeedResponseSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  EVENT_LIST_LIMIT,
  eventKind,
  eventListQuerySchema,
  myDayResponseSchema,
} from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Kysely } from 'kysely';
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
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  // The list is its own route: it takes a range and a case, and is bounded.
  registerRecordRoutes(app, { db, callers }, events, { tags, ownList: true });
  typed.get(
    '/api/events',
    {
      schema: {
        tags,
        summary: `The firm's events starting in [from, to) (moments), of a case if asked; at most ${EVENT_LIST_LIMIT}, soonest first`,
        querystring: eventListQuerySchema,
        response: { 200: eventKind.listSchema },
      },
    },
    async (request) => {
      const { from, to, caseId } = request.query;
      const options = {
        limit: EVENT_LIST_LIMIT,
        range: { field: 'startsAt', from, to },
        ...(caseId !== undefined ? { where: { caseId } } : {}),
      };
      return { items: await events.list(db, await requireActor(callers, request), null, options) };
    },
  );

  typed.get(
    '/api/calendar',
    {
      schema: {
        tags,
        summary: `The firm's deadlines, tasks and events from \`from\` to \`to\` (at most 400 days), by date; filters attorneyId, caseId, kind`,
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema },
      },
    },
    async (request) => service.getCalendar(db, await requireActor(callers, request), request.query),
  );

  typed.get(
    '/api/my-day',
    {
      schema: {
        tags,
        summary:
          'Open deadlines and tasks overdue, due today and in the next 7 days, and statutes of limitations in the next 90 days (mine; an owner sees the firm’s)',
        response: { 200: myDayResponseSchema },
      },
    },
    async (request) => service.getMyDay(db, await requireActor(callers, request)),
  );

  typed.get(
    '/api/calendar/feed',
    { schema: { tags, summary: 'Whether the caller has a private calendar feed', response: { 200: calendarFeedStatusSchema } } },
    async (request) => service.getFeedStatus(db, await requireActor(callers, request)),
  );

  typed.post(
    '/api/calendar/feed',
    {
      schema: {
        tags,
        summary:
          "Create or replace the caller's private iCalendar feed URL (the old one stops working); `redacted` names case numbers, not clients",
        body: calendarFeedCreateSchema.nullish(),
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => service.createFeed(db, await requireActor(callers, request), baseUrl, request.body ?? { redacted: false }),
  );

  typed.delete('/api/calendar/feed', { schema: { tags, summary: "Revoke the caller's calendar feed" } }, async (request, reply) => {
    await service.revokeFeed(db, await requireActor(callers, request));
    return reply.status(204).send();
  });

  // Public: calendar apps fetch it without a session, so the token is the only key. A missing, wrong or
  // revoked token is the same 404.
  typed.get(
    '/api/calendar.ics',
    {
      schema: {
        tags,
        summary: 'A private iCalendar feed (no session: the token is the key)',
        security: [],
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
      config: { rateLimit: { max: FEED_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = await service.renderFeed(db, request.query.token, baseUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="casecast.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
}
