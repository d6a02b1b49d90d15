// The case's financial totals, each summed in integer cents so the parts add up to the cent.
import { computeBillBalance, sumCents, toCents, toDollars } from './money-cents.js';
import type { Financials, LienStatus, NegotiationKind } from './money-schemas.js';

/** What a lien stands at: the final amount, else the negotiated one, else the asserted one; a waived lien is 0. */
export function lienAmountDue(lien: { asserted: number; negotiated: number | null; final: number | null; status: LienStatus }): number {
  if (lien.status === 'waived') return 0;
  return lien.final ?? lien.negotiated ?? lien.asserted;
}

type NegotiationEntry = { id: string; date: string; kind: NegotiationKind; amount: number; createdAt: string };

/** The latest entry of a kind: by date, then by when it was entered. */
export function findLastNegotiation<T extends NegotiationEntry>(entries: readonly T[], kind: NegotiationKind): T | null {
  let last: T | null = null;
  for (const entry of entries) {
    if (entry.kind !== kind) continue;
    if (!last || entry.date > last.date || (entry.date === last.date && entry.createdAt >= last.createdAt)) last = entry;
  }
  return last;
}

export type FinancialsSource = {
  bills: ReadonlyArray<{ billed: number; paid: number; adjusted: number }>;
  lostWages: ReadonlyArray<{ amount: number }>;
  expenses: ReadonlyArray<{ amount: number; reimbursable: boolean }>;
  liens: ReadonlyArray<{ asserted: number; negotiated: number | null; final: number | null; status: LienStatus }>;
  negotiations: readonly NegotiationEntry[];
};

/** GET /api/cases/{id}/financials: medical totals (outstanding = Σ balances = billed − paid − adjusted), lost wages, costs, liens, last demand and offer. */
export function computeFinancials(source: FinancialsSource): Financials {
  const billed = sumCents(source.bills.map((bill) => bill.billed));
  const paid = sumCents(source.bills.map((bill) => bill.paid));
  const adjusted = sumCents(source.bills.map((bill) => bill.adjusted));
  const outstanding = sumCents(source.bills.map((bill) => computeBillBalance(bill)));
  const point = (entry: NegotiationEntry | null) =>
    entry ? { id: entry.id, date: entry.date, amount: toDollars(toCents(entry.amount)) } : null;
  return {
    medical: { billed: toDollars(billed), paid: toDollars(paid), adjusted: toDollars(adjusted), outstanding: toDollars(outstanding) },
    lostWages: toDollars(sumCents(source.lostWages.map((entry) => entry.amount))),
    expenses: toDollars(sumCents(source.expenses.map((expense) => expense.amount))),
    reimbursableExpenses: toDollars(sumCents(source.expenses.filter((expense) => expense.reimbursable).map((expense) => expense.amount))),
    liens: toDollars(sumCents(source.liens.map(lienAmountDue))),
    lastDemand: point(findLastNegotiation(source.negotiations, 'demand')),
    lastOffer: point(findLastNegotiation(source.negotiations, 'offer')),
  };
}
