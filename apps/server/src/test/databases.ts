// Test databases: a new PostgreSQL database on the DATABASE_URL server (empty, or a copy of the migrated template),
// and the migrated starting points that vitest's global setup makes once for every test app (test/global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Set by the global setup: a dump of a migrated embedded database, which each in-memory test database loads. */
export const SNAPSHOT_ENV = 'CASECAST_TEST_DB_SNAPSHOT';
/** Set by the global setup when DATABASE_URL is set: a migrated database each test app's database is copied from. */
export const TEMPLATE_ENV = 'CASECAST_TEST_DB_TEMPLATE';

/**
 * A new database on the DATABASE_URL server: empty, or a copy of `template` (CREATE DATABASE … TEMPLATE, far
 * cheaper than migrating again); drop() removes it.
 */
export async function createFreshPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const admin = new URL(process.env.DATABASE_URL!);
  const name = `casecast_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${pg.escapeIdentifier(options.template)}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
