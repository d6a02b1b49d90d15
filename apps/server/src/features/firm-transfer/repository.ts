// The firm export's SQL: each part's rows as JSON (dates as 'YYYY-MM-DD', money as written), read a page at a time,
// and the import's bulk insert of such rows, typed by the table itself (jsonb_populate_recordset).
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

export type ColumnShape = { name: string; type: 'array' | 'json' | 'other' };

/** The columns a row is written with, per table: generated columns are left out (PostgreSQL computes them). */
export async function readColumns(db: Db, tables: readonly string[]): Promise<Map<string, ColumnShape[]>> {
  const result = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ANY(${[...tables]}::text[]) AND is_generated <> 'ALWAYS'
    ORDER BY table_name, ordinal_position`.execute(db);
  const byTable = new Map<string, ColumnShape[]>();
  for (const row of result.rows) {
    const type = row.data_type === 'ARRAY' ? 'array' : row.data_type === 'jsonb' || row.data_type === 'json' ? 'json' : 'other';
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), { name: row.column_name, type }]);
  }
  return byTable;
}

/**
 * Which of a part's rows are read: the firm's, and for the history only those of a case still there or of no case;
 * `member`: rows that are a user's (no firm column), those of the firm's members, by this user column.
 */
export type RowScope = { firmId: string; table: string; liveCasesOnly?: boolean | undefined; member?: string | undefined };

const scopeWhere = (scope: RowScope) => {
  if (scope.member)
    return sql`EXISTS (SELECT 1 FROM firm_member m WHERE m.firm_id = ${scope.firmId} AND m.user_id = t.${sql.id(scope.member)})`;
  return scope.liveCasesOnly
    ? sql`t.firm_id = ${scope.firmId} AND (t.case_id IS NULL OR EXISTS (
        SELECT 1 FROM legal_case c WHERE c.firm_id = t.firm_id AND c.id = t.case_id))`
    : sql`t.firm_id = ${scope.firmId}`;
};

/** How many rows each scope holds, in the scopes' order: one query, a UNION ALL of their counts. */
export async function countRows(db: Db, scopes: readonly RowScope[]): Promise<number[]> {
  if (scopes.length === 0) return [];
  const counts = sql.join(
    scopes.map(
      (scope, index) =>
        sql`SELECT ${index}::int AS part, count(*)::int AS count FROM ${sql.table(scope.table)} t WHERE ${scopeWhere(scope)}`,
    ),
    sql` UNION ALL `,
  );
  const result = await sql<{ part: number; count: number }>`${counts}`.execute(db);
  const byPart = new Map(result.rows.map((row) => [row.part, row.count]));
  return scopes.map((_scope, index) => byPart.get(index) ?? 0);
}

/**
 * A part's rows of one firm, `size` at a time in the order of `order` (its key, or columns that are unique together),
 * each as the JSON PostgreSQL makes of it. The next page starts after the last row's values, read back as the table's
 * own types (so a number orders as a number).
 */
export async function* readRows(
  db: Db,
  scope: RowScope,
  order: readonly string[],
  size = 1000,
): AsyncGenerator<Array<Record<string, unknown>>> {
  const columns = sql.join(order.map((column) => sql`t.${sql.id(column)}`));
  const fromAfter = sql.join(order.map((column) => sql`a.${sql.id(column)}`));
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    const page: Array<Record<string, unknown>> = (
      await sql<{ row: Record<string, unknown> }>`
        SELECT to_jsonb(t) AS row FROM ${sql.table(scope.table)} t
        WHERE ${scopeWhere(scope)} AND (${from}::jsonb IS NULL
          OR (${columns}) > (SELECT ${fromAfter} FROM jsonb_populate_record(NULL::${sql.table(scope.table)}, ${from}::jsonb) a))
        ORDER BY ${columns} LIMIT ${size}`.execute(db)
    ).rows.map((entry) => entry.row);
    if (page.length === 0) return;
    yield page;
    if (page.length < size) return;
    const last = page.at(-1)!;
    after = JSON.stringify(Object.fromEntries(order.map((column) => [column, last[column]])));
  }
}

export type DocumentFile = { id: string; fileName: string; storageKey: string };

/** The firm's documents' stored files, a page at a time. */
export async function* readDocumentFiles(db: Db, firmId: string, size = 500): AsyncGenerator<DocumentFile[]> {
  let after = '';
  for (;;) {
    const page = (
      await sql<DocumentFile>`
        SELECT id, file_name AS "fileName", file_path AS "storageKey" FROM case_document
        WHERE firm_id = ${firmId} AND id > ${after} ORDER BY id LIMIT ${size}`.execute(db)
    ).rows;
    if (page.length === 0) return;
    yield page;
    if (page.length < size) return;
    after = page.at(-1)!.id;
  }
}

export type Member = { id: string; name: string; email: string };

export async function readMembers(db: Db, firmId: string): Promise<Member[]> {
  const result = await sql<Member>`
    SELECT u.id, u.name, u.email FROM firm_member m JOIN "user" u ON u.id = m.user_id
    WHERE m.firm_id = ${firmId} ORDER BY lower(u.email)`.execute(db);
  return result.rows;
}

export async function readFirmName(db: Db, firmId: string): Promise<string> {
  const result = await sql<{ name: string }>`SELECT name FROM firm WHERE id = ${firmId}`.execute(db);
  return result.rows[0]?.name ?? '';
}

/** Locks the firm row (two imports into one firm wait for each other) and says whether it has any case. */
export async function lockFirmAndCountCases(db: Db, firmId: string): Promise<number> {
  await sql`SELECT id FROM firm WHERE id = ${firmId} FOR UPDATE`.execute(db);
  const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM legal_case WHERE firm_id = ${firmId}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/** The firm's attorneys by lower-cased name, so an imported attorney who is already there is not added twice. */
export async function readAttorneysByName(db: Db, firmId: string): Promise<Map<string, string>> {
  const result = await sql<{ id: string; name: string }>`SELECT id, name FROM attorney WHERE firm_id = ${firmId}`.execute(db);
  return new Map(result.rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/**
 * Inserts rows given as JSON objects, in their order: each value is read as its column's type, as PostgreSQL reads
 * JSON into a row. `keepExisting`: a row whose key the firm already has is left out (the firm's own stays).
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
  options: { keepExisting?: boolean | undefined } = {},
) {
  const list = sql.join(columns.map((column) => sql.id(column)));
  const conflict = options.keepExisting ? sql`ON CONFLICT DO NOTHING` : sql``;
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = JSON.stringify(rows.slice(start, start + 500));
    await sql`INSERT INTO ${sql.table(table)} (${list})
      SELECT ${list} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${chunk}::jsonb) WITH ORDINALITY AS r
      ORDER BY r.ordinality ${conflict}`.execute(db);
  }
}

/** The firm's rows of a table by the values of `columns` (as a JSON list), each with its id: which records it already has. */
export async function readExistingKeys(db: Db, firmId: string, table: string, columns: readonly string[]): Promise<Map<string, string>> {
  const values = sql.join(columns.map((column) => sql`t.${sql.id(column)}`));
  const result = await sql<Record<string, unknown>>`SELECT t.id, ${values} FROM ${sql.table(table)} t WHERE t.firm_id = ${firmId}`.execute(
    db,
  );
  return new Map(result.rows.map((row) => [JSON.stringify(columns.map((column) => row[column] ?? null)), String(row.id)]));
}

/** Letter templates came with the import: the default letters are not added on top of them later. */
export async function markLetterTemplatesSeeded(db: Db, firmId: string) {
  await sql`UPDATE firm SET letter_templates_seeded_at = coalesce(letter_templates_seeded_at, now()) WHERE id = ${firmId}`.execute(db);
}

/**
 * Gives imported cases the numbers they had (CASE-0042 stays CASE-0042): the insert trigger numbered them
 * 1, 2, 3… in the firm; they move through negative numbers so that no two ever share one, and the firm's
 * counter continues after the largest.
 */
export async function renumberCases(db: Db, firmId: string, numbers: ReadonlyArray<{ id: string; caseNo: number }>) {
  if (numbers.length === 0) return;
  const values = JSON.stringify(numbers.map((entry) => ({ id: entry.id, case_no: entry.caseNo })));
  await sql`UPDATE legal_case SET case_no = -case_no WHERE firm_id = ${firmId}`.execute(db);
  await sql`UPDATE legal_case c SET case_no = v.case_no
    FROM jsonb_to_recordset(${values}::jsonb) AS v(id text, case_no integer)
    WHERE c.firm_id = ${firmId} AND c.id = v.id`.execute(db);
  await sql`UPDATE case_number_counter SET last_number = greatest(last_number, (SELECT max(case_no) FROM legal_case WHERE firm_id = ${firmId}))
    WHERE firm_id = ${firmId}`.execute(db);
}
