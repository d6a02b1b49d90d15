// Load check: many concurrent API clients for a fixed time against the real server over HTTP on the embedded
// database with the demo firm, twice: at a working pace (each client pauses between requests) and at saturation
// (no pause); p50/p95 per route, errors, the server's event-loop delay and the CPU time of one prediction, with a
// closing table of each figure beside its limit for both phases.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './lib/bench-databases.js';
import { runBenchmark, startBenchServer } from './lib/bench-server.js';
import { runLoadClients, type LoadRoute } from './lib/load-clients.js';
import { measurePredictionCompute } from './lib/prediction-compute.js';
import { getFirmContext } from '../src/features/firms/service.js';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Mean pause between one client's requests in the working-pace phase (the saturation phase has none). */
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
/** Targets from the performance goals (issue: predictions in milliseconds). */
const COMPUTE_LIMIT_MS = 5;
const PREDICTION_P95_LIMIT_MS = 300;
const READ_P95_LIMIT_MS = 200;
const EVENT_LOOP_P99_LIMIT_MS = 50;
process.env.BASE_MODEL_TRAINING = 'on-start';

type Route = LoadRoute & { kind: 'read' | 'prediction' };

/** A working day's mix: mostly reading lists and cases, some predictions. */
const routes: Route[] = [
  { label: 'GET /api/cases (list)', weight: 20, kind: 'read', method: 'GET', path: '/api/cases?page=1&pageSize=25', accepts: [200] },
  { label: 'GET /api/cases?search=', weight: 8, kind: 'read', method: 'GET', path: '/api/cases?search=smith', accepts: [200] },
  { label: 'GET /api/cases/:id', weight: 20, kind: 'read', method: 'GET', path: '/api/cases/:id', accepts: [200] },
  { label: 'GET /api/cases/:id/history', weight: 5, kind: 'read', method: 'GET', path: '/api/cases/:id/history', accepts: [200] },
  { label: 'GET /api/dashboard', weight: 8, kind: 'read', method: 'GET', path: '/api/dashboard', accepts: [200] },
  { label: 'GET /api/analytics', weight: 4, kind: 'read', method: 'GET', path: '/api/analytics', accepts: [200] },
  { label: 'GET /api/attorneys', weight: 4, kind: 'read', method: 'GET', path: '/api/attorneys', accepts: [200] },
  // A case with no prediction yet answers 404 to "latest": a right answer.
  {
    label: 'GET /api/cases/:id/predictions/latest',
    weight: 10,
    kind: 'read',
    method: 'GET',
    path: '/api/cases/:id/predictions/latest',
    accepts: [200, 404],
  },
  {
    label: 'POST /api/cases/:id/predictions (predict + store)',
    weight: 8,
    kind: 'prediction',
    method: 'POST',
    path: '/api/cases/:id/predictions',
    body: {},
    accepts: [200],
  },
  {
    label: 'POST /api/predictions/predict (what-if)',
    weight: 8,
    kind: 'prediction',
    method: 'POST',
    path: '/api/predictions/predict',
    body: { medical_costs: 25000, injuries: [{ severity: 'moderate', body_region: 'neck' }] },
    accepts: [200],
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const met = (ok: boolean) => (ok ? 'met' : 'not met');

type PhaseSummary = {
  name: string;
  throughput: number;
  cpuPerRequest: number;
  predictionP50: number;
  predictionP95: number;
  worstRead: { label: string; p95: number };
  errors: number;
  loopP99: number;
};

/** One load phase: runs the clients, prints the per-route table and returns the figures the closing table compares. */
async function runPhase(options: { base: string; token: string; caseIds: string[]; thinkMs: number; name: string }): Promise<PhaseSummary> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const result = await runLoadClients({
    base: options.base,
    token: options.token,
    routes,
    caseIds: options.caseIds,
    clients: CLIENTS,
    seconds: SECONDS,
    thinkMs: options.thinkMs,
  });
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  console.log('| route | n | errors | p50 ms | p95 ms | p95 limit ms | met |\n|---|---|---|---|---|---|---|');
  let all: number[] = [];
  let predictions: number[] = [];
  let errors = 0;
  let worstRead = { label: '', p95: 0 };
  for (const route of routes) {
    const sorted = result.times[route.label]!.sort((a, b) => a - b);
    const routeErrors = result.errors[route.label]!;
    all = all.concat(sorted);
    if (route.kind === 'prediction') predictions = predictions.concat(sorted);
    errors += routeErrors;
    const limit = route.kind === 'prediction' ? PREDICTION_P95_LIMIT_MS : READ_P95_LIMIT_MS;
    const p95 = percentile(sorted, 95);
    if (route.kind === 'read' && p95 >= worstRead.p95) worstRead = { label: route.label, p95 };
    console.log(
      `| ${route.label} | ${sorted.length} | ${routeErrors} | ${percentile(sorted, 50).toFixed(0)} | ${p95.toFixed(0)} | ${limit} | ${p95 < limit && routeErrors === 0 ? 'yes' : 'no'} |`,
    );
  }
  all.sort((a, b) => a - b);
  predictions.sort((a, b) => a - b);
  console.log(`| all routes | ${all.length} | ${errors} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 95).toFixed(0)} | | |`);
  // The server's CPU time (event loop, database thread, prediction workers) per answered request: unlike latency, it
  // does not grow when other work on the machine takes the cores.
  return {
    name: options.name,
    throughput: all.length / result.seconds,
    cpuPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, all.length),
    predictionP50: percentile(predictions, 50),
    predictionP95: percentile(predictions, 95),
    worstRead,
    errors,
    loopP99: loop.percentile(99) / 1e6,
  };
}

async function main(): Promise<void> {
  const { runtime, base } = await startBenchServer({ demoMode: true });
  try {
    const login = runtime.demoLogin;
    if (!login) throw new Error('the demo firm was not seeded');
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const session = (await signIn.json()) as { session: { access_token: string }; user: { id: string } };
    const token = session.session.access_token;
    const send = async (method: string, path: string) => fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });

    // The base model must be ready and no training running, so that the load measures serving, not training.
    for (;;) {
      const models = (await (await send('GET', '/api/prediction-models')).json()) as {
        active?: unknown;
        latestJob?: { status: string; message?: string } | null;
      };
      if (models.latestJob?.status === 'failed') throw new Error(`training failed: ${models.latestJob.message}`);
      if (models.active && models.latestJob?.status !== 'queued' && models.latestJob?.status !== 'running') break;
      await sleep(500);
    }
    const list = (await (await send('GET', '/api/cases?page=1&pageSize=100')).json()) as { items: Array<{ id: string }> };
    const caseIds = list.items.map((row) => row.id);
    if (caseIds.length === 0) throw new Error('the demo firm has no cases');

    const firm = await getFirmContext(runtime.database.db, session.user.id);
    const compute = await measurePredictionCompute(runtime.database.db, firm!.firmId, caseIds.slice(0, 25));

    const phases = [
      {
        name: 'working pace',
        thinkMs: THINK_MS,
        describe: `each pauses ${THINK_MS / 1000} s on average (0.5–1.5×) between requests, as a person reading the answer does`,
      },
      { name: 'saturation', thinkMs: 0, describe: 'each sends its next request as soon as the answer arrives' },
    ];
    const summaries: PhaseSummary[] = [];
    for (const phase of phases) {
      console.log(
        `\n${CLIENTS} concurrent clients (in their own process) for ${SECONDS} s over HTTP on loopback, embedded database (PGlite), demo firm, requests spread over ${caseIds.length} of its cases; ${phase.name}: ${phase.describe}.\n`,
      );
      summaries.push(await runPhase({ base, token, caseIds, thinkMs: phase.thinkMs, name: phase.name }));
    }

    console.log(
      `\nCompute per prediction: ${compute.n} predictions of the demo firm's cases on one thread, model of ${compute.trees} trees; wall p50 ${compute.p50Ms.toFixed(2)} ms, p95 ${compute.p95Ms.toFixed(2)} ms.\n`,
    );
    console.log(
      `| figure | ${summaries.map((summary) => summary.name).join(' | ')} | limit | met (${summaries.map((summary) => summary.name).join(' / ')}) |`,
    );
    console.log(`|---|${summaries.map(() => '---|').join('')}---|---|`);
    const row = (label: string, values: number[], limit: string, ok?: (value: number) => boolean) =>
      console.log(
        `| ${label} | ${values.map((value) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 1 : 0))).join(' | ')} | ${limit} | ${ok ? values.map((value) => met(ok(value))).join(' / ') : ''} |`,
      );
    console.log(
      `| compute per prediction (value, ranges, members, exact SHAP, missing facts), CPU ms | ${summaries.map(() => compute.cpuMs.toFixed(2)).join(' | ')} | < ${COMPUTE_LIMIT_MS} | ${met(compute.cpuMs < COMPUTE_LIMIT_MS)} |`,
    );
    row(
      'throughput, requests/s',
      summaries.map((summary) => summary.throughput),
      '',
    );
    row(
      'server CPU per request (all its threads), ms',
      summaries.map((summary) => summary.cpuPerRequest),
      '',
    );
    row(
      'predictions p50 under load, ms',
      summaries.map((summary) => summary.predictionP50),
      '',
    );
    row(
      'predictions p95 under load, ms',
      summaries.map((summary) => summary.predictionP95),
      `< ${PREDICTION_P95_LIMIT_MS}`,
      (value) => value < PREDICTION_P95_LIMIT_MS,
    );
    row(
      'read routes p95, worst route, ms',
      summaries.map((summary) => summary.worstRead.p95),
      `< ${READ_P95_LIMIT_MS} each`,
      (value) => value < READ_P95_LIMIT_MS,
    );
    row(
      'errors',
      summaries.map((summary) => summary.errors),
      '0',
      (value) => value === 0,
    );
    row(
      'event-loop delay p99, ms',
      summaries.map((summary) => summary.loopP99),
      `< ${EVENT_LOOP_P99_LIMIT_MS}`,
      (value) => value < EVENT_LOOP_P99_LIMIT_MS,
    );
    console.log(`\nWorst read route: ${summaries.map((summary) => `${summary.name} ${summary.worstRead.label}`).join('; ')}.`);
    console.log(
      "At saturation every client waits for all the others: by Little's law the mean latency is the clients divided by the throughput, so it falls only as the server's CPU per request falls.",
    );
  } finally {
    await runtime.close();
  }
}

runBenchmark(main);
