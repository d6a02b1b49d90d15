// The firm's data out and in: the export (every part of every case, as a file) and that file imported into a firm
// with no cases. The import's body is the file itself, ZIP or JSON, read whole by the server: no JSON schema.
import { defineEndpoint } from '../shared/endpoint.js';
import { firmExportQuerySchema, firmImportResultSchema } from './firm-export.js';

/** What an export file may be sent as: its ZIP (as browsers and tools name it) or its JSON document. */
export const FIRM_IMPORT_CONTENT_TYPES: readonly string[] = [
  'application/zip',
  'application/x-zip-compressed',
  'application/json',
  'application/octet-stream',
];

const tags = ['cases'];

export const firmTransferEndpoints = {
  exportFirm: defineEndpoint({
    method: 'GET',
    path: '/api/export',
    tags,
    summary:
      "The firm's data, every part of every case: a ZIP of CSVs with labels beside codes (files=true adds the documents' files), or one versioned JSON document",
    query: firmExportQuerySchema,
  }),
  importFirm: defineEndpoint({
    method: 'POST',
    path: '/api/import/firm',
    tags,
    summary: 'A firm export (its ZIP or JSON, as the body) into this firm, which must have no cases; all or nothing',
    consumes: FIRM_IMPORT_CONTENT_TYPES,
    response: firmImportResultSchema,
  }),
};
