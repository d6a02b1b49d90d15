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
  /**
   * Every object under a key this app could have built, and (local disk) every temporary file a
   * write left behind; anything else in the folder or bucket is not listed, so never swept.
   */
  list: () => AsyncIterable<StoredObject>;
};

export type StoredObject = {
  /** A storage key; for a temporary file, the name `delete` removes it by. */
  key: string;
  lastModified: Date;
  /** A temporary file of a write that never finished (`<key>.<random>.partial`): never a document. */
  partial: boolean;
};

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

// Keys are built from ids, a timestamp and an allow-listed extension, never from a user's file name.
const KEY = /[A-Za-z0-9_-]{1,100}(\/[A-Za-z0-9_-]{1,100}){1,3}\.(pdf|doc|docx|txt|jpg|jpeg|png)/.source;
const KEY_PATTERN = new RegExp(`^${KEY}$`);
// Local storage writes `<key>.<12 hex>.partial` first and renames it once complete.
const PARTIAL_PATTERN = new RegExp(`^${KEY}\\.[0-9a-f]{12}\\.partial$`);

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);
export const isPartialKey = (key: string) => PARTIAL_PATTERN.test(key);

/** Throws unless `key` is one this app could have built: a store never touches any other path. */
export function assertStorageKey(key: string, options: { orPartial?: boolean } = {}): void {
  if (!isStorageKey(key) && !(options.orPartial && isPartialKey(key))) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
}
