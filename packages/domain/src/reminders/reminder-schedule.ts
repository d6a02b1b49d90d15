// When a deadline's reminder emails go out, and the user's choice of emails (Settings → Notifications).
import { z } from 'zod';
import { countDaysBetween, type IsoDate } from '../shared/iso-date.js';

/** Days before an open statute-of-limitations or notice deadline that its reminders are sent. */
export const REMINDER_DAYS_BEFORE = [90, 60, 30, 14, 7, 1] as const;
export type ReminderDaysBefore = (typeof REMINDER_DAYS_BEFORE)[number];

/** The deadline kinds that get reminders (custom deadlines and tasks come in the daily digest instead). */
export const REMINDED_DEADLINE_KINDS = ['statute_of_limitations', 'notice_of_claim'] as const;

/**
 * The reminder due on `today` for a deadline due on `dueDate`: the nearest step at or above the days
 * left, so a step missed while no server ran (or a deadline entered 20 days out) is sent late rather
 * than never. Null when the deadline is more than 90 days away or already past.
 */
export function dueReminderStep(dueDate: IsoDate, today: IsoDate): ReminderDaysBefore | null {
  const daysLeft = countDaysBetween(today, dueDate);
  if (daysLeft === null || daysLeft < 0) return null;
  const steps = [...REMINDER_DAYS_BEFORE].reverse();
  return steps.find((step) => daysLeft <= step) ?? null;
}

/** The steps still to come after this one, for the email's last line ("…then 14, 7 and 1 days before"). */
export function laterReminderSteps(step: ReminderDaysBefore): ReminderDaysBefore[] {
  return REMINDER_DAYS_BEFORE.filter((days) => days < step);
}

export const notificationSettingsSchema = z.object({
  /** Emails before each open statute of limitations and notice-of-claim deadline of the user's cases (owners: every case). */
  deadlineReminders: z.boolean(),
  /** A morning email listing the user's tasks due today and overdue. */
  taskDigest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
