// Starts the embedded database: PGlite in a worker thread behind a loopback socket, guarded by a lock file.
import { Worker } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

export type EmbeddedDatabase = {
  connectionString: string;
  stop: () => Promise<void>;
};

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** dataDir 'memory://' keeps everything in memory (tests); any other value is a folder on disk. */
export async function startEmbeddedDatabase(options: { dataDir: string; maxConnections?: number }): Promise<EmbeddedDatabase> {
  const inMemory = options.dataDir.startsWith('memory://');
  let lock: DataDirLock | undefined;
  let pgliteDir = options.dataDir;
  if (!inMemory) {
    const root = resolve(options.dataDir);
    mkdirSync(root, { recursive: true });
    lock = acquireDataDirLock(root);
    pgliteDir = join(root, 'pglite');
  }
  const worker = new Worker(workerUrl, {
    workerData: { dataDir: pgliteDir, maxConnections: options.maxConnections ?? 10 },
  });
  try {
    const conn = await new Promise<string>((resolveReady, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database stopped while starting (exit code ${code})`)));
      worker.once('message', (message: { type: string; conn: string }) => {
        if (message.type === 'ready') resolveReady(message.conn);
      });
    });
    worker.removeAllListeners('exit');
    worker.removeAllListeners('error');
    let stopped = false;
    return {
      connectionString: `postgres://postgres@${conn}/postgres?sslmode=disable`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await new Promise<void>((resolveStop) => {
          const timer = setTimeout(() => void worker.terminate().then(() => resolveStop()), 10_000);
          worker.once('message', (message: { type: string }) => {
            if (message.type !== 'stopped') return;
            clearTimeout(timer);
            void worker.terminate().then(() => resolveStop());
          });
          worker.postMessage({ type: 'stop' });
        });
        lock?.release();
      },
    };
  } catch (error) {
    await worker.terminate();
    lock?.release();
    throw error;
  }
}
