// Settlement analytics of the case money: specials-to-settlement multiple by case type, average fee and net to client, days from first demand to settlement.
import { z } from 'zod';
import { isSettledForAnalytics } from '../cases/case-status.js';
import { formatCaseType } from '../cases/case-view.js';
import { roundToOneDecimal } from '../format/numbers.js';
import { feeRateFromFeePercent } from '../money/fee-rate.js';
import type { FeeBasis, FeePercent } from '../money/money-schemas.js';
import { centsToDollars, computeSettlementStatement, hasReachedLitigation } from '../money/settlement-statement.js';

export const moneyAnalyticsSchema = z.object({
  /** Settled cases with medical bills, by case type (most cases first): settlement ÷ billed. */
  specialsMultiples: z.array(
    z.object({
      caseType: z.string(),
      cases: z.number().int(),
      settlementTotal: z.number(),
      billedTotal: z.number(),
      /** Σ settlement ÷ Σ billed over the type's cases, two decimals. */
      multiple: z.number(),
      /** The mean of each case's own settlement ÷ billed, two decimals. */
      averageMultiple: z.number(),
    }),
  ),
  /** Settled cases with a fee agreement: the statement's fee and net to client, averaged. */
  fees: z.object({ cases: z.number().int(), averageFee: z.number().nullable(), averageNetToClient: z.number().nullable() }),
  /** Settled cases with a demand on or before their close date: days from the first demand to the close date. */
  demandToSettlement: z.object({ cases: z.number().int(), averageDays: z.number().nullable(), medianDays: z.number().nullable() }),
});
export type MoneyAnalytics = z.infer<typeof moneyAnalyticsSchema>;

/** Per stored status and case type: settled cases that have bills, their settlements and billed totals (cents). */
export type SpecialsGroup = {
  status: string;
  caseType: string | null;
  cases: number;
  settlementCents: number;
  billedCents: number;
  multipleSum: number;
};

/** One settled case with a fee agreement, with the sums its statement is computed from (cents). */
export type FeeCase = {
  status: string;
  statuses: readonly string[];
  grossCents: number;
  percent: FeePercent;
  litigationPercent: FeePercent | null;
  basis: FeeBasis;
  reimbursableCents: number;
  liensCents: number;
  medicalBalancesCents: number;
};

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function summariseSpecialsMultiples(groups: readonly SpecialsGroup[]): MoneyAnalytics['specialsMultiples'] {
  const merged = new Map<string, { cases: number; settlementCents: number; billedCents: number; multipleSum: number }>();
  for (const group of groups) {
    if (!isSettledForAnalytics(group.status) || group.billedCents <= 0) continue;
    const label = formatCaseType(group.caseType);
    const entry = merged.get(label) ?? { cases: 0, settlementCents: 0, billedCents: 0, multipleSum: 0 };
    merged.set(label, {
      cases: entry.cases + group.cases,
      settlementCents: entry.settlementCents + group.settlementCents,
      billedCents: entry.billedCents + group.billedCents,
      multipleSum: entry.multipleSum + group.multipleSum,
    });
  }
  return [...merged]
    .map(([caseType, entry]) => ({
      caseType,
      cases: entry.cases,
      settlementTotal: centsToDollars(entry.settlementCents),
      billedTotal: centsToDollars(entry.billedCents),
      multiple: twoDecimals(entry.settlementCents / entry.billedCents),
      averageMultiple: twoDecimals(entry.multipleSum / entry.cases),
    }))
    .sort((a, b) => b.cases - a.cases || a.caseType.localeCompare(b.caseType));
}

/**
 * Each case's fee and net to client by the settlement statement's own rule (computeSettlementStatement:
 * exact percent, half up to the cent, litigation rate when the case reached litigation), averaged.
 */
export function summariseFees(cases: readonly FeeCase[]): MoneyAnalytics['fees'] {
  let count = 0;
  let feeCents = 0;
  let netCents = 0;
  for (const item of cases) {
    if (!isSettledForAnalytics(item.status)) continue;
    const statement = computeSettlementStatement({
      grossCents: item.grossCents,
      feeAgreement: {
        rate: feeRateFromFeePercent(item.percent),
        litigationRate: item.litigationPercent === null ? null : feeRateFromFeePercent(item.litigationPercent),
        basis: item.basis,
      },
      reachedLitigation: hasReachedLitigation([item.status, ...item.statuses]),
      expenses:
        item.reimbursableCents > 0
          ? [{ id: 'costs', date: null, payee: 'costs', description: null, amountCents: item.reimbursableCents, reimbursable: true }]
          : [],
      liens:
        item.liensCents > 0
          ? [
              {
                id: 'liens',
                holder: 'liens',
                kind: 'other',
                assertedCents: item.liensCents,
                negotiatedCents: null,
                finalCents: item.liensCents,
                waived: false,
              },
            ]
          : [],
      medicalBalances:
        item.medicalBalancesCents > 0 ? [{ id: 'medical', provider: 'medical', balanceCents: item.medicalBalancesCents }] : [],
    });
    count += 1;
    feeCents += statement.feeCents;
    netCents += statement.netToClientCents;
  }
  return {
    cases: count,
    averageFee: count === 0 ? null : twoDecimals(feeCents / count / 100),
    averageNetToClient: count === 0 ? null : twoDecimals(netCents / count / 100),
  };
}

/** Days per settled case from its first demand to its close date. */
export function summariseDemandToSettlement(cases: ReadonlyArray<{ status: string; days: number }>): MoneyAnalytics['demandToSettlement'] {
  const days = cases
    .filter((item) => isSettledForAnalytics(item.status) && item.days >= 0)
    .map((item) => item.days)
    .sort((a, b) => a - b);
  if (days.length === 0) return { cases: 0, averageDays: null, medianDays: null };
  const middle = Math.floor(days.length / 2);
  const median = days.length % 2 === 1 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
  return {
    cases: days.length,
    averageDays: roundToOneDecimal(days.reduce((sum, value) => sum + value, 0) / days.length),
    medianDays: median,
  };
}
