// Scheduled backups: with BACKUP_DIR set, one backup per schedule (by one server, through the job queue), the newest kept.
import type pg from 'pg';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { pruneBackups, takeBackup, type BackupResult } from './backup.js';

export const BACKUP_QUEUE = 'scheduled-backup';

export type ScheduledBackupDeps = {
  jobs: JobQueue;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  storage: DocumentStorage;
  backupDir: string;
  keep: number;
  cron: string;
  authSecretPath: string | null;
  log: { info: (details: object, message: string) => void };
};

/** Runs one backup and the retention, as the scheduled job does. */
export async function runScheduledBackup(deps: ScheduledBackupDeps, now = new Date()): Promise<BackupResult & { removed: string[] }> {
  const result = await takeBackup(
    { pool: deps.pool, kind: deps.kind, storage: deps.storage, authSecretPath: deps.authSecretPath },
    deps.backupDir,
    now,
  );
  const removed = await pruneBackups(deps.backupDir, deps.keep);
  const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  deps.log.info(
    {
      dir: result.dir,
      rows,
      files: result.manifest.files.length,
      missingFiles: result.manifest.missingFiles,
      removed,
      seconds: result.seconds,
    },
    `Backup written to ${result.dir} (${rows} rows, ${result.manifest.files.length} files) in ${result.seconds.toFixed(1)} s; ` +
      `${removed.length} old backup(s) removed`,
  );
  return { ...result, removed };
}

/** Declares the worker and the schedule; a failed backup is retried by the queue (and logged by it). */
export async function scheduleBackups(deps: ScheduledBackupDeps): Promise<void> {
  await deps.jobs.work(BACKUP_QUEUE, async () => {
    await runScheduledBackup(deps);
  });
  await deps.jobs.schedule(BACKUP_QUEUE, deps.cron);
}
