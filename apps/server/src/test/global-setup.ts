// Vitest global setup: migrates a database once before any test file runs, and every test app starts from a copy of it
// instead of making and migrating its own (which cost each integration test file seconds of CPU).
// - Embedded (PGlite): a dump of a migrated data folder; each in-memory test database loads it (SNAPSHOT_ENV).
// - With DATABASE_URL: a migrated template database; each test database is created from it (TEMPLATE_ENV).
// Tests of migrating and starting themselves (db/migrate, jobs/job-queue, backup, …) open their own empty databases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../db/database.js';
import { migrateDatabase } from '../db/migrate.js';
import { createFreshPostgresDatabase, SNAPSHOT_ENV, TEMPLATE_ENV } from './databases.js';

/** Applies the migrations, as a server's first start does. */
async function migrate(options: { databaseUrl: string | null; dataDir: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database.pool);
  } finally {
    await database.close();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'casecast-test-db-'));
  await migrate({ databaseUrl: null, dataDir: folder });
  const pglite = await PGlite.create(join(folder, 'pglite'), { extensions: { pg_trgm } });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const snapshot = join(folder, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  process.env[SNAPSHOT_ENV] = snapshot;

  const template = process.env.DATABASE_URL ? await createFreshPostgresDatabase() : null;
  if (template) {
    await migrate({ databaseUrl: template.url, dataDir: folder });
    process.env[TEMPLATE_ENV] = template.name;
  }

  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
