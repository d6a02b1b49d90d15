import { addDays, formatDate } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime } from '../../runtime.js';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import type { ReceivedEmail } from '../../test/smtp-peer.js';

type DeadlineJson = { id: string; kind: string; title: string; dueDate: string; rule: { citation: string } | null };

/** The tests' clock: reminders read it; each test moves it to the day it needs (time injected, not waited for). */
const clock = { at: new Date('2026-01-01T13:00:00Z') };
const setDay = (isoDate: string, hourUtc = 13) => {
  clock.at = new Date(`${isoDate}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
};

function defineReminderSuite(target: 'pglite' | 'postgres') {
  describe(`deadline reminders and the task digest on ${target}`, { timeout: 120_000 }, () => {
    let t: TestApp;
    let owner: Session;
    let attorney: Session;
    let attorneyId: string;

    beforeAll(async () => {
      t = await createTestApp(target, {}, { now: () => clock.at });
      owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Reminder Firm' });
      attorney = await joinFirmAs(t, owner, 'attorney', 'Adam Attorney');
      const attorneys = (await call(t, { method: 'GET', url: '/api/attorneys', session: owner })).json<{
        items: Array<{ id: string; userId: string }>;
      }>().items;
      attorneyId = attorneys.find((row) => row.userId === attorney.userId)!.id;
    });
    afterAll(async () => {
      await t?.close();
    });

    async function createTexasCase(clientName: string, incidentDate: string): Promise<{ caseId: string; sol: DeadlineJson }> {
      const created = await call(t, {
        method: 'POST',
        url: '/api/cases',
        payload: {
          clientName,
          caseNumber: `PI-${clientName.length}`,
          status: 'open',
          dateOpened: incidentDate,
          state: 'TX',
          incidentDate,
          attorneyId,
        },
        session: owner,
      });
      expect(created.statusCode, created.body).toBe(201);
      const caseId = created.json<{ id: string }>().id;
      const list = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: owner })).json<{
        items: DeadlineJson[];
      }>();
      const sol = list.items.find((item) => item.kind === 'statute_of_limitations')!;
      return { caseId, sol };
    }

    const mailsFor = (session: Session, pattern: RegExp) =>
      t.smtp.messages.filter((message) => message.to.includes(session.email) && pattern.test(message.subject));

    it("emails the 30-day reminder to the case's attorney and the owner through the job queue, naming case, client, deadline, due date and citation, with a link to the case", async () => {
      const { caseId, sol } = await createTexasCase('Rosa Reminder', '2025-06-10');
      expect(sol.dueDate).toBe('2027-06-10');
      setDay(addDays(sol.dueDate, -30));

      await t.runtime.reminders.queueScan();
      const toAttorney = await t.smtp.waitFor(
        (message) => message.to.includes(attorney.email) && /Rosa Reminder/.test(message.subject),
        30_000,
      );
      const toOwner = await t.smtp.waitFor((message) => message.to.includes(owner.email) && /Rosa Reminder/.test(message.subject), 30_000);

      const due = formatDate(sol.dueDate);
      expect(toAttorney.subject).toBe(`Statute of limitations due in 30 days (${due}): Rosa Reminder`);
      const text = plainText(toAttorney);
      expect(text).toContain('Client: Rosa Reminder');
      // The case by the firm's case number, as the app shows it.
      expect(text).toMatch(/for Rosa Reminder \(CASE-\d{4}\) is due in 30 days/);
      expect(text).toContain(`Due date: ${due}`);
      expect(text).toContain(`Rule: ${sol.rule!.citation}`);
      expect(text).toContain("as the case's attorney at Reminder Firm");
      expect(text).toContain('reminded again 14, 7 and 1 days before');
      expect(text).toContain(`http://localhost:3000/dashboard/cases/${caseId}`);
      expect(toAttorney.raw).toMatch(/Content-Type: text\/html/i);
      expect(plainText(toOwner)).toContain('as an owner at Reminder Firm');

      // Sent once: another scan on the same day, queued or run here, sends nothing more.
      const again = await t.runtime.reminders.scan();
      expect(again.remindersSent).toBe(0);
      expect(mailsFor(attorney, /Rosa Reminder/)).toHaveLength(1);
      expect(mailsFor(owner, /Rosa Reminder/)).toHaveLength(1);

      // 16 days later the 14-day step goes out; once the deadline is marked met, nothing more.
      setDay(addDays(sol.dueDate, -14));
      expect((await t.runtime.reminders.scan()).remindersSent).toBe(2);
      expect(mailsFor(attorney, /Rosa Reminder/).map((message) => message.subject)).toContain(
        `Statute of limitations due in 14 days (${due}): Rosa Reminder`,
      );
      const met = await call(t, {
        method: 'PATCH',
        url: `/api/cases/${caseId}/deadlines/${sol.id}`,
        payload: { status: 'met' },
        session: owner,
      });
      expect(met.statusCode, met.body).toBe(200);
      setDay(addDays(sol.dueDate, -7));
      expect((await t.runtime.reminders.scan()).remindersSent).toBe(0);
      expect(mailsFor(attorney, /Rosa Reminder/)).toHaveLength(2);
    });

    it('lets a user turn deadline reminders off in their settings; the owner still gets them', async () => {
      const { sol } = await createTexasCase('Sam Settings', '2025-08-04');
      expect((await call(t, { method: 'GET', url: '/api/me/notifications', session: attorney })).json()).toEqual({
        deadlineReminders: true,
        taskDigest: true,
      });
      const off = await call(t, {
        method: 'PUT',
        url: '/api/me/notifications',
        payload: { deadlineReminders: false, taskDigest: true },
        session: attorney,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ deadlineReminders: false, taskDigest: true });
      const bad = await call(t, { method: 'PUT', url: '/api/me/notifications', payload: { deadlineReminders: 'no' }, session: attorney });
      expect(bad.statusCode).toBe(400);

      setDay(addDays(sol.dueDate, -60));
      await t.runtime.reminders.scan();
      expect(mailsFor(owner, /Sam Settings/)).toHaveLength(1);
      expect(mailsFor(attorney, /Sam Settings/)).toHaveLength(0);
      await call(t, {
        method: 'PUT',
        url: '/api/me/notifications',
        payload: { deadlineReminders: true, taskDigest: true },
        session: attorney,
      });
    });

    it('sends a claim left unsent by an instance that stopped mid-send once it is stale, and only then', async () => {
      const { sol } = await createTexasCase('Carla Crash', '2025-09-15');
      setDay(addDays(sol.dueDate, -7));
      // What an instance that stopped between claiming and sending leaves behind.
      await t.runtime.database.pool.query(
        `INSERT INTO deadline_reminder (firm_id, deadline_id, due_date, days_before, user_id, claimed_at)
         SELECT firm_id, id, due_date, 7, $2, now() FROM case_deadline WHERE id = $1`,
        [sol.id, owner.userId],
      );
      await t.runtime.reminders.scan();
      expect(mailsFor(owner, /Carla Crash/)).toHaveLength(0);
      expect(mailsFor(attorney, /Carla Crash/)).toHaveLength(1);
      await t.runtime.database.pool.query(
        `UPDATE deadline_reminder SET claimed_at = now() - interval '20 minutes' WHERE deadline_id = $1 AND sent_at IS NULL`,
        [sol.id],
      );
      await t.runtime.reminders.scan();
      expect(mailsFor(owner, /Carla Crash/)).toHaveLength(1);
    });

    it('sends each assignee a daily digest of their tasks due today and overdue, once a day, from the digest hour on, unless turned off', async () => {
      setDay('2026-11-23', 9);
      const dueToday = await call(t, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'Call the adjuster', assigneeId: attorney.userId, dueDate: '2026-11-23', priority: 'high' },
        session: owner,
      });
      expect(dueToday.statusCode, dueToday.body).toBe(201);
      await call(t, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'Request medical records', assigneeId: attorney.userId, dueDate: '2026-11-20' },
        session: owner,
      });
      await call(t, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'Not yet due', assigneeId: attorney.userId, dueDate: '2026-11-30' },
        session: owner,
      });
      await call(t, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'Owner task', assigneeId: owner.userId, dueDate: '2026-11-23' },
        session: owner,
      });
      await call(t, {
        method: 'PUT',
        url: '/api/me/notifications',
        payload: { deadlineReminders: true, taskDigest: false },
        session: owner,
      });

      expect((await t.runtime.reminders.scan()).digestsSent).toBe(0); // before 12:00 UTC
      setDay('2026-11-23', 12);
      expect((await t.runtime.reminders.scan()).digestsSent).toBe(1);
      expect((await t.runtime.reminders.scan()).digestsSent).toBe(0);
      const digests = mailsFor(attorney, /Your tasks today/);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('Your tasks today: 1 due today and 1 overdue');
      const text = plainText(digests[0]!);
      expect(text).toContain('Call the adjuster: due today, high priority');
      expect(text).toContain('Request medical records: overdue since November 20, 2026');
      expect(text).not.toContain('Not yet due');
      expect(mailsFor(owner, /Your tasks today/)).toHaveLength(0);
    });

    if (target === 'postgres') {
      it('sends a reminder once when two app instances on one PostgreSQL scan at the same moment', async () => {
        const second = await startRuntime(t.config, { logger: false, now: () => clock.at });
        try {
          const { sol } = await createTexasCase('Tina Twice', '2025-10-20');
          setDay(addDays(sol.dueDate, -90));
          await Promise.all([t.runtime.reminders.scan(), second.reminders.scan(), t.runtime.reminders.scan(), second.reminders.scan()]);
          expect(mailsFor(owner, /Tina Twice/)).toHaveLength(1);
          expect(mailsFor(attorney, /Tina Twice/)).toHaveLength(1);
          const queued = await Promise.all([t.runtime.reminders.queueScan(), second.reminders.queueScan()]);
          await t.smtp.waitFor((message) => message.to.includes(owner.email) && /Tina Twice/.test(message.subject), 10_000);
          // Both queued scans have run, on whichever instance took them, before the mail is counted again.
          await waitUntilJobsCompleted(t, queued);
          expect(mailsFor(owner, /Tina Twice/)).toHaveLength(1);
          expect(mailsFor(attorney, /Tina Twice/)).toHaveLength(1);
        } finally {
          await second.close();
        }
      });
    }
  });
}

/** Polls the job queue's own table until every job is completed (a failed one fails the test). */
async function waitUntilJobsCompleted(t: TestApp, ids: string[], timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { rows } = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ANY(${ids}::uuid[])`.execute(
      t.runtime.database.db,
    );
    if (rows.some((row) => row.state === 'failed')) throw new Error('A queued reminder scan failed');
    if (rows.length === ids.length && rows.every((row) => row.state === 'completed')) return;
    if (Date.now() - started > timeoutMs) throw new Error(`Queued scans not completed: ${rows.map((row) => row.state).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The message's text part, with quoted-printable soft breaks undone by the peer. */
function plainText(message: ReceivedEmail): string {
  return message.text.replace(/\r\n/g, '\n');
}

for (const target of databaseTargets()) defineReminderSuite(target);
