// Kysely types of the case-management tables (migrations 0003, 0012 and 0015), added to the app's Database per use.
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
  /** Migration 0020. */
  lost_wages: number | null;
  work_days_missed: number | null;
  jurisdiction: string | null;
  state: string | null;
  client_date_of_birth: NullableDate;
  /** Wrongful death cases: the decedent's date of death (migration 0033). */
  date_of_death: NullableDate;
  notes: string | null;
  /** A settled case taken off the list instead of destroyed (migration 0037). */
  archived_at: Date | null;
  archived_by: string | null;
  predicted_value: number | null;
  /** Deprecated mirror of phase (migration 0018, written as the phase since 0042). */
  stage: Generated<string>;
  /** Where the case is (migration 0042): intake, treating, demand, negotiation, litigation, settled, closed. */
  phase: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** Migration 0044: the client's entry in the firm's contact directory. */
  client_contact_id: Generated<string | null>;
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
  /** 'federal' | 'state' | 'local' for a government party (migration 0032); null otherwise or when not entered. */
  government_level: string | null;
  /** A government party: the day the administrative claim was presented (migration 0038; starts Wyoming's suit period). */
  claim_filed_on: NullableDate;
  /**
   * A government party: the day it denied the claim in writing (starts the FTCA 6-month suit period and the state suit
   * periods that run from the denial); federal only before migration 0038.
   */
  claim_denied_on: NullableDate;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** Migration 0044: the directory contact it was picked from. */
  contact_id: Generated<string | null>;
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
  /** Migration 0040: the time-limited demand whose expiry this deadline is. */
  negotiation_id: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

type Money = ColumnType<number, number | undefined, number>;
type NullableMoney = ColumnType<number | null, number | null | undefined, number | null>;

/** Migration 0015: the money of a case. */
export type CaseProviderTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  name: string;
  specialty: string | null;
  contact_name: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
  address: string | null;
  records_status: Generated<string>;
  records_requested_on: NullableDate;
  records_received_on: NullableDate;
  records_follow_up_on: NullableDate;
  bills_status: Generated<string>;
  bills_requested_on: NullableDate;
  bills_received_on: NullableDate;
  bills_follow_up_on: NullableDate;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** Migration 0044: the directory contact it was picked from. */
  contact_id: Generated<string | null>;
};

export type CaseMedicalBillTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  provider_id: string;
  service_from: DateColumn;
  service_to: NullableDate;
  cpt_codes: ColumnType<string[], string[] | undefined, string[]>;
  description: string | null;
  billed: Money;
  paid: Money;
  adjusted: Money;
  payer: Generated<string>;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseLostWageTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  employer: string;
  rate: NullableMoney;
  rate_unit: string | null;
  period_from: NullableDate;
  period_to: NullableDate;
  amount: Money;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CasePolicyTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  party_id: string;
  carrier: string;
  kind: string;
  policy_number: string | null;
  per_person_limit: NullableMoney;
  per_accident_limit: NullableMoney;
  claim_number: string | null;
  adjuster_name: string | null;
  adjuster_email: string | null;
  adjuster_phone: string | null;
  policy_limits_requested_on: NullableDate;
  policy_limits_response: string | null;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  /** Migration 0044: the directory contact it was picked from. */
  contact_id: Generated<string | null>;
};

export type CaseNegotiationTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  date: DateColumn;
  kind: string;
  amount: Money;
  from_party: string | null;
  to_party: string | null;
  note: string | null;
  document_id: string | null;
  /** Migration 0040: a demand's expiry. */
  expires_on: NullableDate;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseExpenseTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  date: DateColumn;
  payee: string;
  description: string | null;
  amount: Money;
  reimbursable: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseLienTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string;
  holder: string;
  kind: string;
  asserted: Money;
  negotiated: NullableMoney;
  final: NullableMoney;
  status: Generated<string>;
  reduction_requested: Generated<boolean>;
  reduction_granted: Generated<boolean>;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseFeeAgreementTable = {
  firm_id: string;
  case_id: string;
  percent: number;
  percent_is_one_third: Generated<boolean>;
  litigation_percent: number | null;
  litigation_percent_is_one_third: Generated<boolean>;
  basis: string;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type AuditEntryTable = {
  firm_id: string;
  id: Generated<string>;
  /** Null only for an entry of a task without a case (migration 0018); case histories read by case id. */
  case_id: ColumnType<string, string | null, never>;
  entity_type: string;
  entity_id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  changes: ColumnType<Record<string, { old: unknown; new: unknown }>, string, never>;
  created_at: Generated<Date>;
};

export type TaskTable = {
  firm_id: string;
  id: Generated<string>;
  case_id: string | null;
  title: string;
  assignee_id: string | null;
  due_date: NullableDate;
  priority: Generated<string>;
  status: Generated<string>;
  done_at: Date | null;
  done_by: string | null;
  source: Generated<string>;
  source_id: string | null;
  notes: string | null;
  created_by: string | null;
  /** Migration 0041: how often it repeats, and the occurrence made when it was done. */
  recurrence: Generated<string>;
  next_task_id: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type StageTemplateTable = {
  firm_id: string;
  stage: string;
  /** Written as JSON text, read back as the array. */
  items: ColumnType<unknown, string, string>;
  updated_by: string | null;
  updated_at: Timestamp;
};

export type CalendarFeedTable = {
  firm_id: string;
  user_id: string;
  token_hash: string;
  /** The events name the case number instead of the client. */
  redacted: Generated<boolean>;
  created_at: Generated<Date>;
};

/** Migration 0036: the rule rows a case's dates were confirmed under, and the dates a rule change moved since. */
export type CaseRuleBasisTable = {
  firm_id: string;
  case_id: string;
  checked_version: string;
  checked_at: ColumnType<Date, Date | undefined, Date>;
  /** Written as JSON text, read back as the array. */
  confirmed_rules: ColumnType<unknown, string | null | undefined, string | null>;
  confirmed_version: string | null;
  confirmed_at: Date | null;
  confirmed_by: string | null;
  pending_changes: ColumnType<unknown, string | null | undefined, string | null>;
  changed_at: Date | null;
};

/** Migration 0044: the firm's contact directory. */
export type ContactTable = {
  firm_id: string;
  id: Generated<string>;
  kind: string;
  name: string;
  organization: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  preferred_contact: string | null;
  language: string | null;
  notes: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
};

export type CaseTables = {
  attorney: AttorneyTable;
  legal_case: LegalCaseTable;
  injury: InjuryTable;
  treatment: TreatmentTable;
  case_note: CaseNoteTable;
  case_party: CasePartyTable;
  case_deadline: CaseDeadlineTable;
  case_provider: CaseProviderTable;
  case_medical_bill: CaseMedicalBillTable;
  case_lost_wage: CaseLostWageTable;
  case_policy: CasePolicyTable;
  case_negotiation: CaseNegotiationTable;
  case_expense: CaseExpenseTable;
  case_lien: CaseLienTable;
  case_fee_agreement: CaseFeeAgreementTable;
  audit_entry: AuditEntryTable;
  task: TaskTable;
  stage_template: StageTemplateTable;
  calendar_feed: CalendarFeedTable;
  case_rule_basis: CaseRuleBasisTable;
  contact: ContactTable;
};

export type CaseDatabase = Database & CaseTables;
export type CaseDb = Kysely<CaseDatabase> | Transaction<CaseDatabase>;

/** The app's Kysely with the case tables known to the type checker (same connection pool). */
export function withCaseTables(db: Kysely<Database>): Kysely<CaseDatabase> {
  return db.withTables<CaseTables>();
}
