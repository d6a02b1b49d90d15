// The one interface every document store implements (local disk, S3-compatible), and the key rules they share.
import type { Readable } from 'node:stream';

export type DocumentStorage = {
  readonly kind: string;
  /** Streams `body` to `key`. Resolves once the whole object is stored; on failure nothing is left under `key`. */
  put: (key: string, body: Readable, options: { contentType: string }) => Promise<void>;
  /** The stored bytes; rejects with StorageNotFoundError when the key holds nothing. */
  get: (key: string) => Promise<Readable>;
  /** Removes the object; removing a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
};

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

// Keys are built from ids, a timestamp and an allow-listed extension, never from a user's file name.
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}(\/[A-Za-z0-9_-]{1,100}){1,3}\.(pdf|doc|docx|txt|jpg|jpeg|png)$/;

/** Throws unless `key` is one this app could have built: a store never touches any other path. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
}
