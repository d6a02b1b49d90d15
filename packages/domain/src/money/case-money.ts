// The case's medical costs and lost wages as every screen and document states them: the one rule of
// resolvePredictionMoneyFacts (itemised records win over the single figures typed on the case), with where each came from.
import { formatCents } from './settlement-statement.js';
import { toCents } from './money-cents.js';
import { resolvePredictionMoneyFacts } from './prediction-money-facts.js';
import type { CaseMoney } from './case-money-schema.js';

export type CaseMoneySource = {
  caseMedicalCosts: number | null;
  caseLostWages: number | null;
  bills: ReadonlyArray<{ billed: number }>;
  lostWages: ReadonlyArray<{ amount: number }>;
};

/** The resolved figures, by the same rule the prediction applies (docs/money.md, "One figure for a case's specials"). */
export function resolveCaseMoney(source: CaseMoneySource): CaseMoney {
  const facts = resolvePredictionMoneyFacts({ ...source, caseInsuranceLimits: null, policies: [] });
  return {
    medicalCosts: facts.medicalCosts,
    medicalCostsFrom: facts.medicalCostsFrom,
    billCount: source.bills.length,
    lostWages: facts.lostWages,
    lostWagesFrom: facts.lostWagesFrom,
    lostWageEntryCount: source.lostWages.length,
  };
}

export const NOT_ENTERED = 'Not entered';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const dollars = (amount: number) => formatCents(toCents(amount));

/** "$39,830.00 billed (3 bills)", "$12,000.00 as entered on the case" or "Not entered": never a figure nobody entered. */
export function describeMedicalCosts(money: CaseMoney): string {
  if (money.medicalCosts == null) return NOT_ENTERED;
  return money.medicalCostsFrom === 'bills'
    ? `${dollars(money.medicalCosts)} billed (${count(money.billCount, 'bill', 'bills')})`
    : `${dollars(money.medicalCosts)} as entered on the case`;
}

/** "$4,200.00 claimed (2 lost-wage entries)", "$4,200.00 as entered on the case" or "Not entered". */
export function describeLostWages(money: CaseMoney): string {
  if (money.lostWages == null) return NOT_ENTERED;
  return money.lostWagesFrom === 'entries'
    ? `${dollars(money.lostWages)} claimed (${count(money.lostWageEntryCount, 'lost-wage entry', 'lost-wage entries')})`
    : `${dollars(money.lostWages)} as entered on the case`;
}
