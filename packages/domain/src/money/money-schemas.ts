// The money of a case (issue "Claims and money"): medical providers and bills, lost wages, insurance
// policies, the negotiation log, case costs, liens, the fee agreement and the financial totals.
// Amounts are dollars with at most two decimals (moneySchema); the server sums them in cents.
import { z } from 'zod';
import { dateValueSchema, isoDateSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
import { moneySchema, optionalAmountSchema, optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

const NOTES = optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' });
const stamps = { createdAt: dateValueSchema, updatedAt: dateValueSchema };
const idField = z.string().trim().min(1).max(100);

function enumMessage(label: string, values: readonly string[]): string {
  return `${label} must be one of ${values.join(', ')}`;
}

// ---------------------------------------------------------------- providers

/** Where a request to a provider (records or bills) stands. */
export const REQUEST_STATUSES = ['not_requested', 'requested', 'received'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const providerSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  name: z.string(),
  specialty: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  recordsStatus: z.enum(REQUEST_STATUSES),
  recordsRequestedOn: z.string().nullable(),
  recordsReceivedOn: z.string().nullable(),
  recordsFollowUpOn: z.string().nullable(),
  billsStatus: z.enum(REQUEST_STATUSES),
  billsRequestedOn: z.string().nullable(),
  billsReceivedOn: z.string().nullable(),
  billsFollowUpOn: z.string().nullable(),
  notes: z.string().nullable(),
  ...stamps,
});
export type Provider = z.infer<typeof providerSchema>;

const providerFields = {
  name: requiredTextSchema({ requiredMessage: 'Name is required', max: 200, tooLongMessage: 'Name is too long' }),
  specialty: optionalTextSchema({ max: 200, tooLongMessage: 'Specialty is too long' }),
  contactName: optionalTextSchema({ max: 200, tooLongMessage: 'Contact name is too long' }),
  phone: optionalTextSchema({ max: 50, tooLongMessage: 'Phone is too long' }),
  fax: optionalTextSchema({ max: 50, tooLongMessage: 'Fax is too long' }),
  email: optionalTextSchema({ max: 254, tooLongMessage: 'Email is too long' }),
  address: optionalTextSchema({ max: 500, tooLongMessage: 'Address is too long' }),
  recordsStatus: z.enum(REQUEST_STATUSES, { error: enumMessage('Records status', REQUEST_STATUSES) }),
  recordsRequestedOn: optionalIsoDateSchema(),
  recordsReceivedOn: optionalIsoDateSchema(),
  recordsFollowUpOn: optionalIsoDateSchema(),
  billsStatus: z.enum(REQUEST_STATUSES, { error: enumMessage('Bills status', REQUEST_STATUSES) }),
  billsRequestedOn: optionalIsoDateSchema(),
  billsReceivedOn: optionalIsoDateSchema(),
  billsFollowUpOn: optionalIsoDateSchema(),
  notes: NOTES,
};

/** A new provider; both request statuses default to not requested. */
export const providerCreateSchema = z.object({
  ...providerFields,
  recordsStatus: providerFields.recordsStatus.default('not_requested'),
  billsStatus: providerFields.billsStatus.default('not_requested'),
});
export type ProviderCreateInput = z.input<typeof providerCreateSchema>;
export type ProviderCreate = z.output<typeof providerCreateSchema>;
/** Only the keys present change; null clears an optional field. */
export const providerUpdateSchema = z.object(providerFields).partial();
export type ProviderUpdateInput = z.input<typeof providerUpdateSchema>;
export type ProviderUpdate = z.output<typeof providerUpdateSchema>;
export const providerListResponseSchema = z.object({ items: z.array(providerSchema) });

// ---------------------------------------------------------------- medical bills

/** Who paid (or is left to pay) a bill. */
export const BILL_PAYERS = ['health_insurance', 'pip_medpay', 'client', 'unpaid'] as const;
export type BillPayer = (typeof BILL_PAYERS)[number];

export const MAX_CPT_CODES = 50;
export const BILL_OVERPAID_MESSAGE = 'Paid and adjusted together cannot exceed the billed amount (paid, adjusted)';
export const SERVICE_DATES_MESSAGE = 'Service end cannot be before service start (serviceTo)';

export const medicalBillSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  providerId: z.string(),
  serviceFrom: z.string(),
  serviceTo: z.string().nullable(),
  cptCodes: z.array(z.string()),
  description: z.string().nullable(),
  billed: z.number(),
  paid: z.number(),
  adjusted: z.number(),
  /** billed − paid − adjusted, computed in cents. */
  balance: z.number(),
  payer: z.enum(BILL_PAYERS),
  notes: z.string().nullable(),
  ...stamps,
});
export type MedicalBill = z.infer<typeof medicalBillSchema>;

const cptCodeSchema = z
  .string({ error: 'CPT code must be text' })
  .trim()
  .regex(/^[0-9A-Za-z]{4,5}(-[0-9A-Za-z]{2})?$/, 'CPT code must be 5 characters (e.g. 99213), optionally with a modifier (99213-25)');

const medicalBillFields = {
  providerId: z.string({ error: 'Provider is required' }).trim().min(1, 'Provider is required').max(100),
  serviceFrom: isoDateSchema('Service start date is required'),
  serviceTo: optionalIsoDateSchema(),
  cptCodes: z.array(cptCodeSchema).max(MAX_CPT_CODES, `At most ${MAX_CPT_CODES} CPT codes`),
  description: optionalTextSchema({ max: 500, tooLongMessage: 'Description is too long' }),
  billed: moneySchema({ message: 'Billed must be a non-negative amount' }),
  paid: moneySchema({ message: 'Paid must be a non-negative amount' }),
  adjusted: moneySchema({ message: 'Adjusted must be a non-negative amount' }),
  payer: z.enum(BILL_PAYERS, { error: enumMessage('Payer', BILL_PAYERS) }),
  notes: NOTES,
};

/** A new bill: paid and adjusted default to 0, payer to unpaid, CPT codes to none. */
export const medicalBillCreateSchema = z.object({
  ...medicalBillFields,
  cptCodes: medicalBillFields.cptCodes.default([]),
  paid: medicalBillFields.paid.default(0),
  adjusted: medicalBillFields.adjusted.default(0),
  payer: medicalBillFields.payer.default('unpaid'),
});
export type MedicalBillCreateInput = z.input<typeof medicalBillCreateSchema>;
export type MedicalBillCreate = z.output<typeof medicalBillCreateSchema>;
export const medicalBillUpdateSchema = z.object(medicalBillFields).partial();
export type MedicalBillUpdateInput = z.input<typeof medicalBillUpdateSchema>;
export type MedicalBillUpdate = z.output<typeof medicalBillUpdateSchema>;
export const medicalBillListResponseSchema = z.object({ items: z.array(medicalBillSchema) });

// ---------------------------------------------------------------- lost wages

export const WAGE_RATE_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type WageRateUnit = (typeof WAGE_RATE_UNITS)[number];
export const WAGE_PERIOD_MESSAGE = 'Period end cannot be before period start (periodTo)';

export const lostWageSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  employer: z.string(),
  rate: z.number().nullable(),
  rateUnit: z.enum(WAGE_RATE_UNITS).nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  amount: z.number(),
  notes: z.string().nullable(),
  ...stamps,
});
export type LostWage = z.infer<typeof lostWageSchema>;

const lostWageFields = {
  employer: requiredTextSchema({ requiredMessage: 'Employer is required', max: 200, tooLongMessage: 'Employer is too long' }),
  rate: optionalAmountSchema('Rate must be a non-negative amount'),
  rateUnit: z
    .enum(WAGE_RATE_UNITS, { error: enumMessage('Rate unit', WAGE_RATE_UNITS) })
    .nullable()
    .optional(),
  periodFrom: optionalIsoDateSchema(),
  periodTo: optionalIsoDateSchema(),
  amount: moneySchema({ message: 'Amount must be a non-negative amount' }),
  notes: NOTES,
};
export const lostWageCreateSchema = z.object(lostWageFields);
export type LostWageCreateInput = z.input<typeof lostWageCreateSchema>;
export type LostWageCreate = z.output<typeof lostWageCreateSchema>;
export const lostWageUpdateSchema = z.object(lostWageFields).partial();
export type LostWageUpdateInput = z.input<typeof lostWageUpdateSchema>;
export type LostWageUpdate = z.output<typeof lostWageUpdateSchema>;
export const lostWageListResponseSchema = z.object({ items: z.array(lostWageSchema) });

// ---------------------------------------------------------------- insurance policies

export const POLICY_KINDS = ['bodily_injury', 'pip', 'medpay', 'um', 'uim', 'umbrella', 'health'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const policySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  /** The insured party of the case (a defendant's liability policy, the client's UM/UIM or health policy). */
  partyId: z.string(),
  carrier: z.string(),
  kind: z.enum(POLICY_KINDS),
  policyNumber: z.string().nullable(),
  perPersonLimit: z.number().nullable(),
  perAccidentLimit: z.number().nullable(),
  claimNumber: z.string().nullable(),
  adjusterName: z.string().nullable(),
  adjusterEmail: z.string().nullable(),
  adjusterPhone: z.string().nullable(),
  policyLimitsRequestedOn: z.string().nullable(),
  policyLimitsResponse: z.string().nullable(),
  notes: z.string().nullable(),
  ...stamps,
});
export type Policy = z.infer<typeof policySchema>;

const policyFields = {
  partyId: z.string({ error: 'Party is required' }).trim().min(1, 'Party is required').max(100),
  carrier: requiredTextSchema({ requiredMessage: 'Carrier is required', max: 200, tooLongMessage: 'Carrier is too long' }),
  kind: z.enum(POLICY_KINDS, { error: enumMessage('Kind', POLICY_KINDS) }),
  policyNumber: optionalTextSchema({ max: 100, tooLongMessage: 'Policy number is too long' }),
  perPersonLimit: optionalAmountSchema('Per-person limit must be a non-negative amount'),
  perAccidentLimit: optionalAmountSchema('Per-accident limit must be a non-negative amount'),
  claimNumber: optionalTextSchema({ max: 100, tooLongMessage: 'Claim number is too long' }),
  adjusterName: optionalTextSchema({ max: 200, tooLongMessage: 'Adjuster name is too long' }),
  adjusterEmail: optionalTextSchema({ max: 254, tooLongMessage: 'Adjuster email is too long' }),
  adjusterPhone: optionalTextSchema({ max: 50, tooLongMessage: 'Adjuster phone is too long' }),
  policyLimitsRequestedOn: optionalIsoDateSchema(),
  policyLimitsResponse: optionalTextSchema({ max: 2000, tooLongMessage: 'Policy limits response is too long' }),
  notes: NOTES,
};
export const POLICY_LIMITS_MESSAGE = 'The per-person limit cannot exceed the per-accident limit (perPersonLimit)';
export const policyCreateSchema = z.object(policyFields);
export type PolicyCreateInput = z.input<typeof policyCreateSchema>;
export type PolicyCreate = z.output<typeof policyCreateSchema>;
export const policyUpdateSchema = z.object(policyFields).partial();
export type PolicyUpdateInput = z.input<typeof policyUpdateSchema>;
export type PolicyUpdate = z.output<typeof policyUpdateSchema>;
export const policyListResponseSchema = z.object({ items: z.array(policySchema) });

// ---------------------------------------------------------------- negotiation log

/** A demand is what the firm asks; an offer is what the other side proposes (a counter-offer is the next demand). */
export const NEGOTIATION_KINDS = ['demand', 'offer'] as const;
export type NegotiationKind = (typeof NEGOTIATION_KINDS)[number];

export const negotiationSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  date: z.string(),
  kind: z.enum(NEGOTIATION_KINDS),
  amount: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
  /** A document of the same case (the letter, the offer email). */
  documentId: z.string().nullable(),
  /** Demands only: the day a time-limited demand expires; the case gets a deadline for it. */
  expiresOn: z.string().nullable(),
  /**
   * Offers only: the probability (0..1) that the final settlement exceeds this offer, from the case's
   * latest prediction (see chanceOfExceeding); null for demands and when the case has no prediction.
   */
  chanceOfBeatingOffer: z.number().min(0).max(1).nullable(),
  ...stamps,
});
export type Negotiation = z.infer<typeof negotiationSchema>;

const negotiationFields = {
  date: isoDateSchema('Date is required'),
  kind: z.enum(NEGOTIATION_KINDS, { error: enumMessage('Kind', NEGOTIATION_KINDS) }),
  amount: moneySchema({ message: 'Amount must be a non-negative amount' }),
  from: optionalTextSchema({ max: 200, tooLongMessage: 'From is too long' }),
  to: optionalTextSchema({ max: 200, tooLongMessage: 'To is too long' }),
  note: optionalTextSchema({ max: 2000, tooLongMessage: 'Note is too long' }),
  documentId: idField.nullable().optional(),
  expiresOn: optionalIsoDateSchema(),
};
export const DEMAND_EXPIRY_OFFER_MESSAGE = 'Only a demand can expire (expiresOn)';
export const DEMAND_EXPIRY_BEFORE_DATE_MESSAGE = 'A demand cannot expire before the day it was made (expiresOn)';

/** Why a negotiation entry's expiry is wrong (a message naming the field), or null: as it will be stored. */
export function checkDemandExpiry(entry: { kind: NegotiationKind; date: string; expiresOn?: string | null }): string | null {
  if (!entry.expiresOn) return null;
  if (entry.kind !== 'demand') return DEMAND_EXPIRY_OFFER_MESSAGE;
  return entry.expiresOn < entry.date ? DEMAND_EXPIRY_BEFORE_DATE_MESSAGE : null;
}

export const negotiationCreateSchema = z.object(negotiationFields);
export type NegotiationCreateInput = z.input<typeof negotiationCreateSchema>;
export type NegotiationCreate = z.output<typeof negotiationCreateSchema>;
export const negotiationUpdateSchema = z.object(negotiationFields).partial();
export type NegotiationUpdateInput = z.input<typeof negotiationUpdateSchema>;
export type NegotiationUpdate = z.output<typeof negotiationUpdateSchema>;
export const negotiationListResponseSchema = z.object({ items: z.array(negotiationSchema) });

// ---------------------------------------------------------------- case costs

export const expenseSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  date: z.string(),
  payee: z.string(),
  description: z.string().nullable(),
  amount: z.number(),
  /** Advanced by the firm and repaid from the settlement (true), or absorbed by the firm (false). */
  reimbursable: z.boolean(),
  ...stamps,
});
export type Expense = z.infer<typeof expenseSchema>;

const expenseFields = {
  date: isoDateSchema('Date is required'),
  payee: requiredTextSchema({ requiredMessage: 'Payee is required', max: 200, tooLongMessage: 'Payee is too long' }),
  description: optionalTextSchema({ max: 500, tooLongMessage: 'Description is too long' }),
  amount: moneySchema({ message: 'Amount must be a non-negative amount' }),
  reimbursable: z.boolean({ error: 'Reimbursable must be true or false' }),
};
/** A new cost; reimbursable by default. */
export const expenseCreateSchema = z.object({ ...expenseFields, reimbursable: expenseFields.reimbursable.default(true) });
export type ExpenseCreateInput = z.input<typeof expenseCreateSchema>;
export type ExpenseCreate = z.output<typeof expenseCreateSchema>;
export const expenseUpdateSchema = z.object(expenseFields).partial();
export type ExpenseUpdateInput = z.input<typeof expenseUpdateSchema>;
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;
export const expenseListResponseSchema = z.object({ items: z.array(expenseSchema) });

// ---------------------------------------------------------------- liens

export const LIEN_KINDS = ['medicare', 'medicaid', 'erisa', 'hospital', 'provider', 'other'] as const;
export type LienKind = (typeof LIEN_KINDS)[number];
export const LIEN_STATUSES = ['asserted', 'negotiating', 'final', 'paid', 'waived'] as const;
export type LienStatus = (typeof LIEN_STATUSES)[number];

export const lienSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  holder: z.string(),
  kind: z.enum(LIEN_KINDS),
  asserted: z.number(),
  negotiated: z.number().nullable(),
  final: z.number().nullable(),
  /** What the lien stands at: final, else negotiated, else asserted; 0 when waived. */
  amountDue: z.number(),
  status: z.enum(LIEN_STATUSES),
  reductionRequested: z.boolean(),
  reductionGranted: z.boolean(),
  notes: z.string().nullable(),
  ...stamps,
});
export type Lien = z.infer<typeof lienSchema>;

const lienFields = {
  holder: requiredTextSchema({ requiredMessage: 'Holder is required', max: 200, tooLongMessage: 'Holder is too long' }),
  kind: z.enum(LIEN_KINDS, { error: enumMessage('Kind', LIEN_KINDS) }),
  asserted: moneySchema({ message: 'Asserted must be a non-negative amount' }),
  negotiated: optionalAmountSchema('Negotiated must be a non-negative amount'),
  final: optionalAmountSchema('Final must be a non-negative amount'),
  status: z.enum(LIEN_STATUSES, { error: enumMessage('Status', LIEN_STATUSES) }),
  reductionRequested: z.boolean({ error: 'Reduction requested must be true or false' }),
  reductionGranted: z.boolean({ error: 'Reduction granted must be true or false' }),
  notes: NOTES,
};
/** A new lien: status asserted, no reduction requested or granted. */
export const lienCreateSchema = z.object({
  ...lienFields,
  status: lienFields.status.default('asserted'),
  reductionRequested: lienFields.reductionRequested.default(false),
  reductionGranted: lienFields.reductionGranted.default(false),
});
export type LienCreateInput = z.input<typeof lienCreateSchema>;
export type LienCreate = z.output<typeof lienCreateSchema>;
export const lienUpdateSchema = z.object(lienFields).partial();
export type LienUpdateInput = z.input<typeof lienUpdateSchema>;
export type LienUpdate = z.output<typeof lienUpdateSchema>;
export const lienListResponseSchema = z.object({ items: z.array(lienSchema) });

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
  notes: NOTES,
});
export type FeeAgreementInputValues = z.input<typeof feeAgreementInputSchema>;
export type FeeAgreementInput = z.output<typeof feeAgreementInputSchema>;
export const feeAgreementResponseSchema = z.object({ feeAgreement: feeAgreementSchema.nullable() });

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
