import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { chooseMaintenance, maintainEmbeddedDatabase } from './embedded-maintenance.js';

describe('chooseMaintenance (autovacuum’s thresholds)', () => {
  it('vacuums past 50 + 20% of the live rows dead, or 1,000 + 20% inserted; analyzes past 50 + 10% changed', () => {
    const none = { n_live_tup: 1000, n_dead_tup: 0, n_ins_since_vacuum: 0, n_mod_since_analyze: 0 };
    expect(chooseMaintenance(none)).toBeNull();
    expect(chooseMaintenance({ ...none, n_dead_tup: 250 })).toBeNull();
    expect(chooseMaintenance({ ...none, n_dead_tup: 251 })).toBe('vacuum');
    expect(chooseMaintenance({ ...none, n_ins_since_vacuum: 1200 })).toBeNull();
    expect(chooseMaintenance({ ...none, n_ins_since_vacuum: 1201 })).toBe('vacuum');
    expect(chooseMaintenance({ ...none, n_mod_since_analyze: 150 })).toBeNull();
    expect(chooseMaintenance({ ...none, n_mod_since_analyze: 151 })).toBe('analyze');
  });
});

// PGlite runs PostgreSQL without its autovacuum worker: the server vacuums and analyzes the embedded database itself.
describe('embedded database maintenance', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await handle.pool.query('CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)');
    await handle.pool.query('CREATE TABLE quiet (id int PRIMARY KEY)');
    await handle.pool.query("INSERT INTO item SELECT g, 'item ' || g FROM generate_series(1, 5000) g");
    await handle.pool.query('INSERT INTO quiet VALUES (1)');
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** PostgreSQL reports table counts lazily (at most once a second): ask for them now. */
  const flushStatistics = async () => {
    await handle.pool.query('SELECT pg_stat_force_next_flush()');
    await handle.pool.query('SELECT 1');
  };
  const itemStats = async () =>
    (
      await handle.pool.query<{ n_dead_tup: number; last_vacuum: Date | null; last_analyze: Date | null }>(
        "SELECT n_dead_tup, last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'item'",
      )
    ).rows[0]!;

  it('vacuums and analyzes a table with many dead rows, leaves a quiet one alone, and then has nothing left to do', async () => {
    await handle.pool.query("UPDATE item SET label = label || ' (changed)' WHERE id <= 3000");
    await flushStatistics();
    expect((await itemStats()).n_dead_tup).toBe(3000);
    const done = await maintainEmbeddedDatabase(handle.pool);
    expect(done).toContainEqual({ table: 'public.item', action: 'vacuum' });
    expect(done.map((item) => item.table)).not.toContain('public.quiet');
    await flushStatistics();
    const after = await itemStats();
    expect(after.n_dead_tup).toBe(0);
    expect(after.last_vacuum).not.toBeNull();
    expect(after.last_analyze).not.toBeNull();
    expect((await maintainEmbeddedDatabase(handle.pool)).map((item) => item.table)).not.toContain('public.item');
  });

  it('only analyzes a table that grew by more than a tenth, with no dead rows', async () => {
    await handle.pool.query("INSERT INTO item SELECT g, 'item ' || g FROM generate_series(5001, 5700) g");
    await flushStatistics();
    const done = await maintainEmbeddedDatabase(handle.pool);
    expect(done).toContainEqual({ table: 'public.item', action: 'analyze' });
    const { rows } = await handle.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM item');
    expect(rows[0]!.n).toBe(5700);
  });
});
