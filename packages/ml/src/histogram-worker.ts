// Helper thread for two-thread boosting: waits on the shared control block and expands its features of the node it is handed.
import { workerData } from 'node:worker_threads';
import { expandFeatures, type Expansion } from './expand.js';
import { CONTROL, type HistogramHelperData } from './histogram-threads.js';
import { HIST_STRIDE, createSplit } from './split.js';

const d = workerData as HistogramHelperData;
const { control, totals, results, resultBins } = d;
const size = d.nFeatures * HIST_STRIDE;
const data = { columns: d.columns, nRows: d.nRows, grad: d.grad, rows: d.rows };
const info = { nBins: d.nBins, isCategorical: d.isCategorical, params: d.params };
const bests = [createSplit(), createSplit()] as const;
const slot = (s: number): Float64Array => d.pool.subarray(s * size, (s + 1) * size);
let handled = Atomics.load(control, CONTROL.command);
Atomics.store(control, CONTROL.ready, 1);
for (;;) {
  Atomics.wait(control, CONTROL.command, handled);
  const command = Atomics.load(control, CONTROL.command);
  if (command === handled) continue;
  handled = command;
  const start = control[CONTROL.start]!;
  if (start < 0) break;
  const parentSlot = control[CONTROL.parentSlot]!;
  const node: Expansion = {
    small: slot(control[CONTROL.smallSlot]!), parent: parentSlot < 0 ? null : slot(parentSlot),
    start, end: control[CONTROL.end]!, identity: control[CONTROL.identity] === 1,
    smallG: totals[0]!, smallC: totals[1]!, largeG: totals[2]!, largeC: totals[3]!,
    searchSmall: control[CONTROL.searchSmall] === 1, searchLarge: control[CONTROL.searchLarge] === 1,
  };
  for (const best of bests) best.gain = 0;
  expandFeatures({ data, info, node, from: d.splitFeature, to: d.nFeatures, bestSmall: bests[0], bestLarge: bests[1] });
  for (let c = 0; c < 2; c++) {
    const best = bests[c]!;
    results[c * 4] = best.gain;
    results[c * 4 + 1] = best.feature;
    results[c * 4 + 2] = best.leftG;
    results[c * 4 + 3] = best.leftC;
    resultBins.set(best.leftByBin, c * 256);
  }
  Atomics.store(control, CONTROL.done, command);
  Atomics.notify(control, CONTROL.done);
}
