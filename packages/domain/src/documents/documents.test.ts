import { describe, expect, it } from 'vitest';
import { addDocumentCategory, DEFAULT_DOCUMENT_CATEGORIES, resolveDocumentCategory } from './document-categories.js';
import { filterDocuments, getDocumentKind, isWithinDateRange, sortDocuments } from './document-filters.js';
import { isAcceptedUploadName } from './document-schemas.js';

const now = new Date('2024-06-30T12:00:00Z');
const documents = [
  { name: 'b-report.pdf', fileType: 'application/pdf', size: 300, uploadedAt: '2024-06-28T10:00:00Z', category: 'Medical Records' },
  { name: 'A-letter.docx', fileType: 'docx', size: 20, uploadedAt: '2024-06-01T10:00:00Z', category: 'Correspondence' },
  { name: 'scene.JPG', fileType: null, size: 2048, uploadedAt: '2024-01-15T10:00:00Z', category: 'Evidence' },
  { name: 'notes.txt', fileType: 'text/plain', size: 1, uploadedAt: '2023-01-01T10:00:00Z', category: 'Uncategorized' },
];

describe('document kinds', () => {
  it('reads the kind from MIME type, extension or file name', () => {
    expect(documents.map(getDocumentKind)).toEqual(['pdf', 'word', 'image', 'text']);
    expect(getDocumentKind({ fileType: 'application/msword', name: 'x' })).toBe('word');
    expect(getDocumentKind({ fileType: 'application/zip', name: 'x.zip' })).toBe('other');
  });
  it('accepts only the upload extensions', () => {
    expect(isAcceptedUploadName('Scan.JPEG')).toBe(true);
    expect(isAcceptedUploadName('virus.exe')).toBe(false);
  });
});

describe('date ranges', () => {
  it('keeps documents uploaded within the range', () => {
    expect(isWithinDateRange({ uploadedAt: '2024-06-24T12:00:00Z', range: 'last7Days', now })).toBe(true);
    expect(isWithinDateRange({ uploadedAt: '2024-06-23T11:59:00Z', range: 'last7Days', now })).toBe(false);
    expect(isWithinDateRange({ uploadedAt: '2024-04-02T12:00:00Z', range: 'last3Months', now })).toBe(true);
    expect(isWithinDateRange({ uploadedAt: '2023-06-30T11:00:00Z', range: 'lastYear', now })).toBe(false);
  });
});

describe('filterDocuments', () => {
  it('combines search, type and date range', () => {
    expect(filterDocuments(documents, { search: 'evid' }, now).map((document) => document.name)).toEqual(['scene.JPG']);
    expect(filterDocuments(documents, { type: 'word' }, now).map((document) => document.name)).toEqual(['A-letter.docx']);
    expect(filterDocuments(documents, { dateRange: 'last30Days' }, now).map((document) => document.name)).toEqual([
      'b-report.pdf',
      'A-letter.docx',
    ]);
  });
  it('sorts by name, newest date, largest size or type', () => {
    expect(sortDocuments(documents, 'name').map((document) => document.name)).toEqual([
      'A-letter.docx',
      'b-report.pdf',
      'notes.txt',
      'scene.JPG',
    ]);
    expect(sortDocuments(documents, 'date').map((document) => document.name)).toEqual([
      'b-report.pdf',
      'A-letter.docx',
      'scene.JPG',
      'notes.txt',
    ]);
    expect(sortDocuments(documents, 'size').map((document) => document.size)).toEqual([2048, 300, 20, 1]);
    expect(sortDocuments(documents, 'type').map(getDocumentKind)).toEqual(['image', 'pdf', 'text', 'word']);
  });
});

describe('document categories', () => {
  it('starts with the seven default categories', () => {
    expect(DEFAULT_DOCUMENT_CATEGORIES).toHaveLength(7);
    expect(DEFAULT_DOCUMENT_CATEGORIES[0]).toBe('Medical Records');
  });
  it('adds a category only if it is absent', () => {
    expect(addDocumentCategory(['Evidence'], 'Photos')).toEqual(['Evidence', 'Photos']);
    expect(addDocumentCategory(['Evidence'], ' evidence ')).toEqual(['Evidence']);
    expect(addDocumentCategory(['Evidence'], '  ')).toEqual(['Evidence']);
  });
  it('defaults a missing category to Uncategorized', () => {
    expect(resolveDocumentCategory('')).toBe('Uncategorized');
    expect(resolveDocumentCategory('Evidence')).toBe('Evidence');
  });
});
