// Serialises a dataset as RFC 4180 CSV so the ML command line can read it from a file.

import type { DatasetValue, SettlementDataset } from './settlement-dataset.js';

/** Quotes a field when it holds a comma, quote, CR or LF; inner quotes are doubled (RFC 4180 section 2). */
export function formatCsvField(value: DatasetValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Header row of column names then one record per row, CRLF line breaks as the RFC specifies; missing values are empty fields. */
export function toCsv(dataset: Pick<SettlementDataset, 'columns' | 'rows'>): string {
  const names = dataset.columns.map((c) => c.name);
  const lines: string[] = [names.map(formatCsvField).join(',')];
  for (const row of dataset.rows) {
    lines.push(names.map((n) => formatCsvField(row[n] ?? null)).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
