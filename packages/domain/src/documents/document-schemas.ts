// Case documents: the entity as the API returns it (spec section 3, "Document").
import { z } from 'zod';
import { dateValueSchema } from '../shared/iso-date.js';
import { textSchema } from '../shared/schema-fields.js';

export const DEFAULT_DOCUMENT_CATEGORY = 'Uncategorized';

/** Upload accepts these extensions (spec section 5, "Documents"). */
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png'] as const;

/** Where reading a document's text for search stands (docs/documents.md, "Search inside documents"). */
export const DOCUMENT_TEXT_STATUSES = ['pending', 'extracting', 'done', 'failed', 'unsupported'] as const;
export type DocumentTextStatus = (typeof DOCUMENT_TEXT_STATUSES)[number];

export const documentTextIndexSchema = z.object({
  status: z.enum(DOCUMENT_TEXT_STATUSES),
  /** Pages read so far, and the document's page count once known (null before). */
  pagesDone: z.number().int().min(0),
  pages: z.number().int().min(0).nullable(),
  /** Why a document could not be read ('failed') or is not read ('unsupported'). */
  error: z.string().nullable().optional(),
});
export type DocumentTextIndex = z.infer<typeof documentTextIndexSchema>;

export const caseDocumentSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  /** The file name as uploaded. */
  name: z.string(),
  /** MIME type or extension. */
  fileType: z.string(),
  /** Kilobytes, rounded (the spec's field). */
  size: z.number().int().min(0),
  /** The exact size in bytes: what the screens show, so a small file is never "0 B". */
  sizeBytes: z.number().int().min(0),
  uploadedAt: dateValueSchema,
  category: z.string().default(DEFAULT_DOCUMENT_CATEGORY),
  /** Authorised download route, never a raw storage path. */
  url: z.string(),
  description: z.string().nullable(),
  /** When the row last changed (title, category, description): the record's version for If-Match. */
  updatedAt: dateValueSchema,
  /** Whether its text can be searched yet; the server always sends it. */
  textIndex: documentTextIndexSchema.optional(),
  /** Shown to the case's clients in the portal (off until a member shares it); the server always sends it. */
  sharedWithClient: z.boolean().optional(),
  /** Uploaded by a client through the portal; the server always sends it. */
  fromClient: z.boolean().optional(),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

export const caseDocumentUpdateSchema = z.object({
  category: textSchema({ max: 100, tooLongMessage: 'Category is too long' }).trim().min(1, 'Category is required').optional(),
  description: textSchema({ max: 1000, tooLongMessage: 'Description is too long' }).trim().nullable().optional(),
});
export type CaseDocumentUpdate = z.infer<typeof caseDocumentUpdateSchema>;

/** True when a file name has one of the accepted upload extensions. */
export function isAcceptedUploadName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
