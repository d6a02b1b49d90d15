// One timed training run of our engine in its own process, so its peak RSS is its own: prints JSON.
import { applyBinMapper, fitBinMapper } from '../src/binning.js';
import { trainForestParallel } from '../src/forest-parallel.js';
import { trainGbm } from '../src/gbm.js';
import type { FeatureSchema } from '../src/table.js';
import { SPEED_FEATURES, generateSpeedData } from './speed-data.js';

const [model, rowsText] = process.argv.slice(2);
const rows = Number(rowsText);
const { columns, y } = generateSpeedData(rows);
const schema: FeatureSchema = { columns: Array.from({ length: SPEED_FEATURES }, (_, f) => ({ name: `f${f}`, kind: 'numeric' as const })) };
const x = { nRows: rows, nFeatures: SPEED_FEATURES, columns };
const rssBefore = process.resourceUsage().maxRSS / 1024;
const started = performance.now();
if (model === 'gbm') {
  trainGbm({ schema, x, y }, { maxIterations: 100, maxLeaves: 31, minSamplesLeaf: 20, learningRate: 0.1, l2: 0, maxBins: 255, earlyStopping: false, threads: Number(process.env.GBM_THREADS ?? 2) });
} else if (model === 'forest') {
  const binned = applyBinMapper(fitBinMapper(schema, x), x);
  await trainForestParallel(binned, y, { nTrees: 50, maxFeatures: 0.5, minSamplesLeaf: 20, maxDepth: 12 });
} else {
  throw new Error(`unknown model ${model}`);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, rssBeforeFitMb: rssBefore })}\n`);
