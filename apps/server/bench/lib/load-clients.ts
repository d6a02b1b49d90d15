// The load generator for load.bench.ts: concurrent HTTP clients in their own process, so the server's event loop
// (whose delay the benchmark reports) and its CPU time run nothing but the server.
import { spawn } from 'node:child_process';

/** A request template: ':id' in the path is replaced by a random case id. */
export type LoadRoute = { label: string; weight: number; method: string; path: string; body?: unknown; accepts: number[] };
export type LoadResult = { times: Record<string, number[]>; errors: Record<string, number>; seconds: number };

// Plain JavaScript run by `node -e`: nothing to compile in the child.
const CLIENT_CODE = `
const { performance } = require('node:perf_hooks');
const { base, token, routes, caseIds, clients, seconds, thinkMs } = JSON.parse(process.env.LOAD_CLIENTS_INPUT);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const total = routes.reduce((sum, route) => sum + route.weight, 0);
const pick = () => {
  let roll = Math.random() * total;
  for (const route of routes) { roll -= route.weight; if (roll < 0) return route; }
  return routes[routes.length - 1];
};
const times = Object.fromEntries(routes.map((route) => [route.label, []]));
const errors = Object.fromEntries(routes.map((route) => [route.label, 0]));
const deadline = performance.now() + seconds * 1000;
const wall = performance.now();
Promise.all(Array.from({ length: clients }, async () => {
  // With a pause, clients start spread over one pause so that they do not arrive in step.
  if (thinkMs > 0) await sleep(Math.random() * thinkMs);
  while (performance.now() < deadline) {
    const route = pick();
    const path = route.path.replace(':id', caseIds[Math.floor(Math.random() * caseIds.length)]);
    const t0 = performance.now();
    try {
      const response = await fetch(base + path, {
        method: route.method,
        headers: { authorization: 'Bearer ' + token, ...(route.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: route.body === undefined ? undefined : JSON.stringify(route.body),
      });
      await response.arrayBuffer();
      if (route.accepts.includes(response.status)) times[route.label].push(performance.now() - t0);
      else errors[route.label] += 1;
    } catch {
      errors[route.label] += 1;
    }
    // A person reads the answer before the next click: a pause drawn uniformly from 0.5 to 1.5 times thinkMs.
    if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
  }
})).then(() => process.stdout.write(JSON.stringify({ times, errors, seconds: (performance.now() - wall) / 1000 })));
`;

/** thinkMs: each client's mean pause between requests (0: the next request as soon as the answer arrives). */
export function runLoadClients(options: {
  base: string;
  token: string;
  routes: LoadRoute[];
  caseIds: string[];
  clients: number;
  seconds: number;
  thinkMs: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT_CODE], {
      env: { ...process.env, LOAD_CLIENTS_INPUT: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load clients exited with code ${code}`));
      try {
        resolve(JSON.parse(output) as LoadResult);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
