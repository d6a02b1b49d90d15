// Serialises a dataset as RFC 4180 CSV (csv-stringify) so the ML command line can read it from a file.
import { stringify } from 'csv-stringify/sync';
import type { DatasetValue, SettlementDataset } from './settlement-dataset.js';

/** Missing values and non-finite numbers are empty fields; numbers keep JavaScript's shortest exact form. */
function toField(value: DatasetValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value;
}

/** One field as it appears in the file: quoted when it holds a comma, quote or line break. */
export function formatCsvField(value: DatasetValue): string {
  return stringify([[toField(value)]], { record_delimiter: '', quoted_match: /[\r\n]/ });
}

/** Header row of column names then one record per row, CRLF line breaks as the RFC specifies. */
export function toCsv(dataset: Pick<SettlementDataset, 'columns' | 'rows'>): string {
  const names = dataset.columns.map((c) => c.name);
  return stringify([names, ...dataset.rows.map((row) => names.map((name) => toField(row[name] ?? null)))], {
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
}
