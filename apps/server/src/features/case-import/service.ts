// CSV import (preview, then all valid rows in one transaction: each case whole or not at all) and export of the
// firm's cases. A row's source case id is stored, so the same file imported again adds nothing twice.
import {
  CASE_EXPORT_FIELDS,
  CASE_IMPORT_MAX_BYTES,
  CASE_IMPORT_MAX_ROWS,
  CASE_IMPORT_SOURCE_LABELS,
  CASE_IMPORT_TOO_LARGE_MESSAGE,
  describeCaseImportRow,
  detectCaseImportSource,
  diffAuditFields,
  readCaseImportRow,
  suggestCaseImportMapping,
  type Case,
  type CaseCreate,
  type CaseImportClient,
  type CaseImportMapping,
  type CaseImportSource,
  type CaseImportPreview,
  type CaseImportResult,
  type CaseImportRowError,
  formatCaseNo,
  formatPhaseLabel,
  getCaseTypeLabel,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError, badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { findAttorneysByLowerName } from '../attorneys/repository.js';
import { insertAuditEntries } from '../audit/repository.js';
import * as cases from '../cases/repository.js';
import { attachImportedClient } from '../contacts/service.js';
import { addComputedDeadlinesToNewCases } from '../deadlines/service.js';
import type { Actor } from '../../http/actor.js';
import { formatCsvRow, parseCsv } from '../../http/csv.js';
import type { Database, Db } from '../../db/schema.js';

export const tooLarge = () => new AppError(413, 'CSV_TOO_LARGE', CASE_IMPORT_TOO_LARGE_MESSAGE);

export type ParsedCsv = { columns: string[]; records: Array<Record<string, string>> };

/** Header row → column names (repeats get ' (2)', ' (3)'), then each row as column → text. */
export function readCsv(csv: string): ParsedCsv {
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

type ValidRow = { row: number; value: CaseCreate; sourceRef: string | null; client: CaseImportClient | null };
type CheckedRow = ValidRow | { row: number; errors: string[] };

async function checkRows(
  db: Db,
  actor: Actor,
  parsed: ParsedCsv,
  mapping: CaseImportMapping,
  source: CaseImportSource,
): Promise<CheckedRow[]> {
  const attorneys = Object.values(mapping).includes('attorneyName')
    ? await findAttorneysByLowerName(db, actor.firmId)
    : new Map<string, string>();
  const seen = new Map<string, number>();
  return parsed.records.map((record, index): CheckedRow => {
    const row = index + 1;
    const result = readCaseImportRow(record, mapping);
    if (!result.ok) return { row, errors: result.errors };
    const sourceRef = result.sourceId === null ? null : `${source}:${result.sourceId}`;
    if (sourceRef !== null) {
      const first = seen.get(sourceRef);
      if (first !== undefined) return { row, errors: [`Case id ${result.sourceId} is also on row ${first}`] };
      seen.set(sourceRef, row);
    }
    const valid = { row, sourceRef, client: result.client };
    if (result.attorneyName === null) return { ...valid, value: result.value };
    const attorneyId = attorneys.get(result.attorneyName.toLowerCase());
    if (!attorneyId) return { row, errors: [`Attorney not found: ${result.attorneyName}`] };
    return { ...valid, value: { ...result.value, attorneyId } };
  });
}

function resolveMapping(parsed: ParsedCsv, mapping: CaseImportMapping | undefined, source: CaseImportSource): CaseImportMapping {
  if (!mapping) return suggestCaseImportMapping(parsed.columns, source);
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

type ImportInput = { csv: string; mapping?: CaseImportMapping | undefined; source?: CaseImportSource | undefined };

export async function previewCaseImport(db: Db, actor: Actor, input: ImportInput): Promise<CaseImportPreview> {
  requirePermission(actor, 'case.import');
  const parsed = readCsv(input.csv);
  const source = input.source ?? detectCaseImportSource(parsed.columns);
  const mapping = resolveMapping(parsed, input.mapping, source);
  const checked = await checkRows(db, actor, parsed, mapping, source);
  const errors: CaseImportRowError[] = checked.filter(isError);
  const sample = parsed.records.slice(0, 5);
  return {
    columns: parsed.columns,
    source,
    mapping,
    sample,
    converted: sample.map((record, index) => (isError(checked[index]!) ? null : describeCaseImportRow(record, mapping))),
    errors,
    validCount: checked.length - errors.length,
    totalCount: checked.length,
  };
}

/**
 * Imports every valid row in one transaction (each with its audit entry and its client in the directory); the
 * others are reported, not saved. A row whose source case id the firm already has is left alone.
 */
export async function importCases(db: Kysely<Database>, actor: Actor, input: ImportInput): Promise<CaseImportResult> {
  requirePermission(actor, 'case.import');
  const parsed = readCsv(input.csv);
  const source = input.source ?? detectCaseImportSource(parsed.columns);
  const mapping = resolveMapping(parsed, input.mapping, source);
  return db.transaction().execute(async (trx) => {
    const checked = await checkRows(trx, actor, parsed, mapping, source);
    const candidates = checked.filter((row): row is ValidRow => !isError(row));
    const known = await cases.findSourceRefs(
      trx,
      actor.firmId,
      candidates.flatMap((row) => (row.sourceRef === null ? [] : [row.sourceRef])),
    );
    const valid = candidates.filter((row) => row.sourceRef === null || !known.has(row.sourceRef));
    const ids = await cases.insertCases(
      trx,
      actor.firmId,
      valid.map((row) => ({ ...row.value, sourceRef: row.sourceRef })),
    );
    for (const [index, row] of valid.entries())
      if (row.client) await attachImportedClient(trx, actor, ids[index]!, { name: row.value.clientName, ...row.client });
    // A case with its state and incident date gets its statute of limitations (and notice deadlines) as a typed one
    // does: all the imported cases' at once.
    await addComputedDeadlinesToNewCases(
      trx,
      actor,
      valid.flatMap((row, index) => (row.value.state && row.value.incidentDate ? [ids[index]!] : [])),
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
        changes: { ...diffAuditFields(null, row.value), source: { old: null, new: `${importSourceLabel(source)}, row ${row.row}` } },
      })),
    );
    return { imported: ids.length, skipped: checked.filter(isError), alreadyImported: candidates.length - valid.length };
  });
}

const importSourceLabel = (source: CaseImportSource) =>
  source === 'other' ? 'CSV import' : `CSV import (${CASE_IMPORT_SOURCE_LABELS[source]})`;

/** Export columns: the importable fields by their API names, between the id and the timestamps, so an exported file imports back unchanged. */
export const EXPORT_COLUMNS = ['id', ...CASE_EXPORT_FIELDS, 'createdAt', 'updatedAt'] as const satisfies ReadonlyArray<keyof Case>;
/**
 * The firm's case number (CASE-0042) leads each row. Its header matches no import field, so a
 * re-import leaves it out (the new cases get numbers of their own) instead of taking it for a claim number.
 */
export const EXPORT_CASE_NO_HEADER = 'firmCaseNo';

/** A cell's value; the phase and the case type are written as their labels ('Litigation', 'Motor vehicle'), which the import reads back. */
function exportValue(item: Case, column: (typeof EXPORT_COLUMNS)[number]) {
  if (column === 'phase') return formatPhaseLabel(item.phase);
  if (column === 'caseType') return getCaseTypeLabel(item.caseType);
  return item[column];
}

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
