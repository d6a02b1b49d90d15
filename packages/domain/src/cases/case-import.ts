// CSV import of cases: which case field a column means, and how a row's text becomes a case input.
import { z } from 'zod';
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

export const CASE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CASE_IMPORT_MAX_ROWS = 10_000;
export const CASE_IMPORT_TOO_LARGE_MESSAGE = 'The CSV file is too large: the limit is 5 MB and 10,000 rows. Split it and import the parts.';

/** Other names a column may carry for a field, compared after lower-casing and dropping non-letters. */
const FIELD_ALIASES: Record<CaseImportField, readonly string[]> = {
  clientName: ['clientname', 'client', 'plaintiff', 'name', 'clientfullname'],
  caseNumber: ['casenumber', 'caseno', 'casenum', 'number', 'filenumber', 'matternumber'],
  title: ['title', 'casetitle', 'matter'],
  phase: ['phase', 'casephase', 'status', 'casestatus', 'stage', 'casestage'],
  caseType: ['casetype', 'type', 'matterType'.toLowerCase()],
  dateOpened: ['dateopened', 'opened', 'opendate', 'filingdate', 'intakedate', 'signupdate'],
  dateClosed: ['dateclosed', 'closed', 'closedate'],
  incidentDate: ['incidentdate', 'dateofincident', 'dateofloss', 'accidentdate', 'dol', 'doi'],
  dateOfDeath: ['dateofdeath', 'deathdate', 'dod', 'decedentdateofdeath'],
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
  jurisdiction: ['jurisdiction', 'state', 'venue', 'county'],
  notes: ['notes', 'note', 'comments', 'description'],
};

function toKey(column: string): string {
  return column.toLowerCase().replace(/[^a-z]/g, '');
}

/** Suggested mapping: each column to the first field whose name or alias it matches; a field is used once. */
export function suggestCaseImportMapping(columns: readonly string[]): Record<string, CaseImportField | null> {
  const mapping: Record<string, CaseImportField | null> = {};
  const used = new Set<CaseImportField>();
  for (const column of columns) {
    const key = toKey(column);
    const field = CASE_IMPORT_FIELDS.find(
      (candidate) => !used.has(candidate) && (toKey(candidate) === key || FIELD_ALIASES[candidate].includes(key)),
    );
    mapping[column] = field ?? null;
    if (field) used.add(field);
  }
  return mapping;
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
  mapping: caseImportMappingSchema,
  /** The first rows as read, for the mapping screen. */
  sample: z.array(z.record(z.string(), z.string())),
  errors: z.array(caseImportRowErrorSchema),
  validCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});
export type CaseImportPreview = z.infer<typeof caseImportPreviewSchema>;

export const caseImportResultSchema = z.object({
  imported: z.number().int().min(0),
  skipped: z.array(caseImportRowErrorSchema),
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
function readNumber(text: string): number | null {
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

function readBoolean(text: string): boolean | null | string {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return text;
}

/** US 'MM/DD/YYYY' dates are common in firm exports; anything else is passed on for the schema to judge. */
function readDate(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : value;
}

export type CaseImportRowResult = { ok: true; value: CaseCreate; attorneyName: string | null } | { ok: false; errors: string[] };

/**
 * One CSV row (column → text) through the mapping and the case schema. The phase column takes a phase or
 * any older word for one (Open, Pre-Lit, Discovery, Settled…, see LEGACY_PHASE_WORDS); blank is intake.
 */
export function readCaseImportRow(row: Readonly<Record<string, string>>, mapping: CaseImportMapping): CaseImportRowResult {
  const input: Record<string, unknown> = {};
  const phaseErrors: string[] = [];
  let attorneyName: string | null = null;
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const text = row[column] ?? '';
    if (field === 'attorneyName') attorneyName = text.trim() || null;
    else if (field === 'phase') {
      const reading = text.trim() === '' ? null : readPhase(text);
      if (reading?.ok) input.phase = reading.phase;
      else if (reading) phaseErrors.push(reading.message);
    } else if (field === 'liability') input[field] = readLiability(text);
    else if (field === 'hasTreatmentGap') input[field] = readBoolean(text);
    // Labels ('Slip and Fall'), older values ('auto') and codes all map onto the fixed list; blank is the default.
    else if (field === 'caseType') input[field] = text.trim() === '' ? null : toCaseTypeCode(text);
    else if (NUMBER_FIELDS.has(field)) input[field] = readNumber(text);
    else if (field === 'dateOpened' || field === 'dateClosed' || field === 'incidentDate' || field === 'dateOfDeath')
      input[field] = readDate(text) ?? (field === 'dateOpened' ? '' : null);
    else input[field] = text;
  }
  if (input.clientName === undefined) input.clientName = '';
  if (input.dateOpened === undefined) input.dateOpened = '';
  const parsed = caseCreateSchema.safeParse(input);
  if (!parsed.success || phaseErrors.length > 0) {
    return { ok: false, errors: [...phaseErrors, ...(parsed.error?.issues.map((issue) => issue.message) ?? [])] };
  }
  return { ok: true, value: parsed.data, attorneyName };
}
