// Kysely types of the settlement statement versions (migration 0017), added to the case and document tables per use.
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentDatabase } from '../documents/tables.js';

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
