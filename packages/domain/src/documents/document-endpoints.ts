// The documents API: a case's documents and their upload, the firm's list, search inside documents and re-reading
// them, one document (change, delete, its bytes) and the categories. Adding a category is not here: it answers 201
// when the category is new and 200 when it was there already, two statuses an endpoint cannot name.
import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  caseDocumentListResponseSchema,
  documentCategoryCreateSchema,
  documentCategoryListSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentPatchSchema,
  documentUploadResponseSchema,
} from './document-api.js';
import { documentReindexResponseSchema, documentSearchQuerySchema, documentSearchResponseSchema } from './document-search.js';
import { caseDocumentSchema } from './document-schemas.js';

const tags = ['documents'];

export const documentEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/documents',
    tags,
    summary: 'Upload documents to a case (multipart: files, optional category and description)',
    consumes: ['multipart/form-data'],
    response: documentUploadResponseSchema,
    status: 201,
  }),
  listForCase: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/documents',
    tags,
    summary: "A case's documents, newest first",
    response: caseDocumentListResponseSchema,
  }),
  listFirm: defineEndpoint({
    method: 'GET',
    path: '/api/documents',
    tags,
    summary: "The firm's documents, newest first, a page at a time",
    query: documentListQuerySchema,
    response: documentListResponseSchema,
  }),
  searchText: defineEndpoint({
    method: 'GET',
    path: '/api/documents/search',
    tags,
    summary: "Pages of the firm's documents holding the words (websearch syntax), best first, with the passage",
    query: documentSearchQuerySchema,
    response: documentSearchResponseSchema,
  }),
  reindex: defineEndpoint({
    method: 'POST',
    path: '/api/documents/reindex',
    tags,
    summary: 'Read every document of the firm (or of one case) again for search (firm owners)',
    body: z.object({ caseId: z.string().min(1).max(100).optional() }).optional(),
    response: documentReindexResponseSchema,
    status: 202,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id',
    tags,
    summary: 'One document',
    response: caseDocumentSchema,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/documents/:id',
    tags,
    summary: "Change a document's title, category or description",
    body: documentPatchSchema,
    response: caseDocumentSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/documents/:id',
    tags,
    summary: 'Delete a document: its file, then its row',
  }),
  content: defineEndpoint({
    method: 'GET',
    path: '/api/documents/:id/content',
    tags,
    summary: "The document's bytes (inline for a PDF, image or text preview; otherwise, or with ?download=1, as an attachment)",
    query: z.object({ download: z.enum(['0', '1', 'true', 'false']).optional() }),
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/document-categories',
    tags,
    summary: 'Uncategorized, the default categories and the firm’s own, with the upload size limit',
    response: documentCategoryListSchema,
  }),
  addCategory: defineEndpoint({
    method: 'POST',
    path: '/api/document-categories',
    tags,
    summary: 'Add a firm category (a name that exists in any letter case is not added twice)',
    body: documentCategoryCreateSchema,
    response: documentCategoryListSchema,
    status: 201,
    // 200: the category was there already; the list is answered as it is.
    otherStatuses: [200],
  }),
};
