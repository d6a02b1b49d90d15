import { describe, expect, it } from 'vitest';
import { formatCsvCell, formatCsvRow, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and LF, and drops a BOM and blank lines', () => {
    const text = '\uFEFFname,notes\r\n"Lee, Ann","said ""ouch""\nthen left"\n\nBo,\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'notes'],
      ['Lee, Ann', 'said "ouch"\nthen left'],
      ['Bo', ''],
    ]);
  });

  it('reads a last row without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('formatCsvCell', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(formatCsvCell('Lee, Ann')).toBe('"Lee, Ann"');
    expect(formatCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(formatCsvCell('+1')).toBe("'+1");
    expect(formatCsvCell('-2')).toBe("'-2");
    expect(formatCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(formatCsvCell(25000)).toBe('25000');
    expect(formatCsvCell(null)).toBe('');
    expect(formatCsvRow(['a', 1, true, null])).toBe('a,1,true,\r\n');
  });

  it('round-trips through the parser', () => {
    const values = ['plain', 'comma, inside', 'quote " inside', 'line\nbreak'];
    expect(parseCsv(formatCsvRow(values))).toEqual([values]);
  });
});
