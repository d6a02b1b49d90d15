// Document use cases: upload (object and row together or neither), list, read the bytes, change, delete; categories.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ERROR_MESSAGES,
  getUploadExtension,
  listDocumentCategories,
  MAX_FILES_PER_UPLOAD,
  resolveDocumentCategory,
  sanitiseDocumentTitle,
  toStoredFileSizeKb,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  type CaseDocument,
  type DocumentCategoryList,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentPatch,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import type { Actor } from '../../http/actor.js';
import { ContentInspector, contentTypeForExtension } from './content-inspector.js';
import * as repo from './repository.js';
import type { StoredDocument } from './repository.js';
import { StorageNotFoundError, type DocumentStorage } from './storage/document-storage.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import type { Database, Db } from '../../db/schema.js';

export const documentNotFound = () => notFound('Document not found');

/** One part of a multipart upload, as the route hands it over. */
export type UploadPart =
  { type: 'field'; name: string; value: string } | { type: 'file'; fieldName: string; fileName: string; stream: Readable };

export type DocumentServiceDeps = { db: Kysely<Database>; storage: DocumentStorage; maxUploadMb: number };

/** What the API shows: the stored row without where its bytes are. */
function toPublic({ storageKey: _key, ...document }: StoredDocument): CaseDocument {
  return document;
}

/** What the audit log records of a document (no storage key). */
function auditSnapshot(document: StoredDocument) {
  return {
    name: document.name,
    category: document.category,
    description: document.description,
    fileType: document.fileType,
    size: document.size,
    sharedWithClient: document.sharedWithClient ?? false,
  };
}

/** firm id / case id / timestamp + extension: the user's file name never reaches the storage path. */
export function buildStorageKey(firmId: string, caseId: string, extension: string, now = Date.now()): string {
  return `${firmId}/${caseId}/${now}-${randomBytes(4).toString('hex')}${extension}`;
}

async function requireCaseOf(db: Db, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
}

async function requireDocument(db: Db, actor: Actor, id: string, options: { forUpdate?: boolean } = {}): Promise<StoredDocument> {
  const found = await repo.findDocument(db, actor.firmId, id, options);
  if (!found) throw documentNotFound();
  return found;
}

async function requireKnownCategory(db: Db, actor: Actor, name: string): Promise<string> {
  const categories = listDocumentCategories(await repo.listCustomCategories(db, actor.firmId));
  const match = categories.find((category) => category.name.toLowerCase() === name.trim().toLowerCase());
  if (!match) throw badRequest(`Unknown category "${name}". Add it with Add Category first.`, 'VALIDATION_ERROR');
  return match.name;
}

export async function listCaseDocuments(db: Db, actor: Actor, caseId: string): Promise<CaseDocument[]> {
  await requireCaseOf(db, actor, caseId);
  return (await repo.listDocumentsForCase(db, actor.firmId, caseId)).map(toPublic);
}

export async function listFirmDocuments(db: Db, actor: Actor, query: DocumentListQuery): Promise<DocumentListResponse> {
  const { items, total } = await repo.listFirmDocuments(db, actor.firmId, query);
  return { items: items.map(({ storageKey: _key, ...item }) => item), total, page: query.page, pageSize: query.pageSize };
}

export async function getDocument(db: Db, actor: Actor, id: string): Promise<CaseDocument> {
  return toPublic(await requireDocument(db, actor, id));
}

/**
 * An upload a client makes through the portal: filed under a default category (never one the client names), with the
 * firm's description, marked as from the client; `alongside` records what goes with it in the same transaction.
 */
export type ClientUpload = {
  category: string;
  description: string | null;
  alongside: (trx: Db, documents: CaseDocument[]) => Promise<void>;
};

type StoredUpload = { key: string; title: string; contentType: string; bytes: number };

/** Keys this server is writing for uploads whose rows are not committed yet: the storage sweep leaves them alone, however old. */
const keysInFlight = new Set<string>();
export const isUploadInFlight = (key: string) => keysInFlight.has(key);

/**
 * Streams one file to storage while its bytes are checked (type by content, size): the pipeline every document goes
 * through. The key is added to `written` before anything is stored, so the caller can delete it whatever happens.
 */
async function streamToStorage(
  deps: Pick<DocumentServiceDeps, 'storage' | 'maxUploadMb'>,
  actor: Actor,
  caseId: string,
  fileName: string,
  stream: Readable,
  written: string[],
): Promise<StoredUpload> {
  const maxBytes = Math.floor(deps.maxUploadMb * 1024 * 1024);
  const title = sanitiseDocumentTitle(fileName);
  const extension = getUploadExtension(title);
  if (!extension) {
    stream.resume();
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', `"${title}" cannot be uploaded. ${UNSUPPORTED_FILE_TYPE_MESSAGE}`);
  }
  const contentType = contentTypeForExtension(extension);
  const key = buildStorageKey(actor.firmId, caseId, extension);
  const inspector = new ContentInspector({ fileName: title, extension, maxBytes, maxUploadMb: deps.maxUploadMb });
  stream.once('error', (error) => inspector.destroy(error));
  // The store reports the inspector's error through put(); this keeps an error raised before the
  // store attaches its own listener (it may first create a folder) from going unhandled.
  inspector.on('error', () => undefined);
  written.push(key);
  keysInFlight.add(key);
  try {
    await deps.storage.put(key, stream.pipe(inspector), { contentType });
  } finally {
    // Whatever happened, let the rest of this part flow past so the request can finish.
    stream.unpipe(inspector);
    stream.resume();
  }
  return { key, title, contentType, bytes: inspector.bytes };
}

/**
 * Streams each file of the request to storage while checking its bytes, then inserts every row
 * (with its audit entry) in one transaction. Any failure (wrong type, too large, storage down
 * mid-stream, database error) deletes every object this request wrote: an upload leaves its files
 * and rows together or not at all.
 */
export async function uploadDocuments(
  deps: DocumentServiceDeps,
  actor: Actor,
  caseId: string,
  parts: AsyncIterable<UploadPart>,
  fromClient?: ClientUpload,
): Promise<CaseDocument[]> {
  const { db, storage } = deps;
  await requireCaseOf(db, actor, caseId);
  const stored: StoredUpload[] = [];
  const written: string[] = [];
  const fields = new Map<string, string>();
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields.set(part.name, part.value);
        continue;
      }
      if (part.fieldName !== 'files' && part.fieldName !== 'file') {
        part.stream.resume();
        continue;
      }
      if (stored.length >= MAX_FILES_PER_UPLOAD)
        throw badRequest(`At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`, 'TOO_MANY_FILES');
      stored.push(await streamToStorage(deps, actor, caseId, part.fileName, part.stream, written));
    }
    if (stored.length === 0) throw badRequest(ERROR_MESSAGES.noFileProvided, 'NO_FILE');
    const description = fromClient ? fromClient.description : fields.get('description')?.trim() || null;
    if (description !== null && description.length > 1000) throw badRequest('Description is too long', 'VALIDATION_ERROR');

    return await db.transaction().execute(async (trx) => {
      await requireCaseOf(trx, actor, caseId);
      // A client's upload is filed under the category of what the firm asked for (its fields are not read).
      const category = fromClient
        ? fromClient.category
        : await requireKnownCategory(trx, actor, resolveDocumentCategory(fields.get('category')));
      const created: CaseDocument[] = [];
      for (const file of stored)
        created.push(await insertStoredDocument(trx, actor, caseId, file, { category, description, fromClient: fromClient !== undefined }));
      await fromClient?.alongside(trx, created);
      return created;
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  } finally {
    for (const key of written) keysInFlight.delete(key);
  }
}

/** The row of a file already in storage, with its history entry, in the caller's transaction. */
async function insertStoredDocument(
  trx: Db,
  actor: Actor,
  caseId: string,
  file: StoredUpload,
  { category, description, fromClient = false }: { category: string; description: string | null; fromClient?: boolean },
): Promise<CaseDocument> {
  const id = await repo.insertDocument(trx, actor.firmId, {
    caseId,
    title: file.title,
    storageKey: file.key,
    contentType: file.contentType,
    sizeBytes: file.bytes,
    sizeKb: toStoredFileSizeKb(file.bytes),
    category,
    description,
    uploadedBy: actor.userId,
    fromClient,
  });
  const document = await requireDocument(trx, actor, id);
  await audit.recordChange(trx, actor, { caseId, entityType: 'document', entityId: id, before: null, after: auditSnapshot(document) });
  return toPublic(document);
}

/** The firm's category of that name, added when the firm has none (a category the app files into itself). */
async function ensureCategory(trx: Db, actor: Actor, name: string): Promise<void> {
  const known = listDocumentCategories(await repo.listCustomCategories(trx, actor.firmId)).some(
    (category) => category.name.toLowerCase() === name.toLowerCase(),
  );
  if (!known) await repo.insertCategoryIfAbsent(trx, actor.firmId, name);
}

/** A file that arrives other than by an upload (an email's message and its attachments). */
export type IncomingFile = { fileName: string; bytes: Buffer; required: boolean };

/**
 * Files arriving on a case by another way than an upload through the same pipeline (type read from the content, the
 * size limit, then text extraction once queued): a file the pipeline refuses is listed in `refused` (or, when
 * `required`, fails the whole filing), then the rows and whatever `alongside` records go in one transaction that
 * locks the case row. Any failure deletes every file stored.
 */
export async function fileIncomingDocuments<T>(
  deps: DocumentServiceDeps,
  actor: Actor,
  caseId: string,
  input: { files: readonly IncomingFile[]; category: string; description: string | null },
  alongside: (trx: Db, documents: CaseDocument[], refused: ReadonlyArray<{ fileName: string; reason: string }>) => Promise<T>,
): Promise<{ documents: CaseDocument[]; refused: Array<{ fileName: string; reason: string }>; result: T }> {
  const written: string[] = [];
  const stored: StoredUpload[] = [];
  const refused: Array<{ fileName: string; reason: string }> = [];
  try {
    for (const file of input.files) {
      try {
        stored.push(await streamToStorage(deps, actor, caseId, file.fileName, Readable.from([file.bytes]), written));
      } catch (error) {
        if (file.required || !(error instanceof AppError) || error.status >= 500) throw error;
        refused.push({ fileName: sanitiseDocumentTitle(file.fileName), reason: error.message });
      }
    }
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
      await ensureCategory(trx, actor, input.category);
      const documents: CaseDocument[] = [];
      for (const file of stored)
        documents.push(await insertStoredDocument(trx, actor, caseId, file, { category: input.category, description: input.description }));
      return { documents, refused, result: await alongside(trx, documents, refused) };
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  } finally {
    for (const key of written) keysInFlight.delete(key);
  }
}

/** A PDF the app made (a settlement statement), stored as a case document like an upload. */
export type GeneratedPdf = { title: string; bytes: Buffer; category: string; description: string | null };

/**
 * Stores a generated PDF as a case document: the file first (as uploads are), then, in one
 * transaction, the category if the firm lacks it, the row, its audit entry and whatever `alongside`
 * records with it (e.g. a version row). If `alongside` or the insert fails, the file is deleted.
 * The transaction locks the case row before anything else (before the document's foreign key takes
 * its share lock on it), so two generations for one case run one after the other: what `alongside`
 * reads (the latest version number) cannot change under it, and no two of them deadlock.
 */
export async function storeGeneratedPdf<T>(
  deps: Pick<DocumentServiceDeps, 'db' | 'storage'>,
  actor: Actor,
  caseId: string,
  file: GeneratedPdf,
  alongside: (trx: Db, document: CaseDocument) => Promise<T>,
): Promise<{ document: CaseDocument; result: T }> {
  if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('storeGeneratedPdf takes PDF bytes only');
  return storeGeneratedFile(deps, actor, caseId, { ...file, contentType: 'application/pdf', extension: '.pdf' }, alongside);
}

/** A generated file of another type (a Word letter): its content type and the extension its storage key takes. */
export type GeneratedFile = GeneratedPdf & { contentType: string; extension: string };

/** Stores a generated file as a case document, as storeGeneratedPdf does a PDF. */
export async function storeGeneratedFile<T>(
  deps: Pick<DocumentServiceDeps, 'db' | 'storage'>,
  actor: Actor,
  caseId: string,
  file: GeneratedFile,
  alongside: (trx: Db, document: CaseDocument) => Promise<T>,
): Promise<{ document: CaseDocument; result: T }> {
  const key = buildStorageKey(actor.firmId, caseId, file.extension);
  keysInFlight.add(key);
  try {
    await deps.storage.put(key, Readable.from([file.bytes]), { contentType: file.contentType });
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
      await ensureCategory(trx, actor, file.category);
      const document = await insertStoredDocument(
        trx,
        actor,
        caseId,
        { key, title: sanitiseDocumentTitle(file.title), contentType: file.contentType, bytes: file.bytes.length },
        { category: file.category, description: file.description },
      );
      const result = await alongside(trx, document);
      return { document, result };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  } finally {
    keysInFlight.delete(key);
  }
}

/**
 * The case's document holding exactly these bytes under this title and category, if one exists: a
 * generated PDF made again from unchanged inputs (pdfkit output is deterministic) is not stored twice.
 */
export async function findStoredGeneratedPdf(
  deps: { db: Db; storage: DocumentStorage },
  actor: Actor,
  caseId: string,
  file: GeneratedPdf,
  options: { except?: string } = {},
): Promise<CaseDocument | null> {
  const title = sanitiseDocumentTitle(file.title);
  const candidates = (await repo.listDocumentsForCase(deps.db, actor.firmId, caseId)).filter(
    (document) =>
      document.id !== options.except &&
      document.name === title &&
      document.category === file.category &&
      document.sizeBytes === file.bytes.length,
  );
  for (const candidate of candidates) {
    const stored = await readCaseDocumentBytes(deps, actor, candidate.id);
    if (stored?.bytes.equals(file.bytes)) return stored.document;
  }
  return null;
}

/** A case document's bytes, when it is still there (null once deleted or missing from storage). */
export async function readCaseDocumentBytes(
  deps: { db: Db; storage: DocumentStorage },
  actor: Actor,
  id: string,
): Promise<{ document: CaseDocument; bytes: Buffer } | null> {
  const document = await repo.findDocument(deps.db, actor.firmId, id);
  if (!document) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await deps.storage.get(document.storageKey)) chunks.push(Buffer.from(chunk as Uint8Array));
    return { document: toPublic(document), bytes: Buffer.concat(chunks) };
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}

/** A new title keeps the file's real extension, so a download still opens with the right program. */
function withStoredExtension(title: string, storageKey: string): string {
  const extension = storageKey.slice(storageKey.lastIndexOf('.'));
  const current = getUploadExtension(title);
  const sameKind = current === extension || (['.jpg', '.jpeg'].includes(current ?? '') && ['.jpg', '.jpeg'].includes(extension));
  return sameKind ? title : `${title}${extension}`;
}

export async function updateDocument(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  patch: DocumentPatch,
  ifMatch?: IfMatch,
): Promise<CaseDocument> {
  return db.transaction().execute(async (trx) => {
    const before = await requireDocument(trx, actor, id, { forUpdate: true });
    assertUnchanged(ifMatch, toPublic(before));
    const category = patch.category === undefined ? undefined : await requireKnownCategory(trx, actor, patch.category);
    const title = patch.title === undefined ? undefined : withStoredExtension(sanitiseDocumentTitle(patch.title), before.storageKey);
    await repo.updateDocument(trx, actor.firmId, id, {
      title,
      category,
      description: patch.description,
      sharedWithClient: patch.sharedWithClient,
    });
    const after = await requireDocument(trx, actor, id);
    await audit.recordChange(trx, actor, {
      caseId: after.caseId,
      entityType: 'document',
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return toPublic(after);
  });
}

/**
 * Removes the stored file, then the row (spec section 7). Both happen inside one transaction that
 * holds the row: if the file cannot be removed, the row stays and the transaction rolls back.
 */
export async function deleteDocument(
  deps: Pick<DocumentServiceDeps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
  ifMatch?: IfMatch,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const document = await requireDocument(trx, actor, id, { forUpdate: true });
    requirePermission(actor, 'document.delete');
    assertUnchanged(ifMatch, toPublic(document));
    await deps.storage.delete(document.storageKey);
    await repo.deleteDocument(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, {
      caseId: document.caseId,
      entityType: 'document',
      entityId: id,
      before: auditSnapshot(document),
      after: null,
    });
  });
}

/** The document and a stream of its bytes, for the owning firm only. */
export async function openDocumentContent(
  deps: Pick<DocumentServiceDeps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
): Promise<{ document: StoredDocument; stream: Readable }> {
  const document = await requireDocument(deps.db, actor, id);
  try {
    return { document, stream: await deps.storage.get(document.storageKey) };
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound('The file of this document is missing from storage.');
    throw error;
  }
}

export async function listCategories(db: Db, actor: Actor, maxUploadMb: number): Promise<DocumentCategoryList> {
  return { items: listDocumentCategories(await repo.listCustomCategories(db, actor.firmId)), maxUploadMb };
}

/** Adds a firm category unless one of that name (any letter case, defaults included) exists; answers whether it was added. */
export async function addCategory(
  db: Db,
  actor: Actor,
  name: string,
  maxUploadMb: number,
): Promise<{ added: boolean; list: DocumentCategoryList }> {
  const trimmed = name.trim();
  const existing = listDocumentCategories(await repo.listCustomCategories(db, actor.firmId));
  const known = existing.some((category) => category.name.toLowerCase() === trimmed.toLowerCase());
  const added = known ? false : await repo.insertCategoryIfAbsent(db, actor.firmId, trimmed);
  return { added, list: await listCategories(db, actor, maxUploadMb) };
}

/** What the case timeline needs: documents on the case and documents deleted from it. */
export async function getCaseDocumentActivity(caseDb: Db, firmId: string, caseId: string) {
  const db = caseDb;
  const [documents, deletedDocuments] = await Promise.all([
    repo.listDocumentsForCase(db, firmId, caseId),
    repo.listDeletedDocuments(db, firmId, caseId),
  ]);
  return { documents: documents.map(toPublic), deletedDocuments };
}

/** Where a case's files are stored, read before the case (and with it, its document rows) is deleted. */
export async function listCaseStorageKeys(db: Db, actor: Actor, caseId: string): Promise<string[]> {
  return repo.listStorageKeysForCase(db, actor.firmId, caseId);
}

/** Removes files whose rows are gone; a failure is reported to `onError` and does not stop the others. */
export async function deleteStoredFiles(
  storage: DocumentStorage,
  keys: readonly string[],
  onError: (key: string, error: unknown) => void,
): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => onError(key, error))));
}
