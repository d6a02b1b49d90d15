// CSV import (preview, then all valid rows in one transaction) and export of the firm's cases.
import {
  CASE_IMPORT_FIELDS,
  CASE_IMPORT_MAX_BYTES,
  CASE_IMPORT_MAX_ROWS,
  CASE_IMPORT_TOO_LARGE_MESSAGE,
  diffAuditFields,
  readCaseImportRow,
  suggestCaseImportMapping,
  type Case,
  type CaseCreate,
  type CaseImportMapping,
  type CaseImportPreview,
  type CaseImportResult,
  type CaseImportRowError,
  formatCaseNo,
  formatPhaseLabel,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { findAttorneysByLowerName } from '../attorneys/repository.js';
import { insertAuditEntries } from '../audit/repository.js';
import * as cases from '../cases/repository.js';
import type { Actor } from '../../http/actor.js';
import { formatCsvRow, parseCsv } from '../../http/csv.js';
import type { Database, Db } from '../../db/schema.js';

export const tooLarge = () => new AppError(413, 'CSV_TOO_LARGE', CASE_IMPORT_TOO_LARGE_MESSAGE);

type ParsedCsv = { columns: string[]; records: Array<Record<string, string>> };

/** Header row → column names (repeats get ' (2)', ' (3)'), then each row as column → text. */
function readCsv(csv: string): ParsedCsv {
  if (Buffer.byteLength(csv, 'utf8') > CASE_IMPORT_MAX_BYTES) throw tooLarge();
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw badRequest('The CSV file is empty', 'VALIDATION_ERROR');
  if (rows.length > CASE_IMPORT_MAX_ROWS) throw tooLarge();
  const seen = new Map<string, number>();
  const columns = header.map((raw) => {
    const name = raw.trim() || 'column';
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
  const records = rows.map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ''])));
  return { columns, records };
}

type CheckedRow = { row: number; value: CaseCreate } | ({ row: number } & { errors: string[] });

async function checkRows(db: Db, actor: Actor, parsed: ParsedCsv, mapping: CaseImportMapping): Promise<CheckedRow[]> {
  const attorneys = Object.values(mapping).includes('attorneyName')
    ? await findAttorneysByLowerName(db, actor.firmId)
    : new Map<string, string>();
  return parsed.records.map((record, index) => {
    const row = index + 1;
    const result = readCaseImportRow(record, mapping);
    if (!result.ok) return { row, errors: result.errors };
    if (result.attorneyName === null) return { row, value: result.value };
    const attorneyId = attorneys.get(result.attorneyName.toLowerCase());
    if (!attorneyId) return { row, errors: [`Attorney not found: ${result.attorneyName}`] };
    return { row, value: { ...result.value, attorneyId } };
  });
}

function resolveMapping(parsed: ParsedCsv, mapping: CaseImportMapping | undefined): CaseImportMapping {
  if (!mapping) return suggestCaseImportMapping(parsed.columns);
  // Only columns the file has; the same field twice would make a row ambiguous.
  const used = new Set<string>();
  const resolved: CaseImportMapping = {};
  for (const column of parsed.columns) {
    const field = mapping[column] ?? null;
    if (field && used.has(field)) throw badRequest(`Two columns are mapped to ${field}`, 'VALIDATION_ERROR');
    if (field) used.add(field);
    resolved[column] = field;
  }
  return resolved;
}

const isError = (row: CheckedRow): row is { row: number; errors: string[] } => 'errors' in row;

export async function previewCaseImport(
  db: Db,
  actor: Actor,
  input: { csv: string; mapping?: CaseImportMapping | undefined },
): Promise<CaseImportPreview> {
  requirePermission(actor, 'case.import');
  const parsed = readCsv(input.csv);
  const mapping = resolveMapping(parsed, input.mapping);
  const checked = await checkRows(db, actor, parsed, mapping);
  const errors: CaseImportRowError[] = checked.filter(isError);
  return {
    columns: parsed.columns,
    mapping,
    sample: parsed.records.slice(0, 5),
    errors,
    validCount: checked.length - errors.length,
    totalCount: checked.length,
  };
}

/** Imports every valid row in one transaction (each with its audit entry); the others are reported, not saved. */
export async function importCases(
  db: Kysely<Database>,
  actor: Actor,
  input: { csv: string; mapping?: CaseImportMapping | undefined },
): Promise<CaseImportResult> {
  requirePermission(actor, 'case.import');
  const parsed = readCsv(input.csv);
  const mapping = resolveMapping(parsed, input.mapping);
  return db.transaction().execute(async (trx) => {
    const checked = await checkRows(trx, actor, parsed, mapping);
    const valid = checked.filter((row): row is { row: number; value: CaseCreate } => !isError(row));
    const ids = await cases.insertCases(
      trx,
      actor.firmId,
      valid.map((row) => row.value),
    );
    await insertAuditEntries(
      trx,
      valid.map((row, index) => ({
        firmId: actor.firmId,
        caseId: ids[index]!,
        entityType: 'case' as const,
        entityId: ids[index]!,
        action: 'create' as const,
        actorId: actor.userId,
        actorName: actor.userName,
        changes: { ...diffAuditFields(null, row.value), source: { old: null, new: `CSV import, row ${row.row}` } },
      })),
    );
    return { imported: ids.length, skipped: checked.filter(isError) };
  });
}

/** Export columns: the importable fields by their API names, between the id and the timestamps, so an exported file imports back unchanged. */
export const EXPORT_COLUMNS = ['id', ...CASE_IMPORT_FIELDS, 'createdAt', 'updatedAt'] as const satisfies ReadonlyArray<keyof Case>;
/**
 * The firm's case number (CASE-0042) leads each row. Its header matches no import field, so a
 * re-import leaves it out (the new cases get numbers of their own) instead of taking it for a claim number.
 */
export const EXPORT_CASE_NO_HEADER = 'firmCaseNo';

/** A cell's value; the phase is written as its label ('Litigation'), which the import reads back. */
const exportValue = (item: Case, column: (typeof EXPORT_COLUMNS)[number]) =>
  column === 'phase' ? formatPhaseLabel(item.phase) : item[column];

const formatPage = (page: readonly Case[]) =>
  page.map((item) => formatCsvRow([formatCaseNo(item.caseNo), ...EXPORT_COLUMNS.map((column) => exportValue(item, column))])).join('');

/**
 * The CSV text in pieces: the header with the first page of cases, then a chunk per further page, in
 * list order. The permission is checked here, before the first piece, because once streaming starts
 * the 200 has been sent; the first page is read from the database before anything is yielded.
 */
export function exportCasesCsv(db: Db, actor: Actor, query: cases.CaseListFilters): AsyncGenerator<string> {
  requirePermission(actor, 'case.export');
  return generateCasesCsv(db, actor, query);
}

async function* generateCasesCsv(db: Db, actor: Actor, query: cases.CaseListFilters): AsyncGenerator<string> {
  const pages = cases.iterateCases(db, actor.firmId, query);
  const first = await pages.next();
  yield formatCsvRow([EXPORT_CASE_NO_HEADER, ...EXPORT_COLUMNS]) + (first.done ? '' : formatPage(first.value));
  for await (const page of pages) yield formatPage(page);
}
