// Kysely types of migration 0008: stored attorney period records, and the prediction table with its source marker.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PredictionDatabase, PredictionTable } from '../predictions/tables.js';

type DateColumn = ColumnType<string, string, string>;

export type AttorneyPerformanceTable = {
  firm_id: string;
  id: Generated<string>;
  attorney_id: string;
  period_start: DateColumn;
  period_end: DateColumn;
  cases_handled: number;
  cases_closed: number;
  compared_cases: number;
  war: number | null;
  performance_ratio: number | null;
  value_above_expectation: number | null;
  average_settlement_amount: number | null;
  average_case_duration: number | null;
  firm_median_settlement: number | null;
  calculated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type AttorneyMetricsDatabase = Omit<PredictionDatabase, 'prediction'> & {
  prediction: PredictionTable & { source: Generated<'user' | 'backfill'> };
  attorney_performance: AttorneyPerformanceTable;
};

/** From the app's database or the predictions feature's view of it (the same connection, more tables). */
export function withAttorneyMetricsTables(db: Kysely<Database> | Kysely<PredictionDatabase>): Kysely<AttorneyMetricsDatabase> {
  return (db as unknown as Kysely<Database>).withTables<Omit<AttorneyMetricsDatabase, keyof Database>>();
}
