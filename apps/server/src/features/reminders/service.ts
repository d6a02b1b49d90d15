// Sends what is due at a given moment: deadline reminders (90, 60, 30, 14, 7 and 1 days before) and the
// daily task digest, each claimed in the database before it is sent so it goes out once.
import { addDays, countDaysBetween, dueReminderStep, getTodayIsoDate, type NotificationSettings } from '@casecast/domain';
import type { Mailer } from '../../email/mailer.js';
import type { Actor } from '../../http/actor.js';
import { deadlineReminderEmail, taskDigestEmail } from './emails.js';
import * as repository from './repository.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type ReminderDeps = {
  db: Kysely<Database>;
  mailer: Mailer;
  baseUrl: string;
  /** The digest goes out at the first scan at or after this hour (UTC) each day. */
  digestHourUtc: number;
  log: { error: (object: unknown, message: string) => void };
};

export type ScanResult = { remindersSent: number; digestsSent: number; failed: number };

/**
 * One scan at `now` (injected: tests set it 30 days before a deadline). Days are UTC calendar days.
 * Safe to run on several instances at once and again after a restart: every email is claimed first
 * (a unique key per deadline, due date, step and recipient; per user and day for the digest).
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<ScanResult> {
  const today = getTodayIsoDate(now, 'UTC');
  const result: ScanResult = { remindersSent: 0, digestsSent: 0, failed: 0 };

  const candidates = await repository.listReminderCandidates(deps.db, { from: today, until: addDays(today, 90) });
  for (const reminder of candidates) {
    const step = dueReminderStep(reminder.dueDate, today);
    if (step === null) continue;
    const key = {
      firmId: reminder.firmId,
      deadlineId: reminder.deadlineId,
      dueDate: reminder.dueDate,
      daysBefore: step,
      userId: reminder.userId,
    };
    if (!(await repository.claimReminder(deps.db, key))) continue;
    try {
      const daysLeft = countDaysBetween(today, reminder.dueDate) ?? step;
      await deps.mailer.send({
        to: reminder.email,
        ...deadlineReminderEmail({ reminder, daysBefore: step, daysLeft, baseUrl: deps.baseUrl }),
      });
      await repository.markReminderSent(deps.db, key);
      result.remindersSent += 1;
    } catch (error) {
      await repository.releaseReminder(deps.db, key);
      deps.log.error({ err: error, deadlineId: reminder.deadlineId }, 'A deadline reminder could not be sent; the next scan tries again');
      result.failed += 1;
    }
  }

  if (now.getUTCHours() >= deps.digestHourUtc) {
    const tasks = await repository.listDigestTasks(deps.db, today);
    const byRecipient = new Map<string, repository.DigestTask[]>();
    for (const task of tasks) {
      const recipient = `${task.firmId}\u0000${task.userId}`;
      byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), task]);
    }
    for (const userTasks of byRecipient.values()) {
      const [first] = userTasks;
      if (!first) continue;
      const key = { firmId: first.firmId, userId: first.userId, digestDate: today };
      if (!(await repository.claimDigest(deps.db, key))) continue;
      try {
        await deps.mailer.send({ to: first.email, ...taskDigestEmail({ tasks: userTasks, today, baseUrl: deps.baseUrl }) });
        await repository.markDigestSent(deps.db, key);
        result.digestsSent += 1;
      } catch (error) {
        await repository.releaseDigest(deps.db, key);
        deps.log.error({ err: error, userId: first.userId }, 'A task digest could not be sent; the next scan tries again');
        result.failed += 1;
      }
    }
  }
  return result;
}

/** The caller's own choice of emails (any role; it concerns only them). */
export async function getNotificationSettings(db: Kysely<Database>, actor: Actor): Promise<NotificationSettings> {
  return repository.findNotificationSettings(db, requireUser(actor));
}

export async function updateNotificationSettings(
  db: Kysely<Database>,
  actor: Actor,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const userId = requireUser(actor);
  await repository.saveNotificationSettings(db, userId, settings);
  return repository.findNotificationSettings(db, userId);
}

function requireUser(actor: Actor): string {
  if (!actor.userId) throw new Error('A signed-in member has a user id');
  return actor.userId;
}
