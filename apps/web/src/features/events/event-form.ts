// The event form: a date, a start and an end time typed in the browser's time zone, sent as moments with its offset
// ('2026-12-01T14:30:00-05:00'); an all-day event as whole UTC days. The kind's own schema and checks give the messages.
import { z } from 'zod';
import { addDays, allDayEventDates, EVENT_KINDS, eventKind, type CalendarEventCreate, type CalendarEventItem } from '@casecast/domain';
import { recordChecks } from '../../lib/record-form';

export type EventFormValues = {
  title: string;
  kind: CalendarEventCreate['kind'];
  date: string;
  /** '' for the same day as `date`. */
  endDate: string;
  startTime: string;
  endTime: string;
  allDay: boolean;
  location: string;
  videoLink: string;
  caseId: string;
  attendeeIds: string[];
  notes: string;
};

/** The form's field a stored field's message shows under. */
export const EVENT_FORM_FIELD: Readonly<Record<string, keyof EventFormValues>> = {
  startsAt: 'startTime',
  endsAt: 'endTime',
};
export const EVENT_FORM_FIELDS: ReadonlyArray<keyof EventFormValues> = [
  'title',
  'kind',
  'date',
  'endDate',
  'startTime',
  'endTime',
  'location',
  'videoLink',
  'caseId',
  'attendeeIds',
  'notes',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date and time as an ISO moment with the browser's offset for that moment (daylight saving included). */
export function toOffsetIso(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const local = new Date(year!, month! - 1, day!, hours!, minutes!);
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${date}T${pad(local.getHours())}:${pad(local.getMinutes())}:00${zone}`;
}

/** A moment as the browser's local date ('YYYY-MM-DD') and time ('HH:MM'). */
export function toLocalParts(moment: string): { date: string; time: string } {
  const local = new Date(moment);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** What the API takes from the form's values; an unreadable date or time is left for the schema to name. */
export function toEventInput(values: EventFormValues): Record<string, unknown> {
  const endDate = values.endDate || values.date;
  const validDates = DATE.test(values.date) && DATE.test(endDate);
  let startsAt: string | undefined;
  let endsAt: string | undefined;
  if (validDates && values.allDay) {
    startsAt = `${values.date}T00:00:00Z`;
    endsAt = `${addDays(endDate, 1)}T00:00:00Z`;
  } else if (validDates) {
    startsAt = TIME.test(values.startTime) ? toOffsetIso(values.date, values.startTime) : undefined;
    endsAt = TIME.test(values.endTime) ? toOffsetIso(endDate, values.endTime) : undefined;
  }
  return {
    title: values.title,
    kind: values.kind,
    startsAt,
    endsAt,
    allDay: values.allDay,
    location: values.location,
    videoLink: values.videoLink,
    caseId: values.caseId === '' ? null : values.caseId,
    attendeeIds: values.attendeeIds,
    notes: values.notes,
  };
}

const checkedEvent = eventKind.createSchema.superRefine(recordChecks(eventKind.check));

const formShape = z.object({
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  date: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  allDay: z.boolean(),
  location: z.string(),
  videoLink: z.string(),
  caseId: z.string(),
  attendeeIds: z.array(z.string()),
  notes: z.string(),
});

/** The form's values checked as the API checks an event (its schema, then its cross-field checks). */
export const eventFormSchema = formShape.transform((values, ctx): CalendarEventCreate => {
  const form: EventFormValues = values;
  if (!DATE.test(form.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Date is required' });
  if (form.endDate !== '' && !DATE.test(form.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Invalid date format' });
  if (!form.allDay && !TIME.test(form.startTime)) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Start time is required' });
  if (!form.allDay && !TIME.test(form.endTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End time is required' });
  const parsed = checkedEvent.safeParse(toEventInput(form));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    // A date or time already named above is not named twice.
    if (field === 'startsAt' || field === 'endsAt') {
      if (!DATE.test(form.date) || (!form.allDay && (!TIME.test(form.startTime) || !TIME.test(form.endTime)))) continue;
    }
    ctx.addIssue({ code: 'custom', path: [EVENT_FORM_FIELD[field] ?? field], message: issue.message });
  }
  return z.NEVER;
});

/** The form for a new event (on `date`, 9 to 10 am, on `caseId`) or for a stored one. */
export function toEventForm(event?: CalendarEventItem, preset: { date?: string; caseId?: string } = {}): EventFormValues {
  if (!event)
    return {
      title: '',
      kind: 'deposition',
      date: preset.date ?? '',
      endDate: '',
      startTime: '09:00',
      endTime: '10:00',
      allDay: false,
      location: '',
      videoLink: '',
      caseId: preset.caseId ?? '',
      attendeeIds: [],
      notes: '',
    };
  const start = toLocalParts(event.startsAt);
  const end = toLocalParts(event.endsAt);
  const days = event.allDay ? allDayEventDates(event) : { first: start.date, last: end.date };
  return {
    title: event.title,
    kind: event.eventKind,
    date: days.first,
    endDate: days.last === days.first ? '' : days.last,
    startTime: event.allDay ? '09:00' : start.time,
    endTime: event.allDay ? '10:00' : end.time,
    allDay: event.allDay,
    location: event.location ?? '',
    videoLink: event.videoLink ?? '',
    caseId: event.caseId ?? '',
    attendeeIds: event.attendees.map((attendee) => attendee.userId),
    notes: event.notes ?? '',
  };
}

/** The day a screen shows an event on: a timed one's local start date, an all-day one's first day. */
export function eventLocalDate(event: Pick<CalendarEventItem, 'startsAt' | 'allDay' | 'date'>): string {
  return event.allDay ? event.date : toLocalParts(event.startsAt).date;
}

/**
 * Every day a screen shows an event on: a timed one from the local day it starts to the local day it ends (a
 * trial from 9 am Monday to 5 pm Wednesday is on three days), an all-day one on each of its days.
 */
export function eventLocalDays(event: Pick<CalendarEventItem, 'startsAt' | 'endsAt' | 'allDay' | 'date'>): string[] {
  const first = eventLocalDate(event);
  const last = event.allDay ? allDayEventDates(event).last : toLocalParts(new Date(Date.parse(event.endsAt) - 1).toISOString()).date;
  const days = [first];
  // Events last at most 14 days: the bound only guards against a record that broke the rule.
  while (days.length < 15 && days[days.length - 1]! < last) days.push(addDays(days[days.length - 1]!, 1));
  return days;
}

/** '2:30 PM – 4:00 PM', or 'All day'. */
export function formatEventTime(event: Pick<CalendarEventItem, 'startsAt' | 'endsAt' | 'allDay'>): string {
  if (event.allDay) return 'All day';
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${time.format(new Date(event.startsAt))} – ${time.format(new Date(event.endsAt))}`;
}
