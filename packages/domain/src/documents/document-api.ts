// Documents API contract beyond the entity: title rules, the firm-wide list, categories and upload limits.
import { z } from 'zod';
import { caseDocumentSchema, DEFAULT_DOCUMENT_CATEGORY } from './document-schemas.js';
import { DEFAULT_DOCUMENT_CATEGORIES } from './document-categories.js';
import { textSchema } from '../shared/schema-fields.js';

/** Upload size limit when MAX_UPLOAD_MB is not set. */
export const DEFAULT_MAX_UPLOAD_MB = 25;
/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;

/**
 * A generated document's file name from its parts (a label, a date, the client's name…): a slash or
 * backslash in a part becomes a hyphen, so sanitiseDocumentTitle, which keeps a path's last segment,
 * does not cut "Smith / Jones" down to "Jones".
 */
export function generatedDocumentFileName(parts: readonly string[], extension: string): string {
  return sanitiseDocumentTitle(`${parts.map((part) => part.replace(/[\\/]/g, '-')).join(' - ')}${extension}`);
}

/**
 * A file name made safe to store and show as a title: the last path segment only, no control or
 * bidirectional-override characters, collapsed spaces, at most 200 characters (keeping the
 * extension). Never used to build a storage path; that uses ids and a timestamp only.
 */
export function sanitiseDocumentTitle(fileName: string): string {
  const lastSegment = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'document';
  if (cleaned.length <= DOCUMENT_TITLE_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, DOCUMENT_TITLE_MAX_LENGTH - extension.length) + extension;
}

/** The lower-case accepted extension of a file name ('.pdf'), or null. */
export function getUploadExtension(fileName: string): string | null {
  const match = /\.([a-z0-9]{1,5})$/i.exec(fileName.trim());
  const extension = match ? `.${match[1]!.toLowerCase()}` : null;
  return extension && ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png'].includes(extension) ? extension : null;
}

/** PATCH /api/documents/:id: the keys sent change; `title` renames the document as shown. */
export const documentPatchSchema = z.object({
  title: textSchema({ max: DOCUMENT_TITLE_MAX_LENGTH, tooLongMessage: 'Title is too long' }).trim().min(1, 'Title is required').optional(),
  category: textSchema({ max: 100, tooLongMessage: 'Category is too long' }).trim().min(1, 'Category is required').optional(),
  description: textSchema({ max: 1000, tooLongMessage: 'Description is too long' }).trim().nullable().optional(),
  /** Share it with the case's clients in the portal, or stop sharing it. */
  sharedWithClient: z.boolean({ error: 'Shared with client must be true or false' }).optional(),
});
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

/** A document with the case it belongs to, for the firm-wide Documents screen. */
export const firmDocumentSchema = caseDocumentSchema.extend({ caseClientName: z.string(), caseNo: z.number().int() });
export type FirmDocument = z.infer<typeof firmDocumentSchema>;

export const documentListQuerySchema = z.object({
  search: textSchema({ max: 200, tooLongMessage: 'Search is too long' }).trim().optional(),
  page: z.coerce.number().int().min(1).max(1_000_000, 'Page must be at most 1000000').default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListResponseSchema = z.object({
  items: z.array(firmDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const caseDocumentListResponseSchema = z.object({ items: z.array(caseDocumentSchema) });
export const documentUploadResponseSchema = z.object({ items: z.array(caseDocumentSchema) });

export const documentCategorySchema = z.object({ name: z.string(), isDefault: z.boolean() });
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

export const documentCategoryCreateSchema = z.object({
  name: textSchema({ max: 100, tooLongMessage: 'Category is too long' }).trim().min(1, 'Category name is required'),
});
export type DocumentCategoryCreate = z.infer<typeof documentCategoryCreateSchema>;

/** The categories a firm can choose from, and the upload size limit the server enforces. */
export const documentCategoryListSchema = z.object({
  items: z.array(documentCategorySchema),
  maxUploadMb: z.number(),
});
export type DocumentCategoryList = z.infer<typeof documentCategoryListSchema>;

/** Uncategorized, the seven defaults, then the firm's own categories in the order given. */
export function listDocumentCategories(custom: readonly string[]): DocumentCategory[] {
  const defaults = [DEFAULT_DOCUMENT_CATEGORY, ...DEFAULT_DOCUMENT_CATEGORIES];
  const seen = new Set(defaults.map((name) => name.toLowerCase()));
  const own: string[] = [];
  for (const name of custom) {
    const key = name.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    own.push(name.trim());
  }
  return [...defaults.map((name) => ({ name, isDefault: true })), ...own.map((name) => ({ name, isDefault: false }))];
}

/** The message shown when a file is over the limit, on the client and from the server alike. */
export function fileTooLargeMessage(fileName: string, maxUploadMb: number): string {
  return `"${fileName}" is larger than the ${maxUploadMb} MB upload limit.`;
}

export const UNSUPPORTED_FILE_TYPE_MESSAGE =
  'Only PDF, Word (.doc, .docx), text (.txt) and image (.jpg, .jpeg, .png) files can be uploaded.';
