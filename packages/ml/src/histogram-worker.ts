// Helper thread for two-thread boosting: waits on the shared control block and sums the histogram of the rows it is handed.
import { workerData } from 'node:worker_threads';
import { accumulateHistogramByColumn } from './histogram.js';
import { CONTROL, type HistogramHelperData } from './histogram-threads.js';
import { HIST_STRIDE } from './split.js';

const { columns, nRows, nFeatures, grad, rows, control, half } = workerData as HistogramHelperData;
const ordered = new Float64Array(nRows);
const size = nFeatures * HIST_STRIDE;
let handled = Atomics.load(control, CONTROL.command);
Atomics.store(control, CONTROL.ready, 1);
for (;;) {
  Atomics.wait(control, CONTROL.command, handled);
  const command = Atomics.load(control, CONTROL.command);
  if (command === handled) continue;
  handled = command;
  const start = control[CONTROL.start]!;
  if (start < 0) break;
  half.fill(0, 0, size);
  accumulateHistogramByColumn(half, columns, nRows, nFeatures, grad, rows, start, control[CONTROL.end]!, ordered);
  Atomics.store(control, CONTROL.done, command);
  Atomics.notify(control, CONTROL.done);
}
