// GET /api/health: the app is up and its database answers.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { healthEndpoints as endpoints } from '@casecast/domain';
import { registerEndpoint } from '../../http/endpoint.js';
import { isDatabaseUnavailable } from '../../http/error-handler.js';
import { pingDatabase } from './repository.js';
import type { Database } from '../../db/schema.js';

/**
 * How long the database check may take. A database that is down, or a pool waiting for a connection
 * that never comes, must make health answer 503 soon rather than hang the monitor's request. It is
 * longer than the embedded database's idle-transaction timeout (db/pglite-worker.mjs), which is the
 * longest another connection can make this check wait there.
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 5_000;

class HealthTimeout extends Error {}

/** Pooled connections that died with the last restart fail one by one; each retry takes another or a fresh one. */
async function checkDatabase(db: Kysely<Database>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pingDatabase(db);
      return;
    } catch (error) {
      if (attempt >= attempts || !isDatabaseUnavailable(error)) throw error;
    }
  }
}

export async function registerHealthRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; databaseKind: string }) {
  registerEndpoint(app, endpoints.check, async (_request, reply) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new HealthTimeout()), HEALTH_DATABASE_TIMEOUT_MS);
      });
      // A check that loses the race still finishes (or fails) on its own; nothing waits for it.
      const check = checkDatabase(deps.db);
      check.catch(() => undefined);
      await Promise.race([check, timeout]);
      return { status: 'ok' as const, database: deps.databaseKind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch (error) {
      const message =
        error instanceof HealthTimeout
          ? `The database is unreachable: it did not answer within ${HEALTH_DATABASE_TIMEOUT_MS / 1000} seconds.`
          : `The database is unreachable: ${(error as Error).message}`;
      // The unhealthy answer is not the endpoint's: it goes out on the reply, as the monitor reads it.
      return reply.status(503).send({ status: 'error', database: deps.databaseKind, error: { code: 'DATABASE_UNAVAILABLE', message } });
    } finally {
      clearTimeout(timer);
    }
  });
}
