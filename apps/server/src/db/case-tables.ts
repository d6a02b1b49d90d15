// Kysely types of the case-management tables (migrations 0003 and 0012), added to the app's Database per use.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** SQL date columns: written as 'YYYY-MM-DD', read back through to_char (never as a JS Date). */
type DateColumn = ColumnType<string, string | null | undefined, string | null>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export type AttorneyTable = {
  firm_id: string;
  id: Generated<string>;
  name: string;
  email: string | null;
  user_id: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type LegalCaseTable = {
  firm_id: string;
  id: Generated<string>;
  /** The firm's sequential case number, given by a trigger (migration 0021). */
  case_no: Generated<number>;
  client_name: string;
  case_number: string | null;
  title: string | null;
  date_opened: DateColumn;
  date_closed: NullableDate;
  incident_date: NullableDate;
  status: string;
  case_type: Generated<string>;
  carrier: string | null;
  insurance_limits: number | null;
  liability: number | null;
  property_damage_amount: number | null;
  property_damage_severity: string | null;
  actual_settlement: number | null;
  has_treatment_gap: boolean | null;
  attorney_id: string | null;
  client_age: number | null;
  client_gender: string | null;
  medical_costs: number | null;
  work_days_missed: number | null;
  jurisdiction: string | null;
  state: string | null;
  client_date_of_birth: NullableDate;
  notes: string | null;
  predicted_value: number | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type InjuryTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  type: string;
  body_part: string | null;
  severity: string | null;
  description: string | null;
  icd_code: string | null;
  date_reported: NullableDate;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type TreatmentTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  injury_id: string | null;
  type: string;
  provider: string | null;
  start_date: NullableDate;
  end_date: NullableDate;
  notes: string | null;
  cost: number | null;
  frequency: Generated<string>;
  name: string | null;
  cpt_code: string | null;
  description: string | null;
  duration: number | null;
  status: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseNoteTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  content: string;
  author: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CasePartyTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  role: string;
  name: string;
  kind: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseDeadlineTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  kind: string;
  computed_key: string | null;
  title: string;
  due_date: DateColumn;
  nominal_date: NullableDate;
  moved_because: string | null;
  holiday_name: string | null;
  status: Generated<string>;
  confirmed_at: Date | null;
  confirmed_by: string | null;
  override_reason: string | null;
  /** Written as JSON text, read back as the object. */
  rule: ColumnType<unknown, string | null, string | null>;
  computed: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type AuditEntryTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  entity_type: string;
  entity_id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  changes: ColumnType<Record<string, { old: unknown; new: unknown }>, string, never>;
  created_at: Generated<Date>;
};

export type CaseTables = {
  attorney: AttorneyTable;
  legal_case: LegalCaseTable;
  injury: InjuryTable;
  treatment: TreatmentTable;
  case_note: CaseNoteTable;
  case_party: CasePartyTable;
  case_deadline: CaseDeadlineTable;
  audit_entry: AuditEntryTable;
};

export type CaseDatabase = Database & CaseTables;
export type CaseDb = Kysely<CaseDatabase> | Transaction<CaseDatabase>;

/** The app's Kysely with the case tables known to the type checker (same connection pool). */
export function withCaseTables(db: Kysely<Database>): Kysely<CaseDatabase> {
  return db.withTables<CaseTables>();
}
