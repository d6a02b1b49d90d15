// Start-up figures a new user waits for: seeding the demo firm, the base model becoming ready, and how
// soon a training run stops once cancelled. Tests check that these things happen; this measures how fast.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { generateSyntheticCases, trainInWorker } from '@casecast/ml';
import { loadConfig } from '../src/config.js';
import { startRuntime } from '../src/runtime.js';
import { seedDemoFirm } from '../src/features/demo/seed-demo-firm.js';
import { runBenchmark } from './lib/bench-server.js';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
/** The limits the tests used to assert: now figures to watch on a quiet machine. */
const DEMO_SEED_LIMIT_S = 10;
const CANCEL_LIMIT_S = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureStart(): Promise<{ seedSeconds: number; modelSeconds: number }> {
  const config = {
    ...loadConfig({
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '',
      PORT: '0',
    }),
    dataDir: 'memory://',
    demoMode: false,
  };
  const started = performance.now();
  const runtime = await startRuntime(config, { logger: false });
  try {
    const t0 = performance.now();
    const seeded = await seedDemoFirm({ db: runtime.database.db, auth: runtime.auth });
    if (!seeded.seeded) throw new Error('the demo firm was already there');
    const seedSeconds = (performance.now() - t0) / 1000;
    // The base model is trained after start; a prediction can be made once a model row is active.
    for (;;) {
      const active = await runtime.database.db.selectFrom('prediction_model').select('id').where('firm_id', 'is', null).executeTakeFirst();
      if (active) break;
      await sleep(100);
    }
    return { seedSeconds, modelSeconds: (performance.now() - started) / 1000 };
  } finally {
    await runtime.close();
  }
}

async function measureCancel(): Promise<number> {
  const table = generateSyntheticCases({ rows: 20_000, seed: 9 });
  const controller = new AbortController();
  let abortedAt = 0;
  const run = trainInWorker(table, {
    target: 'settlement',
    targetTransform: 'log',
    signal: controller.signal,
    onProgress: () => {
      if (abortedAt === 0) abortedAt = performance.now();
      controller.abort();
    },
  });
  await run.catch(() => undefined);
  return (performance.now() - abortedAt) / 1000;
}

async function main(): Promise<void> {
  process.env.BASE_MODEL_TRAINING = 'on-start';
  console.log(
    '| run | demo firm seeded (300 cases), s | base model ready after start, s | training cancelled after, s |\n|---|---|---|---|',
  );
  const seeds: number[] = [];
  const cancels: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { seedSeconds, modelSeconds } = await measureStart();
    const cancelSeconds = await measureCancel();
    seeds.push(seedSeconds);
    cancels.push(cancelSeconds);
    console.log(`| ${run} | ${seedSeconds.toFixed(2)} | ${modelSeconds.toFixed(1)} | ${cancelSeconds.toFixed(2)} |`);
  }
  const worst = (values: number[]) => Math.max(...values);
  console.log(
    `\nDemo seeding worst ${worst(seeds).toFixed(2)} s (limit ${DEMO_SEED_LIMIT_S} s: ${worst(seeds) < DEMO_SEED_LIMIT_S ? 'met' : 'not met'}); cancel worst ${worst(cancels).toFixed(2)} s (limit ${CANCEL_LIMIT_S} s: ${worst(cancels) < CANCEL_LIMIT_S ? 'met' : 'not met'}).`,
  );
}

runBenchmark(main);
