// The firm export (GET /api/export) and its import into a firm with no cases (POST /api/import/firm): the parts
// a firm's data is written in, the versioned format, and the words each coded value is written with.
import { z } from 'zod';
import { describeUsState } from '../legal/jurisdictions.js';
import { formatCodeLabel } from '../format/value-labels.js';
import { COMMUNICATION_DIRECTION_LABELS, COMMUNICATION_KIND_LABELS } from '../communications/communication-schemas.js';
import { CONTACT_KIND_LABELS, PREFERRED_CONTACT_LABELS } from '../contacts/contact-schemas.js';
import { EVENT_KIND_LABELS } from '../calendar/event-schemas.js';
import { TASK_PRIORITY_LABELS, TASK_RECURRENCE_LABELS } from '../tasks/task-schemas.js';
import { expenseKind, lienKind, lostWageKind, medicalBillKind, negotiationKind, policyKind, providerKind } from '../money/money-schemas.js';
import type { FieldDefinitions } from '../shared/record-kind.js';
import { formatPhaseLabel, isCasePhase } from './case-phase.js';
import { formatCaseNo, formatCaseType } from './case-view.js';

export const FIRM_EXPORT_FORMAT = 'casecast-firm-export';
/** Raised when a part or a column changes meaning; an import refuses a version it does not know. */
export const FIRM_EXPORT_VERSION = 1;

/**
 * Every record kind a firm's cases hold, in an order where each part follows the parts it points at (a bill
 * after its provider, a policy after its party): the import writes them in this order. Each is one CSV file
 * in the ZIP (`<part>.csv`) and one list in the JSON document.
 */
export const FIRM_EXPORT_PARTS = [
  'attorneys',
  'contacts',
  'cases',
  'documents',
  'documentCategories',
  'injuries',
  'treatments',
  'parties',
  'providers',
  'bills',
  'policies',
  'negotiations',
  'deadlines',
  'tasks',
  'notes',
  'communications',
  'inboundEmails',
  'events',
  'costs',
  'lostWages',
  'liens',
  'feeAgreements',
  'letterTemplates',
  'demandTemplates',
  'letters',
  'phaseChecklists',
  'notificationSettings',
  'predictions',
  'statementVersions',
  'signatureRequests',
  'signers',
  'chronologies',
  'chronologyLines',
  'portalSettings',
  'portalClients',
  'portalAccess',
  'uploadRequests',
  'history',
] as const;
export type FirmExportPart = (typeof FIRM_EXPORT_PARTS)[number];

export const FIRM_EXPORT_PART_LABELS: Readonly<Record<FirmExportPart, string>> = {
  attorneys: 'Attorneys',
  contacts: 'Contacts',
  cases: 'Cases',
  documents: 'Documents',
  documentCategories: 'Document categories',
  injuries: 'Injuries',
  treatments: 'Treatments',
  parties: 'Parties',
  providers: 'Medical providers',
  bills: 'Medical bills',
  policies: 'Insurance policies',
  negotiations: 'Negotiations',
  deadlines: 'Deadlines',
  tasks: 'Tasks',
  notes: 'Notes',
  communications: 'Communications',
  inboundEmails: 'Emails filed',
  events: 'Calendar events',
  costs: 'Case costs',
  lostWages: 'Lost wages',
  liens: 'Liens',
  feeAgreements: 'Fee agreements',
  letterTemplates: 'Letter templates',
  demandTemplates: 'Demand letter templates',
  letters: 'Letters made',
  phaseChecklists: 'Phase checklists',
  notificationSettings: 'Notification settings',
  predictions: 'Predictions',
  statementVersions: 'Settlement statement versions',
  signatureRequests: 'Signature requests',
  signers: 'Signers',
  chronologies: 'Medical chronologies',
  chronologyLines: 'Chronology lines',
  portalSettings: 'Portal settings',
  portalClients: 'Portal clients',
  portalAccess: 'Portal access',
  uploadRequests: 'Portal upload requests',
  history: 'History entries',
};

/** `files=true` puts each document's stored file in the ZIP under documents/<document id>/<file name>. */
export const firmExportQuerySchema = z.object({
  format: z.enum(['zip', 'json'], { error: 'Format must be zip or json' }).default('zip'),
  files: z
    .enum(['true', 'false'], { error: 'files must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type FirmExportQuery = z.output<typeof firmExportQuerySchema>;

/** A member of the exporting firm, by the address the importing firm knows them by. */
export const firmExportMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type FirmExportMember = z.infer<typeof firmExportMemberSchema>;

/** What an export says about itself: manifest.json in the ZIP, the head of the JSON document. */
export const firmExportManifestSchema = z.object({
  format: z.literal(FIRM_EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  firmName: z.string(),
  /** Who the user columns (assigneeId, createdBy, attendeeIds…) name: the import matches them by email. */
  members: z.array(firmExportMemberSchema),
  counts: z.partialRecord(z.enum(FIRM_EXPORT_PARTS), z.number().int().min(0)),
  /** Whether the documents' files are in the ZIP. */
  files: z.boolean(),
});
export type FirmExportManifest = z.infer<typeof firmExportManifestSchema>;

export type FirmExportRow = Record<string, unknown>;
export type FirmExportDocument = FirmExportManifest & { parts: Partial<Record<FirmExportPart, FirmExportRow[]>> };

export const firmImportResultSchema = z.object({
  /** Records written, by part. */
  imported: z.partialRecord(z.enum(FIRM_EXPORT_PARTS), z.number().int().min(0)),
  /** Documents whose file was not in the file imported: their records are left out, and links to them cleared. */
  documentsWithoutFile: z.number().int().min(0),
  /** User columns naming someone who is not a member of this firm (matched by email): cleared. */
  unmatchedMembers: z.array(z.string()),
  /** Records left out because a record they cannot be without was not written (a signature request whose document had no file). */
  leftOut: z.partialRecord(z.enum(FIRM_EXPORT_PARTS), z.number().int().min(0)),
});
export type FirmImportResult = z.infer<typeof firmImportResultSchema>;

/** 'client_contact_id' → 'clientContactId'. */
export const toExportColumn = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
/** 'clientContactId' → 'client_contact_id'. */
export const fromExportColumn = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The CSV's words column beside a coded one: 'phase' → 'phaseLabel'. */
export const labelColumn = (name: string) => `${name}Label`;

/**
 * The money parts' record kinds: a column that is one of the kind's fields is headed in the CSV by the field's
 * label, the words the case page's money tabs and forms use ('Service start date', 'Billed', 'From'), rather than
 * its column's name ('serviceFrom', 'fromParty').
 */
export const FIRM_EXPORT_LABELLED_PARTS: Partial<Record<FirmExportPart, { readonly fields: FieldDefinitions }>> = {
  providers: providerKind,
  bills: medicalBillKind,
  policies: policyKind,
  negotiations: negotiationKind,
  costs: expenseKind,
  lostWages: lostWageKind,
  liens: lienKind,
};
/** The words column beside a coded column headed by its label: 'Payer' → 'Payer (words)'. */
const WORDS_SUFFIX = ' (words)';

/** Per part: export column name → its header, and back. */
const HEADERS = new Map(
  Object.entries(FIRM_EXPORT_LABELLED_PARTS).map(([part, kind]) => {
    const byColumn = new Map(Object.values(kind.fields).map((field) => [toExportColumn(field.column), field.label]));
    return [part, { byColumn, byHeader: new Map([...byColumn].map(([name, header]) => [header, name])) }];
  }),
);

/** A column's header in the part's CSV: a money record's field by its label, any other column by its export name. */
export function exportHeader(part: FirmExportPart, name: string): string {
  return HEADERS.get(part)?.byColumn.get(name) ?? name;
}

/** The header of the words column beside a coded one: 'phaseLabel', or 'Payer (words)' beside a bill's 'Payer'. */
export function exportWordsHeader(part: FirmExportPart, name: string): string {
  const header = HEADERS.get(part)?.byColumn.get(name);
  return header === undefined ? labelColumn(name) : `${header}${WORDS_SUFFIX}`;
}

/**
 * What a CSV header names: `{ column }`, the export column it holds ('Billed' and, from files written before the
 * labels, 'billed' both give 'billed'; any other header is taken as a column's name), or `{ wordsOf }`, the coded
 * column a words column stands beside. Whether that column exists in the part is the reader's to check.
 */
export function readExportHeader(part: FirmExportPart, header: string): { column: string } | { wordsOf: string } {
  const headers = HEADERS.get(part);
  const labelled = headers?.byHeader.get(header);
  if (labelled !== undefined) return { column: labelled };
  if (headers && header.endsWith(WORDS_SUFFIX)) {
    const coded = headers.byHeader.get(header.slice(0, -WORDS_SUFFIX.length));
    if (coded !== undefined) return { wordsOf: coded };
  }
  if (header.endsWith('Label')) return { wordsOf: header.slice(0, -'Label'.length) };
  return { column: header };
}

/** A code as words: a known code its label, 'soft_tissue' 'Soft tissue', a one-word code 'high' 'High'; typed text as it is. */
function codeWords(value: string): string {
  const label = formatCodeLabel(value);
  return label === value && /^[a-z][a-z0-9]*$/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1) : label;
}

const fromMap =
  (labels: Readonly<Record<string, string>>) =>
  (value: string): string =>
    labels[value] ?? codeWords(value);

/** Columns written with their words beside them: the part's own, then the ones every part shares. */
const PART_LABELS: Partial<Record<FirmExportPart, Readonly<Record<string, (value: string) => string>>>> = {
  cases: {
    phase: (value) => (isCasePhase(value) ? formatPhaseLabel(value) : codeWords(value)),
    caseType: (value) => formatCaseType(value),
    state: describeUsState,
  },
  contacts: { kind: fromMap(CONTACT_KIND_LABELS), preferredContact: fromMap(PREFERRED_CONTACT_LABELS) },
  communications: { kind: fromMap(COMMUNICATION_KIND_LABELS), direction: fromMap(COMMUNICATION_DIRECTION_LABELS) },
  events: { kind: fromMap(EVENT_KIND_LABELS) },
  tasks: { priority: fromMap(TASK_PRIORITY_LABELS), recurrence: fromMap(TASK_RECURRENCE_LABELS) },
  phaseChecklists: { stage: (value) => (isCasePhase(value) ? formatPhaseLabel(value) : codeWords(value)) },
  history: { action: codeWords, entityType: codeWords },
};
const SHARED_LABELS = new Set([
  'kind',
  'status',
  'role',
  'priority',
  'recurrence',
  'basis',
  'rateUnit',
  'recordsStatus',
  'billsStatus',
  'governmentLevel',
  'severity',
  'category',
  'source',
  'payer',
  'signatureKind',
  'modelBasis',
]);

/** The words for a coded cell ('motor_vehicle' → 'Motor vehicle'), or undefined when the column has none. */
export function exportLabel(part: FirmExportPart, column: string, value: string): string | undefined {
  const own = PART_LABELS[part]?.[column];
  if (own) return own(value);
  if (SHARED_LABELS.has(column)) return codeWords(value);
  return undefined;
}

/** Columns that carry a label column in the CSV for a part: the import reads the code and ignores the words. */
export function hasExportLabel(part: FirmExportPart, column: string): boolean {
  return PART_LABELS[part]?.[column] !== undefined || SHARED_LABELS.has(column);
}

/** The firm's case number as people say it, beside the number. */
export const caseNoLabel = (caseNo: number) => formatCaseNo(caseNo);
