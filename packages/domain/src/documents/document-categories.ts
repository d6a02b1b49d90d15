// Document categories: the defaults a firm starts with and adding one only if absent.
import { DEFAULT_DOCUMENT_CATEGORY } from './document-schemas.js';

export const DEFAULT_DOCUMENT_CATEGORIES = [
  'Medical Records',
  'Employment Documents',
  'Incident Documentation',
  'Legal Filings',
  'Correspondence',
  'Evidence',
  'Witness Statements',
] as const;

/** The category a document gets when none is chosen. */
export function resolveDocumentCategory(category: string | null | undefined): string {
  const text = (category ?? '').trim();
  return text === '' ? DEFAULT_DOCUMENT_CATEGORY : text;
}

/**
 * The list with `name` appended unless already present. Comparison ignores case and surrounding
 * spaces so 'evidence ' does not sit beside 'Evidence'.
 */
export function addDocumentCategory(categories: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '') return [...categories];
  const exists = categories.some((category) => category.trim().toLowerCase() === trimmed.toLowerCase());
  return exists ? [...categories] : [...categories, trimmed];
}
