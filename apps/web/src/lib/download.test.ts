import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads the UTF-8 name first, then the quoted or bare one', () => {
    expect(fileNameFromDisposition(`attachment; filename="Nguyen.pdf"; filename*=UTF-8''Nguy%E1%BB%85n%20V%C4%83n.pdf`)).toBe(
      'Nguyễn Văn.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="Smith - Jones \\"A\\".pdf"')).toBe('Smith - Jones "A".pdf');
    expect(fileNameFromDisposition('attachment; filename=statement.pdf')).toBe('statement.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
