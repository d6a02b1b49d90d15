// Search inside documents: reading a stored document's text in a background job, searching it, and reading again.
import {
  DOCUMENT_SEARCH_MAX_RESULTS,
  DOCUMENT_SEARCH_NO_WORDS_MESSAGE,
  parseMarkedSnippet,
  type DocumentSearchQuery,
  type DocumentSearchResponse,
  type DocumentTextStatus,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { Actor } from '../../http/actor.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { StorageNotFoundError, type DocumentStorage } from './storage/document-storage.js';
import type { Database, Db } from '../../db/schema.js';
import { ExtractionStoppedError, type TextExtractor } from './text-extraction-thread.js';
import * as repo from './text-repository.js';

/** The job queue's queue of documents to read. */
export const DOCUMENT_TEXT_QUEUE = 'document-text';

/** A document to read; `queuedAt` lets a job find that a later one already read the document (and do nothing). */
export type DocumentTextJob = { firmId: string; documentId: string; queuedAt: string };

/** Puts a document on the job queue. */
export type QueueDocumentText = (job: { firmId: string; documentId: string }) => Promise<void>;
/** Puts many documents on the job queue at once. */
export type QueueDocumentTexts = (jobs: ReadonlyArray<{ firmId: string; documentId: string }>) => Promise<void>;

export type DocumentTextDeps = {
  db: Kysely<Database>;
  storage: DocumentStorage;
  extractor: TextExtractor;
  log: { warn: (details: object, message: string) => void };
};

/** How often, at most, a document's pages-done count is written while it is read. */
const PROGRESS_INTERVAL_MS = 1000;

/**
 * Reads one document's text and stores it page by page. A document deleted meanwhile, or read again after this
 * job was queued, is left alone. A file that cannot be read is marked 'failed' (with why) and not retried: the
 * same bytes would fail the same way. Only a database failure is thrown, so the job queue tries again later, and
 * the server stopping mid-read, so the document is read on its next start.
 */
export async function readDocumentText(deps: DocumentTextDeps, job: DocumentTextJob): Promise<DocumentTextStatus | 'skipped'> {
  const { db, storage, extractor } = deps;
  const claimed = await repo.claimDocumentText(db, job.firmId, job.documentId, new Date(job.queuedAt));
  if (!claimed) return 'skipped';
  let lastProgress = 0;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(claimed.storageKey)) chunks.push(Buffer.from(chunk as Uint8Array));
    const result = await extractor.extract({ bytes: Buffer.concat(chunks), fileType: claimed.fileType }, async (progress) => {
      const now = Date.now();
      if (now - lastProgress < PROGRESS_INTERVAL_MS && progress.pagesDone > 0 && progress.pagesDone < progress.pages) return;
      lastProgress = now;
      await repo.updateTextProgress(db, job.firmId, job.documentId, progress);
    });
    if (result.kind === 'unsupported') {
      await repo.markDocumentTextUnread(db, job.firmId, job.documentId, { status: 'unsupported', error: result.reason });
      return 'unsupported';
    }
    const saved = await db.transaction().execute((trx) => repo.saveDocumentText(trx, job.firmId, job.documentId, result.pages));
    return saved ? 'done' : 'skipped';
  } catch (error) {
    // Not the file's fault: left 'extracting', so the next start queues it again.
    if (error instanceof ExtractionStoppedError) throw error;
    const reason =
      error instanceof StorageNotFoundError
        ? 'The file is missing from storage.'
        : `The file could not be read: ${error instanceof Error ? error.message : String(error)}`;
    deps.log.warn({ err: error, documentId: job.documentId }, 'Reading a document for search failed');
    await repo.markDocumentTextUnread(db, job.firmId, job.documentId, { status: 'failed', error: reason });
    return 'failed';
  }
}

/** How many documents one insert puts on the job queue: a firm's re-index is one statement per thousand, not per document. */
const QUEUE_BATCH = 1000;

/** Puts the documents on the queue a thousand at a time. */
export async function queueInBatches(
  queue: QueueDocumentTexts,
  jobs: ReadonlyArray<{ firmId: string; documentId: string }>,
): Promise<void> {
  for (let start = 0; start < jobs.length; start += QUEUE_BATCH) await queue(jobs.slice(start, start + QUEUE_BATCH));
}

/** Queues every document not read yet (and those a stopped server was reading); how many. */
export async function queueDocumentsLeftToRead(
  db: Db,
  queue: QueueDocumentTexts,
  options: { includeInterrupted: boolean },
): Promise<number> {
  const documents = await repo.listDocumentsToRead(db, { limit: 10_000, includeInterrupted: options.includeInterrupted });
  await queueInBatches(queue, documents);
  return documents.length;
}

/** A firm owner has every document of the firm (or of one case) read again: after an upgrade of the reader, say. */
export async function reindexDocuments(
  deps: { db: Kysely<Database>; queue: QueueDocumentTexts },
  actor: Actor,
  options: { caseId?: string | undefined },
): Promise<{ queued: number }> {
  requirePermission(actor, 'document.reindex');
  if (options.caseId !== undefined && !(await cases.caseExists(deps.db, actor.firmId, options.caseId))) throw caseNotFound();
  const ids = await repo.markFirmDocumentsForReading(deps.db, actor.firmId, options.caseId);
  await queueInBatches(
    deps.queue,
    ids.map((documentId) => ({ firmId: actor.firmId, documentId })),
  );
  return { queued: ids.length };
}

/** Pages of the caller's firm's documents that hold the words, best first, each with its passage. */
export async function searchInsideDocuments(db: Db, actor: Actor, query: DocumentSearchQuery): Promise<DocumentSearchResponse> {
  if (query.caseId !== undefined && !(await cases.caseExists(db, actor.firmId, query.caseId))) throw caseNotFound();
  if (!(await repo.queryHasSearchableWords(db, query.q))) throw badRequest(DOCUMENT_SEARCH_NO_WORDS_MESSAGE, 'VALIDATION_ERROR');
  const matches = await repo.searchDocumentText(db, actor.firmId, {
    q: query.q,
    caseId: query.caseId,
    limit: DOCUMENT_SEARCH_MAX_RESULTS + 1,
  });
  return {
    items: matches.slice(0, DOCUMENT_SEARCH_MAX_RESULTS).map(({ headline, ...match }) => {
      const { snippet, marks } = parseMarkedSnippet(headline, repo.MATCH_START, repo.MATCH_STOP);
      return {
        documentId: match.documentId,
        caseId: match.caseId,
        page: match.page,
        snippet,
        marks,
        documentName: match.documentName,
        caseNo: match.caseNo,
        clientName: match.clientName,
        ocr: match.ocr,
      };
    }),
    truncated: matches.length > DOCUMENT_SEARCH_MAX_RESULTS,
  };
}
