// Ordered target statistics (CatBoost): a high-cardinality categorical column as the smoothed mean target of its category.
import { createPermutation, createRandom } from './random.js';
import { encodeTargetStatistic, type EncodedMatrix, type FeatureSchema, type TargetStatistic } from './table.js';

export type OrderedTargetStatistics = {
  /** Per training row: the smoothed mean target of the rows of its category that come before it in a random order (NaN: missing category). */
  encoding: Float64Array;
  /** Per category code, from all the training rows: what serving and held-out rows use. */
  statistic: TargetStatistic;
};

/**
 * codes: each row's category code (0..nCategories-1, NaN when missing). A row's encoding is
 * (sum of earlier rows' targets in its category + priorWeight × prior) / (count of them + priorWeight),
 * "earlier" in a seeded random permutation (Prokhorenkova et al. 2018, "CatBoost: unbiased boosting with
 * categorical features", section 3.2): no row's own target enters its own encoding, so the trees cannot
 * learn a category's noise from the rows that made it.
 */
export function fitOrderedTargetStatistics(args: {
  codes: Float64Array;
  y: Float64Array;
  nCategories: number;
  prior: number;
  priorWeight: number;
  seed: number;
}): OrderedTargetStatistics {
  const { codes, y, nCategories, prior, priorWeight } = args;
  const sums = new Float64Array(nCategories);
  const counts = new Float64Array(nCategories);
  const encoding = new Float64Array(codes.length);
  const order = createPermutation(codes.length, createRandom(args.seed ^ 0x5bd1e995));
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const code = codes[i]!;
    if (Number.isNaN(code)) {
      encoding[i] = NaN;
      continue;
    }
    encoding[i] = (sums[code]! + priorWeight * prior) / (counts[code]! + priorWeight);
    sums[code]! += y[i]!;
    counts[code]! += 1;
  }
  const means = Array.from(sums, (s, c) => (s + priorWeight * prior) / (counts[c]! + priorWeight));
  return { encoding, statistic: { prior, priorWeight, means } };
}

/**
 * Appends to the schema and the matrix one derived numeric column per named categorical column, `<name>_target_mean`:
 * the ordered statistic on the training rows (trainRows, their targets y), the all-training-rows mean on every other row.
 * The categorical column itself stays a feature. prior: the training rows' mean target.
 */
export function addTargetStatistics(args: {
  schema: FeatureSchema;
  x: EncodedMatrix;
  y: Float64Array;
  trainRows: Uint32Array;
  columns: string[];
  priorWeight: number;
  seed: number;
}): { schema: FeatureSchema; x: EncodedMatrix } {
  const { schema, x, y, trainRows } = args;
  let prior = 0;
  for (const i of trainRows) prior += y[i]!;
  prior /= Math.max(1, trainRows.length);
  const isTrain = new Uint8Array(x.nRows);
  for (const i of trainRows) isTrain[i] = 1;
  const columns = [...schema.columns];
  const matrix = [...x.columns];
  args.columns.forEach((name, k) => {
    const index = schema.columns.findIndex((c) => c.name === name);
    const column = schema.columns[index];
    if (column === undefined) throw new Error(`Target statistic column "${name}" is not a feature`);
    if (column.kind !== 'categorical') throw new Error(`Target statistic column "${name}" is not categorical`);
    const source = x.columns[index]!;
    const fitted = fitOrderedTargetStatistics({
      codes: Float64Array.from(trainRows, (i) => source[i]!),
      y: Float64Array.from(trainRows, (i) => y[i]!),
      nCategories: column.categories.length,
      prior,
      priorWeight: args.priorWeight,
      seed: args.seed + k,
    });
    const out = new Float64Array(x.nRows);
    for (let i = 0; i < x.nRows; i++) if (isTrain[i] === 0) out[i] = encodeTargetStatistic(fitted.statistic, source[i]!);
    trainRows.forEach((i, r) => (out[i] = fitted.encoding[r]!));
    columns.push({ name: `${name}_target_mean`, kind: 'numeric', targetStatistic: { source: name, ...fitted.statistic } });
    matrix.push(out);
  });
  return { schema: { columns }, x: { nRows: x.nRows, nFeatures: matrix.length, columns: matrix } };
}
