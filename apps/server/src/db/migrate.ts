// Applies the plain SQL migration files in apps/server/migrations, in name order, once each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

export const migrationsDir = join(import.meta.dirname, '../../migrations');

/**
 * Files renamed after they had been applied somewhere: old name → new name. A database that ran the
 * old file records it under the new name instead of running it again.
 */
const RENAMED_MIGRATIONS: Record<string, string> = {
  // Two files were numbered 0004; the second moved to the end, where the order is unambiguous.
  '0004_case_sort_indexes.sql': '0011_case_sort_indexes.sql',
};

/** Migration files in the order they apply; refuses names without a four-digit number, and numbers used twice. */
export function listMigrationFiles(dir = migrationsDir): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const byNumber = new Map<string, string>();
  for (const file of files) {
    const number = /^(\d{4})_[a-z0-9_]+\.sql$/.exec(file)?.[1];
    if (!number) throw new Error(`Migration ${file} must be named NNNN_words.sql (four digits, then lower-case words).`);
    const other = byNumber.get(number);
    if (other) throw new Error(`Migrations ${other} and ${file} share the number ${number}: give each its own.`);
    byNumber.set(number, file);
  }
  return files;
}

export async function migrateDatabase(pool: pg.Pool, dir = migrationsDir): Promise<string[]> {
  const files = listMigrationFiles(dir);
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
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      await client.query('UPDATE schema_migration SET name = $2 WHERE name = $1', [oldName, newName]);
    }
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
