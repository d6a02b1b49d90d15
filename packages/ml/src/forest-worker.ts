// Worker thread entry of the forest's helper: grows the trees it claims from the shared counter, over rows shared
// via SharedArrayBuffer, and posts them back. Started by forest-parallel.ts, which it does not import.
import { parentPort, workerData } from 'node:worker_threads';
import type { BinnedData } from './binning.js';
import { growForestTree, resolveForestOptions, type ForestTreeResult } from './forest.js';
import type { HelperData, WorkerMessage } from './worker-messages.js';

function growClaimedTrees(data: HelperData): void {
  const binned: BinnedData = {
    bins: data.bins,
    nRows: data.nRows,
    nFeatures: data.nFeatures,
    nBins: data.nBins,
    thresholds: data.thresholds,
    isCategorical: data.isCategorical,
  };
  const resolved = resolveForestOptions(data.options);
  const results: Array<{ index: number; result: ForestTreeResult }> = [];
  for (;;) {
    const index = Atomics.add(data.counter, 0, 1);
    if (index >= data.nTrees) break;
    results.push({ index, result: growForestTree(binned, data.y, resolved, index) });
  }
  parentPort!.postMessage({ type: 'trees', results } satisfies WorkerMessage);
}

try {
  growClaimedTrees(workerData as HelperData);
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  parentPort!.postMessage({ type: 'error', name: e.name, message: e.message } satisfies WorkerMessage);
}
