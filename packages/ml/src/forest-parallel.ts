// Growing one forest on two threads: a helper worker and the caller claim tree indices from a shared counter.
import type { BinnedData } from './binning.js';
import { growForestTree, resolveForestOptions, type ForestOptions, type ForestTreeResult } from './forest.js';
import type { ForestRunner } from './train.js';
import type { HelperData, WorkerMessage } from './worker-messages.js';
import { spawnModuleWorker } from './worker-entry.js';

function toShared<T extends Uint8Array | Float64Array>(array: T, make: (b: SharedArrayBuffer) => T): T {
  const shared = make(new SharedArrayBuffer(array.byteLength));
  shared.set(array);
  return shared;
}

/** Runs a helper thread that claims tree indices from a shared counter, as does this thread once it is free. */
export const runForestOnHelper: ForestRunner = ({ data, y, options, nTrees }) => {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const helperData: HelperData = {
    task: 'forest',
    bins: toShared(data.bins, (b) => new Uint8Array(b)),
    nRows: data.nRows,
    nFeatures: data.nFeatures,
    nBins: data.nBins,
    thresholds: data.thresholds,
    isCategorical: data.isCategorical,
    y: toShared(y, (b) => new Float64Array(b)),
    options,
    nTrees,
    counter,
  };
  const helper = spawnModuleWorker('forest-worker', { workerData: helperData });
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

/** Trains a forest on this thread plus one helper thread; results equal the single-threaded forest. */
export async function trainForestParallel(data: BinnedData, y: Float64Array, options: ForestOptions = {}): Promise<ForestTreeResult[]> {
  const resolved = resolveForestOptions(options);
  const runner = runForestOnHelper({ data, y, options, nTrees: resolved.nTrees });
  const local: Array<ForestTreeResult | undefined> = new Array(resolved.nTrees);
  for (;;) {
    const t = runner.claim();
    if (t >= resolved.nTrees) break;
    local[t] = growForestTree(data, y, resolved, t);
  }
  const remote = await runner.done;
  // Array.from, not map: map skips the holes of a sparse array.
  return Array.from({ length: resolved.nTrees }, (_, t) => {
    const tree = local[t] ?? remote[t];
    if (tree === undefined) throw new Error(`Forest tree ${t} is missing`);
    return tree;
  });
}
