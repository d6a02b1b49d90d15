// Worker thread entry: trains a model (coordinator) or grows forest trees for one (helper), sharing rows via SharedArrayBuffer.
import { availableParallelism } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { BinnedData } from './binning.js';
import { growForestTree, resolveForestOptions, type ForestOptions, type ForestTreeResult } from './forest.js';
import { saveModel } from './model-file.js';
import type { Table } from './table.js';
import { trainModel, type ForestRunner, type TrainOptions } from './train.js';
import { spawnModuleWorker } from './worker-entry.js';

export type CoordinatorData = { task: 'train'; table: Table; options: Omit<TrainOptions, 'onProgress' | 'signal'>; threads: number };
export type HelperData = {
  task: 'forest';
  bins: Uint8Array; nRows: number; nFeatures: number; nBins: Int32Array; thresholds: Float64Array[]; isCategorical: boolean[];
  y: Float64Array; options: ForestOptions; nTrees: number; counter: Int32Array;
};
export type WorkerMessage =
  | { type: 'progress'; stage: string; fraction: number }
  | { type: 'result'; model: string }
  | { type: 'trees'; results: Array<{ index: number; result: ForestTreeResult }> }
  | { type: 'error'; name: string; message: string };

function toShared<T extends Uint8Array | Float64Array>(array: T, make: (b: SharedArrayBuffer) => T): T {
  const shared = make(new SharedArrayBuffer(array.byteLength));
  shared.set(array);
  return shared;
}

/** Runs a helper thread that claims tree indices from a shared counter, as does this thread once it is free. */
const runForestOnHelper: ForestRunner = ({ data, y, options, nTrees }) => {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const helperData: HelperData = {
    task: 'forest',
    bins: toShared(data.bins, (b) => new Uint8Array(b)),
    nRows: data.nRows, nFeatures: data.nFeatures, nBins: data.nBins, thresholds: data.thresholds, isCategorical: data.isCategorical,
    y: toShared(y, (b) => new Float64Array(b)), options, nTrees, counter,
  };
  const helper = spawnModuleWorker('train-worker', { workerData: helperData });
  const done = new Promise<Array<ForestTreeResult | undefined>>((resolve, reject) => {
    helper.once('message', (message: WorkerMessage) => {
      if (message.type === 'trees') {
        const out: Array<ForestTreeResult | undefined> = new Array(nTrees);
        for (const { index, result } of message.results) out[index] = result;
        resolve(out);
      } else if (message.type === 'error') reject(new Error(message.message));
      void helper.terminate();
    });
    helper.once('error', reject);
  });
  return { claim: () => Atomics.add(counter, 0, 1), done };
};

function runHelper(data: HelperData): void {
  const binned: BinnedData = { bins: data.bins, nRows: data.nRows, nFeatures: data.nFeatures, nBins: data.nBins, thresholds: data.thresholds, isCategorical: data.isCategorical };
  const resolved = resolveForestOptions(data.options);
  const results: Array<{ index: number; result: ForestTreeResult }> = [];
  for (;;) {
    const index = Atomics.add(data.counter, 0, 1);
    if (index >= data.nTrees) break;
    results.push({ index, result: growForestTree(binned, data.y, resolved, index) });
  }
  parentPort!.postMessage({ type: 'trees', results } satisfies WorkerMessage);
}

async function runCoordinator(data: CoordinatorData): Promise<void> {
  const useHelper = data.threads >= 2 && availableParallelism() >= 2;
  let lastSent = -1;
  let lastStage = '';
  const model = await trainModel(data.table, {
    ...data.options,
    onProgress: (event) => {
      // Throttled: a message per percent is plenty for a progress bar.
      if (event.fraction - lastSent < 0.01 && event.stage === lastStage) return;
      lastSent = event.fraction;
      lastStage = event.stage;
      parentPort!.postMessage({ type: 'progress', stage: event.stage, fraction: event.fraction } satisfies WorkerMessage);
    },
  }, useHelper ? runForestOnHelper : undefined);
  parentPort!.postMessage({ type: 'result', model: saveModel(model) } satisfies WorkerMessage);
}

const data = workerData as CoordinatorData | HelperData;
try {
  if (data.task === 'forest') runHelper(data);
  else await runCoordinator(data);
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  parentPort!.postMessage({ type: 'error', name: e.name, message: e.message } satisfies WorkerMessage);
}
