// Which categorical columns get an ordered target statistic when the user asks for `auto`: the ones with many levels.
import type { Table } from './table.js';

/** A categorical column with at least this many distinct non-blank values in the training rows counts as high-cardinality. */
export const MIN_TARGET_STATISTIC_LEVELS = 10;

/**
 * The categorical feature columns (never the target) with at least minLevels distinct non-blank values. Few-level
 * columns stay as they are: the trees split them exactly, and a target mean would only add noise to them.
 */
export function chooseTargetStatisticColumns(table: Table, target: string, minLevels = MIN_TARGET_STATISTIC_LEVELS): string[] {
  return table.columns
    .filter((column) => column.kind === 'categorical' && column.name !== target)
    .filter((column) => {
      const levels = new Set<string>();
      for (const row of table.rows) {
        const value = row[column.name];
        if (value === null || value === undefined) continue;
        const text = String(value).trim();
        if (text !== '') levels.add(text);
        if (levels.size >= minLevels) return true;
      }
      return false;
    })
    .map((column) => column.name);
}
