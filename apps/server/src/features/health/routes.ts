// GET /api/health: the app is up and its database answers.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function registerHealthRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; databaseKind: string }) {
  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness and database check' } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok', database: deps.databaseKind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch (error) {
      return reply.status(503).send({ status: 'error', database: deps.databaseKind, error: { code: 'DATABASE_UNAVAILABLE', message: (error as Error).message } });
    }
  });
}
