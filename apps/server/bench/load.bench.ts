// Load check: many concurrent API clients for a fixed time against the real server over HTTP on the
// embedded database with the demo firm; p50/p95 per route, errors, and the event loop's delay.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { percentile } from './lib/bench-databases.js';
import { runBenchmark, startBenchServer } from './lib/bench-server.js';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Targets from the performance goals: predictions p95 under 300 ms, reads p95 under 200 ms, no errors. */
const PREDICTION_P95_LIMIT_MS = 300;
const READ_P95_LIMIT_MS = 200;
const EVENT_LOOP_P99_LIMIT_MS = 50;
process.env.BASE_MODEL_TRAINING = 'on-start';

/** accepts: statuses that are a right answer (a case with no prediction yet answers 404 to "latest"). */
type Route = { label: string; weight: number; kind: 'read' | 'prediction'; accepts?: number[]; request: (caseId: string) => { method: string; path: string; body?: unknown } };

/** A working day's mix: mostly reading lists and cases, some predictions. */
const routes: Route[] = [
  { label: 'GET /api/cases (list)', weight: 20, kind: 'read', request: () => ({ method: 'GET', path: '/api/cases?page=1&pageSize=25' }) },
  { label: 'GET /api/cases?search=', weight: 8, kind: 'read', request: () => ({ method: 'GET', path: '/api/cases?search=smith' }) },
  { label: 'GET /api/cases/:id', weight: 20, kind: 'read', request: (id) => ({ method: 'GET', path: `/api/cases/${id}` }) },
  { label: 'GET /api/cases/:id/history', weight: 5, kind: 'read', request: (id) => ({ method: 'GET', path: `/api/cases/${id}/history` }) },
  { label: 'GET /api/dashboard', weight: 8, kind: 'read', request: () => ({ method: 'GET', path: '/api/dashboard' }) },
  { label: 'GET /api/analytics', weight: 4, kind: 'read', request: () => ({ method: 'GET', path: '/api/analytics' }) },
  { label: 'GET /api/attorneys', weight: 4, kind: 'read', request: () => ({ method: 'GET', path: '/api/attorneys' }) },
  { label: 'GET /api/direct-predictions/:id/latest', weight: 10, kind: 'read', accepts: [200, 404], request: (id) => ({ method: 'GET', path: `/api/direct-predictions/${id}/latest` }) },
  { label: 'POST /api/predictions/:id (predict + store)', weight: 8, kind: 'prediction', request: (id) => ({ method: 'POST', path: `/api/predictions/${id}`, body: {} }) },
  {
    label: 'POST /api/predictions/predict (what-if)',
    weight: 8,
    kind: 'prediction',
    request: () => ({ method: 'POST', path: '/api/predictions/predict', body: { medical_costs: 25000, injuries: [{ severity: 'moderate', body_region: 'neck' }] } }),
  },
];
const totalWeight = routes.reduce((sum, route) => sum + route.weight, 0);

function pickRoute(): Route {
  let roll = Math.random() * totalWeight;
  for (const route of routes) {
    roll -= route.weight;
    if (roll < 0) return route;
  }
  return routes[routes.length - 1]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const { runtime, base } = await startBenchServer({ demoMode: true });
  try {
    const login = runtime.demoLogin;
    if (!login) throw new Error('the demo firm was not seeded');
    const signIn = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    const send = async (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // The base model must be ready, so that predictions measure predicting, not waiting.
    for (;;) {
      const models = (await (await send('GET', '/api/prediction-models')).json()) as { active?: unknown; latestJob?: { status: string; message?: string } };
      if (models.active) break;
      if (models.latestJob?.status === 'failed') throw new Error(`base model failed: ${models.latestJob.message}`);
      await sleep(500);
    }
    const list = (await (await send('GET', '/api/cases?page=1&pageSize=100')).json()) as { items: Array<{ id: string }> };
    const caseIds = list.items.map((row) => row.id);
    if (caseIds.length === 0) throw new Error('the demo firm has no cases');

    const times = new Map<string, number[]>(routes.map((route) => [route.label, []]));
    const errors = new Map<string, number>(routes.map((route) => [route.label, 0]));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const deadline = performance.now() + SECONDS * 1000;
    const wall = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const route = pickRoute();
          const { method, path, body } = route.request(caseIds[Math.floor(Math.random() * caseIds.length)]!);
          const t0 = performance.now();
          try {
            const response = await send(method, path, body);
            await response.arrayBuffer();
            if (!(route.accepts ?? [200, 201]).includes(response.status)) errors.set(route.label, errors.get(route.label)! + 1);
            else times.get(route.label)!.push(performance.now() - t0);
          } catch {
            errors.set(route.label, errors.get(route.label)! + 1);
          }
        }
      }),
    );
    loop.disable();
    const elapsed = (performance.now() - wall) / 1000;

    console.log(`${CLIENTS} concurrent clients for ${SECONDS} s over HTTP on loopback, embedded database (PGlite), demo firm, requests spread over ${caseIds.length} of its cases:\n`);
    console.log('| route | n | errors | p50 ms | p95 ms | p95 limit ms | met |\n|---|---|---|---|---|---|---|');
    let all: number[] = [];
    let totalErrors = 0;
    for (const route of routes) {
      const sorted = times.get(route.label)!.sort((a, b) => a - b);
      all = all.concat(sorted);
      totalErrors += errors.get(route.label)!;
      const limit = route.kind === 'prediction' ? PREDICTION_P95_LIMIT_MS : READ_P95_LIMIT_MS;
      const p95 = percentile(sorted, 95);
      console.log(`| ${route.label} | ${sorted.length} | ${errors.get(route.label)} | ${percentile(sorted, 50).toFixed(0)} | ${p95.toFixed(0)} | ${limit} | ${p95 < limit && errors.get(route.label) === 0 ? 'yes' : 'no'} |`);
    }
    all.sort((a, b) => a - b);
    const loopP99 = loop.percentile(99) / 1e6;
    console.log(`| all routes | ${all.length} | ${totalErrors} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 95).toFixed(0)} | | |`);
    console.log(`\nThroughput ${(all.length / elapsed).toFixed(0)} req/s; errors ${totalErrors} (limit 0: ${totalErrors === 0 ? 'met' : 'not met'}).`);
    console.log(`Event-loop delay p99 ${loopP99.toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms (p99 limit ${EVENT_LOOP_P99_LIMIT_MS} ms: ${loopP99 < EVENT_LOOP_P99_LIMIT_MS ? 'met' : 'not met'}).`);
  } finally {
    await runtime.close();
  }
}

runBenchmark(main);
