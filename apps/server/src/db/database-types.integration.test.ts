// The checked-in table types are what the migrations generate, and `npm run db:types -- --check` fails once they drift.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_ENV } from '../test/databases.js';
import { databaseTargets } from '../test/harness.js';
import { checkDatabaseTypes, generateDatabaseTypes, generatedTablesFile } from './database-types.js';
import { migrationsDir } from './migrate.js';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '../../../..');
const script = join(repoRoot, 'apps/server/scripts/db-types.ts');

// Migrating an embedded database from nothing takes seconds: the first two tests start from the dump of one the global
// setup migrated from nothing (the migrations' own test checks that path), the script's run below from nothing.
const embeddedSnapshot = process.env[SNAPSHOT_ENV];

describe.each(databaseTargets())('generated table types on %s', (target) => {
  it('match the checked-in file', { timeout: 60_000 }, async () => {
    const generated = await generateDatabaseTypes(
      target === 'postgres' ? { databaseUrl: process.env.DATABASE_URL } : { databaseUrl: null, embeddedSnapshot },
    );
    expect(await checkDatabaseTypes(generatedTablesFile, generated)).toEqual({ upToDate: true });
  });
});

describe('the types check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'casecast-db-types-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'finds a migration added without generating the types again (a column, a CHECK list), and names the file',
    { timeout: 60_000 },
    async () => {
      const migrations = join(dir, 'migrations');
      cpSync(migrationsDir, migrations, { recursive: true });
      writeFileSync(
        join(migrations, '9999_firm_motto.sql'),
        [
          'ALTER TABLE firm ADD COLUMN motto text;',
          'ALTER TABLE prediction_batch DROP CONSTRAINT prediction_batch_status_check;',
          "ALTER TABLE prediction_batch ADD CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled'));",
        ].join('\n'),
      );

      const generated = await generateDatabaseTypes({ migrationsDir: migrations, embeddedSnapshot });

      expect(generated).toMatch(/export interface Firm \{[^}]*\bmotto: string \| null;/);
      expect(generated).toContain("export type PredictionBatchStatus = 'cancelled' | 'completed' | 'failed' | 'queued' | 'running';");
      const check = await checkDatabaseTypes(generatedTablesFile, generated);
      expect(check.upToDate).toBe(false);
      expect(check.upToDate ? '' : check.message).toMatch(
        /generated-tables\.ts differs from what the migrations generate: run `npm run db:types`/,
      );
    },
  );

  // One run of the script (each migrates a database from nothing): the check's exit code is what CI relies on; writing
  // is `writeFile` of what the first test above already compares.
  it('exits 1 naming the stale file, and leaves it as it was', { timeout: 90_000 }, async () => {
    const copy = join(dir, 'generated-tables.ts');
    const stale = readFileSync(generatedTablesFile, 'utf8').replace('\n  name: string;', '');
    writeFileSync(copy, stale);
    const env = { ...process.env, DATABASE_URL: '' };
    const args = ['--conditions=source', '--import', 'tsx', script, '--check', '--file', copy];

    const result = await run(process.execPath, args, { cwd: repoRoot, env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${copy} differs from what the migrations generate`);
    expect(readFileSync(copy, 'utf8')).toBe(stale);
  });
});
