import { describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, databaseTargets } from '../test/harness.js';
import { openDatabase } from '../db/database.js';
import { createJobQueue } from './job-queue.js';

// Two servers on one PostgreSQL declare their queues at the same moment when they start.
describe.skipIf(!databaseTargets().includes('postgres'))('job queues of two servers on one PostgreSQL', () => {
  it('creates the same queues from both servers at once without a deadlock', async () => {
    const fresh = await createFreshPostgresDatabase();
    // Each server's own pool, as the server opens it (it survives its connections being ended under it).
    const servers = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', poolSize: 6 })));
    const errors: Error[] = [];
    const queues = servers.map((server) => createJobQueue({ pool: server.pool, onError: (error) => errors.push(error) }));
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      const names = Array.from({ length: 8 }, (_, i) => `queue-${i}`);
      const handled: string[] = [];
      await Promise.all(
        queues.map((queue, q) =>
          Promise.all(
            (q === 0 ? names : [...names].reverse()).map((name) =>
              queue.work<{ n: number }>(name, async () => void handled.push(name), { pollingIntervalSeconds: 0.5 }),
            ),
          ),
        ),
      );
      const id = await queues[0]!.send('queue-3', { n: 1 });
      for (let waited = 0; waited < 100 && handled.length === 0; waited++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(handled).toEqual(['queue-3']);
      expect(await queues[1]!.jobState('queue-3', id)).toMatch(/active|completed/);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(servers.map((server) => server.close()));
      await fresh.drop();
    }
  }, 60_000);
});

// pg-boss does not wait, when it stops, for a fetch already under way: the job it returns must neither run nor be
// reported to the pool the server has ended by then (an unhandled rejection that failed test runs).
describe.each(databaseTargets())('a job fetched as the queue stops (%s)', (target) => {
  it('is not run, and nothing is sent to the closed pool', async () => {
    const fresh = target === 'postgres' ? await createFreshPostgresDatabase() : null;
    const server = await openDatabase({ databaseUrl: fresh?.url ?? null, dataDir: 'memory://', poolSize: 4 });
    const errors: Error[] = [];
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const queue = createJobQueue({ pool: server.pool, onError: (error) => errors.push(error) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fetchHeld!: () => void;
    const held = new Promise<void>((resolve) => (fetchHeld = resolve));
    try {
      await queue.start();
      await queue.send('held', { n: 1 });
      // The worker's fetch takes the job at once, but its answer is held until the server has closed.
      const query = server.pool.query.bind(server.pool) as (text: string, values?: unknown[]) => Promise<unknown>;
      let armed = true;
      server.pool.query = ((text: string, values?: unknown[]) => {
        const result = query(text, values);
        if (!armed || !text.includes('SKIP LOCKED')) return result;
        armed = false;
        return result.then(async (rows) => {
          fetchHeld();
          await gate;
          return rows;
        });
      }) as typeof server.pool.query;
      let ran = false;
      await queue.work('held', async () => void (ran = true), { pollingIntervalSeconds: 0.5 });
      await held;
      await queue.stop();
      await server.close();
      release();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran).toBe(false);
      expect(rejections).toEqual([]);
    } finally {
      release();
      process.off('unhandledRejection', onRejection);
      await fresh?.drop();
    }
  }, 60_000);
});
