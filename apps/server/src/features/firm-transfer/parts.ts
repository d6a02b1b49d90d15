// Which table each part of a firm export is, the columns it leaves out, and the columns that name the firm's members.
import type { FirmExportPart } from '@casecast/domain';

export type PartTable = {
  table: string;
  /** The key rows are read in (and ids are remapped by): `id`, or `case_id` for a case's one fee agreement. */
  key: string;
  /** Internal columns that mean nothing outside this instance (a storage path, text extraction's progress). */
  omit?: readonly string[];
  /** Columns naming a user of the firm (one id, or a list): written as ids with the members' names beside them. */
  users?: readonly string[];
};

export const PART_TABLES: Readonly<Record<FirmExportPart, PartTable>> = {
  attorneys: { table: 'attorney', key: 'id', users: ['user_id'] },
  contacts: { table: 'contact', key: 'id' },
  cases: { table: 'legal_case', key: 'id', users: ['archived_by'] },
  documents: {
    table: 'case_document',
    key: 'id',
    omit: ['file_path', 'text_status', 'text_pages', 'text_pages_done', 'text_indexed_at', 'text_error'],
    users: ['uploaded_by'],
  },
  injuries: { table: 'injury', key: 'id' },
  treatments: { table: 'treatment', key: 'id' },
  parties: { table: 'case_party', key: 'id' },
  providers: { table: 'case_provider', key: 'id' },
  bills: { table: 'case_medical_bill', key: 'id' },
  policies: { table: 'case_policy', key: 'id' },
  negotiations: { table: 'case_negotiation', key: 'id' },
  deadlines: { table: 'case_deadline', key: 'id', users: ['confirmed_by'] },
  tasks: { table: 'task', key: 'id', users: ['assignee_id', 'created_by', 'done_by'] },
  notes: { table: 'case_note', key: 'id', users: ['created_by'] },
  communications: { table: 'case_communication', key: 'id' },
  events: { table: 'calendar_event', key: 'id', users: ['attendee_ids'] },
  costs: { table: 'case_expense', key: 'id' },
  lostWages: { table: 'case_lost_wage', key: 'id' },
  liens: { table: 'case_lien', key: 'id' },
  feeAgreements: { table: 'case_fee_agreement', key: 'case_id' },
};

/**
 * Columns pointing at another exported record (a bill's provider, a policy's party): remapped to the new ids on
 * import. Cleared when the record they name is not in the file (a document whose file was left out), except a
 * record's case, without which the record is refused.
 */
export const REFERENCE_COLUMNS: ReadonlySet<string> = new Set([
  'case_id',
  'attorney_id',
  'contact_id',
  'client_contact_id',
  'document_id',
  'injury_id',
  'negotiation_id',
  'provider_id',
  'party_id',
  'next_task_id',
]);
/** Lists of references. */
export const REFERENCE_LIST_COLUMNS: ReadonlySet<string> = new Set(['document_ids']);
/** Free references (a task's source is a deadline's id or a phase's name): remapped when they name an exported record. */
export const LOOSE_REFERENCE_COLUMNS: ReadonlySet<string> = new Set(['source_id']);
