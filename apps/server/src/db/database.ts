// Opens the database: a PostgreSQL server from DATABASE_URL, or the embedded one in DATA_DIR.
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { join } from 'node:path';
import { startEmbeddedDatabase } from './embedded.js';
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

export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedDatabase({ dataDir: options.dataDir.startsWith('memory://') ? options.dataDir : join(options.dataDir) });
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? (embedded ? 4 : 10) });
  // An idle client's error (a server restart) must not crash the process; the pool replaces the client.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: embedded ? 'embedded' : 'postgres',
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
