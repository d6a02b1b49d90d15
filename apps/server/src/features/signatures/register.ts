// Wires e-signature: its routes, and the hourly scan on the job queue that reminds unsigned signers and marks
// requests past their date expired (started once the server is ready).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallerResolver } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../email/mailer.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createDocumentStorage } from '../documents/storage/create-document-storage.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { registerSignatureRoutes } from './routes.js';
import { scanSignatureRequests, type SignatureScanResult } from './service.js';

export const SIGNATURE_SCAN_QUEUE = 'signature-requests';
/** Every hour at :20 (UTC). */
const SIGNATURE_SCAN_CRON = '20 * * * *';

export type Signatures = { scan: () => Promise<SignatureScanResult> };

export async function registerSignatures(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    callers: CallerResolver;
    mailer: Mailer;
    jobs: JobQueue;
    config: Pick<Config, 'baseUrl' | 'authSecret' | 'signatures' | 'storage'>;
    now: () => Date;
    storage?: DocumentStorage;
  },
): Promise<Signatures> {
  const service = {
    db: deps.db,
    storage: deps.storage ?? createDocumentStorage(deps.config.storage),
    mailer: deps.mailer,
    baseUrl: deps.config.baseUrl,
    authSecret: deps.config.authSecret,
    config: deps.config.signatures,
    now: deps.now,
    log: { error: (object: unknown, message: string) => app.log.error(object, message) },
  };
  await registerSignatureRoutes(app, { callers: deps.callers, service });
  app.addHook('onReady', async () => {
    await deps.jobs.work(SIGNATURE_SCAN_QUEUE, async () => {
      const result = await scanSignatureRequests(service);
      if (result.failed > 0) throw new Error(`${result.failed} signature requests could not be reminded or expired`);
    });
    await deps.jobs.schedule(SIGNATURE_SCAN_QUEUE, SIGNATURE_SCAN_CRON);
  });
  return { scan: () => scanSignatureRequests(service) };
}
