// Dashboard, analytics and attorney metrics latency with 100,000 cases in one firm, p50/p95 on PGlite and PostgreSQL,
// beside the same SQL sent by a bare pg client, against the 300 ms limit.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';
import { percentile, runOnEachDatabase } from './lib/bench-databases.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { getDashboard } from '../src/features/dashboard/service.js';
import { getSettlementAnalytics } from '../src/features/analytics/service.js';
import { calculateAttorneyPerformance, getAttorneyWar, listAttorneyPerformance } from '../src/features/attorney-metrics/service.js';
import { createModelStore } from '../src/features/predictions/model-store.js';
import type { Database } from '../src/db/schema.js';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const OTHER_FIRM_CASES = Math.round(CASES / 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/**
 * Cases made in SQL (names, types, carriers and statuses cycle through fixed lists; about 30% settled
 * with an amount), and a prediction for three cases in four: settled ones before their close date.
 */
async function seedFirm(db: Kysely<Database>, firmId: string, count: number): Promise<void> {
  await sql`INSERT INTO firm (id, name) VALUES (${firmId}, ${`Bench firm ${firmId}`})`.execute(db);
  await sql`INSERT INTO attorney (firm_id, id, name) SELECT ${firmId}, ${firmId} || '-att-' || g, 'Attorney ' || g FROM generate_series(1, 8) g`.execute(
    db,
  );
  await sql`
    INSERT INTO legal_case (firm_id, id, client_name, status, phase, case_type, date_opened, date_closed, carrier, insurance_limits, liability,
                            actual_settlement, attorney_id, predicted_value, created_at, updated_at)
    SELECT ${firmId}, ${firmId} || '-' || g,
      (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','Maria','Jose'])[1 + g % 12] || ' ' ||
      (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Nguyen','Okafor','Kowalski'])[1 + (g / 12) % 13] || ' ' || g,
      (ARRAY['open','negotiation','discovery','mediation','trial','settled','closed','dismissed','Settled','pending review'])[1 + (g * 7) % 10],
      -- The same statuses as phases (packages/domain cases/case-phase.ts).
      (ARRAY['intake','negotiation','litigation','negotiation','litigation','settled','closed','closed','settled','intake'])[1 + (g * 7) % 10],
      (ARRAY['auto','auto','auto','premises_liability','medical_malpractice','product_liability','other_tort'])[1 + g % 7],
      DATE '2019-01-01' + (g % 2300),
      CASE WHEN (g * 7) % 10 BETWEEN 5 AND 8 THEN DATE '2019-01-01' + (g % 2300) + 200 + g % 400 END,
      (ARRAY['State Farm','GEICO','Progressive','Allstate','USAA','Liberty Mutual','Farmers','Nationwide'])[1 + g % 8],
      (ARRAY[25000, 50000, 100000, 250000, 1000000])[1 + g % 5],
      CASE WHEN g % 9 <> 0 THEN round((0.5 + (g % 50) / 100.0)::numeric, 2) END,
      CASE WHEN (g * 7) % 10 IN (5, 6, 8) THEN 5000 + (g * 37) % 200000 END,
      ${firmId} || '-att-' || (1 + g % 8),
      CASE WHEN g % 4 <> 0 THEN 10000 + (g * 53) % 300000 END,
      timestamptz '2019-01-01' + (g || ' minutes')::interval,
      timestamptz '2019-01-01' + (g || ' minutes')::interval
    FROM generate_series(1, ${count}) g`.execute(db);
  await sql`
    INSERT INTO prediction (firm_id, case_id, predicted_value, confidence, lower_bound, upper_bound, key_factors, model_version, input_data, created_at)
    SELECT c.firm_id, c.id, c.predicted_value, 0.4, c.predicted_value * 0.6, c.predicted_value * 1.6, '[]'::jsonb, 'bench', '{}'::jsonb,
      coalesce(c.date_closed - 30, c.date_opened + 10)::timestamptz
    FROM legal_case c WHERE c.firm_id = ${firmId} AND c.predicted_value IS NOT NULL`.execute(db);
}

type Measured = { name: string; p50: number; p95: number; bareP95: number };
type Timings = { p50: number; p95: number };
type Statement = { sql: string; parameters: readonly unknown[] };
type Recorder = { statements: Statement[] | null };

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

/** Ours: the endpoint's service; bare: the statements one run of it sent, replayed one after another by a plain pg client. */
async function measure(name: string, run: () => Promise<unknown>, recorder: Recorder, bare: pg.Client): Promise<Measured> {
  recorder.statements = [];
  await run();
  const statements = recorder.statements;
  recorder.statements = null;
  const ours = await time(run);
  const peer = await time(async () => {
    for (const statement of statements) await bare.query(statement.sql, [...statement.parameters]);
  });
  return { name, p50: ours.p50, p95: ours.p95, bareP95: peer.p95 };
}

async function runTarget(label: string, handle: DatabaseHandle): Promise<Measured[]> {
  await migrateDatabase(handle.pool);
  const recorder: Recorder = { statements: null };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: handle.pool }),
    log: (event) => {
      if (event.level === 'query') recorder.statements?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const started = performance.now();
  await seedFirm(db, 'bench-a', CASES);
  await seedFirm(db, 'bench-b', OTHER_FIRM_CASES);
  // Vacuumed as a firm's tables are in use (autovacuum on PostgreSQL, the server's own maintenance on the embedded
  // database, within minutes of a bulk load): a scan then skips the visibility checks a fresh load still needs.
  await sql`VACUUM (ANALYZE)`.execute(db);
  console.log(
    `${label}: ${CASES.toLocaleString('en-US')} + ${OTHER_FIRM_CASES.toLocaleString('en-US')} cases (and a prediction for 3 in 4) seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const deps = { db, models: createModelStore() };
  const owner = { firmId: 'bench-a', role: 'owner' as const };
  await calculateAttorneyPerformance(deps, owner, { startDate: '2023-01-01', endDate: '2023-03-31' });
  const bare = new pg.Client({
    connectionString: (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString,
  });
  await bare.connect();
  try {
    return [
      await measure('GET /api/dashboard', () => getDashboard(db, 'bench-a'), recorder, bare),
      await measure('GET /api/analytics', () => getSettlementAnalytics(db, 'bench-a', undefined), recorder, bare),
      await measure('GET /api/analytics?search=state farm', () => getSettlementAnalytics(db, 'bench-a', 'state farm'), recorder, bare),
      await measure('GET /api/analytics?search=smith', () => getSettlementAnalytics(db, 'bench-a', 'smith'), recorder, bare),
      await measure('GET /api/attorneys/metrics/war', () => getAttorneyWar(deps, owner), recorder, bare),
      await measure('GET /api/attorneys/metrics/performance', () => listAttorneyPerformance(deps, owner, {}), recorder, bare),
      await measure(
        'POST /api/attorneys/metrics/calculate (a quarter)',
        () => calculateAttorneyPerformance(deps, owner, { startDate: '2023-04-01', endDate: '2023-06-30' }),
        recorder,
        bare,
      ),
    ];
  } finally {
    await bare.end();
  }
}

const LIMIT_MS = 300;

function printTable(results: Map<string, Measured[]>): void {
  const columns = [...results.keys()];
  const names = [...results.values()][0]!.map((result) => result.name);
  const header = [
    'endpoint',
    ...columns.flatMap((column) => [
      `${column} p50 ms`,
      `${column} p95 ms`,
      `${column} bare p95 ms`,
      `${column} ratio`,
      `${column} p95 < ${LIMIT_MS} ms`,
    ]),
  ];
  console.log(`\n| ${header.join(' | ')} |\n|---|${columns.map(() => '---:|---:|---:|---:|---:').join('|')}|`);
  names.forEach((name, index) => {
    const cells = columns.flatMap((column) => {
      const result = results.get(column)![index]!;
      return [
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.bareP95.toFixed(1),
        `${(result.p95 / Math.max(result.bareP95, 0.01)).toFixed(2)}×`,
        result.p95 < LIMIT_MS ? 'met' : 'NOT MET',
      ];
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  });
  const all = [...results.values()].flat();
  const missed = all.filter((result) => result.p95 >= LIMIT_MS).length;
  console.log(`\n${missed === 0 ? 'Met' : 'Not met'}: ${all.length - missed} of ${all.length} p95s under ${LIMIT_MS} ms.`);
}

async function main(): Promise<void> {
  const results = await runOnEachDatabase(runTarget);
  printTable(results);
  console.log(
    `\n${RUNS} timed runs per endpoint (its service: the SQL and the shaping, without HTTP) after 3 warm-up runs. ` +
      'Bare: the same statements sent one after another by a plain pg client; ratio = our p95 / bare p95.',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
