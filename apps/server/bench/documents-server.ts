// The server side of the documents benchmark: a real Casecast in its own process, a signed-in member with a case, and memory sampling on request.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { startRuntime } from '../src/runtime.js';

type Sample = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
const send = (message: unknown) => process.send?.(message);

const dataDir = mkdtempSync(join(tmpdir(), 'casecast-bench-documents-'));
const config = {
  ...loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DEMO_MODE: 'false',
    MAX_UPLOAD_MB: '64',
  }),
  authRateLimitMax: 1000,
};
const runtime = await startRuntime(config, { logger: false });
await runtime.app.listen({ port: 0, host: '127.0.0.1' });
const address = runtime.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;
const headers = { 'content-type': 'application/json', origin: config.baseUrl };

const email = `bench.${Date.now()}@lawfirm.test`;
const password = 'benchmark password 1';
await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ name: 'Bench User', email, password, company: 'Bench Firm' }),
});
// The benchmark measures documents, not email: mark the address verified directly.
await runtime.database.db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
const cookie = signIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const created = await fetch(`${base}/api/cases`, {
  method: 'POST',
  headers: { ...headers, cookie },
  body: JSON.stringify({ clientName: 'Bench Client', status: 'open', dateOpened: '2024-01-01' }),
});
const { id: caseId } = (await created.json()) as { id: string };

let sampler: NodeJS.Timeout | null = null;
let peak: Sample | null = null;
const sample = (): Sample => {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, arrayBuffers: usage.arrayBuffers };
};

process.on('message', (message: { type: string }) => {
  if (message.type === 'baseline') {
    global.gc?.();
    send({ type: 'baseline', sample: sample() });
  } else if (message.type === 'sample-start') {
    peak = sample();
    sampler = setInterval(() => {
      const now = sample();
      if (peak)
        peak = {
          rss: Math.max(peak.rss, now.rss),
          heapUsed: Math.max(peak.heapUsed, now.heapUsed),
          external: Math.max(peak.external, now.external),
          arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
        };
    }, 20);
    send({ type: 'sampling' });
  } else if (message.type === 'sample-stop') {
    if (sampler) clearInterval(sampler);
    send({ type: 'peak', sample: peak });
  } else if (message.type === 'stop') {
    void runtime.close().then(() => process.exit(0));
  }
});

send({ type: 'ready', base, cookie, caseId, origin: config.baseUrl });
