// GET /api/export (the firm's data, every part of every case) and POST /api/import/firm (that file into a firm with
// no cases): thin routes over the firm-transfer service, registered from firmTransferEndpoints (packages/domain).
import type { FastifyError, FastifyInstance } from 'fastify';
import { FIRM_IMPORT_CONTENT_TYPES, firmTransferEndpoints as endpoints } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import type { DocumentFeature } from '../documents/routes.js';
import * as service from './service.js';

export type FirmTransferDeps = CaseRouteDeps & { documents: Pick<DocumentFeature, 'storage' | 'queueTexts'> };

export async function registerFirmTransferRoutes(app: FastifyInstance, deps: FirmTransferDeps) {
  const { db, callers, documents } = deps;

  await app.register(async (scope) => {
    // The export file as it is, ZIP or JSON: read whole here (the service checks it), never parsed by the JSON body parser.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      [...FIRM_IMPORT_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: service.FIRM_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    registerEndpoint(scope, endpoints.exportFirm, async (request, reply) => {
      const actor = await requireActor(callers, request);
      const file = await service.exportFirm(db, documents.storage, actor, request.query);
      return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
    });

    registerEndpoint(
      scope,
      endpoints.importFirm,
      async (request) => {
        const actor = await requireActor(callers, request);
        // The endpoint has no body schema: the body is the file the parser above read, or nothing it could read.
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) throw service.notAnExport();
        const result = await service.importFirm(db, documents.storage, actor, body);
        // Each imported document's text is read again for search, as after an upload: queued together.
        await documents.queueTexts(result.documentIds.map((documentId) => ({ firmId: actor.firmId, documentId })));
        return result.summary;
      },
      {
        bodyLimit: service.FIRM_IMPORT_MAX_BYTES,
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) throw service.firmImportTooLarge();
          throw error;
        },
      },
    );
  });
}
