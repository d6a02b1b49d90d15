// Tabular input and its encoding into numeric feature vectors (categoricals as category codes, NaN = missing).

export type ColumnKind = 'numeric' | 'categorical';
export type ColumnSpec = { name: string; kind: ColumnKind };
export type CellValue = number | string | boolean | null | undefined;
export type Row = Record<string, CellValue>;
export type Table = { columns: ColumnSpec[]; rows: Row[] };

/** Ordered target statistics' serving side (target-statistics.ts): every training row's category mean, smoothed toward the prior. */
export type TargetStatistic = { prior: number; priorWeight: number; means: number[] };

/** A category code's serving value: its mean over all training rows; unknown categories get the prior, missing NaN. */
export function encodeTargetStatistic(statistic: TargetStatistic, code: number): number {
  if (Number.isNaN(code)) return NaN;
  return statistic.means[code] ?? statistic.prior;
}

/**
 * A feature column as the model knows it after training: categorical columns keep their category list. A numeric
 * column with targetStatistic is derived, not read: the target statistic of the categorical column `source`.
 */
export type FeatureColumn =
  | { name: string; kind: 'numeric'; targetStatistic?: TargetStatistic & { source: string } }
  | { name: string; kind: 'categorical'; categories: string[] };

export type FeatureSchema = { columns: FeatureColumn[] };

/** Column-major numeric matrix: categorical cells hold their category code, missing cells NaN. */
export type EncodedMatrix = { nRows: number; nFeatures: number; columns: Float64Array[] };

// Trees keep categories in one byte-sized bin each, so a column keeps its 255 most frequent values;
// rarer values are read as missing rather than silently merged into an arbitrary category.
export const MAX_CATEGORIES = 255;

export function parseNumber(value: CellValue): number {
  if (value === null || value === undefined) return NaN;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = value.trim();
  if (text === '') return NaN;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : NaN;
}

export function isMissing(value: CellValue): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

function formatCategory(value: CellValue): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/** Learns the schema (category lists ordered by frequency) from training rows. */
export function buildSchema(columns: ColumnSpec[], rows: Row[]): FeatureSchema {
  return {
    columns: columns.map((column): FeatureColumn => {
      if (column.kind === 'numeric') return { name: column.name, kind: 'numeric' };
      const counts = new Map<string, number>();
      for (const row of rows) {
        const value = row[column.name];
        if (isMissing(value)) continue;
        const key = formatCategory(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      // Ties broken by name so the same data always gives the same codes.
      const categories = [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, MAX_CATEGORIES)
        .map(([name]) => name);
      return { name: column.name, kind: 'categorical', categories };
    }),
  };
}

/** Builds a fast encoder for single rows; unknown categories are treated as missing. */
export function createRowEncoder(schema: FeatureSchema): (row: Row, out?: Float64Array) => Float64Array {
  const lookups = schema.columns.map((column) =>
    column.kind === 'categorical' ? new Map(column.categories.map((name, code) => [name, code])) : null,
  );
  const names = schema.columns.map((column) => column.name);
  // Derived columns: [index, source column index, statistic]; filled from the source's category code.
  const derived = schema.columns.flatMap((column, j) => {
    if (column.kind !== 'numeric' || column.targetStatistic === undefined) return [];
    const source = names.indexOf(column.targetStatistic.source);
    if (source < 0) throw new Error(`Target statistic "${column.name}" reads the missing column "${column.targetStatistic.source}"`);
    return [{ j, source, statistic: column.targetStatistic }];
  });
  return (row, out = new Float64Array(names.length)) => {
    for (let j = 0; j < names.length; j++) {
      const value = row[names[j]!];
      const lookup = lookups[j];
      if (lookup === null || lookup === undefined) out[j] = parseNumber(value);
      else out[j] = isMissing(value) ? NaN : (lookup.get(formatCategory(value)) ?? NaN);
    }
    for (const d of derived) out[d.j] = encodeTargetStatistic(d.statistic, out[d.source]!);
    return out;
  };
}

export function encodeRows(schema: FeatureSchema, rows: Row[]): EncodedMatrix {
  const nFeatures = schema.columns.length;
  const columns = Array.from({ length: nFeatures }, () => new Float64Array(rows.length));
  const encode = createRowEncoder(schema);
  const buffer = new Float64Array(nFeatures);
  for (let i = 0; i < rows.length; i++) {
    encode(rows[i]!, buffer);
    for (let j = 0; j < nFeatures; j++) columns[j]![i] = buffer[j]!;
  }
  return { nRows: rows.length, nFeatures, columns };
}

export function selectRows(matrix: EncodedMatrix, indices: ArrayLike<number>): EncodedMatrix {
  const columns = matrix.columns.map((column) => {
    const out = new Float64Array(indices.length);
    for (let i = 0; i < indices.length; i++) out[i] = column[indices[i]!]!;
    return out;
  });
  return { nRows: indices.length, nFeatures: matrix.nFeatures, columns };
}

export function readRow(matrix: EncodedMatrix, i: number, out: Float64Array = new Float64Array(matrix.nFeatures)): Float64Array {
  for (let j = 0; j < matrix.nFeatures; j++) out[j] = matrix.columns[j]![i]!;
  return out;
}
