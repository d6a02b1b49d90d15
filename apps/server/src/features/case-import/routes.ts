// /api/cases/import/preview, /api/cases/import and /api/cases/export.csv: thin routes over the import service.
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CASE_IMPORT_MAX_BYTES,
  caseImportPreviewSchema,
  caseImportRequestSchema,
  caseImportResultSchema,
  caseListQuerySchema,
  type CaseImportRequest,
} from '@casecast/domain';
import { ZodError } from 'zod';
import { AppError, badRequest } from '../../http/errors.js';
import { requireActor } from '../../auth/caller.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';

const exportQuerySchema = caseListQuerySchema.omit({ page: true, pageSize: true });

/** JSON { csv, mapping } or multipart with a `file` part and an optional `mapping` JSON field. */
async function readImportRequest(request: FastifyRequest): Promise<CaseImportRequest> {
  if (!request.isMultipart()) return caseImportRequestSchema.parse(request.body);
  try {
    return await readMultipartImport(request);
  } catch (error) {
    // The multipart reader throws plain errors for a body that is not multipart at all (no boundary, cut off).
    if (error instanceof AppError || error instanceof ZodError || (error as FastifyError).statusCode !== undefined) throw error;
    throw badRequest('The upload is not valid multipart form data.', 'MALFORMED_UPLOAD');
  }
}

async function readMultipartImport(request: FastifyRequest): Promise<CaseImportRequest> {
  let csv: string | undefined;
  let mapping: unknown;
  let source: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw service.tooLarge();
      csv = buffer.toString('utf8');
    } else if (part.fieldname === 'mapping' && typeof part.value === 'string' && part.value.trim() !== '') {
      try {
        mapping = JSON.parse(part.value);
      } catch {
        throw badRequest('The mapping is not valid JSON.', 'MALFORMED_JSON');
      }
    } else if (part.fieldname === 'csv' && typeof part.value === 'string') csv = part.value;
    else if (part.fieldname === 'source' && typeof part.value === 'string' && part.value !== '') source = part.value;
  }
  if (csv === undefined) throw badRequest('No file provided');
  return caseImportRequestSchema.parse({ csv, mapping, source });
}

async function* prepend(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

export async function registerCaseImportRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const tags = ['cases'];
  // JSON carries the CSV as a string: allow its size plus escaping, then say clearly what the limit is.
  const bodyLimit = CASE_IMPORT_MAX_BYTES * 2;
  const errorHandler = (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413)
      throw service.tooLarge();
    throw error;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: CASE_IMPORT_MAX_BYTES, files: 1, fields: 5 } });
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.post(
      '/api/cases/import/preview',
      {
        bodyLimit,
        errorHandler,
        schema: {
          tags,
          summary: 'CSV import, step 1: columns, suggested mapping and per-row errors (JSON { csv, mapping } or multipart file)',
          response: { 200: caseImportPreviewSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(callers, request);
        return service.previewCaseImport(db, actor, await readImportRequest(request));
      },
    );

    typed.post(
      '/api/cases/import',
      {
        bodyLimit,
        errorHandler,
        schema: {
          tags,
          summary: 'CSV import, step 2: saves every valid row in one transaction and reports the skipped ones',
          response: { 200: caseImportResultSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(callers, request);
        return service.importCases(db, actor, await readImportRequest(request));
      },
    );

    typed.get(
      '/api/cases/export.csv',
      {
        schema: { tags, summary: 'Every case matching the list filters, as CSV (RFC 4180, formula-safe)', querystring: exportQuerySchema },
      },
      async (request, reply) => {
        const actor = await requireActor(callers, request);
        const stamp = new Date().toISOString().slice(0, 10);
        // The service checks the caller may export before any header of the file is set, and the first
        // page is read before the status is sent: a query the database refuses is then an error
        // response, not a 200 cut off mid-stream.
        const chunks = service.exportCasesCsv(db, actor, request.query);
        const first = await chunks.next();
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="cases-${stamp}.csv"`)
          .send(Readable.from(prepend(first, chunks)));
      },
    );
  });
}
