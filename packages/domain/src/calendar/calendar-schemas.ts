// The firm calendar: deadlines, tasks and records follow-ups in a bounded date range, as the API and the ICS feed
// read them.
import { z } from 'zod';
import { countDaysBetween, isoDateSchema } from '../shared/iso-date.js';
import { TASK_PRIORITIES, TASK_STATUSES } from '../tasks/task-schemas.js';
import { DEADLINE_KINDS, DEADLINE_STATUSES } from '../deadlines/deadline-schemas.js';
import { formatCaseNo } from '../cases/case-view.js';
import { caseDatesToConfirmSchema } from '../deadlines/rule-changes.js';
import { EVENT_KINDS } from './event-schemas.js';
import { idSchema } from '../shared/record-fields.js';

/** The longest range one calendar request may ask for, in days (from and to inclusive). */
export const CALENDAR_MAX_RANGE_DAYS = 400;
export const CALENDAR_RANGE_TOO_LONG_MESSAGE = `The range may span at most ${CALENDAR_MAX_RANGE_DAYS} days (to)`;
export const CALENDAR_RANGE_ORDER_MESSAGE = 'From must be on or before to (from)';

/**
 * follow_up: a provider's records or bills requested and not yet received, on the follow-up date set for them;
 * event: a firm's event with its time of day (a deposition, a hearing, a client meeting).
 */
export const CALENDAR_KINDS = ['deadline', 'task', 'follow_up', 'event'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** Days in [from, to], both included; null when a date is invalid. */
export function calendarRangeDays(from: string, to: string): number | null {
  const days = countDaysBetween(from, to);
  return days === null ? null : days + 1;
}

/** Why a range is refused (a message naming the field), or null when it is fine. */
export function checkCalendarRange(from: string, to: string): string | null {
  const days = calendarRangeDays(from, to);
  if (days === null) return null;
  if (days < 1) return CALENDAR_RANGE_ORDER_MESSAGE;
  if (days > CALENDAR_MAX_RANGE_DAYS) return CALENDAR_RANGE_TOO_LONG_MESSAGE;
  return null;
}

export const calendarQuerySchema = z
  .object({
    from: isoDateSchema('From is required'),
    to: isoDateSchema('To is required'),
    attorneyId: idSchema('Attorney').optional(),
    caseId: idSchema('Case').optional(),
    kind: z.enum(CALENDAR_KINDS, { error: `Kind must be one of ${CALENDAR_KINDS.join(', ')}` }).optional(),
  })
  .superRefine((value, context) => {
    const problem = checkCalendarRange(value.from, value.to);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [problem === CALENDAR_RANGE_ORDER_MESSAGE ? 'from' : 'to'] });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

const caseRef = {
  caseId: z.string().nullable(),
  clientName: z.string().nullable(),
  caseNo: z.number().int().nullable(),
  caseNumber: z.string().nullable(),
  attorneyId: z.string().nullable(),
  attorneyName: z.string().nullable(),
};

export const calendarDeadlineItemSchema = z.object({
  kind: z.literal('deadline'),
  id: z.string(),
  date: z.string(),
  title: z.string(),
  ...caseRef,
  deadlineKind: z.enum(DEADLINE_KINDS),
  status: z.enum(DEADLINE_STATUSES),
  confirmed: z.boolean(),
  citation: z.string().nullable(),
  verified: z.boolean().nullable(),
});
export type CalendarDeadlineItem = z.infer<typeof calendarDeadlineItemSchema>;

export const calendarTaskItemSchema = z.object({
  kind: z.literal('task'),
  id: z.string(),
  date: z.string(),
  title: z.string(),
  ...caseRef,
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type CalendarTaskItem = z.infer<typeof calendarTaskItemSchema>;

export const FOLLOW_UP_REQUESTS = ['records', 'bills'] as const;
export type FollowUpRequest = (typeof FOLLOW_UP_REQUESTS)[number];

/** id: the provider's id and the request (`<providerId>:records`), stable for the feed's event. */
export const calendarFollowUpItemSchema = z.object({
  kind: z.literal('follow_up'),
  id: z.string(),
  date: z.string(),
  title: z.string(),
  ...caseRef,
  providerId: z.string(),
  providerName: z.string(),
  request: z.enum(FOLLOW_UP_REQUESTS),
});
export type CalendarFollowUpItem = z.infer<typeof calendarFollowUpItemSchema>;

/** The title a follow-up shows: what was requested from whom. */
export function followUpTitle(request: FollowUpRequest, providerName: string): string {
  return `Follow up on ${request === 'records' ? 'records' : 'bills'} from ${providerName}`;
}

export const calendarAttendeeSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type CalendarAttendee = z.infer<typeof calendarAttendeeSchema>;

/**
 * An event: `date` is the UTC day it starts on (an all-day event's first day); a screen places a timed event on the
 * day of `startsAt` in its own time zone. Attendees are the ones still members of the firm.
 */
export const calendarEventItemSchema = z.object({
  kind: z.literal('event'),
  id: z.string(),
  date: z.string(),
  title: z.string(),
  ...caseRef,
  eventKind: z.enum(EVENT_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  videoLink: z.string().nullable(),
  attendees: z.array(calendarAttendeeSchema),
  /** Shown to the firm's members only: the feed leaves them out. */
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type CalendarEventItem = z.infer<typeof calendarEventItemSchema>;

export const calendarItemSchema = z.discriminatedUnion('kind', [
  calendarDeadlineItemSchema,
  calendarTaskItemSchema,
  calendarFollowUpItemSchema,
  calendarEventItemSchema,
]);
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(calendarItemSchema),
  truncated: z.boolean(),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

export const calendarFeedResponseSchema = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable(), redacted: z.boolean() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** Making a feed URL: `redacted` feeds name the case number (CASE-0012) instead of the client. No body is a full feed. */
export const calendarFeedCreateSchema = z.object({ redacted: z.boolean().default(false) }).strict();
export type CalendarFeedCreate = z.infer<typeof calendarFeedCreateSchema>;

/**
 * An item as a redacted feed sends it: the client's name replaced by the firm's case number, and no court
 * case number. Titles, attorney and assignee names are the firm's own words and go as they are.
 */
export function redactCalendarItem<T extends CalendarItem>(item: T): T {
  if (item.caseId === null) return item;
  return { ...item, clientName: item.caseNo !== null ? formatCaseNo(item.caseNo) : 'Case', caseNo: null, caseNumber: null };
}

const KIND_ORDER: Record<CalendarKind, number> = { deadline: 0, follow_up: 1, task: 2, event: 3 };

/** An item's time of day for ordering a day: an event's start, '' for the day's all-day items (they come first). */
function timeOf(item: { kind: CalendarKind; startsAt?: string; allDay?: boolean }): string {
  return item.kind === 'event' && item.allDay === false && item.startsAt ? item.startsAt : '';
}

/**
 * Calendar items sorted by date; on a day deadlines first, then follow-ups, then tasks, then events by start time;
 * then by title.
 */
export function sortCalendarItems<
  T extends { date: string; kind: CalendarKind; title: string; id: string; startsAt?: string; allDay?: boolean },
>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      timeOf(a).localeCompare(timeOf(b)) ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
}

/** The dashboard's "My day": open items overdue, due today, in the next 7 days, and statutes of limitations in the next 90 days. */
export const myDayResponseSchema = z.object({
  today: z.string(),
  overdue: z.array(calendarItemSchema),
  dueToday: z.array(calendarItemSchema),
  nextSevenDays: z.array(calendarItemSchema),
  statutesOfLimitations: z.array(calendarDeadlineItemSchema),
  /** Events from yesterday to tomorrow (UTC days) the caller attends (an owner: the firm's); a screen keeps today's in its own time zone. */
  events: z.array(calendarEventItemSchema),
  /** Open cases whose computed dates a rule change moved, until an attorney confirms them (mine; an owner sees the firm's). */
  datesToConfirm: z.array(caseDatesToConfirmSchema),
  /** Which lists were cut at their limit (each list is fetched on its own, so one full list never hides another). */
  truncated: z.object({ overdue: z.boolean(), dueToday: z.boolean(), nextSevenDays: z.boolean(), statutesOfLimitations: z.boolean() }),
});
export type MyDayResponse = z.infer<typeof myDayResponseSchema>;
