// Email to the case: GET /api/cases/:caseId/email-address (the address the case page shows), and the SMTP receiver,
// started with the app when INBOUND_SMTP_PORT is set and stopped with it.
import { inboundEmailEndpoints as endpoints } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { DocumentFeature } from '../documents/routes.js';
import * as service from './service.js';
import { startInboundReceiver, type InboundReceiver } from './smtp-receiver.js';

export type InboundEmailDeps = {
  db: Kysely<Database>;
  callers: CallerResolver;
  config: Pick<Config, 'inbound' | 'maxUploadMb'>;
  /** Where filed attachments are stored, and how they are queued to be read for search: the documents feature's own. */
  documents: Pick<DocumentFeature, 'storage' | 'queueTexts'>;
};

/** The running receiver, once the app is ready (null when it is off). */
export type InboundEmail = { receiver: () => InboundReceiver | null };

export async function registerInboundEmail(app: FastifyInstance, deps: InboundEmailDeps): Promise<InboundEmail> {
  const { db, callers } = deps;
  const { domain, smtp } = deps.config.inbound;
  registerEndpoint(app, endpoints.caseAddress, async (request) =>
    service.getCaseEmailAddress(db, await requireActor(callers, request), request.params.caseId, { domain, receiving: smtp !== null }),
  );

  let receiver: InboundReceiver | null = null;
  if (smtp !== null && domain !== null) {
    const log = {
      info: (details: object, message: string) => app.log.info(details, message),
      error: (details: object, message: string) => app.log.error(details, message),
    };
    app.addHook('onReady', async () => {
      receiver = await startInboundReceiver({
        db,
        storage: deps.documents.storage,
        maxUploadMb: deps.config.maxUploadMb,
        queueTexts: deps.documents.queueTexts,
        config: smtp,
        domain,
        log,
      });
      app.log.info(`Email to the case: receiving SMTP on ${smtp.host}:${receiver.port} for ${domain}`);
    });
    app.addHook('onClose', async () => receiver?.close());
  }
  return { receiver: () => receiver };
}
