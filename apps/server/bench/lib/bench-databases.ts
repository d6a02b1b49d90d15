// Shared by the benchmarks: percentiles, and one run on PGlite plus one on a fresh PostgreSQL database when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';

/** The p-th percentile of an ascending list (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A database made for this run on the server at adminUrl, dropped afterwards whatever happens. */
export async function withFreshPostgres<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `casecast_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}

/** Runs the measurement on the embedded database, then on PostgreSQL when DATABASE_URL is set; results by label. */
export async function runOnEachDatabase<T>(runTarget: (label: string, handle: DatabaseHandle) => Promise<T>): Promise<Map<string, T>> {
  const results = new Map<string, T>();
  // BENCH_DATABASES=postgres (or pglite) runs on that one only.
  const only = process.env.BENCH_DATABASES;
  if (only !== 'postgres') {
    const embedded = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      results.set('PGlite', await runTarget('PGlite', embedded));
    } finally {
      await embedded.close();
    }
  }
  const adminUrl = only === 'pglite' ? undefined : process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('DATABASE_URL is not set: PostgreSQL skipped.');
    return results;
  }
  const measured = await withFreshPostgres(adminUrl, async (url) => {
    const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    try {
      return await runTarget('PostgreSQL', handle);
    } finally {
      await handle.close();
    }
  });
  results.set('PostgreSQL', measured);
  return results;
}
