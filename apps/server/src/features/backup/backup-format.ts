// What a backup folder holds: manifest.json, one gzip'd JSON-lines file per table, the stored document files.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';

export const BACKUP_FORMAT = 1;
/** Backup folders are named casecast-backup-<UTC time>; one being written carries `.partial` until it is complete. */
export const BACKUP_NAME = /^casecast-backup-\d{8}T\d{9}Z$/;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Which database it was taken from: 'embedded' or 'postgres' (either restores into either). */
  source: 'embedded' | 'postgres';
  /** Migration files applied in the backed-up database. */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number; file: string; bytes: number; sha256: string }[];
  files: { key: string; file: string; bytes: number; sha256: string }[];
  /** Documents whose file was already gone when the backup read it (deleted after the snapshot was taken). */
  missingFiles: string[];
  /** The embedded setup's generated auth secret (auth-secret): two-factor secrets are encrypted with it. */
  authSecretFile: string | null;
};

export function backupFolderName(at: Date): string {
  return `casecast-backup-${at.toISOString().replace(/[-:]/g, '').replace('.', '')}`;
}

export const tableFile = (name: string) => join('tables', `${name}.jsonl.gz`);
export const storedFile = (key: string) => join('files', key);

export async function sha256OfFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
