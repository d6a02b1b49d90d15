// Renders calendar items as an iCalendar (RFC 5545) document with ical-generator: one all-day event per
// deadline, task or follow-up and a timed (or all-day) one per event, a stable UID per item, the case and
// the rule's citation in the description.
import ical from 'ical-generator';
import {
  allDayEventDates,
  DEADLINE_DISCLAIMER,
  EVENT_KIND_LABELS,
  formatCaseNo,
  formatCodeLabel,
  TASK_PRIORITY_LABELS,
  type CalendarEventItem,
  type CalendarItem,
} from '@casecast/domain';

export type IcsOptions = { calendarName: string; baseUrl: string; now?: Date };

/** The UID of an item's event: the same on every fetch, so calendars update the event instead of adding one. */
export function eventUid(item: Pick<CalendarItem, 'kind' | 'id'>): string {
  return `${item.kind}-${item.id}@casecast`;
}

function caseLine(item: CalendarItem): string | null {
  if (!item.caseId) return null;
  // The firm's case number: the one the app shows everywhere (the internal id never).
  const number = item.caseNo !== null ? `${formatCaseNo(item.caseNo)} — ` : '';
  return `Case: ${number}${item.clientName ?? ''}`;
}

export function eventSummary(item: CalendarItem): string {
  const client = item.clientName ? ` (${item.clientName})` : '';
  if (item.kind === 'task') return `Task: ${item.title}${client}`;
  return `${item.title}${client}`;
}

export function eventDescription(item: CalendarItem): string {
  const lines: string[] = [];
  const onCase = caseLine(item);
  if (onCase) lines.push(onCase);
  if (item.kind === 'deadline') {
    lines.push(`Deadline: ${formatCodeLabel(item.deadlineKind)}${item.confirmed ? ' (confirmed)' : ' (not yet confirmed)'}`);
    if (item.citation) lines.push(`Rule: ${item.citation}${item.verified === false ? ' (unverified rule: check the statute)' : ''}`);
    lines.push(DEADLINE_DISCLAIMER);
  } else if (item.kind === 'event') {
    lines.push(`Event: ${EVENT_KIND_LABELS[item.eventKind]}`);
    if (item.videoLink) lines.push(`Video: ${item.videoLink}`);
  } else if (item.kind === 'follow_up') {
    lines.push(`Provider: ${item.providerName} (${item.request} requested, not yet received)`);
  } else {
    lines.push(`Priority: ${TASK_PRIORITY_LABELS[item.priority]}`);
    if (item.assigneeName) lines.push(`Assigned to: ${item.assigneeName}`);
  }
  return lines.join('\n');
}

/** This module, as the render worker imports it (renderIcsFeed runs there, off the event loop). */
export const ICS_MODULE = import.meta.url;

/** renderIcs with one argument, as the render worker calls it. */
export function renderIcsFeed(input: { items: readonly CalendarItem[]; options: IcsOptions }): string {
  return renderIcs(input.items, input.options);
}

type Calendar = ReturnType<typeof ical>;

/**
 * A timed event starts and ends at its moments, written in UTC (DTSTART:…Z); an all-day one covers its days
 * (VALUE=DATE). The video link is its URL (else its case), its attendees are ATTENDEE lines with their emails.
 */
function addEvent(calendar: Calendar, item: CalendarEventItem, options: IcsOptions, base: string) {
  const caseUrl = item.caseId ? `${base}/dashboard/case/${encodeURIComponent(item.caseId)}` : null;
  let start = new Date(item.startsAt);
  let end = new Date(item.endsAt);
  if (item.allDay) {
    const { first, last } = allDayEventDates(item);
    start = new Date(`${first}T00:00:00Z`);
    end = new Date(`${last}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
  }
  calendar.createEvent({
    id: eventUid(item),
    allDay: item.allDay,
    start,
    end,
    stamp: options.now ?? new Date(),
    summary: eventSummary(item),
    description: eventDescription(item),
    location: item.location,
    url: item.videoLink ?? caseUrl,
    attendees: item.attendees.map((attendee) => ({ email: attendee.email, name: attendee.name })),
  });
}

export function renderIcs(items: readonly CalendarItem[], options: IcsOptions): string {
  const calendar = ical({ name: options.calendarName, prodId: { company: 'Casecast', product: 'Casecast', language: 'EN' }, ttl: 60 * 60 });
  const base = options.baseUrl.replace(/\/$/, '');
  for (const item of items) {
    if (item.kind === 'event') {
      addEvent(calendar, item, options, base);
      continue;
    }
    const next = new Date(`${item.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    calendar.createEvent({
      id: eventUid(item),
      // All-day: ical-generator writes a date without a time (VALUE=DATE) from the UTC day.
      allDay: true,
      start: new Date(`${item.date}T00:00:00Z`),
      end: next,
      stamp: options.now ?? new Date(),
      summary: eventSummary(item),
      description: eventDescription(item),
      url: item.caseId ? `${base}/dashboard/case/${encodeURIComponent(item.caseId)}` : null,
    });
  }
  return calendar.toString();
}
