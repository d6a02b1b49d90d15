// Which table each part of a firm export is, the columns it leaves out, and the columns that name the firm's members.
import { createHash, randomBytes } from 'node:crypto';
import type { FirmExportPart } from '@casecast/domain';

export type PartTable = {
  table: string;
  /** The key rows are read in (and ids are remapped by): `id`, or `case_id` for a case's one fee agreement. */
  key: string;
  /** Internal columns that mean nothing outside this instance (a storage path, text extraction's progress). */
  omit?: readonly string[];
  /** Columns naming a user of the firm (one id, or a list): written as ids with the members' names beside them. */
  users?: readonly string[];
  /** The columns rows are read in, a page at a time (default: the key). */
  order?: readonly string[];
  /** The key is numbered by the database (the history's entries): left to it on import, rows written in key order. */
  numberedKey?: boolean;
  /** Only rows of a case still there, or of no case (the history of a removed case has no case to go with). */
  liveCasesOnly?: boolean;
  /** References the record cannot be without: when the record named was not written, this one is left out too. */
  requires?: readonly string[];
  /** One row per firm (the demand letter's template): a firm that already has its own keeps it. */
  keepExisting?: boolean;
  /** A record equal in these columns to one the firm already has is not added again (the default letters). */
  sameAs?: readonly string[];
  /**
   * The rows are a user's, not the firm's (a member's notification choices: the table has no firm column): the firm's
   * members' rows are exported, keyed by this user column, and imported for the members matched here only; a member's
   * own choice already made here stays (with `keepExisting`).
   */
  member?: string;
  /** Columns left out of the export that the import fills anew, and other changes a record needs on this instance. */
  adjust?: (record: Record<string, unknown>) => void;
};

/** A signing link's token hash for a token nobody holds: the signer's old links name the other instance; Remind sends new ones. */
const unusableTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

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
  // The firm's own categories (the defaults are not stored); a name the firm already has (in any letter case) stays as it is.
  documentCategories: { table: 'document_category', key: 'id', keepExisting: true },
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
  // Which messages were filed on which case (by Message-ID): the same message sent again to the case is not filed twice.
  inboundEmails: { table: 'inbound_email', key: 'id' },
  events: { table: 'calendar_event', key: 'id', users: ['attendee_ids'] },
  costs: { table: 'case_expense', key: 'id' },
  lostWages: { table: 'case_lost_wage', key: 'id' },
  liens: { table: 'case_lien', key: 'id' },
  feeAgreements: { table: 'case_fee_agreement', key: 'case_id' },
  letterTemplates: { table: 'letter_template', key: 'id', sameAs: ['kind', 'name', 'body'] },
  demandTemplates: { table: 'firm_demand_template', key: 'firm_id', users: ['updated_by'], keepExisting: true },
  // Each letter made from a template (its file is a document): without its document it means nothing.
  letters: { table: 'generated_letter', key: 'id', requires: ['document_id'] },
  // The firm's checklist per phase (a phase without one offers the built-in default); a firm that saved its own keeps it.
  // Its updated_by is the name of who saved it (text, as the history's actorName), not a member's id.
  phaseChecklists: { table: 'stage_template', key: 'stage', keepExisting: true },
  notificationSettings: { table: 'notification_setting', key: 'user_id', users: ['user_id'], member: 'user_id', keepExisting: true },
  // The model is not exported (models are this instance's): a prediction keeps its model's version and basis.
  predictions: { table: 'prediction', key: 'id', omit: ['model_id'] },
  statementVersions: { table: 'settlement_statement_version', key: 'case_id', order: ['case_id', 'version'], users: ['created_by'] },
  signatureRequests: { table: 'signature_request', key: 'id', users: ['sent_by'], requires: ['document_id'] },
  // The signing links' token hashes stay behind: a link must never open a request on another instance.
  signers: {
    table: 'signature_signer',
    key: 'id',
    omit: ['token_hash'],
    requires: ['request_id'],
    adjust: (record) => {
      record.token_hash = unusableTokenHash();
    },
  },
  chronologies: {
    table: 'case_chronology',
    key: 'case_id',
    // A draft still being made here has no job there: it reads as failed, to be drafted again.
    adjust: (record) => {
      if (record.status === 'queued' || record.status === 'running') {
        record.status = 'failed';
        record.error = 'The draft was not finished when the firm was exported: draft it again.';
      }
    },
  },
  chronologyLines: { table: 'case_chronology_line', key: 'id' },
  portalSettings: { table: 'case_portal_setting', key: 'case_id' },
  portalClients: { table: 'portal_client', key: 'id' },
  portalAccess: { table: 'portal_case_access', key: 'case_id', order: ['case_id', 'client_id'], users: ['invited_by'] },
  uploadRequests: { table: 'portal_upload_request', key: 'id' },
  history: { table: 'audit_entry', key: 'id', numberedKey: true, liveCasesOnly: true, users: ['actor_id'] },
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
  'signed_document_id',
  'request_id',
  'client_id',
  'treatment_id',
  'medical_bill_id',
  'communication_id',
  'template_id',
]);
/** Lists of references. */
export const REFERENCE_LIST_COLUMNS: ReadonlySet<string> = new Set(['document_ids']);
/** Free references (a task's source is a deadline's id or a phase's name): remapped when they name an exported record. */
export const LOOSE_REFERENCE_COLUMNS: ReadonlySet<string> = new Set(['source_id', 'entity_id']);
/** Structured values that hold references (a history entry's changes: `{ assigneeId: { old, new } }`): every id in them follows. */
export const NESTED_REFERENCE_COLUMNS: ReadonlySet<string> = new Set(['changes']);
