// Cases list latency with 100,000 cases in one firm: every sort, filter and search, and deep pages by cursor,
// p50/p95 on PGlite and PostgreSQL beside the same SQL sent by a bare pg client, against the 50 ms limit.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { caseListQuerySchema, type CaseListQueryInput } from '@casecast/domain';
import type { DatabaseHandle } from '../src/db/database.js';
import { percentile, runOnEachDatabase } from './lib/bench-databases.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { findCase } from '../src/features/cases/repository.js';
import { listCases } from '../src/features/cases/service.js';
import type { Database } from '../src/db/schema.js';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const OTHER_FIRM_CASES = Math.round(CASES / 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** Realistic-looking rows made in SQL: names, carriers and phases cycle through fixed lists. */
async function seedFirm(db: Kysely<Database>, firmId: string, count: number): Promise<void> {
  await sql`INSERT INTO firm (id, name) VALUES (${firmId}, ${`Bench firm ${firmId}`})`.execute(db);
  await sql`INSERT INTO attorney (firm_id, id, name) SELECT ${firmId}, ${firmId} || '-att-' || g, 'Attorney ' || g FROM generate_series(1, 8) g`.execute(
    db,
  );
  await sql`
    INSERT INTO legal_case (firm_id, id, client_name, phase, date_opened, date_closed, carrier, insurance_limits, liability,
                            actual_settlement, attorney_id, notes, predicted_value, created_at, updated_at)
    SELECT ${firmId}, ${firmId} || '-' || g,
      (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','Maria','Jose'])[1 + g % 12] || ' ' ||
      (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Nguyen','Okafor','Kowalski'])[1 + (g / 12) % 13] || ' ' || g,
      (ARRAY['intake','treating','demand','negotiation','litigation','settled','closed','closed','litigation','intake'])[1 + (g * 7) % 10],
      DATE '2019-01-01' + (g % 2300),
      CASE WHEN (g * 7) % 10 BETWEEN 5 AND 7 THEN DATE '2019-01-01' + (g % 2300) + 200 + g % 400 END,
      (ARRAY['State Farm','GEICO','Progressive','Allstate','USAA','Liberty Mutual','Farmers','Nationwide'])[1 + g % 8],
      (ARRAY[25000, 50000, 100000, 250000, 1000000])[1 + g % 5],
      round((0.5 + (g % 50) / 100.0)::numeric, 2),
      CASE WHEN (g * 7) % 10 BETWEEN 5 AND 6 THEN 5000 + (g * 37) % 200000 END,
      ${firmId} || '-att-' || (1 + g % 8),
      CASE WHEN g % 3 = 0 THEN 'Client called about treatment ' || g END,
      CASE WHEN g % 4 <> 0 THEN 10000 + (g * 53) % 300000 END,
      timestamptz '2019-01-01' + (g || ' minutes')::interval,
      timestamptz '2019-01-01' + (g || ' minutes')::interval
    FROM generate_series(1, ${count}) g`.execute(db);
}

type Measured = { name: string; p50: number; p95: number; bareP50: number; bareP95: number; rows: number };

type Timings = { p50: number; p95: number };

async function time(run: () => Promise<unknown>): Promise<Timings> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

type Statement = { sql: string; parameters: readonly unknown[] };

/**
 * Our figure is the list's service (what GET /api/cases runs, without HTTP); the peer is the same
 * statements, recorded from one of its runs, sent one after another by a bare `pg` client on its
 * own connection (to the embedded database's socket for PGlite).
 */
async function measure(name: string, run: () => Promise<number>, recorder: Recorder, bare: pg.Client): Promise<Measured> {
  recorder.statements = [];
  const rows = await run();
  const statements = recorder.statements;
  recorder.statements = null;
  const ours = await time(run);
  const peer = await time(async () => {
    for (const statement of statements) await bare.query(statement.sql, [...statement.parameters]);
  });
  return { name, p50: ours.p50, p95: ours.p95, bareP50: peer.p50, bareP95: peer.p95, rows };
}

type Recorder = { statements: Statement[] | null };

const QUERIES: Array<[string, CaseListQueryInput]> = [
  ['list, newest first (default)', {}],
  ['list, page 100 (offset 2,475)', { page: 100 }],
  ['sort client name asc', { sort: 'clientName', direction: 'asc' }],
  ['sort predicted value desc', { sort: 'predictedValue', direction: 'desc' }],
  ['sort predicted value asc', { sort: 'predictedValue', direction: 'asc' }],
  ['sort duration desc', { sort: 'duration', direction: 'desc' }],
  ['sort duration asc', { sort: 'duration', direction: 'asc' }],
  ['sort attorney name asc', { sort: 'attorneyName', direction: 'asc' }],
  ['sort attorney name desc', { sort: 'attorneyName', direction: 'desc' }],
  ['sort phase asc', { sort: 'phase', direction: 'asc' }],
  ['sort date opened desc', { sort: 'dateOpened', direction: 'desc' }],
  ['sort updated asc', { sort: 'updatedAt', direction: 'asc' }],
  ['filter open', { filter: 'open' }],
  ['filter pre-lit, sort duration desc', { filter: 'pre_lit', sort: 'duration', direction: 'desc' }],
  ['phase demand, sort client name', { phase: 'demand', sort: 'clientName', direction: 'asc' }],
  ['filter lit, sort date opened', { filter: 'lit', sort: 'dateOpened' }],
  ['filter resolved, page 50', { filter: 'resolved', page: 50 }],
  ['filter resolved, sort attorney name desc', { filter: 'resolved', sort: 'attorneyName', direction: 'desc' }],
  ['search "smith" (common)', { search: 'smith' }],
  ['search "smith", sort predicted value desc', { search: 'smith', sort: 'predictedValue', direction: 'desc' }],
  ['search "99999" (one hit)', { search: '99999' }],
  ['search "state farm" + filter open', { search: 'state farm', filter: 'open' }],
  ['search "zzz" (no hit)', { search: 'zzz' }],
];

/** Deep pages read by cursor: the cursor is the one the page before returns. */
const CURSOR_QUERIES: Array<[string, CaseListQueryInput]> = [
  ['page 1,000 by cursor (after 24,975)', { page: 1000 }],
  ['sort duration desc, page 1,000 by cursor', { sort: 'duration', direction: 'desc', page: 1000 }],
  ['sort attorney name asc, page 3,500 by cursor (missing names)', { sort: 'attorneyName', direction: 'asc', page: 3500 }],
  ['filter resolved, sort client name, page 1,000 by cursor', { filter: 'resolved', sort: 'clientName', direction: 'asc', page: 1000 }],
  ['sort phase asc, page 1,000 by cursor', { sort: 'phase', direction: 'asc', page: 1000 }],
];

async function runTarget(label: string, handle: DatabaseHandle): Promise<Measured[]> {
  await migrateDatabase(handle.pool);
  const recorder: Recorder = { statements: null };
  const recording = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: handle.pool }),
    log: (event) => {
      if (event.level === 'query') recorder.statements?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const db = recording;
  const started = performance.now();
  await seedFirm(db, 'bench-a', CASES);
  await seedFirm(db, 'bench-b', OTHER_FIRM_CASES);
  await sql`ANALYZE`.execute(db);
  console.log(
    `${label}: ${CASES.toLocaleString('en-US')} + ${OTHER_FIRM_CASES.toLocaleString('en-US')} cases seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const bare = new pg.Client({
    connectionString: (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString,
  });
  await bare.connect();
  const actor = { firmId: 'bench-a', userId: null, userName: null, role: 'owner' as const };
  const results: Measured[] = [];
  try {
    for (const [name, input] of QUERIES) {
      const query = caseListQuerySchema.parse(input);
      results.push(await measure(name, async () => (await listCases(db, actor, query)).total, recorder, bare));
    }
    for (const [name, input] of CURSOR_QUERIES) {
      const query = caseListQuerySchema.parse(input);
      // The offset read of the page before gives the cursor (once, outside the timing).
      const before = await listCases(db, actor, { ...query, page: query.page - 1 });
      const withCursor = { ...query, cursor: before.nextCursor ?? undefined };
      results.push(await measure(name, async () => (await listCases(db, actor, withCursor)).items.length, recorder, bare));
    }
    results.push(
      await measure(
        'get one case by id',
        async () => ((await findCase(db, 'bench-a', `bench-a-${Math.ceil(CASES / 2)}`)) ? 1 : 0),
        recorder,
        bare,
      ),
    );
  } finally {
    await bare.end();
  }
  return results;
}

const LIMIT_MS = 50;

function printTable(columns: string[], results: Map<string, Measured[]>): void {
  const names = [...results.values()][0]!.map((result) => result.name);
  const header = [
    'query',
    'matches',
    ...columns.flatMap((column) => [
      `${column} p50 ms`,
      `${column} p95 ms`,
      `${column} bare p95 ms`,
      `${column} ratio`,
      `${column} p95 < ${LIMIT_MS} ms`,
    ]),
  ];
  const lines = names.map((name, index) => [
    name,
    [...results.values()][0]![index]!.rows.toLocaleString('en-US'),
    ...columns.flatMap((column) => {
      const result = results.get(column)![index]!;
      return [
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.bareP95.toFixed(1),
        `${(result.p95 / Math.max(result.bareP95, 0.01)).toFixed(2)}×`,
        result.p95 < LIMIT_MS ? 'met' : 'NOT MET',
      ];
    }),
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map((_, index) => (index < 2 ? '---' : '---:')).join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  const all = [...results.values()].flat();
  const missed = all.filter((result) => result.p95 >= LIMIT_MS).length;
  console.log(`\n${missed === 0 ? 'Met' : 'Not met'}: ${all.length - missed} of ${all.length} p95s under ${LIMIT_MS} ms.`);
}

async function main(): Promise<void> {
  const results = await runOnEachDatabase(runTarget);
  printTable([...results.keys()], results);
  console.log(
    `\n${RUNS} timed runs per query after 3 warm-up runs. Ours: the list's service (page, counters, the page's predictions) without HTTP. ` +
      `Bare: the same SQL statements sent one after another by a plain pg client; ratio = our p95 / bare p95. "matches" is the filtered total (rows on the page for cursor reads). ` +
      `Search on both databases: LIKE on the lower-cased search_text column through its pg_trgm index (migration 0028; the embedded database loads pg_trgm too), and the matches are counted in full.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
