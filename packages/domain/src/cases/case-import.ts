// CSV import of cases: which system a file comes from, which case field each column means, and how a row's text
// becomes a case input.
import { z } from 'zod';
import { US_JURISDICTIONS } from '../legal/jurisdictions.js';
import { formatFieldLabel } from '../format/labels.js';
import { textSchema } from '../shared/schema-fields.js';
import { readPhase } from './case-phase.js';
import { caseCreateSchema, type CaseCreate } from './case-schemas.js';
import { toCaseTypeCode } from './case-types.js';

/** Case fields a CSV column can fill; attorneyName is matched to one of the firm's attorneys by name. */
export const CASE_IMPORT_FIELDS = [
  'clientName',
  'caseNumber',
  'title',
  'phase',
  'caseType',
  'dateOpened',
  'dateClosed',
  'incidentDate',
  // The decedent's date of death (wrongful death): exported, so it must import back.
  'dateOfDeath',
  // The state of the incident, whose law sets the statute of limitations (not the venue: that is jurisdiction).
  'state',
  'clientDateOfBirth',
  // The case's id in the system it comes from: stored, so importing the same file again adds no case twice.
  'sourceId',
  // The client's details, kept in the firm's contact directory (one entry per client, found again by name and email or phone).
  'clientFirstName',
  'clientLastName',
  'clientPhone',
  'clientEmail',
  'clientAddress',
  'carrier',
  'insuranceLimits',
  'liability',
  'propertyDamageAmount',
  'propertyDamageSeverity',
  'actualSettlement',
  'hasTreatmentGap',
  'attorneyName',
  'clientAge',
  'clientGender',
  'medicalCosts',
  'lostWages',
  'workDaysMissed',
  'jurisdiction',
  'notes',
] as const;
export type CaseImportField = (typeof CASE_IMPORT_FIELDS)[number];

/** Fields only an import reads: the source's id and the client's details are kept elsewhere (the case's source, the directory). */
const IMPORT_ONLY_FIELDS = ['sourceId', 'clientFirstName', 'clientLastName', 'clientPhone', 'clientEmail', 'clientAddress'] as const;
type ImportOnlyField = (typeof IMPORT_ONLY_FIELDS)[number];
export type CaseExportField = Exclude<CaseImportField, ImportOnlyField>;
/** The case fields the case list's CSV export writes (and its import reads back). */
export const CASE_EXPORT_FIELDS: readonly CaseExportField[] = CASE_IMPORT_FIELDS.filter(
  (field): field is CaseExportField => !(IMPORT_ONLY_FIELDS as readonly string[]).includes(field),
);

const FIELD_LABELS: Readonly<Partial<Record<CaseImportField, string>>> = {
  state: 'State of incident (sets the statute)',
  jurisdiction: 'Venue or county',
  sourceId: 'Case id in the old system',
  attorneyName: 'Attorney',
  clientPhone: 'Client phone',
  clientEmail: 'Client email',
  clientAddress: 'Client address',
};

/** What the mapping screen calls a field. */
export function caseImportFieldLabel(field: CaseImportField): string {
  return FIELD_LABELS[field] ?? formatFieldLabel(field);
}

export const CASE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_IMPORT_MAX_ROWS = 10_000;
export const CASE_IMPORT_TOO_LARGE_MESSAGE = 'The CSV file is too large: the limit is 5 MB and 10,000 rows. Split it and import the parts.';

/** Other names a column may carry for a field, compared after lower-casing and dropping non-letters. */
const FIELD_ALIASES: Record<CaseImportField, readonly string[]> = {
  clientName: ['clientname', 'client', 'plaintiff', 'name', 'clientfullname', 'injuredparty'],
  caseNumber: ['casenumber', 'caseno', 'casenum', 'number', 'filenumber', 'matternumber'],
  title: ['title', 'casetitle', 'matter'],
  phase: ['phase', 'casephase', 'status', 'casestatus', 'stage', 'casestage'],
  caseType: ['casetype', 'type', 'matterType'.toLowerCase()],
  dateOpened: ['dateopened', 'opened', 'opendate', 'filingdate', 'intakedate', 'signupdate'],
  dateClosed: ['dateclosed', 'closed', 'closedate'],
  incidentDate: ['incidentdate', 'dateofincident', 'dateofloss', 'accidentdate', 'dol', 'doi'],
  dateOfDeath: ['dateofdeath', 'deathdate', 'dod', 'decedentdateofdeath'],
  state: ['state', 'incidentstate', 'stateofincident', 'accidentstate', 'lossstate', 'casestate', 'stateoflaw'],
  clientDateOfBirth: ['clientdateofbirth', 'dateofbirth', 'dob', 'birthdate', 'clientdob', 'clientbirthdate', 'birthday'],
  sourceId: ['sourceid', 'caseid', 'matterid', 'projectid', 'externalid', 'projectexternalid', 'id'],
  clientFirstName: ['clientfirstname', 'firstname'],
  clientLastName: ['clientlastname', 'lastname'],
  clientPhone: ['clientphone', 'phone', 'phonenumber', 'clientphonenumber', 'mobile', 'cellphone'],
  clientEmail: ['clientemail', 'email', 'clientemailaddress', 'emailaddress'],
  clientAddress: ['clientaddress', 'address', 'mailingaddress', 'homeaddress'],
  carrier: ['carrier', 'insurancecarrier', 'insurer', 'insurance'],
  insuranceLimits: ['insurancelimits', 'limits', 'policylimits', 'insurancelimit', 'policylimit'],
  liability: ['liability', 'liabilitypercent', 'fault'],
  propertyDamageAmount: ['propertydamageamount', 'propertydamage', 'pd', 'pdamount'],
  propertyDamageSeverity: ['propertydamageseverity', 'pdseverity'],
  actualSettlement: ['actualsettlement', 'settlement', 'settlementamount', 'recovery'],
  hasTreatmentGap: ['hastreatmentgap', 'treatmentgap', 'gapintreatment'],
  attorneyName: ['attorneyname', 'attorney', 'lawyer', 'handlingattorney', 'responsibleattorney'],
  clientAge: ['clientage', 'age'],
  clientGender: ['clientgender', 'gender', 'sex'],
  medicalCosts: ['medicalcosts', 'medicals', 'medicalspecials', 'medicalbills', 'medicalexpenses'],
  lostWages: ['lostwages', 'wageloss', 'lostincome', 'wages'],
  workDaysMissed: ['workdaysmissed', 'dayslost', 'lostworkdays', 'daysmissed'],
  // 'State' is the incident's state (above), never the venue: a case imported without its state gets no statute.
  jurisdiction: ['jurisdiction', 'venue', 'county', 'court'],
  notes: ['notes', 'note', 'comments', 'description'],
};

/** A column's name as the aliases are written: lower case, letters only. */
export function toImportKey(column: string): string {
  return column.toLowerCase().replace(/[^a-z]/g, '');
}

/** The systems a firm moves in from; 'casecast' is this app's own case export, 'other' any spreadsheet. */
export const CASE_IMPORT_SOURCES = ['casecast', 'casepeer', 'filevine', 'mycase', 'other'] as const;
export type CaseImportSource = (typeof CASE_IMPORT_SOURCES)[number];
export const CASE_IMPORT_SOURCE_LABELS: Readonly<Record<CaseImportSource, string>> = {
  casecast: 'Casecast export',
  casepeer: 'CASEpeer',
  filevine: 'Filevine',
  mycase: 'MyCase',
  other: 'Other spreadsheet',
};

/**
 * Each source's own column names (as keys: lower case, letters only), read before the general aliases. Where a
 * name comes from is said beside it; a vendor whose export headers could not be confirmed from its own published
 * material gets only what is known, and the general aliases and the preview's mapping do the rest
 * (docs/moving.md says which).
 */
const SOURCE_COLUMNS: Readonly<Record<Exclude<CaseImportSource, 'other'>, Readonly<Record<string, CaseImportField>>>> = {
  // This app's /api/cases/export.csv: its headers are the API's field names (CASE_IMPORT_FIELDS) and `id`.
  casecast: { id: 'sourceId' },
  // CASEpeer publishes no export column list we could find. "State" as the incident state is from a firm's
  // CASEpeer-style case list (issue #30: it was read as the venue); the rest falls to the general aliases.
  casepeer: { state: 'state' },
  // Filevine: "ProjectExternalID" is the project id of Filevine's migration spreadsheets (support.filevine.com,
  // "Migration Data Basics" and "Additional Migration Data"). "Project Name", "Phase", "Incident Date", "Client First
  // Name", "Client Last Name", "Client Email Address", "Phone Number" and "Date of Birth" are Filevine's field names
  // as Case Status's Filevine field mapping lists them (intercom.help/case-status-support, article 10273998), where
  // "Project Number" is the project's id and "Project Type" the practice area.
  filevine: {
    projectexternalid: 'sourceId',
    projectnumber: 'sourceId',
    projectname: 'title',
    projecttype: 'caseType',
    phase: 'phase',
    incidentdate: 'incidentDate',
    clientfirstname: 'clientFirstName',
    clientlastname: 'clientLastName',
    clientemailaddress: 'clientEmail',
    phonenumber: 'clientPhone',
    dateofbirth: 'clientDateOfBirth',
  },
  // MyCase: "Case Name", "Case Number", "Date Opened", "Date Closed", "Practice Area" and "Case Description" are the
  // case fields of MyCase's Case Details page (supportcenter.mycase.com, article 9369884). A personal-injury firm's
  // case name is usually the client's; the preview lets you map it to the title instead.
  mycase: {
    casename: 'clientName',
    casenumber: 'caseNumber',
    dateopened: 'dateOpened',
    dateclosed: 'dateClosed',
    practicearea: 'caseType',
    casedescription: 'notes',
  },
};

/** Columns only one source's files carry, by which the preview tells where a file comes from. */
const SOURCE_SIGNATURES: ReadonlyArray<[Exclude<CaseImportSource, 'other'>, readonly string[]]> = [
  ['casecast', ['firmcaseno']],
  ['filevine', ['projectexternalid', 'projectnumber', 'projectname', 'projecttype']],
  ['mycase', ['casename', 'practicearea']],
];

/** Where a file comes from, by its columns; CASEpeer has no confirmed signature, so it is chosen, not detected. */
export function detectCaseImportSource(columns: readonly string[]): CaseImportSource {
  const keys = new Set(columns.map(toImportKey));
  for (const [source, signature] of SOURCE_SIGNATURES) if (signature.some((key) => keys.has(key))) return source;
  return 'other';
}

/**
 * The one mapping engine of every CSV import (cases, and a case's related records): each column to the field a source
 * names it for (`own`, keyed as toImportKey gives), else to the first field whose name or alias it matches; a field is
 * used once.
 */
export function suggestImportMapping<Field extends string>(
  columns: readonly string[],
  fields: readonly Field[],
  aliases: Readonly<Record<Field, readonly string[]>>,
  own: Readonly<Record<string, Field>> = {},
): Record<string, Field | null> {
  const mapping: Record<string, Field | null> = {};
  const used = new Set<Field>();
  for (const column of columns) {
    const key = toImportKey(column);
    const sourceField = own[key];
    const field =
      sourceField && !used.has(sourceField)
        ? sourceField
        : fields.find((candidate) => !used.has(candidate) && (toImportKey(candidate) === key || aliases[candidate].includes(key)));
    mapping[column] = field ?? null;
    if (field) used.add(field);
  }
  return mapping;
}

/** Suggested mapping of a case list: its source's names first, then the general aliases. */
export function suggestCaseImportMapping(
  columns: readonly string[],
  source: CaseImportSource = detectCaseImportSource(columns),
): Record<string, CaseImportField | null> {
  return suggestImportMapping(columns, CASE_IMPORT_FIELDS, FIELD_ALIASES, source === 'other' ? {} : SOURCE_COLUMNS[source]);
}

/** Each column's field, as the preview suggests it. */
export const caseImportMappingSchema = z.record(textSchema({ max: 500 }), z.enum(CASE_IMPORT_FIELDS).nullable());
export type CaseImportMapping = z.infer<typeof caseImportMappingSchema>;

/** A mapping sent with an import: 'status' (the phase field's name before phases) still reads as phase for one release. */
const caseImportMappingInputSchema = z.record(
  textSchema({ max: 500 }),
  z.preprocess((value) => (value === 'status' ? 'phase' : value), z.enum(CASE_IMPORT_FIELDS).nullable()),
);

export const caseImportRequestSchema = z.object({
  csv: z.string({ error: 'CSV text is required' }).min(1, 'The CSV file is empty'),
  mapping: caseImportMappingInputSchema.optional(),
  /** Where the file comes from, when the preview's guess is wrong (CASEpeer is never guessed). */
  source: z.enum(CASE_IMPORT_SOURCES, { error: 'Unknown source' }).optional(),
});
export type CaseImportRequest = z.infer<typeof caseImportRequestSchema>;

export const caseImportRowErrorSchema = z.object({
  /** 1-based data row number (the header is row 0). */
  row: z.number().int().min(1),
  errors: z.array(z.string()),
});
export type CaseImportRowError = z.infer<typeof caseImportRowErrorSchema>;

export const caseImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** The source detected from the columns, or the one the request named. */
  source: z.enum(CASE_IMPORT_SOURCES),
  mapping: caseImportMappingSchema,
  /** The first rows as read, for the mapping screen. */
  sample: z.array(z.record(z.string(), z.string())),
  /** The same rows as they will be saved: each mapped column's value converted ('California' → 'CA'); null for a row with errors. */
  converted: z.array(z.record(z.string(), z.string()).nullable()),
  errors: z.array(caseImportRowErrorSchema),
  validCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});
export type CaseImportPreview = z.infer<typeof caseImportPreviewSchema>;

export const caseImportResultSchema = z.object({
  imported: z.number().int().min(0),
  skipped: z.array(caseImportRowErrorSchema),
  /** Rows whose source case id was imported before: left alone, not added twice. */
  alreadyImported: z.number().int().min(0).default(0),
});
export type CaseImportResult = z.infer<typeof caseImportResultSchema>;

const NUMBER_FIELDS = new Set<CaseImportField>([
  'insuranceLimits',
  'propertyDamageAmount',
  'actualSettlement',
  'clientAge',
  'medicalCosts',
  'lostWages',
  'workDaysMissed',
]);

/** '$1,250.50' → 1250.5; '' → null; anything else unreadable → NaN (the schema then reports it). */
export function readNumber(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** '80%' → 0.8; '0.8' → 0.8; '80' → 0.8 (a share above 1 can only be a percent). */
function readLiability(text: string): number | null {
  const percent = text.trim().endsWith('%');
  const value = readNumber(text.replace('%', ''));
  if (value === null || Number.isNaN(value)) return value;
  return percent || value > 1 ? value / 100 : value;
}

/** Yes or no as firm exports write it (true/yes/y/1, false/no/n/0); anything else is passed on for the schema to refuse. */
export function readBoolean(text: string): boolean | null | string {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return text;
}

/** US 'MM/DD/YYYY' dates are common in firm exports; anything else is passed on for the schema to judge. */
export function readDate(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : value;
}

/** 'California', 'calif'? No: a state's name or its USPS code ('ca' reads as 'CA'); anything else is passed on to be refused. */
function readState(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const byName = US_JURISDICTIONS.find((entry) => entry.name.toLowerCase() === value.toLowerCase());
  return byName ? byName.code : value;
}

/** The client's details for the firm's contact directory, when the file has any. */
export type CaseImportClient = { phone: string | null; email: string | null; address: string | null };

export type CaseImportRowResult =
  | { ok: true; value: CaseCreate; attorneyName: string | null; sourceId: string | null; client: CaseImportClient | null }
  | { ok: false; errors: string[] };

const CLIENT_FIELDS: Readonly<Partial<Record<CaseImportField, keyof CaseImportClient>>> = {
  clientPhone: 'phone',
  clientEmail: 'email',
  clientAddress: 'address',
};
const DATE_FIELDS = new Set<CaseImportField>(['dateOpened', 'dateClosed', 'incidentDate', 'dateOfDeath', 'clientDateOfBirth']);
const MAX_SOURCE_ID = 200;

/**
 * One CSV row (column → text) through the mapping and the case schema. The phase column takes a phase or
 * any older word for one (Open, Pre-Lit, Discovery, Settled…, see LEGACY_PHASE_WORDS); blank is intake. A state
 * is its code or its name; first and last name columns make the client's name when no column holds it whole.
 */
export function readCaseImportRow(row: Readonly<Record<string, string>>, mapping: CaseImportMapping): CaseImportRowResult {
  const input: Record<string, unknown> = {};
  const errors: string[] = [];
  let attorneyName: string | null = null;
  let sourceId: string | null = null;
  const client: CaseImportClient = { phone: null, email: null, address: null };
  const names: { first?: string; last?: string } = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const text = row[column] ?? '';
    const clientField = CLIENT_FIELDS[field];
    if (clientField) client[clientField] = text.trim() || null;
    else if (field === 'attorneyName') attorneyName = text.trim() || null;
    else if (field === 'sourceId') sourceId = text.trim() || null;
    else if (field === 'clientFirstName') names.first = text.trim();
    else if (field === 'clientLastName') names.last = text.trim();
    else if (field === 'phase') {
      const reading = text.trim() === '' ? null : readPhase(text);
      if (reading?.ok) input.phase = reading.phase;
      else if (reading) errors.push(reading.message);
    } else if (field === 'state') input[field] = readState(text);
    else if (field === 'liability') input[field] = readLiability(text);
    else if (field === 'hasTreatmentGap') input[field] = readBoolean(text);
    // Labels ('Slip and Fall'), older values ('auto') and codes all map onto the fixed list; blank is the default.
    else if (field === 'caseType') input[field] = text.trim() === '' ? null : toCaseTypeCode(text);
    else if (NUMBER_FIELDS.has(field)) input[field] = readNumber(text);
    else if (DATE_FIELDS.has(field)) input[field] = readDate(text) ?? (field === 'dateOpened' ? '' : null);
    else input[field] = text;
  }
  if (input.clientName === undefined && (names.first || names.last)) input.clientName = [names.first, names.last].filter(Boolean).join(' ');
  if (input.clientName === undefined) input.clientName = '';
  if (input.dateOpened === undefined) input.dateOpened = '';
  if (sourceId !== null && sourceId.length > MAX_SOURCE_ID) errors.push(`Case id is too long (at most ${MAX_SOURCE_ID} characters)`);
  if (client.email !== null && !z.email().safeParse(client.email).success)
    errors.push(`Client email "${client.email.slice(0, 60)}" is not an email address`);
  const parsed = caseCreateSchema.safeParse(input);
  if (!parsed.success || errors.length > 0) {
    return { ok: false, errors: [...errors, ...(parsed.error?.issues.map((issue) => issue.message) ?? [])] };
  }
  const hasClient = client.phone !== null || client.email !== null || client.address !== null;
  return { ok: true, value: parsed.data, attorneyName, sourceId, client: hasClient ? client : null };
}

/** A row as it will be saved, column by column, for the preview ('California' → 'CA', '03/15/2024' → '2024-03-15'). */
export function describeCaseImportRow(row: Readonly<Record<string, string>>, mapping: CaseImportMapping): Record<string, string> | null {
  const result = readCaseImportRow(row, mapping);
  if (!result.ok) return null;
  const value = result.value as Record<string, unknown>;
  const described: Record<string, string> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const clientField = CLIENT_FIELDS[field];
    const converted =
      clientField !== undefined
        ? result.client?.[clientField]
        : field === 'attorneyName'
          ? result.attorneyName
          : field === 'sourceId'
            ? result.sourceId
            : field === 'clientFirstName' || field === 'clientLastName'
              ? result.value.clientName
              : value[field];
    described[column] = converted === null || converted === undefined ? '' : String(converted);
  }
  return described;
}
