// Prediction latency under 20 concurrent clients against the real server over HTTP, and retraining time on 300 and 3,000 settled cases
// entered through the app (firm scale, 30,000 and 300,000 seeded in SQL: retrain.bench.ts).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MODEL_ERROR_NAME, formatPercent, getModelError, type ModelCardView } from '@casecast/domain';
import { generateFirm } from '@casecast/synth';
import { percentile } from './lib/bench-databases.js';
import { measurePredictionCompute } from './lib/prediction-compute.js';
import { runBenchmark, startBenchServer } from './lib/bench-server.js';
import type { Runtime } from '../src/runtime.js';
import { insertDemoFirmData } from '../src/features/demo/repository.js';
import { getFirmContext } from '../src/features/firms/service.js';

const CLIENTS = 20;
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_REQUESTS_PER_CLIENT ?? 25);
const RETRAIN_SIZES = (process.env.BENCH_RETRAIN_SIZES ?? '300,3000').split(',').map(Number);
process.env.BASE_MODEL_ROWS ??= '25000';
process.env.BASE_MODEL_TRAINING = 'on-start';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(runtime: Runtime, base: string, name: string, origin: string): Promise<{ cookie: string; userId: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@bench.test`;
  const password = 'bench password 1';
  const created = await runtime.auth.api.signUpEmail({ body: { name, email, password } });
  await runtime.database.db.updateTable('user').set({ emailVerified: true }).where('id', '=', created.user.id).execute();
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  // The bearer token (better-auth bearer plugin), as an API client would use it.
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error('sign-in returned no bearer token');
  return { cookie: token, userId: created.user.id };
}

async function main(): Promise<void> {
  const { runtime, config, base } = await startBenchServer({ demoMode: false });
  const http = (cookie: string) => async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${cookie}`,
        origin: config.baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} }; // eslint-disable-line @typescript-eslint/no-explicit-any -- benchmark reads a few known fields
  };
  try {
    const owner = await signUp(runtime, base, 'Bench Owner', config.baseUrl);
    const api = http(owner.cookie);
    const started = performance.now();
    let modelCard: Record<string, any> | null = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- printed fields only
    for (;;) {
      const models = await api('GET', '/api/prediction-models');
      if (models.body.active) {
        modelCard = models.body.active.card;
        break;
      }
      if (models.body.latestJob?.status === 'failed') throw new Error(`base model failed: ${models.body.latestJob.message}`);
      await sleep(500);
    }
    const baseSeconds = (performance.now() - started) / 1000;

    const setup = async (path: string, body: Record<string, unknown>) => {
      const response = await api('POST', path, body);
      if (response.status !== 201 && response.status !== 200)
        throw new Error(`POST ${path}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      return response;
    };
    const created = await setup('/api/cases', {
      clientName: 'Bench Client',
      status: 'open',
      dateOpened: '2024-03-01',
      carrier: 'State Farm',
      insuranceLimits: 100000,
      liability: 0.9,
      state: 'TX',
      jurisdiction: 'Harris County',
      caseType: 'motor_vehicle',
    });
    const caseId = created.body.id as string;
    await setup(`/api/cases/${caseId}/injuries`, {
      type: 'Herniated disc',
      bodyPart: 'Back',
      severity: 'severe',
      description: 'Herniated lumbar disc',
    });
    await setup(`/api/cases/${caseId}/treatments`, {
      type: 'physical_therapy',
      provider: 'Core PT',
      startDate: '2024-03-05',
      endDate: '2024-06-30',
      cost: 6400,
      duration: 117,
    });
    for (let i = 0; i < 5; i++) await api('POST', `/api/cases/${caseId}/predictions`, {}); // warm the model cache and JIT

    const latency = async (label: string, run: () => Promise<{ status: number }>) => {
      const times: number[] = [];
      const wall = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
            const t0 = performance.now();
            const response = await run();
            if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
            times.push(performance.now() - t0);
          }
        }),
      );
      const seconds = (performance.now() - wall) / 1000;
      times.sort((a, b) => a - b);
      return { label, n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), perSecond: times.length / seconds };
    };
    const ownerFirm = await getFirmContext(runtime.database.db, owner.userId);
    const compute = await measurePredictionCompute(runtime.database.db, ownerFirm!.firmId, [caseId], 500);
    const rows = [
      await latency('POST /api/cases/:caseId/predictions (predict + store)', () => api('POST', `/api/cases/${caseId}/predictions`, {})),
      await latency('POST /api/predictions/predict (what-if)', () =>
        api('POST', '/api/predictions/predict', { medical_costs: 25000, injuries: [{ severity: 'moderate', body_region: 'neck' }] }),
      ),
      await latency('GET /api/cases/:caseId/predictions/latest', () => api('GET', `/api/cases/${caseId}/predictions/latest`)),
    ];

    console.log(
      `Base model: ${modelCard!.trainingRows} synthetic settled cases, ready ${baseSeconds.toFixed(1)} s after start (training ${Number(modelCard!.trainingSeconds).toFixed(1)} s)`,
    );
    console.log(
      `  ${MODEL_ERROR_NAME.toLowerCase()} ${formatPercent(getModelError(modelCard as ModelCardView).medianApe)} (maeLog ${Number(modelCard!.heldOut.maeLog).toFixed(3)}), R² ${Number(modelCard!.heldOut.r2).toFixed(3)}, 95% range coverage ${formatPercent(modelCard!.coverage.measured)} (mean width ${Number(modelCard!.coverage.meanRelativeWidth).toFixed(2)}× the prediction)`,
    );
    console.log(`\nLatency, ${CLIENTS} concurrent clients over HTTP on loopback (PGlite):\n`);
    console.log('| request | n | p50 ms | p95 ms | req/s |\n|---|---|---|---|---|');
    for (const row of rows)
      console.log(`| ${row.label} | ${row.n} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.perSecond.toFixed(0)} |`);
    console.log(
      `\nCompute per prediction (value, 95% and likely ranges, members, exact SHAP explanation, missing facts; ${compute.trees} trees), ${compute.n} runs on one thread:\n`,
    );
    console.log('| figure | value | limit | met |\n|---|---|---|---|');
    console.log(`| CPU ms per prediction | ${compute.cpuMs.toFixed(2)} | < 5 | ${compute.cpuMs < 5 ? 'met' : 'not met'} |`);
    console.log(`| wall ms per prediction, p50 / p95 | ${compute.p50Ms.toFixed(2)} / ${compute.p95Ms.toFixed(2)} | | |`);

    console.log('\nRetraining (firm cases + synthetic prior, worker thread, evaluation, store):\n');
    console.log(
      '| settled firm cases | training rows | seconds | held-out set | MAE log new / previous | replaced |\n|---|---|---|---|---|---|',
    );
    for (const size of RETRAIN_SIZES) {
      const firmOwner = await signUp(runtime, base, `Retrain Owner ${size}`, config.baseUrl);
      const firmApi = http(firmOwner.cookie);
      const context = await getFirmContext(runtime.database.db, firmOwner.userId);
      // About 70% of a generated history settles for an amount: generate enough cases for the target.
      const firm = generateFirm({
        seed: size,
        caseCount: Math.ceil(size / 0.7),
        attorneyCount: 8,
        endDate: '2025-06-30',
        asOf: '2045-01-01',
      });
      await runtime.database.db.transaction().execute((trx) => insertDemoFirmData(trx, context!.firmId, firm));
      const t0 = performance.now();
      const job = await firmApi('POST', '/api/prediction-models/retrain');
      if (job.status !== 202) throw new Error(`retrain: ${job.status} ${JSON.stringify(job.body)}`);
      let finished: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- printed fields only
      for (;;) {
        finished = (await firmApi('GET', `/api/prediction-models/jobs/${job.body.id}`)).body;
        if (finished.status === 'succeeded' || finished.status === 'failed') break;
        await sleep(250);
      }
      const seconds = (performance.now() - t0) / 1000;
      if (finished.status === 'failed') throw new Error(`retrain ${size} failed: ${finished.message}`);
      const models = (await firmApi('GET', '/api/prediction-models')).body;
      const card = models.models.find((m: { id: string }) => m.id === finished.modelId).card;
      console.log(
        `| ${models.settledCaseCount} (${card.firmRows} trained on) | ${card.trainingRows} | ${seconds.toFixed(1)} | ${card.evaluation.set} (${card.evaluation.n}) | ${card.evaluation.maeLog.toFixed(3)} / ${Number(card.evaluation.previousMaeLog).toFixed(3)} | ${finished.replaced ? 'yes' : 'no'} |`,
      );
    }
  } finally {
    await runtime.close();
  }
}

runBenchmark(main);
