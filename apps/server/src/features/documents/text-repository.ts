// SQL for search inside documents: each document's reading status, its pages of text, and the full-text search.
// Every query is scoped by firm_id, but listing the documents left to read on start (a maintenance step, no caller).
import { sql } from 'kysely';
import type { DocumentTextStatus } from '@casecast/domain';
import type { Db } from '../../db/schema.js';

/** Marks a search match in ts_headline's output: characters stored text never holds (text-extraction.ts cleanText). */
export const MATCH_START = '\u0002';
export const MATCH_STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Starts reading a document: its status becomes 'extracting'. Null when the document is gone, or was read after
 * `queuedAt` (a later job did it, or the same document was queued twice).
 */
export async function claimDocumentText(
  db: Db,
  firmId: string,
  documentId: string,
  queuedAt: Date,
): Promise<{ storageKey: string; fileType: string } | null> {
  const row = await db
    .updateTable('case_document')
    .set({ text_status: 'extracting', text_pages: null, text_pages_done: 0, text_error: null })
    .where('firm_id', '=', firmId)
    .where('id', '=', documentId)
    .where((eb) => eb.or([eb('text_indexed_at', 'is', null), eb('text_indexed_at', '<', queuedAt)]))
    .returning(['file_path', 'file_type'])
    .executeTakeFirst();
  return row ? { storageKey: row.file_path, fileType: row.file_type } : null;
}

export async function updateTextProgress(
  db: Db,
  firmId: string,
  documentId: string,
  progress: { pagesDone: number; pages: number },
): Promise<void> {
  await db
    .updateTable('case_document')
    .set({ text_pages: progress.pages, text_pages_done: progress.pagesDone })
    .where('firm_id', '=', firmId)
    .where('id', '=', documentId)
    .where('text_status', '=', 'extracting')
    .execute();
}

/**
 * Replaces the document's pages of text and marks it done, in the caller's transaction; false when the document was
 * deleted meanwhile (nothing is written then). The row is locked first, so a deletion waits for this to finish.
 */
export async function saveDocumentText(
  db: Db,
  firmId: string,
  documentId: string,
  pages: ReadonlyArray<{ page: number; text: string; ocr: boolean }>,
): Promise<boolean> {
  const updated = await db
    .updateTable('case_document')
    .set({ text_status: 'done', text_pages: pages.length, text_pages_done: pages.length, text_error: null, text_indexed_at: new Date() })
    .where('firm_id', '=', firmId)
    .where('id', '=', documentId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await db.deleteFrom('case_document_page').where('firm_id', '=', firmId).where('document_id', '=', documentId).execute();
  const rows = pages
    .filter((page) => page.text.trim() !== '')
    .map((page) => ({ firm_id: firmId, document_id: documentId, page: page.page, content: page.text, ocr: page.ocr }));
  // A few pages per statement: each page may hold up to 100,000 characters.
  for (let start = 0; start < rows.length; start += 20)
    await db
      .insertInto('case_document_page')
      .values(rows.slice(start, start + 20))
      .execute();
  return true;
}

/** A document whose text could not be read ('failed') or cannot be ('unsupported'): no pages are kept. */
export async function markDocumentTextUnread(
  db: Db,
  firmId: string,
  documentId: string,
  outcome: { status: Extract<DocumentTextStatus, 'failed' | 'unsupported'>; error: string },
): Promise<void> {
  await db.deleteFrom('case_document_page').where('firm_id', '=', firmId).where('document_id', '=', documentId).execute();
  await db
    .updateTable('case_document')
    .set({ text_status: outcome.status, text_error: outcome.error.slice(0, 500), text_indexed_at: new Date() })
    .where('firm_id', '=', firmId)
    .where('id', '=', documentId)
    .execute();
}

/**
 * Documents never read (status 'pending'), of every firm, oldest first: read on start, and after a server stopped
 * mid-reading ('extracting' left behind) when `includeInterrupted` is set.
 */
export async function listDocumentsToRead(
  db: Db,
  options: { limit: number; includeInterrupted: boolean },
): Promise<Array<{ firmId: string; documentId: string }>> {
  const statuses: DocumentTextStatus[] = options.includeInterrupted ? ['pending', 'extracting'] : ['pending'];
  const rows = await db
    .selectFrom('case_document')
    .select(['firm_id', 'id'])
    .where('text_status', 'in', statuses)
    .orderBy('created_at')
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ firmId: row.firm_id, documentId: row.id }));
}

/** Every document of the firm (or of one case) back to 'pending', to be read again; their ids. */
export async function markFirmDocumentsForReading(db: Db, firmId: string, caseId?: string): Promise<string[]> {
  let query = db
    .updateTable('case_document')
    .set({ text_status: 'pending', text_pages: null, text_pages_done: 0, text_error: null })
    .where('firm_id', '=', firmId);
  if (caseId !== undefined) query = query.where('case_id', '=', caseId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Whether the words leave anything to search for once PostgreSQL's english configuration drops stop words. */
export async function queryHasSearchableWords(db: Db, q: string): Promise<boolean> {
  const { rows } = await sql<{ nodes: number }>`SELECT numnode(websearch_to_tsquery('english', ${q})) AS nodes`.execute(db);
  return Number(rows[0]?.nodes ?? 0) > 0;
}

export type DocumentTextMatch = {
  documentId: string;
  caseId: string;
  page: number;
  ocr: boolean;
  documentName: string;
  caseNo: number;
  clientName: string;
  /** ts_headline's passage, each match between MATCH_START and MATCH_STOP. */
  headline: string;
};

/**
 * Pages of the firm's documents matching the words (websearch syntax: "quoted phrases", or, -not), best first,
 * at most `limit`; the passages are made for those pages only.
 */
export async function searchDocumentText(
  db: Db,
  firmId: string,
  options: { q: string; caseId?: string | undefined; limit: number },
): Promise<DocumentTextMatch[]> {
  const caseFilter = options.caseId === undefined ? sql`` : sql`AND d.case_id = ${options.caseId}`;
  const { rows } = await sql<{
    document_id: string;
    case_id: string;
    page: number;
    ocr: boolean;
    file_name: string;
    case_no: number;
    client_name: string;
    headline: string;
  }>`
    WITH query AS (SELECT websearch_to_tsquery('english', ${options.q}) AS q),
    matches AS (
      SELECT p.firm_id, p.document_id, p.page, p.ocr, p.content, ts_rank(p.search, query.q) AS rank, d.case_id, d.file_name,
        d.created_at, c.case_no, c.client_name
      FROM case_document_page p
      CROSS JOIN query
      JOIN case_document d ON d.firm_id = p.firm_id AND d.id = p.document_id
      JOIN legal_case c ON c.firm_id = d.firm_id AND c.id = d.case_id
      WHERE p.firm_id = ${firmId} AND p.search @@ query.q ${caseFilter}
      ORDER BY rank DESC, d.created_at DESC, p.document_id, p.page
      LIMIT ${options.limit}
    )
    SELECT m.document_id, m.case_id, m.page, m.ocr, m.file_name, m.case_no, m.client_name,
      ts_headline('english', m.content, query.q, ${HEADLINE_OPTIONS}) AS headline
    FROM matches m CROSS JOIN query
    ORDER BY m.rank DESC, m.created_at DESC, m.document_id, m.page`.execute(db);
  return rows.map((row) => ({
    documentId: row.document_id,
    caseId: row.case_id,
    page: row.page,
    ocr: row.ocr,
    documentName: row.file_name,
    caseNo: Number(row.case_no),
    clientName: row.client_name,
    headline: row.headline,
  }));
}
