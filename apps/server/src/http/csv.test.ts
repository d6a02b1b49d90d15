import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { formatCsv, formatCsvRow, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and LF, and drops a BOM and blank lines', () => {
    const text = '\uFEFFname,notes\r\n"Lee, Ann","said ""ouch""\nthen left"\n\nBo,\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'notes'],
      ['Lee, Ann', 'said "ouch"\nthen left'],
      ['Bo', ''],
    ]);
  });

  it('reads a last row without a line break, and rows of different lengths', () => {
    expect(parseCsv('a,b\n1,2\n3')).toEqual([['a', 'b'], ['1', '2'], ['3']]);
  });

  it('refuses an unterminated quote and a stray quote with a 400 naming the line', () => {
    for (const [text, problem] of [
      ['a,b\n"open,2\n', /line 2: a quoted field is not closed/],
      ['a,b\nx"y,2\n', /line 2: a quote inside an unquoted field/],
      ['a,b\n"x"y,2\n', /line 2: text after the closing quote/],
    ] as const) {
      const error = (() => {
        try {
          parseCsv(text);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).code).toBe('INVALID_CSV');
      expect((error as AppError).message).toMatch(problem);
    }
  });
});

describe('formatCsvRow', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(formatCsvRow(['Lee, Ann'])).toBe('"Lee, Ann"\r\n');
    expect(formatCsvRow(['say "hi"'])).toBe('"say ""hi"""\r\n');
    expect(formatCsvRow(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"\r\n`);
    for (const text of ['+1', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(formatCsvRow([text]).startsWith("'") || formatCsvRow([text]).startsWith(`"'`)).toBe(true);
    expect(formatCsvRow(['a', 1, true, null, -5])).toBe('a,1,true,,-5\r\n');
  });

  it('quotes every cell when asked, empty ones too', () => {
    expect(
      formatCsv(
        ['a', 'b'],
        [
          ['Smith, "Jones" & Co', null],
          ['Reyes Law', -5],
        ],
        { quoteAll: true },
      ),
    ).toBe('"a","b"\r\n"Smith, ""Jones"" & Co",""\r\n"Reyes Law","-5"\r\n');
  });

  it('round-trips through the parser', () => {
    const values = ['plain', 'comma, inside', 'quote " inside', 'line\nbreak'];
    expect(parseCsv(formatCsvRow(values))).toEqual([values]);
  });
});
