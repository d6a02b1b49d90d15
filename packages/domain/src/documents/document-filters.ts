// Document list filters and sorts on the case page (spec section 5, "Documents").
import { parseDateValue } from '../shared/iso-date.js';
import { matchesDocumentSearch } from '../search/search-predicates.js';

export const DOCUMENT_TYPE_FILTERS = ['pdf', 'word', 'image', 'text'] as const;
export type DocumentTypeFilter = (typeof DOCUMENT_TYPE_FILTERS)[number];
export type DocumentKind = DocumentTypeFilter | 'other';

export const DOCUMENT_TYPE_FILTER_LABELS: Record<DocumentTypeFilter, string> = {
  pdf: 'PDF',
  word: 'Word',
  image: 'Image',
  text: 'Text',
};

const EXTENSIONS_BY_KIND: Record<DocumentTypeFilter, readonly string[]> = {
  pdf: ['pdf'],
  word: ['doc', 'docx'],
  image: ['jpg', 'jpeg', 'png'],
  text: ['txt'],
};

const MIME_TYPES_BY_KIND: Record<DocumentTypeFilter, readonly string[]> = {
  pdf: ['application/pdf'],
  word: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  image: ['image/jpeg', 'image/png'],
  text: ['text/plain'],
};

/** The kind of a document from its MIME type or extension, falling back to its file name. */
export function getDocumentKind({ fileType, name }: { fileType: string | null; name: string }): DocumentKind {
  const type = (fileType ?? '').trim().toLowerCase().replace(/^\./, '');
  const extension = name.toLowerCase().split('.').pop() ?? '';
  for (const kind of DOCUMENT_TYPE_FILTERS) {
    if (MIME_TYPES_BY_KIND[kind].includes(type) || EXTENSIONS_BY_KIND[kind].includes(type)) return kind;
  }
  for (const kind of DOCUMENT_TYPE_FILTERS) {
    if (EXTENSIONS_BY_KIND[kind].includes(extension)) return kind;
  }
  return 'other';
}

/**
 * Whether a stored document may be shown inside the page: PDFs, PNG/JPEG images and plain text, by
 * the type checked on upload. Anything else (Word files) is only ever sent as a download.
 */
export function isPreviewableInline(fileType: string): boolean {
  const type = fileType.trim().toLowerCase();
  return (['pdf', 'image', 'text'] as const).some((kind) => MIME_TYPES_BY_KIND[kind].includes(type));
}

export const DOCUMENT_DATE_RANGES = {
  last7Days: { label: 'Last 7 days', days: 7 },
  last30Days: { label: 'Last 30 days', days: 30 },
  last3Months: { label: 'Last 3 months', days: 90 },
  lastYear: { label: 'Last year', days: 365 },
} as const;
export type DocumentDateRange = keyof typeof DOCUMENT_DATE_RANGES;

/** True when the document was uploaded within the range's days before `now`. */
export function isWithinDateRange({ uploadedAt, range, now }: { uploadedAt: string; range: DocumentDateRange; now: Date }): boolean {
  const uploaded = parseDateValue(uploadedAt);
  if (uploaded === null) return false;
  return now.getTime() - uploaded <= DOCUMENT_DATE_RANGES[range].days * 86_400_000;
}

export const DOCUMENT_SORTS = {
  name: 'By Name',
  date: 'Date (newest first)',
  size: 'Size (largest first)',
  type: 'Type',
} as const;
export type DocumentSort = keyof typeof DOCUMENT_SORTS;

type FilterableDocument = { name: string; fileType: string | null; size: number; uploadedAt: string; category: string | null };

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

export function sortDocuments<T extends FilterableDocument>(documents: readonly T[], sort: DocumentSort): T[] {
  const copy = [...documents];
  switch (sort) {
    case 'name':
      return copy.sort((a, b) => compareText(a.name, b.name));
    case 'date':
      return copy.sort((a, b) => (parseDateValue(b.uploadedAt) ?? 0) - (parseDateValue(a.uploadedAt) ?? 0));
    case 'size':
      return copy.sort((a, b) => b.size - a.size);
    case 'type':
      return copy.sort((a, b) => compareText(getDocumentKind(a), getDocumentKind(b)) || compareText(a.name, b.name));
  }
}

export type DocumentFilters = {
  search?: string;
  type?: DocumentTypeFilter | null;
  dateRange?: DocumentDateRange | null;
  /** Only one sort is active at a time. */
  sort?: DocumentSort | null;
};

/** Applies search, type and date filters, then the sort; `now` anchors the date ranges. */
export function filterDocuments<T extends FilterableDocument>(documents: readonly T[], filters: DocumentFilters, now: Date): T[] {
  const kept = documents.filter(
    (document) =>
      matchesDocumentSearch(document, filters.search) &&
      (!filters.type || getDocumentKind(document) === filters.type) &&
      (!filters.dateRange || isWithinDateRange({ uploadedAt: document.uploadedAt, range: filters.dateRange, now })),
  );
  return filters.sort ? sortDocuments(kept, filters.sort) : kept;
}
