// Sends email over SMTP when SMTP_URL is set; otherwise keeps it in the outbox table and logs the links.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { insertOutboxEmail } from './outbox-repository.js';
import type { Database } from '../db/schema.js';

export type EmailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (message: EmailMessage) => Promise<void>; transport: 'smtp' | 'outbox' };

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Kysely<Database>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      send: async (message) => {
        await transporter.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    transport: 'outbox',
    send: async (message) => {
      await insertOutboxEmail(options.db, message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(
        { to: message.to, subject: message.subject, links },
        `Email kept in the outbox (no SMTP_URL): ${message.subject} → ${links.join(' ')}`,
      );
    },
  };
}
