// Restores a backup into an empty database and empty document storage: the backup's migrations, its rows, the rest
// of this code's migrations, then the files.
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { listMigrationFiles, migrateDatabase, migrationsDir } from '../../db/migrate.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { BACKUP_FORMAT, sha256OfFile, type BackupManifest } from './backup-format.js';
import * as repo from './repository.js';

/** A restore that cannot go ahead: the message says why, and nothing has been written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Rows per INSERT, and the most JSON text one INSERT carries. */
const CHUNK_ROWS = 500;
const CHUNK_CHARS = 4 * 1024 * 1024;

/** Reads the manifest and checks every file against its SHA-256, and the migrations against this code's: before anything is written. */
export async function readVerifiedBackup(dir: string): Promise<BackupManifest> {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new RestoreRefusedError(`${dir} is not a complete Casecast backup: it has no manifest.json.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefusedError(`${manifestPath} is not valid JSON: the backup is damaged.`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new RestoreRefusedError(`${dir} is a backup of format ${manifest.format}; this version reads format ${BACKUP_FORMAT}.`);
  const known = new Set(listMigrationFiles());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The backup was taken by a newer Casecast (migrations ${unknown.join(', ')} are unknown here): restore it with that version or later.`,
    );
  }
  const damaged: string[] = [];
  for (const entry of [...manifest.tables, ...manifest.files]) {
    const path = join(dir, entry.file);
    const actual = existsSync(path) ? await sha256OfFile(path) : null;
    if (actual?.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) damaged.push(entry.file);
  }
  if (damaged.length > 0) {
    throw new RestoreRefusedError(
      `The backup is damaged: ${damaged.length} file(s) do not match their SHA-256 in manifest.json (${damaged.slice(0, 5).join(', ')}).`,
    );
  }
  return manifest;
}

export type RestoreTarget = {
  pool: pg.Pool;
  storage: DocumentStorage;
  /** The embedded data folder: the backup's auth-secret goes there. Null for PostgreSQL (AUTH_SECRET stays as configured). */
  dataDir: string | null;
};

export type RestoreResult = { rows: number; files: number; migrationsAfter: string[]; seconds: number; warnings: string[] };

export async function restoreBackup(dir: string, manifest: BackupManifest, target: RestoreTarget): Promise<RestoreResult> {
  const began = performance.now();
  const check = await target.pool.connect();
  try {
    if ((await repo.countAppTables(check)) > 0) {
      throw new RestoreRefusedError('The target database is not empty: restore into a new, empty database (or an empty DATA_DIR).');
    }
  } finally {
    check.release();
  }
  for await (const object of target.storage.list()) {
    if (!object.partial)
      throw new RestoreRefusedError(`The target document storage is not empty (it holds ${object.key}): restore into empty storage.`);
  }

  // The schema as it was when the backup was taken: its rows fit it exactly, and later migrations convert them as they would have.
  const atBackup = await mkdtemp(join(tmpdir(), 'casecast-restore-migrations-'));
  try {
    for (const name of manifest.migrations) await copyFile(join(migrationsDir, name), join(atBackup, name));
    await migrateDatabase(target.pool, atBackup);
  } finally {
    await rm(atBackup, { recursive: true, force: true });
  }

  let rows = 0;
  await repo.inTransaction(target.pool, repo.begin, async (client) => {
    const shapes = await repo.readTableShapes(client);
    const backedUp = new Map(manifest.tables.map((table) => [table.name, table]));
    const missing = [...backedUp.keys()].filter((name) => !shapes.some((shape) => shape.name === name));
    if (missing.length > 0) throw new RestoreRefusedError(`The backup has tables its migrations do not create: ${missing.join(', ')}.`);
    await repo.prepareForLoad(client, shapes);
    for (const shape of shapes) {
      const table = backedUp.get(shape.name);
      if (table) rows += await loadTable(client, join(dir, table.file), table.name, table.columns);
    }
    await repo.finishLoad(client, shapes);
  });
  const migrationsAfter = await migrateDatabase(target.pool);

  for (const file of manifest.files) {
    await target.storage.put(file.key, createReadStream(join(dir, file.file)), { contentType: contentTypeOf(file.key) });
  }
  const warnings: string[] = [];
  if (manifest.authSecretFile && target.dataDir) {
    const secret = await readFile(join(dir, manifest.authSecretFile));
    const path = join(target.dataDir, 'auth-secret');
    if (!existsSync(path)) await writeFile(path, secret, { mode: 0o600, flag: 'wx' });
    else if (!secret.equals(await readFile(path))) {
      warnings.push(`${path} differs from the backup's auth-secret: sign-ins work, but two-factor codes need the backup's secret there.`);
    }
  } else if (manifest.authSecretFile) {
    warnings.push(
      `The backup carries the generated auth secret (${manifest.authSecretFile}) but AUTH_SECRET is set: two-factor codes need that secret.`,
    );
  }
  return { rows, files: manifest.files.length, migrationsAfter, seconds: (performance.now() - began) / 1000, warnings };
}

async function loadTable(client: pg.PoolClient, path: string, table: string, columns: string[]): Promise<number> {
  let chunk: string[] = [];
  let chars = 0;
  let rows = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    await repo.insertRows(client, table, columns, chunk);
    rows += chunk.length;
    chunk = [];
    chars = 0;
  };
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    chunk.push(line);
    chars += line.length;
    if (chunk.length >= CHUNK_ROWS || chars >= CHUNK_CHARS) await flush();
  }
  await flush();
  return rows;
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
