// The firm's human case number: 1, 2, 3… per firm, distinct under concurrent creation, searchable,
// and given to existing cases by migration 0021 in the order they were opened.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Created = { id: string; caseNo: number; clientName: string };

describe.each(databaseTargets())('case numbers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createCase(session: Session, clientName: string, dateOpened = '2024-03-01'): Promise<Created> {
    const response = await call(t, { method: 'POST', url: '/api/cases', payload: { clientName, status: 'open', dateOpened }, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('numbers each firm’s cases 1, 2, 3… on their own', async () => {
    const a = await registerAndSignIn(t, { name: 'Ann Owner', company: 'Numbers A' });
    const b = await registerAndSignIn(t, { name: 'Ben Owner', company: 'Numbers B' });
    expect((await createCase(a, 'First')).caseNo).toBe(1);
    expect((await createCase(a, 'Second')).caseNo).toBe(2);
    expect((await createCase(b, 'Other firm')).caseNo).toBe(1);
    const third = await createCase(a, 'Third');
    expect(third.caseNo).toBe(3);
    const detail = await call(t, { method: 'GET', url: `/api/cases/${third.id}`, session: a });
    expect(detail.json().caseNo).toBe(3);
  });

  it('gives concurrent new cases distinct consecutive numbers', async () => {
    const owner = await registerAndSignIn(t, { name: 'Busy Owner', company: 'Numbers Busy' });
    const created = await Promise.all(Array.from({ length: 12 }, (_, index) => createCase(owner, `Client ${index}`)));
    expect(created.map((item) => item.caseNo).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('numbers a one-statement bulk insert of two firms 1…n each, with one counter write per firm, and gives a rolled-back insert its numbers back', async () => {
    const a = await registerAndSignIn(t, { name: 'Bulk A', company: 'Numbers Bulk A' });
    const b = await registerAndSignIn(t, { name: 'Bulk B', company: 'Numbers Bulk B' });
    expect((await createCase(a, 'Before the bulk')).caseNo).toBe(1);
    const db = t.runtime.database.db;
    const firmOf = async (session: Session) =>
      (await sql<{ firm_id: string }>`SELECT firm_id FROM firm_member WHERE user_id = ${session.userId}`.execute(db)).rows[0]!.firm_id;
    const [firmA, firmB] = [await firmOf(a), await firmOf(b)];
    const bulk = (count: number, prefix: string) => sql`
      INSERT INTO legal_case (firm_id, id, client_name, status, date_opened)
      SELECT CASE WHEN g % 3 = 0 THEN ${firmB} ELSE ${firmA} END, ${prefix} || g, 'Bulk ' || g, 'open', DATE '2024-01-01'
      FROM generate_series(1, ${count}) g`;
    const numbers = async (firmId: string) =>
      (await sql<{ case_no: number }>`SELECT case_no FROM legal_case WHERE firm_id = ${firmId} ORDER BY case_no`.execute(db)).rows.map(
        (row) => Number(row.case_no),
      );

    // Rolled back: the numbers it took are given back.
    await expect(
      db.transaction().execute(async (trx) => {
        await bulk(30, 'rolled-').execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A savepoint rolled back inside a transaction that commits gives its numbers back too.
    await db.transaction().execute(async (trx) => {
      await sql`SAVEPOINT before_bulk`.execute(trx);
      await bulk(9, 'undone-').execute(trx);
      await sql`ROLLBACK TO SAVEPOINT before_bulk`.execute(trx);
      await bulk(3, 'kept-').execute(trx);
    });
    await bulk(300, 'bulk-').execute(db);
    expect(await numbers(firmA)).toEqual(Array.from({ length: 1 + 2 + 200 }, (_, index) => index + 1));
    expect(await numbers(firmB)).toEqual(Array.from({ length: 1 + 100 }, (_, index) => index + 1));
    // After the bulk insert, the next case continues the sequence.
    expect((await createCase(a, 'After the bulk')).caseNo).toBe(204);
    // Linear: the quadratic cost came from one new version of the counter row per inserted case. Counted in the
    // transaction's own statistics, 600 new cases of two firms write each firm's counter row twice at most
    // (the first case's lock-and-read, the statement's write-back), whatever the number of rows: a count of writes,
    // not a time, so a few hundred rows prove it as well as many thousands.
    const counterWrites = await db.transaction().execute(async (trx) => {
      const writes = async () => {
        const stats = await sql<{ writes: string }>`
          SELECT n_tup_ins + n_tup_upd AS writes FROM pg_stat_xact_user_tables WHERE relname = 'case_number_counter'`.execute(trx);
        return Number(stats.rows[0]?.writes ?? 0);
      };
      const before = await writes();
      await bulk(600, 'large-').execute(trx);
      return (await writes()) - before;
    });
    expect(counterWrites).toBeGreaterThan(0);
    expect(counterWrites).toBeLessThanOrEqual(4);
    expect((await numbers(firmA)).at(-1)).toBe(204 + 400);
  });

  it('finds a case by its number in the list search', async () => {
    const owner = await registerAndSignIn(t, { name: 'Finder', company: 'Numbers Find' });
    await createCase(owner, 'Alpha');
    const second = await createCase(owner, 'Beta');
    for (const search of ['CASE-0002', '2', '#2', 'case 2']) {
      const list = await call(t, { method: 'GET', url: `/api/cases?search=${encodeURIComponent(search)}`, session: owner });
      expect(
        list.json().items.map((item: Created) => item.id),
        search,
      ).toEqual([second.id]);
    }
  });

  it('numbers existing cases in date-opened order when the migration backfills them', async () => {
    const owner = await registerAndSignIn(t, { name: 'Old Owner', company: 'Numbers Old' });
    const late = await createCase(owner, 'Opened late', '2024-05-01');
    const early = await createCase(owner, 'Opened early', '2023-01-10');
    const middle = await createCase(owner, 'Opened middle', '2024-02-01');
    const db = t.runtime.database.db;
    // Numbers as an older copy would have them: none meaningful. Then the migration's backfill statement.
    await sql`UPDATE legal_case SET case_no = -case_no WHERE id IN (${sql.join([late.id, early.id, middle.id])})`.execute(db);
    const migration = readFileSync(new URL('../../../migrations/0021_case_numbers.sql', import.meta.url), 'utf8');
    const backfill = /UPDATE legal_case AS c[\s\S]*?;/.exec(migration)![0];
    // As in the migration, the uniqueness holds once every row is numbered (PostgreSQL checks it per row).
    await db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE legal_case DROP CONSTRAINT legal_case_case_no_key`.execute(trx);
      await sql.raw(backfill).execute(trx);
      await sql`ALTER TABLE legal_case ADD CONSTRAINT legal_case_case_no_key UNIQUE (firm_id, case_no)`.execute(trx);
    });
    const numbers = async (id: string) =>
      (await call(t, { method: 'GET', url: `/api/cases/${id}`, session: owner })).json().caseNo as number;
    expect([await numbers(early.id), await numbers(middle.id), await numbers(late.id)]).toEqual([1, 2, 3]);
  });
});
