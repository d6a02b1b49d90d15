// Kysely types of the firm's demand letter template (migration 0017).
import type { ColumnType, Kysely } from 'kysely';
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
