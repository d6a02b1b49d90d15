// Kysely types of the reminder tables (migration 0019), added to the case tables per use.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CaseTables } from '../../db/case-tables.js';

type DateColumn = ColumnType<string, string, string>;

export type NotificationSettingTable = {
  user_id: string;
  deadline_reminders: Generated<boolean>;
  task_digest: Generated<boolean>;
  updated_at: Generated<Date>;
};

export type DeadlineReminderTable = {
  firm_id: string;
  deadline_id: string;
  due_date: DateColumn;
  days_before: number;
  user_id: string;
  claimed_at: Generated<Date>;
  sent_at: Date | null;
};

export type TaskDigestTable = {
  firm_id: string;
  user_id: string;
  digest_date: DateColumn;
  claimed_at: Generated<Date>;
  sent_at: Date | null;
};

export type ReminderTables = {
  notification_setting: NotificationSettingTable;
  deadline_reminder: DeadlineReminderTable;
  task_digest: TaskDigestTable;
};

export type ReminderDatabase = Database & CaseTables & ReminderTables;
export type ReminderDb = Kysely<ReminderDatabase>;

export function withReminderTables(db: Kysely<Database>): ReminderDb {
  return db.withTables<CaseTables & ReminderTables>();
}
