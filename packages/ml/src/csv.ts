// CSV reading into a typed table (csv-parse): quoted fields, blank cells as missing, column types detected.
import { parse } from 'csv-parse/sync';
import type { ColumnSpec, Row, Table } from './table.js';

export class CsvError extends Error {
  override readonly name = 'CsvError';
}

export type CsvRecord = { line: number; fields: string[] };

/** What the parser's error codes mean for someone fixing the file. */
const problemByCode: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed before the end of the file',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field (quote the whole field and double inner quotes)',
  CSV_INVALID_CLOSING_QUOTE: 'text after the closing quote of a field (double quotes inside a quoted field)',
};

/**
 * Splits CSV text (RFC 4180, by csv-parse) into records, each with the line it ends on for error
 * messages. LF, CRLF or CR end a record, a BOM is dropped, blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  try {
    // With info: true each record comes as { record, info } (the typings only describe plain records).
    const parsed = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return parsed.map(({ record, info }) => ({ line: info.lines, fields: record }));
  } catch (error) {
    const { code, lines, message } = error as { code?: string; lines?: number; message: string };
    throw new CsvError(`Line ${lines ?? 1}: ${(code && problemByCode[code]) ?? message}`);
  }
}

/**
 * Parses CSV into a Table: a column is numeric when every non-blank cell is a number, else categorical.
 * options.categorical names columns read as categories whatever their cells hold (codes such as 1/2/3).
 */
export function readCsvTable(text: string, options: { categorical?: string[] } = {}): Table {
  const records = parseCsv(text);
  if (records.length === 0) throw new CsvError('The CSV file is empty');
  const header = records[0]!.fields.map((h) => h.trim());
  const seen = new Set<string>();
  header.forEach((name, k) => {
    if (name === '') throw new CsvError(`Line ${records[0]!.line}: column ${k + 1} has no name`);
    if (seen.has(name)) throw new CsvError(`Line ${records[0]!.line}: column name "${name}" appears twice`);
    seen.add(name);
  });
  if (records.length === 1) throw new CsvError('The CSV file has a header but no data rows');
  for (const record of records.slice(1)) {
    if (record.fields.length !== header.length) {
      throw new CsvError(`Line ${record.line}: has ${record.fields.length} fields, expected ${header.length} like the header`);
    }
  }
  // Names not in the header are ignored: a model's categorical columns may be absent from a file to predict.
  const forced = new Set(options.categorical ?? []);
  const body = records.slice(1);
  const columns: ColumnSpec[] = header.map((name, k) => {
    if (forced.has(name)) return { name, kind: 'categorical' };
    let numeric = true;
    let any = false;
    for (const record of body) {
      const cell = record.fields[k]!.trim();
      if (cell === '') continue;
      any = true;
      if (!Number.isFinite(Number(cell))) {
        numeric = false;
        break;
      }
    }
    return { name, kind: numeric && any ? 'numeric' : 'categorical' };
  });
  const rows: Row[] = body.map((record) => {
    const row: Row = {};
    columns.forEach((column, k) => {
      const cell = record.fields[k]!.trim();
      row[column.name] = cell === '' ? null : column.kind === 'numeric' ? Number(cell) : cell;
    });
    return row;
  });
  return { columns, rows };
}
