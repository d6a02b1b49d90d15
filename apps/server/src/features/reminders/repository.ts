// SQL for deadline reminders, the task digest and users' notification settings. The scans read every
// firm (they run as the system, not a caller); each row they return carries its firm_id.
import { sql } from 'kysely';
import { ACTIVE_CASE_PHASES, REMINDED_DEADLINE_KINDS, type NotificationSettings } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sqlDate } from '../../db/sql-date.js';

/** A claim not marked sent after this long belonged to an instance that stopped mid-send: it is taken again. */
const STALE_CLAIM = sql`interval '15 minutes'`;

export type ReminderCandidate = {
  firmId: string;
  firmName: string;
  deadlineId: string;
  caseId: string;
  kind: string;
  title: string;
  dueDate: string;
  citation: string | null;
  ruleVerified: boolean | null;
  clientName: string;
  /** The firm's case number (shown as CASE-0001). */
  caseNo: number;
  userId: string;
  userName: string;
  email: string;
  /** Why this user gets it: the case's attorney, or an owner of the firm (both: attorney). */
  asAttorney: boolean;
};

/**
 * Open SOL and notice deadlines of open cases due between `from` and `until`, once per recipient: the
 * case's attorney (when that attorney is a user of the firm) and every owner, unless they turned
 * reminders off.
 */
export async function listReminderCandidates(db: Kysely<Database>, range: { from: string; until: string }): Promise<ReminderCandidate[]> {
  const result = await sql<{
    firm_id: string;
    firm_name: string;
    deadline_id: string;
    case_id: string;
    kind: string;
    title: string;
    due_date: string;
    citation: string | null;
    rule_verified: boolean | null;
    client_name: string;
    case_no: number;
    user_id: string;
    user_name: string;
    email: string;
    as_attorney: boolean;
  }>`
    SELECT d.firm_id, f.name AS firm_name, d.id AS deadline_id, d.case_id, d.kind, d.title,
           to_char(d.due_date, 'YYYY-MM-DD') AS due_date, d.rule->>'citation' AS citation,
           (d.rule->>'verified')::boolean AS rule_verified, c.client_name, c.case_no,
           u.id AS user_id, u.name AS user_name, u.email,
           (a.user_id IS NOT NULL AND a.user_id = m.user_id) AS as_attorney
    FROM case_deadline d
    JOIN legal_case c ON c.firm_id = d.firm_id AND c.id = d.case_id
    JOIN firm f ON f.id = d.firm_id
    LEFT JOIN attorney a ON a.firm_id = c.firm_id AND a.id = c.attorney_id
    JOIN firm_member m ON m.firm_id = d.firm_id AND (m.role = 'owner' OR m.user_id = a.user_id)
    JOIN "user" u ON u.id = m.user_id
    LEFT JOIN notification_setting s ON s.user_id = u.id
    WHERE d.status = 'open'
      AND d.kind IN (${sql.join(REMINDED_DEADLINE_KINDS.map((kind) => sql.val(kind)))})
      AND d.due_date BETWEEN ${range.from}::date AND ${range.until}::date
      AND c.phase = ANY (${sql.val([...ACTIVE_CASE_PHASES])}::text[])
      AND coalesce(s.deadline_reminders, true)
    ORDER BY d.due_date, d.firm_id, d.id, u.id`.execute(db);
  return result.rows.map((row) => ({
    firmId: row.firm_id,
    firmName: row.firm_name,
    deadlineId: row.deadline_id,
    caseId: row.case_id,
    kind: row.kind,
    title: row.title,
    dueDate: row.due_date,
    citation: row.citation,
    ruleVerified: row.rule_verified,
    clientName: row.client_name,
    caseNo: Number(row.case_no),
    userId: row.user_id,
    userName: row.user_name,
    email: row.email,
    asAttorney: row.as_attorney,
  }));
}

export type ReminderKey = { firmId: string; deadlineId: string; dueDate: string; daysBefore: number; userId: string };

/**
 * Claims one reminder for sending. The primary key makes this atomic across instances: of two
 * concurrent claims one inserts, the other waits for it and finds the row. True only for the claimer.
 */
export async function claimReminder(db: Kysely<Database>, key: ReminderKey): Promise<boolean> {
  const result = await sql<{ firm_id: string }>`
    INSERT INTO deadline_reminder (firm_id, deadline_id, due_date, days_before, user_id)
    VALUES (${key.firmId}, ${key.deadlineId}, ${key.dueDate}::date, ${key.daysBefore}, ${key.userId})
    ON CONFLICT (firm_id, deadline_id, due_date, days_before, user_id) DO UPDATE SET claimed_at = now()
      WHERE deadline_reminder.sent_at IS NULL AND deadline_reminder.claimed_at < now() - ${STALE_CLAIM}
    RETURNING firm_id`.execute(db);
  return result.rows.length === 1;
}

export async function markReminderSent(db: Kysely<Database>, key: ReminderKey): Promise<void> {
  await db
    .updateTable('deadline_reminder')
    .set({ sent_at: sql<Date>`now()` })
    .where('firm_id', '=', key.firmId)
    .where('deadline_id', '=', key.deadlineId)
    .where('due_date', '=', sqlDate(key.dueDate))
    .where('days_before', '=', key.daysBefore)
    .where('user_id', '=', key.userId)
    .execute();
}

/** A send that failed gives its claim back, so the next scan tries again. */
export async function releaseReminder(db: Kysely<Database>, key: ReminderKey): Promise<void> {
  await db
    .deleteFrom('deadline_reminder')
    .where('firm_id', '=', key.firmId)
    .where('deadline_id', '=', key.deadlineId)
    .where('due_date', '=', sqlDate(key.dueDate))
    .where('days_before', '=', key.daysBefore)
    .where('user_id', '=', key.userId)
    .where('sent_at', 'is', null)
    .execute();
}

export type DigestTask = {
  firmId: string;
  firmName: string;
  userId: string;
  userName: string;
  email: string;
  taskId: string;
  title: string;
  dueDate: string;
  priority: string;
  caseId: string | null;
  clientName: string | null;
  caseNo: number | null;
};

/** Open tasks due on or before `today`, per assignee who is a member of the task's firm and wants the digest. */
export async function listDigestTasks(db: Kysely<Database>, today: string): Promise<DigestTask[]> {
  const result = await sql<{
    firm_id: string;
    firm_name: string;
    user_id: string;
    user_name: string;
    email: string;
    task_id: string;
    title: string;
    due_date: string;
    priority: string;
    case_id: string | null;
    client_name: string | null;
    case_no: number | null;
  }>`
    SELECT t.firm_id, f.name AS firm_name, u.id AS user_id, u.name AS user_name, u.email, t.id AS task_id, t.title,
           to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.priority, t.case_id, c.client_name, c.case_no
    FROM task t
    JOIN firm f ON f.id = t.firm_id
    JOIN firm_member m ON m.firm_id = t.firm_id AND m.user_id = t.assignee_id
    JOIN "user" u ON u.id = t.assignee_id
    LEFT JOIN legal_case c ON c.firm_id = t.firm_id AND c.id = t.case_id
    LEFT JOIN notification_setting s ON s.user_id = u.id
    WHERE t.status = 'open' AND t.due_date <= ${today}::date AND coalesce(s.task_digest, true)
    ORDER BY t.firm_id, u.id, t.due_date, t.title`.execute(db);
  return result.rows.map((row) => ({
    firmId: row.firm_id,
    firmName: row.firm_name,
    userId: row.user_id,
    userName: row.user_name,
    email: row.email,
    taskId: row.task_id,
    title: row.title,
    dueDate: row.due_date,
    priority: row.priority,
    caseId: row.case_id,
    clientName: row.client_name,
    caseNo: row.case_no === null ? null : Number(row.case_no),
  }));
}

export type DigestKey = { firmId: string; userId: string; digestDate: string };

export async function claimDigest(db: Kysely<Database>, key: DigestKey): Promise<boolean> {
  const result = await sql<{ firm_id: string }>`
    INSERT INTO task_digest (firm_id, user_id, digest_date) VALUES (${key.firmId}, ${key.userId}, ${key.digestDate}::date)
    ON CONFLICT (firm_id, user_id, digest_date) DO UPDATE SET claimed_at = now()
      WHERE task_digest.sent_at IS NULL AND task_digest.claimed_at < now() - ${STALE_CLAIM}
    RETURNING firm_id`.execute(db);
  return result.rows.length === 1;
}

export async function markDigestSent(db: Kysely<Database>, key: DigestKey): Promise<void> {
  await db
    .updateTable('task_digest')
    .set({ sent_at: sql<Date>`now()` })
    .where('firm_id', '=', key.firmId)
    .where('user_id', '=', key.userId)
    .where('digest_date', '=', sqlDate(key.digestDate))
    .execute();
}

export async function releaseDigest(db: Kysely<Database>, key: DigestKey): Promise<void> {
  await db
    .deleteFrom('task_digest')
    .where('firm_id', '=', key.firmId)
    .where('user_id', '=', key.userId)
    .where('digest_date', '=', sqlDate(key.digestDate))
    .where('sent_at', 'is', null)
    .execute();
}

export async function findNotificationSettings(db: Kysely<Database>, userId: string): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notification_setting')
    .select(['deadline_reminders', 'task_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { deadlineReminders: row?.deadline_reminders ?? true, taskDigest: row?.task_digest ?? true };
}

export async function saveNotificationSettings(db: Kysely<Database>, userId: string, settings: NotificationSettings): Promise<void> {
  await db
    .insertInto('notification_setting')
    .values({ user_id: userId, deadline_reminders: settings.deadlineReminders, task_digest: settings.taskDigest })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ deadline_reminders: settings.deadlineReminders, task_digest: settings.taskDigest, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
