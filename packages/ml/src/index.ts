// Public API of the Casecast ML engine: train, predict with intervals, explain, save and load models.
export type { CellValue, ColumnKind, ColumnSpec, FeatureSchema, Row, Table } from './table.js';
export type { TargetSpec, TargetTransform } from './target.js';
export type { ForestOptions } from './forest.js';
export type { GbmLoss, GbmOptions } from './gbm.js';
export type { IntervalMethod } from './conformal.js';
export { Model } from './model.js';
export type {
  CaseResult,
  CoverageReport,
  Explanation,
  HeldOutMetrics,
  Interval,
  MemberKind,
  ModelCard,
  ModelKind,
  Prediction,
} from './model.js';
export { TrainingError, computeHeldOutMetrics, trainModel } from './train.js';
export type { ProgressEvent, TrainOptions, TrainingStage } from './train.js';
export { MODEL_FORMAT, MODEL_FORMAT_VERSION, ModelFileError, loadModel, saveModel, serializeModel } from './model-file.js';
export type { ModelFile } from './model-file.js';
export { trainInWorker } from './worker-client.js';
export { generateSyntheticCases } from './synthetic.js';
export type { WorkerTrainOptions } from './worker-client.js';
export { parseCsv, readCsvTable, CsvError } from './csv.js';

import type { Table } from './table.js';
import { trainModel, type TrainOptions } from './train.js';
import type { Model } from './model.js';

/** Ridge + random forest + boosting, weighted on validation data, with conformal intervals (same thread). */
export function trainEnsemble(table: Table, options: Omit<TrainOptions, 'model'>): Promise<Model> {
  return trainModel(table, { ...options, model: 'ensemble' });
}
