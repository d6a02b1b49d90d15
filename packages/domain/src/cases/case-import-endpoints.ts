// The case list as CSV. The CSV imports beside it (POST /api/cases/import, /api/cases/import/preview and the related
// records' pair) are not endpoints: each takes its request as JSON or as a multipart form with the file, and an
// endpoint's body is one or the other (a JSON schema the server validates before the handler, which a form fails).
import { defineEndpoint } from '../shared/endpoint.js';
import { caseListQuerySchema } from './case-list-query.js';

/** The list's filters and order without its paging: the export holds every matching case. */
export const caseExportQuerySchema = caseListQuerySchema.omit({ page: true, pageSize: true });

export const caseImportEndpoints = {
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/cases/export.csv',
    tags: ['cases'],
    summary: 'Every case matching the list filters, as CSV (RFC 4180, formula-safe)',
    query: caseExportQuerySchema,
  }),
};
