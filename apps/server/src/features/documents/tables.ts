// Kysely types of the document tables (migrations 0006 and 0043), added to the case tables per use.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DocumentTextStatus } from '@casecast/domain';
import type { Database } from '../../db/schema.js';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';

export type CaseDocumentTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  file_name: string;
  file_path: string;
  file_type: string;
  size: number;
  size_bytes: ColumnType<string, number, number>;
  category: Generated<string>;
  description: string | null;
  uploaded_by: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Search inside documents (migration 0043): where reading the text stands. */
  text_status: Generated<DocumentTextStatus>;
  text_pages: number | null;
  text_pages_done: Generated<number>;
  text_error: string | null;
  text_indexed_at: Date | null;
};

/** One page of a document's text; `search` is generated from `content` by the database. */
export type CaseDocumentPageTable = {
  firm_id: string;
  document_id: string;
  page: number;
  content: string;
  ocr: Generated<boolean>;
};

export type DocumentCategoryTable = {
  firm_id: string;
  id: Generated<string>;
  name: string;
  created_at: Generated<Date>;
};

export type DocumentTables = {
  case_document: CaseDocumentTable;
  document_category: DocumentCategoryTable;
  case_document_page: CaseDocumentPageTable;
};
export type DocumentDatabase = CaseDatabase & DocumentTables;
export type DocumentDb = Kysely<DocumentDatabase> | Transaction<DocumentDatabase>;

/** The app's Kysely with the case and document tables known to the type checker (same pool). */
export function withDocumentTables(db: Kysely<Database> | CaseDb): Kysely<DocumentDatabase> {
  return (db as Kysely<Database>).withTables<CaseDatabase & DocumentTables>() as Kysely<DocumentDatabase>;
}

/** The same connection seen with the case tables only, for the case and audit repositories (Kysely's types are invariant). */
export function asCaseDb(db: DocumentDb): CaseDb {
  return db as unknown as CaseDb;
}

/** A case-tables connection seen with the document tables too (same pool or transaction). */
export function fromCaseDb(db: CaseDb): DocumentDb {
  return db as unknown as DocumentDb;
}
