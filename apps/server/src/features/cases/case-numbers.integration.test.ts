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

  it('finds a case by its number in the list search', async () => {
    const owner = await registerAndSignIn(t, { name: 'Finder', company: 'Numbers Find' });
    await createCase(owner, 'Alpha');
    const second = await createCase(owner, 'Beta');
    for (const search of ['CASE-0002', '2', '#2', 'case 2']) {
      const list = await call(t, { method: 'GET', url: `/api/cases?search=${encodeURIComponent(search)}`, session: owner });
      expect(list.json().items.map((item: Created) => item.id), search).toEqual([second.id]);
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
    const numbers = async (id: string) => (await call(t, { method: 'GET', url: `/api/cases/${id}`, session: owner })).json().caseNo as number;
    expect([await numbers(early.id), await numbers(middle.id), await numbers(late.id)]).toEqual([1, 2, 3]);
  });
});
