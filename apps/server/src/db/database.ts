// Opens the database: a PostgreSQL server from DATABASE_URL, or the embedded one in DATA_DIR.
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { join } from 'node:path';
import { startEmbeddedDatabase } from './embedded.js';
import { withNamedStatements } from './named-statements.js';
import type { Database } from './schema.js';

export type DatabaseHandle = {
  db: Kysely<Database>;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  close: () => Promise<void>;
};

// PostgreSQL bigint and numeric come back as strings by default; counts and money fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** embeddedSnapshot: see startEmbeddedDatabase's snapshot (in-memory embedded database only). */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  poolSize?: number;
  embeddedSnapshot?: string;
}): Promise<DatabaseHandle> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedDatabase({
        dataDir: options.dataDir.startsWith('memory://') ? options.dataDir : join(options.dataDir),
        snapshot: options.embeddedSnapshot,
      });
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? (embedded ? 4 : 10) });
  // A server restart or pg_terminate_backend ends every connection with 57P01. An idle pooled client
  // reports it on the pool; a client checked out but between queries (Kysely holds one through a
  // transaction) reports it on itself, where pg-pool has no listener while it is checked out, and an
  // unhandled 'error' event would end the process. Its query then fails, the pool drops the broken
  // client on release, and the next checkout connects again.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  return {
    db,
    pool,
    kind: embedded ? 'embedded' : 'postgres',
    close: async () => {
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query through it; a handle used through `pool` alone (the
      // migrations) would keep its idle connections open for pg-pool's idle timeout, and a template database copied in
      // that window is refused ("being accessed by other users").
      if (!pool.ended) await pool.end();
      await embedded?.stop();
    },
  };
}
