// SQL for any record kind defined in packages/domain (defineRecordKind): its table and columns come from the definition,
// and every query is scoped by firm_id (and case_id for a kind that hangs off a case).
import type { RecordKind } from '@casecast/domain';
import { sql, type Kysely } from 'kysely';
import type { CaseDb } from '../../db/case-tables.js';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import { nextVersion } from '../../db/record-version.js';

type Row = Record<string, unknown>;
// The tables differ in columns; the definition names them, so one loosely typed view serves every kind.
type LooseDb = Kysely<Record<string, Row>>;
const loose = (db: CaseDb) => db as unknown as LooseDb;

/** A stored record keyed by the API's field names; timestamps as ISO text. */
export type StoredRecord = Row & { id: string; createdAt: string; updatedAt: string };

/** Where a record sits: its firm, and its case for a kind that hangs off a case (null for a firm's own records). */
export type RecordScopeIds = { firmId: string; caseId: string | null };

function selection(kind: RecordKind) {
  const columns: Array<[field: string, column: string, date: boolean]> = [
    ['id', 'id', false],
    ...(kind.scope === 'case' ? [['caseId', 'case_id', false] as [string, string, boolean]] : []),
    ...Object.entries(kind.fields).map(([field, definition]): [string, string, boolean] => [field, definition.column, !!definition.date]),
    ['createdAt', 'created_at', false],
    ['updatedAt', 'updated_at', false],
  ];
  return columns.map(([field, column, date]) =>
    date ? sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(field) : sql`${sql.ref(column)}`.as(field),
  );
}

/** A case kind's records are always read within one case: a missing case id is a programming error, never "all cases". */
function caseIdOf(ids: RecordScopeIds): string {
  if (ids.caseId === null) throw new Error('A record that hangs off a case needs its case id');
  return ids.caseId;
}

const isoTime = (value: unknown) => (value == null ? null : new Date(value as Date | string).toISOString());

function toRecord(kind: RecordKind, row: Row): StoredRecord {
  const record: Row = { ...row, createdAt: isoTime(row.createdAt), updatedAt: isoTime(row.updatedAt) };
  for (const [field, definition] of Object.entries(kind.fields)) if (definition.time) record[field] = isoTime(row[field]);
  return record as StoredRecord;
}

function toColumns(kind: RecordKind, values: Readonly<Record<string, unknown>>): Row {
  const out: Row = {};
  for (const [field, definition] of Object.entries(kind.fields)) if (values[field] !== undefined) out[definition.column] = values[field];
  return out;
}

/**
 * What a list may ask for: fields equal to values, given ids, one field within [from, to) (a date or a moment, as the
 * field stores it), at most `limit` records.
 */
export type ListOptions = {
  limit?: number;
  where?: Readonly<Record<string, string>>;
  /** Only these records. */
  ids?: readonly string[];
  range?: { field: string; from?: string | undefined; to?: string | undefined };
};

/**
 * A kind's records, scoped to the firm (and the case), as a feature's repository asks for them: `refine` adds its
 * own conditions, order and limit to the one query (the contacts search).
 */
export async function selectRecords(
  db: CaseDb,
  kind: RecordKind,
  ids: RecordScopeIds,
  refine: (query: RecordQuery) => RecordQuery,
): Promise<StoredRecord[]> {
  return (await refine(recordQuery(db, kind, ids)).execute()).map((row) => toRecord(kind, row));
}

function recordQuery(db: CaseDb, kind: RecordKind, ids: RecordScopeIds) {
  const query = loose(db).selectFrom(kind.table).select(selection(kind)).where('firm_id', '=', ids.firmId);
  return kind.scope === 'case' ? query.where('case_id', '=', caseIdOf(ids)) : query;
}
export type RecordQuery = ReturnType<typeof recordQuery>;

/** The records in the definition's order (then by creation), at most `limit` when given. */
export async function listRecords(db: CaseDb, kind: RecordKind, ids: RecordScopeIds, options: ListOptions = {}): Promise<StoredRecord[]> {
  if (options.ids?.length === 0) return [];
  let query = recordQuery(db, kind, ids);
  if (options.ids) query = query.where('id', 'in', options.ids);
  for (const [field, value] of Object.entries(options.where ?? {})) {
    const column = kind.fields[field]?.column;
    if (column) query = query.where(sql.ref(column), '=', value);
  }
  const range = options.range;
  const rangeColumn = range ? kind.fields[range.field]?.column : undefined;
  if (range && rangeColumn) {
    if (range.from !== undefined) query = query.where(sql.ref(rangeColumn), '>=', range.from);
    if (range.to !== undefined) query = query.where(sql.ref(rangeColumn), '<', range.to);
  }
  for (const field of kind.orderBy) query = query.orderBy(sql.ref(kind.fields[field]?.column ?? 'created_at'));
  const direction = kind.newestFirst ? 'desc' : 'asc';
  query = query.orderBy(sql.ref('created_at'), direction).orderBy(sql.ref('id'), direction);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map((row) => toRecord(kind, row));
}

/** One record, locked for the rest of the transaction when `forUpdate`. */
export async function findRecord(
  db: CaseDb,
  kind: RecordKind,
  ids: RecordScopeIds,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<StoredRecord | undefined> {
  let query = loose(db).selectFrom(kind.table).select(selection(kind)).where('firm_id', '=', ids.firmId).where('id', '=', id);
  if (kind.scope === 'case') query = query.where('case_id', '=', caseIdOf(ids));
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRecord(kind, row) : undefined;
}

/** The case a case kind's record hangs off, found by its id within the firm (undefined when the firm has no such record). */
export async function findRecordCaseId(db: CaseDb, kind: RecordKind, firmId: string, id: string): Promise<string | undefined> {
  const row = await loose(db)
    .selectFrom(kind.table)
    .select(sql<string>`case_id`.as('caseId'))
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.caseId as string | undefined;
}

export async function insertRecord(
  db: CaseDb,
  kind: RecordKind,
  ids: RecordScopeIds,
  values: Readonly<Record<string, unknown>>,
  /** Records written in one transaction share its now(): an explicit time keeps them in the order given. */
  createdAt?: Date,
  /** Columns the API does not read (who added it). */
  columns: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  const row = await loose(db)
    .insertInto(kind.table)
    .values({
      ...columns,
      ...toColumns(kind, values),
      firm_id: ids.firmId,
      ...(kind.scope === 'case' ? { case_id: caseIdOf(ids) } : {}),
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .returning(sql<string>`id`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id as string;
}

/** One record of a bulk insert: its case (for a case kind), its values, and optionally its id and creation time. */
export type BulkRecord = {
  caseId: string | null;
  values: Readonly<Record<string, unknown>>;
  id?: string | undefined;
  createdAt?: Date | undefined;
  /** Columns the API does not read (who added it). */
  columns?: Readonly<Record<string, unknown>>;
};

/**
 * Many records of one firm in as few statements as the parameter limit allows (a new case's injuries, a demo firm's
 * history); returns their ids in input order. No checks and no history: the caller writes what its use case needs.
 */
export async function insertRecords(db: CaseDb, kind: RecordKind, firmId: string, records: readonly BulkRecord[]): Promise<string[]> {
  const rows = records.map((record) => ({
    ...record.columns,
    ...toColumns(kind, record.values),
    firm_id: firmId,
    ...(kind.scope === 'case' ? { case_id: caseIdOf({ firmId, caseId: record.caseId }) } : {}),
    ...(record.id ? { id: record.id } : {}),
    ...(record.createdAt ? { created_at: record.createdAt, updated_at: record.createdAt } : {}),
  }));
  const inserted = await insertInChunks(rows, (chunk) =>
    loose(db)
      .insertInto(kind.table)
      .values(chunk)
      .returning(sql<string>`id`.as('id'))
      .execute(),
  );
  return inserted.map((row) => row.id as string);
}

export async function updateRecord(
  db: CaseDb,
  kind: RecordKind,
  ids: RecordScopeIds,
  id: string,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  let update = loose(db)
    .updateTable(kind.table)
    .set({ ...toColumns(kind, values), updated_at: nextVersion() })
    .where('firm_id', '=', ids.firmId)
    .where('id', '=', id);
  if (kind.scope === 'case') update = update.where('case_id', '=', caseIdOf(ids));
  await update.execute();
}

export async function deleteRecord(db: CaseDb, kind: RecordKind, ids: RecordScopeIds, id: string): Promise<void> {
  let removal = loose(db).deleteFrom(kind.table).where('firm_id', '=', ids.firmId).where('id', '=', id);
  if (kind.scope === 'case') removal = removal.where('case_id', '=', caseIdOf(ids));
  await removal.execute();
}
