// A real SMTP server for tests: the app sends mail to it over the wire, tests read what arrived.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedEmail = { to: string[]; subject: string; text: string; raw: string };

function decodeQuotedPrintable(body: string): string {
  // A run of =XX escapes is UTF-8 bytes ('§' is =C2=A7).
  return body.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

export type SmtpPeer = {
  url: string;
  messages: ReceivedEmail[];
  waitFor: (predicate: (message: ReceivedEmail) => boolean, timeoutMs?: number) => Promise<ReceivedEmail>;
  close: () => Promise<void>;
};

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // A long subject is folded over several header lines (RFC 5322 2.2.3): unfold it.
        const subject =
          /^Subject: (.*(?:\r?\n[ \t].*)*)/m
            .exec(raw)?.[1]
            ?.replace(/\r?\n(?=[ \t])/g, '')
            .trim() ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject,
          text: decodeQuotedPrintable(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (predicate, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching email arrived within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in an email that points at the app. */
export function extractLink(message: ReceivedEmail, pattern: RegExp): string {
  const links = message.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const link = links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`No link matching ${pattern} in "${message.subject}"`);
  return link;
}
