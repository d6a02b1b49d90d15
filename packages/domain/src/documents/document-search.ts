// Search inside documents: the request, the answer, and how a snippet's marked words are shown.
import { z } from 'zod';
import { textSchema } from '../shared/schema-fields.js';
import { DOCUMENT_TEXT_STATUSES } from './document-schemas.js';

export const DOCUMENT_SEARCH_QUERY_MAX_LENGTH = 200;
/** Matches one search answers with at most; `truncated` says there were more. */
export const DOCUMENT_SEARCH_MAX_RESULTS = 50;

const ENTER_WORDS = 'Enter one or more words to search for inside documents.';

export const documentSearchQuerySchema = z.object({
  q: textSchema({
    max: DOCUMENT_SEARCH_QUERY_MAX_LENGTH,
    tooLongMessage: `Search words must be at most ${DOCUMENT_SEARCH_QUERY_MAX_LENGTH} characters.`,
    error: ENTER_WORDS,
  })
    .trim()
    .min(1, ENTER_WORDS),
  /** Search one case's documents only. */
  caseId: z.string().min(1, 'caseId must name a case; leave it out to search every case.').max(100, 'caseId is not a case id.').optional(),
});
export type DocumentSearchQuery = z.infer<typeof documentSearchQuerySchema>;

/** The message for a search whose words are all too common to be searched ("the", "of"). */
export const DOCUMENT_SEARCH_NO_WORDS_MESSAGE = 'Those words are too common to search for. Add a more specific word.';

/** A matched word in a snippet: its first character and its length, in UTF-16 code units. */
export const snippetMarkSchema = z.object({ start: z.number().int().min(0), length: z.number().int().min(1) });
export type SnippetMark = z.infer<typeof snippetMarkSchema>;

export const documentSearchHitSchema = z.object({
  documentId: z.string(),
  caseId: z.string(),
  /** 1-based page of the document (a text or Word file is cut into pages of about 20,000 characters). */
  page: z.number().int().min(1),
  /** The passage around the match, plain text; `marks` say which words matched. */
  snippet: z.string(),
  marks: z.array(snippetMarkSchema),
  documentName: z.string(),
  caseNo: z.number().int(),
  clientName: z.string(),
  /** The page's words were read by OCR (a scan or a photo), so they may hold misread letters. */
  ocr: z.boolean(),
});
export type DocumentSearchHit = z.infer<typeof documentSearchHitSchema>;

export const documentSearchResponseSchema = z.object({ items: z.array(documentSearchHitSchema), truncated: z.boolean() });
export type DocumentSearchResponse = z.infer<typeof documentSearchResponseSchema>;

export const documentReindexResponseSchema = z.object({ queued: z.number().int().min(0) });
export type DocumentReindexResponse = z.infer<typeof documentReindexResponseSchema>;

export const DOCUMENT_TEXT_STATUS_LABELS: Record<(typeof DOCUMENT_TEXT_STATUSES)[number], string> = {
  pending: 'Waiting to be read',
  extracting: 'Reading text',
  done: 'Searchable',
  failed: 'Could not be read',
  unsupported: 'Not searchable',
};

/**
 * A headline as PostgreSQL's ts_headline writes it, with each match between `start` and `stop` (characters that
 * never occur in stored text), turned into plain text and the positions of the matches.
 */
export function parseMarkedSnippet(marked: string, start: string, stop: string): { snippet: string; marks: SnippetMark[] } {
  let snippet = '';
  const marks: SnippetMark[] = [];
  let rest = marked;
  for (;;) {
    const open = rest.indexOf(start);
    if (open < 0) break;
    const close = rest.indexOf(stop, open + start.length);
    if (close < 0) break;
    snippet += rest.slice(0, open);
    const word = rest.slice(open + start.length, close);
    if (word.length > 0) marks.push({ start: snippet.length, length: word.length });
    snippet += word;
    rest = rest.slice(close + stop.length);
  }
  snippet += rest;
  return { snippet: snippet.split(start).join('').split(stop).join(''), marks };
}

/** A snippet cut into plain and matched parts, in order, for the screen to show (as text, never as HTML). */
export function splitSnippet(snippet: string, marks: readonly SnippetMark[]): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  let at = 0;
  for (const mark of [...marks].sort((a, b) => a.start - b.start)) {
    if (mark.start < at || mark.start >= snippet.length) continue;
    if (mark.start > at) parts.push({ text: snippet.slice(at, mark.start), match: false });
    const end = Math.min(snippet.length, mark.start + mark.length);
    parts.push({ text: snippet.slice(mark.start, end), match: true });
    at = end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), match: false });
  return parts;
}
