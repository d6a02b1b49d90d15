// The case's money records the statement is computed from (fee agreement, case costs, liens, unpaid medical balances), read through the money feature.
import { feeRateFromFeePercent, INTAKE_BILL_NOTE, toCents, type SettlementStatementInput } from '@casecast/domain';
import type { Actor } from '../../http/actor.js';
import * as money from '../money/service.js';
import type { Db } from '../../db/schema.js';

export type MoneySources = Pick<
  SettlementStatementInput,
  'feeAgreement' | 'expenses' | 'liens' | 'medicalBalances' | 'uncheckedIntakeBills'
>;

/**
 * Unpaid medical balances are summed per provider over its bills (billed − paid − adjusted), in the
 * order the providers were added; a provider whose bills are all settled is left off the statement.
 */
export async function loadMoneySources(db: Db, actor: Actor, caseId: string): Promise<MoneySources> {
  const [agreement, costs, caseLiens, providers, bills] = await Promise.all([
    money.getFeeAgreement(db, actor, caseId),
    money.expenses.list(db, actor, caseId),
    money.liens.list(db, actor, caseId),
    money.providers.list(db, actor, caseId),
    money.medicalBills.list(db, actor, caseId),
  ]);
  const balanceByProvider = new Map<string, number>();
  for (const bill of bills) balanceByProvider.set(bill.providerId, (balanceByProvider.get(bill.providerId) ?? 0) + toCents(bill.balance));
  return {
    feeAgreement: agreement && {
      rate: feeRateFromFeePercent(agreement.percent),
      litigationRate: agreement.litigationPercent === null ? null : feeRateFromFeePercent(agreement.litigationPercent),
      basis: agreement.basis,
    },
    expenses: costs.map((cost) => ({
      id: cost.id,
      date: cost.date,
      payee: cost.payee,
      description: cost.description,
      amountCents: toCents(cost.amount),
      reimbursable: cost.reimbursable,
    })),
    liens: caseLiens.map((lien) => ({
      id: lien.id,
      holder: lien.holder,
      kind: lien.kind,
      assertedCents: toCents(lien.asserted),
      negotiatedCents: lien.negotiated === null ? null : toCents(lien.negotiated),
      finalCents: lien.final === null ? null : toCents(lien.final),
      waived: lien.status === 'waived',
    })),
    medicalBalances: providers
      .filter((provider) => (balanceByProvider.get(provider.id) ?? 0) > 0)
      .map((provider) => ({ id: provider.id, provider: provider.name, balanceCents: balanceByProvider.get(provider.id) ?? 0 })),
    uncheckedIntakeBills: bills.filter(
      (bill) => bill.notes === INTAKE_BILL_NOTE && bill.paid === 0 && bill.adjusted === 0 && bill.balance > 0,
    ).length,
  };
}
