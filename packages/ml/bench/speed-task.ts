// One timed training run of our engine in its own process, so its peak RSS is its own: prints JSON.
import { applyBinMapper, fitBinMapper } from '../src/binning.js';
import { trainForestParallel } from '../src/forest-parallel.js';
import { predictGbm, trainGbm, type GbmOptions } from '../src/gbm.js';
import { saveModel } from '../src/model-file.js';
import type { FeatureSchema, Row, Table } from '../src/table.js';
import { trainModel } from '../src/train.js';
import { SPEED_FEATURES, SPEED_TEST_ROWS, SPEED_TEST_SEED, generateSpeedData } from './speed-data.js';

// bench/run.ts compiles this task with the engine (tsconfig.bench.json) and runs the JavaScript, so neither this
// process nor the engine's helper threads go through a TypeScript loader: the engine runs as it ships.

/** The boosting settings of the speed table; reference.py gives scikit-learn and XGBoost the same. */
const SPEED_GBM: GbmOptions = {
  maxIterations: 200,
  maxLeaves: 31,
  minSamplesLeaf: 20,
  learningRate: 0.1,
  l2: 0,
  maxBins: 255,
  earlyStopping: false,
};

/** Rows trainModel holds out to calibrate in the `train` run. */
const TRAIN_CALIBRATION_ROWS = 100;

const [model, rowsText] = process.argv.slice(2);
const rows = Number(rowsText);
const threads = Number(process.env.GBM_THREADS ?? 2);
const { columns, y } = generateSpeedData(rows);
const schema: FeatureSchema = { columns: Array.from({ length: SPEED_FEATURES }, (_, f) => ({ name: `f${f}`, kind: 'numeric' as const })) };
const x = { nRows: rows, nFeatures: SPEED_FEATURES, columns };
// `train`: the same data as an in-memory table of row objects (built as readCsvTable builds them), before the clock starts.
const table: Table | null = model === 'train' ? buildTable(columns, y) : null;
const rssBefore = process.resourceUsage().maxRSS / 1024;
const cpuBefore = process.cpuUsage();
const started = performance.now();
let predictor: ((row: Float64Array) => number) | null = null;
let fits = 1;
let stages: Record<string, number> | null = null;
if (model === 'gbm') {
  const { model: fitted } = trainGbm({ schema, x, y }, { ...SPEED_GBM, threads });
  predictor = (row) => predictGbm(fitted, row);
} else if (model === 'quantile') {
  // The two quantile models the CLI's `train` fits for a 95% interval, one after the other, on bins
  // computed once (as train.ts shares them between its models).
  const binned = applyBinMapper(fitBinMapper(schema, x), x);
  for (const alpha of [0.025, 0.975]) trainGbm({ schema, x, y, binned }, { ...SPEED_GBM, loss: { kind: 'quantile', alpha }, threads });
  fits = 2;
} else if (model === 'train' && table !== null) {
  // One GBM through trainModel, from the table to a saved model: 100 rows held out to calibrate its intervals.
  const trained = await trainModel(table, {
    target: 'y',
    model: 'gbm',
    intervalMethod: 'split',
    calibrationFraction: TRAIN_CALIBRATION_ROWS / rows,
    gbm: { ...SPEED_GBM, threads },
  });
  const saveStarted = performance.now();
  saveModel(trained);
  stages = { ...trained.card.stageMilliseconds, save: performance.now() - saveStarted };
  predictor = (row) => trained.predict(Object.fromEntries(Array.from(row, (v, f) => [`f${f}`, v]))).value;
} else if (model === 'forest') {
  const binned = applyBinMapper(fitBinMapper(schema, x), x);
  await trainForestParallel(binned, y, { nTrees: 50, maxFeatures: 0.5, minSamplesLeaf: 20, maxDepth: 12 });
} else {
  throw new Error(`unknown model ${model}`);
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
let rmse: number | null = null;
if (predictor !== null) {
  const test = generateSpeedData(SPEED_TEST_ROWS, SPEED_TEST_SEED);
  const row = new Float64Array(SPEED_FEATURES);
  let sum = 0;
  for (let i = 0; i < SPEED_TEST_ROWS; i++) {
    for (let f = 0; f < SPEED_FEATURES; f++) row[f] = test.columns[f]![i]!;
    sum += (predictor(row) - test.y[i]!) ** 2;
  }
  rmse = Math.sqrt(sum / SPEED_TEST_ROWS);
}
process.stdout.write(
  `${JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, fits, rmse, ...(stages !== null ? { stages } : {}), peakRssMb: process.resourceUsage().maxRSS / 1024, rssBeforeFitMb: rssBefore })}\n`,
);

function buildTable(features: Float64Array[], target: Float64Array): Table {
  const names = features.map((_, f) => `f${f}`);
  const rows: Row[] = Array.from(target, (value, i) => {
    const row: Row = {};
    names.forEach((name, f) => (row[name] = features[f]![i]!));
    row.y = value;
    return row;
  });
  return { columns: [...names.map((name) => ({ name, kind: 'numeric' as const })), { name: 'y', kind: 'numeric' }], rows };
}
