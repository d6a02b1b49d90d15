import { sql, Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, databaseTargets } from '../test/harness.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { STATEMENT_NAME_PREFIX, withNamedStatements } from './named-statements.js';

type Tables = { item: { id: number; label: string; extra?: string | null } };

describe.each(databaseTargets())('named prepared statements on %s', (target) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let db: Kysely<Tables>;
  beforeAll(async () => {
    const fresh = target === 'postgres' ? await createFreshPostgresDatabase() : null;
    drop = fresh?.drop;
    handle = await openDatabase({ databaseUrl: fresh?.url ?? null, dataDir: 'memory://', poolSize: 6 });
    db = handle.db as unknown as Kysely<Tables>;
    await handle.pool.query('CREATE TABLE item (id int PRIMARY KEY, label text NOT NULL)');
    await handle.pool.query("INSERT INTO item SELECT g, 'item ' || g FROM generate_series(1, 50) g");
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const findLabel = (id: number) => db.selectFrom('item').select('label').where('id', '=', id).executeTakeFirst();

  it('answers every connection right when many run the same statements at once', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => 1 + (i % 50));
    const labels = await Promise.all(
      ids.map((id) =>
        id % 2 === 0
          ? findLabel(id)
          : db.selectFrom('item').select(['id', 'label']).where('id', '=', id).where('label', 'like', 'item%').executeTakeFirst(),
      ),
    );
    expect(labels.map((row) => row?.label)).toEqual(ids.map((id) => `item ${id}`));
  });

  it('prepares a statement under a name, once in the embedded database’s shared session', async () => {
    const text = db.selectFrom('item').select('label').where('id', '=', 1).compile().sql;
    await Promise.all(Array.from({ length: 20 }, () => findLabel(7)));
    // PGlite: one session for every connection, so one statement however many connections ran it.
    if (target === 'pglite') expect(await countPrepared(db, text)).toBe(1);
    const onOneConnection = await db.connection().execute(async (connection) => {
      await connection.selectFrom('item').select('label').where('id', '=', 3).execute();
      return countPrepared(connection, text);
    });
    expect(onOneConnection).toBe(1);
  });

  it('keeps working after a statement fails, and after a failed transaction', async () => {
    await expect(sql`select 1 / ${0}::int as x`.execute(db)).rejects.toThrow(/division by zero/);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select 1 / ${0}::int as x`.execute(trx);
      }),
    ).rejects.toThrow(/division by zero/);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select 1 / ${0}::int as x`.execute(trx).catch(() => undefined);
        // Parsed inside an aborted transaction: PostgreSQL refuses it, and it must not count as prepared.
        await trx.selectFrom('item').select('label').where('id', '>', 40).where('label', '<>', 'never seen before').execute();
      }),
    ).rejects.toThrow(/current transaction is aborted/);
    const rows = await db.selectFrom('item').select('label').where('id', '>', 40).where('label', '<>', 'never seen before').execute();
    expect(rows).toHaveLength(10);
    const { rows: divided } = await sql<{ x: number }>`select 10 / ${5}::int as x`.execute(db);
    expect(divided[0]!.x).toBe(2);
  });

  it('answers with the new columns after a table changes shape under a prepared SELECT *', async () => {
    const readAll = () => db.selectFrom('item').selectAll().where('id', '=', 5).executeTakeFirst();
    await Promise.all(Array.from({ length: 8 }, () => readAll()));
    await handle.pool.query("ALTER TABLE item ADD COLUMN extra text DEFAULT 'x'");
    const rows = await Promise.all(Array.from({ length: 8 }, () => readAll()));
    for (const row of rows) expect(row).toEqual({ id: 5, label: 'item 5', extra: 'x' });
  });
});

/** Our named statements prepared in the session `executor` runs on; with no text, all of them. */
async function countPrepared(executor: Kysely<Tables>, text?: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
    where name like ${`${STATEMENT_NAME_PREFIX}%`} and (${text ?? null}::text is null or statement = ${text ?? null})`.execute(executor);
  return rows[0]!.n;
}

describe('named statement limits', () => {
  it('names at most maxNames distinct texts and runs the rest unnamed', async () => {
    const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', poolSize: 2 });
    try {
      const pool = withNamedStatements(handle.pool, { maxNames: 2 });
      const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
      const answers = [];
      for (let k = 1; k <= 5; k++)
        answers.push((await sql<{ v: number }>`select ${k}::int + ${k * 0}::int as v ${sql.raw(`-- text ${k}`)}`.execute(db)).rows[0]!.v);
      expect(answers).toEqual([1, 2, 3, 4, 5]);
      // The counting statement is a sixth text, so it runs unnamed too (one session: it sees every connection's).
      expect(await countPrepared(db)).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
