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
