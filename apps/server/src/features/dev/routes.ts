// The dev mailbox (`npm run dev`, DEV_MAILBOX=true, no SMTP): the emails the app would have sent, newest first.
// It holds password-reset links: app.ts registers it only with DEV_MAILBOX=true, and even then only the
// machine the server runs on may read it (request.ip is the socket's peer unless TRUST_PROXY names a proxy).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { listOutboxEmails } from '../../email/outbox-repository.js';
import { forbidden } from '../../http/errors.js';
import type { Database } from '../../db/schema.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export async function registerDevRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], summary: 'Emails kept in the outbox (DEV_MAILBOX=true only, from this machine only)' } },
    async (request) => {
      if (!LOOPBACK.test(request.ip)) throw forbidden('The dev mailbox can only be opened on the machine the server runs on.');
      return { messages: await listOutboxEmails(deps.db, 50) };
    },
  );
}
