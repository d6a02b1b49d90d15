// /api/cases/import/preview, /api/cases/import and /api/cases/export.csv: thin routes over the import service. The
// export is an endpoint of packages/domain (caseImportEndpoints); the imports take JSON or a multipart form, which an
// endpoint's body cannot say, so they stay plain routes.
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CASE_IMPORT_MAX_BYTES,
  caseImportEndpoints as endpoints,
  caseImportPreviewSchema,
  caseImportRequestSchema,
  caseImportResultSchema,
  relatedImportPreviewSchema,
  relatedImportRequestSchema,
  type CaseImportRequest,
  type RelatedImportRequest,
} from '@casecast/domain';
import { ZodError } from 'zod';
import { AppError, badRequest } from '../../http/errors.js';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as related from './related-service.js';
import * as service from './service.js';

type ImportSchema<Request> = { parse: (value: unknown) => Request };

/** JSON { csv, mapping, … } or multipart with a `file` part and the other fields (`mapping` as JSON). */
async function readImportRequest<Request>(request: FastifyRequest, schema: ImportSchema<Request>): Promise<Request> {
  if (!request.isMultipart()) return schema.parse(request.body);
  try {
    return schema.parse(await readMultipartImport(request));
  } catch (error) {
    // The multipart reader throws plain errors for a body that is not multipart at all (no boundary, cut off).
    if (error instanceof AppError || error instanceof ZodError || (error as FastifyError).statusCode !== undefined) throw error;
    throw badRequest('The upload is not valid multipart form data.', 'MALFORMED_UPLOAD');
  }
}

async function readMultipartImport(request: FastifyRequest): Promise<Record<string, unknown>> {
  let csv: string | undefined;
  let mapping: unknown;
  const fields: Record<string, string> = {};
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
    else if ((part.fieldname === 'source' || part.fieldname === 'kind') && typeof part.value === 'string' && part.value !== '')
      fields[part.fieldname] = part.value;
  }
  if (csv === undefined) throw badRequest('No file provided');
  return { csv, mapping, ...fields };
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
        return service.previewCaseImport(db, actor, await readImportRequest<CaseImportRequest>(request, caseImportRequestSchema));
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
        return service.importCases(db, actor, await readImportRequest<CaseImportRequest>(request, caseImportRequestSchema));
      },
    );

    typed.post(
      '/api/cases/import/related/preview',
      {
        bodyLimit,
        errorHandler,
        schema: {
          tags,
          summary:
            "Related-records import, step 1: a file of one kind (parties, bills, policies, negotiations) naming each row's case; columns, mapping, per-row errors",
          response: { 200: relatedImportPreviewSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(callers, request);
        return related.previewRelatedImport(db, actor, await readImportRequest<RelatedImportRequest>(request, relatedImportRequestSchema));
      },
    );

    typed.post(
      '/api/cases/import/related',
      {
        bodyLimit,
        errorHandler,
        schema: {
          tags,
          summary: 'Related-records import, step 2: saves every valid row in one transaction; records imported before are left alone',
          response: { 200: caseImportResultSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(callers, request);
        return related.importRelatedRecords(db, actor, await readImportRequest<RelatedImportRequest>(request, relatedImportRequestSchema));
      },
    );

    registerEndpoint(scope, endpoints.exportCsv, async (request, reply) => {
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
    });
  });
}
