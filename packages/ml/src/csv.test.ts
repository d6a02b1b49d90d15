import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, readCsvTable } from './csv.js';

describe('CSV reading', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', () => {
    const records = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3\n');
    expect(records.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
    expect(records[2]!.line).toBe(4);
    expect(parseCsv('a\r\nb\n\nc\rd').map((r) => r.fields[0])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads named columns as categories even when their cells are number codes', () => {
    const table = readCsvTable('attorney,age,loss\n1,50,3.2\n,28,0.4\n2,,1.1\n', { categorical: ['attorney', 'not_there'] });
    expect(table.columns).toEqual([
      { name: 'attorney', kind: 'categorical' },
      { name: 'age', kind: 'numeric' },
      { name: 'loss', kind: 'numeric' },
    ]);
    expect(table.rows.map((r) => r.attorney)).toEqual(['1', null, '2']);
  });

  it('detects numeric and categorical columns and keeps blanks as missing', () => {
    const table = readCsvTable('amount,state,flag\n100,CA,1\n,TX,0\n2.5e3,,1\n');
    expect(table.columns).toEqual([
      { name: 'amount', kind: 'numeric' },
      { name: 'state', kind: 'categorical' },
      { name: 'flag', kind: 'numeric' },
    ]);
    expect(table.rows[1]).toEqual({ amount: null, state: 'TX', flag: 0 });
    expect(table.rows[2]!.amount).toBe(2500);
    expect(table.rows[2]!.state).toBeNull();
  });

  it('names the line of a ragged row', () => {
    expect(() => readCsvTable('a,b\n1,2\n3\n')).toThrow(/Line 3: has 1 fields, expected 2/);
    expect(() => readCsvTable('a,b\n"multi\nline",2\n3,4,5\n')).toThrow(/Line 4/);
  });

  it('rejects empty files and unclosed quotes', () => {
    expect(() => readCsvTable('')).toThrow(CsvError);
    expect(() => readCsvTable('\n\n')).toThrow(/empty/);
    expect(() => readCsvTable('a,b\n')).toThrow(/no data rows/);
    expect(() => readCsvTable('a,b\n"open,2\n')).toThrow(/not closed/);
    expect(() => readCsvTable('a,b\nx"y,2\n')).toThrow(/Line 2: a quote inside an unquoted field/);
  });
});
