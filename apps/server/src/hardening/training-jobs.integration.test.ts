// Model training on the job queue across a server's stop: a training cut short is handed back and finished, by the
// same server started again (the embedded database) or by another server on the same PostgreSQL. While the first
// trains, the server answers and predictions say the model is being prepared.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODEL_TRAINING_QUEUE } from '../features/predictions/model-training/training-queue.js';
import { call, createFreshPostgresDatabase, createTestApp, databaseTargets, registerAndSignIn, type TestApp } from '../test/harness.js';

const BASE_ROWS = 16_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function baseJobs(t: TestApp) {
  return t.runtime.database.db
    .selectFrom('training_job')
    .select(['id', 'status', 'stage', 'fraction', 'message'])
    .where('scope', '=', 'base')
    .execute();
}

async function baseModelCount(t: TestApp): Promise<number> {
  const rows = await t.runtime.database.db.selectFrom('prediction_model').select('id').where('scope', '=', 'base').execute();
  return rows.length;
}

/** Polls until `check` answers a value, or fails after `ms`. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms = 420_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.each(databaseTargets())('a training interrupted by its server stopping, on %s', (target) => {
  beforeAll(() => {
    // The base model is queued at start and trained (a few seconds), long enough to be stopped midway. The test setup
    // (test/restore-env.ts) puts the environment back after the file.
    process.env.BASE_MODEL_ROWS = String(BASE_ROWS);
    process.env.BASE_MODEL_TRAINING = 'on-start';
  });

  it('shows the job queued again, then finishes it once on the next server', { timeout: 600_000 }, async () => {
    const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'casecast-training-')) : null;
    // One database both servers use, outliving the first.
    const shared = dataDir ? null : await createFreshPostgresDatabase();
    const apps: TestApp[] = [];
    try {
      const first = await createTestApp(target, dataDir ? { dataDir } : { databaseUrl: shared!.url });
      apps.push(first);
      const running = await waitFor('the base model training', async () => {
        const [job] = await baseJobs(first);
        return job?.status === 'running' && job.fraction > 0.02 ? job : undefined;
      });
      // While it trains the server answers, and a prediction says the model is being prepared.
      const owner = await registerAndSignIn(first, { name: 'Tess Owner', company: 'Training Firm' });
      expect((await call(first, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const early = await call(first, { method: 'POST', url: '/api/predictions/predict', payload: {}, session: owner });
      expect({ status: early.statusCode, message: early.json<{ error?: { message?: string } }>().error?.message }).toEqual({
        status: 503,
        message: 'The prediction model is still being prepared. Please try again in a minute.',
      });

      // On PostgreSQL a second server is up while the first trains: it never takes the job of the live first one.
      const second = dataDir ? null : await createTestApp(target, { databaseUrl: shared!.url });
      if (second) {
        apps.push(second);
        await sleep(3000);
        expect((await baseJobs(second))[0]).toMatchObject({ id: running.id, status: 'running' });
      }

      await first.close();
      apps.splice(apps.indexOf(first), 1);
      const next = second ?? (await createTestApp(target, { dataDir: dataDir! }));
      if (!second) apps.push(next);
      // Handed back: queued again (or already taken up again by the next server, which on an idle machine may have
      // finished it while the first was still closing), never failed.
      expect((await baseJobs(next))[0]).toMatchObject({ id: running.id, status: expect.stringMatching(/queued|running|succeeded/) });

      await next.runtime.training.drained();
      const jobs = await baseJobs(next);
      expect(jobs).toEqual([
        expect.objectContaining({
          id: running.id,
          status: 'succeeded',
          message: `Base model trained on ${BASE_ROWS} synthetic settled cases.`,
        }),
      ]);
      expect(await baseModelCount(next)).toBe(1);
      // The queue ran it twice: once cut short, once to the end.
      const queued = await sql<{ state: string; retry_count: number }>`
        SELECT state, retry_count FROM pgboss.job WHERE name = ${MODEL_TRAINING_QUEUE}`.execute(next.runtime.database.db);
      expect(queued.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      for (const app of apps) await app.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await shared?.drop();
    }
  });
});
