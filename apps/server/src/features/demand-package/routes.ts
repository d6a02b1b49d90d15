// /api/firm/demand-template, /api/cases/:caseId/demand-package.pdf and …/demand-letter.docx: thin routes over the demand package services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { demandPackageEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { createDocumentStorage } from '../documents/storage/create-document-storage.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { sendGeneratedFile, sendPdf } from '../settlement/routes.js';
import * as service from './service.js';
import * as templates from './template-service.js';
import type { Database } from '../../db/schema.js';

export type DemandPackageRouteDeps = {
  db: Kysely<Database>;
  callers: CallerResolver;
  config: Pick<Config, 'storage'>;
  /** Defaults to the store the configuration names (the one documents use). */
  storage?: DocumentStorage;
};

export async function registerDemandPackageRoutes(app: FastifyInstance, deps: DemandPackageRouteDeps): Promise<void> {
  const { callers } = deps;
  const serviceDeps = { db: deps.db, storage: deps.storage ?? createDocumentStorage(deps.config.storage) };

  /** The caller, with the firm's name the package and the letter print. */
  const firmCaller = async (request: FastifyRequest) => {
    const found = await callers.requireFirmCaller(request);
    const actor = { firmId: found.firm.firmId, userId: found.user.id, userName: found.user.name, role: found.firm.role };
    return { actor, firmName: found.firm.firmName };
  };

  registerEndpoint(app, endpoints.template, async (request) => templates.getDemandTemplate(deps.db, await requireActor(callers, request)));
  registerEndpoint(app, endpoints.saveTemplate, async (request) =>
    templates.updateDemandTemplate(deps.db, await requireActor(callers, request), request.body.body),
  );

  registerEndpoint(app, endpoints.packagePdf, async (request, reply) => {
    const { actor, firmName } = await firmCaller(request);
    const pdf = await service.getDemandPackagePdf(serviceDeps, actor, firmName, request.params.caseId, request.query.version);
    if (pdf.documentId) void reply.header('x-document-id', pdf.documentId);
    return sendPdf(reply, pdf.bytes, pdf.fileName);
  });
  registerEndpoint(app, endpoints.letterDocx, async (request, reply) => {
    const { actor, firmName } = await firmCaller(request);
    const docx = await service.getDemandLetterDocx(deps.db, actor, firmName, request.params.caseId);
    return sendGeneratedFile(reply, docx.bytes, docx.fileName, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
}
