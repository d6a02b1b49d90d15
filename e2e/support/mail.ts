// Reads the emails the SMTP peer received during the browser run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedEmail } from '../../apps/server/src/test/smtp-peer';

export const MAIL_DIR = join(import.meta.dirname, '..', 'artifacts', 'mail');

/** Email to the case in the browser run: the app's own SMTP receiver, next to the app's port. */
export const INBOUND_DOMAIN = 'cases.example.test';
export const INBOUND_SMTP_PORT = Number(process.env.E2E_PORT || 3300) + 25;
export const INBOUND_PASSWORD = 'browser-journey-inbound-0001';

export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(MAIL_DIR)) {
      const files = readdirSync(MAIL_DIR).sort().reverse();
      for (const file of files) {
        const message = JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as ReceivedEmail;
        if (message.to.includes(to) && subject.test(message.subject)) return message;
      }
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function linkIn(message: ReceivedEmail, pattern: RegExp): string {
  const link = (message.text.match(/https?:\/\/[^\s"<>]+/g) ?? []).find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`No link matching ${pattern} in "${message.subject}"`);
  return link;
}
