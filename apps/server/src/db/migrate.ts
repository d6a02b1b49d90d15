// Applies the plain SQL migration files in apps/server/migrations, in name order, once each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

export const migrationsDir = join(import.meta.dirname, '../../migrations');

export async function migrateDatabase(pool: pg.Pool, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('BEGIN');
    // Several app servers may start at once: one applies, the others wait and find nothing left.
    await client.query('SELECT pg_advisory_xact_lock(7316001)');
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migration (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migration')).rows.map((row) => row.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await client.query(readFileSync(join(dir, file), 'utf8'));
      await client.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return applied;
}
