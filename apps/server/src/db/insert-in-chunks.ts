// Multi-row INSERTs split so no statement binds more parameters than PostgreSQL's wire protocol allows.

/** The Bind message counts parameters in 16 bits: one statement can bind at most this many values. */
export const MAX_BIND_PARAMETERS = 65_535;

/** Rows per statement when each row binds `columnCount` values. */
export function chunkSizeFor(columnCount: number): number {
  return Math.max(1, Math.floor(MAX_BIND_PARAMETERS / Math.max(1, columnCount)));
}

/**
 * Runs `insert` on consecutive slices of `rows`, each as large as the parameter limit allows for the
 * rows' columns (every key any row has: a multi-row VALUES list binds a value or DEFAULT for each),
 * and returns the results in input order. Callers run it inside their transaction, so a failing
 * slice still rolls back every slice.
 */
export async function insertInChunks<Row extends object, Result = never>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<readonly Result[] | void>,
): Promise<Result[]> {
  if (rows.length === 0) return [];
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  const size = chunkSizeFor(columns.size);
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const inserted = await insert(rows.slice(start, start + size));
    if (inserted) for (const item of inserted) results.push(item);
  }
  return results;
}
