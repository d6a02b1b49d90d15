// /api/firm/demand-template, /api/cases/:caseId/demand-package.pdf and …/demand-letter.docx: thin routes over the demand package services.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { demandPackageQuerySchema, demandTemplateResponseSchema, demandTemplateUpdateSchema } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import { caseIdParam } from '../../http/params.js';
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
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['demand package'];

  typed.get(
    '/api/firm/demand-template',
    {
      schema: {
        tags,
        summary: "The firm's demand letter template (the default until an owner saves one) and its placeholders",
        response: { 200: demandTemplateResponseSchema },
      },
    },
    async (request) => templates.getDemandTemplate(deps.db, await requireActor(callers, request)),
  );

  typed.put(
    '/api/firm/demand-template',
    {
      schema: {
        tags,
        summary: "Change the firm's demand letter template (owners); unknown {{placeholders}} are refused",
        body: demandTemplateUpdateSchema,
        response: { 200: demandTemplateResponseSchema },
      },
    },
    async (request) => templates.updateDemandTemplate(deps.db, await requireActor(callers, request), request.body.body),
  );

  typed.get(
    '/api/cases/:caseId/demand-package.pdf',
    {
      schema: {
        tags,
        summary:
          'The demand package PDF from the firm template: ?version=client (default; the letter that leaves the firm, kept as a case document) or internal (adds the valuation; owners and attorneys; not stored)',
        params: caseIdParam,
        querystring: demandPackageQuerySchema,
      },
    },
    async (request, reply) => {
      const found = await callers.requireFirmCaller(request);
      const actor = { firmId: found.firm.firmId, userId: found.user.id, userName: found.user.name, role: found.firm.role };
      const pdf = await service.getDemandPackagePdf(serviceDeps, actor, found.firm.firmName, request.params.caseId, request.query.version);
      if (pdf.documentId) void reply.header('x-document-id', pdf.documentId);
      return sendPdf(reply, pdf.bytes, pdf.fileName);
    },
  );

  typed.get(
    '/api/cases/:caseId/demand-letter.docx',
    {
      schema: {
        tags,
        summary: "The demand letter that leaves the firm as a Word file (the firm's template filled from the case), to edit before sending",
        params: caseIdParam,
      },
    },
    async (request, reply) => {
      const found = await callers.requireFirmCaller(request);
      const actor = { firmId: found.firm.firmId, userId: found.user.id, userName: found.user.name, role: found.firm.role };
      const docx = await service.getDemandLetterDocx(deps.db, actor, found.firm.firmName, request.params.caseId);
      return sendGeneratedFile(reply, docx.bytes, docx.fileName, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    },
  );
}
