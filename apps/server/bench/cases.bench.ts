// Cases list latency with 100,000 cases in one firm: list, search, filters and sorts, p50/p95, on PGlite and PostgreSQL.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { caseListQuerySchema, type CaseListQueryInput } from '@casecast/domain';
import type { DatabaseHandle } from '../src/db/database.js';
import { percentile, runOnEachDatabase } from './lib/bench-databases.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { listCases, findCase } from '../src/features/cases/repository.js';
import { withCaseTables, type CaseDatabase } from '../src/db/case-tables.js';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const OTHER_FIRM_CASES = Math.round(CASES / 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** Realistic-looking rows made in SQL: names, carriers and statuses cycle through fixed lists. */
async function seedFirm(db: Kysely<CaseDatabase>, firmId: string, count: number): Promise<void> {
  await sql`INSERT INTO firm (id, name) VALUES (${firmId}, ${`Bench firm ${firmId}`})`.execute(db);
  await sql`INSERT INTO attorney (firm_id, id, name) SELECT ${firmId}, ${firmId} || '-att-' || g, 'Attorney ' || g FROM generate_series(1, 8) g`.execute(db);
  await sql`
    INSERT INTO legal_case (firm_id, id, client_name, status, date_opened, date_closed, carrier, insurance_limits, liability,
                            actual_settlement, attorney_id, notes, predicted_value, created_at, updated_at)
    SELECT ${firmId}, ${firmId} || '-' || g,
      (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','Maria','Jose'])[1 + g % 12] || ' ' ||
      (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Nguyen','Okafor','Kowalski'])[1 + (g / 12) % 13] || ' ' || g,
      (ARRAY['open','negotiation','discovery','mediation','trial','settled','closed','dismissed','Settled','pending review'])[1 + (g * 7) % 10],
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

type Measured = { name: string; p50: number; p95: number; rows: number };


async function measure(name: string, run: () => Promise<number>): Promise<Measured> {
  let rows = 0;
  for (let i = 0; i < 3; i++) rows = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), rows };
}

const QUERIES: Array<[string, CaseListQueryInput]> = [
  ['list, newest first (default)', {}],
  ['list, page 100 (offset 2,475)', { page: 100 }],
  ['sort client name asc', { sort: 'clientName', direction: 'asc' }],
  ['sort predicted value desc', { sort: 'predictedValue', direction: 'desc' }],
  ['sort duration desc', { sort: 'duration', direction: 'desc' }],
  ['sort attorney name asc', { sort: 'attorneyName', direction: 'asc' }],
  ['sort status asc', { sort: 'status', direction: 'asc' }],
  ['filter open', { filter: 'open' }],
  ['filter lit, sort date opened', { filter: 'lit', sort: 'dateOpened' }],
  ['filter closed, page 50', { filter: 'closed', page: 50 }],
  ['search "smith" (common)', { search: 'smith' }],
  ['search "99999" (one hit)', { search: '99999' }],
  ['search "state farm" + filter open', { search: 'state farm', filter: 'open' }],
  ['search "zzz" (no hit)', { search: 'zzz' }],
];

async function runTarget(label: string, handle: DatabaseHandle): Promise<Measured[]> {
  await migrateDatabase(handle.pool);
  const db = withCaseTables(handle.db);
  const started = performance.now();
  await seedFirm(db, 'bench-a', CASES);
  await seedFirm(db, 'bench-b', OTHER_FIRM_CASES);
  await sql`ANALYZE`.execute(db);
  console.log(`${label}: ${CASES.toLocaleString('en-US')} + ${OTHER_FIRM_CASES.toLocaleString('en-US')} cases seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const results: Measured[] = [];
  for (const [name, input] of QUERIES) {
    const query = caseListQuerySchema.parse(input);
    results.push(await measure(name, async () => (await listCases(db, 'bench-a', query)).total));
  }
  results.push(await measure('get one case by id', async () => ((await findCase(db, 'bench-a', `bench-a-${Math.ceil(CASES / 2)}`)) ? 1 : 0)));
  return results;
}


function printTable(columns: string[], results: Map<string, Measured[]>): void {
  const names = [...results.values()][0]!.map((result) => result.name);
  const header = ['query', 'matches', ...columns.flatMap((column) => [`${column} p50 ms`, `${column} p95 ms`])];
  const lines = names.map((name, index) => [
    name,
    [...results.values()][0]![index]!.rows.toLocaleString('en-US'),
    ...columns.flatMap((column) => {
      const result = results.get(column)![index]!;
      return [result.p50.toFixed(1), result.p95.toFixed(1)];
    }),
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map((_, index) => (index < 2 ? '---' : '---:')).join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

async function main(): Promise<void> {
  const results = await runOnEachDatabase(runTarget);
  printTable([...results.keys()], results);
  console.log(`\n${RUNS} timed runs per query after 3 warm-up runs; each list query also counts the matches and the firm's total.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
