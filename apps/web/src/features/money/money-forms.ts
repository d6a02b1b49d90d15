// The money forms' schemas: the domain's create schemas, with amounts read from text boxes ('12,500.50') and the
// cross-field rules the server applies (paid + adjusted ≤ billed, dates in order) checked before sending.
import { z } from 'zod';
import {
  expenseCreateSchema,
  FEE_BASES,
  feeAgreementInputSchema,
  lienCreateSchema,
  lostWageCreateSchema,
  medicalBillCreateSchema,
  lostWageKind,
  medicalBillKind,
  negotiationKind,
  policyKind,
  negotiationCreateSchema,
  ONE_THIRD,
  policyCreateSchema,
  providerCreateSchema,
  type Expense,
  type FeeAgreement,
  type FeePercent,
  type Lien,
  type LostWage,
  type MedicalBill,
  type Negotiation,
  type Policy,
  type Provider,
} from '@casecast/domain';
import { checkWith, recordChecks } from '../../lib/record-form';
import { moneyText, moneyToText } from '../../lib/money-input';

// ------------------------------------------------------------------ providers

export const providerFormSchema = providerCreateSchema;
export type ProviderFormValues = z.input<typeof providerFormSchema>;
export function toProviderForm(provider?: Provider): ProviderFormValues {
  return {
    name: provider?.name ?? '',
    specialty: provider?.specialty ?? '',
    contactName: provider?.contactName ?? '',
    phone: provider?.phone ?? '',
    fax: provider?.fax ?? '',
    email: provider?.email ?? '',
    address: provider?.address ?? '',
    recordsStatus: provider?.recordsStatus ?? 'not_requested',
    recordsRequestedOn: provider?.recordsRequestedOn ?? '',
    recordsReceivedOn: provider?.recordsReceivedOn ?? '',
    recordsFollowUpOn: provider?.recordsFollowUpOn ?? '',
    billsStatus: provider?.billsStatus ?? 'not_requested',
    billsRequestedOn: provider?.billsRequestedOn ?? '',
    billsReceivedOn: provider?.billsReceivedOn ?? '',
    billsFollowUpOn: provider?.billsFollowUpOn ?? '',
    notes: provider?.notes ?? '',
    contactId: provider?.contactId ?? null,
  };
}

// ------------------------------------------------------------------ medical bills

/** CPT codes typed as '99213, 97110' (commas or spaces). */
const cptCodesText = z
  .string()
  .transform((text) => text.split(/[\s,;]+/).filter((code) => code !== ''))
  .pipe(medicalBillCreateSchema.shape.cptCodes.unwrap());

export const billFormSchema = medicalBillCreateSchema
  .extend({
    billed: moneyText(medicalBillCreateSchema.shape.billed),
    paid: moneyText(medicalBillCreateSchema.shape.paid),
    adjusted: moneyText(medicalBillCreateSchema.shape.adjusted),
    cptCodes: cptCodesText,
  })
  .superRefine(recordChecks(medicalBillKind.check));
export type BillFormValues = z.input<typeof billFormSchema>;
export function toBillForm(bill: MedicalBill | undefined, providerId: string): BillFormValues {
  return {
    providerId: bill?.providerId ?? providerId,
    serviceFrom: bill?.serviceFrom ?? '',
    serviceTo: bill?.serviceTo ?? '',
    cptCodes: bill?.cptCodes.join(', ') ?? '',
    description: bill?.description ?? '',
    billed: moneyToText(bill?.billed),
    paid: moneyToText(bill?.paid),
    adjusted: moneyToText(bill?.adjusted),
    payer: bill?.payer ?? 'unpaid',
    notes: bill?.notes ?? '',
  };
}

// ------------------------------------------------------------------ lost wages

/** '' in the rate-unit select means none. */
const optionalChoice = <T extends z.ZodType>(field: T) =>
  z.string().transform((value, ctx) => checkWith(field, value === '' ? null : value, ctx));

export const lostWageFormSchema = lostWageCreateSchema
  .extend({
    rate: moneyText(lostWageCreateSchema.shape.rate, { empty: null }),
    rateUnit: optionalChoice(lostWageCreateSchema.shape.rateUnit),
    amount: moneyText(lostWageCreateSchema.shape.amount),
  })
  .superRefine(recordChecks(lostWageKind.check));
export type LostWageFormValues = z.input<typeof lostWageFormSchema>;
export function toLostWageForm(wage?: LostWage): LostWageFormValues {
  return {
    employer: wage?.employer ?? '',
    rate: moneyToText(wage?.rate),
    rateUnit: wage?.rateUnit ?? '',
    periodFrom: wage?.periodFrom ?? '',
    periodTo: wage?.periodTo ?? '',
    amount: moneyToText(wage?.amount),
    notes: wage?.notes ?? '',
  };
}

// ------------------------------------------------------------------ policies

export const policyFormSchema = policyCreateSchema
  .extend({
    perPersonLimit: moneyText(policyCreateSchema.shape.perPersonLimit, { empty: null }),
    perAccidentLimit: moneyText(policyCreateSchema.shape.perAccidentLimit, { empty: null }),
  })
  .superRefine(recordChecks(policyKind.check));
export type PolicyFormValues = z.input<typeof policyFormSchema>;
export function toPolicyForm(policy: Policy | undefined, partyId: string): PolicyFormValues {
  return {
    partyId: policy?.partyId ?? partyId,
    carrier: policy?.carrier ?? '',
    kind: policy?.kind ?? 'bodily_injury',
    policyNumber: policy?.policyNumber ?? '',
    perPersonLimit: moneyToText(policy?.perPersonLimit),
    perAccidentLimit: moneyToText(policy?.perAccidentLimit),
    claimNumber: policy?.claimNumber ?? '',
    adjusterName: policy?.adjusterName ?? '',
    adjusterEmail: policy?.adjusterEmail ?? '',
    adjusterPhone: policy?.adjusterPhone ?? '',
    policyLimitsRequestedOn: policy?.policyLimitsRequestedOn ?? '',
    policyLimitsResponse: policy?.policyLimitsResponse ?? '',
    notes: policy?.notes ?? '',
    contactId: policy?.contactId ?? null,
  };
}

// ------------------------------------------------------------------ negotiations

export const negotiationFormSchema = negotiationCreateSchema
  .extend({
    amount: moneyText(negotiationCreateSchema.shape.amount),
    documentId: optionalChoice(negotiationCreateSchema.shape.documentId),
  })
  .superRefine((entry, context) => {
    // An offer's form hides the expiry field, so a date typed for a demand is dropped rather than refused.
    for (const issue of negotiationKind.check({ ...entry, expiresOn: entry.kind === 'demand' ? entry.expiresOn : null }))
      context.addIssue({ code: 'custom', message: issue.message.replace(/ \(expiresOn\)$/, ''), path: [issue.path] });
  })
  .transform((entry) => (entry.kind === 'demand' ? entry : { ...entry, expiresOn: null }));
export type NegotiationFormValues = z.input<typeof negotiationFormSchema>;
export function toNegotiationForm(entry: Negotiation | undefined, today: string): NegotiationFormValues {
  return {
    date: entry?.date ?? today,
    kind: entry?.kind ?? 'demand',
    amount: moneyToText(entry?.amount),
    from: entry?.from ?? '',
    to: entry?.to ?? '',
    note: entry?.note ?? '',
    documentId: entry?.documentId ?? '',
    expiresOn: entry?.expiresOn ?? '',
  };
}

// ------------------------------------------------------------------ costs

export const expenseFormSchema = expenseCreateSchema.extend({ amount: moneyText(expenseCreateSchema.shape.amount) });
export type ExpenseFormValues = z.input<typeof expenseFormSchema>;
export function toExpenseForm(expense: Expense | undefined, today: string): ExpenseFormValues {
  return {
    date: expense?.date ?? today,
    payee: expense?.payee ?? '',
    description: expense?.description ?? '',
    amount: moneyToText(expense?.amount),
    reimbursable: expense?.reimbursable ?? true,
  };
}

// ------------------------------------------------------------------ liens

export const lienFormSchema = lienCreateSchema.extend({
  asserted: moneyText(lienCreateSchema.shape.asserted),
  negotiated: moneyText(lienCreateSchema.shape.negotiated, { empty: null }),
  final: moneyText(lienCreateSchema.shape.final, { empty: null }),
});
export type LienFormValues = z.input<typeof lienFormSchema>;
export function toLienForm(lien?: Lien): LienFormValues {
  return {
    holder: lien?.holder ?? '',
    kind: lien?.kind ?? 'medicare',
    asserted: moneyToText(lien?.asserted),
    negotiated: moneyToText(lien?.negotiated),
    final: moneyToText(lien?.final),
    status: lien?.status ?? 'asserted',
    reductionRequested: lien?.reductionRequested ?? false,
    reductionGranted: lien?.reductionGranted ?? false,
    notes: lien?.notes ?? '',
  };
}

// ------------------------------------------------------------------ fee agreement

export const FEE_PERCENT_FORM_MESSAGE = 'Enter a percent from 0 to 100 with at most 4 decimals, e.g. 33⅓ or 40';

/** '33⅓', '33 1/3', '1/3' or 'one third' is exactly a third; '40' or '40%' is 40. */
export function parseFeePercent(text: string): FeePercent | null {
  const cleaned = text.trim().replace(/%$/, '').trim().toLowerCase();
  if (cleaned === '') return null;
  if (/^(33\s*(⅓|1\/3)|1\/3|one[\s_]third)$/.test(cleaned)) return ONE_THIRD;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The percent typed, checked by the domain's fee percent; empty is null (the caller decides whether that is allowed). */
function readFeePercent(text: string, ctx: z.RefinementCtx): FeePercent | null {
  const value = parseFeePercent(text);
  if (value === null) return null;
  const parsed = feeAgreementInputSchema.shape.percent.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: FEE_PERCENT_FORM_MESSAGE });
  return z.NEVER;
}

const requiredFeePercentText = z.string().transform((text, ctx): FeePercent => {
  const value = readFeePercent(text, ctx);
  if (value !== null) return value;
  ctx.addIssue({ code: 'custom', message: 'Fee percent is required' });
  return z.NEVER;
});
const optionalFeePercentText = z.string().transform((text, ctx) => readFeePercent(text, ctx));

export const feeAgreementFormSchema = feeAgreementInputSchema.extend({
  percent: requiredFeePercentText,
  litigationPercent: optionalFeePercentText,
  basis: z.enum(FEE_BASES, { error: 'Choose what the fee is computed on' }),
});
export type FeeAgreementFormValues = z.input<typeof feeAgreementFormSchema>;

const percentToText = (percent: FeePercent | null | undefined) => (percent == null ? '' : percent === ONE_THIRD ? '33⅓' : String(percent));
export function toFeeAgreementForm(agreement: FeeAgreement | null | undefined): FeeAgreementFormValues {
  return {
    percent: agreement ? percentToText(agreement.percent) : '33⅓',
    litigationPercent: percentToText(agreement?.litigationPercent),
    basis: agreement?.basis ?? 'gross',
    notes: agreement?.notes ?? '',
  };
}
