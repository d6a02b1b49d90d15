// Timed calendar events of a firm (a deposition, a mediation, a hearing, a client meeting): defined once as a record
// kind, served at /api/events, shown on the calendar, in "My day", in the feed and on the case page.
import { z } from 'zod';
import { optionalTextSchema } from '../shared/schema-fields.js';
import { defineRecordKind, type RecordIssue } from '../shared/record-kind.js';
import {
  booleanField,
  enumField,
  optionalReferenceField,
  optionalTextField,
  requiredDateTimeField,
  requiredTextField,
} from '../shared/record-fields.js';

export const EVENT_KINDS = ['deposition', 'mediation', 'hearing', 'trial', 'client_meeting', 'call', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  deposition: 'Deposition',
  mediation: 'Mediation',
  hearing: 'Hearing',
  trial: 'Trial',
  client_meeting: 'Client meeting',
  call: 'Call',
  other: 'Other',
};

/** A trial runs for days; longer than two weeks is a typing mistake, not an event. */
export const EVENT_MAX_DAYS = 14;
export const MAX_EVENT_ATTENDEES = 50;
export const EVENT_END_ORDER_MESSAGE = 'The end must be after the start';
export const EVENT_TOO_LONG_MESSAGE = `An event may last at most ${EVENT_MAX_DAYS} days`;
export const VIDEO_LINK_MESSAGE = 'Video link must be a web address starting with http:// or https://';

const MS_PER_DAY = 86_400_000;
/** The years a list's range may name, as the date-time fields take them (PostgreSQL has no year 0). */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59);

/** A web address a browser opens as a page: http or https only (never javascript: or file:). */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const videoLinkInput = optionalTextSchema({ max: 2000, tooLongMessage: 'Video link is too long' }).refine(
  (value) => value == null || isWebLink(value),
  VIDEO_LINK_MESSAGE,
);

const attendeeIdSchema = z
  .string({ error: 'An attendee must be a member id' })
  .trim()
  .min(1, 'An attendee must be a member id')
  .max(100, 'An attendee must be a member id');
const attendeeIds = z
  .array(attendeeIdSchema, { error: 'Attendees must be a list of member ids' })
  .max(MAX_EVENT_ATTENDEES, `At most ${MAX_EVENT_ATTENDEES} attendees`)
  .refine((ids) => new Set(ids).size === ids.length, 'An attendee is listed twice');

const allDay = booleanField('all_day', 'All day');

/** The rules of an event as it will be stored: it ends after it starts, and lasts at most 14 days. */
export function checkEvent(event: { startsAt: string; endsAt: string }): RecordIssue[] {
  const start = Date.parse(event.startsAt);
  const end = Date.parse(event.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  if (end <= start) return [{ path: 'endsAt', message: EVENT_END_ORDER_MESSAGE }];
  if (end - start > EVENT_MAX_DAYS * MS_PER_DAY) return [{ path: 'endsAt', message: EVENT_TOO_LONG_MESSAGE }];
  return [];
}

export const eventKind = defineRecordKind({
  name: 'event',
  scope: 'firm',
  path: 'events',
  noun: 'event',
  table: 'calendar_event',
  fields: {
    title: requiredTextField('title', 'Title', 200),
    kind: enumField('kind', 'Kind', EVENT_KINDS),
    /** All-day events start at 00:00 UTC of their first day and end at 00:00 UTC of the day after their last. */
    startsAt: requiredDateTimeField('starts_at', 'Start'),
    endsAt: requiredDateTimeField('ends_at', 'End'),
    allDay: { ...allDay, create: allDay.input.default(false) },
    location: optionalTextField('location', 'Location', 500),
    videoLink: { column: 'video_link', label: 'Video link', input: videoLinkInput, read: z.string().nullable() },
    caseId: optionalReferenceField('case_id', 'Case'),
    attendeeIds: {
      column: 'attendee_ids',
      label: 'Attendees',
      input: attendeeIds,
      create: attendeeIds.default([]),
      read: z.array(z.string()),
    },
    notes: {
      column: 'notes',
      label: 'Notes',
      input: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
      read: z.string().nullable(),
    },
  },
  orderBy: ['startsAt'],
  checks: checkEvent,
});
export const calendarEventSchema = eventKind.schema;
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventCreateSchema = eventKind.createSchema;
export type CalendarEventCreateInput = z.input<typeof calendarEventCreateSchema>;
export type CalendarEventCreate = z.output<typeof calendarEventCreateSchema>;
export const calendarEventUpdateSchema = eventKind.updateSchema;
export type CalendarEventUpdateInput = z.input<typeof calendarEventUpdateSchema>;
export type CalendarEventUpdate = z.output<typeof calendarEventUpdateSchema>;
export const calendarEventListResponseSchema = eventKind.listSchema;

/** The most events one list answers (soonest first): ask for a range to see others. */
export const EVENT_LIST_LIMIT = 1000;

const listMoment = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time with its offset, e.g. 2026-12-01T00:00:00-05:00` })
    .refine((value) => {
      const moment = Date.parse(value);
      return moment >= EARLIEST && moment <= LATEST;
    }, `${label} must be between the years 1900 and 9999`)
    .optional();

/** GET /api/events: the events starting from `from` and before `to` (moments), of one case. */
export const eventListQuerySchema = z.object({
  from: listMoment('From'),
  to: listMoment('To'),
  caseId: z.string({ error: 'Case must be an id' }).trim().min(1, 'Case must be an id').max(100, 'Case must be an id').optional(),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** The UTC days an all-day event covers: its first day and its last (inclusive). */
export function allDayEventDates(event: { startsAt: string; endsAt: string }): { first: string; last: string } {
  const first = new Date(event.startsAt).toISOString().slice(0, 10);
  const last = new Date(Date.parse(event.endsAt) - 1).toISOString().slice(0, 10);
  return { first, last: last < first ? first : last };
}
