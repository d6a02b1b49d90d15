// /api/documents, /api/cases/:caseId/documents and /api/document-categories: thin routes over the document service,
// registered from documentEndpoints (packages/domain).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import multipart, { type Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { documentEndpoints as endpoints, isPreviewableInline, MAX_FILES_PER_UPLOAD, type CaseDocument } from '@casecast/domain';
import type { Config } from '../../config.js';
import type { CallerResolver } from '../../auth/caller.js';
import { badRequest } from '../../http/errors.js';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { contentDisposition } from './content-disposition.js';
import * as service from './service.js';
import type { UploadPart } from './service.js';
import { createDocumentStorage } from './storage/create-document-storage.js';
import type { DocumentStorage } from './storage/document-storage.js';
import { createStorageSweeper, type StorageSweeper } from './storage-sweep.js';
import { watchUploadIdle } from './upload-idle-watch.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createTextExtractionThread } from './text-extraction-thread.js';
import {
  DOCUMENT_TEXT_QUEUE,
  queueDocumentsLeftToRead,
  readDocumentText,
  reindexDocuments,
  searchInsideDocuments,
  type DocumentTextJob,
  type QueueDocumentText,
  type QueueDocumentTexts,
} from './text-index.js';

/** Documents left unread (settlement statements the app stored, a queue message lost) are queued this often. */
const UNREAD_SWEEP_CRON = '*/10 * * * *';
const UNREAD_SWEEP_QUEUE = 'document-text-sweep';

/**
 * The multipart parts as the service takes them. Once `stalled` aborts, the file being read fails
 * with its reason (so storage removes what it wrote) and waiting for a next part that will never
 * come fails with it too.
 */
async function* toUploadParts(parts: AsyncIterable<Multipart>, stalled: AbortSignal): AsyncGenerator<UploadPart> {
  const failOnStall = new Promise<never>((_, reject) =>
    stalled.addEventListener('abort', () => reject(stalled.reason as Error), { once: true }),
  );
  failOnStall.catch(() => undefined);
  let currentFile: Readable | null = null;
  stalled.addEventListener('abort', () => currentFile?.destroy(stalled.reason as Error), { once: true });
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([iterator.next(), failOnStall]);
    if (next.done) return;
    const part = next.value;
    if (part.type === 'file') {
      currentFile = part.file;
      yield { type: 'file', fieldName: part.fieldname, fileName: part.filename, stream: part.file };
    } else {
      yield { type: 'field', name: part.fieldname, value: String(part.value) };
    }
  }
}

export type DocumentRouteDeps = {
  db: Kysely<Database>;
  callers: CallerResolver;
  config: Pick<Config, 'maxUploadMb' | 'storage' | 'uploadIdleTimeoutMs' | 'storageSweep'>;
  /** Defaults to the store the configuration names. */
  storage?: DocumentStorage;
  /** The job queue that reads each document's text for search. */
  jobs: JobQueue;
};

/** Previews run with no scripts, no forms and no same-origin rights; only this app may frame them. */
const PREVIEW_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export type ReceiveUpload = (
  request: FastifyRequest,
  reply: FastifyReply,
  firmId: string,
  upload: (parts: AsyncIterable<UploadPart>) => Promise<CaseDocument[]>,
) => Promise<CaseDocument[]>;

/** What later features reuse: the document store, the upload receiver, and the queue that reads a stored document's text. */
export type DocumentFeature = {
  sweeper: StorageSweeper;
  storage: DocumentStorage;
  receiveUpload: ReceiveUpload;
  queueText: QueueDocumentText;
  queueTexts: QueueDocumentTexts;
};

export async function registerDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): Promise<DocumentFeature> {
  const db = deps.db;
  const storage = deps.storage ?? createDocumentStorage(deps.config.storage);
  const maxUploadMb = deps.config.maxUploadMb;
  const serviceDeps = { db, storage, maxUploadMb };
  const { callers } = deps;

  // Search inside documents: each upload is queued to be read (text layer, or OCR) by a job on this server.
  const extractor = createTextExtractionThread();
  const textDeps = {
    db,
    storage,
    extractor,
    log: { warn: (details: object, message: string) => app.log.warn(details, message) },
  };
  const queueTexts: QueueDocumentTexts = async (jobs) => {
    const queuedAt = new Date().toISOString();
    await deps.jobs.sendMany<DocumentTextJob>(
      DOCUMENT_TEXT_QUEUE,
      jobs.map(({ firmId, documentId }) => ({ firmId, documentId, queuedAt })),
    );
  };
  const queueText: QueueDocumentText = (job) => queueTexts([job]);
  const queueUnread = (includeInterrupted: boolean) =>
    queueDocumentsLeftToRead(db, queueTexts, { includeInterrupted }).catch((error: unknown) =>
      app.log.error({ err: error }, 'Could not queue the documents left to read for search; tried again in ten minutes'),
    );
  app.addHook('onReady', async () => {
    await deps.jobs.work<DocumentTextJob>(DOCUMENT_TEXT_QUEUE, async (job) => void (await readDocumentText(textDeps, job)), {
      pollingIntervalSeconds: 1,
    });
    await deps.jobs.work(UNREAD_SWEEP_QUEUE, async () => void (await queueUnread(false)));
    await deps.jobs.schedule(UNREAD_SWEEP_QUEUE, UNREAD_SWEEP_CRON);
    // In the background: listening does not wait for the documents a stopped server left (or never read).
    void queueUnread(true);
  });
  app.addHook('onClose', async () => extractor.close());

  // The runtime migrates before it builds the app; the first sweep runs in the background once the
  // app is ready, so listening never waits for it.
  const sweeper = createStorageSweeper({
    db,
    storage,
    log: { info: (details, message) => app.log.info(details, message), error: (details, message) => app.log.error(details, message) },
  });
  if (deps.config.storageSweep) {
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
  }

  /**
   * Reads a multipart upload with the document limits and the idle watch, hands its parts to `upload`, and queues
   * each stored document to be read for search. The client portal's uploads come through here too; the route's scope
   * must have registered @fastify/multipart (registerMultipart).
   */
  const receiveUpload: ReceiveUpload = async (request, reply, firmId, upload) => {
    if (!request.isMultipart()) throw badRequest('No file provided', 'NO_FILE');
    const parts = request.parts({
      limits: {
        fileSize: Math.floor(maxUploadMb * 1024 * 1024) + 1,
        files: MAX_FILES_PER_UPLOAD + 1,
        fields: 10,
        fieldSize: 10_000,
        parts: MAX_FILES_PER_UPLOAD + 11,
      },
    });
    const idle = watchUploadIdle(request.raw, deps.config.uploadIdleTimeoutMs);
    try {
      const items = await upload(toUploadParts(parts, idle.signal));
      // The upload stands even if queueing fails: the ten-minute sweep queues what is still unread.
      await Promise.all(
        items.map((item) =>
          queueText({ firmId, documentId: item.id }).catch((error: unknown) =>
            request.log.error({ err: error, documentId: item.id }, 'Could not queue a document to be read for search'),
          ),
        ),
      );
      return items;
    } catch (error) {
      if (!idle.signal.aborted) throw error;
      // The rest of the body may never come: answer, then close the connection rather than wait for it.
      request.log.warn({ idleTimeoutMs: deps.config.uploadIdleTimeoutMs }, 'upload stalled: ended');
      reply.header('connection', 'close');
      throw idle.signal.reason;
    } finally {
      idle.stop();
    }
  };

  // Multipart only in this scope, with limits sized for documents (the app's other routes keep theirs).
  await app.register(async (scope) => {
    await registerMultipart(scope);
    registerEndpoint(scope, endpoints.upload, async (request, reply) => {
      const actor = await requireActor(callers, request);
      const items = await receiveUpload(request, reply, actor.firmId, (parts) =>
        service.uploadDocuments(serviceDeps, actor, request.params.caseId, parts),
      );
      return { items };
    });
  });

  // Deleting a case deletes its document rows (foreign key cascade); its files go once that has
  // succeeded, before the answer. A file that cannot be removed is logged and left to the storage sweep.
  const filesOfDeletedCase = new WeakMap<FastifyRequest, string[]>();
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'DELETE' || request.routeOptions.url !== '/api/cases/:id') return;
    const caseId = (request.params as { id?: string }).id;
    if (!caseId) return;
    const actor = await requireActor(callers, request).catch(() => null);
    if (actor) filesOfDeletedCase.set(request, await service.listCaseStorageKeys(db, actor, caseId));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const keys = filesOfDeletedCase.get(request);
    if (!keys || reply.statusCode !== 204) return payload;
    filesOfDeletedCase.delete(request);
    await service.deleteStoredFiles(storage, keys, (key, error) =>
      request.log.error({ err: error, key }, 'could not delete the file of a deleted case; the storage sweep will remove it'),
    );
    return payload;
  });

  const actorOf = (request: FastifyRequest) => requireActor(callers, request);
  registerEndpoint(app, endpoints.listForCase, async (request) => ({
    items: await service.listCaseDocuments(db, await actorOf(request), request.params.caseId),
  }));
  registerEndpoint(app, endpoints.listFirm, async (request) => service.listFirmDocuments(db, await actorOf(request), request.query));
  registerEndpoint(app, endpoints.searchText, async (request) => searchInsideDocuments(db, await actorOf(request), request.query));
  registerEndpoint(app, endpoints.reindex, async (request) =>
    reindexDocuments({ db, queue: queueTexts }, await actorOf(request), { caseId: request.body?.caseId }),
  );
  registerEndpoint(app, endpoints.get, async (request) => service.getDocument(db, await actorOf(request), request.params.id));
  registerEndpoint(app, endpoints.update, async (request) =>
    service.updateDocument(db, await actorOf(request), request.params.id, request.body, ifMatchOf(request)),
  );
  registerEndpoint(app, endpoints.remove, async (request) =>
    service.deleteDocument(serviceDeps, await actorOf(request), request.params.id, ifMatchOf(request)),
  );
  registerEndpoint(app, endpoints.content, async (request, reply) => {
    const { document, stream } = await service.openDocumentContent(serviceDeps, await actorOf(request), request.params.id);
    // Shown in the page only when asked for a preview and the checked type is one a browser shows safely.
    const inline = !(request.query.download === '1' || request.query.download === 'true') && isPreviewableInline(document.fileType);
    return sendDocumentBytes(reply, document, stream, inline);
  });
  registerEndpoint(app, endpoints.categories, async (request) => service.listCategories(db, await actorOf(request), maxUploadMb));

  registerEndpoint(app, endpoints.addCategory, async (request, reply) => {
    const { added, list } = await service.addCategory(db, await actorOf(request), request.body.name, maxUploadMb);
    return added ? list : reply.status(200).send(list);
  });
  return { sweeper, storage, receiveUpload, queueText, queueTexts };
}

/** A stored document's bytes as an answer: its checked type, inline (a safe preview) or as an attachment, never cached. */
export function sendDocumentBytes(
  reply: FastifyReply,
  document: { name: string; fileType: string; sizeBytes: number },
  stream: Readable,
  inline: boolean,
): FastifyReply {
  return (
    reply
      // Text was checked to be UTF-8 on upload; saying so keeps a browser from guessing.
      .header('content-type', document.fileType === 'text/plain' ? 'text/plain; charset=utf-8' : document.fileType)
      .header('content-length', String(document.sizeBytes))
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', document.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'private, no-store')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(stream)
  );
}

/** Registers the multipart parser in an upload route's scope (once). */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
}
