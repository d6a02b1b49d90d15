// The firm export (every part of every case, as a ZIP of CSVs with labels or as one JSON document, streamed) and its
// import into a firm with no cases, in one transaction: the firm's cases come back as they were, with new ids.
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strFromU8, strToU8, unzipSync } from 'fflate';
import {
  FIRM_EXPORT_FORMAT,
  FIRM_EXPORT_PARTS,
  FIRM_EXPORT_PART_LABELS,
  FIRM_EXPORT_VERSION,
  caseNoLabel,
  exportLabel,
  firmExportManifestSchema,
  fromExportColumn,
  exportHeader,
  exportWordsHeader,
  hasExportLabel,
  readExportHeader,
  toExportColumn,
  type FirmExportManifest,
  type FirmExportPart,
  type FirmExportQuery,
  type FirmExportRow,
  type FirmImportResult,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { Actor } from '../../http/actor.js';
import { formatCsvRow, parseCsv } from '../../http/csv.js';
import type { Database, Db } from '../../db/schema.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { buildStorageKey } from '../documents/service.js';
import * as repo from './repository.js';
import {
  LOOSE_REFERENCE_COLUMNS,
  NESTED_REFERENCE_COLUMNS,
  PART_TABLES,
  REFERENCE_COLUMNS,
  REFERENCE_LIST_COLUMNS,
  type PartTable,
} from './parts.js';

/** An import is read into memory whole: a firm's records are small; its documents' files are what make it large. */
export const FIRM_IMPORT_MAX_BYTES = 512 * 1024 * 1024;
export const firmImportTooLarge = () =>
  new AppError(
    413,
    'IMPORT_TOO_LARGE',
    'The file is too large: the limit is 512 MB. Export without the documents’ files and add those by hand.',
  );

type Shape = { part: FirmExportPart; spec: PartTable; columns: repo.ColumnShape[] };

async function readShapes(db: Db): Promise<Shape[]> {
  const byTable = await repo.readColumns(
    db,
    FIRM_EXPORT_PARTS.map((part) => PART_TABLES[part].table),
  );
  return FIRM_EXPORT_PARTS.map((part) => {
    const spec = PART_TABLES[part];
    const omit = new Set(['firm_id', ...(spec.omit ?? [])]);
    return { part, spec, columns: (byTable.get(spec.table) ?? []).filter((column) => !omit.has(column.name)) };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Export

export type FirmExport = { contentType: string; fileName: string; body: Readable };

/**
 * The caller's firm, every part. The permission and the first database reads come before anything is sent, so a
 * refusal is an error answer, not a file cut short. Parts are read a page at a time while the answer streams.
 */
export async function exportFirm(
  db: Db,
  storage: DocumentStorage,
  actor: Actor,
  query: FirmExportQuery,
  now = new Date(),
): Promise<FirmExport> {
  requirePermission(actor, 'case.export');
  const shapes = await readShapes(db);
  const members = await repo.readMembers(db, actor.firmId);
  const counts: Partial<Record<FirmExportPart, number>> = {};
  const partCounts = await repo.countRows(
    db,
    shapes.map((shape) => rowScope(actor.firmId, shape)),
  );
  for (const [index, shape] of shapes.entries()) counts[shape.part] = partCounts[index]!;
  const files = query.format === 'zip' && query.files;
  const manifest: FirmExportManifest = {
    format: FIRM_EXPORT_FORMAT,
    version: FIRM_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    firmName: await repo.readFirmName(db, actor.firmId),
    members,
    counts,
    files,
  };
  const stamp = now.toISOString().slice(0, 10);
  const context: ExportContext = {
    db,
    storage,
    firmId: actor.firmId,
    shapes,
    members: new Map(members.map((member) => [member.id, member])),
  };
  if (query.format === 'json')
    return {
      contentType: 'application/json; charset=utf-8',
      fileName: `casecast-export-${stamp}.json`,
      body: Readable.from(jsonChunks(context, manifest)),
    };
  return {
    contentType: 'application/zip',
    fileName: `casecast-export-${stamp}.zip`,
    body: Readable.from(zipChunks(zipEntries(context, manifest))),
  };
}

const rowScope = (firmId: string, shape: Shape): repo.RowScope => ({
  firmId,
  table: shape.spec.table,
  liveCasesOnly: shape.spec.liveCasesOnly,
  member: shape.spec.member,
});
const readPart = (context: ExportContext, shape: Shape) =>
  repo.readRows(context.db, rowScope(context.firmId, shape), shape.spec.order ?? [shape.spec.key]);

type ExportContext = { db: Db; storage: DocumentStorage; firmId: string; shapes: Shape[]; members: Map<string, repo.Member> };

/** A row as the export writes it: API-style names, values as PostgreSQL's JSON gave them. */
function toExportRow(shape: Shape, row: Record<string, unknown>): FirmExportRow {
  return Object.fromEntries(shape.columns.map((column) => [toExportColumn(column.name), row[column.name] ?? null]));
}

async function* jsonChunks(context: ExportContext, manifest: FirmExportManifest): AsyncGenerator<string> {
  const head = JSON.stringify(manifest);
  yield `${head.slice(0, -1)},"parts":{`;
  for (const [index, shape] of context.shapes.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(shape.part)}:[`;
    let first = true;
    for await (const page of readPart(context, shape)) {
      const text = page.map((row) => JSON.stringify(toExportRow(shape, row))).join(',');
      yield `${first ? '' : ','}${text}`;
      first = false;
    }
    yield ']';
  }
  yield '}}';
}

/** A CSV cell: lists and structured values as JSON, true/false, numbers as written. */
function csvCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The header row: a money record's fields by the labels the screens use, other columns by their API names. */
function csvHeader(shape: Shape): string[] {
  return shape.columns.flatMap((column) => {
    const name = toExportColumn(column.name);
    const header = exportHeader(shape.part, name);
    return hasWords(shape, name) ? [header, exportWordsHeader(shape.part, name)] : [header];
  });
}

/** Whether a column has its words beside it: a code's label, a member's name, the case number as people say it. */
function hasWords(shape: Shape, name: string): boolean {
  const users = (shape.spec.users ?? []).map(toExportColumn);
  return users.includes(name) || hasExportLabel(shape.part, name) || (shape.part === 'cases' && name === 'caseNo');
}

function csvRow(context: ExportContext, shape: Shape, row: Record<string, unknown>): string {
  const users = new Set(shape.spec.users ?? []);
  const memberName = (id: unknown) => (typeof id === 'string' ? (context.members.get(id)?.name ?? '') : '');
  const cells = shape.columns.flatMap((column) => {
    const name = toExportColumn(column.name);
    const value = row[column.name] ?? null;
    if (users.has(column.name)) return [csvCell(value), Array.isArray(value) ? value.map(memberName).join('; ') : memberName(value)];
    if (shape.part === 'cases' && name === 'caseNo') return [csvCell(value), typeof value === 'number' ? caseNoLabel(value) : ''];
    if (hasExportLabel(shape.part, name))
      return [csvCell(value), typeof value === 'string' ? (exportLabel(shape.part, name, value) ?? '') : ''];
    return [csvCell(value)];
  });
  return formatCsvRow(cells);
}

type ZipEntry = { name: string; compress: boolean; data: AsyncIterable<Uint8Array> | Iterable<Uint8Array> };

async function* csvBytes(context: ExportContext, shape: Shape): AsyncGenerator<Uint8Array> {
  yield strToU8(formatCsvRow(csvHeader(shape)));
  for await (const page of readPart(context, shape)) yield strToU8(page.map((row) => csvRow(context, shape, row)).join(''));
}

/** Where a document's file sits in the ZIP: under its id, so two files of one name never meet. */
const documentEntryName = (documentId: string, fileName: string) => `documents/${documentId}/${fileName.replace(/[\\/]/g, '_')}`;

async function* zipEntries(context: ExportContext, manifest: FirmExportManifest): AsyncGenerator<ZipEntry> {
  yield { name: 'manifest.json', compress: true, data: [strToU8(`${JSON.stringify(manifest, null, 2)}\n`)] };
  for (const shape of context.shapes) yield { name: `${shape.part}.csv`, compress: true, data: csvBytes(context, shape) };
  if (!manifest.files) return;
  for await (const page of repo.readDocumentFiles(context.db, context.firmId)) {
    for (const document of page) {
      let stream: Readable;
      try {
        stream = await context.storage.get(document.storageKey);
      } catch {
        continue; // A file already gone (the document deleted meanwhile): the import leaves its record out.
      }
      yield { name: documentEntryName(document.id, document.fileName), compress: false, data: stream };
    }
  }
}

/**
 * The ZIP's bytes as they are made. Each entry's data is read only as the answer is taken: a slow download reads
 * the database and the document store no faster than it sends, so a firm's gigabytes of files never sit in memory.
 */
async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for await (const entry of entries) {
    // Files already compressed (PDF, images, Word) are stored; the CSVs are deflated.
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of entry.data) {
      file.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk as ArrayBuffer));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

// ---------------------------------------------------------------------------------------------------------
// Import

type ImportFile = { manifest: FirmExportManifest; parts: Partial<Record<FirmExportPart, FirmExportRow[]>>; files: Map<string, Uint8Array> };

export const notAnExport = () => badRequest('This is neither a Casecast export ZIP nor its JSON document.', 'INVALID_IMPORT');

const isZip = (body: Buffer) => body.length >= 4 && body.readUInt32LE(0) === 0x04034b50;

/** The body as an export: a ZIP (manifest.json, <part>.csv, documents/…) or the JSON document. */
export function readImportFile(body: Buffer, shapes: readonly Shape[]): ImportFile {
  if (isZip(body)) return readZip(body, shapes);
  if (/^\s*\{/.test(body.subarray(0, 64).toString('utf8'))) return readJson(body);
  throw notAnExport();
}

function readManifest(value: unknown): FirmExportManifest {
  const parsed = firmExportManifestSchema.safeParse(value);
  if (!parsed.success) throw badRequest('This is not a Casecast firm export: its manifest is missing or not readable.', 'INVALID_IMPORT');
  if (parsed.data.version !== FIRM_EXPORT_VERSION)
    throw badRequest(
      `This export is format version ${parsed.data.version}; this Casecast reads version ${FIRM_EXPORT_VERSION}.`,
      'INVALID_IMPORT',
    );
  return parsed.data;
}

function readJson(body: Buffer): ImportFile {
  let document: unknown;
  try {
    document = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('The JSON document cannot be read.', 'MALFORMED_JSON');
  }
  const manifest = readManifest(document);
  const parts = (document as { parts?: unknown }).parts;
  if (typeof parts !== 'object' || parts === null) throw badRequest('The JSON document has no parts.', 'INVALID_IMPORT');
  const read: ImportFile['parts'] = {};
  for (const part of FIRM_EXPORT_PARTS) {
    const rows = (parts as Record<string, unknown>)[part];
    if (rows === undefined) continue;
    if (!Array.isArray(rows) || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
      throw badRequest(`${FIRM_EXPORT_PART_LABELS[part]}: each record must be an object.`, 'INVALID_IMPORT');
    read[part] = rows as FirmExportRow[];
  }
  return { manifest, parts: read, files: new Map() };
}

// The export defuses a cell a spreadsheet would run as a formula with a leading apostrophe; the import takes it off.
const DEFUSED = /^'[=+\-@\t\r]/;

function readZip(body: Buffer, shapes: readonly Shape[]): ImportFile {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(body.buffer, body.byteOffset, body.length));
  } catch {
    throw badRequest('The ZIP file cannot be read.', 'INVALID_IMPORT');
  }
  const manifestEntry = entries['manifest.json'];
  if (!manifestEntry) throw badRequest('This is not a Casecast firm export: the ZIP has no manifest.json.', 'INVALID_IMPORT');
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(strFromU8(manifestEntry));
  } catch {
    throw badRequest('The manifest.json in the ZIP cannot be read.', 'INVALID_IMPORT');
  }
  const manifest = readManifest(manifestJson);
  const parts: ImportFile['parts'] = {};
  for (const shape of shapes) {
    const entry = entries[`${shape.part}.csv`];
    if (entry) parts[shape.part] = readCsvPart(shape, strFromU8(entry));
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) {
    const match = /^documents\/([^/]+)\/[^/]+$/.exec(name);
    if (match) files.set(match[1]!, data);
  }
  return { manifest, parts, files };
}

function readCsvPart(shape: Shape, text: string): FirmExportRow[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const types = new Map(shape.columns.map((column) => [toExportColumn(column.name), column.type]));
  const file = `${shape.part}.csv`;
  // Each header as the column it holds (a label or, in older files, the API name), or null for a words column.
  const names = header.map((text) => {
    const read = readExportHeader(shape.part, text);
    if ('column' in read && types.has(read.column)) return read.column;
    if (types.has(text)) return text;
    if ('wordsOf' in read && hasWords(shape, read.wordsOf)) return null;
    throw badRequest(`${file} has a column this Casecast does not know: ${text}.`, 'INVALID_IMPORT');
  });
  return rows.map((cells, index) => {
    const row: FirmExportRow = {};
    names.forEach((name, column) => {
      if (name === null) return;
      const type = types.get(name)!;
      const cell = cells[column] ?? '';
      if (cell === '') row[name] = null;
      else if (type === 'other') row[name] = DEFUSED.test(cell) ? cell.slice(1) : cell;
      else {
        try {
          row[name] = JSON.parse(cell);
        } catch {
          throw badRequest(`Row ${index + 1} of ${file}: ${name} is not readable.`, 'INVALID_IMPORT');
        }
      }
    });
    return row;
  });
}

const DOCUMENT_EXTENSIONS = new Set(['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png']);

/**
 * Into a firm with no cases (a new firm, or one whose cases were all removed): everything in one transaction,
 * so a file that fails anywhere leaves the firm as it was. Ids are new; cases keep their numbers; a user column
 * keeps the member of this firm with the same email, else it is cleared (and the address reported).
 */
export async function importFirm(
  db: Kysely<Database>,
  storage: DocumentStorage,
  actor: Actor,
  body: Buffer,
): Promise<{ summary: FirmImportResult; documentIds: string[] }> {
  requirePermission(actor, 'case.import');
  if (body.length > FIRM_IMPORT_MAX_BYTES) throw firmImportTooLarge();
  const shapes = await readShapes(db);
  const file = readImportFile(body, shapes);
  const members = await repo.readMembers(db, actor.firmId);
  const memberByEmail = new Map(members.map((member) => [member.email.toLowerCase(), member.id]));
  const users = new Map<string, string | null>();
  const unmatched = new Set<string>();
  for (const member of file.manifest.members) {
    const id = memberByEmail.get(member.email.toLowerCase()) ?? null;
    users.set(member.id, id);
    if (id === null) unmatched.add(member.email);
  }

  // Every exported record gets its new id first, so that references in any order can be rewritten.
  const ids = new Map<string, string>();
  let documentsWithoutFile = 0;
  const keptDocuments = new Map<string, { key: string; data: Uint8Array; contentType: string }>();
  for (const row of file.parts.documents ?? []) {
    const id = String(row.id ?? '');
    const data = file.files.get(id);
    const extension = extname(String(row.fileName ?? '')).toLowerCase();
    if (!data || !DOCUMENT_EXTENSIONS.has(extension)) {
      documentsWithoutFile += 1;
      continue;
    }
    ids.set(id, randomUUID());
    keptDocuments.set(id, { key: '', data, contentType: String(row.fileType ?? 'application/octet-stream') });
  }
  for (const shape of shapes) {
    if (shape.part === 'documents' || shape.spec.key !== 'id' || shape.spec.numberedKey) continue;
    for (const row of file.parts[shape.part] ?? []) if (typeof row.id === 'string') ids.set(row.id, randomUUID());
  }

  // The files first, outside the transaction (a long transaction holds the embedded database); removed again if the
  // records fail.
  const stored: string[] = [];
  try {
    for (const row of file.parts.documents ?? []) {
      const document = keptDocuments.get(String(row.id));
      const caseId = ids.get(String(row.caseId));
      if (!document || !caseId) continue;
      document.key = buildStorageKey(actor.firmId, caseId, extname(String(row.fileName)).toLowerCase());
      await storage.put(document.key, Readable.from([Buffer.from(document.data)]), { contentType: document.contentType });
      stored.push(document.key);
    }
    return await db.transaction().execute(async (trx) => {
      if ((await repo.lockFirmAndCountCases(trx, actor.firmId)) > 0)
        throw new AppError(409, 'FIRM_HAS_CASES', 'This firm already has cases: a firm export is imported into a firm with no cases.');
      const attorneys = await repo.readAttorneysByName(trx, actor.firmId);
      const imported: FirmImportResult['imported'] = {};
      const leftOut: FirmImportResult['leftOut'] = {};
      // Records written: a record that requires one left out (a signature request whose document had no file) is left out.
      const written = new Set<string>();
      const caseNumbers: Array<{ id: string; caseNo: number }> = [];
      for (const shape of shapes) {
        const rows = file.parts[shape.part] ?? [];
        const label = FIRM_EXPORT_PART_LABELS[shape.part];
        const columns = new Map(shape.columns.map((column) => [toExportColumn(column.name), column]));
        const out: Array<Record<string, unknown>> = [];
        const existing = shape.spec.sameAs ? await repo.readExistingKeys(trx, actor.firmId, shape.spec.table, shape.spec.sameAs) : null;
        // The history is numbered anew in the order it was written.
        const ordered = shape.spec.numberedKey
          ? [...rows.entries()].sort(([, a], [, b]) => Number(a.id) - Number(b.id))
          : [...rows.entries()];
        for (const [index, row] of ordered) {
          for (const name of Object.keys(row))
            if (!columns.has(name))
              throw badRequest(`${label}: record ${index + 1} has a field this Casecast does not know: ${name}.`, 'INVALID_IMPORT');
          if (shape.part === 'documents' && !ids.has(String(row.id))) continue;
          if (shape.part === 'attorneys' && typeof row.name === 'string' && attorneys.has(row.name.toLowerCase())) {
            ids.set(String(row.id), attorneys.get(row.name.toLowerCase())!);
            continue;
          }
          const missing = (shape.spec.requires ?? []).some((column) => {
            const value = row[toExportColumn(column)];
            return typeof value !== 'string' || !written.has(value);
          });
          if (missing) {
            leftOut[shape.part] = (leftOut[shape.part] ?? 0) + 1;
            continue;
          }
          // The same record the firm already has (a default letter): references to it (a letter made from it) name that one.
          const same = existing?.get(JSON.stringify(shape.spec.sameAs!.map((column) => row[toExportColumn(column)] ?? null)));
          if (same !== undefined) {
            if (typeof row.id === 'string') ids.set(row.id, same);
            continue;
          }
          // A user's row (no firm column) goes with the member matched here; another's stays behind (its address is
          // already listed in unmatchedMembers).
          const record: Record<string, unknown> = shape.spec.member ? {} : { firm_id: actor.firmId };
          for (const [name, value] of Object.entries(row)) {
            const column = fromExportColumn(name);
            record[column] = rewrite(shape, column, value, { ids, users, label, row: index + 1 });
          }
          if (shape.spec.member && typeof record[shape.spec.member] !== 'string') continue;
          if (shape.spec.numberedKey) delete record[shape.spec.key];
          shape.spec.adjust?.(record);
          if (shape.spec.key === 'id' && !shape.spec.numberedKey && typeof row.id === 'string') written.add(row.id);
          if (shape.part === 'documents') record.file_path = keptDocuments.get(String(row.id))!.key;
          if (shape.part === 'cases') {
            if (typeof row.caseNo === 'number' || typeof row.caseNo === 'string')
              caseNumbers.push({ id: String(record.id), caseNo: Number(row.caseNo) });
            delete record.case_no; // numbered by the insert trigger, then given back their own numbers
          }
          out.push(record);
        }
        if (shape.part === 'letterTemplates' && rows.length > 0) await repo.markLetterTemplatesSeeded(trx, actor.firmId);
        if (out.length === 0) continue;
        const insertColumns = [...new Set(out.flatMap((record) => Object.keys(record)))];
        try {
          await repo.insertRows(trx, shape.spec.table, insertColumns, out, { keepExisting: shape.spec.keepExisting });
        } catch (error) {
          throw asImportError(error, label);
        }
        imported[shape.part] = out.length;
      }
      await repo.renumberCases(trx, actor.firmId, caseNumbers);
      return {
        summary: { imported, documentsWithoutFile, unmatchedMembers: [...unmatched].sort(), leftOut },
        documentIds: [...keptDocuments.keys()].map((id) => ids.get(id)!),
      };
    });
  } catch (error) {
    for (const key of stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

type RewriteContext = { ids: Map<string, string>; users: Map<string, string | null>; label: string; row: number };

/** A value with its references moved to the new ids and its members to this firm's. */
function rewrite(shape: Shape, column: string, value: unknown, context: RewriteContext): unknown {
  const userColumns = shape.spec.users ?? [];
  if (column === shape.spec.key && shape.spec.key === 'id') return context.ids.get(String(value)) ?? randomUUID();
  if (userColumns.includes(column)) {
    if (Array.isArray(value)) return value.map((id) => context.users.get(String(id)) ?? null).filter((id) => id !== null);
    return value === null ? null : (context.users.get(String(value)) ?? null);
  }
  if (REFERENCE_COLUMNS.has(column)) {
    if (value === null) return null;
    const mapped = context.ids.get(String(value));
    if (mapped === undefined && column === 'case_id')
      throw badRequest(`${context.label}: record ${context.row} belongs to a case that is not in the file.`, 'INVALID_IMPORT');
    return mapped ?? null;
  }
  if (REFERENCE_LIST_COLUMNS.has(column) && Array.isArray(value))
    return value.map((id) => context.ids.get(String(id))).filter((id) => id !== undefined);
  if (LOOSE_REFERENCE_COLUMNS.has(column) && typeof value === 'string') return context.ids.get(value) ?? value;
  if (NESTED_REFERENCE_COLUMNS.has(column)) return rewriteNested(value, context);
  return value;
}

/** Every text in a structured value that is an exported record's id, or a member's who is here, moved to the new one. */
function rewriteNested(value: unknown, context: RewriteContext): unknown {
  if (typeof value === 'string') return context.ids.get(value) ?? context.users.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => rewriteNested(item, context));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteNested(item, context)]));
  return value;
}

/** A value the database refuses (a bad date, a missing required field, a broken rule) is the file's fault: 400. */
function asImportError(error: unknown, label: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('22') || code.startsWith('23')))
    return badRequest(`${label} could not be imported: ${(error as Error).message}`, 'INVALID_IMPORT');
  return error;
}
