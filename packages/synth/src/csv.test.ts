// Tests for the RFC 4180 CSV writer.

import { describe, expect, it } from 'vitest';
import { formatCsvField, toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes fields with commas, quotes and line breaks and leaves missing values empty', () => {
    const csv = toCsv({
      columns: [
        { name: 'carrier', kind: 'categorical' },
        { name: 'client_age', kind: 'numeric' },
      ],
      rows: [
        { carrier: 'Smith, "Jones" & Co', client_age: null },
        { carrier: 'GEICO', client_age: 41 },
      ],
    });
    expect(csv).toBe('carrier,client_age\r\n"Smith, ""Jones"" & Co",\r\nGEICO,41\r\n');
  });

  it('writes line breaks inside quotes', () => {
    expect(formatCsvField('a\nb')).toBe('"a\nb"');
    expect(formatCsvField(0.25)).toBe('0.25');
    expect(toCsv({ columns: [{ name: 'note', kind: 'categorical' }], rows: [{ note: 'two\nlines' }] })).toBe('note\r\n"two\nlines"\r\n');
  });
});
