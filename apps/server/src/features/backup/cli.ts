// `npm run backup` and `npm run restore`: the same code the scheduled backups run, from the command line.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../config.js';
import { readRunningEmbeddedConnection, startEmbeddedDatabase, type EmbeddedDatabase } from '../../db/embedded.js';
import { AppError } from '../../http/errors.js';
import { createDocumentStorage } from '../documents/storage/create-document-storage.js';
import { pruneBackups, takeBackup } from './backup.js';
import { readVerifiedBackup, RestoreRefusedError, restoreBackup } from './restore.js';

const BACKUP_HELP = `Usage: npm run backup [-- --to <folder>]

Writes a consistent backup of this instance (the database and the uploaded documents) to
<folder>/casecast-backup-<UTC time>/. The folder defaults to BACKUP_DIR; BACKUP_KEEP (default 14)
backups are kept there. The database is the one the server uses: DATABASE_URL, or the embedded one
in DATA_DIR (reached through the running server when it runs, opened directly when it does not).`;

const RESTORE_HELP = `Usage: npm run restore -- <backup folder>

Restores a backup into an EMPTY target: the embedded database in DATA_DIR (a folder that does not
exist yet or is empty), or the empty PostgreSQL database of DATABASE_URL; the documents go to
DATA_DIR/uploads or the S3 bucket (S3_BUCKET), which must be empty too. The backup is checked
against its SHA-256 sums before anything is written. Start the server on the target afterwards.`;

/** An embedded database opened by this command: restores may hold one transaction for long, so it waits longer than the server. */
async function openOwnEmbedded(dataDir: string): Promise<EmbeddedDatabase> {
  return startEmbeddedDatabase({ dataDir, idleInTransactionMs: 10 * 60_000 });
}

type Connection = { pool: pg.Pool; kind: 'embedded' | 'postgres'; how: string; close: () => Promise<void> };

async function connectForBackup(config: Config): Promise<Connection> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
    return { pool, kind: 'postgres', how: 'PostgreSQL from DATABASE_URL', close: () => pool.end() };
  }
  let embedded: EmbeddedDatabase | null = null;
  try {
    embedded = await openOwnEmbedded(config.dataDir);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'DATA_DIR_LOCKED')) throw error;
  }
  if (embedded) {
    const pool = new pg.Pool({ connectionString: embedded.connectionString, max: 2 });
    return {
      pool,
      kind: 'embedded',
      how: `embedded database in ${config.dataDir} (no server running)`,
      close: async () => {
        await pool.end();
        await embedded.stop();
      },
    };
  }
  const running = readRunningEmbeddedConnection(config.dataDir);
  if (!running) throw new Error(`A server holds ${config.dataDir} but has not published its database address yet: try again in a moment.`);
  const pool = new pg.Pool({ connectionString: running, max: 2 });
  return { pool, kind: 'embedded', how: `embedded database of the server running on ${config.dataDir}`, close: () => pool.end() };
}

async function backup(args: string[]): Promise<void> {
  const toIndex = args.indexOf('--to');
  const config = loadConfig();
  const into = toIndex >= 0 ? args[toIndex + 1] : config.backupDir;
  if (!into) throw new UsageError('Say where the backup goes: set BACKUP_DIR, or pass --to <folder>.');
  const connection = await connectForBackup(config);
  try {
    const storage = createDocumentStorage(config.storage);
    const result = await takeBackup(
      { pool: connection.pool, kind: connection.kind, storage, authSecretPath: config.authSecretFile },
      resolve(into),
    );
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up the ${connection.how}: ${rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.files.length} files.`,
    );
    if (result.manifest.missingFiles.length > 0) {
      console.log(`${result.manifest.missingFiles.length} document(s) were deleted while the backup ran; their files are not in it.`);
    }
    console.log(`Written to ${result.dir} in ${result.seconds.toFixed(1)} s.`);
    if (toIndex < 0) {
      const removed = await pruneBackups(resolve(into), config.backupKeep);
      if (removed.length > 0) console.log(`Removed ${removed.length} older backup(s) (BACKUP_KEEP=${config.backupKeep}).`);
    }
  } finally {
    await connection.close();
  }
}

async function restore(args: string[]): Promise<void> {
  const from = args.find((arg) => !arg.startsWith('-'));
  if (!from) throw new UsageError('Say which backup to restore: npm run restore -- <backup folder>.');
  // The target's settings without making an auth secret in the (empty) target folder: only the database and storage are read.
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
  if (!config.databaseUrl && existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) {
    throw new RestoreRefusedError(
      `DATA_DIR ${config.dataDir} is not empty: restore into a new folder (set DATA_DIR to one that does not exist yet).`,
    );
  }
  const manifest = await readVerifiedBackup(resolve(from));
  let pool: pg.Pool;
  let embedded: EmbeddedDatabase | null = null;
  if (config.databaseUrl) {
    pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  } else {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    embedded = await openOwnEmbedded(config.dataDir);
    pool = new pg.Pool({ connectionString: embedded.connectionString, max: 2 });
  }
  try {
    const result = await restoreBackup(resolve(from), manifest, {
      pool,
      storage: createDocumentStorage(config.storage),
      dataDir: process.env.AUTH_SECRET ? null : config.dataDir,
    });
    const target = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${target}: ${result.rows} rows, ${result.files} files, in ${result.seconds.toFixed(1)} s.`,
    );
    if (result.migrationsAfter.length > 0) console.log(`Applied ${result.migrationsAfter.length} newer migration(s) on top.`);
    for (const warning of result.warnings) console.log(warning);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

class UsageError extends Error {}

export async function runBackupCli(command: 'backup' | 'restore', args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(command === 'backup' ? BACKUP_HELP : RESTORE_HELP);
    return 0;
  }
  try {
    await (command === 'backup' ? backup(args) : restore(args));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${command === 'backup' ? BACKUP_HELP : RESTORE_HELP}`);
    else if (error instanceof RestoreRefusedError || error instanceof AppError) console.error(`Refused: ${error.message}`);
    else console.error(error);
    return 1;
  }
}
