// Retraining at firm scale: N settled cases (default 30,000; BENCH_RETRAIN_CASES, or BENCH_RETRAIN_LARGE=1 for 300,000)
// seeded in SQL, then the real firm retraining job (read, features, fit, calibrate, store, activate) on PGlite and on
// PostgreSQL (DATABASE_URL), each in its own process so that its peak RSS is its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';
import { openDatabase } from '../src/db/database.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createModelStore } from '../src/features/predictions/model-store.js';
import * as jobRepo from '../src/features/predictions/model-training/job-repository.js';
import * as trainingRepo from '../src/features/predictions/model-training/repository.js';
import type { RetrainTimings } from '../src/features/predictions/model-training/retrain-firm.js';
import { createModelTraining } from '../src/features/predictions/model-training/training-queue.js';
import { createJobQueue } from '../src/jobs/job-queue.js';
import { loadTrainingSettings } from '../src/features/predictions/model-training/training-settings.js';
import { withFreshPostgres } from './lib/bench-databases.js';
import type { Database } from '../src/db/schema.js';

const LARGE = process.env.BENCH_RETRAIN_LARGE === '1';
const CASES = Number(process.env.BENCH_RETRAIN_CASES ?? (LARGE ? 300_000 : 30_000));
/** Issue targets: 30,000 cases in 2 minutes; 300,000 in 15 minutes under 2 GB. */
const LIMIT_SECONDS = CASES > 30_000 ? 15 * 60 : 120;
const LIMIT_RSS_MB = 2048;
const FIRM = 'bench-retrain';

/**
 * Settled cases made in SQL: case types, carriers, states and severities cycle through fixed lists; the amount
 * follows the medical costs, the worst severity and the policy limit with some noise, so the model has something to learn.
 * Every case has one to three injuries and one to four treatments; every second case has two medical bills (their
 * total is its medical costs) and every third an offer. A tenth as many open cases sit beside them.
 */
async function seedFirm(db: Kysely<Database>, settled: number): Promise<void> {
  const open = Math.round(settled / 10);
  const total = settled + open;
  await sql`INSERT INTO firm (id, name) VALUES (${FIRM}, 'Bench retraining firm')`.execute(db);
  // Case numbers given here: the per-row counter trigger updates one row once per case, and in one statement
  // that row's versions pile up (a quadratic seeding time at 300,000 cases).
  await sql`ALTER TABLE legal_case DISABLE TRIGGER legal_case_case_no`.execute(db);
  await sql`INSERT INTO case_number_counter (firm_id, last_number) VALUES (${FIRM}, ${total})`.execute(db);
  await sql`
    INSERT INTO legal_case (firm_id, case_no, id, client_name, status, phase, case_type, date_opened, date_closed, incident_date, carrier, insurance_limits,
                            liability, jurisdiction, state, client_age, client_gender, medical_costs, work_days_missed, property_damage_amount,
                            has_treatment_gap, actual_settlement, created_at, updated_at)
    SELECT ${FIRM}, g, ${FIRM} || '-' || g, 'Client ' || g,
      CASE WHEN g <= ${settled} THEN (ARRAY['settled','Settled','closed'])[1 + g % 3] ELSE 'open' END,
      CASE WHEN g <= ${settled} THEN (ARRAY['settled','settled','closed'])[1 + g % 3] ELSE 'intake' END,
      (ARRAY['motor_vehicle','motor_vehicle','motor_vehicle','truck','motorcycle','pedestrian','premises','dog_bite','workplace','other'])[1 + g % 10],
      DATE '2015-01-01' + (g % 3000),
      CASE WHEN g <= ${settled} THEN DATE '2015-01-01' + (g % 3000) + 200 + g % 500 END,
      DATE '2015-01-01' + (g % 3000) - 20,
      (ARRAY['State Farm','GEICO','Progressive','Allstate','USAA','Liberty Mutual','Farmers','Nationwide'])[1 + g % 8],
      (ARRAY[25000, 50000, 100000, 250000, 1000000])[1 + (g / 7) % 5],
      round((0.5 + (g % 51) / 100.0)::numeric, 2),
      (ARRAY['TX','CA','FL','NY','GA','MD'])[1 + (g / 3) % 6],
      (ARRAY['TX','CA','FL','NY','GA','MD'])[1 + (g / 3) % 6],
      18 + g % 60,
      (ARRAY['female','male'])[1 + g % 2],
      CASE WHEN g % 2 = 1 THEN 2000 + (g * 37) % 80000 END,
      g % 40,
      CASE WHEN g % 10 < 3 THEN 1000 + (g * 13) % 20000 END,
      g % 9 = 0,
      CASE WHEN g <= ${settled} THEN round(((2000 + (g * 37) % 80000) * (1.5 + (g % 3)) * (0.5 + (g % 51) / 100.0)
        * least(1.0, (ARRAY[25000, 50000, 100000, 250000, 1000000])[1 + (g / 7) % 5] / 60000.0 + 0.4)
        * (0.7 + ((g * 2654435761::bigint) % 1000) / 1666.0))::numeric, 2) END,
      timestamptz '2015-01-01' + (g || ' minutes')::interval,
      timestamptz '2015-01-01' + (g || ' minutes')::interval
    FROM generate_series(1, ${total}) g`.execute(db);
  await sql`ALTER TABLE legal_case ENABLE TRIGGER legal_case_case_no`.execute(db);
  await sql`
    INSERT INTO injury (firm_id, id, case_id, type, body_part, severity, description)
    SELECT ${FIRM}, ${FIRM} || '-i-' || g || '-' || k, ${FIRM} || '-' || g,
      (ARRAY['Whiplash','Herniated disc','Fracture','Concussion','Sprain','Laceration'])[1 + (g + k) % 6],
      (ARRAY['Neck','Back','Arm','Head','Knee','Shoulder'])[1 + (g + k) % 6],
      (ARRAY['mild','moderate','severe'])[1 + g % 3],
      CASE WHEN (g + k) % 5 = 0 THEN 'Chronic pain after the injury' END
    FROM generate_series(1, ${total}) g, generate_series(1, 3) k
    WHERE k <= 1 + g % 3`.execute(db);
  await sql`
    INSERT INTO treatment (firm_id, id, case_id, type, start_date, end_date, duration, cost)
    SELECT ${FIRM}, ${FIRM} || '-t-' || g || '-' || k, ${FIRM} || '-' || g,
      (ARRAY['emergency','imaging','physical_therapy','chiropractic','orthopedic','surgical'])[1 + (g + k) % 6],
      DATE '2015-01-01' + (g % 3000) + 10 * k,
      DATE '2015-01-01' + (g % 3000) + 10 * k + (g % 90),
      g % 90,
      CASE WHEN g % 2 = 1 THEN 200 + (g * k * 17) % 8000 END
    FROM generate_series(1, ${total}) g, generate_series(1, 4) k
    WHERE k <= 1 + g % 4`.execute(db);
  await sql`
    INSERT INTO case_provider (firm_id, id, case_id, name)
    SELECT ${FIRM}, ${FIRM} || '-p-' || g, ${FIRM} || '-' || g, 'Provider ' || g % 50
    FROM generate_series(2, ${total}, 2) g`.execute(db);
  await sql`
    INSERT INTO case_medical_bill (firm_id, id, case_id, provider_id, service_from, billed)
    SELECT ${FIRM}, ${FIRM} || '-b-' || g || '-' || k, ${FIRM} || '-' || g, ${FIRM} || '-p-' || g, DATE '2015-01-01' + (g % 3000) + k, 1000 + (g * k * 29) % 30000
    FROM generate_series(2, ${total}, 2) g, generate_series(1, 2) k`.execute(db);
  await sql`
    INSERT INTO case_negotiation (firm_id, id, case_id, date, kind, amount)
    SELECT ${FIRM}, ${FIRM} || '-n-' || g, ${FIRM} || '-' || g, DATE '2015-01-01' + (g % 3000) + 150, 'offer', 5000 + (g * 41) % 90000
    FROM generate_series(3, ${total}, 3) g`.execute(db);
  await sql`ANALYZE`.execute(db);
}

type Result = RetrainTimings & {
  label: string;
  settledCases: number;
  seedSeconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  progress: string[];
  /** From the retrain request to the job being taken off the queue, and to the job finished (as the owner waits). */
  queueWait: number;
  requestToDone: number;
};

/** One database, in this process: migrate, seed, store the base model, retrain the firm, report. */
async function runTarget(label: string, handle: DatabaseHandle): Promise<Result> {
  await migrateDatabase(handle.pool);
  const db = handle.db;
  const seedStarted = performance.now();
  await seedFirm(db, CASES);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const settings = loadTrainingSettings({ ...process.env, BASE_MODEL_TRAINING: 'off', BASE_MODEL_FILE: builtBaseModelFile() });
  let timings: RetrainTimings | null = null;
  const jobs = createJobQueue({ pool: handle.pool, onError: (error) => console.error('job queue', error) });
  await jobs.start();
  const training = createModelTraining({
    db,
    jobs,
    models: createModelStore(),
    settings,
    databaseKind: handle.kind,
    log: { info: () => undefined, error: (object, message) => console.error(message, object) },
    onFirmRetrained: (measured) => {
      timings = measured;
    },
  });
  await training.start();
  await training.requestBaseModel();
  await training.drained();
  if (!(await trainingRepo.hasBaseModel(db))) throw new Error('the base model was not stored');
  // The progress people see: the job's stage and fraction, polled as the settings page does.
  const progress: string[] = [];
  let jobId = '';
  const poll = setInterval(() => {
    if (!jobId) return;
    void jobRepo.findJobForFirm(db, FIRM, jobId).then((row) => {
      const seen = row ? `${row.stage} ${Math.round(row.fraction * 100)}%` : '';
      if (row && progress.at(-1) !== seen) progress.push(seen);
    });
  }, 1000);
  const cpuBefore = process.cpuUsage();
  const requested = performance.now();
  jobId = (await training.requestFirmRetrain(FIRM, 'bench')).id;
  await training.drained();
  const requestToDone = (performance.now() - requested) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(poll);
  const finished = await jobRepo.findJobForFirm(db, FIRM, jobId);
  const waited = await sql<{ seconds: number }>`
    SELECT extract(epoch FROM started_at - created_at)::float8 AS seconds FROM training_job WHERE id = ${jobId}`.execute(db);
  await jobs.stop();
  if (finished?.status !== 'succeeded' || timings === null)
    throw new Error(`retraining ${finished?.status ?? 'missing'}: ${finished?.message ?? ''}`);
  return {
    ...(timings as RetrainTimings),
    label,
    settledCases: CASES,
    seedSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    progress,
    queueWait: waited.rows[0]?.seconds ?? Number.NaN,
    requestToDone,
  };
}

/** The base model `npm run build` wrote, when there is one: no base training before the measurement. */
function builtBaseModelFile(): string {
  const built = fileURLToPath(new URL('../dist/base-model.json', import.meta.url));
  return existsSync(built) ? built : '';
}

/** Child process: one database, result as a JSON line. */
async function runChild(target: string): Promise<void> {
  let result: Result;
  if (target === 'PGlite') {
    // On disk, as a firm's server keeps it (an in-memory database would count the whole firm in the heap).
    const dir = mkdtempSync(join(tmpdir(), 'casecast-retrain-'));
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      result = await runTarget('PGlite', handle);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    result = await withFreshPostgres(process.env.DATABASE_URL!, async (url) => {
      const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      try {
        return await runTarget('PostgreSQL', handle);
      } finally {
        await handle.close();
      }
    });
  }
  console.log(`RESULT ${JSON.stringify(result)}`);
}

function runInChild(target: string): Result | null {
  const child = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_RETRAIN_TARGET: target },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
    timeout: Number(process.env.BENCH_RETRAIN_TIMEOUT_S ?? 2 * LIMIT_SECONDS + 600) * 1000,
  });
  const line = child.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) {
    console.log(`${target}: no result (${child.error?.message ?? `exit code ${child.status}, signal ${child.signal}`})`);
    return null;
  }
  return JSON.parse(line.slice('RESULT '.length)) as Result;
}

function printTable(results: Array<Result | null>, targets: string[]): void {
  const header = [
    'database',
    'settled cases',
    'training rows',
    'read s',
    'features s',
    'fit s',
    'calibrate s',
    'store s',
    'total s',
    'queue wait s',
    'request to done s',
    'CPU s',
    'peak RSS MB',
    'limit',
    'met',
  ];
  console.log(`\n| ${header.join(' | ')} |\n|${header.map((_, i) => (i < 1 ? '---' : '---:')).join('|')}|`);
  results.forEach((r, i) => {
    const limit = `${LIMIT_SECONDS / 60} min, ${LIMIT_RSS_MB / 1024} GB`;
    if (!r) {
      console.log(`| ${targets[i]} | ${CASES.toLocaleString('en-US')} | | | | | | | did not finish | | | | | ${limit} | not met |`);
      return;
    }
    const met = r.total <= LIMIT_SECONDS && r.peakRssMb <= LIMIT_RSS_MB;
    const cells = [
      r.label,
      r.settledCases.toLocaleString('en-US'),
      r.trainingRows.toLocaleString('en-US'),
      ...[r.read, r.features, r.fit, r.calibrate, r.store, r.total, r.queueWait, r.requestToDone, r.cpuSeconds].map((s) => s.toFixed(1)),
      r.peakRssMb.toFixed(0),
      limit,
      met ? 'met' : 'not met',
    ];
    console.log(`| ${cells.join(' | ')} |`);
  });
  for (const r of results)
    if (r) console.log(`\n${r.label}: seeded in ${r.seedSeconds.toFixed(1)} s; progress seen: ${r.progress.join(' → ')}`);
  console.log(
    '\nTotal: from the job being claimed to the new model stored and active. Queue wait: from the retrain request to the job taken off the',
  );
  console.log(
    'job queue; request to done: to the queue drained, as the owner waits. CPU: all threads of the process (its own database included on PGlite) during the job;',
  );
  console.log(
    `on a busy machine it tells the work apart from the wait. Peak RSS: the whole process (seeding included). Load average at the end: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(', ')}.`,
  );
}

async function main(): Promise<void> {
  const target = process.env.BENCH_RETRAIN_TARGET;
  if (target) return runChild(target);
  // BENCH_RETRAIN_DATABASES=PostgreSQL (or PGlite) measures one of them only.
  const only = process.env.BENCH_RETRAIN_DATABASES;
  const targets = ['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])].filter((name) => !only || only.split(',').includes(name));
  if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PostgreSQL skipped.');
  console.log(`Retraining one firm with ${CASES.toLocaleString('en-US')} settled cases on ${targets.join(' and ')}…`);
  const results = targets.map(runInChild);
  printTable(results, targets);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
