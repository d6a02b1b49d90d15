// Runs text extraction (text-extraction-worker.ts) in one worker thread, started on first use and ended after a
// minute without work: the server's event loop never parses a PDF or decodes a scanned page.
import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../../workers/worker-pool.js';
import type { ExtractionProgress, ExtractionResult } from './text-extraction.js';
import type { ExtractionMessage, ExtractionRequest } from './text-extraction-messages.js';

/** The server is stopping: the document was not read, and is read again on the next start (status left 'extracting'). */
export class ExtractionStoppedError extends Error {
  constructor() {
    super('The server stopped while the document was being read');
    this.name = 'ExtractionStoppedError';
  }
}

export type TextExtractor = {
  /** One document at a time; `onProgress` is awaited in order, and extract resolves once the last one has run. */
  extract: (
    input: { bytes: Uint8Array; fileType: string },
    onProgress?: (progress: ExtractionProgress) => Promise<void> | void,
  ) => Promise<ExtractionResult>;
  close: () => Promise<void>;
};

export function createTextExtractionThread(options: { idleMs?: number } = {}): TextExtractor {
  const idleMs = options.idleMs ?? 60_000;
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const stop = async () => {
    const current = worker;
    worker = null;
    // Ending the thread ends the OCR thread it started.
    if (current) await current.terminate();
  };

  const runOne = (input: { bytes: Uint8Array; fileType: string }, onProgress?: (progress: ExtractionProgress) => Promise<void> | void) =>
    new Promise<ExtractionResult>((resolve, reject) => {
      if (closed) return reject(new ExtractionStoppedError());
      if (idleTimer) clearTimeout(idleTimer);
      const thread = (worker ??= spawnWorker(new URL('./text-extraction-worker.ts', import.meta.url)));
      const id = nextId++;
      let progressDone: Promise<void> = Promise.resolve();
      const finish = () => {
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        thread.unref();
        idleTimer = setTimeout(() => void stop(), idleMs);
        idleTimer.unref();
      };
      const onMessage = (message: ExtractionMessage) => {
        if (message.id !== id) return;
        if (message.kind === 'progress') {
          progressDone = progressDone.then(() => onProgress?.(message.progress));
          return;
        }
        finish();
        if (message.kind === 'done') progressDone.then(() => resolve(message.result), reject);
        else progressDone.then(() => reject(new Error(message.message)), reject);
      };
      const onError = (error: Error) => {
        finish();
        if (worker === thread) worker = null;
        reject(closed ? new ExtractionStoppedError() : error);
      };
      const onExit = (code: number) => onError(new Error(`The text extraction thread stopped (exit code ${code})`));
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      thread.ref();
      const copy = new Uint8Array(input.bytes);
      thread.postMessage({ id, bytes: copy, fileType: input.fileType } satisfies ExtractionRequest, [copy.buffer]);
    });

  return {
    extract: (input, onProgress) => {
      if (closed) return Promise.reject(new ExtractionStoppedError());
      const run = queue.then(() => runOne(input, onProgress));
      queue = run.catch(() => undefined);
      return run;
    },
    close: async () => {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      await stop();
    },
  };
}
