// Kysely types of the firm's demand letter template (migration 0017).
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { CaseDb } from '../../db/case-tables.js';
import type { Database } from '../../db/schema.js';

export type FirmDemandTemplateTable = {
  firm_id: string;
  body: string;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type DemandTemplateDatabase = Database & { firm_demand_template: FirmDemandTemplateTable };

export function withDemandTemplateTable(db: Kysely<Database>): Kysely<DemandTemplateDatabase> {
  return db.withTables<{ firm_demand_template: FirmDemandTemplateTable }>();
}

/** The same transaction seen with the case tables, for the audit repository (Kysely's types are invariant). */
export function asCaseDb(db: Transaction<DemandTemplateDatabase>): CaseDb {
  return db as unknown as CaseDb;
}
