// SQL for documents and document categories: every query scoped by firm_id, but the storage sweep's (a maintenance job, no caller).
import { sql, type Kysely } from 'kysely';
import { escapeLikePattern, type CaseDocument, type DocumentTextStatus, type FirmDocument } from '@casecast/domain';
import { nextVersion } from '../../db/record-version.js';
import type { Database, Db } from '../../db/schema.js';

/** A document row as the service needs it: the domain shape plus where its bytes are. */
export type StoredDocument = CaseDocument & { storageKey: string; sizeBytes: number };

type Row = {
  id: string;
  case_id: string;
  file_name: string;
  file_path: string;
  file_type: string;
  size: number;
  size_bytes: number;
  category: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  text_status: DocumentTextStatus;
  text_pages: number | null;
  text_pages_done: number;
  text_error: string | null;
  shared_with_client: boolean;
  from_client: boolean;
};

const COLUMNS = [
  'd.id',
  'd.case_id',
  'd.file_name',
  'd.file_path',
  'd.file_type',
  'd.size',
  'd.size_bytes',
  'd.category',
  'd.description',
  'd.created_at',
  'd.updated_at',
  'd.text_status',
  'd.text_pages',
  'd.text_pages_done',
  'd.text_error',
  'd.shared_with_client',
  'd.from_client',
] as const;

export const contentUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/content`;

function toDocument(row: Row): StoredDocument {
  return {
    id: row.id,
    caseId: row.case_id,
    name: row.file_name,
    fileType: row.file_type,
    size: row.size,
    uploadedAt: row.created_at.toISOString(),
    category: row.category,
    url: contentUrl(row.id),
    description: row.description,
    storageKey: row.file_path,
    sizeBytes: row.size_bytes,
    updatedAt: new Date(row.updated_at).toISOString(),
    textIndex: { status: row.text_status, pagesDone: row.text_pages_done, pages: row.text_pages, error: row.text_error },
    sharedWithClient: row.shared_with_client,
    fromClient: row.from_client,
  };
}

export async function listDocumentsForCase(db: Db, firmId: string, caseId: string): Promise<StoredDocument[]> {
  const rows = await db
    .selectFrom('case_document as d')
    .select(COLUMNS)
    .where('d.firm_id', '=', firmId)
    .where('d.case_id', '=', caseId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map(toDocument);
}

export async function listFirmDocuments(
  db: Db,
  firmId: string,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: Array<StoredDocument & Pick<FirmDocument, 'caseClientName' | 'caseNo'>>; total: number }> {
  let base = db
    .selectFrom('case_document as d')
    .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'd.firm_id').onRef('c.id', '=', 'd.case_id'))
    .where('d.firm_id', '=', firmId);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLikePattern(search)}%`;
    base = base.where((eb) =>
      eb.or([eb('d.file_name', 'ilike', pattern), eb('d.category', 'ilike', pattern), eb('c.client_name', 'ilike', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([...COLUMNS, 'c.client_name', 'c.case_no'])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...toDocument(row), caseClientName: row.client_name, caseNo: row.case_no })),
    total: Number(count.count),
  };
}

export async function findDocument(
  db: Db,
  firmId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredDocument | undefined> {
  let query = db.selectFrom('case_document as d').select(COLUMNS).where('d.firm_id', '=', firmId).where('d.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toDocument(row) : undefined;
}

export type DocumentInsert = {
  caseId: string;
  title: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sizeKb: number;
  category: string;
  description: string | null;
  uploadedBy: string | null;
  /** Uploaded by a client through the portal. */
  fromClient?: boolean;
};

export async function insertDocument(db: Db, firmId: string, input: DocumentInsert): Promise<string> {
  const row = await db
    .insertInto('case_document')
    .values({
      firm_id: firmId,
      case_id: input.caseId,
      file_name: input.title,
      file_path: input.storageKey,
      file_type: input.contentType,
      size: input.sizeKb,
      size_bytes: input.sizeBytes,
      category: input.category,
      description: input.description,
      uploaded_by: input.uploadedBy,
      from_client: input.fromClient ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(
  db: Db,
  firmId: string,
  id: string,
  patch: {
    title?: string | undefined;
    category?: string | undefined;
    description?: string | null | undefined;
    sharedWithClient?: boolean | undefined;
  },
): Promise<void> {
  const values: { file_name?: string; category?: string; description?: string | null; shared_with_client?: boolean } = {};
  if (patch.sharedWithClient !== undefined) values.shared_with_client = patch.sharedWithClient;
  if (patch.title !== undefined) values.file_name = patch.title;
  if (patch.category !== undefined) values.category = patch.category;
  if (patch.description !== undefined) values.description = patch.description;
  await db
    .updateTable('case_document')
    .set({ ...values, updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function deleteDocument(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('case_document').where('firm_id', '=', firmId).where('id', '=', id).execute();
}

/** Documents deleted from a case, read back from its audit log (the row itself is gone). */
export async function listDeletedDocuments(
  db: Db,
  firmId: string,
  caseId: string,
): Promise<Array<{ id: string; name: string; deletedAt: string }>> {
  const rows = await db
    .selectFrom('audit_entry')
    .select(['entity_id', 'changes', 'created_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('entity_type', '=', 'document')
    .where('action', '=', 'delete')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const name = row.changes['name']?.old;
    return { id: row.entity_id, name: typeof name === 'string' ? name : 'Document', deletedAt: row.created_at.toISOString() };
  });
}

export async function listCustomCategories(db: Db, firmId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('document_category')
    .select('name')
    .where('firm_id', '=', firmId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name);
}

/** Inserts the category unless the firm has one of that name in any letter case; true when added. */
export async function insertCategoryIfAbsent(db: Db, firmId: string, name: string): Promise<boolean> {
  const result = await sql<{ id: string }>`
    INSERT INTO document_category (firm_id, name) VALUES (${firmId}, ${name})
    ON CONFLICT (firm_id, lower(name)) DO NOTHING
    RETURNING id`.execute(db);
  return result.rows.length > 0;
}

export async function listStorageKeysForCase(db: Db, firmId: string, caseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('case_document')
    .select('file_path')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .execute();
  return rows.map((row) => row.file_path);
}

/** Of `keys`, those some document row (of any firm) points at: for the storage sweep, which has no caller. */
export async function findReferencedStorageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('case_document').select('file_path').where('file_path', 'in', keys).execute();
  return new Set(rows.map((row) => row.file_path));
}

// Advisory lock ids of this app: 7316001 migrations, 7316002 (once training instances), 7316008 metrics backfill, 7316010 storage sweep, 7316011 job queue start.
const STORAGE_SWEEP_LOCK = 7316010;

/**
 * Runs `work` while this connection holds the storage-sweep lock, so that of several app servers on
 * one database only one sweeps at a time; `ran: false` when another holds it. A session lock, not a
 * transaction one: the sweep lists storage for a while and must not keep a transaction open.
 */
export async function withStorageSweepLock<T>(
  db: Kysely<Database>,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${STORAGE_SWEEP_LOCK}::bigint) AS locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return { ran: false } as const;
    try {
      return { ran: true, result: await work() } as const;
    } finally {
      await sql`SELECT pg_advisory_unlock(${STORAGE_SWEEP_LOCK}::bigint)`.execute(connection);
    }
  });
}
