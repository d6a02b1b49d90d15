import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from './database.js';

const serverRoot = join(import.meta.dirname, '../..');
// Making a database in a new folder costs seconds (PostgreSQL's initdb), and much longer on a busy machine; opening one
// that is there, well under one. So the tests share one folder, made by the first, each leaving it closed.
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'casecast-embedded-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database', { timeout: 120_000 }, () => {
  // A table of its own, not the migrations: migrating from nothing is db/migrate's test, and costs seconds here.
  it('keeps its data across a restart', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await sql`CREATE TABLE kept (name text NOT NULL)`.execute(first.db);
    await sql`INSERT INTO kept (name) VALUES ('Persistent Firm')`.execute(first.db);
    await first.close();
    expect(existsSync(join(dataDir, 'casecast.lock'))).toBe(false);

    const second = await openDatabase({ databaseUrl: null, dataDir });
    const rows = await sql<{ name: string }>`SELECT name FROM kept`.execute(second.db);
    await second.close();
    expect(rows.rows.map((row) => row.name)).toEqual(['Persistent Firm']);
  });

  it('refuses a second open of the same data folder in this process', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(/Another Casecast process .* is using the data folder/);
    } finally {
      await first.close();
    }
  });

  it('refuses a second server process on the same data folder with a clear message', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        // Vitest puts Vite's BASE_URL ("/") into the environment: the server must not take it for its own.
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', BASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/Another Casecast process \(pid \d+\) is using the data folder/);
    } finally {
      await first.close();
    }
  });

  it('recovers a lock left behind by a process that no longer exists', async () => {
    writeFileSync(join(dataDir, 'casecast.lock'), '999999999');
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    await handle.close();
    expect(existsSync(join(dataDir, 'casecast.lock'))).toBe(false);
  });
});
