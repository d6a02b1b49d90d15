// /api/cases/:caseId/settlement-statement (JSON) and .pdf: thin routes over the settlement statement service.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { settlementEndpoints as endpoints } from '@casecast/domain';
import type { Config } from '../../config.js';
import type { CallerResolver } from '../../auth/caller.js';
import type { Actor } from '../../http/actor.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { contentDisposition } from '../documents/content-disposition.js';
import { createDocumentStorage } from '../documents/storage/create-document-storage.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';

export type SettlementRouteDeps = {
  db: Kysely<Database>;
  callers: CallerResolver;
  config: Pick<Config, 'storage'>;
  /** Defaults to the store the configuration names (the one documents use). */
  storage?: DocumentStorage;
};

/** A generated PDF: downloaded, never cached, never sniffed. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return sendGeneratedFile(reply, bytes, fileName, 'application/pdf');
}

/** A generated file of any type (a Word letter), as sendPdf sends a PDF. */
export function sendGeneratedFile(reply: FastifyReply, bytes: Buffer, fileName: string, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export async function registerSettlementRoutes(app: FastifyInstance, deps: SettlementRouteDeps): Promise<void> {
  const serviceDeps = { db: deps.db, storage: deps.storage ?? createDocumentStorage(deps.config.storage) };
  const caller = async (request: Parameters<CallerResolver['requireFirmCaller']>[0]): Promise<{ actor: Actor; firmName: string }> => {
    const found = await deps.callers.requireFirmCaller(request);
    return {
      actor: { firmId: found.firm.firmId, userId: found.user.id, userName: found.user.name, role: found.firm.role },
      firmName: found.firm.firmName,
    };
  };

  registerEndpoint(app, endpoints.statement, async (request) => {
    const { actor, firmName } = await caller(request);
    return service.getSettlementStatement(serviceDeps, actor, firmName, request.params.caseId);
  });
  registerEndpoint(app, endpoints.statementPdf, async (request, reply) => {
    const { actor, firmName } = await caller(request);
    const pdf = await service.getSettlementStatementPdf(serviceDeps, actor, firmName, request.params.caseId);
    return sendPdf(
      reply.header('x-statement-version', String(pdf.version)).header('x-document-id', pdf.documentId),
      pdf.bytes,
      pdf.fileName,
    );
  });
}
