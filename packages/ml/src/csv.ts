// RFC 4180 CSV reading into a typed table: quoted fields, blank cells as missing, column types detected.
import type { ColumnSpec, Row, Table } from './table.js';

export class CsvError extends Error {
  override readonly name = 'CsvError';
}

export type CsvRecord = { line: number; fields: string[] };

/** Splits CSV text into records; each remembers the line it starts on for error messages. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = (): void => {
    fields.push(field);
    // A line with nothing on it is not a record (trailing newline, blank separator lines).
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field !== '') throw new CsvError(`Line ${line}: a quote inside an unquoted field (quote the whole field and double inner quotes)`);
      quoted = true;
      fieldStarted = true;
      i++;
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      fieldStarted = true;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    fieldStarted = true;
    i++;
  }
  if (quoted) throw new CsvError(`Line ${recordLine}: a quoted field is not closed before the end of the file`);
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return records;
}

/** Parses CSV into a Table: a column is numeric when every non-blank cell is a number, else categorical. */
export function readCsvTable(text: string): Table {
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
  const body = records.slice(1);
  const columns: ColumnSpec[] = header.map((name, k) => {
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
