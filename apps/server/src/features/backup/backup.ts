// Takes a backup of a running instance: every table of the app in one consistent snapshot, then the files its documents point at.
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { StorageNotFoundError, type DocumentStorage } from '../documents/storage/document-storage.js';
import { BACKUP_FORMAT, BACKUP_NAME, backupFolderName, sha256OfFile, storedFile, tableFile, type BackupManifest } from './backup-format.js';
import * as repo from './repository.js';

export type BackupSource = {
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  storage: DocumentStorage;
  /** The generated auth-secret file of the embedded setup, copied into the backup when given. */
  authSecretPath?: string | null;
};

export type BackupResult = { dir: string; manifest: BackupManifest; seconds: number };

/**
 * Writes <into>/casecast-backup-<time>/, first under a `.partial` name, renamed once everything is written and hashed:
 * a folder without `.partial` is a complete backup.
 */
export async function takeBackup(source: BackupSource, into: string, now = new Date()): Promise<BackupResult> {
  const began = performance.now();
  await mkdir(into, { recursive: true, mode: 0o700 });
  const name = backupFolderName(now);
  const final = join(into, name);
  const partial = `${final}.partial`;
  if (existsSync(final)) throw new Error(`${final} already exists`);
  await mkdir(join(partial, 'tables'), { recursive: true, mode: 0o700 });
  try {
    const manifest = await writeBackup(source, partial, now);
    await writeFile(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, final);
    return { dir: final, manifest, seconds: (performance.now() - began) / 1000 };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(source: BackupSource, dir: string, now: Date): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    source: source.kind,
    migrations: [],
    tables: [],
    files: [],
    missingFiles: [],
    authSecretFile: null,
  };
  // One snapshot for every table. On the embedded database this transaction holds the session: requests wait until it ends.
  const documentKeys = await repo.inTransaction(source.pool, repo.beginSnapshot, async (client) => {
    manifest.migrations = await repo.readAppliedMigrations(client);
    const tables = (await repo.readTableShapes(client)).filter((table) => table.name !== repo.MIGRATIONS_TABLE);
    for (const table of tables) {
      const file = tableFile(table.name);
      let rows = 0;
      const reader = repo.readRows(client, table);
      const lines = Readable.from(
        (async function* () {
          for await (const batch of reader) {
            rows += batch.length;
            yield `${batch.join('\n')}\n`;
          }
        })(),
      );
      await pipeline(lines, createGzip(), createWriteStream(join(dir, file), { mode: 0o600 }));
      manifest.tables.push({ name: table.name, columns: table.columns, rows, file, ...(await sha256OfFile(join(dir, file))) });
    }
    return repo.readDocumentKeys(client);
  });
  // Files are read after the snapshot: a document deleted since then has lost its file, which the manifest says.
  for (const key of documentKeys) {
    const file = storedFile(key);
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    try {
      await pipeline(await source.storage.get(key), createWriteStream(path, { mode: 0o600 }));
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      await rm(path, { force: true });
      manifest.missingFiles.push(key);
      continue;
    }
    manifest.files.push({ key, file, ...(await sha256OfFile(path)) });
  }
  if (source.authSecretPath && existsSync(source.authSecretPath)) {
    await copyFile(source.authSecretPath, join(dir, 'auth-secret'));
    manifest.authSecretFile = 'auth-secret';
  }
  return manifest;
}

/** Removes all but the newest `keep` complete backups in the folder; returns the removed names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((entry) => BACKUP_NAME.test(entry)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const entry of old) await rm(join(dir, entry), { recursive: true, force: true });
  return old;
}
