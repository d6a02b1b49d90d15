import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@casecast/domain';
import { eventUid, renderIcs } from './ics.js';

const deadline: CalendarItem = {
  kind: 'deadline',
  id: 'd1',
  date: '2027-01-11',
  title: 'Statute of limitations',
  caseId: 'c1',
  clientName: 'Lopez, Maria; "Mary"',
  caseNo: 7,
  caseNumber: 'PI-2025-001',
  attorneyId: null,
  attorneyName: null,
  deadlineKind: 'statute_of_limitations',
  status: 'open',
  confirmed: false,
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
  verified: true,
};
const task: CalendarItem = {
  kind: 'task',
  id: 't1',
  date: '2026-12-31',
  title: 'Draft the demand letter, with a very long title that certainly needs folding across several lines of the file',
  caseId: null,
  clientName: null,
  caseNo: null,
  caseNumber: null,
  attorneyId: null,
  attorneyName: null,
  priority: 'urgent',
  status: 'open',
  assigneeId: 'u1',
  assigneeName: 'Sam Staff',
};

describe('the iCalendar feed document', () => {
  const text = renderIcs([deadline, task], {
    calendarName: 'Casecast — Firm A',
    baseUrl: 'https://app.casecast.test/',
    now: new Date('2026-11-23T12:00:00Z'),
  });

  it('is RFC 5545: CRLF lines of at most 75 octets, escaped text, all-day dates', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('DTSTART;VALUE=DATE:20270111');
    expect(text).toContain('SUMMARY:Statute of limitations (Lopez\\, Maria\\; "Mary")');
  });

  it('parses back with node-ical into all-day events with stable UIDs, the case and the citation', () => {
    const parsed = ical.sync.parseICS(text);
    const events = Object.values(parsed).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    expect(events.map((event) => event.uid).sort()).toEqual([eventUid(deadline), eventUid(task)].sort());
    const sol = events.find((event) => event.uid === 'deadline-d1@casecast')!;
    expect(sol.datetype).toBe('date');
    expect(sol.summary).toBe('Statute of limitations (Lopez, Maria; "Mary")');
    expect(sol.description).toContain('Case: CASE-0007 — Lopez, Maria; "Mary"');
    expect(sol.description).toContain('Rule: Tex. Civ. Prac. & Rem. Code § 16.003(a)');
    expect(sol.description).toContain('verify each date');
    // node-ical keeps URL's parameters (VALUE=URI) beside its value.
    const url = sol.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toBe('https://app.casecast.test/dashboard/case/c1');
    const todo = events.find((event) => event.uid === 'task-t1@casecast')!;
    expect(todo.summary).toBe(`Task: ${task.title}`);
    expect(todo.description).toContain('Priority: Urgent');
    expect(todo.description).toContain('Assigned to: Sam Staff');
  });

  it('gives an event the same UID on every rendering', () => {
    const again = renderIcs([deadline], { calendarName: 'x', baseUrl: 'https://a.test', now: new Date('2027-01-01T00:00:00Z') });
    expect(again).toContain('UID:deadline-d1@casecast');
  });
});
