// /api/firm/templates (the letter templates: list, add, change, remove; preview against a case) and
// POST /api/cases/:caseId/letters (a letter made from one, filed as a case document).
import { letterEndpoints as endpoints } from '@casecast/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { registerEndpoint } from '../../http/endpoint.js';
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
  const tags = ['letters'];

  /** The caller with the firm's name, which the letterhead and {{firm_name}} print. */
  const firmCaller = async (request: FastifyRequest) => {
    const found = await callers.requireFirmCaller(request);
    const actor = { firmId: found.firm.firmId, userId: found.user.id, userName: found.user.name, role: found.firm.role };
    return { actor, firmName: found.firm.firmName };
  };

  registerRecordRoutes(app, { db, callers }, service.templates, { tags, ownList: true });
  registerEndpoint(app, endpoints.templates, async (request) => ({
    items: await service.listTemplates(db, await requireActor(callers, request)),
  }));
  registerEndpoint(app, endpoints.preview, async (request) => {
    const { actor, firmName } = await firmCaller(request);
    return service.previewLetter(db, actor, firmName, request.params.templateId, request.body);
  });
  registerEndpoint(app, endpoints.generate, async (request, reply) => {
    const { actor, firmName } = await firmCaller(request);
    const document = await service.generateLetter(letterDeps, actor, firmName, request.params.caseId, request.body);
    // 200: the same letter was filed moments ago and is returned, not filed again.
    return document.alreadyFiled ? reply.status(200).send(document) : document;
  });
}
