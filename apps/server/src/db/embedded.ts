// Starts the embedded database: PGlite in a worker thread behind a password-protected loopback socket, guarded by a lock file.
import { Worker } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';

export type EmbeddedDatabase = {
  connectionString: string;
  stop: () => Promise<void>;
};

/** A connection idle inside a transaction this long is rolled back and closed (it holds the whole database). */
export const EMBEDDED_IDLE_IN_TRANSACTION_MS = 3_000;
/** A statement waiting this long for another connection's transaction fails with 55P03 (lock timeout). */
export const EMBEDDED_SESSION_WAIT_MS = 30_000;
/** A client that has not sent the password this long after connecting is disconnected. */
export const EMBEDDED_AUTHENTICATION_MS = 10_000;

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * Where the running server's embedded database listens (host:port), in DATA_DIR/db-address (owner-only) while it runs:
 * `npm run backup` reaches a running server's database through it, with the password in DATA_DIR/db-password.
 */
export const EMBEDDED_ADDRESS_FILE = 'db-address';

/** The connection string of the embedded database a running server holds in dataDir, or null when none is running there. */
export function readRunningEmbeddedConnection(dataDir: string): string | null {
  const root = resolve(dataDir);
  let address: string;
  try {
    address = readFileSync(join(root, EMBEDDED_ADDRESS_FILE), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!/^127\.0\.0\.1:\d{1,5}$/.test(address)) throw new Error(`${join(root, EMBEDDED_ADDRESS_FILE)} does not hold a loopback address`);
  const password = readFileSync(join(root, 'db-password'), 'utf8').trim();
  return `postgres://postgres:${password}@${address}/postgres?sslmode=disable`;
}

/**
 * The password of the embedded database's socket: kept in DATA_DIR/db-password (owner-only), made
 * on first start. Only this app reads it; it keeps other local processes out of the firms' data.
 */
export function loadOrCreateDatabasePassword(dataDir: string): string {
  const path = join(dataDir, 'db-password');
  try {
    writeFileSync(path, randomBytes(24).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copied or restored folder may have lost the mode.
  chmodSync(path, 0o600);
  const password = readFileSync(path, 'utf8').trim();
  if (password.length < 16)
    throw new Error(`${path} must hold the embedded database's password (at least 16 characters); delete it to make a new one.`);
  return password;
}

/**
 * Threads whose in-memory database was dropped, kept to serve the next one: PGlite compiles and optimises its 9 MB of
 * WebAssembly once per thread (seconds of CPU), and tests start an in-memory database for every test app. An idle
 * thread holds no database and does not keep the process alive.
 */
const idleThreads: Worker[] = [];
const MAX_IDLE_THREADS = 2;

/** How many threads wait to serve an in-memory database (for tests). */
export function idleEmbeddedThreadCount(): number {
  return idleThreads.length;
}

function forgetIdleThread(this: Worker): void {
  const index = idleThreads.indexOf(this);
  if (index >= 0) idleThreads.splice(index, 1);
}

function keepIdle(worker: Worker): void {
  worker.unref();
  worker.on('exit', forgetIdleThread);
  idleThreads.push(worker);
}

/**
 * dataDir 'memory://' keeps everything in memory (tests); any other value is a folder on disk. snapshot: with 'memory://',
 * a file made by PGlite's dumpDataDir to start from instead of a new database (tests start from a migrated one).
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  snapshot?: string;
  idleInTransactionMs?: number;
  sessionWaitMs?: number;
  /** A client that has not sent the password this long after connecting is disconnected. */
  authenticationMs?: number;
}): Promise<EmbeddedDatabase> {
  const inMemory = options.dataDir.startsWith('memory://');
  if (options.snapshot && !inMemory) throw new Error('Only an in-memory embedded database starts from a snapshot');
  let lock: DataDirLock | undefined;
  let pgliteDir = options.dataDir;
  let password = randomBytes(24).toString('hex');
  if (!inMemory) {
    const root = resolve(options.dataDir);
    mkdirSync(root, { recursive: true });
    lock = acquireDataDirLock(root);
    pgliteDir = join(root, 'pglite');
    try {
      password = loadOrCreateDatabasePassword(root);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const config = {
    dataDir: pgliteDir,
    snapshot: options.snapshot ?? null,
    password,
    idleInTransactionMs: options.idleInTransactionMs ?? EMBEDDED_IDLE_IN_TRANSACTION_MS,
    sessionWaitMs: options.sessionWaitMs ?? EMBEDDED_SESSION_WAIT_MS,
    authenticationMs: options.authenticationMs ?? EMBEDDED_AUTHENTICATION_MS,
  };
  const idle = inMemory ? idleThreads.pop() : undefined;
  const worker = idle ?? new Worker(workerUrl, { workerData: config });
  if (idle) {
    idle.off('exit', forgetIdleThread);
    idle.ref();
    idle.postMessage({ type: 'start', config });
  }
  try {
    const conn = await new Promise<string>((resolveReady, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database stopped while starting (exit code ${code})`)));
      worker.once('message', (message: { type: string; conn: string; message?: string }) => {
        if (message.type === 'ready') resolveReady(message.conn);
        else reject(new Error(`The embedded database did not start: ${message.message ?? message.type}`));
      });
    });
    worker.removeAllListeners('exit');
    worker.removeAllListeners('error');
    const addressFile = inMemory ? null : join(resolve(options.dataDir), EMBEDDED_ADDRESS_FILE);
    if (addressFile) {
      rmSync(addressFile, { force: true });
      writeFileSync(addressFile, conn, { mode: 0o600, flag: 'wx' });
    }
    let stopped = false;
    return {
      connectionString: `postgres://postgres:${password}@${conn}/postgres?sslmode=disable`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        // An in-memory database is closed without a checkpoint once idle; its thread may then serve the next one.
        await new Promise<void>((resolveStop) => {
          const timer = setTimeout(() => void worker.terminate().then(() => resolveStop()), 10_000);
          worker.once('message', (message: { type: string }) => {
            if (message.type !== 'stopped') return;
            clearTimeout(timer);
            if (inMemory && idleThreads.length < MAX_IDLE_THREADS) {
              keepIdle(worker);
              resolveStop();
            } else void worker.terminate().then(() => resolveStop());
          });
          worker.postMessage({ type: 'stop', discard: inMemory });
        });
        if (addressFile) rmSync(addressFile, { force: true });
        lock?.release();
      },
    };
  } catch (error) {
    await worker.terminate();
    lock?.release();
    throw error;
  }
}
