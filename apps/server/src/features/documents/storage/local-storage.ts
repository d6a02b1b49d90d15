// Document storage on the local disk (DATA_DIR/uploads): written to a temporary file, renamed when complete.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  isPartialKey,
  isStorageKey,
  StorageNotFoundError,
  type DocumentStorage,
  type StoredObject,
} from './document-storage.js';

export function createLocalStorage(dir: string): DocumentStorage {
  const root = resolve(dir);
  const pathOf = (key: string, options: { orPartial?: boolean } = {}) => {
    assertStorageKey(key, options);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Storage key ${key} leaves the storage folder`);
    return path;
  };
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A reader never sees half a file: the bytes go to a hidden temporary name first.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) throw new StorageNotFoundError(key);
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key, { orPartial: true }), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list: () => listFiles(root),
  };
}

/** Regular files up to the depth a key reaches (4 segments), never following a link. */
async function* listFiles(root: string, prefix = '', depth = 0): AsyncGenerator<StoredObject> {
  let entries;
  try {
    entries = await readdir(prefix ? join(root, prefix) : root, { withFileTypes: true });
  } catch (error) {
    // No upload yet (no folder), or a folder removed while listing: nothing to list there.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && depth < 3) {
      yield* listFiles(root, key, depth + 1);
    } else if (entry.isFile() && (isStorageKey(key) || isPartialKey(key))) {
      const info = await lstat(join(root, key)).catch(() => null);
      if (info?.isFile()) yield { key, lastModified: info.mtime, partial: isPartialKey(key) };
    }
  }
}
