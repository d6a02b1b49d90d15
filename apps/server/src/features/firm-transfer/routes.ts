// GET /api/export (the firm's data, every part of every case) and POST /api/import/firm (that file into a firm with
// no cases): thin routes over the firm-transfer service.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firmExportQuerySchema, firmImportResultSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import type { DocumentFeature } from '../documents/routes.js';
import * as service from './service.js';

export type FirmTransferDeps = CaseRouteDeps & { documents: Pick<DocumentFeature, 'storage' | 'queueTexts'> };

export async function registerFirmTransferRoutes(app: FastifyInstance, deps: FirmTransferDeps) {
  const { db, callers, documents } = deps;
  const tags = ['cases'];

  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    // The export file as it is, ZIP or JSON: read whole here (the service checks it), never parsed by the JSON body parser.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      ['application/zip', 'application/x-zip-compressed', 'application/json', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: service.FIRM_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    typed.get(
      '/api/export',
      {
        schema: {
          tags,
          summary:
            "The firm's data, every part of every case: a ZIP of CSVs with labels beside codes (files=true adds the documents' files), or one versioned JSON document",
          querystring: firmExportQuerySchema,
        },
      },
      async (request, reply) => {
        const actor = await requireActor(callers, request);
        const file = await service.exportFirm(db, documents.storage, actor, request.query);
        return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
      },
    );

    typed.post(
      '/api/import/firm',
      {
        bodyLimit: service.FIRM_IMPORT_MAX_BYTES,
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) throw service.firmImportTooLarge();
          throw error;
        },
        schema: {
          tags,
          summary: 'A firm export (its ZIP or JSON, as the body) into this firm, which must have no cases; all or nothing',
          response: { 200: firmImportResultSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(callers, request);
        if (!Buffer.isBuffer(request.body)) throw service.notAnExport();
        const result = await service.importFirm(db, documents.storage, actor, request.body);
        // Each imported document's text is read again for search, as after an upload: queued together.
        await documents.queueTexts(result.documentIds.map((documentId) => ({ firmId: actor.firmId, documentId })));
        return result.summary;
      },
    );
  });
}
