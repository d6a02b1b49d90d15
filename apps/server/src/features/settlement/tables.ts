// Kysely types of the settlement statement versions (migration 0017), added to the case and document tables per use.
import type { Generated, Kysely, Transaction } from 'kysely';
import type { CaseDb } from '../../db/case-tables.js';
import type { Database } from '../../db/schema.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import type { DocumentDatabase, DocumentDb } from '../documents/tables.js';

export type SettlementStatementVersionTable = {
  firm_id: string;
  case_id: string;
  version: number;
  inputs_hash: string;
  document_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
};

export type SettlementDatabase = DocumentDatabase & { settlement_statement_version: SettlementStatementVersionTable };

export function withSettlementTables(db: Kysely<Database>): Kysely<SettlementDatabase> {
  return db.withTables<Omit<SettlementDatabase, keyof Database>>() as unknown as Kysely<SettlementDatabase>;
}

/** The same connection seen with the document tables only, for the documents service (Kysely's types are invariant). */
export function documentDeps(deps: { db: Kysely<SettlementDatabase>; storage: DocumentStorage }): {
  db: Kysely<DocumentDatabase>;
  storage: DocumentStorage;
} {
  return { db: deps.db as unknown as Kysely<DocumentDatabase>, storage: deps.storage };
}

/** A documents-service transaction seen with the settlement tables too (same transaction). */
export function asSettlementDb(db: DocumentDb): Kysely<SettlementDatabase> | Transaction<SettlementDatabase> {
  return db as unknown as Transaction<SettlementDatabase>;
}

/** The same connection seen with the case tables only, for the case repositories. */
export function toCaseDb(db: Kysely<SettlementDatabase>): CaseDb {
  return db as unknown as CaseDb;
}
