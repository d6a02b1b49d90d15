import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csv', () => {
  it('quotes every cell and doubles quote marks', () => {
    expect(csvCell('Smith, "Jones" & Co')).toBe('"Smith, ""Jones"" & Co"');
    expect(csvCell(null)).toBe('""');
  });

  it('makes formula-like text inert', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(text).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Reyes Law')).toBe('"Reyes Law"');
  });

  it('keeps numbers as numbers and ends rows with CRLF', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('"a","b"\r\n"1",""\r\n');
  });
});
