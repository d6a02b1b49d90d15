import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createModelStore } from '../features/predictions/model-store.js';
import * as repo from '../features/predictions/model-training/repository.js';
import { createTrainingRunner, type TrainingRunner } from '../features/predictions/model-training/training-runner.js';
import { call, createTestApp, databaseTargets, registerAndSignIn, type TestApp } from '../test/harness.js';
import type { Database } from '../db/schema.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

const quietLog = { info: () => undefined, error: () => undefined };

async function insertJob(
  db: Kysely<Database>,
  input: { firmId: string | null; scope: 'base' | 'firm'; status: 'queued' | 'running'; owner: string | null; heartbeatAgo?: string },
): Promise<string> {
  const result = await sql<{ id: string }>`
    INSERT INTO training_job (firm_id, scope, status, stage, owner_instance, started_at, heartbeat_at)
    VALUES (${input.firmId}, ${input.scope}, ${input.status}, ${input.status === 'running' ? 'train' : 'queued'}, ${input.owner},
            now(), now() - ${input.heartbeatAgo ?? '0 seconds'}::interval)
    RETURNING id`.execute(db);
  return result.rows[0]!.id;
}

async function findJob(db: Kysely<Database>, id: string) {
  return db.selectFrom('training_job').select(['status', 'message', 'owner_instance']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(databaseTargets())('training jobs on %s', (target) => {
  it('marks failed, at startup, a job a killed server left running, so the firm can retrain at once', { timeout: 180_000 }, async () => {
    const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'casecast-jobs-')) : null;
    const apps: TestApp[] = [];
    try {
      const first = await createTestApp(target, dataDir ? { dataDir } : {});
      apps.push(first);
      const owner = await registerAndSignIn(first, { company: 'Killed Training Firm' });
      const firstDb = first.runtime.database.db;
      const { firm_id: firmId } = await firstDb
        .selectFrom('firm_member')
        .select('firm_id')
        .where('user_id', '=', owner.userId)
        .executeTakeFirstOrThrow();
      // As a server killed mid-training leaves it: running, owned by an instance that no longer exists.
      const deadJob = await insertJob(firstDb, { firmId, scope: 'firm', status: 'running', owner: 'killed-instance' });

      // Start the app again: on disk for the embedded database, a second server on PostgreSQL.
      if (dataDir) {
        await first.close();
        apps.length = 0;
      }
      // The same secret, so the owner's session cookie holds on the new server.
      const shared = { authSecret: first.config.authSecret };
      const second = await createTestApp(target, dataDir ? { ...shared, dataDir } : { ...shared, databaseUrl: first.config.databaseUrl });
      apps.unshift(second);
      const db = second.runtime.database.db;

      const models = await call(second, { method: 'GET', url: '/api/prediction-models', session: owner });
      expect(models.statusCode, models.body).toBe(200);
      expect(models.json<Json>().latestJob).toMatchObject({
        id: deadJob,
        status: 'failed',
        message: 'The server running this training stopped before it finished. Please retrain again.',
      });
      // The firm's one unfinished job is free again: a retrain queues a new job.
      const retrain = await repo.enqueueFirmJob(db, firmId, owner.userId);
      expect(retrain.id).not.toBe(deadJob);
      expect(retrain.status).toBe('queued');
    } finally {
      for (const app of apps) await app.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('claiming', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it('gives a queued job to only one of two servers claiming at once', async () => {
      const db = t.runtime.database.db;
      const job = await insertJob(db, { firmId: null, scope: 'base', status: 'queued', owner: null });
      const claims = await Promise.all([repo.claimNextJob(db, 'instance-a'), repo.claimNextJob(db, 'instance-b')]);
      expect(claims.filter((claim) => claim !== undefined).map((claim) => claim!.id)).toEqual([job]);
      await repo.requeueJob(db, job);
      await db.deleteFrom('training_job').where('id', '=', job).execute();
    });
  });
});

// Several servers share one PostgreSQL queue; the embedded database has one process by its data-folder lock.
describe.skipIf(!process.env.DATABASE_URL)('training jobs across servers on PostgreSQL', { timeout: 120_000 }, () => {
  let t: TestApp;
  const handles: DatabaseHandle[] = [];
  const runners: TrainingRunner[] = [];

  /** Another server: its own pool and training runner on the same database. */
  async function startServer(): Promise<{ runner: TrainingRunner; db: Kysely<Database> }> {
    const handle = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: 'memory://', poolSize: 3 });
    handles.push(handle);
    const db = handle.db;
    const runner = createTrainingRunner({
      db,
      models: createModelStore(),
      settings: { baseModelRows: 200, trainOnStart: false, threads: 1, baseModelArtifact: null },
      databaseKind: 'postgres',
      log: quietLog,
    });
    runners.push(runner);
    await runner.start();
    return { runner, db };
  }

  beforeAll(async () => {
    t = await createTestApp('postgres');
  }, 120_000);
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    for (const handle of handles) await handle.close();
    await t?.close();
  });

  it('never takes or fails the job of a live server, even when its heartbeat is late; fails it once that server is gone', async () => {
    const a = await startServer();
    // A's job, with a heartbeat far older than any stale window.
    const job = await insertJob(a.db, {
      firmId: null,
      scope: 'base',
      status: 'running',
      owner: a.runner.instanceId,
      heartbeatAgo: '1 hour',
    });

    const b = await startServer();
    b.runner.kick();
    await b.runner.idle();
    await b.runner.failOrphanedJobs();
    expect(await findJob(b.db, job)).toMatchObject({ status: 'running', owner_instance: a.runner.instanceId });

    // A stops without finishing it (its lock goes with it): the next check marks the job failed.
    await a.runner.stop();
    await b.runner.failOrphanedJobs();
    expect(await findJob(b.db, job)).toMatchObject({ status: 'failed', message: expect.stringMatching(/stopped before it finished/) });
  });
});
