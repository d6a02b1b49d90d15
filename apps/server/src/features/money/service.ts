// Money use cases: list, add, change and remove a case's providers, bills, lost wages, policies,
// negotiations, costs and liens (each change audited in its transaction), the fee agreement, and
// the financial totals. Each kind is one table through the same four operations; what differs
// (checks across records, computed fields) is in its Kind.
import {
  BILL_OVERPAID_MESSAGE,
  INTAKE_BILL_NOTE,
  medicalBillCreateSchema,
  planIntakeBills,
  providerCreateSchema,
  providerKey,
  resolveCaseMoney,
  type CaseMoney,
  type IntakeTreatment,
  ONE_THIRD,
  POLICY_LIMITS_MESSAGE,
  SERVICE_DATES_MESSAGE,
  WAGE_PERIOD_MESSAGE,
  chanceOfExceeding,
  checkDemandExpiry,
  computeFinancials,
  toCents,
  type AuditEntityType,
  type Expense,
  type ExpenseCreate,
  type ExpenseUpdate,
  type FeeAgreement,
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
import { AppError, badRequest, notFound } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import { syncDemandExpiryDeadline } from '../deadlines/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import * as items from './items.js';
import * as repo from './repository.js';
import type { ItemTable, StoredItem } from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';

type Entity = { id: string; caseId: string; updatedAt: string };

/** One record kind of a case's money. */
type Kind<E extends Entity, Field extends string> = {
  table: ItemTable<Field>;
  entityType: AuditEntityType;
  notFoundMessage: string;
  read: (item: StoredItem) => E;
  /** Checks the record as it will be stored (the change over what was there) against the case's other records. */
  check?: (trx: CaseDb, actor: Actor, caseId: string, next: E) => Promise<void>;
  /** Refuses a removal that would leave other records dangling. */
  checkDelete?: (trx: CaseDb, actor: Actor, caseId: string, record: E) => Promise<void>;
  /** Keeps records that follow this one in step, in the same transaction: after a save (the record) or before a removal (null). */
  follow?: (trx: CaseDb, actor: Actor, caseId: string, id: string, record: E | null) => Promise<void>;
};

const validation = (message: string) => badRequest(message, 'VALIDATION_ERROR');

const providerKind: Kind<Provider, keyof typeof items.providerTable.columns> = {
  table: items.providerTable,
  entityType: 'provider',
  notFoundMessage: 'Provider not found',
  read: items.toProvider,
  async checkDelete(trx, actor, caseId, record) {
    const bills = await repo.countProviderBills(trx, actor.firmId, caseId, record.id);
    if (bills > 0)
      throw new AppError(
        409,
        'CONFLICT',
        `This provider has ${bills} medical bill${bills === 1 ? '' : 's'}: remove ${bills === 1 ? 'it' : 'them'} first`,
      );
  },
};

const medicalBillKind: Kind<MedicalBill, keyof typeof items.medicalBillTable.columns> = {
  table: items.medicalBillTable,
  entityType: 'medical_bill',
  notFoundMessage: 'Medical bill not found',
  read: items.toMedicalBill,
  async check(trx, actor, caseId, next) {
    if (!(await repo.findItem(trx, items.providerTable, actor.firmId, caseId, next.providerId)))
      throw validation('Provider not found on this case (providerId)');
    if (toCents(next.paid) + toCents(next.adjusted) > toCents(next.billed)) throw validation(BILL_OVERPAID_MESSAGE);
    if (next.serviceTo && next.serviceTo < next.serviceFrom) throw validation(SERVICE_DATES_MESSAGE);
  },
};

const lostWageKind: Kind<LostWage, keyof typeof items.lostWageTable.columns> = {
  table: items.lostWageTable,
  entityType: 'lost_wage',
  notFoundMessage: 'Lost-wage entry not found',
  read: items.toLostWage,
  async check(_trx, _actor, _caseId, next) {
    if (next.periodFrom && next.periodTo && next.periodTo < next.periodFrom) throw validation(WAGE_PERIOD_MESSAGE);
  },
};

const policyKind: Kind<Policy, keyof typeof items.policyTable.columns> = {
  table: items.policyTable,
  entityType: 'policy',
  notFoundMessage: 'Policy not found',
  read: items.toPolicy,
  async check(trx, actor, caseId, next) {
    if (!(await repo.findPartyRole(trx, actor.firmId, caseId, next.partyId))) throw validation('Party not found on this case (partyId)');
    if (next.perPersonLimit != null && next.perAccidentLimit != null && toCents(next.perPersonLimit) > toCents(next.perAccidentLimit))
      throw validation(POLICY_LIMITS_MESSAGE);
  },
};

const negotiationKind: Kind<Negotiation, keyof typeof items.negotiationTable.columns> = {
  table: items.negotiationTable,
  entityType: 'negotiation',
  notFoundMessage: 'Negotiation entry not found',
  read: items.toNegotiation,
  async check(trx, actor, caseId, next) {
    const expiry = checkDemandExpiry(next);
    if (expiry) throw validation(expiry);
    if (next.documentId && !(await repo.documentBelongsToCase(trx, actor.firmId, caseId, next.documentId)))
      throw validation('Document not found on this case (documentId)');
  },
  // A time-limited demand keeps a deadline on the case for its expiry.
  follow: (trx, actor, caseId, id, entry) =>
    syncDemandExpiryDeadline(trx, actor, caseId, id, entry && entry.kind === 'demand' ? entry : null),
};

const expenseKind: Kind<Expense, keyof typeof items.expenseTable.columns> = {
  table: items.expenseTable,
  entityType: 'expense',
  notFoundMessage: 'Case cost not found',
  read: items.toExpense,
};

const lienKind: Kind<Lien, keyof typeof items.lienTable.columns> = {
  table: items.lienTable,
  entityType: 'lien',
  notFoundMessage: 'Lien not found',
  read: items.toLien,
};

/** The case row is locked first, so one case's money changes (and the totals read with them) go one at a time. */
async function lockCase(trx: CaseDb, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
}

async function requireCaseExists(db: CaseDb, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
}

/** What the audit entry shows: the API record without what is computed on read. */
function auditSnapshot(record: Record<string, unknown>): Record<string, unknown> {
  const { balance: _balance, amountDue: _amountDue, chanceOfBeatingOffer: _chance, ...rest } = record;
  return rest;
}

async function listKind<E extends Entity, F extends string>(db: CaseDb, actor: Actor, caseId: string, kind: Kind<E, F>): Promise<E[]> {
  await requireCaseExists(db, actor, caseId);
  return (await repo.listItems(db, kind.table, actor.firmId, caseId)).map(kind.read);
}

async function createKind<E extends Entity, F extends string>(
  db: Kysely<CaseDatabase>,
  actor: Actor,
  caseId: string,
  kind: Kind<E, F>,
  input: Partial<Record<F, unknown>>,
): Promise<E> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    return insertKind(trx, actor, caseId, kind, input);
  });
}

/** Adds one record in the caller's transaction (the case row locked, or created in it), checked and audited. */
async function insertKind<E extends Entity, F extends string>(
  trx: CaseDb,
  actor: Actor,
  caseId: string,
  kind: Kind<E, F>,
  input: Partial<Record<F, unknown>>,
  createdAt?: Date,
): Promise<E> {
  if (kind.check) await kind.check(trx, actor, caseId, { ...input, id: '', caseId } as unknown as E);
  const id = await repo.insertItem(trx, kind.table, actor.firmId, caseId, input, createdAt);
  const stored = await repo.findItem(trx, kind.table, actor.firmId, caseId, id);
  if (!stored) throw notFound(kind.notFoundMessage);
  const created = kind.read(stored);
  await audit.recordChange(trx, actor, {
    caseId,
    entityType: kind.entityType,
    entityId: id,
    before: null,
    after: auditSnapshot(created),
  });
  if (kind.follow) await kind.follow(trx, actor, caseId, id, created);
  return created;
}

async function updateKind<E extends Entity, F extends string>(
  db: Kysely<CaseDatabase>,
  actor: Actor,
  caseId: string,
  kind: Kind<E, F>,
  id: string,
  patch: Partial<Record<F, unknown>>,
  ifMatch: IfMatch,
): Promise<E> {
  return db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const stored = await repo.findItem(trx, kind.table, actor.firmId, caseId, id);
    if (!stored) throw notFound(kind.notFoundMessage);
    const before = kind.read(stored);
    assertUnchanged(ifMatch, before);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (kind.check) await kind.check(trx, actor, caseId, { ...before, ...changes });
    await repo.updateItem(trx, kind.table, actor.firmId, caseId, id, patch);
    const storedAfter = await repo.findItem(trx, kind.table, actor.firmId, caseId, id);
    if (!storedAfter) throw notFound(kind.notFoundMessage);
    const after = kind.read(storedAfter);
    const touched = Object.fromEntries(Object.keys(changes).map((key) => [key, (after as Record<string, unknown>)[key]]));
    await audit.recordChange(trx, actor, {
      caseId,
      entityType: kind.entityType,
      entityId: id,
      before: auditSnapshot(before),
      after: touched,
    });
    if (kind.follow) await kind.follow(trx, actor, caseId, id, after);
    return after;
  });
}

async function deleteKind<E extends Entity, F extends string>(
  db: Kysely<CaseDatabase>,
  actor: Actor,
  caseId: string,
  kind: Kind<E, F>,
  id: string,
  ifMatch: IfMatch,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCase(trx, actor, caseId);
    const stored = await repo.findItem(trx, kind.table, actor.firmId, caseId, id);
    if (!stored) throw notFound(kind.notFoundMessage);
    const before = kind.read(stored);
    assertUnchanged(ifMatch, before);
    if (kind.checkDelete) await kind.checkDelete(trx, actor, caseId, before);
    if (kind.follow) await kind.follow(trx, actor, caseId, id, null);
    await repo.deleteItem(trx, kind.table, actor.firmId, caseId, id);
    await audit.recordChange(trx, actor, { caseId, entityType: kind.entityType, entityId: id, before: auditSnapshot(before), after: null });
  });
}

/** The four operations of one kind, as the routes call them. */
function operations<E extends Entity, F extends string, Create, Update>(kind: Kind<E, F>) {
  return {
    list: (db: CaseDb, actor: Actor, caseId: string) => listKind(db, actor, caseId, kind),
    create: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string, input: Create) =>
      createKind(db, actor, caseId, kind, input as Partial<Record<F, unknown>>),
    update: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string, id: string, patch: Update, ifMatch?: IfMatch) =>
      updateKind(db, actor, caseId, kind, id, patch as Partial<Record<F, unknown>>, ifMatch),
    remove: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string, id: string, ifMatch?: IfMatch) =>
      deleteKind(db, actor, caseId, kind, id, ifMatch),
  };
}

export const providers = operations<Provider, keyof typeof items.providerTable.columns, ProviderCreate, ProviderUpdate>(providerKind);
export const medicalBills = operations<MedicalBill, keyof typeof items.medicalBillTable.columns, MedicalBillCreate, MedicalBillUpdate>(
  medicalBillKind,
);
export const lostWages = operations<LostWage, keyof typeof items.lostWageTable.columns, LostWageCreate, LostWageUpdate>(lostWageKind);
export const policies = operations<Policy, keyof typeof items.policyTable.columns, PolicyCreate, PolicyUpdate>(policyKind);
export const expenses = operations<Expense, keyof typeof items.expenseTable.columns, ExpenseCreate, ExpenseUpdate>(expenseKind);
export const liens = operations<Lien, keyof typeof items.lienTable.columns, LienCreate, LienUpdate>(lienKind);
const negotiationOperations = operations<Negotiation, keyof typeof items.negotiationTable.columns, NegotiationCreate, NegotiationUpdate>(
  negotiationKind,
);

/** Each offer carries the chance, under the case's latest prediction, that the final settlement exceeds it. */
export const negotiations = {
  ...negotiationOperations,
  async list(db: CaseDb, actor: Actor, caseId: string): Promise<Negotiation[]> {
    const [entries, prediction] = await Promise.all([
      negotiationOperations.list(db, actor, caseId),
      repo.findLatestPredictedValue(db, actor.firmId, caseId),
    ]);
    return entries.map((entry) => ({
      ...entry,
      chanceOfBeatingOffer: entry.kind === 'offer' && prediction ? chanceOfExceeding(prediction, entry.amount) : null,
    }));
  },
};

/**
 * Before a party is removed (its policies go with it, by the database's cascade): one history entry per
 * policy, in the removal's transaction, so the case history says what went.
 */
export async function recordPartyPoliciesRemoved(trx: CaseDb, actor: Actor, caseId: string, partyId: string): Promise<number> {
  const partyPolicies = (await repo.listItems(trx, items.policyTable, actor.firmId, caseId))
    .map(items.toPolicy)
    .filter((policy) => policy.partyId === partyId);
  for (const policy of partyPolicies)
    await audit.recordChange(trx, actor, { caseId, entityType: 'policy', entityId: policy.id, before: auditSnapshot(policy), after: null });
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
  const existing = (await repo.listItems(trx, items.providerTable, actor.firmId, caseId)).map(items.toProvider);
  const plan = planIntakeBills({ treatments, existingProviderNames: existing.map((provider) => provider.name), fallbackServiceDate });
  if (plan.bills.length === 0) return;
  const providerIds = new Map(existing.map((provider) => [providerKey(provider.name), provider.id]));
  // One millisecond apart, so the lists keep the order the treatments were typed in.
  const start = Date.now();
  const createdAt = (index: number) => new Date(start + index);
  for (const [index, name] of plan.newProviders.entries()) {
    const created = await insertKind(trx, actor, caseId, providerKind, providerCreateSchema.parse({ name }), createdAt(index));
    providerIds.set(providerKey(name), created.id);
  }
  for (const [index, bill] of plan.bills.entries()) {
    const providerId = providerIds.get(providerKey(bill.providerName));
    if (!providerId) throw new AppError(500, 'NO_DATA_RETURNED', 'The provider of an intake bill was not saved');
    await insertKind(
      trx,
      actor,
      caseId,
      medicalBillKind,
      medicalBillCreateSchema.parse({
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
  const [bills, wages] = await Promise.all([
    repo.listItems(db, items.medicalBillTable, firmId, found.id),
    repo.listItems(db, items.lostWageTable, firmId, found.id),
  ]);
  return resolveCaseMoney({
    caseMedicalCosts: found.medicalCosts,
    caseLostWages: found.lostWages,
    bills: bills.map(items.toMedicalBill),
    lostWages: wages.map(items.toLostWage),
  });
}

/** The case's demands and offers for its timeline (the caller has found the case). */
export async function listNegotiationsForTimeline(db: CaseDb, firmId: string, caseId: string): Promise<Negotiation[]> {
  return (await repo.listItems(db, items.negotiationTable, firmId, caseId)).map(items.toNegotiation);
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
    repo.listItems(db, items.medicalBillTable, actor.firmId, caseId),
    repo.listItems(db, items.lostWageTable, actor.firmId, caseId),
    repo.listItems(db, items.expenseTable, actor.firmId, caseId),
    repo.listItems(db, items.lienTable, actor.firmId, caseId),
    repo.listItems(db, items.negotiationTable, actor.firmId, caseId),
  ]);
  return computeFinancials({
    bills: bills.map(items.toMedicalBill),
    lostWages: wages.map(items.toLostWage),
    expenses: costs.map(items.toExpense),
    liens: caseLiens.map(items.toLien),
    negotiations: entries.map(items.toNegotiation),
  });
}
