// Kysely types of the prediction tables (migration 0007), added to the case tables per use.
import type { ConfidenceLabel, ExpectedRecovery, MissingFact, ModelBasis } from '@casecast/domain';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CaseTables } from '../../db/case-tables.js';

type Json<T> = ColumnType<T, string, string>;

export type PredictionModelTable = {
  id: Generated<string>;
  firm_id: string | null;
  scope: 'base' | 'firm';
  version: string;
  model_file: string;
  card: Json<Record<string, unknown>>;
  firm_rows: Generated<number>;
  synthetic_rows: Generated<number>;
  outcome: Generated<'accepted' | 'rejected'>;
  created_at: Generated<Date>;
};

export type FirmPredictionModelTable = {
  firm_id: string;
  active_model_id: string;
  previous_model_id: string | null;
  updated_at: Generated<Date>;
};

export type TrainingJobTable = {
  id: Generated<string>;
  firm_id: string | null;
  scope: 'base' | 'firm';
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
  stage: Generated<string>;
  fraction: Generated<number>;
  message: string | null;
  requested_by: string | null;
  model_id: string | null;
  replaced: boolean | null;
  heartbeat_at: Date | null;
  owner_instance: string | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
};

export type PredictionTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  predicted_value: number;
  confidence: number;
  /** Migration 0034: the label from the model's measured rule, and what the model learned from; null on saved external ones. */
  confidence_label: ConfidenceLabel | null;
  model_basis: ModelBasis | null;
  lower_bound: number;
  upper_bound: number;
  key_factors: Json<Array<{ factor: string; importance: number }>>;
  model_version: string;
  model_id: string | null;
  input_data: Json<Record<string, unknown>>;
  member_predictions: Json<Record<string, number | null>>;
  base_value: number | null;
  contributions: Json<Record<string, number>>;
  log_base_value: number | null;
  log_contributions: Json<Record<string, number>>;
  /** Migration 0022: the 50% range; null on older rows and on saved external predictions. */
  likely_lower: number | null;
  likely_upper: number | null;
  /** Migration 0013; null on older rows and backfilled ones. */
  expected_recovery: ColumnType<ExpectedRecovery | null, string | null | undefined, string | null>;
  /** Migration 0019: SHA-256 of the case facts it was made from (prediction-facts.ts); null on older rows. */
  facts_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0020: the facts the prediction was made without; null on older rows. */
  missing_facts: ColumnType<MissingFact[] | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
};

export type PredictionBatchTable = {
  firm_id: string;
  id: Generated<string>;
  status: Generated<'queued' | 'running' | 'completed' | 'failed'>;
  case_ids: ColumnType<string[], string, string>;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  requested_by: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
};

export type PredictionTables = {
  prediction_model: PredictionModelTable;
  firm_prediction_model: FirmPredictionModelTable;
  training_job: TrainingJobTable;
  prediction: PredictionTable;
  prediction_batch: PredictionBatchTable;
};

export type PredictionDatabase = Database & CaseTables & PredictionTables;
export type PredictionDb = Kysely<PredictionDatabase> | Transaction<PredictionDatabase>;

export function withPredictionTables(db: Kysely<Database>): Kysely<PredictionDatabase> {
  return db.withTables<CaseTables & PredictionTables>();
}
