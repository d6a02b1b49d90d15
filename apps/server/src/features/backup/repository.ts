// The backup's SQL: the app's tables as the catalog describes them, read in one snapshot, loaded back in chunks.
import type pg from 'pg';

/** The table migrate.ts keeps its applied files in: recorded in the manifest, written again by the restore's migrations. */
export const MIGRATIONS_TABLE = 'schema_migration';

export type TableShape = {
  name: string;
  /** Columns a row is written with: generated columns are left out (PostgreSQL computes them again). */
  columns: string[];
  /** Columns filled from a sequence (serial or identity): reset to their largest value after a restore. */
  sequenced: string[];
  /** Tables this one's foreign keys point at (itself left out). */
  references: string[];
};

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the app's schema (public; pg-boss keeps its own), in an order where each follows the tables it references. */
export async function readTableShapes(client: pg.PoolClient | pg.Client): Promise<TableShape[]> {
  const columns = await client.query<{ table_name: string; column_name: string; is_generated: string; sequenced: boolean }>(
    `SELECT c.table_name, c.column_name, c.is_generated,
            (c.is_identity = 'YES' OR coalesce(c.column_default, '') LIKE 'nextval(%') AS sequenced
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const references = await client.query<{ from_table: string; to_table: string }>(
    `SELECT DISTINCT src.relname AS from_table, dst.relname AS to_table
       FROM pg_constraint k
       JOIN pg_class src ON src.oid = k.conrelid
       JOIN pg_class dst ON dst.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND src.oid <> dst.oid`,
  );
  const byName = new Map<string, TableShape>();
  for (const row of columns.rows) {
    let table = byName.get(row.table_name);
    if (!table) byName.set(row.table_name, (table = { name: row.table_name, columns: [], sequenced: [], references: [] }));
    if (row.is_generated === 'ALWAYS') continue;
    table.columns.push(row.column_name);
    if (row.sequenced) table.sequenced.push(row.column_name);
  }
  for (const row of references.rows) byName.get(row.from_table)?.references.push(row.to_table);
  return inDependencyOrder([...byName.values()]);
}

/** Referenced tables first; a cycle of foreign keys (none in this schema) is refused rather than half loaded. */
function inDependencyOrder(tables: TableShape[]): TableShape[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableShape[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableShape, path: string[]) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new Error(`Foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
    state.set(table.name, 'visiting');
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

/** Starts the snapshot every read below sees: nothing committed after it is in the backup. */
export async function beginSnapshot(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
}

export async function readAppliedMigrations(client: pg.PoolClient | pg.Client): Promise<string[]> {
  const exists = await client.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name = $1`, [
    MIGRATIONS_TABLE,
  ]);
  if (exists.rowCount === 0) return [];
  const rows = await client.query<{ name: string }>(`SELECT name FROM ${quoteIdent(MIGRATIONS_TABLE)} ORDER BY name`);
  return rows.rows.map((row) => row.name);
}

/** A table's rows as JSON texts, `batchRows` at a time through a cursor, so memory holds one batch. */
export async function* readRows(client: pg.PoolClient | pg.Client, table: TableShape, batchRows = 1000): AsyncGenerator<string[]> {
  const cursor = `backup_${table.name.replace(/[^a-z0-9_]/gi, '_')}`;
  const select = table.columns.map(quoteIdent).join(', ');
  await client.query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM (SELECT ${select} FROM ${quoteIdent(table.name)}) t`,
  );
  try {
    for (;;) {
      const batch = await client.query<{ row: string }>(`FETCH ${batchRows} FROM ${cursor}`);
      if (batch.rows.length === 0) return;
      yield batch.rows.map((row) => row.row);
    }
  } finally {
    await client.query(`CLOSE ${cursor}`);
  }
}

/** The stored files the snapshot's documents point at. */
export async function readDocumentKeys(client: pg.PoolClient | pg.Client): Promise<string[]> {
  const exists = await client.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'case_document'`,
  );
  if (exists.rowCount === 0) return [];
  const rows = await client.query<{ file_path: string }>('SELECT DISTINCT file_path FROM case_document ORDER BY file_path');
  return rows.rows.map((row) => row.file_path);
}

/** Tables of the app's schema in the target: a restore goes only into a database that has none. */
export async function countAppTables(client: pg.PoolClient | pg.Client): Promise<number> {
  const rows = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
  return rows.rows[0]!.n;
}

/**
 * Empties the tables the migrations may have seeded and turns the app's own triggers off for the load (case numbers,
 * derived counters and sort names come from the backup as they were). The table owner may do this: no superuser needed.
 */
export async function prepareForLoad(client: pg.PoolClient | pg.Client, tables: TableShape[]): Promise<void> {
  const names = tables.filter((table) => table.name !== MIGRATIONS_TABLE).map((table) => quoteIdent(table.name));
  if (names.length > 0) await client.query(`TRUNCATE ${names.join(', ')}`);
  for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} DISABLE TRIGGER USER`);
}

export async function finishLoad(client: pg.PoolClient | pg.Client, tables: TableShape[]): Promise<void> {
  for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);
  for (const table of tables) {
    for (const column of table.sequenced) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoteIdent(column)}), 0) + 1, false) FROM ${quoteIdent(table.name)}`,
        [quoteIdent(table.name), column],
      );
    }
  }
}

/** Inserts rows given as JSON texts; `columns` are those the backup holds (a later migration's new columns take their defaults). */
export async function insertRows(client: pg.PoolClient | pg.Client, table: string, columns: string[], rows: string[]): Promise<void> {
  const list = columns.map(quoteIdent).join(', ');
  await client.query(
    `INSERT INTO ${quoteIdent(table)} (${list}) OVERRIDING SYSTEM VALUE
     SELECT ${list} FROM json_populate_recordset(null::${quoteIdent(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** The restore's load runs in one transaction: a failure leaves the target as the migrations made it. */
export async function begin(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query('BEGIN');
}

export async function commit(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query('COMMIT');
}

export async function rollback(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query('ROLLBACK');
}

/** Runs `work` on one connection inside a transaction opened by `open`: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(
  pool: pg.Pool,
  open: (client: pg.PoolClient) => Promise<void>,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await open(client);
    const result = await work(client);
    await commit(client);
    return result;
  } catch (error) {
    await rollback(client).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
