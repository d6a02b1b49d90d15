import ical from 'node-ical';
import { addDays, getTodayIsoDate } from '@casecast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  joinFirmAs,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';

type Event = {
  id: string;
  title: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
  videoLink: string | null;
  caseId: string | null;
  attendeeIds: string[];
  updatedAt: string;
};
type Issue = { path: string; message: string };
type ErrorBody = { error: { code: string; message: string; issues?: Issue[] } };

describe.each(databaseTargets())('timed calendar events on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let ownerB: Session;
  let colleague: Session;
  let caseId: string;
  let otherFirmCaseId: string;
  const day = addDays(getTodayIsoDate(), 3);

  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    colleague = await joinFirmAs(t, ownerA, 'attorney', 'Carla Colleague');
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Maria Lopez', status: 'open', dateOpened: '2026-01-05' },
      session: ownerA,
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
    const other = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Other Firm Client', status: 'open', dateOpened: '2026-01-05' },
      session: ownerB,
    });
    otherFirmCaseId = other.json<{ id: string }>().id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const deposition = () => ({
    title: 'Deposition of Dr. Reyes',
    kind: 'deposition',
    startsAt: `${day}T14:30:00-05:00`,
    endsAt: `${day}T16:00:00-05:00`,
    location: '100 Main St, Suite 4, Austin',
    videoLink: 'https://meet.example.com/abc',
    caseId,
    attendeeIds: [colleague.userId],
  });

  it('creates, lists, changes and removes an event, with If-Match', async () => {
    const created = await call(t, { method: 'POST', url: '/api/events', payload: deposition(), session: ownerA });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<Event>();
    expect(event).toMatchObject({
      title: 'Deposition of Dr. Reyes',
      kind: 'deposition',
      startsAt: `${day}T19:30:00.000Z`,
      endsAt: `${day}T21:00:00.000Z`,
      allDay: false,
      caseId,
      attendeeIds: [colleague.userId],
    });

    const list = await call(t, { method: 'GET', url: '/api/events', session: colleague });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: Event[] }>().items.map((item) => item.id)).toContain(event.id);

    const moved = await call(t, {
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: { startsAt: `${day}T15:00:00-05:00`, location: 'Zoom only' },
      headers: { 'if-match': String(created.headers.etag) },
      session: ownerA,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Event>()).toMatchObject({ startsAt: `${day}T20:00:00.000Z`, location: 'Zoom only' });

    // The version read before the move is stale now: nothing is changed.
    const stale = await call(t, {
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: { title: 'Stale change' },
      headers: { 'if-match': String(created.headers.etag) },
      session: colleague,
    });
    expect(stale.statusCode).toBe(412);
    const staleDelete = await call(t, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: { 'if-match': String(created.headers.etag) },
      session: ownerA,
    });
    expect(staleDelete.statusCode).toBe(412);

    const removed = await call(t, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: { 'if-match': String(moved.headers.etag) },
      session: ownerA,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await call(t, { method: 'GET', url: '/api/events', session: ownerA });
    expect(after.json<{ items: Event[] }>().items.map((item) => item.id)).not.toContain(event.id);

    // The case's history has the event's life: added, moved, deleted.
    const history = await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: ownerA });
    const entries = history
      .json<{ items: Array<{ entityType: string; entityId: string; action: string; changes: Record<string, { new?: unknown }> }> }>()
      .items.filter((entry) => entry.entityId === event.id);
    expect(entries.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['event', 'delete'],
      ['event', 'update'],
      ['event', 'create'],
    ]);
    expect(entries[1]!.changes.location?.new).toBe('Zoom only');
  });

  it('lists the events starting in a range, of one case', async () => {
    const later = addDays(day, 20);
    const onCase = (
      await call(t, { method: 'POST', url: '/api/events', payload: { ...deposition(), title: 'In range' }, session: ownerA })
    ).json<Event>();
    const noCase = (
      await call(t, { method: 'POST', url: '/api/events', payload: { ...deposition(), title: 'No case', caseId: null }, session: ownerA })
    ).json<Event>();
    const far = (
      await call(t, {
        method: 'POST',
        url: '/api/events',
        payload: { ...deposition(), title: 'Later', startsAt: `${later}T09:00:00Z`, endsAt: `${later}T10:00:00Z` },
        session: ownerA,
      })
    ).json<Event>();
    const list = async (query: string) => {
      const response = await call(t, { method: 'GET', url: `/api/events?${query}`, session: ownerA });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Event[] }>().items.map((item) => item.id);
    };
    const range = `from=${encodeURIComponent(`${day}T00:00:00-05:00`)}&to=${encodeURIComponent(`${addDays(day, 1)}T00:00:00-05:00`)}`;
    const inRange = await list(range);
    expect(inRange).toEqual(expect.arrayContaining([onCase.id, noCase.id]));
    expect(inRange).not.toContain(far.id);
    const ofCase = await list(`${range}&caseId=${caseId}`);
    expect(ofCase).toContain(onCase.id);
    expect(ofCase).not.toContain(noCase.id);
    expect(await list(`from=${encodeURIComponent(`${later}T00:00:00Z`)}`)).toEqual([far.id]);

    // An event without a case is in the firm's activity.
    const activity = await call(t, { method: 'GET', url: '/api/firm/activity', session: ownerA });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(
      activity.json<{ items: Array<{ entityType: string; entityId: string }> }>().items.some((entry) => entry.entityId === noCase.id),
    ).toBe(true);

    const bad = await call(t, { method: 'GET', url: '/api/events?from=tomorrow', session: ownerA });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toContain('From must be a date and time with its offset');
  });

  it("answers another firm's event like a missing one", async () => {
    const event = (await call(t, { method: 'POST', url: '/api/events', payload: deposition(), session: ownerA })).json<Event>();
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'PATCH', url: `/api/events/${event.id}`, payload: { title: 'Taken over' } },
        { method: 'DELETE', url: `/api/events/${event.id}` },
      ],
    });
    const theirs = await call(t, { method: 'GET', url: '/api/events', session: ownerB });
    expect(theirs.json<{ items: Event[] }>().items).toEqual([]);
    const mine = await call(t, { method: 'GET', url: '/api/events', session: ownerA });
    expect(mine.json<{ items: Event[] }>().items.find((item) => item.id === event.id)?.title).toBe('Deposition of Dr. Reyes');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ endsAt: `${day}T14:00:00-05:00` }, 'endsAt', 'The end must be after the start'],
      [{ endsAt: `${addDays(day, 15)}T14:00:00-05:00` }, 'endsAt', 'An event may last at most 14 days'],
      [{ startsAt: `${day}T14:30:00` }, 'startsAt', 'Start must be a date and time with its offset, e.g. 2026-12-01T14:30:00-05:00'],
      [{ startsAt: '0000-01-01T10:00:00Z' }, 'startsAt', 'Start must be between the years 1900 and 9999'],
      [{ videoLink: 'javascript:alert(1)' }, 'videoLink', 'Video link must be a web address starting with http:// or https://'],
      [{ kind: 'party' }, 'kind', 'Kind must be one of deposition, mediation, hearing, trial, client_meeting, call, other'],
      [{ title: '' }, 'title', 'Title is required'],
      [{ caseId: otherFirmCaseId }, 'caseId', 'Case not found'],
      [{ attendeeIds: [ownerB.userId] }, 'attendeeIds', 'Every attendee must be a member of the firm'],
      [{ attendeeIds: Array.from({ length: 51 }, (_, index) => `user-${index}`) }, 'attendeeIds', 'At most 50 attendees'],
    ];
    for (const [change, path, message] of cases) {
      const response = await call(t, { method: 'POST', url: '/api/events', payload: { ...deposition(), ...change }, session: ownerA });
      expect(response.statusCode, `${JSON.stringify(change)}: ${response.body}`).toBe(400);
      const issues = response.json<ErrorBody>().error.issues ?? [];
      expect(issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
  });

  it('refuses to add an attendee of another firm to a stored event', async () => {
    const event = (await call(t, { method: 'POST', url: '/api/events', payload: deposition(), session: ownerA })).json<Event>();
    const response = await call(t, {
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: { attendeeIds: [colleague.userId, ownerB.userId] },
      session: ownerA,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.issues).toEqual([
      { path: 'attendeeIds', message: 'Every attendee must be a member of the firm' },
    ]);
  });

  it('shows events on the calendar, in my day and in the feed with their times, place and attendees', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/events',
      payload: { ...deposition(), title: 'Feed deposition' },
      session: ownerA,
    });
    const event = created.json<Event>();
    const allDay = await call(t, {
      method: 'POST',
      url: '/api/events',
      payload: {
        title: 'Trial week',
        kind: 'trial',
        allDay: true,
        startsAt: `${addDays(day, 1)}T00:00:00Z`,
        endsAt: `${addDays(day, 3)}T00:00:00Z`,
        caseId,
      },
      session: ownerA,
    });
    expect(allDay.statusCode, allDay.body).toBe(201);

    const calendar = await call(t, {
      method: 'GET',
      url: `/api/calendar?from=${day}&to=${addDays(day, 7)}&caseId=${caseId}`,
      session: ownerA,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const items = calendar.json<{ items: Array<Record<string, unknown>> }>().items.filter((item) => item.kind === 'event');
    expect(items.find((item) => item.id === event.id)).toMatchObject({
      date: day,
      title: 'Feed deposition',
      eventKind: 'deposition',
      startsAt: `${day}T19:30:00.000Z`,
      endsAt: `${day}T21:00:00.000Z`,
      location: '100 Main St, Suite 4, Austin',
      videoLink: 'https://meet.example.com/abc',
      clientName: 'Maria Lopez',
      attendees: [{ userId: colleague.userId, name: 'Carla Colleague', email: colleague.email }],
    });
    const onlyEvents = await call(t, { method: 'GET', url: `/api/calendar?from=${day}&to=${day}&kind=event`, session: ownerA });
    expect(onlyEvents.json<{ items: Array<{ kind: string }> }>().items.every((item) => item.kind === 'event')).toBe(true);
    // A range far from the event has none of it.
    const far = await call(t, { method: 'GET', url: `/api/calendar?from=${addDays(day, 30)}&to=${addDays(day, 40)}`, session: ownerA });
    expect(far.json<{ items: Array<{ id: string }> }>().items.map((item) => item.id)).not.toContain(event.id);
    // Another firm's calendar never shows it.
    const theirs = await call(t, { method: 'GET', url: `/api/calendar?from=${day}&to=${day}`, session: ownerB });
    expect(theirs.json<{ items: unknown[] }>().items).toEqual([]);

    const feedUrl = new URL((await call(t, { method: 'POST', url: '/api/calendar/feed', session: colleague })).json<{ url: string }>().url);
    const feed = await call(t, { method: 'GET', url: feedUrl.pathname + feedUrl.search, session: null });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain(`DTSTART:${day.replaceAll('-', '')}T193000Z`);
    expect(feed.body).toContain(`DTEND:${day.replaceAll('-', '')}T210000Z`);
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;CN="Carla Colleague":MAILTO:${colleague.email}`);
    const vevents = Object.values(ical.sync.parseICS(feed.body)).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    const timed = vevents.find((entry) => entry.uid === `event-${event.id}@casecast`);
    expect(timed?.location).toBe('100 Main St, Suite 4, Austin');
    expect(unfolded).toContain('URL;VALUE=URI:https://meet.example.com/abc');
    // The colleague attends the deposition, not the trial: a member's feed has the events they attend.
    expect(vevents.some((entry) => entry.summary?.toString().startsWith('Trial week'))).toBe(false);

    const ownerFeedUrl = new URL(
      (await call(t, { method: 'POST', url: '/api/calendar/feed', session: ownerA })).json<{ url: string }>().url,
    );
    const ownerFeed = await call(t, { method: 'GET', url: ownerFeedUrl.pathname + ownerFeedUrl.search, session: null });
    const trialLine = ownerFeed.body.split(/\r\n(?! )/).findIndex((line) => line.startsWith('SUMMARY:Trial week'));
    expect(trialLine).toBeGreaterThan(0);
    expect(ownerFeed.body).toContain(`DTSTART;VALUE=DATE:${addDays(day, 1).replaceAll('-', '')}`);
    expect(ownerFeed.body).toContain(`DTEND;VALUE=DATE:${addDays(day, 3).replaceAll('-', '')}`);
  });

  it("lists today's events I attend in my day", async () => {
    const today = getTodayIsoDate();
    const noon = new Date(`${today}T12:00:00Z`);
    const meeting = await call(t, {
      method: 'POST',
      url: '/api/events',
      payload: {
        title: 'Client meeting',
        kind: 'client_meeting',
        startsAt: noon.toISOString(),
        endsAt: new Date(noon.getTime() + 3_600_000).toISOString(),
        attendeeIds: [colleague.userId],
      },
      session: ownerA,
    });
    expect(meeting.statusCode, meeting.body).toBe(201);
    const mine = await call(t, { method: 'GET', url: '/api/my-day', session: colleague });
    expect(mine.json<{ events: Array<{ title: string }> }>().events.map((item) => item.title)).toContain('Client meeting');
    const outsider = await call(t, { method: 'GET', url: '/api/my-day', session: ownerB });
    expect(outsider.json<{ events: unknown[] }>().events).toEqual([]);
  });
});
