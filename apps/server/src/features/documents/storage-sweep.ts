// Reconciles document storage with the documents table: removes files no row points at (a case whose file
// could not be deleted, a crash between writing a file and committing its row) and leftover temporary files.
import type { Kysely } from 'kysely';
import * as repo from './repository.js';
import { isUploadInFlight } from './service.js';
import type { DocumentStorage, StoredObject } from './storage/document-storage.js';
import type { Database } from '../../db/schema.js';

/** Files younger than this are never removed: an upload writes its files before their rows. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Keys looked up in the documents table per query. */
const BATCH = 500;

export type StorageSweepSummary = {
  /** False when another app server was sweeping (it holds the lock): this one did nothing. */
  ran: boolean;
  /** Objects without a row, and temporary files, that were removed. */
  removed: string[];
  /** Those that could not be removed (left for the next sweep). */
  failed: string[];
};

export type SweepLog = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };

export type StorageSweepDeps = {
  db: Kysely<Database>;
  storage: DocumentStorage;
  log: SweepLog;
  graceMs?: number;
  /** The time ages are measured from. */
  now?: () => Date;
};

/** The key a temporary file will be renamed to. */
const finalKeyOf = (object: StoredObject) => (object.partial ? object.key.replace(/\.[0-9a-f]{12}\.partial$/, '') : object.key);

/** One sweep: lists storage, removes what is older than the grace period and has no row; reports what it removed. */
export async function sweepStorage(deps: StorageSweepDeps): Promise<StorageSweepSummary> {
  const { db, storage, log } = deps;
  const outcome = await repo.withStorageSweepLock(db, async () => {
    const cutoff = (deps.now?.() ?? new Date()).getTime() - (deps.graceMs ?? SWEEP_GRACE_MS);
    const removed: string[] = [];
    const failed: string[] = [];
    const remove = async (key: string) => {
      try {
        await storage.delete(key);
        removed.push(key);
      } catch (error) {
        failed.push(key);
        log.error({ err: error, key }, 'storage sweep could not remove a file');
      }
    };
    const removeUnreferenced = async (batch: StoredObject[]) => {
      const referenced = await repo.findReferencedStorageKeys(
        db,
        batch.map((object) => object.key),
      );
      for (const object of batch) if (!referenced.has(object.key)) await remove(object.key);
    };
    let batch: StoredObject[] = [];
    for await (const object of storage.list()) {
      // The grace period covers uploads on any server; a long upload on this one is known by its keys.
      if (object.lastModified.getTime() > cutoff || isUploadInFlight(finalKeyOf(object))) continue;
      if (object.partial) {
        await remove(object.key);
        continue;
      }
      batch.push(object);
      if (batch.length >= BATCH) {
        await removeUnreferenced(batch);
        batch = [];
      }
    }
    await removeUnreferenced(batch);
    return { removed, failed };
  });
  if (!outcome.ran) {
    log.info({}, 'storage sweep skipped: another server is sweeping');
    return { ran: false, removed: [], failed: [] };
  }
  const { removed, failed } = outcome.result;
  log.info(
    { removed: removed.length, keys: removed, failed: failed.length },
    `storage sweep removed ${removed.length} file(s) without a document row`,
  );
  return { ran: true, removed, failed };
}

export type StorageSweeper = {
  /** Sweeps now; while a sweep runs, a second call gets that one's result. */
  run: () => Promise<StorageSweepSummary>;
  /** A sweep now, in the background, then one a day. */
  start: () => void;
  /** Stops the daily timer and waits for a sweep under way. */
  stop: () => Promise<void>;
};

export function createStorageSweeper(deps: StorageSweepDeps & { intervalMs?: number }): StorageSweeper {
  let running: Promise<StorageSweepSummary> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    running ??= sweepStorage(deps).finally(() => {
      running = null;
    });
    return running;
  };
  const runInBackground = () => {
    run().catch((error: unknown) => deps.log.error({ err: error }, 'storage sweep failed'));
  };
  return {
    run,
    start() {
      if (timer) return;
      runInBackground();
      timer = setInterval(runInBackground, deps.intervalMs ?? SWEEP_INTERVAL_MS);
      // The timer alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
