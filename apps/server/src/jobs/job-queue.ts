// The job queue: pg-boss on the app's own database (PostgreSQL, or the embedded one through its wire server).
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { withJobQueueStartLock } from './start-lock-sql.js';

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobQueue = {
  /** Declares a queue and the handler this instance runs for its jobs (each job once, by one instance). */
  work: <T extends object>(name: string, handler: JobHandler<T>, options?: { pollingIntervalSeconds?: number }) => Promise<void>;
  /** Runs the queue's job on a cron schedule (UTC); one schedule per queue, shared by every instance. */
  schedule: (name: string, cron: string) => Promise<void>;
  send: <T extends object>(name: string, data: T, options?: { singletonKey?: string }) => Promise<string>;
  /** A job's state ('created', 'active', 'completed', 'failed', …), or null when there is no such job. */
  jobState: (name: string, id: string) => Promise<string | null>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * pg-boss keeps its tables in the `pgboss` schema of the same database and runs its SQL through the
 * app's pool, so it works wherever the app's `pg` connections do. It needs no LISTEN/NOTIFY (workers
 * poll) and takes jobs with `FOR UPDATE SKIP LOCKED`, so several instances share one queue; a job an
 * instance took and never finished (it stopped) is retried after its expiry.
 */
export function createJobQueue(options: { pool: pg.Pool; onError: (error: Error) => void; onStartWait?: () => void }): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => options.pool.query(text, values) },
    // Maintenance (expiry, archiving) every 2 minutes; job history kept a week.
    maintenanceIntervalSeconds: 120,
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', options.onError);
  /** Each queue's creation, made once; one at a time in this process, so the lock below holds one connection. */
  const declared = new Map<string, Promise<void>>();
  let lastDeclared: Promise<unknown> = Promise.resolve();
  let started = false;

  function declare(name: string): Promise<void> {
    let done = declared.get(name);
    if (done === undefined) {
      // Retries with backoff: a failed reminder scan or batch is tried again, never dropped. Under the start lock:
      // two servers creating queues at the same moment deadlocked in pg-boss's create_queue (40P01).
      done = lastDeclared.then(() =>
        withJobQueueStartLock(options.pool, () =>
          boss.createQueue(name, { name, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 }),
        ),
      );
      declared.set(name, done);
      lastDeclared = done.catch(() => undefined);
      // A failed creation is tried again by the next call.
      done.catch(() => declared.delete(name));
    }
    return done;
  }

  return {
    start: async () => {
      // Servers starting together on a new database would each install pg-boss's schema: one at a time, under a lock.
      await withJobQueueStartLock(options.pool, () => boss.start(), options.onStartWait);
      started = true;
    },
    stop: async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    work: async (name, handler, workOptions = {}) => {
      await declare(name);
      await boss.work<object>(name, { pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
        if (job) await handler(job.data as Parameters<typeof handler>[0]);
      });
    },
    schedule: async (name, cron) => {
      await declare(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    send: async (name, data, sendOptions = {}) => {
      await declare(name);
      const id = await boss.send(name, data, sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {});
      if (!id) throw new Error(`The job queue ${name} refused the job`);
      return id;
    },
    jobState: async (name, id) => {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
  };
}
