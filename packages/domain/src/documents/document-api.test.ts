import { describe, expect, it } from 'vitest';
import {
  documentPatchSchema,
  generatedDocumentFileName,
  getUploadExtension,
  listDocumentCategories,
  sanitiseDocumentTitle,
} from './document-api.js';

describe('sanitiseDocumentTitle', () => {
  it('keeps only the last path segment and drops control characters', () => {
    expect(sanitiseDocumentTitle('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitiseDocumentTitle('C:\\Users\\a\\scan.png')).toBe('scan.png');
    expect(sanitiseDocumentTitle('re\u0000port\n\r.pdf')).toBe('report.pdf');
    expect(sanitiseDocumentTitle('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(sanitiseDocumentTitle('..')).toBe('document');
    expect(sanitiseDocumentTitle('')).toBe('document');
  });
  it('shortens long names and keeps the extension', () => {
    const title = sanitiseDocumentTitle(`${'a'.repeat(300)}.pdf`);
    expect(title).toHaveLength(200);
    expect(title.endsWith('.pdf')).toBe(true);
  });
});

describe('generatedDocumentFileName', () => {
  it('keeps a name with a slash or backslash whole, as hyphens', () => {
    expect(generatedDocumentFileName(['Settlement statement v1', 'Smith / Jones'], '.pdf')).toBe(
      'Settlement statement v1 - Smith - Jones.pdf',
    );
    expect(generatedDocumentFileName(['Demand letter 2026-01-02', 'A\\B'], '.pdf')).toBe('Demand letter 2026-01-02 - A-B.pdf');
    expect(generatedDocumentFileName(['Demand letter', '../../etc/passwd'], '.pdf')).toBe('Demand letter - ..-..-etc-passwd.pdf');
  });
});

describe('getUploadExtension', () => {
  it('answers the accepted extension in lower case, else null', () => {
    expect(getUploadExtension('Scan.JPEG')).toBe('.jpeg');
    expect(getUploadExtension('letter.docx')).toBe('.docx');
    expect(getUploadExtension('setup.exe')).toBeNull();
    expect(getUploadExtension('pdf')).toBeNull();
  });
});

describe('listDocumentCategories', () => {
  it('lists Uncategorized, the seven defaults, then custom names once each', () => {
    const names = listDocumentCategories(['Photos', 'evidence', 'photos ', 'Bills']).map((category) => category.name);
    expect(names.slice(0, 8)).toEqual([
      'Uncategorized',
      'Medical Records',
      'Employment Documents',
      'Incident Documentation',
      'Legal Filings',
      'Correspondence',
      'Evidence',
      'Witness Statements',
    ]);
    expect(names.slice(8)).toEqual(['Photos', 'Bills']);
  });
});

describe('documentPatchSchema', () => {
  it('refuses an empty title and accepts a partial change', () => {
    expect(documentPatchSchema.safeParse({ title: ' ' }).success).toBe(false);
    expect(documentPatchSchema.parse({ category: ' Evidence ' })).toEqual({ category: 'Evidence' });
  });
});
