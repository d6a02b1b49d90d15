// The record kinds of a case's money: for each, its table and columns, and the API record it reads as
// (with what is computed on read: a bill's balance, a lien's amount due).
import {
  computeBillBalance,
  lienAmountDue,
  type Expense,
  type Lien,
  type LostWage,
  type MedicalBill,
  type Negotiation,
  type Policy,
  type Provider,
} from '@casecast/domain';
import type { ItemTable, StoredItem } from './repository.js';

const text = (column: string) => [column, 'value'] as const;
const date = (column: string) => [column, 'date'] as const;

export const providerTable: ItemTable<Exclude<keyof Provider, 'id' | 'caseId' | 'createdAt' | 'updatedAt'>> = {
  table: 'case_provider',
  columns: {
    name: text('name'),
    specialty: text('specialty'),
    contactName: text('contact_name'),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    address: text('address'),
    recordsStatus: text('records_status'),
    recordsRequestedOn: date('records_requested_on'),
    recordsReceivedOn: date('records_received_on'),
    recordsFollowUpOn: date('records_follow_up_on'),
    billsStatus: text('bills_status'),
    billsRequestedOn: date('bills_requested_on'),
    billsReceivedOn: date('bills_received_on'),
    billsFollowUpOn: date('bills_follow_up_on'),
    notes: text('notes'),
  },
  orderBy: ['created_at'],
};

export const medicalBillTable: ItemTable<Exclude<keyof MedicalBill, 'id' | 'caseId' | 'createdAt' | 'updatedAt' | 'balance'>> = {
  table: 'case_medical_bill',
  columns: {
    providerId: text('provider_id'),
    serviceFrom: date('service_from'),
    serviceTo: date('service_to'),
    cptCodes: text('cpt_codes'),
    description: text('description'),
    billed: text('billed'),
    paid: text('paid'),
    adjusted: text('adjusted'),
    payer: text('payer'),
    notes: text('notes'),
  },
  orderBy: ['service_from'],
};

export const lostWageTable: ItemTable<Exclude<keyof LostWage, 'id' | 'caseId' | 'createdAt' | 'updatedAt'>> = {
  table: 'case_lost_wage',
  columns: {
    employer: text('employer'),
    rate: text('rate'),
    rateUnit: text('rate_unit'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    amount: text('amount'),
    notes: text('notes'),
  },
  orderBy: ['created_at'],
};

export const policyTable: ItemTable<Exclude<keyof Policy, 'id' | 'caseId' | 'createdAt' | 'updatedAt'>> = {
  table: 'case_policy',
  columns: {
    partyId: text('party_id'),
    carrier: text('carrier'),
    kind: text('kind'),
    policyNumber: text('policy_number'),
    perPersonLimit: text('per_person_limit'),
    perAccidentLimit: text('per_accident_limit'),
    claimNumber: text('claim_number'),
    adjusterName: text('adjuster_name'),
    adjusterEmail: text('adjuster_email'),
    adjusterPhone: text('adjuster_phone'),
    policyLimitsRequestedOn: date('policy_limits_requested_on'),
    policyLimitsResponse: text('policy_limits_response'),
    notes: text('notes'),
  },
  orderBy: ['created_at'],
};

export const negotiationTable: ItemTable<Exclude<keyof Negotiation, 'id' | 'caseId' | 'createdAt' | 'updatedAt' | 'chanceOfBeatingOffer'>> =
  {
    table: 'case_negotiation',
    columns: {
      date: date('date'),
      kind: text('kind'),
      amount: text('amount'),
      from: text('from_party'),
      to: text('to_party'),
      note: text('note'),
      documentId: text('document_id'),
      expiresOn: date('expires_on'),
    },
    orderBy: ['date'],
  };

export const expenseTable: ItemTable<Exclude<keyof Expense, 'id' | 'caseId' | 'createdAt' | 'updatedAt'>> = {
  table: 'case_expense',
  columns: {
    date: date('date'),
    payee: text('payee'),
    description: text('description'),
    amount: text('amount'),
    reimbursable: text('reimbursable'),
  },
  orderBy: ['date'],
};

export const lienTable: ItemTable<Exclude<keyof Lien, 'id' | 'caseId' | 'createdAt' | 'updatedAt' | 'amountDue'>> = {
  table: 'case_lien',
  columns: {
    holder: text('holder'),
    kind: text('kind'),
    asserted: text('asserted'),
    negotiated: text('negotiated'),
    final: text('final'),
    status: text('status'),
    reductionRequested: text('reduction_requested'),
    reductionGranted: text('reduction_granted'),
    notes: text('notes'),
  },
  orderBy: ['created_at'],
};

// The stored record has exactly the fields of its table's map (the schema checked them on the way in).
export const toProvider = (item: StoredItem) => item as unknown as Provider;
export const toMedicalBill = (item: StoredItem): MedicalBill => {
  const bill = item as unknown as Omit<MedicalBill, 'balance'>;
  return { ...bill, cptCodes: bill.cptCodes ?? [], balance: computeBillBalance(bill) };
};
export const toLostWage = (item: StoredItem) => item as unknown as LostWage;
export const toPolicy = (item: StoredItem) => item as unknown as Policy;
export const toNegotiation = (item: StoredItem): Negotiation => ({
  ...(item as unknown as Omit<Negotiation, 'chanceOfBeatingOffer'>),
  chanceOfBeatingOffer: null,
});
export const toExpense = (item: StoredItem) => item as unknown as Expense;
export const toLien = (item: StoredItem): Lien => {
  const lien = item as unknown as Omit<Lien, 'amountDue'>;
  return { ...lien, amountDue: lienAmountDue(lien) };
};
