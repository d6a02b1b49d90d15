import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { listMigrationFiles, migrateDatabase } from './migrate.js';

function folderWith(names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'casecast-migrations-'));
  for (const name of names) writeFileSync(join(dir, name), 'SELECT 1;');
  return dir;
}

describe('migration files', () => {
  it('have one number each, so their order is never ambiguous', () => {
    const numbers = listMigrationFiles().map((file) => file.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuse a number used twice, naming both files', () => {
    expect(() => listMigrationFiles(folderWith(['0001_a.sql', '0002_b.sql', '0002_c.sql']))).toThrow(
      /0002_b\.sql and 0002_c\.sql share the number 0002/,
    );
  });

  it('refuse a file without a four-digit number', () => {
    expect(() => listMigrationFiles(folderWith(['0001_a.sql', 'add_things.sql']))).toThrow(/add_things\.sql must be named NNNN_words\.sql/);
  });
});

describe('migrating a database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('applies every file once, and takes a renamed file that already ran as done', async () => {
    const applied = await migrateDatabase(database.pool);
    expect(applied).toEqual(listMigrationFiles());
    // A database migrated before the rename recorded the old name: it must not run the file again.
    await database.pool.query(`UPDATE schema_migration SET name = '0004_case_sort_indexes.sql' WHERE name = '0011_case_sort_indexes.sql'`);
    expect(await migrateDatabase(database.pool)).toEqual([]);
    const names = (await database.pool.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name')).rows.map(
      (row) => row.name,
    );
    expect(names).toEqual(listMigrationFiles());
  });
});
