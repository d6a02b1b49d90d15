// The calendar API: the firm's deadlines, tasks and events by date, "my day", and the caller's private iCalendar feed.
// (A firm's events themselves are a record kind, eventKind, served at /api/events.)
import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  calendarFeedCreateSchema,
  calendarFeedResponseSchema,
  calendarFeedStatusSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  myDayResponseSchema,
} from './calendar-schemas.js';
import { EVENT_LIST_LIMIT, eventKind, eventListQuerySchema } from './event-schemas.js';

const tags = ['calendar'];

export const calendarEndpoints = {
  /** The events list is the kind's own route (a range and a case, bounded); adding and changing come from eventKind. */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    tags,
    summary: `The firm's events starting in [from, to) (moments), of a case if asked; at most ${EVENT_LIST_LIMIT}, soonest first`,
    query: eventListQuerySchema,
    response: eventKind.listSchema,
  }),
  range: defineEndpoint({
    method: 'GET',
    path: '/api/calendar',
    tags,
    summary: "The firm's deadlines, tasks and events from `from` to `to` (at most 400 days), by date; filters attorneyId, caseId, kind",
    query: calendarQuerySchema,
    response: calendarResponseSchema,
  }),
  myDay: defineEndpoint({
    method: 'GET',
    path: '/api/my-day',
    tags,
    summary:
      'Open deadlines and tasks overdue, due today and in the next 7 days, and statutes of limitations in the next 90 days (mine; an owner sees the firm’s)',
    response: myDayResponseSchema,
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/api/calendar/feed',
    tags,
    summary: 'Whether the caller has a private calendar feed',
    response: calendarFeedStatusSchema,
  }),
  createFeed: defineEndpoint({
    method: 'POST',
    path: '/api/calendar/feed',
    tags,
    summary:
      "Create or replace the caller's private iCalendar feed URL (the old one stops working); `redacted` names case numbers, not clients",
    body: calendarFeedCreateSchema.nullish(),
    response: calendarFeedResponseSchema,
  }),
  revokeFeed: defineEndpoint({ method: 'DELETE', path: '/api/calendar/feed', tags, summary: "Revoke the caller's calendar feed" }),
  // Calendar apps fetch it without a session, so the token is the only key.
  ics: defineEndpoint({
    method: 'GET',
    path: '/api/calendar.ics',
    tags,
    summary: 'A private iCalendar feed (no session: the token is the key)',
    public: true,
    query: z.object({ token: z.string().max(200).optional() }),
  }),
};
