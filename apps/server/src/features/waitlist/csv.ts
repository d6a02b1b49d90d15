// CSV for spreadsheets: every cell quoted, and text a spreadsheet would run as a formula made inert.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading =, +, -, @, tab or carriage return makes Excel and Sheets evaluate the cell; a quote mark in front keeps it text. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
