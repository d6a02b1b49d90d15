// The email outbox: messages kept instead of sent when there is no SMTP server (read by the dev mailbox).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type OutboxMessage = { to: string; subject: string; text: string; html: string };

export async function insertOutboxEmail(db: Kysely<Database>, message: OutboxMessage): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({ recipient: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
    .execute();
}

/** The newest messages first. */
export async function listOutboxEmails(db: Kysely<Database>, limit: number) {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'recipient', 'subject', 'text_body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, text: row.text_body, createdAt: row.created_at }));
}
