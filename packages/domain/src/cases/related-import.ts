// CSV import of a case's related records from the firm's old system (parties, medical bills, insurance policies,
// negotiations, lost wages, case costs, liens) and the firm's contact directory, one kind per file, each row naming its
// case (a contact names none): which field each column means (the case import's one
// mapping engine), how a row's text becomes the record kind's input, and the key that finds it again on a re-import.
import { z } from 'zod';
import { textSchema } from '../shared/schema-fields.js';
import type { RecordIssue } from '../shared/record-kind.js';
import { toCents } from '../money/money-cents.js';
import { expenseKind, lienKind, lostWageKind, medicalBillKind, negotiationKind, policyKind } from '../money/money-schemas.js';
import { contactKind } from '../contacts/contact-schemas.js';
import { partyCreateSchema } from '../parties/party-schemas.js';
import { caseImportRowErrorSchema, readBoolean, readDate, readNumber, suggestImportMapping, toImportKey } from './case-import.js';

export const RELATED_IMPORT_KINDS = ['parties', 'bills', 'policies', 'negotiations', 'lostWages', 'expenses', 'liens', 'contacts'] as const;
export type RelatedImportKind = (typeof RELATED_IMPORT_KINDS)[number];
export const RELATED_IMPORT_KIND_LABELS: Readonly<Record<RelatedImportKind, string>> = {
  parties: 'Parties',
  bills: 'Medical bills',
  policies: 'Insurance policies',
  negotiations: 'Negotiations (demands and offers)',
  lostWages: 'Lost wages',
  expenses: 'Case costs',
  liens: 'Liens',
  contacts: "Contacts (the firm's directory)",
};

/** Kinds of the firm, not of one case: their rows name no case. */
export function isFirmImportKind(kind: RelatedImportKind): boolean {
  return kind === 'contacts';
}

/** How every row names its case: the case's id in the old system (stored with the case list's import), or the firm's case number. */
const CASE_FIELDS = ['caseSourceId', 'caseNumber'] as const;
const CASE_ALIASES = {
  caseSourceId: ['caseid', 'casesourceid', 'matterid', 'projectid', 'projectexternalid', 'externalid', 'sourceid'],
  caseNumber: ['casenumber', 'caseno', 'casenum', 'filenumber', 'matternumber', 'firmcaseno'],
};

type FieldSpec = {
  /** What the mapping screen calls the field. */
  label: string;
  /** Other names of the column, as toImportKey writes them. */
  aliases: readonly string[];
  /** How the text is read: money ('$1,234.56'), a date ('03/15/2024'), a list, yes or no, a word of a fixed list, or text. */
  type?: 'money' | 'date' | 'list' | 'boolean' | ((text: string) => string);
};

/** A fixed list's words: the value itself, or an older word for it, compared as keys; anything else is left for the schema to refuse. */
function readWord(words: Readonly<Record<string, string>>): (text: string) => string {
  return (text) => words[toImportKey(text)] ?? text.trim();
}

const FIELD_SPECS: Readonly<Record<RelatedImportKind, Readonly<Record<string, FieldSpec>>>> = {
  parties: {
    role: {
      label: 'Role',
      aliases: ['role', 'partyrole', 'type', 'partytype', 'relationship'],
      type: readWord({ client: 'client', plaintiff: 'client', defendant: 'defendant', witness: 'witness', other: 'other' }),
    },
    name: { label: 'Name', aliases: ['name', 'partyname', 'fullname', 'contactname'] },
    kind: {
      label: 'Person, business or government',
      aliases: ['kind', 'entitytype', 'partykind', 'type'],
      type: readWord({
        person: 'person',
        individual: 'person',
        business: 'business',
        company: 'business',
        organization: 'business',
        government: 'government',
        governmententity: 'government',
      }),
    },
    email: { label: 'Email', aliases: ['email', 'emailaddress'] },
    phone: { label: 'Phone', aliases: ['phone', 'phonenumber', 'mobile', 'cellphone'] },
    address: { label: 'Address', aliases: ['address', 'mailingaddress', 'streetaddress'] },
    notes: { label: 'Notes', aliases: ['notes', 'note', 'comments', 'description'] },
  },
  bills: {
    provider: { label: 'Provider', aliases: ['provider', 'providername', 'medicalprovider', 'facility', 'billingprovider'] },
    serviceFrom: {
      label: 'Service start date',
      aliases: ['servicefrom', 'dateofservice', 'dos', 'servicedate', 'startdate', 'datefrom', 'fromdate'],
      type: 'date',
    },
    serviceTo: { label: 'Service end date', aliases: ['serviceto', 'enddate', 'dateto', 'todate', 'throughdate'], type: 'date' },
    description: { label: 'Description', aliases: ['description', 'service', 'treatment'] },
    cptCodes: { label: 'CPT codes', aliases: ['cptcodes', 'cpt', 'cptcode', 'procedurecodes'], type: 'list' },
    billed: { label: 'Billed', aliases: ['billed', 'billedamount', 'amountbilled', 'charges', 'totalcharges', 'amount'], type: 'money' },
    paid: { label: 'Paid', aliases: ['paid', 'paidamount', 'amountpaid', 'payments'], type: 'money' },
    adjusted: { label: 'Adjusted', aliases: ['adjusted', 'adjustment', 'adjustments', 'writeoff', 'writeoffs'], type: 'money' },
    payer: {
      label: 'Payer',
      aliases: ['payer', 'paidby', 'payertype', 'paymentsource', 'primarypayer'],
      type: readWord({
        healthinsurance: 'health_insurance',
        health: 'health_insurance',
        insurance: 'health_insurance',
        pipmedpay: 'pip_medpay',
        pip: 'pip_medpay',
        medpay: 'pip_medpay',
        client: 'client',
        selfpay: 'client',
        patient: 'client',
        unpaid: 'unpaid',
        none: 'unpaid',
      }),
    },
    notes: { label: 'Notes', aliases: ['notes', 'note', 'comments'] },
  },
  policies: {
    insured: {
      label: 'Insured party (by name)',
      aliases: ['insured', 'insuredname', 'insuredparty', 'party', 'partyname', 'policyholder'],
    },
    carrier: { label: 'Carrier', aliases: ['carrier', 'insurancecarrier', 'insurer', 'insurancecompany', 'company'] },
    kind: {
      label: 'Coverage',
      aliases: ['kind', 'coverage', 'coveragetype', 'policytype', 'type'],
      type: readWord({
        bodilyinjury: 'bodily_injury',
        bi: 'bodily_injury',
        liability: 'bodily_injury',
        pip: 'pip',
        personalinjuryprotection: 'pip',
        medpay: 'medpay',
        medicalpayments: 'medpay',
        um: 'um',
        uninsuredmotorist: 'um',
        uim: 'uim',
        underinsuredmotorist: 'uim',
        umbrella: 'umbrella',
        health: 'health',
        healthinsurance: 'health',
      }),
    },
    policyNumber: { label: 'Policy number', aliases: ['policynumber', 'policyno', 'policy'] },
    perPersonLimit: { label: 'Per-person limit', aliases: ['perpersonlimit', 'perperson', 'limitperperson'], type: 'money' },
    perAccidentLimit: {
      label: 'Per-accident limit',
      aliases: ['peraccidentlimit', 'peraccident', 'peroccurrence', 'peroccurrencelimit', 'limitperaccident'],
      type: 'money',
    },
    claimNumber: { label: 'Claim number', aliases: ['claimnumber', 'claimno', 'claim'] },
    adjusterName: { label: 'Adjuster name', aliases: ['adjustername', 'adjuster'] },
    adjusterEmail: { label: 'Adjuster email', aliases: ['adjusteremail'] },
    adjusterPhone: { label: 'Adjuster phone', aliases: ['adjusterphone'] },
    notes: { label: 'Notes', aliases: ['notes', 'note', 'comments'] },
  },
  negotiations: {
    kind: {
      label: 'Demand or offer',
      aliases: ['kind', 'type', 'negotiationtype'],
      type: readWord({ demand: 'demand', settlementdemand: 'demand', offer: 'offer', settlementoffer: 'offer' }),
    },
    date: { label: 'Date', aliases: ['date', 'datemade', 'datesent', 'datereceived'], type: 'date' },
    amount: { label: 'Amount', aliases: ['amount', 'demandamount', 'offeramount'], type: 'money' },
    from: { label: 'From', aliases: ['from', 'fromparty', 'madeby'] },
    to: { label: 'To', aliases: ['to', 'toparty', 'madeto'] },
    note: { label: 'Note', aliases: ['note', 'notes', 'comments'] },
  },
  lostWages: {
    employer: { label: 'Employer', aliases: ['employer', 'employername', 'company'] },
    rate: { label: 'Rate', aliases: ['rate', 'payrate', 'wagerate', 'hourlyrate'], type: 'money' },
    rateUnit: {
      label: 'Rate per',
      aliases: ['rateunit', 'rateper', 'per', 'payperiod', 'ratetype'],
      type: readWord({
        hour: 'hour',
        hourly: 'hour',
        hr: 'hour',
        day: 'day',
        daily: 'day',
        week: 'week',
        weekly: 'week',
        month: 'month',
        monthly: 'month',
        year: 'year',
        yearly: 'year',
        annual: 'year',
        annually: 'year',
      }),
    },
    periodFrom: {
      label: 'Period start',
      aliases: ['periodfrom', 'periodstart', 'startdate', 'fromdate', 'datefrom', 'from'],
      type: 'date',
    },
    periodTo: { label: 'Period end', aliases: ['periodto', 'periodend', 'enddate', 'todate', 'dateto', 'to', 'through'], type: 'date' },
    amount: { label: 'Amount', aliases: ['amount', 'lostwages', 'wageloss', 'amountlost', 'total'], type: 'money' },
    notes: { label: 'Notes', aliases: ['notes', 'note', 'comments'] },
  },
  expenses: {
    date: { label: 'Date', aliases: ['date', 'expensedate', 'costdate', 'datepaid'], type: 'date' },
    payee: { label: 'Payee', aliases: ['payee', 'vendor', 'paidto'] },
    description: { label: 'Description', aliases: ['description', 'memo', 'expense', 'costtype', 'category'] },
    amount: { label: 'Amount', aliases: ['amount', 'cost', 'expenseamount'], type: 'money' },
    reimbursable: { label: 'Reimbursable', aliases: ['reimbursable', 'billable', 'recoverable'], type: 'boolean' },
  },
  liens: {
    holder: { label: 'Holder', aliases: ['holder', 'lienholder', 'lienholdername', 'lienor', 'name'] },
    kind: {
      label: 'Kind',
      aliases: ['kind', 'type', 'lientype'],
      type: readWord({
        medicare: 'medicare',
        medicaid: 'medicaid',
        erisa: 'erisa',
        erisaplan: 'erisa',
        hospital: 'hospital',
        hospitallien: 'hospital',
        provider: 'provider',
        medicalprovider: 'provider',
        other: 'other',
      }),
    },
    asserted: { label: 'Asserted', aliases: ['asserted', 'assertedamount', 'lienamount', 'amount', 'claimed'], type: 'money' },
    negotiated: { label: 'Negotiated', aliases: ['negotiated', 'negotiatedamount', 'reducedamount', 'reduced'], type: 'money' },
    final: { label: 'Final', aliases: ['final', 'finalamount', 'finallien'], type: 'money' },
    status: {
      label: 'Status',
      aliases: ['status', 'lienstatus'],
      type: readWord({
        asserted: 'asserted',
        open: 'asserted',
        negotiating: 'negotiating',
        final: 'final',
        paid: 'paid',
        waived: 'waived',
      }),
    },
    reductionRequested: { label: 'Reduction requested', aliases: ['reductionrequested'], type: 'boolean' },
    reductionGranted: { label: 'Reduction granted', aliases: ['reductiongranted'], type: 'boolean' },
    notes: { label: 'Notes', aliases: ['notes', 'note', 'comments'] },
  },
  contacts: {
    kind: {
      label: 'Kind',
      aliases: ['kind', 'type', 'contacttype', 'category', 'role'],
      type: readWord({
        client: 'client',
        provider: 'provider',
        medicalprovider: 'provider',
        doctor: 'provider',
        physician: 'provider',
        adjuster: 'adjuster',
        insuranceadjuster: 'adjuster',
        claimsadjuster: 'adjuster',
        defensecounsel: 'defense_counsel',
        defenseattorney: 'defense_counsel',
        opposingcounsel: 'defense_counsel',
        expert: 'expert',
        expertwitness: 'expert',
        court: 'court',
        other: 'other',
      }),
    },
    name: { label: 'Name', aliases: ['name', 'fullname', 'contactname', 'displayname'] },
    organization: { label: 'Organization', aliases: ['organization', 'organisation', 'company', 'companyname', 'firm', 'employer'] },
    phone: { label: 'Phone', aliases: ['phone', 'phonenumber', 'mobile', 'cellphone', 'workphone', 'officephone'] },
    email: { label: 'Email', aliases: ['email', 'emailaddress'] },
    address: { label: 'Address', aliases: ['address', 'mailingaddress', 'streetaddress'] },
    preferredContact: {
      label: 'Preferred contact',
      aliases: ['preferredcontact', 'preferredcontactmethod', 'contactpreference'],
      type: readWord({
        phone: 'phone',
        call: 'phone',
        phonecall: 'phone',
        email: 'email',
        text: 'text',
        sms: 'text',
        textmessage: 'text',
        mail: 'mail',
      }),
    },
    language: { label: 'Language', aliases: ['language', 'preferredlanguage'] },
    notes: { label: 'Notes', aliases: ['notes', 'note', 'comments'] },
  },
};

/** The fields a column of a kind's file can fill: how the row names its case, then the kind's own. */
export function relatedImportFields(kind: RelatedImportKind): string[] {
  return [...(isFirmImportKind(kind) ? [] : CASE_FIELDS), ...Object.keys(FIELD_SPECS[kind])];
}

/** What the mapping screen calls a field of a kind's file. */
export function relatedImportFieldLabel(kind: RelatedImportKind, field: string): string {
  if (field === 'caseSourceId') return 'Case id in the old system';
  if (field === 'caseNumber') return 'Case number';
  return FIELD_SPECS[kind][field]?.label ?? field;
}

/** Suggested mapping of a kind's file, through the case import's mapping engine. */
export function suggestRelatedImportMapping(kind: RelatedImportKind, columns: readonly string[]): Record<string, string | null> {
  const fields = relatedImportFields(kind);
  const aliases: Record<string, readonly string[]> = { ...CASE_ALIASES };
  for (const [field, spec] of Object.entries(FIELD_SPECS[kind])) aliases[field] = spec.aliases;
  return suggestImportMapping(columns, fields, aliases);
}

export const relatedImportMappingSchema = z.record(textSchema({ max: 500 }), textSchema({ max: 100 }).nullable());
export type RelatedImportMapping = z.infer<typeof relatedImportMappingSchema>;

export const relatedImportRequestSchema = z.object({
  csv: z.string({ error: 'CSV text is required' }).min(1, 'The CSV file is empty'),
  kind: z.enum(RELATED_IMPORT_KINDS, { error: `Kind must be one of ${RELATED_IMPORT_KINDS.join(', ')}` }),
  mapping: relatedImportMappingSchema.optional(),
});
export type RelatedImportRequest = z.infer<typeof relatedImportRequestSchema>;

export const relatedImportPreviewSchema = z.object({
  kind: z.enum(RELATED_IMPORT_KINDS),
  columns: z.array(z.string()),
  mapping: relatedImportMappingSchema,
  /** The first rows as read. */
  sample: z.array(z.record(z.string(), z.string())),
  /** The same rows as they will be saved, column by column; null for a row with errors. */
  converted: z.array(z.record(z.string(), z.string()).nullable()),
  errors: z.array(caseImportRowErrorSchema),
  validCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
  /** Valid rows whose record the case already holds (imported before): they are left alone. */
  alreadyImported: z.number().int().min(0),
});
export type RelatedImportPreview = z.infer<typeof relatedImportPreviewSchema>;

/** How a row names its case. */
export type RelatedImportCaseRef = { sourceId: string | null; caseNumber: string | null };

export type RelatedImportRow =
  | {
      ok: true;
      caseRef: RelatedImportCaseRef;
      /** The record kind's create input, less the record it hangs on (a bill's provider, a policy's insured party). */
      record: Record<string, unknown>;
      /** The name of the record it hangs on: a bill's provider, a policy's insured party. */
      parentName: string | null;
      /** Finds the same record again on a re-import (see relatedRecordKey). */
      key: string;
      /** Each mapped column's value as it will be saved. */
      described: Record<string, string>;
    }
  | { ok: false; errors: string[] };

const MAX_CPT_TEXT = 500;
const MAX_CASE_REF = 200;

function readCell(spec: FieldSpec, text: string): unknown {
  const trimmed = text.trim();
  if (spec.type === 'money') return readNumber(text);
  if (spec.type === 'date') return readDate(text);
  if (spec.type === 'boolean') return readBoolean(text);
  if (spec.type === 'list')
    return trimmed === ''
      ? []
      : trimmed
          .slice(0, MAX_CPT_TEXT)
          .split(/[\s,;]+/)
          .filter(Boolean);
  if (trimmed === '') return null;
  return typeof spec.type === 'function' ? spec.type(trimmed) : trimmed;
}

/** The schema each kind's row is read with, the record kind's own checks, and the name of the record it hangs on. */
const KIND_SCHEMAS = {
  parties: { schema: partyCreateSchema, check: (): RecordIssue[] => [], parent: null },
  bills: {
    schema: medicalBillKind.createSchema.omit({ providerId: true }),
    check: (record: Record<string, unknown>) => medicalBillKind.check({ ...record, providerId: '' } as never),
    parent: 'provider',
  },
  policies: {
    schema: policyKind.createSchema.omit({ partyId: true }),
    check: (record: Record<string, unknown>) => policyKind.check({ ...record, partyId: '' } as never),
    parent: 'insured',
  },
  negotiations: {
    schema: negotiationKind.createSchema,
    check: (record: Record<string, unknown>) => negotiationKind.check(record as never),
    parent: null,
  },
  lostWages: {
    schema: lostWageKind.createSchema,
    check: (record: Record<string, unknown>) => lostWageKind.check(record as never),
    parent: null,
  },
  expenses: { schema: expenseKind.createSchema, check: (): RecordIssue[] => [], parent: null },
  liens: { schema: lienKind.createSchema, check: (): RecordIssue[] => [], parent: null },
  contacts: { schema: contactKind.createSchema, check: (): RecordIssue[] => [], parent: null },
} as const;

const cents = (value: unknown) => (typeof value === 'number' ? String(toCents(value)) : '');
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/**
 * The natural key of a record, by which a re-imported row is recognised (the old systems' files carry no id of a bill
 * or an offer we could rely on): a party's role and name; a bill's provider, first day of service and billed amount; a
 * policy's insured party, carrier, coverage and policy (or claim) number; a demand's or offer's kind, date and amount;
 * a lost-wage entry's employer, period start and amount; a cost's date, payee and amount; a lien's holder, kind and
 * asserted amount; a contact's kind, name and organization.
 */
const RECORD_KEYS: Readonly<Record<RelatedImportKind, (record: Record<string, unknown>, parentName: string | null) => unknown[]>> = {
  parties: (record) => [record.role, lower(record.name)],
  bills: (record, parentName) => [lower(parentName), record.serviceFrom, cents(record.billed)],
  policies: (record, parentName) => [
    lower(parentName),
    lower(record.carrier),
    record.kind,
    lower(record.policyNumber ?? record.claimNumber),
  ],
  negotiations: (record) => [record.kind, record.date, cents(record.amount)],
  lostWages: (record) => [lower(record.employer), record.periodFrom ?? null, cents(record.amount)],
  expenses: (record) => [record.date, lower(record.payee), cents(record.amount)],
  liens: (record) => [lower(record.holder), record.kind, cents(record.asserted)],
  contacts: (record) => [record.kind, lower(record.name), lower(record.organization)],
};

export function relatedRecordKey(kind: RelatedImportKind, record: Record<string, unknown>, parentName: string | null): string {
  return JSON.stringify(RECORD_KEYS[kind](record, parentName));
}

/** One CSV row through the mapping, the kind's schema and the record kind's own checks (paid and adjusted within the billed amount…). */
export function readRelatedImportRow(
  kind: RelatedImportKind,
  row: Readonly<Record<string, string>>,
  mapping: RelatedImportMapping,
): RelatedImportRow {
  const specs = FIELD_SPECS[kind];
  const { schema, check, parent } = KIND_SCHEMAS[kind];
  const caseRef: RelatedImportCaseRef = { sourceId: null, caseNumber: null };
  const input: Record<string, unknown> = {};
  let parentName: string | null = null;
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const text = row[column] ?? '';
    if (field === 'caseSourceId') caseRef.sourceId = text.trim() || null;
    else if (field === 'caseNumber') caseRef.caseNumber = text.trim() || null;
    else if (field === parent) parentName = text.trim() || null;
    else {
      const spec = specs[field];
      if (spec) input[field] = readCell(spec, text);
    }
  }
  const errors: string[] = [];
  if (!isFirmImportKind(kind) && caseRef.sourceId === null && caseRef.caseNumber === null)
    errors.push('The row names no case: give its case id or case number');
  // A case id or number is compared in the database: one no case could have (NUL, too long) names no case.
  for (const text of [caseRef.sourceId, caseRef.caseNumber])
    if (text !== null && (text.length > MAX_CASE_REF || text.includes('\u0000'))) {
      errors.push(`Unknown case: no case of the firm has the case id or number ${JSON.stringify(text.slice(0, 60))}`);
      break;
    }
  if (parent !== null && parentName === null) errors.push(`${relatedImportFieldLabel(kind, parent)} is required`);
  // An empty cell is a left-out field: an optional one takes the kind's default, a required one is reported as required.
  const present = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
  const parsed = schema.safeParse(present);
  if (!parsed.success) return { ok: false, errors: [...errors, ...parsed.error.issues.map((issue) => issue.message)] };
  const record = parsed.data as Record<string, unknown>;
  errors.push(...check(record).map((issue) => issue.message));
  if (errors.length > 0) return { ok: false, errors };
  const described: Record<string, string> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const value =
      field === 'caseSourceId'
        ? caseRef.sourceId
        : field === 'caseNumber'
          ? caseRef.caseNumber
          : field === parent
            ? parentName
            : record[field];
    described[column] = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { ok: true, caseRef, record, parentName, key: relatedRecordKey(kind, record, parentName), described };
}
