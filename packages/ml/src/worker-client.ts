// Training off the caller's thread: a worker trains the model, reports progress and can be cancelled.
import { loadModel } from './model-file.js';
import type { Model } from './model.js';
import type { Table } from './table.js';
import type { ProgressEvent, TrainOptions, TrainingStage } from './train.js';
import { TrainingError } from './train.js';
import type { CoordinatorData, WorkerMessage } from './worker-messages.js';
import { spawnModuleWorker } from './worker-entry.js';

export type WorkerTrainOptions = Omit<TrainOptions, 'onProgress' | 'signal'> & {
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  /** Threads to use (1 or 2); with 2 a helper thread grows forest trees while the main worker boosts. */
  threads?: number;
};

/** Trains in a worker_thread; resolves with the loaded model, rejects with an AbortError when cancelled. */
export function trainInWorker(table: Table, options: WorkerTrainOptions): Promise<Model> {
  const { onProgress, signal, threads, ...trainOptions } = options;
  return new Promise<Model>((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new DOMException('Training was cancelled', 'AbortError'));
      return;
    }
    const data: CoordinatorData = { task: 'train', table, options: trainOptions, threads: threads ?? 2 };
    const worker = spawnModuleWorker('train-worker', { workerData: data });
    let settled = false;
    const finish = (action: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      action();
      void worker.terminate();
    };
    const onAbort = (): void => finish(() => reject(new DOMException('Training was cancelled', 'AbortError')));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      // Messages already queued when the caller cancelled are not the caller's business any more.
      if (settled) return;
      if (message.type === 'progress') onProgress?.({ stage: message.stage as TrainingStage, fraction: message.fraction });
      else if (message.type === 'result') finish(() => resolve(loadModel(message.model)));
      else if (message.type === 'error') {
        finish(() => reject(message.name === 'TrainingError' ? new TrainingError(message.message) : new Error(message.message)));
      }
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`Training worker stopped unexpectedly (exit code ${code})`))));
  });
}
