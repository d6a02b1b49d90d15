// CSV in and out of the API (csv-parse / csv-stringify): uploads parsed strictly, downloads written so
// that a spreadsheet never runs a cell as a formula.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from './errors.js';

type Cell = string | number | boolean | null | undefined;

/** What the parser's error codes mean for someone fixing the file. */
const problemByCode: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed before the end of the file',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field (quote the whole field and double the quotes inside it)',
  CSV_INVALID_CLOSING_QUOTE: 'text after the closing quote of a field (double the quotes inside a quoted field)',
};

/**
 * Rows of fields (RFC 4180): quoted fields may hold commas, doubled quotes and line breaks; CRLF, LF
 * or CR end a row; a BOM is dropped; blank lines carry no data. A malformed file is a 400 naming
 * the line, never a guess.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    });
  } catch (error) {
    const { code, lines, message } = error as { code?: string; lines?: number; message: string };
    throw badRequest(`The CSV file cannot be read: line ${lines ?? 1}: ${(code && problemByCode[code]) ?? message}`, 'INVALID_CSV');
  }
}

// A leading =, +, -, @, tab or carriage return makes Excel and Sheets evaluate the cell.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, which keeps it text. */
function defuseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One CSV row ending in CRLF. quoteAll quotes every cell (for spreadsheet imports that guess types);
 * otherwise cells are quoted only when they hold a comma, quote or line break.
 */
export function formatCsvRow(values: readonly Cell[], options: { quoteAll?: boolean } = {}): string {
  return stringify([values.map((value) => (value === null || value === undefined ? '' : value))], {
    record_delimiter: '\r\n',
    quoted: options.quoteAll ?? false,
    quoted_empty: options.quoteAll ?? false,
    // The writer quotes only its own record delimiter (CRLF): a lone LF or CR in text must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { string: defuseFormula, boolean: (value) => String(value), number: (value) => String(value) },
  });
}

/** A whole file: the header row, then the rows. */
export function formatCsv(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>, options: { quoteAll?: boolean } = {}): string {
  return [header, ...rows].map((row) => formatCsvRow(row, options)).join('');
}
