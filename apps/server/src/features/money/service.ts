// Money use cases: list, add, change and remove a case's providers, bills, lost wages, policies,
// negotiations, costs and liens (each kind defined once in packages/domain and served by the records
// feature; what needs other records — a bill's provider, a policy's party — is checked here), the fee
// agreement, and the financial totals.
import {
  INTAKE_BILL_NOTE,
  computeBillBalance,
  lienAmountDue,
  planIntakeBills,
  providerKey,
  resolveCaseMoney,
  type CaseMoney,
  type IntakeTreatment,
  ONE_THIRD,
  chanceOfExceeding,
  computeFinancials,
  expenseKind,
  lienKind,
  lostWageKind,
  medicalBillKind,
  negotiationKind,
  policyKind,
  providerKind,
  type Expense,
  type ExpenseCreate,
  type ExpenseUpdate,
  type FeeAgreement,
  type FeeAgreementSignature,
  type FeeAgreementInput,
  type FeePercent,
  type Financials,
  type Lien,
  type LienCreate,
  type LienUpdate,
  type LostWage,
  type LostWageCreate,
  type LostWageUpdate,
  type MedicalBill,
  type MedicalBillCreate,
  type MedicalBillUpdate,
  type Negotiation,
  type NegotiationCreate,
  type NegotiationUpdate,
  type Policy,
  type PolicyCreate,
  type PolicyUpdate,
  type Provider,
  type ProviderCreate,
  type ProviderUpdate,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { AppError, fieldError } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import { syncDemandExpiryDeadline } from '../deadlines/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { assertContactOfFirm } from '../contacts/service.js';
import { recordOperations } from '../records/service.js';
import * as repo from './repository.js';

/** A case kind's hooks always run with its case id. */
function onCase(caseId: string | null): string {
  if (caseId === null) throw caseNotFound();
  return caseId;
}

export const providers = recordOperations<Provider, ProviderCreate, ProviderUpdate>(providerKind, {
  check: (trx, actor, _caseId, next) => assertContactOfFirm(trx, actor, next.contactId),
  async checkDelete(trx, actor, caseId, record) {
    const bills = await repo.countProviderBills(trx, actor.firmId, onCase(caseId), record.id);
    if (bills > 0)
      throw new AppError(
        409,
        'CONFLICT',
        `This provider has ${bills} medical bill${bills === 1 ? '' : 's'}: remove ${bills === 1 ? 'it' : 'them'} first`,
      );
  },
});

export const medicalBills = recordOperations<MedicalBill, MedicalBillCreate, MedicalBillUpdate>(medicalBillKind, {
  read: (stored) => {
    const bill = stored as unknown as Omit<MedicalBill, 'balance'>;
    return { ...bill, cptCodes: bill.cptCodes ?? [], balance: computeBillBalance(bill) };
  },
  async check(trx, actor, caseId, next) {
    if (!(await repo.providerOnCase(trx, actor.firmId, onCase(caseId), next.providerId)))
      throw fieldError('providerId', 'Provider not found on this case');
  },
});

export const lostWages = recordOperations<LostWage, LostWageCreate, LostWageUpdate>(lostWageKind);

export const policies = recordOperations<Policy, PolicyCreate, PolicyUpdate>(policyKind, {
  async check(trx, actor, caseId, next) {
    if (!(await repo.findPartyRole(trx, actor.firmId, onCase(caseId), next.partyId)))
      throw fieldError('partyId', 'Party not found on this case');
    await assertContactOfFirm(trx, actor, next.contactId);
  },
});

export const expenses = recordOperations<Expense, ExpenseCreate, ExpenseUpdate>(expenseKind);

export const liens = recordOperations<Lien, LienCreate, LienUpdate>(lienKind, {
  read: (stored) => {
    const lien = stored as unknown as Omit<Lien, 'amountDue'>;
    return { ...lien, amountDue: lienAmountDue(lien) };
  },
});

const negotiationOperations = recordOperations<Negotiation, NegotiationCreate, NegotiationUpdate>(negotiationKind, {
  read: (stored) => ({ ...(stored as unknown as Omit<Negotiation, 'chanceOfBeatingOffer'>), chanceOfBeatingOffer: null }),
  async check(trx, actor, caseId, next) {
    if (next.documentId && !(await repo.documentBelongsToCase(trx, actor.firmId, onCase(caseId), next.documentId)))
      throw fieldError('documentId', 'Document not found on this case');
  },
  // A time-limited demand keeps a deadline on the case for its expiry.
  follow: (trx, actor, caseId, id, entry) =>
    syncDemandExpiryDeadline(trx, actor, onCase(caseId), id, entry && entry.kind === 'demand' ? entry : null),
});

/** Each offer carries the chance, under the case's latest prediction, that the final settlement exceeds it. */
export const negotiations = {
  ...negotiationOperations,
  async list(db: CaseDb, actor: Actor, caseId: string | null): Promise<Negotiation[]> {
    const [entries, prediction] = await Promise.all([
      negotiationOperations.list(db, actor, caseId),
      repo.findLatestPredictedValue(db, actor.firmId, onCase(caseId)),
    ]);
    return entries.map((entry) => ({
      ...entry,
      chanceOfBeatingOffer: entry.kind === 'offer' && prediction ? chanceOfExceeding(prediction, entry.amount) : null,
    }));
  },
};

/** The case row is locked first, so one case's money changes (and the totals read with them) go one at a time. */
async function lockCase(trx: CaseDb, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
}

async function requireCaseExists(db: CaseDb, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
}

/**
 * Before a party is removed (its policies go with it, by the database's cascade): one history entry per
 * policy, in the removal's transaction, so the case history says what went.
 */
export async function recordPartyPoliciesRemoved(trx: CaseDb, actor: Actor, caseId: string, partyId: string): Promise<number> {
  const partyPolicies = (await policies.read(trx, actor.firmId, caseId)).filter((policy) => policy.partyId === partyId);
  for (const policy of partyPolicies)
    await audit.recordChange(trx, actor, { caseId, entityType: 'policy', entityId: policy.id, before: { ...policy }, after: null });
  return partyPolicies.length;
}

/**
 * The treatments typed with a cost in the new-case wizard as providers and bills, in the creating transaction: one
 * provider per facility (an existing provider of the case with the same name, in any case, is reused) and one bill per
 * treatment with a cost, each audited as if added on the Medical tab (planIntakeBills, docs/money.md).
 */
export async function createIntakeBills(
  trx: CaseDb,
  actor: Actor,
  caseId: string,
  treatments: ReadonlyArray<IntakeTreatment>,
  fallbackServiceDate: string,
): Promise<void> {
  const existing = await providers.read(trx, actor.firmId, caseId);
  const plan = planIntakeBills({ treatments, existingProviderNames: existing.map((provider) => provider.name), fallbackServiceDate });
  if (plan.bills.length === 0) return;
  const providerIds = new Map(existing.map((provider) => [providerKey(provider.name), provider.id]));
  // One millisecond apart, so the lists keep the order the treatments were typed in.
  const start = Date.now();
  const createdAt = (index: number) => new Date(start + index);
  for (const [index, name] of plan.newProviders.entries()) {
    const created = await providers.insert(trx, actor, caseId, providerKind.createSchema.parse({ name }), createdAt(index));
    providerIds.set(providerKey(name), created.id);
  }
  for (const [index, bill] of plan.bills.entries()) {
    const providerId = providerIds.get(providerKey(bill.providerName));
    if (!providerId) throw new AppError(500, 'NO_DATA_RETURNED', 'The provider of an intake bill was not saved');
    await medicalBills.insert(
      trx,
      actor,
      caseId,
      medicalBillKind.createSchema.parse({
        providerId,
        serviceFrom: bill.serviceFrom,
        serviceTo: bill.serviceTo,
        billed: bill.billed,
        description: bill.description,
        notes: INTAKE_BILL_NOTE,
      }),
      createdAt(index),
    );
  }
}

/**
 * The case's medical costs and lost wages as the case page, the prediction and the demand letter state them: its bills
 * and lost-wage entries when it has any, else the figures typed on the case (resolveCaseMoney). The caller has found the case.
 */
export async function getCaseMoney(
  db: CaseDb,
  firmId: string,
  found: { id: string; medicalCosts: number | null; lostWages: number | null },
): Promise<CaseMoney> {
  const [bills, wages] = await Promise.all([medicalBills.read(db, firmId, found.id), lostWages.read(db, firmId, found.id)]);
  return resolveCaseMoney({
    caseMedicalCosts: found.medicalCosts,
    caseLostWages: found.lostWages,
    bills,
    lostWages: wages,
  });
}

/** The case's demands and offers for its timeline (the caller has found the case). */
export async function listNegotiationsForTimeline(db: CaseDb, firmId: string, caseId: string): Promise<Negotiation[]> {
  return negotiationOperations.read(db, firmId, caseId);
}

// ---------------------------------------------------------------- fee agreement

const toStoredPercent = (percent: FeePercent) =>
  percent === ONE_THIRD ? { value: 33.3333, oneThird: true } : { value: percent, oneThird: false };

function toFeeAgreement(row: repo.FeeAgreementRow): FeeAgreement {
  return {
    caseId: row.caseId,
    percent: row.percentIsOneThird ? ONE_THIRD : row.percent,
    litigationPercent: row.litigationPercent == null ? null : row.litigationPercentIsOneThird ? ONE_THIRD : row.litigationPercent,
    basis: row.basis as FeeAgreement['basis'],
    notes: row.notes,
    updatedAt: row.updatedAt,
  };
}

export async function getFeeAgreement(db: CaseDb, actor: Actor, caseId: string): Promise<FeeAgreement | null> {
  await requireCaseExists(db, actor, caseId);
  const row = await repo.findFeeAgreement(db, actor.firmId, caseId);
  return row ? toFeeAgreement(row) : null;
}

/** When the case's retainer or fee agreement was signed electronically, if it was (the signed copy, while it is kept). */
export async function getFeeAgreementSignature(db: CaseDb, actor: Actor, caseId: string): Promise<FeeAgreementSignature | null> {
  const row = await repo.findFeeAgreementSignature(db, actor.firmId, caseId);
  if (!row?.signedAt) return null;
  return {
    signedAt: row.signedAt.toISOString(),
    documentId: row.signedName === null ? null : row.documentId,
    documentName: row.signedName ?? row.sentName,
  };
}

export async function putFeeAgreement(
  db: Kysely<CaseDatabase>,
  actor: Actor,
  caseId: string,
  input: FeeAgreementInput,
): Promise<FeeAgreement> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const beforeRow = await repo.findFeeAgreement(trx, actor.firmId, caseId);
    const percent = toStoredPercent(input.percent);
    const litigation = input.litigationPercent == null ? null : toStoredPercent(input.litigationPercent);
    await repo.upsertFeeAgreement(trx, actor.firmId, caseId, {
      percent: percent.value,
      percentIsOneThird: percent.oneThird,
      litigationPercent: litigation?.value ?? null,
      litigationPercentIsOneThird: litigation?.oneThird ?? false,
      basis: input.basis,
      notes: input.notes ?? null,
    });
    const afterRow = await repo.findFeeAgreement(trx, actor.firmId, caseId);
    if (!afterRow) throw caseNotFound();
    const after = toFeeAgreement(afterRow);
    const snapshot = ({ percent: p, litigationPercent, basis, notes }: FeeAgreement) => ({ percent: p, litigationPercent, basis, notes });
    await audit.recordChange(trx, actor, {
      caseId,
      entityType: 'fee_agreement',
      entityId: caseId,
      before: beforeRow ? snapshot(toFeeAgreement(beforeRow)) : null,
      after: snapshot(after),
    });
    return after;
  });
}

// ---------------------------------------------------------------- totals

export async function getFinancials(db: CaseDb, actor: Actor, caseId: string): Promise<Financials> {
  await requireCaseExists(db, actor, caseId);
  const [bills, wages, costs, caseLiens, entries] = await Promise.all([
    medicalBills.read(db, actor.firmId, caseId),
    lostWages.read(db, actor.firmId, caseId),
    expenses.read(db, actor.firmId, caseId),
    liens.read(db, actor.firmId, caseId),
    negotiationOperations.read(db, actor.firmId, caseId),
  ]);
  return computeFinancials({ bills, lostWages: wages, expenses: costs, liens: caseLiens, negotiations: entries });
}
