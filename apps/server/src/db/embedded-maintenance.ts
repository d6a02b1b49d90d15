// Vacuum and analyze for the embedded database: PGlite runs PostgreSQL in single-user mode, with no autovacuum
// worker, so without this the dead rows of every update and delete (the job queue's above all) were never
// reclaimed and the planner's statistics never refreshed.
import pg from 'pg';

/** How often the server looks for tables to vacuum or analyze, and how soon after start it first does. */
export const EMBEDDED_MAINTENANCE_INTERVAL_MS = 10 * 60_000;
export const EMBEDDED_MAINTENANCE_FIRST_MS = 60_000;

/** PostgreSQL's autovacuum defaults: a table is vacuumed or analyzed past threshold + scale × its live rows. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

export type MaintainedTable = { table: string; action: 'vacuum' | 'analyze' };

type TableStats = {
  schemaname: string;
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_ins_since_vacuum: number;
  n_mod_since_analyze: number;
};

/** What autovacuum would do to a table with these counts: vacuum (and analyze), analyze only, or nothing. */
export function chooseMaintenance(
  stats: Pick<TableStats, 'n_live_tup' | 'n_dead_tup' | 'n_ins_since_vacuum' | 'n_mod_since_analyze'>,
): MaintainedTable['action'] | null {
  const live = Number(stats.n_live_tup);
  if (Number(stats.n_dead_tup) > VACUUM_THRESHOLD + VACUUM_SCALE * live) return 'vacuum';
  if (Number(stats.n_ins_since_vacuum) > INSERT_THRESHOLD + INSERT_SCALE * live) return 'vacuum';
  if (Number(stats.n_mod_since_analyze) > ANALYZE_THRESHOLD + ANALYZE_SCALE * live) return 'analyze';
  return null;
}

/**
 * One round: every table past autovacuum's thresholds is vacuumed and analyzed (or only analyzed), one statement
 * per table, so the requests waiting for the one session run between tables (about 150 ms for 120,000 rows).
 */
export async function maintainEmbeddedDatabase(pool: pg.Pool): Promise<MaintainedTable[]> {
  const { rows } = await pool.query<TableStats>(
    'SELECT schemaname, relname, n_live_tup, n_dead_tup, n_ins_since_vacuum, n_mod_since_analyze FROM pg_stat_user_tables ORDER BY schemaname, relname',
  );
  const done: MaintainedTable[] = [];
  for (const stats of rows) {
    const action = chooseMaintenance(stats);
    if (action === null) continue;
    const table = `${pg.escapeIdentifier(stats.schemaname)}.${pg.escapeIdentifier(stats.relname)}`;
    await pool.query(action === 'vacuum' ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    done.push({ table: `${stats.schemaname}.${stats.relname}`, action });
  }
  return done;
}

/** Runs maintainEmbeddedDatabase a minute after start, then every ten minutes, until stopped; a failed round is reported and the next one runs. */
export function startEmbeddedMaintenance(
  pool: pg.Pool,
  options: { onDone: (tables: MaintainedTable[]) => void; onError: (error: unknown) => void },
): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout;
  const round = () => {
    running = maintainEmbeddedDatabase(pool)
      .then(options.onDone, options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(round, EMBEDDED_MAINTENANCE_INTERVAL_MS).unref();
      });
  };
  timer = setTimeout(round, EMBEDDED_MAINTENANCE_FIRST_MS).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
