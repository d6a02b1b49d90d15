// /api/firm/templates (the letter templates: list, add, change, remove; preview against a case) and
// POST /api/cases/:caseId/letters (a letter made from one, filed as a case document).
import {
  generatedLetterSchema,
  generateLetterInputSchema,
  letterPreviewSchema,
  letterTemplateKind,
  previewLetterInputSchema,
} from '@casecast/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { caseIdParam } from '../../http/params.js';
import { createDocumentStorage } from '../documents/storage/create-document-storage.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { registerRecordRoutes } from '../records/routes.js';
import * as service from './service.js';

export type LetterRouteDeps = {
  db: Kysely<Database>;
  callers: CallerResolver;
  config: Pick<Config, 'storage'>;
  /** Defaults to the store the configuration names (the one documents use). */
  storage?: DocumentStorage;
};

export async function registerLetterRoutes(app: FastifyInstance, deps: LetterRouteDeps): Promise<void> {
  const { db, callers } = deps;
  const letterDeps = { db, storage: deps.storage ?? createDocumentStorage(deps.config.storage) };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['letters'];

  /** The caller with the firm's name, which the letterhead and {{firm_name}} print. */
  const firmCaller = async (request: FastifyRequest) => {
    const found = await callers.requireFirmCaller(request);
    const actor = { firmId: found.firm.firmId, userId: found.user.id, userName: found.user.name, role: found.firm.role };
    return { actor, firmName: found.firm.firmName };
  };

  registerRecordRoutes(app, { db, callers }, service.templates, { tags, ownList: true });
  typed.get(
    '/api/firm/templates',
    {
      schema: {
        tags,
        summary: "The firm's letter templates, by name (the five default letters the first time they are listed)",
        response: { 200: letterTemplateKind.listSchema },
      },
    },
    async (request) => ({ items: await service.listTemplates(db, await requireActor(callers, request)) }),
  );

  typed.post(
    '/api/firm/templates/:templateId/preview',
    {
      schema: {
        tags,
        summary: "A letter template's text filled from a case (and the provider or lien picked)",
        params: z.object({ templateId: z.string().min(1).max(100) }),
        body: previewLetterInputSchema,
        response: { 200: letterPreviewSchema },
      },
    },
    async (request) => {
      const { actor, firmName } = await firmCaller(request);
      return service.previewLetter(db, actor, firmName, request.params.templateId, request.body);
    },
  );

  typed.post(
    '/api/cases/:caseId/letters',
    {
      schema: {
        tags,
        summary:
          'Make a letter from a firm template as a PDF or Word file, filed among the case documents (Correspondence) and logged as an outbound letter; the same letter again within minutes returns the one filed (200)',
        params: caseIdParam,
        body: generateLetterInputSchema,
        response: { 200: generatedLetterSchema, 201: generatedLetterSchema },
      },
    },
    async (request, reply) => {
      const { actor, firmName } = await firmCaller(request);
      const document = await service.generateLetter(letterDeps, actor, firmName, request.params.caseId, request.body);
      // 200: the same letter was filed moments ago and is returned, not filed again.
      return reply.status(document.alreadyFiled ? 200 : 201).send(document);
    },
  );
}
