import ical from 'node-ical';
import { addDays, getTodayIsoDate } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  joinFirmAs,
  registerAndSignIn,
  signIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { extractLink } from '../../test/smtp-peer.js';

type Item = {
  kind: 'deadline' | 'task';
  id: string;
  date: string;
  title: string;
  caseId: string | null;
  attorneyId: string | null;
  citation?: string | null;
  deadlineKind?: string;
};
type MyDay = { today: string; overdue: Item[]; dueToday: Item[]; nextSevenDays: Item[]; statutesOfLimitations: Item[] };

describe.each(databaseTargets())('calendar, my day and the iCalendar feed on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let ownerB: Session;
  let attorney: Session;
  let attorneyId: string;
  let caseId: string;
  let otherCaseId: string;
  let sol: { id: string; dueDate: string; rule: { citation: string } };
  const today = getTodayIsoDate();

  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    attorney = await joinFirmAs(t, ownerA, 'attorney', 'Ann Attorney');
    const attorneys = await call(t, { method: 'GET', url: '/api/attorneys', session: ownerA });
    attorneyId = attorneys
      .json<{ items: Array<{ id: string; userId: string | null }> }>()
      .items.find((item) => item.userId === attorney.userId)!.id;
    // A Texas case whose two-year limitation period ends about two months from now.
    const incidentDate = addDays(addDays(today, 60), -730);
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: {
        clientName: 'Maria Lopez',
        caseNumber: 'PI-1',
        status: 'open',
        dateOpened: '2024-03-20',
        state: 'TX',
        incidentDate,
        attorneyId,
      },
      session: ownerA,
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
    const other = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Other Client', status: 'open', dateOpened: '2024-03-20' },
      session: ownerA,
    });
    otherCaseId = other.json<{ id: string }>().id;
    const deadlines = await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: ownerA });
    sol = deadlines.json<{ items: Array<typeof sol & { kind: string }> }>().items.find((item) => item.kind === 'statute_of_limitations')!;
    for (const [title, due, assigneeId, onCase] of [
      ['Overdue call', addDays(today, -2), attorney.userId, caseId],
      ['Today task', today, attorney.userId, caseId],
      ['Week task', addDays(today, 5), ownerA.userId, otherCaseId],
      ['Far task', addDays(today, 30), attorney.userId, null],
    ] as const) {
      const response = await call(t, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title, dueDate: due, assigneeId, caseId: onCase },
        session: ownerA,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function calendar(query: string, session: Session = ownerA) {
    return call(t, { method: 'GET', url: `/api/calendar${query}`, session });
  }

  it('lists deadlines and tasks in the range by date, with filters by kind, case and attorney', async () => {
    const response = await calendar(`?from=${addDays(today, -7)}&to=${addDays(today, 90)}`);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: Item[] }>().items;
    expect(items.map((item) => item.title)).toEqual(['Overdue call', 'Today task', 'Week task', 'Far task', 'Statute of limitations']);
    const solItem = items.find((item) => item.kind === 'deadline')!;
    expect(solItem).toMatchObject({ id: sol.id, date: sol.dueDate, caseId, attorneyId, citation: sol.rule.citation });

    const deadlinesOnly = (await calendar(`?from=${today}&to=${addDays(today, 90)}&kind=deadline`)).json<{ items: Item[] }>().items;
    expect(deadlinesOnly.map((item) => item.kind)).toEqual(['deadline']);
    const ofCase = (await calendar(`?from=${addDays(today, -7)}&to=${addDays(today, 90)}&caseId=${otherCaseId}`)).json<{ items: Item[] }>()
      .items;
    expect(ofCase.map((item) => item.title)).toEqual(['Week task']);
    const ofAttorney = (await calendar(`?from=${addDays(today, -7)}&to=${addDays(today, 90)}&attorneyId=${attorneyId}`)).json<{
      items: Item[];
    }>().items;
    expect(ofAttorney.map((item) => item.title)).toEqual(['Overdue call', 'Today task', 'Statute of limitations']);
    const narrow = (await calendar(`?from=${today}&to=${today}`)).json<{ items: Item[] }>().items;
    expect(narrow.map((item) => item.title)).toEqual(['Today task']);
  });

  it('refuses a missing, reversed or too long range with a clear 400', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /From is required/],
      [`?from=${today}`, /To is required/],
      ['?from=2026-05-10&to=2026-05-01', /From must be on or before to/],
      ['?from=2026-01-01&to=2027-02-05', /at most 400 days/],
      ['?from=2026-02-30&to=2026-03-01', /Invalid date format/],
      [`?from=${today}&to=${today}&kind=meeting`, /Kind must be one of deadline, task/],
    ];
    for (const [query, message] of cases) {
      const response = await calendar(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
    expect((await calendar('?from=2026-01-01&to=2027-02-04')).statusCode).toBe(200);
  });

  it("shows another firm nothing of this firm's calendar", async () => {
    const response = await calendar(`?from=${addDays(today, -30)}&to=${addDays(today, 300)}`, ownerB);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: Item[] }>().items).toEqual([]);
    expect((await calendar(`?from=${today}&to=${addDays(today, 90)}&caseId=${caseId}`, ownerB)).json<{ items: Item[] }>().items).toEqual(
      [],
    );
    const myDay = await call(t, { method: 'GET', url: '/api/my-day', session: ownerB });
    expect(myDay.json<MyDay>()).toMatchObject({ overdue: [], dueToday: [], nextSevenDays: [], statutesOfLimitations: [] });
  });

  it('my day: overdue, today, next 7 days and SOLs in 90 days; mine for an attorney, the firm’s for an owner', async () => {
    const mine = (await call(t, { method: 'GET', url: '/api/my-day', session: attorney })).json<MyDay>();
    expect(mine.today).toBe(today);
    expect(mine.overdue.map((item) => item.title)).toEqual(['Overdue call']);
    expect(mine.dueToday.map((item) => item.title)).toEqual(['Today task']);
    expect(mine.nextSevenDays).toEqual([]);
    expect(mine.statutesOfLimitations.map((item) => item.id)).toEqual([sol.id]);
    const owner = (await call(t, { method: 'GET', url: '/api/my-day', session: ownerA })).json<MyDay>();
    expect(owner.nextSevenDays.map((item) => item.title)).toEqual(['Week task']);
    expect(owner.overdue.map((item) => item.title)).toEqual(['Overdue call']);
  });

  it('creates a private feed that works without a session, replaces and revokes it', async () => {
    expect((await call(t, { method: 'GET', url: '/api/calendar/feed', session: attorney })).json()).toEqual({
      active: false,
      createdAt: null,
      redacted: false,
    });
    const created = await call(t, { method: 'POST', url: '/api/calendar/feed', session: attorney });
    expect(created.statusCode, created.body).toBe(200);
    const url = new URL(created.json<{ url: string }>().url);
    expect(url.pathname).toBe('/api/calendar.ics');
    expect((await call(t, { method: 'GET', url: '/api/calendar/feed', session: attorney })).json()).toMatchObject({ active: true });

    const feed = await call(t, { method: 'GET', url: url.pathname + url.search, session: null });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    // The attorney's: her tasks and her case's deadline, not the owner's task on another case.
    expect(events.map((event) => event.summary).sort()).toEqual(
      [
        'Statute of limitations (Maria Lopez)',
        'Task: Far task',
        'Task: Overdue call (Maria Lopez)',
        'Task: Today task (Maria Lopez)',
      ].sort(),
    );
    const solEvent = events.find((event) => event.uid === `deadline-${sol.id}@casecast`)!;
    expect(solEvent.datetype).toBe('date');
    expect(solEvent.description).toMatch(/Case: CASE-\d{4} — Maria Lopez/);
    expect(solEvent.description).toContain(`Rule: ${sol.rule.citation}`);

    // The token is the only key: none, a wrong one, or one of another length are the same 404.
    for (const bad of ['', '?token=', '?token=not-a-token', `?token=${url.searchParams.get('token')!.slice(0, -1)}x`]) {
      const response = await call(t, { method: 'GET', url: `/api/calendar.ics${bad}`, session: null });
      expect(response.statusCode, bad).toBe(404);
      expect(response.body).not.toContain('VCALENDAR');
    }

    // A new URL replaces the old one.
    const replaced = new URL((await call(t, { method: 'POST', url: '/api/calendar/feed', session: attorney })).json<{ url: string }>().url);
    expect(replaced.search).not.toBe(url.search);
    expect((await call(t, { method: 'GET', url: url.pathname + url.search, session: null })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: replaced.pathname + replaced.search, session: null })).statusCode).toBe(200);

    // Revoked: the URL stops working.
    expect((await call(t, { method: 'DELETE', url: '/api/calendar/feed', session: attorney })).statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url: replaced.pathname + replaced.search, session: null })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: '/api/calendar/feed', session: attorney })).json()).toEqual({
      active: false,
      createdAt: null,
      redacted: false,
    });
  });

  it("ends a member's feed when they leave the firm", async () => {
    const leaving = await joinFirmAs(t, ownerA, 'staff', 'Lee Leaving');
    const url = new URL((await call(t, { method: 'POST', url: '/api/calendar/feed', session: leaving })).json<{ url: string }>().url);
    expect((await call(t, { method: 'GET', url: url.pathname + url.search, session: null })).statusCode).toBe(200);
    const members = await call(t, { method: 'GET', url: '/api/firm/members', session: ownerA });
    const member = members
      .json<{ members: Array<{ id: string; userId: string }> }>()
      .members.find((item) => item.userId === leaving.userId)!;
    expect((await call(t, { method: 'DELETE', url: `/api/firm/members/${member.id}`, session: ownerA })).statusCode).toBeLessThan(300);
    expect((await call(t, { method: 'GET', url: url.pathname + url.search, session: null })).statusCode).toBe(404);

    // Re-invited and back in the firm: the old URL stays dead (removal deleted the feed, not only hid it).
    const invite = await call(t, {
      method: 'POST',
      url: '/api/firm/invitations',
      payload: { email: leaving.email, role: 'staff' },
      session: ownerA,
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const back = await signIn(t, leaving.email, 'correct horse battery');
    const accepted = await call(t, { method: 'POST', url: `/api/invitations/${invite.json<{ id: string }>().id}/accept`, session: back });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/calendar/feed', session: back })).json()).toMatchObject({ active: false });
    expect((await call(t, { method: 'GET', url: url.pathname + url.search, session: null })).statusCode).toBe(404);
  });

  it('ends the feed URLs when the password is changed or reset', async () => {
    const member = await joinFirmAs(t, ownerA, 'attorney', 'Pat Password');
    const feedUrl = async (session: Session) =>
      new URL((await call(t, { method: 'POST', url: '/api/calendar/feed', session })).json<{ url: string }>().url);
    const works = async (url: URL) => (await call(t, { method: 'GET', url: url.pathname + url.search, session: null })).statusCode;

    const beforeChange = await feedUrl(member);
    expect(await works(beforeChange)).toBe(200);
    const change = await call(t, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'a second password' },
      session: member,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await works(beforeChange)).toBe(404);

    const session = await signIn(t, member.email, 'a second password');
    const beforeReset = await feedUrl(session);
    expect(await works(beforeReset)).toBe(200);
    expect(
      (
        await call(t, {
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: member.email, redirectTo: '/reset-password' },
        })
      ).statusCode,
    ).toBe(200);
    const mail = await t.smtp.waitFor((message) => message.to.includes(member.email) && /Reset/.test(message.subject));
    const landing = await call(t, {
      method: 'GET',
      url: new URL(extractLink(mail, /reset-password/)).pathname + new URL(extractLink(mail, /reset-password/)).search,
    });
    const token = new URL(landing.headers.location as string, 'http://localhost:3000').searchParams.get('token');
    const reset = await call(t, { method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'a third password', token } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await works(beforeReset)).toBe(404);
  });

  it('makes a redacted feed that names the case number instead of the client', async () => {
    const created = await call(t, { method: 'POST', url: '/api/calendar/feed', payload: { redacted: true }, session: attorney });
    expect(created.statusCode, created.body).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/calendar/feed', session: attorney })).json()).toMatchObject({
      active: true,
      redacted: true,
    });
    const url = new URL(created.json<{ url: string }>().url);
    const feed = await call(t, { method: 'GET', url: url.pathname + url.search, session: null });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).not.toContain('Maria Lopez');
    expect(feed.body).not.toContain('PI-1');
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    const solEvent = events.find((event) => event.uid === `deadline-${sol.id}@casecast`)!;
    expect(solEvent.summary).toMatch(/^Statute of limitations \(CASE-\d{4}\)$/);
    expect(solEvent.description).toMatch(/Case: CASE-\d{4}\n/);

    // A new URL without the option is a full feed again; an unknown option is a 400.
    const full = new URL(
      (await call(t, { method: 'POST', url: '/api/calendar/feed', payload: {}, session: attorney })).json<{ url: string }>().url,
    );
    expect((await call(t, { method: 'GET', url: full.pathname + full.search, session: null })).body).toContain('Maria Lopez');
    const bad = await call(t, { method: 'POST', url: '/api/calendar/feed', payload: { redact: true }, session: attorney });
    expect(bad.statusCode).toBe(400);
    await call(t, { method: 'DELETE', url: '/api/calendar/feed', session: attorney });
  });

  it('cuts no list silently: my day keeps today after 2,001 overdue tasks, /api/tasks says truncated, the feed keeps every statute', async () => {
    const busy = await registerAndSignIn(t, { name: 'Bea Busy', company: 'Busy Firm' });
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Sam Statute', status: 'open', dateOpened: '2024-03-20' },
      session: busy,
    });
    expect(created.statusCode, created.body).toBe(201);
    const busyCaseId = created.json<{ id: string }>().id;
    const membership = await sql<{ firm_id: string }>`SELECT firm_id FROM firm_member WHERE user_id = ${busy.userId}`.execute(
      t.runtime.database.db,
    );
    const firmId = membership.rows[0]!.firm_id;
    // 2,001 overdue open tasks assigned to the owner, and 2,001 custom deadlines in the feed's range before a statute.
    await sql`INSERT INTO task (firm_id, title, assignee_id, due_date)
      SELECT ${firmId}, 'Old task ' || n, ${busy.userId}, ${addDays(today, -30)}::date FROM generate_series(1, 2001) AS n`.execute(
      t.runtime.database.db,
    );
    await sql`INSERT INTO case_deadline (firm_id, case_id, kind, title, due_date)
      SELECT ${firmId}, ${busyCaseId}, 'custom', 'Custom ' || n, ${addDays(today, 10)}::date FROM generate_series(1, 2001) AS n`.execute(
      t.runtime.database.db,
    );
    await sql`INSERT INTO case_deadline (firm_id, case_id, kind, title, due_date)
      VALUES (${firmId}, ${busyCaseId}, 'statute_of_limitations', 'Statute of limitations', ${addDays(today, 700)}::date)`.execute(
      t.runtime.database.db,
    );
    const todayTask = await call(t, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Due today', dueDate: today, assigneeId: busy.userId },
      session: busy,
    });
    expect(todayTask.statusCode, todayTask.body).toBe(201);

    const myDay = await call(t, { method: 'GET', url: '/api/my-day', session: busy });
    expect(myDay.statusCode, myDay.body).toBe(200);
    const day = myDay.json<MyDay & { truncated: Record<string, boolean> }>();
    expect(day.dueToday.map((item) => item.title)).toEqual(['Due today']);
    expect(day.overdue).toHaveLength(2000);
    expect(day.truncated).toEqual({ overdue: true, dueToday: false, nextSevenDays: false, statutesOfLimitations: false });

    const tasks = await call(t, { method: 'GET', url: '/api/tasks', session: busy });
    expect(tasks.statusCode, tasks.body).toBe(200);
    expect(tasks.json<{ items: unknown[]; truncated: boolean }>()).toMatchObject({ truncated: true });
    expect(tasks.json<{ items: unknown[] }>().items).toHaveLength(500);
    const few = await call(t, { method: 'GET', url: `/api/tasks?from=${today}`, session: busy });
    expect(few.json<{ items: unknown[]; truncated: boolean }>()).toMatchObject({
      items: [expect.objectContaining({ title: 'Due today' })],
      truncated: false,
    });

    const url = new URL((await call(t, { method: 'POST', url: '/api/calendar/feed', session: busy })).json<{ url: string }>().url);
    const feed = await call(t, { method: 'GET', url: url.pathname + url.search, session: null });
    expect(feed.statusCode).toBe(200);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    expect(events.filter((event) => event.summary.startsWith('Statute of limitations'))).toHaveLength(1);
    expect(events.filter((event) => event.summary.startsWith('Custom'))).toHaveLength(2000);
  }, 120_000);

  it('needs a session for everything but the feed document', async () => {
    for (const [method, url] of [
      ['GET', `/api/calendar?from=${today}&to=${today}`],
      ['GET', '/api/my-day'],
      ['POST', '/api/calendar/feed'],
      ['DELETE', '/api/calendar/feed'],
    ] as const) {
      expect((await call(t, { method, url, session: null })).statusCode, url).toBe(401);
    }
  });

  it("shows a provider's records and bills follow-ups in the calendar, my day and the feed until they are received", async () => {
    const created = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/providers`,
      payload: {
        name: 'Mercy Hospital',
        recordsStatus: 'requested',
        recordsRequestedOn: addDays(today, -30),
        recordsFollowUpOn: addDays(today, -1),
        billsStatus: 'requested',
        billsFollowUpOn: addDays(today, 3),
      },
      session: ownerA,
    });
    expect(created.statusCode, created.body).toBe(201);
    const provider = created.json<{ id: string }>();

    const range = `?from=${addDays(today, -7)}&to=${addDays(today, 7)}`;
    const followUps = (await calendar(`${range}&kind=follow_up`)).json<{ items: Array<Item & { request: string; providerName: string }> }>()
      .items;
    expect(followUps.map((item) => [item.title, item.date, item.caseId, item.request])).toEqual([
      ['Follow up on records from Mercy Hospital', addDays(today, -1), caseId, 'records'],
      ['Follow up on bills from Mercy Hospital', addDays(today, 3), caseId, 'bills'],
    ]);
    // The case's attorney sees them in My day: the overdue records and the bills due this week.
    const mine = (await call(t, { method: 'GET', url: '/api/my-day', session: attorney })).json<MyDay>();
    expect(mine.overdue.map((item) => item.title)).toContain('Follow up on records from Mercy Hospital');
    expect(mine.nextSevenDays.map((item) => item.title)).toEqual(['Follow up on bills from Mercy Hospital']);
    // Another firm sees none of them.
    expect((await calendar(`${range}&kind=follow_up`, ownerB)).json<{ items: Item[] }>().items).toEqual([]);

    const feedUrl = new URL((await call(t, { method: 'POST', url: '/api/calendar/feed', session: attorney })).json<{ url: string }>().url);
    const feed = await call(t, { method: 'GET', url: feedUrl.pathname + feedUrl.search, session: null });
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((entry) => entry.type === 'VEVENT') as ical.VEvent[];
    const records = events.find((event) => event.uid === `follow_up-${provider.id}:records@casecast`);
    expect(records?.summary).toBe('Follow up on records from Mercy Hospital (Maria Lopez)');
    expect(records?.description).toContain('Provider: Mercy Hospital (records requested, not yet received)');

    // Received records leave every list; the bills stay until they arrive.
    const received = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/providers/${provider.id}`,
      payload: { recordsStatus: 'received', recordsReceivedOn: today },
      headers: { 'if-match': String(created.headers.etag) },
      session: ownerA,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await calendar(`${range}&kind=follow_up`)).json<{ items: Item[] }>().items.map((item) => item.title)).toEqual([
      'Follow up on bills from Mercy Hospital',
    ]);
    const after = (await call(t, { method: 'GET', url: '/api/my-day', session: attorney })).json<MyDay>();
    expect(after.overdue.map((item) => item.title)).not.toContain('Follow up on records from Mercy Hospital');
  });

  it('rate-limits the public feed route', async () => {
    let limited = 0;
    for (let index = 0; index < 35; index += 1) {
      const response = await call(t, { method: 'GET', url: '/api/calendar.ics?token=guess', session: null });
      if (response.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
