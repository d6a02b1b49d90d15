// Worker thread entry: trains a model (coordinator) or grows forest trees for one (helper), sharing rows via SharedArrayBuffer.
import { availableParallelism } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { BinnedData } from './binning.js';
import { growForestTree, resolveForestOptions, type ForestTreeResult } from './forest.js';
import { saveModel } from './model-file.js';
import { runForestOnHelper } from './forest-parallel.js';
import { trainModel } from './train.js';
import type { CoordinatorData, HelperData, WorkerMessage } from './worker-messages.js';

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
