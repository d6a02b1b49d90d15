// The messages between the training coordinator, its forest helpers and the thread that started them.
import type { ForestOptions, ForestTreeResult } from './forest.js';
import type { Table } from './table.js';
import type { TrainOptions } from './train.js';

export type CoordinatorData = { task: 'train'; table: Table; options: Omit<TrainOptions, 'onProgress' | 'signal'>; threads: number };
export type HelperData = {
  task: 'forest';
  bins: Uint8Array;
  nRows: number;
  nFeatures: number;
  nBins: Int32Array;
  thresholds: Float64Array[];
  isCategorical: boolean[];
  y: Float64Array;
  options: ForestOptions;
  nTrees: number;
  counter: Int32Array;
};
export type WorkerMessage =
  | { type: 'progress'; stage: string; fraction: number }
  | { type: 'result'; model: string }
  | { type: 'trees'; results: Array<{ index: number; result: ForestTreeResult }> }
  | { type: 'error'; name: string; message: string };
