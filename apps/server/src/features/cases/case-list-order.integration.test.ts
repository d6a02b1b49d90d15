import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_SORT_COLUMNS } from '@casecast/domain';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import type { Database } from '../../db/schema.js';

type Item = {
  id: string;
  clientName: string;
  status: string;
  dateOpened: string;
  dateClosed: string | null;
  attorneyName: string | null;
  attorneyId: string | null;
};
type ListPage = { items: Item[]; total: number; totalAll: number; nextCursor: string | null };

const DAY_MS = 86_400_000;
const today = () => new Date(new Date().toISOString().slice(0, 10)).getTime();
const durationDays = (item: Item) =>
  Math.round(((item.dateClosed ? Date.parse(item.dateClosed) : today()) - Date.parse(item.dateOpened)) / DAY_MS);

describe.each(databaseTargets())('cases list order and counters on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let db: Kysely<Database>;
  let firmId: string;
  const attorneys: Record<string, string> = {};
  const predicted = new Map<string, number>();

  /** The case's predicted value as storing a prediction sets it (predictions/repository insertCasePrediction). */
  const setPredictedValue = async (caseId: string, value: number) => {
    await sql`UPDATE legal_case SET predicted_value = ${value} WHERE firm_id = ${firmId} AND id = ${caseId}`.execute(db);
  };

  const list = async (query: string): Promise<ListPage> => {
    const response = await call(t, { method: 'GET', url: `/api/cases?${query}`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** The whole list read page by page with the cursor, and again with page numbers: both must agree. */
  async function readAll(query: string): Promise<Item[]> {
    const byCursor: Item[] = [];
    let cursor: string | null = null;
    for (let page = 1; page < 50; page++) {
      const result: ListPage = await list(`${query}&pageSize=4&page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      byCursor.push(...result.items);
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    const byPage: Item[] = [];
    for (let page = 1; page < 50; page++) {
      const result = await list(`${query}&pageSize=4&page=${page}`);
      byPage.push(...result.items);
      if (result.items.length < 4) break;
    }
    expect(
      byCursor.map((item) => item.id),
      `${query}: cursor and page numbers`,
    ).toEqual(byPage.map((item) => item.id));
    return byCursor;
  }

  /** What the spec's sorts mean, written out in plain code: missing values last either way, ties by id in the same direction. */
  function expectedOrder(
    items: Item[],
    sort: 'attorneyName' | 'predictedValue' | 'duration' | 'clientName',
    direction: 'asc' | 'desc',
  ): string[] {
    const value = (item: Item): string | number | null => {
      if (sort === 'attorneyName') return item.attorneyName?.toLowerCase() ?? null;
      if (sort === 'predictedValue') return predicted.get(item.id) ?? null;
      if (sort === 'duration') return durationDays(item);
      return item.clientName.toLowerCase();
    };
    const sign = direction === 'asc' ? 1 : -1;
    return [...items]
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        if (x === null || y === null) {
          if (x !== y) return x === null ? 1 : -1;
        } else if (x !== y) return (x < y ? -1 : 1) * sign;
        return (a.id < b.id ? -1 : 1) * sign;
      })
      .map((item) => item.id);
  }

  const createCase = async (payload: Record<string, unknown>) => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { status: 'open', dateOpened: '2024-01-10', ...payload },
      session: owner,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Item>();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.runtime.database.db;
    owner = await registerAndSignIn(t, { name: 'Olive Owner', company: 'Order Firm' });
    firmId = (await call(t, { method: 'GET', url: '/api/firm', session: owner })).json<{ id: string }>().id;
    for (const name of ['Carter', 'adams', 'Baker']) {
      const row = await sql<{ id: string }>`INSERT INTO attorney (firm_id, name) VALUES (${firmId}, ${name}) RETURNING id`.execute(db);
      attorneys[name] = row.rows[0]!.id;
    }
    // Ties on purpose: equal open dates, equal closed lengths (one open case as long as a closed one), equal values.
    const specs: Array<[string, string | null, string, string | null, number | null]> = [
      ['delta', 'Carter', '2024-01-10', null, 50_000],
      ['echo', 'adams', '2024-01-10', null, 50_000],
      ['fox', 'Baker', '2023-06-01', '2023-09-09', 120_000],
      ['golf', null, '2023-06-01', '2023-09-09', null],
      ['hotel', 'Carter', '2022-02-02', '2024-02-02', 75_000],
      ['india', 'adams', '2024-05-05', null, null],
      ['juliet', null, '2021-03-03', '2021-03-20', 9_000],
      ['kilo', 'Baker', '2024-01-10', '2024-01-11', 50_000],
      ['lima', 'Carter', '2020-12-31', null, null],
      ['mike', null, '2024-03-03', null, 310_000],
    ];
    for (const [clientName, attorney, dateOpened, dateClosed, value] of specs) {
      const created = await createCase({
        clientName,
        dateOpened,
        dateClosed,
        status: dateClosed ? 'settled' : 'negotiation',
        attorneyId: attorney ? attorneys[attorney] : null,
      });
      if (value !== null) {
        await setPredictedValue(created.id, value);
        predicted.set(created.id, value);
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const everything = async () => readAll('sort=createdAt&direction=desc');

  it('gives every sort the same order by cursor as by page number, missing values last', async () => {
    const all = await everything();
    expect(all).toHaveLength(10);
    for (const sort of ['attorneyName', 'predictedValue', 'duration', 'clientName'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const read = await readAll(`sort=${sort}&direction=${direction}`);
        expect(
          read.map((item) => item.id),
          `${sort} ${direction}`,
        ).toEqual(expectedOrder(all, sort, direction));
      }
    }
    for (const sort of CASE_SORT_COLUMNS) {
      for (const direction of ['asc', 'desc'])
        expect(await readAll(`sort=${sort}&direction=${direction}`), `${sort} ${direction}`).toHaveLength(10);
    }
    // The closed filter keeps the same order within it.
    const closed = await readAll('filter=closed&sort=duration&direction=desc');
    expect(closed.map((item) => item.id)).toEqual(
      expectedOrder(
        all.filter((item) => item.dateClosed !== null),
        'duration',
        'desc',
      ),
    );
  });

  it('moves cases in the attorney sort when the attorney is renamed, reassigned or deleted', async () => {
    await sql`UPDATE attorney SET name = ${'Zimmer'} WHERE firm_id = ${firmId} AND id = ${attorneys.adams!}`.execute(db);
    let all = await everything();
    expect(all.filter((item) => item.attorneyId === attorneys.adams).map((item) => item.attorneyName)).toEqual(['Zimmer', 'Zimmer']);
    expect((await readAll('sort=attorneyName&direction=asc')).map((item) => item.id)).toEqual(expectedOrder(all, 'attorneyName', 'asc'));
    const [firstAsc] = (await list('sort=attorneyName&direction=desc&pageSize=2')).items;
    expect(firstAsc?.attorneyName).toBe('Zimmer');

    const mike = all.find((item) => item.clientName === 'mike')!;
    const patched = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${mike.id}`,
      payload: { attorneyId: attorneys.Baker },
      session: owner,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    all = await everything();
    expect((await readAll('sort=attorneyName&direction=desc')).map((item) => item.id)).toEqual(expectedOrder(all, 'attorneyName', 'desc'));

    await sql`DELETE FROM attorney WHERE firm_id = ${firmId} AND id = ${attorneys.Carter!}`.execute(db);
    all = await everything();
    expect(all.filter((item) => item.attorneyName === 'Carter')).toEqual([]);
    const asc = await readAll('sort=attorneyName&direction=asc');
    expect(asc.map((item) => item.id)).toEqual(expectedOrder(all, 'attorneyName', 'asc'));
    expect(asc.slice(-5).map((item) => item.attorneyName)).toEqual([null, null, null, null, null]);
  });

  it('moves a case in the duration sort when it closes, and in the value sort when a prediction is stored', async () => {
    let all = await everything();
    const lima = all.find((item) => item.clientName === 'lima')!;
    expect((await list('sort=duration&direction=desc&pageSize=1')).items[0]?.id).toBe(lima.id);
    const closed = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${lima.id}`,
      payload: { dateClosed: '2020-12-31', status: 'closed' },
      session: owner,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    all = await everything();
    const byDuration = await readAll('sort=duration&direction=desc');
    expect(byDuration.map((item) => item.id)).toEqual(expectedOrder(all, 'duration', 'desc'));
    expect(byDuration.at(-1)?.id).toBe(lima.id);

    const india = all.find((item) => item.clientName === 'india')!;
    await setPredictedValue(india.id, 999_000);
    predicted.set(india.id, 999_000);
    const byValue = await readAll('sort=predictedValue&direction=desc');
    expect(byValue[0]?.id).toBe(india.id);
    expect(byValue.map((item) => item.id)).toEqual(expectedOrder(all, 'predictedValue', 'desc'));
  });

  it('keeps the filtered and total counters right through creating, changing and deleting cases', async () => {
    const counters = async (filter: string) => {
      const page = await list(filter ? `filter=${filter}` : '');
      return { total: page.total, totalAll: page.totalAll };
    };
    const truth = async () => {
      const all = await everything();
      const closed = all.filter((item) => /settled|dismissed|verdict|closed/.test(item.status.toLowerCase())).length;
      return { all: all.length, closed };
    };
    let expected = await truth();
    expect(await counters('closed')).toEqual({ total: expected.closed, totalAll: expected.all });
    expect(await counters('open')).toEqual({ total: expected.all - expected.closed, totalAll: expected.all });

    const created = await createCase({ clientName: 'november', status: '  Trial  ' });
    await call(t, { method: 'PATCH', url: `/api/cases/${created.id}/status`, payload: { status: 'Dismissed' }, session: owner });
    const other = await createCase({ clientName: 'oscar', status: 'discovery' });
    expected = await truth();
    expect(await counters('closed')).toEqual({ total: expected.closed, totalAll: expected.all });
    expect((await counters('lit')).total).toBe(1);
    const deleted = await call(t, { method: 'DELETE', url: `/api/cases/${other.id}`, session: owner });
    expect(deleted.statusCode).toBe(204);
    expect((await counters('lit')).total).toBe(0);
    expect(await list('filter=lit')).toMatchObject({ items: [], total: 0, nextCursor: null });
    expected = await truth();
    expect(await counters('')).toEqual({ total: expected.all, totalAll: expected.all });
    expect(await counters('closed')).toEqual({ total: expected.closed, totalAll: expected.all });
    // The kept counts equal a fresh count of the table.
    const kept = await sql<{
      phase: string;
      cases: number;
    }>`SELECT phase, cases FROM case_status_count WHERE firm_id = ${firmId} ORDER BY phase`.execute(db);
    const fresh = await sql<{
      phase: string;
      cases: number;
    }>`SELECT phase, count(*)::integer AS cases FROM legal_case WHERE firm_id = ${firmId} GROUP BY phase ORDER BY phase`.execute(db);
    expect(kept.rows).toEqual(fresh.rows);
  });

  it('refuses a cursor made for another sort, or not made by the server, with a 400', async () => {
    const first = await list('sort=clientName&direction=asc&pageSize=2');
    expect(first.nextCursor).toEqual(expect.any(String));
    for (const query of [
      `sort=clientName&direction=desc&cursor=${first.nextCursor}`,
      `sort=createdAt&cursor=${first.nextCursor}`,
      'cursor=not-a-cursor',
      `sort=createdAt&cursor=${Buffer.from(JSON.stringify({ sort: 'createdAt', direction: 'desc', value: 'yesterday', id: 'x' })).toString('base64url')}`,
      `cursor=${'x'.repeat(1001)}`,
    ]) {
      const response = await call(t, { method: 'GET', url: `/api/cases?${query}`, session: owner });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
