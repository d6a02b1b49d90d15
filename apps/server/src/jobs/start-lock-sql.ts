// The advisory lock that app servers take, one at a time, around starting the job queue (pg-boss installs or
// migrates its schema on start). Advisory lock ids of this app: 7316001 migrations, 7316002 (once training instances),
// 7316008 metrics backfill, 7316010 storage sweep, 7316011 job queue start and queue creation.
import type pg from 'pg';

const JOB_QUEUE_START_LOCK = 7316011;

/**
 * Runs `start` (pg-boss's start, or the creation of a queue) while holding the session-level advisory lock on a connection of its own: a second server starting
 * at the same moment waits, then finds the schema installed. On the embedded database (one session) the lock is
 * re-entrant and only one server uses it anyway.
 */
export async function withJobQueueStartLock<T>(pool: pg.Pool, start: () => Promise<T>, onWait: () => void = () => undefined): Promise<T> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [JOB_QUEUE_START_LOCK]);
    if (!rows[0]?.locked) {
      onWait();
      await client.query('SELECT pg_advisory_lock($1)', [JOB_QUEUE_START_LOCK]);
    }
    try {
      return await start();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [JOB_QUEUE_START_LOCK]);
    }
  } finally {
    client.release();
  }
}
