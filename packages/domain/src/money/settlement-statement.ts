// The settlement (closing) statement of ABA Model Rule 1.5(c): where every cent of the gross settlement goes, computed in integer cents.
import { phaseKey, phaseOf } from '../cases/case-phase.js';
import { formatDate } from '../format/dates.js';
import { applyFeeRate, feeRatePercent, formatFeeRate, type FeeRate } from './fee-rate.js';
import type { FeeBasis } from './money-schemas.js';

export type StatementFeeAgreement = {
  rate: FeeRate;
  /** The rate once the case is in litigation (e.g. 40%), when the agreement steps up; null when it does not. */
  litigationRate: FeeRate | null;
  /** 'gross': the fee is a share of the whole settlement; 'net': of the settlement less reimbursable case costs. */
  basis: FeeBasis;
};

export type StatementExpense = {
  id: string;
  date: string | null;
  payee: string;
  description: string | null;
  amountCents: number;
  reimbursable: boolean;
};

export type StatementLien = {
  id: string;
  holder: string;
  kind: string;
  assertedCents: number | null;
  negotiatedCents: number | null;
  finalCents: number | null;
  /** A waived lien is paid nothing, whatever amounts it had. */
  waived: boolean;
};

/** A provider's unpaid balance (billed − paid − adjusted, over its bills) that the firm pays from the settlement. */
export type StatementMedicalBalance = { id: string; provider: string; balanceCents: number };

export type SettlementStatementInput = {
  grossCents: number;
  feeAgreement: StatementFeeAgreement | null;
  /** Whether the case reached litigation, which selects the agreement's litigation rate. */
  reachedLitigation: boolean;
  expenses: readonly StatementExpense[];
  liens: readonly StatementLien[];
  medicalBalances: readonly StatementMedicalBalance[];
  /**
   * How many of the bills behind those balances are treatment costs typed in the new-case wizard with nothing paid or
   * adjusted since (INTAKE_BILL_NOTE): figures nobody has checked against a provider's statement yet.
   */
  uncheckedIntakeBills?: number;
};

export const STATEMENT_LINE_KINDS = ['fee', 'expense', 'lien', 'medical', 'net'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** Which of a lien's amounts the statement pays: the final one, else the negotiated, else the asserted. */
export type LienAmountBasis = 'final' | 'negotiated' | 'asserted' | 'waived' | 'none';

export type StatementLine = {
  kind: StatementLineKind;
  label: string;
  /** What the line is made of, e.g. "33 1/3% of the gross settlement" or "asserted amount; not final". */
  detail: string | null;
  /** The row it comes from (expense, lien, provider); null for the fee and the net. */
  sourceId: string | null;
  /** Cents; only the net to client can be negative. */
  amountCents: number;
};

export type SettlementStatement = {
  grossCents: number;
  feeCents: number;
  /** Reimbursable case costs repaid to the firm. */
  expensesCents: number;
  liensCents: number;
  medicalBalancesCents: number;
  /** gross − fee − expenses − liens − medical balances: negative when they exceed the settlement. */
  netToClientCents: number;
  /** How much the deductions exceed the settlement (0 when the client receives something or nothing). */
  shortfallCents: number;
  fee: {
    /** The percent applied, null without a fee agreement. */
    rate: FeeRate | null;
    label: string | null;
    basis: FeeBasis | null;
    /** The amount the percent is taken of: the gross, or the gross less reimbursable costs (never below 0). */
    baseCents: number;
    litigationRateApplied: boolean;
  };
  /** Every deduction and the net to client, in statement order; their amounts sum exactly to the gross. */
  lines: StatementLine[];
  warnings: string[];
};

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number of cents, 0 or more (got ${value})`);
}

/** The amount a lien is paid at and why: nothing when waived, else final, else negotiated, else asserted (0 when none is known yet). */
export function lienPayableCents(lien: StatementLien): { cents: number; basis: LienAmountBasis } {
  if (lien.waived) return { cents: 0, basis: 'waived' };
  if (lien.finalCents !== null) return { cents: lien.finalCents, basis: 'final' };
  if (lien.negotiatedCents !== null) return { cents: lien.negotiatedCents, basis: 'negotiated' };
  if (lien.assertedCents !== null) return { cents: lien.assertedCents, basis: 'asserted' };
  return { cents: 0, basis: 'none' };
}

const LIEN_BASIS_DETAIL: Record<LienAmountBasis, string> = {
  final: 'final amount',
  negotiated: 'negotiated amount; not final yet',
  asserted: 'asserted amount; not negotiated or final yet',
  waived: 'waived',
  none: 'no amount known yet',
};

/** '$1,234.56' (and '-$1,234.56'): statement amounts always show cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Dollars with cents (as the API carries them) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to dollars with at most 2 decimals (exact for every amount a money column holds). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Gross → attorney fee → reimbursed case costs → liens → unpaid medical balances → net to client.
 * The fee is the agreement's percent of its basis, rounded half up to the cent (applyFeeRate); the
 * net to client is what is left, so the lines always sum exactly to the gross. When the deductions
 * exceed the gross the net is negative and a warning says by how much: the statement never hides it.
 */
export function computeSettlementStatement(input: SettlementStatementInput): SettlementStatement {
  assertCents(input.grossCents, 'The gross settlement');
  const warnings: string[] = [];

  const reimbursable = input.expenses.filter((expense) => expense.reimbursable);
  for (const expense of reimbursable) assertCents(expense.amountCents, `Expense ${expense.id}`);
  const expensesCents = reimbursable.reduce((sum, expense) => sum + expense.amountCents, 0);

  const agreement = input.feeAgreement;
  const litigationRateApplied = agreement !== null && input.reachedLitigation && agreement.litigationRate !== null;
  const rate = agreement === null ? null : litigationRateApplied ? agreement.litigationRate : agreement.rate;
  const baseCents = agreement?.basis === 'net' ? Math.max(0, input.grossCents - expensesCents) : input.grossCents;
  const feeCents = rate === null ? 0 : applyFeeRate(rate, baseCents);
  if (agreement === null) warnings.push('No fee agreement is recorded for this case: no attorney fee is taken.');
  if (agreement?.basis === 'net' && expensesCents > input.grossCents)
    warnings.push('Reimbursable case costs exceed the settlement, so the fee on the net is $0.00.');

  const lines: StatementLine[] = [];
  const feeLabel = rate === null ? null : formatFeeRate(rate);
  lines.push({
    kind: 'fee',
    label: 'Attorney fee',
    detail:
      rate === null || agreement === null
        ? 'no fee agreement'
        : `${feeLabel} of the ${agreement.basis === 'gross' ? 'gross settlement' : `net settlement after costs (${formatCents(baseCents)})`}${litigationRateApplied ? ', litigation rate' : ''}`,
    sourceId: null,
    amountCents: feeCents,
  });

  for (const expense of reimbursable) {
    // The date as every document prints one (November 5, 2026), never the ISO form the record stores.
    const detail = [expense.date ? formatDate(expense.date) : null, expense.description]
      .filter((part): part is string => part !== null && part !== '')
      .join(' · ');
    lines.push({
      kind: 'expense',
      label: `Case cost: ${expense.payee}`,
      detail: detail || null,
      sourceId: expense.id,
      amountCents: expense.amountCents,
    });
  }

  let liensCents = 0;
  let notFinal = 0;
  for (const lien of input.liens) {
    const payable = lienPayableCents(lien);
    assertCents(payable.cents, `Lien ${lien.id}`);
    if (payable.basis !== 'final' && payable.basis !== 'waived') notFinal += 1;
    liensCents += payable.cents;
    lines.push({
      kind: 'lien',
      label: `Lien: ${lien.holder}`,
      detail: LIEN_BASIS_DETAIL[payable.basis],
      sourceId: lien.id,
      amountCents: payable.cents,
    });
  }
  if (notFinal > 0) {
    warnings.push(
      `${notFinal} lien${notFinal === 1 ? ' is' : 's are'} not final: the statement uses the negotiated amount, else the asserted amount, until a final amount is entered.`,
    );
  }

  let medicalBalancesCents = 0;
  for (const balance of input.medicalBalances) {
    assertCents(balance.balanceCents, `Medical balance ${balance.id}`);
    if (balance.balanceCents === 0) continue;
    medicalBalancesCents += balance.balanceCents;
    lines.push({
      kind: 'medical',
      label: `Unpaid medical balance: ${balance.provider}`,
      detail: null,
      sourceId: balance.id,
      amountCents: balance.balanceCents,
    });
  }

  const unchecked = input.uncheckedIntakeBills ?? 0;
  if (unchecked > 0 && medicalBalancesCents > 0) {
    warnings.push(
      `${unchecked} medical bill${unchecked === 1 ? ' is a treatment cost' : 's are treatment costs'} typed when the case was opened, with nothing paid or adjusted since: check ${unchecked === 1 ? 'it' : 'them'} against the provider's statement before disbursing.`,
    );
  }

  const netToClientCents = input.grossCents - feeCents - expensesCents - liensCents - medicalBalancesCents;
  const shortfallCents = Math.max(0, -netToClientCents);
  if (shortfallCents > 0) {
    warnings.push(
      `The fee, costs, liens and medical balances exceed the settlement by ${formatCents(shortfallCents)}: the client would receive nothing. Reduce liens or balances, or waive fees or costs, before disbursing.`,
    );
  }
  lines.push({
    kind: 'net',
    label: 'Net to client',
    detail: shortfallCents > 0 ? `short by ${formatCents(shortfallCents)}` : null,
    sourceId: null,
    amountCents: netToClientCents,
  });

  return {
    grossCents: input.grossCents,
    feeCents,
    expensesCents,
    liensCents,
    medicalBalancesCents,
    netToClientCents,
    shortfallCents,
    fee: { rate, label: feeLabel, basis: agreement?.basis ?? null, baseCents, litigationRateApplied },
    lines,
    warnings,
  };
}

/** The rate as a number of percent for JSON (33.333… for a third); null without one. */
export function statementFeePercent(statement: SettlementStatement): number | null {
  return statement.fee.rate === null ? null : feeRatePercent(statement.fee.rate);
}

/**
 * Whether a case reached litigation, told from the statuses it has had (its current one and those
 * in its history): the litigation phase (older Discovery, Pre-Trial, Trial) and a verdict happen only in a lawsuit. A case settled
 * before any of them is taken as settled pre-suit, so the agreement's base rate applies.
 */
export function hasReachedLitigation(statuses: readonly (string | null | undefined)[]): boolean {
  return statuses.some((status) => phaseOf(status) === 'litigation' || phaseKey(status ?? '') === 'verdict');
}
