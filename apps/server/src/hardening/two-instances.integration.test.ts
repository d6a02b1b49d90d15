// Several app servers on one PostgreSQL and one S3-compatible store, as behind a load balancer: two real
// server processes (src/main.ts) serve the same firm. A session made on one works on the other, a file
// uploaded to one is served by the other, a retrain asked of both at once runs once, and migrations
// started by both at once apply once.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startSmtpPeer, type SmtpPeer } from '../test/smtp-peer.js';
import { multipartBody } from '../features/documents/test/fixtures.js';
import { startS3rverProcess, type S3rverProcess } from './s3rver-process.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

/** The address users reach: the load balancer's. Both servers are told it, as in production. */
const PUBLIC_URL = 'http://casecast.test';
const BUCKET = 'casecast-two-instances';
const serverDir = new URL('../..', import.meta.url).pathname;

type Instance = { name: string; url: string; child: ChildProcess; output: string[] };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Vitest puts Vite's BASE_URL ("/") into the environment: each server is given the public one instead.
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: PUBLIC_URL,
      LOG_LEVEL: 'info',
      DEMO_MODE: 'false',
      NODE_ENV: 'test',
      // Not under the test runner: each server queues the base model at start (a small one keeps it quick).
      VITEST: '',
      BASE_MODEL_TRAINING: 'on-start',
      BASE_MODEL_ROWS: '3000',
      BASE_MODEL_FILE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, url: `http://127.0.0.1:${port}`, child, output };
}

async function waitUntilHealthy(instance: Instance, databaseUrl: string, timeoutMs = 420_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} stopped while starting:\n${instance.output.join('')}`);
    const ok = await fetch(`${instance.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${instance.name} did not become healthy:\n${instance.output.join('')}\n${await describeSessions(databaseUrl)}`);
}

/** What every session on the database is doing and waiting on: what a server that never became healthy was stuck behind. */
async function describeSessions(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<Record<string, unknown>>(
      `SELECT pid, state, wait_event_type, wait_event, pg_blocking_pids(pid) AS blocked_by, now() - query_start AS running_for, left(query, 200) AS query
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() ORDER BY pid`,
    );
    return `Sessions on the database:\n${rows.map((row) => JSON.stringify(row)).join('\n')}`;
  } catch (error) {
    return `Sessions on the database could not be read: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = once(instance.child, 'exit');
  instance.child.kill('SIGTERM');
  // A server still stopping after 30 s is killed, so that a slow stop cannot hang the run; it is said out loud
  // (a teardown that waited on it timed out once in CI, and a CI run killed server A so; why is not known yet: a stop
  // past 20 s now writes the step it waits on to stderr, which the output below shows).
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000).unref()),
  ]);
  if (stopped) return;
  console.warn(`${instance.name} had not stopped 30 s after SIGTERM; killing it. Its last output:\n${instance.output.slice(-20).join('')}`);
  instance.child.kill('SIGKILL');
  await exited;
}

type Request = { method?: string; path: string; cookie?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> };

async function send(instance: Instance, { method = 'GET', path, cookie, json, body, headers = {} }: Request): Promise<Response> {
  return fetch(`${instance.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: PUBLIC_URL,
      ...(cookie ? { cookie } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

async function createDatabase(admin: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `casecast_two_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// Two servers on one database needs a database server: on the embedded database one process owns the files.
// Without DATABASE_URL the suite is reported as skipped (the test harness fails CI runs that lack it).
describe.skipIf(!process.env.DATABASE_URL)('two app servers on one PostgreSQL and one S3-compatible store', () => {
  let database: { url: string; drop: () => Promise<void> };
  let s3: S3rverProcess;
  let s3Dir: string;
  let smtp: SmtpPeer;
  let a: Instance;
  let b: Instance;
  let cookie = '';
  let caseId = '';
  let credentials = { email: '', password: '' };

  beforeAll(async () => {
    database = await createDatabase(process.env.DATABASE_URL!);
    s3Dir = await mkdtemp(join(tmpdir(), 'casecast-two-s3-'));
    s3 = await startS3rverProcess({ directory: s3Dir, bucket: BUCKET });
    smtp = await startSmtpPeer();
    const shared = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    // Both start at once on the empty database: each runs the migrations, which must apply once.
    [a, b] = await Promise.all([startInstance('server A', shared), startInstance('server B', shared)]);
    // Each server loads its modules from source (about 10 s on a quiet machine, several minutes on a busy one:
    // a CI run timed out at 240 s with both servers still loading) and logs how long each step of its start took.
    await Promise.all([waitUntilHealthy(a, database.url), waitUntilHealthy(b, database.url)]);
  }, 450_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => stopInstance(instance)));
    await smtp?.close();
    await s3?.stop();
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
    await database?.drop();
  }, 90_000);

  it(
    'applied every migration once, and stored one base model, although both servers started at the same moment',
    { timeout: 150_000 },
    async () => {
      const files = (await readdir(new URL('../../migrations', import.meta.url))).filter((name) => name.endsWith('.sql'));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name');
        expect(rows.map((row) => row.name)).toEqual(files.sort());
        // Each server queues the base model when it finds none; once the queue is idle there is exactly one.
        const started = Date.now();
        while (Date.now() - started < 120_000) {
          const pending = await client.query<{ count: string }>(
            "SELECT count(*) AS count FROM training_job WHERE scope = 'base' AND status IN ('queued', 'running')",
          );
          const stored = await client.query<{ count: string }>("SELECT count(*) AS count FROM prediction_model WHERE scope = 'base'");
          if (Number(pending.rows[0]!.count) === 0 && Number(stored.rows[0]!.count) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const base = await client.query<{ count: string }>("SELECT count(*) AS count FROM prediction_model WHERE scope = 'base'");
        expect(Number(base.rows[0]!.count)).toBe(1);
      } finally {
        await client.end();
      }
    },
  );

  it('keeps a session made on one server valid on the other', async () => {
    const email = `two.instances.${Date.now().toString(36)}@lawfirm.test`;
    const password = 'correct horse battery';
    const signUp = await send(a, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      json: { name: 'Tess Two', email, password, company: 'Two Servers LLP' },
    });
    expect(signUp.status, await signUp.text()).toBe(200);
    // The verification link sent by A is followed on B.
    const mail = await smtp.waitFor((message) => message.to.includes(email) && /verify/i.test(message.subject));
    const link = new URL(extractLink(mail, /verify-email/));
    expect((await send(b, { path: link.pathname + link.search })).status).toBeLessThan(400);

    credentials = { email, password };
    const signIn = await send(b, { method: 'POST', path: '/api/auth/sign-in/email', json: { email, password } });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = cookieOf(signIn);
    for (const instance of [a, b]) {
      const me = await send(instance, { path: '/api/auth/get-session', cookie });
      expect(me.status, instance.name).toBe(200);
      expect(((await me.json()) as Json).user.email, instance.name).toBe(email);
    }

    // A case written through A is read through B.
    const created = await send(a, {
      method: 'POST',
      path: '/api/cases',
      cookie,
      json: { clientName: 'Dana Shared', status: 'open', dateOpened: '2025-02-03' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    caseId = ((await created.json()) as Json).id;
    const read = await send(b, { path: `/api/cases/${caseId}`, cookie });
    expect(read.status).toBe(200);
    expect(((await read.json()) as Json).clientName).toBe('Dana Shared');
  });

  it('serves from one server the document uploaded to the other', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n% two servers\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);
    const { payload, headers } = multipartBody([
      { name: 'category', value: 'medical records' },
      { name: 'files', fileName: 'records.pdf', data: bytes },
    ]);
    const uploaded = await send(a, { method: 'POST', path: `/api/cases/${caseId}/documents`, cookie, body: payload, headers });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const document = ((await uploaded.json()) as Json).items[0];
    const served = await send(b, { path: document.url, cookie });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    // Deleted through B, it is gone for A too.
    expect((await send(b, { method: 'DELETE', path: `/api/documents/${document.id}`, cookie })).status).toBe(204);
    expect((await send(a, { path: document.url, cookie })).status).toBe(404);
  });

  it('runs a retrain asked of both servers at once exactly once', async () => {
    for (let index = 0; index < 24; index++) {
      const medical = 4_000 + index * 1_750;
      const settled = await send(index % 2 ? a : b, {
        method: 'POST',
        path: '/api/cases',
        cookie,
        json: {
          clientName: `Settled Client ${index}`,
          status: 'Settled',
          dateOpened: '2023-01-10',
          dateClosed: '2024-06-01',
          incidentDate: '2022-12-01',
          state: 'TX',
          medicalCosts: medical,
          actualSettlement: Math.round(medical * (2.2 + (index % 5) * 0.3)),
          injuries: [{ type: index % 3 ? 'Whiplash' : 'Fracture', bodyPart: 'Neck', severity: index % 4 === 0 ? 'severe' : 'moderate' }],
        },
      });
      expect(settled.status, await settled.clone().text()).toBe(201);
    }
    const [fromA, fromB] = await Promise.all([
      send(a, { method: 'POST', path: '/api/prediction-models/retrain', cookie }),
      send(b, { method: 'POST', path: '/api/prediction-models/retrain', cookie }),
    ]);
    const bodies = [(await fromA.json()) as Json, (await fromB.json()) as Json];
    // The firm has one unfinished job: the second request is told about the first, or given the same job.
    const jobIds = new Set(bodies.map((body) => body.id ?? body.jobId).filter(Boolean));
    expect([fromA.status, fromB.status]).toContain(202);
    expect(jobIds.size, JSON.stringify(bodies)).toBe(1);
    const [jobId] = [...jobIds] as string[];

    const started = Date.now();
    let job: Json = {};
    while (Date.now() - started < 180_000) {
      job = (await (await send(Date.now() % 2 ? a : b, { path: `/api/prediction-models/jobs/${jobId}`, cookie })).json()) as Json;
      if (job.status === 'succeeded' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(job.status, JSON.stringify(job)).toBe('succeeded');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const jobs = await client.query<{ id: string; status: string; owner_instance: string | null }>(
        "SELECT id, status, owner_instance FROM training_job WHERE scope = 'firm'",
      );
      expect(jobs.rows.map((row) => [row.id, row.status])).toEqual([[jobId, 'succeeded']]);
      // One job on the queue, taken once: neither server trained it a second time.
      const queued = await client.query<{ state: string; retry_count: number }>(
        "SELECT state, retry_count FROM pgboss.job WHERE name = 'model-training' AND id = $1",
        [jobId],
      );
      expect(queued.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
      const models = await client.query<{ count: string }>('SELECT count(*) AS count FROM prediction_model WHERE firm_id IS NOT NULL');
      expect(Number(models.rows[0]!.count)).toBe(1);
    } finally {
      await client.end();
    }
  }, 300_000);

  it('ends on both servers a session signed out on one', async () => {
    const signIn = await send(a, { method: 'POST', path: '/api/auth/sign-in/email', json: credentials });
    expect(signIn.status).toBe(200);
    const second = cookieOf(signIn);
    expect((await send(b, { path: '/api/cases', cookie: second })).status).toBe(200);
    const signOut = await send(b, { method: 'POST', path: '/api/auth/sign-out', cookie: second, json: {} });
    expect(signOut.status, await signOut.clone().text()).toBe(200);
    for (const instance of [a, b]) expect((await send(instance, { path: '/api/cases', cookie: second })).status, instance.name).toBe(401);
    // The first session is untouched.
    expect((await send(a, { path: '/api/cases', cookie })).status).toBe(200);
  });
});
