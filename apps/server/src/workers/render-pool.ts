// Generated documents (PDFs, the calendar feed) are built in worker threads with caps, never on the event loop:
// a long render holds one thread of its own, for at most its time limit, and one user builds one document at a time.
import { createHash } from 'node:crypto';
import { AppError, rateLimited } from '../http/errors.js';
import { RenderLimitError, type RenderResult, type RenderTask } from './render-messages.js';
import { createWorkerPool, WorkerTimeoutError, type WorkerPool } from './worker-pool.js';

/** A render still running after this long is ended and refused as too large. */
export const RENDER_TIMEOUT_MS = 20_000;
/** Renders running or waiting, over every user: past it a new one is told to retry. */
export const MAX_QUEUED_RENDERS = 16;
/** Documents one user may have being built at once (an identical one in flight is shared, not counted). */
export const RENDERS_PER_USER = 1;
/** Recently built documents kept by their inputs' hash, so the same request again is not rebuilt. */
const RECENT_BYTES_MAX = 32 * 1024 * 1024;

export type RenderRequest = {
  /** The renderer module's own import.meta.url (the built .js, or the .ts source in development and tests). */
  moduleUrl: string;
  exportName: string;
  input: unknown;
  /** Who asked: each user builds one document at a time. */
  userId: string;
  timeoutMs?: number;
};

type Rendered = { kind: 'bytes'; bytes: Buffer } | { kind: 'text'; text: string };

export type RenderPool = {
  /** The document's bytes (or text); 422 past a cap or the time limit, 429 when this user or the server is busy. */
  render: (request: RenderRequest) => Promise<Rendered>;
  /** Renders running or waiting. */
  pending: () => number;
  close: () => Promise<void>;
};

export function createRenderPool(options: { size?: number; maxQueued?: number; perUser?: number } = {}): RenderPool {
  // One thread by default: documents are rare next to requests, and the event loop keeps the other core.
  const pool: WorkerPool<RenderTask, RenderResult, null> = createWorkerPool({
    script: new URL('./render-worker.ts', import.meta.url),
    size: options.size ?? 1,
    createState: () => null,
    name: 'render',
  });
  const maxQueued = options.maxQueued ?? MAX_QUEUED_RENDERS;
  const perUser = options.perUser ?? RENDERS_PER_USER;
  const inFlight = new Map<string, Promise<Rendered>>();
  const byUser = new Map<string, number>();
  const recent = new Map<string, Rendered>();
  let recentBytes = 0;

  const remember = (key: string, rendered: Rendered) => {
    const size = rendered.kind === 'bytes' ? rendered.bytes.length : rendered.text.length * 2;
    if (size > RECENT_BYTES_MAX / 4) return;
    recent.set(key, rendered);
    recentBytes += size;
    for (const [oldKey, old] of recent) {
      if (recentBytes <= RECENT_BYTES_MAX) break;
      recent.delete(oldKey);
      recentBytes -= old.kind === 'bytes' ? old.bytes.length : old.text.length * 2;
    }
  };

  const start = async (key: string, request: RenderRequest): Promise<Rendered> => {
    const timeoutMs = request.timeoutMs ?? RENDER_TIMEOUT_MS;
    let result: RenderResult;
    try {
      result = await pool.run(() => ({ moduleUrl: request.moduleUrl, exportName: request.exportName, input: request.input }), {
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof WorkerTimeoutError)
        throw new AppError(
          422,
          'DOCUMENT_TOO_LARGE',
          `This document took more than ${Math.round(timeoutMs / 1000)} seconds to build and was stopped. Shorten the longest descriptions or split the case's records, then try again.`,
        );
      throw error;
    }
    if (result.kind === 'refused') throw new AppError(422, result.code, result.message);
    const rendered: Rendered =
      result.kind === 'text'
        ? result
        : { kind: 'bytes', bytes: Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength) };
    remember(key, rendered);
    return rendered;
  };

  return {
    render: (request) => {
      const key = createHash('sha256')
        .update(`${request.moduleUrl}#${request.exportName}\n`)
        .update(JSON.stringify(request.input, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)))
        .digest('hex');
      const done = recent.get(key);
      if (done) return Promise.resolve(done);
      // The same document already being built (a double click, two tabs): both get the one render.
      const shared = inFlight.get(key);
      if (shared) return shared;
      if ((byUser.get(request.userId) ?? 0) >= perUser)
        return Promise.reject(rateLimited('A document you asked for is still being built. Please wait for it, then try again.', 5));
      if (pool.pending() >= maxQueued)
        return Promise.reject(rateLimited('Many documents are being built right now. Please try again in a moment.', 10));
      byUser.set(request.userId, (byUser.get(request.userId) ?? 0) + 1);
      const running = start(key, request).finally(() => {
        inFlight.delete(key);
        const left = (byUser.get(request.userId) ?? 1) - 1;
        if (left > 0) byUser.set(request.userId, left);
        else byUser.delete(request.userId);
      });
      inFlight.set(key, running);
      return running;
    },
    pending: () => pool.pending(),
    close: () => pool.close(),
  };
}

let shared: RenderPool | null = null;

/** The process's render pool, started on first use; its idle threads never keep the process alive. */
export function getRenderPool(): RenderPool {
  shared ??= createRenderPool();
  return shared;
}

export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

/** Renders a PDF through the shared pool: its bytes. */
export async function renderPdfInWorker(request: RenderRequest): Promise<Buffer> {
  const rendered = await getRenderPool().render(request);
  if (rendered.kind !== 'bytes') throw new Error(`${request.exportName} returned text, not a PDF`);
  return rendered.bytes;
}

export { RenderLimitError };
