// The job queue: pg-boss on the app's own database (PostgreSQL, or the embedded one through its wire server).
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { withJobQueueStartLock } from './start-lock-sql.js';

/** The job being handled: its id, and a signal aborted when this server stops (the job is then retried, here or elsewhere). */
export type JobContext = { id: string; signal: AbortSignal };
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/**
 * How a queue treats its jobs. `stately`: at most one queued and one running job per singleton key.
 * Without options: retried 5 times with backoff from 30 s, expired after 15 minutes.
 */
export type QueuePolicy = {
  policy?: 'standard' | 'stately';
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

const DEFAULT_POLICY: QueuePolicy = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 15 * 60 };

export type JobQueue = {
  /** The policy a queue is created with; call before the queue's first work or send. */
  define: (name: string, policy: QueuePolicy) => void;
  /** Declares a queue and the handler this instance runs for its jobs (each job once, by one instance). */
  work: <T extends object>(name: string, handler: JobHandler<T>, options?: { pollingIntervalSeconds?: number }) => Promise<void>;
  /** Runs the queue's job on a cron schedule (UTC); one schedule per queue, shared by every instance. */
  schedule: (name: string, cron: string) => Promise<void>;
  /**
   * Queues a job and answers its id; this instance's worker of the queue, if any, looks at once. With `id` (a UUID), a
   * job of that id already on the queue (in any state) is left as it is.
   */
  send: <T extends object>(name: string, data: T, options?: { singletonKey?: string; id?: string }) => Promise<string>;
  /**
   * Queues many jobs of one queue in one statement (an import's thousands of documents), with the queue's policy;
   * this instance's worker of the queue, if any, looks at once.
   */
  sendMany: <T extends object>(name: string, data: readonly T[]) => Promise<void>;
  /** A job's state ('created', 'retry', 'active', 'completed', 'failed', …), or null when there is no such job. */
  jobState: (name: string, id: string) => Promise<string | null>;
  /** Fails a running job whose server is known to be gone, so that it is retried now rather than after its expiry. */
  handBack: (name: string, id: string) => Promise<void>;
  /** Resolves once the queue has no job waiting, waiting to be retried or running (tests, benchmarks). */
  drained: (name: string) => Promise<void>;
  start: () => Promise<void>;
  /** Aborts the running handlers' signals, waits up to 10 s for them, hands back what is still running, stops. */
  stop: () => Promise<void>;
};

/**
 * pg-boss keeps its tables in the `pgboss` schema of the same database and runs its SQL through the
 * app's pool, so it works wherever the app's `pg` connections do. It needs no LISTEN/NOTIFY (workers
 * poll) and takes jobs with `FOR UPDATE SKIP LOCKED`, so several instances share one queue; a job an
 * instance took and never finished (it stopped) is retried after its expiry.
 */
export function createJobQueue(options: { pool: pg.Pool; onError: (error: Error) => void; onStartWait?: () => void }): JobQueue {
  /**
   * Set once the queue has stopped. pg-boss does not wait for a fetch already under way when it stops, and reports
   * the job that fetch returns (complete or fail) without awaiting it: against a pool the server has since ended, that
   * report would be an unhandled rejection. After the stop its SQL does nothing; such a job stays active until it
   * expires, and is then retried, as a job of a server that stopped is.
   */
  let closed = false;
  // No result at all (not `rows: []`): pg-boss reads a fetch's `result?.rows || []` and a report's
  // `result && result.rows ? rows[0].count : 0`, so an empty object answers both with nothing, where an empty `rows`
  // would throw in the report. Its type asks for `rows`, hence the cast.
  const nothing = {} as { rows: unknown[] };
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => (closed ? Promise.resolve(nothing) : options.pool.query(text, values)) },
    // Maintenance (expiry, archiving) every 2 minutes; job history kept a week.
    maintenanceIntervalSeconds: 120,
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', options.onError);
  const policies = new Map<string, QueuePolicy>();
  /** Each queue's creation, made once; one at a time in this process, so the lock below holds one connection. */
  const declared = new Map<string, Promise<void>>();
  /** This instance's worker of each queue, woken when a job is sent to it. */
  const workers = new Map<string, string>();
  /** Aborted when the queue stops: handlers that watch it end early and their jobs are retried. */
  const stopping = new AbortController();
  let lastDeclared: Promise<unknown> = Promise.resolve();
  let started = false;

  function declare(name: string): Promise<void> {
    let done = declared.get(name);
    if (done === undefined) {
      const policy = policies.get(name) ?? DEFAULT_POLICY;
      // Retries: a failed reminder scan or batch is tried again, never dropped. Under the start lock: two servers
      // creating queues at the same moment deadlocked in pg-boss's create_queue (40P01).
      done = lastDeclared.then(() =>
        withJobQueueStartLock(options.pool, () =>
          boss.createQueue(name, {
            name,
            policy: policy.policy ?? 'standard',
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            retryBackoff: policy.retryBackoff,
            expireInSeconds: policy.expireInSeconds,
          }),
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
    define: (name, policy) => void policies.set(name, policy),
    start: async () => {
      // Servers starting together on a new database would each install pg-boss's schema: one at a time, under a lock.
      await withJobQueueStartLock(options.pool, () => boss.start(), options.onStartWait);
      started = true;
    },
    stop: async () => {
      if (!started) return;
      started = false;
      stopping.abort();
      // pg-boss waits for the handlers, then fails what still runs: retried after the queue's retry delay.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      closed = true;
    },
    work: async (name, handler, workOptions = {}) => {
      await declare(name);
      const id = await boss.work<object>(
        name,
        { pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          // Fetched as the queue stopped: not begun here (it is retried), so that it is never done twice.
          if (stopping.signal.aborted) throw new Error('The job queue stopped before the job began.');
          await handler(job.data as Parameters<typeof handler>[0], { id: job.id, signal: stopping.signal });
        },
      );
      workers.set(name, id);
    },
    schedule: async (name, cron) => {
      await declare(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    send: async (name, data, sendOptions = {}) => {
      await declare(name);
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
      });
      if (!id) {
        if (sendOptions.id) return sendOptions.id;
        throw new Error(`The job queue ${name} refused the job`);
      }
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    sendMany: async (name, data) => {
      if (data.length === 0) return;
      await declare(name);
      await boss.insert(data.map((item) => ({ name, data: item })));
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    jobState: async (name, id) => {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
    handBack: async (name, id) => {
      await boss.fail(name, id, { message: 'its server stopped' });
    },
    drained: async (name) => {
      await declare(name);
      while ((await boss.getQueueSize(name, { before: 'completed' })) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}
