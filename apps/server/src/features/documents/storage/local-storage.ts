// Document storage on the local disk (DATA_DIR/uploads): written to a temporary file, renamed when complete.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, StorageNotFoundError, type DocumentStorage } from './document-storage.js';

export function createLocalStorage(dir: string): DocumentStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
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
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
