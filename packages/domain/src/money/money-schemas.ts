// The money of a case (issue "Claims and money"): medical providers and bills, lost wages, insurance
// policies, the negotiation log, case costs, liens, the fee agreement and the financial totals.
// Amounts are dollars with at most two decimals (moneySchema); the server sums them in cents.
import { z } from 'zod';
import { dateValueSchema } from '../shared/iso-date.js';
import { optionalTextSchema } from '../shared/schema-fields.js';
import { defineRecordKind, type RecordIssue } from '../shared/record-kind.js';
import {
  booleanField,
  enumField,
  moneyField,
  optionalDateField,
  optionalEnumField,
  optionalMoneyField,
  optionalReferenceField,
  optionalTextField,
  referenceField,
  requiredDateField,
  requiredTextField,
} from '../shared/record-fields.js';
import { toCents } from './money-cents.js';

const NOTES = {
  column: 'notes',
  label: 'Notes',
  input: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
  read: z.string().nullable(),
} as const;

function enumMessage(label: string, values: readonly string[]): string {
  return `${label} must be one of ${values.join(', ')}`;
}

// ---------------------------------------------------------------- providers

/** Where a request to a provider (records or bills) stands. */
export const REQUEST_STATUSES = ['not_requested', 'requested', 'received'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const recordsStatus = enumField('records_status', 'Records status', REQUEST_STATUSES);
const billsStatus = enumField('bills_status', 'Bills status', REQUEST_STATUSES);

export const providerKind = defineRecordKind({
  name: 'provider',
  scope: 'case',
  path: 'providers',
  noun: 'medical provider',
  notFound: 'Provider not found',
  table: 'case_provider',
  fields: {
    name: requiredTextField('name', 'Name', 200),
    specialty: optionalTextField('specialty', 'Specialty', 200),
    contactName: optionalTextField('contact_name', 'Contact name', 200),
    phone: optionalTextField('phone', 'Phone', 50),
    fax: optionalTextField('fax', 'Fax', 50),
    email: optionalTextField('email', 'Email', 254),
    address: optionalTextField('address', 'Address', 500),
    /** Both request statuses of a new provider default to not requested. */
    recordsStatus: { ...recordsStatus, create: recordsStatus.input.default('not_requested') },
    recordsRequestedOn: optionalDateField('records_requested_on', 'Records requested on'),
    recordsReceivedOn: optionalDateField('records_received_on', 'Records received on'),
    recordsFollowUpOn: optionalDateField('records_follow_up_on', 'Records follow-up on'),
    billsStatus: { ...billsStatus, create: billsStatus.input.default('not_requested') },
    billsRequestedOn: optionalDateField('bills_requested_on', 'Bills requested on'),
    billsReceivedOn: optionalDateField('bills_received_on', 'Bills received on'),
    billsFollowUpOn: optionalDateField('bills_follow_up_on', 'Bills follow-up on'),
    notes: NOTES,
    /** The directory contact it was picked from (its details are copied, so the case keeps them if the contact goes). */
    contactId: optionalReferenceField('contact_id', 'Contact'),
  },
  // A provider is a contact of the case: any member who edits the case may remove one without bills.
  orderBy: [],
});
export const providerSchema = providerKind.schema;
export type Provider = z.infer<typeof providerSchema>;
export const providerCreateSchema = providerKind.createSchema;
export type ProviderCreateInput = z.input<typeof providerCreateSchema>;
export type ProviderCreate = z.output<typeof providerCreateSchema>;
export const providerUpdateSchema = providerKind.updateSchema;
export type ProviderUpdateInput = z.input<typeof providerUpdateSchema>;
export type ProviderUpdate = z.output<typeof providerUpdateSchema>;
export const providerListResponseSchema = providerKind.listSchema;

// ---------------------------------------------------------------- medical bills

/** Who paid (or is left to pay) a bill. */
export const BILL_PAYERS = ['health_insurance', 'pip_medpay', 'client', 'unpaid'] as const;
export type BillPayer = (typeof BILL_PAYERS)[number];

export const MAX_CPT_CODES = 50;
export const BILL_OVERPAID_MESSAGE = 'Paid and adjusted together cannot exceed the billed amount (paid, adjusted)';
export const SERVICE_DATES_MESSAGE = 'Service end cannot be before service start (serviceTo)';

const cptCodeSchema = z
  .string({ error: 'CPT code must be text' })
  .trim()
  .regex(/^[0-9A-Za-z]{4,5}(-[0-9A-Za-z]{2})?$/, 'CPT code must be 5 characters (e.g. 99213), optionally with a modifier (99213-25)');
const cptCodes = z.array(cptCodeSchema).max(MAX_CPT_CODES, `At most ${MAX_CPT_CODES} CPT codes`);
const paid = moneyField('paid', 'Paid');
const adjusted = moneyField('adjusted', 'Adjusted');
const payer = enumField('payer', 'Payer', BILL_PAYERS);

/** The rules of a bill as it will be stored: paid and adjusted within the billed amount, service dates in order. */
export function checkMedicalBill(bill: {
  billed: number;
  paid: number;
  adjusted: number;
  serviceFrom: string;
  serviceTo?: string | null | undefined;
}): RecordIssue[] {
  const issues: RecordIssue[] = [];
  if (toCents(bill.paid) + toCents(bill.adjusted) > toCents(bill.billed)) issues.push({ path: 'paid', message: BILL_OVERPAID_MESSAGE });
  if (bill.serviceTo && bill.serviceTo < bill.serviceFrom) issues.push({ path: 'serviceTo', message: SERVICE_DATES_MESSAGE });
  return issues;
}

export const medicalBillKind = defineRecordKind({
  name: 'medical_bill',
  deletePermission: 'money.delete',
  scope: 'case',
  path: 'medical-bills',
  noun: 'medical bill',
  table: 'case_medical_bill',
  fields: {
    providerId: referenceField('provider_id', 'Provider'),
    serviceFrom: requiredDateField('service_from', 'Service start date'),
    serviceTo: optionalDateField('service_to', 'Service end date'),
    cptCodes: { column: 'cpt_codes', label: 'CPT codes', input: cptCodes, create: cptCodes.default([]), read: z.array(z.string()) },
    description: optionalTextField('description', 'Description', 500),
    billed: moneyField('billed', 'Billed'),
    /** A new bill: paid and adjusted default to 0, payer to unpaid, CPT codes to none. */
    paid: { ...paid, create: paid.input.default(0) },
    adjusted: { ...adjusted, create: adjusted.input.default(0) },
    payer: { ...payer, create: payer.input.default('unpaid') },
    notes: NOTES,
  },
  /** billed − paid − adjusted, computed in cents. */
  computed: { balance: z.number() },
  orderBy: ['serviceFrom'],
  checks: checkMedicalBill,
});
export const medicalBillSchema = medicalBillKind.schema;
export type MedicalBill = z.infer<typeof medicalBillSchema>;
export const medicalBillCreateSchema = medicalBillKind.createSchema;
export type MedicalBillCreateInput = z.input<typeof medicalBillCreateSchema>;
export type MedicalBillCreate = z.output<typeof medicalBillCreateSchema>;
export const medicalBillUpdateSchema = medicalBillKind.updateSchema;
export type MedicalBillUpdateInput = z.input<typeof medicalBillUpdateSchema>;
export type MedicalBillUpdate = z.output<typeof medicalBillUpdateSchema>;
export const medicalBillListResponseSchema = medicalBillKind.listSchema;

// ---------------------------------------------------------------- lost wages

export const WAGE_RATE_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type WageRateUnit = (typeof WAGE_RATE_UNITS)[number];
export const WAGE_PERIOD_MESSAGE = 'Period end cannot be before period start (periodTo)';

export const lostWageKind = defineRecordKind({
  name: 'lost_wage',
  deletePermission: 'money.delete',
  scope: 'case',
  path: 'lost-wages',
  noun: 'lost-wage entry',
  table: 'case_lost_wage',
  fields: {
    employer: requiredTextField('employer', 'Employer', 200),
    rate: optionalMoneyField('rate', 'Rate'),
    rateUnit: optionalEnumField('rate_unit', 'Rate unit', WAGE_RATE_UNITS),
    periodFrom: optionalDateField('period_from', 'Period start'),
    periodTo: optionalDateField('period_to', 'Period end'),
    amount: moneyField('amount', 'Amount'),
    notes: NOTES,
  },
  orderBy: [],
  checks: (wage) =>
    wage.periodFrom && wage.periodTo && wage.periodTo < wage.periodFrom ? [{ path: 'periodTo', message: WAGE_PERIOD_MESSAGE }] : [],
});
export const lostWageSchema = lostWageKind.schema;
export type LostWage = z.infer<typeof lostWageSchema>;
export const lostWageCreateSchema = lostWageKind.createSchema;
export type LostWageCreateInput = z.input<typeof lostWageCreateSchema>;
export type LostWageCreate = z.output<typeof lostWageCreateSchema>;
export const lostWageUpdateSchema = lostWageKind.updateSchema;
export type LostWageUpdateInput = z.input<typeof lostWageUpdateSchema>;
export type LostWageUpdate = z.output<typeof lostWageUpdateSchema>;
export const lostWageListResponseSchema = lostWageKind.listSchema;

// ---------------------------------------------------------------- insurance policies

export const POLICY_KINDS = ['bodily_injury', 'pip', 'medpay', 'um', 'uim', 'umbrella', 'health'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_LIMITS_MESSAGE = 'The per-person limit cannot exceed the per-accident limit (perPersonLimit)';

export const policyKind = defineRecordKind({
  name: 'policy',
  deletePermission: 'money.delete',
  scope: 'case',
  path: 'policies',
  noun: 'insurance policy',
  notFound: 'Policy not found',
  table: 'case_policy',
  fields: {
    /** The insured party of the case (a defendant's liability policy, the client's UM/UIM or health policy). */
    partyId: referenceField('party_id', 'Party'),
    carrier: requiredTextField('carrier', 'Carrier', 200),
    kind: enumField('kind', 'Kind', POLICY_KINDS),
    policyNumber: optionalTextField('policy_number', 'Policy number', 100),
    perPersonLimit: optionalMoneyField('per_person_limit', 'Per-person limit'),
    perAccidentLimit: optionalMoneyField('per_accident_limit', 'Per-accident limit'),
    claimNumber: optionalTextField('claim_number', 'Claim number', 100),
    adjusterName: optionalTextField('adjuster_name', 'Adjuster name', 200),
    adjusterEmail: optionalTextField('adjuster_email', 'Adjuster email', 254),
    adjusterPhone: optionalTextField('adjuster_phone', 'Adjuster phone', 50),
    policyLimitsRequestedOn: optionalDateField('policy_limits_requested_on', 'Policy limits requested on'),
    policyLimitsResponse: optionalTextField('policy_limits_response', 'Policy limits response', 2000),
    notes: NOTES,
    /** The adjuster's entry in the firm's contact directory. */
    contactId: optionalReferenceField('contact_id', 'Contact'),
  },
  orderBy: [],
  checks: (policy) =>
    policy.perPersonLimit != null && policy.perAccidentLimit != null && toCents(policy.perPersonLimit) > toCents(policy.perAccidentLimit)
      ? [{ path: 'perPersonLimit', message: POLICY_LIMITS_MESSAGE }]
      : [],
});
export const policySchema = policyKind.schema;
export type Policy = z.infer<typeof policySchema>;
export const policyCreateSchema = policyKind.createSchema;
export type PolicyCreateInput = z.input<typeof policyCreateSchema>;
export type PolicyCreate = z.output<typeof policyCreateSchema>;
export const policyUpdateSchema = policyKind.updateSchema;
export type PolicyUpdateInput = z.input<typeof policyUpdateSchema>;
export type PolicyUpdate = z.output<typeof policyUpdateSchema>;
export const policyListResponseSchema = policyKind.listSchema;

// ---------------------------------------------------------------- negotiation log

/** A demand is what the firm asks; an offer is what the other side proposes (a counter-offer is the next demand). */
export const NEGOTIATION_KINDS = ['demand', 'offer'] as const;
export type NegotiationKind = (typeof NEGOTIATION_KINDS)[number];

export const DEMAND_EXPIRY_OFFER_MESSAGE = 'Only a demand can expire (expiresOn)';
export const DEMAND_EXPIRY_BEFORE_DATE_MESSAGE = 'A demand cannot expire before the day it was made (expiresOn)';

/** Why a negotiation entry's expiry is wrong (a message naming the field), or null: as it will be stored. */
export function checkDemandExpiry(entry: { kind: NegotiationKind; date: string; expiresOn?: string | null | undefined }): string | null {
  if (!entry.expiresOn) return null;
  if (entry.kind !== 'demand') return DEMAND_EXPIRY_OFFER_MESSAGE;
  return entry.expiresOn < entry.date ? DEMAND_EXPIRY_BEFORE_DATE_MESSAGE : null;
}

export const negotiationKind = defineRecordKind({
  name: 'negotiation',
  deletePermission: 'money.delete',
  scope: 'case',
  path: 'negotiations',
  noun: 'demand or offer',
  notFound: 'Negotiation entry not found',
  table: 'case_negotiation',
  fields: {
    date: requiredDateField('date', 'Date'),
    kind: enumField('kind', 'Kind', NEGOTIATION_KINDS),
    amount: moneyField('amount', 'Amount'),
    from: optionalTextField('from_party', 'From', 200),
    to: optionalTextField('to_party', 'To', 200),
    note: optionalTextField('note', 'Note', 2000),
    /** A document of the same case (the letter, the offer email). */
    documentId: optionalReferenceField('document_id', 'Document'),
    /** Demands only: the day a time-limited demand expires; the case gets a deadline for it. */
    expiresOn: optionalDateField('expires_on', 'Expires on'),
  },
  computed: {
    /**
     * Offers only: the probability (0..1) that the final settlement exceeds this offer, from the case's
     * latest prediction (see chanceOfExceeding); null for demands and when the case has no prediction.
     */
    chanceOfBeatingOffer: z.number().min(0).max(1).nullable(),
  },
  orderBy: ['date'],
  checks: (entry) => {
    const expiry = checkDemandExpiry(entry);
    return expiry ? [{ path: 'expiresOn', message: expiry }] : [];
  },
});
export const negotiationSchema = negotiationKind.schema;
export type Negotiation = z.infer<typeof negotiationSchema>;
export const negotiationCreateSchema = negotiationKind.createSchema;
export type NegotiationCreateInput = z.input<typeof negotiationCreateSchema>;
export type NegotiationCreate = z.output<typeof negotiationCreateSchema>;
export const negotiationUpdateSchema = negotiationKind.updateSchema;
export type NegotiationUpdateInput = z.input<typeof negotiationUpdateSchema>;
export type NegotiationUpdate = z.output<typeof negotiationUpdateSchema>;
export const negotiationListResponseSchema = negotiationKind.listSchema;

// ---------------------------------------------------------------- case costs

const reimbursable = booleanField('reimbursable', 'Reimbursable');

export const expenseKind = defineRecordKind({
  name: 'expense',
  deletePermission: 'money.delete',
  scope: 'case',
  path: 'expenses',
  noun: 'case cost',
  table: 'case_expense',
  fields: {
    date: requiredDateField('date', 'Date'),
    payee: requiredTextField('payee', 'Payee', 200),
    description: optionalTextField('description', 'Description', 500),
    amount: moneyField('amount', 'Amount'),
    /** Advanced by the firm and repaid from the settlement (true, the default), or absorbed by the firm (false). */
    reimbursable: { ...reimbursable, create: reimbursable.input.default(true) },
  },
  orderBy: ['date'],
});
export const expenseSchema = expenseKind.schema;
export type Expense = z.infer<typeof expenseSchema>;
export const expenseCreateSchema = expenseKind.createSchema;
export type ExpenseCreateInput = z.input<typeof expenseCreateSchema>;
export type ExpenseCreate = z.output<typeof expenseCreateSchema>;
export const expenseUpdateSchema = expenseKind.updateSchema;
export type ExpenseUpdateInput = z.input<typeof expenseUpdateSchema>;
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;
export const expenseListResponseSchema = expenseKind.listSchema;

// ---------------------------------------------------------------- liens

export const LIEN_KINDS = ['medicare', 'medicaid', 'erisa', 'hospital', 'provider', 'other'] as const;
export type LienKind = (typeof LIEN_KINDS)[number];
export const LIEN_STATUSES = ['asserted', 'negotiating', 'final', 'paid', 'waived'] as const;
export type LienStatus = (typeof LIEN_STATUSES)[number];

const lienStatus = enumField('status', 'Status', LIEN_STATUSES);
const reductionRequested = booleanField('reduction_requested', 'Reduction requested');
const reductionGranted = booleanField('reduction_granted', 'Reduction granted');

export const lienKind = defineRecordKind({
  name: 'lien',
  deletePermission: 'money.delete',
  scope: 'case',
  path: 'liens',
  noun: 'lien',
  table: 'case_lien',
  fields: {
    holder: requiredTextField('holder', 'Holder', 200),
    kind: enumField('kind', 'Kind', LIEN_KINDS),
    asserted: moneyField('asserted', 'Asserted'),
    negotiated: optionalMoneyField('negotiated', 'Negotiated'),
    final: optionalMoneyField('final', 'Final'),
    /** A new lien: status asserted, no reduction requested or granted. */
    status: { ...lienStatus, create: lienStatus.input.default('asserted') },
    reductionRequested: { ...reductionRequested, create: reductionRequested.input.default(false) },
    reductionGranted: { ...reductionGranted, create: reductionGranted.input.default(false) },
    notes: NOTES,
  },
  /** What the lien stands at: final, else negotiated, else asserted; 0 when waived. */
  computed: { amountDue: z.number() },
  orderBy: [],
});
export const lienSchema = lienKind.schema;
export type Lien = z.infer<typeof lienSchema>;
export const lienCreateSchema = lienKind.createSchema;
export type LienCreateInput = z.input<typeof lienCreateSchema>;
export type LienCreate = z.output<typeof lienCreateSchema>;
export const lienUpdateSchema = lienKind.updateSchema;
export type LienUpdateInput = z.input<typeof lienUpdateSchema>;
export type LienUpdate = z.output<typeof lienUpdateSchema>;
export const lienListResponseSchema = lienKind.listSchema;

// ---------------------------------------------------------------- fee agreement

/** What the fee is a percentage of: the gross settlement, or the net after reimbursed costs. */
export const FEE_BASES = ['gross', 'net'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

/** An exact third (33⅓%), which no decimal percentage states exactly. */
export const ONE_THIRD = 'one_third' as const;
export const FEE_PERCENT_MESSAGE = `Percent must be a number from 0 to 100 with at most 4 decimals, or '${ONE_THIRD}'`;

function hasAtMostFourDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 10_000) / 10_000 - value) <= 1e-9 * Math.max(1, Math.abs(value));
}

/** A fee rate: a percentage (33.33, 40) or exactly one third. */
export const feePercentSchema = z.union([z.literal(ONE_THIRD), z.number().min(0).max(100).refine(hasAtMostFourDecimals)], {
  error: FEE_PERCENT_MESSAGE,
});
export type FeePercent = z.infer<typeof feePercentSchema>;

export const feeAgreementSchema = z.object({
  caseId: z.string(),
  percent: feePercentSchema,
  /** The rate once the case is in litigation (e.g. 40); null when the fee does not step up. */
  litigationPercent: feePercentSchema.nullable(),
  basis: z.enum(FEE_BASES),
  notes: z.string().nullable(),
  updatedAt: dateValueSchema,
});
export type FeeAgreement = z.infer<typeof feeAgreementSchema>;

/** PUT replaces the whole agreement. */
export const feeAgreementInputSchema = z.object({
  percent: feePercentSchema,
  litigationPercent: feePercentSchema.nullable().optional(),
  basis: z.enum(FEE_BASES, { error: enumMessage('Basis', FEE_BASES) }),
  notes: NOTES.input,
});
export type FeeAgreementInputValues = z.input<typeof feeAgreementInputSchema>;
export type FeeAgreementInput = z.output<typeof feeAgreementInputSchema>;
/** When the case's retainer or fee agreement was signed electronically (the latest such request completed), and the signed copy. */
export const feeAgreementSignatureSchema = z.object({ signedAt: z.string(), documentId: z.string().nullable(), documentName: z.string() });
export type FeeAgreementSignature = z.infer<typeof feeAgreementSignatureSchema>;
export const feeAgreementResponseSchema = z.object({
  feeAgreement: feeAgreementSchema.nullable(),
  /** Absent from a PUT's answer; GET says null when no retainer or fee agreement was signed electronically. */
  signed: feeAgreementSignatureSchema.nullable().optional(),
});

/** The fee rate as an exact fraction, for percentageOfCents: one third is 1/3, 33.33 is 333300/1000000. */
export function feeRateFraction(percent: FeePercent): { numerator: number; denominator: number } {
  if (percent === ONE_THIRD) return { numerator: 1, denominator: 3 };
  return { numerator: Math.round(percent * 10_000), denominator: 1_000_000 };
}

/** '33⅓%' or '33.33%'. */
export function formatFeePercent(percent: FeePercent): string {
  return percent === ONE_THIRD ? '33⅓%' : `${percent}%`;
}

// ---------------------------------------------------------------- financials

const negotiationPointSchema = z.object({ id: z.string(), date: z.string(), amount: z.number() });

export const financialsSchema = z.object({
  medical: z.object({ billed: z.number(), paid: z.number(), adjusted: z.number(), outstanding: z.number() }),
  /** Sum of the lost-wage entries. */
  lostWages: z.number(),
  /** Sum of all case costs, and the part of it that is reimbursable from the settlement. */
  expenses: z.number(),
  reimbursableExpenses: z.number(),
  /** Sum of each lien's amount due (final, else negotiated, else asserted; waived count 0). */
  liens: z.number(),
  /** The latest demand and the latest offer by date (then by entry order); null when none. */
  lastDemand: negotiationPointSchema.nullable(),
  lastOffer: negotiationPointSchema.nullable(),
});
export type Financials = z.infer<typeof financialsSchema>;
