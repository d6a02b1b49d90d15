// Which money figure the prediction uses: the itemised records (bills, lost-wage entries, policies)
// win over the single numbers typed on the case whenever they exist.
import type { PartyRole } from '../parties/party-schemas.js';
import { sumCents, toDollars } from './money-cents.js';
import type { PolicyKind } from './money-schemas.js';
import type { PredictionSource } from '../predictions/prediction-request.js';

export type PredictionMoneySource = {
  /** The case's own fields (null when not entered). */
  caseMedicalCosts: number | null;
  caseInsuranceLimits: number | null;
  caseLostWages?: number | null;
  bills: ReadonlyArray<{ billed: number }>;
  lostWages: ReadonlyArray<{ amount: number }>;
  /** Each policy with the role of the party it insures. */
  policies: ReadonlyArray<{ kind: PolicyKind; partyRole: PartyRole; perPersonLimit: number | null; carrier?: string | null }>;
};

/** One policy counted in the known coverage, so the prediction can say where its cap came from. */
export type CoveragePolicy = { kind: PolicyKind; partyRole: PartyRole; carrier: string | null; perPersonLimit: number };

export type PredictionMoneyFacts = {
  /** The billed total when the case has bills, else the case's medical costs. */
  medicalCosts: number | null;
  medicalCostsFrom: 'bills' | 'case';
  /** The lost-wage entries' total when there are any, else the case's typed lost wages. */
  lostWages: number | null;
  lostWagesFrom: 'entries' | 'case';
  /**
   * Known coverage, the cap of the expected recovery: the defendants' bodily-injury per-person limits
   * plus the client's UM and UIM per-person limits when any of those policies has a per-person limit,
   * else the case's insurance limits.
   */
  insuranceLimits: number | null;
  insuranceLimitsFrom: 'policies' | 'case';
  /** The policies summed into `insuranceLimits` (empty when it is the case's own figure). */
  coverage: CoveragePolicy[];
};

/** True for a policy whose per-person limit is coverage for the client's injury claim. */
export function isInjuryCoverage(policy: { kind: PolicyKind; partyRole: PartyRole }): boolean {
  if (policy.partyRole === 'defendant') return policy.kind === 'bodily_injury';
  if (policy.partyRole === 'client') return policy.kind === 'um' || policy.kind === 'uim';
  return false;
}

/** The one rule for which figure wins (docs/money.md, "What the prediction reads"). Sums are in cents. */
export function resolvePredictionMoneyFacts(source: PredictionMoneySource): PredictionMoneyFacts {
  const hasBills = source.bills.length > 0;
  const hasWageEntries = source.lostWages.length > 0;
  const coverage = source.policies.flatMap((policy): CoveragePolicy[] =>
    isInjuryCoverage(policy) && policy.perPersonLimit != null
      ? [{ kind: policy.kind, partyRole: policy.partyRole, carrier: policy.carrier ?? null, perPersonLimit: policy.perPersonLimit }]
      : [],
  );
  return {
    medicalCosts: hasBills ? toDollars(sumCents(source.bills.map((bill) => bill.billed))) : source.caseMedicalCosts,
    medicalCostsFrom: hasBills ? 'bills' : 'case',
    lostWages: hasWageEntries ? toDollars(sumCents(source.lostWages.map((entry) => entry.amount))) : (source.caseLostWages ?? null),
    lostWagesFrom: hasWageEntries ? 'entries' : 'case',
    insuranceLimits:
      coverage.length > 0 ? toDollars(sumCents(coverage.map((policy) => policy.perPersonLimit))) : source.caseInsuranceLimits,
    insuranceLimitsFrom: coverage.length > 0 ? 'policies' : 'case',
    coverage,
  };
}

/** A case's itemised money records, as far as the prediction reads them. */
export type PredictionMoneyRecords = Pick<PredictionMoneySource, 'bills' | 'lostWages' | 'policies'>;

/**
 * The facts a case is predicted (and, once settled, learned) from, with the money records applied by the one rule
 * above: medical costs are the billed total of its medical bills when it has bills, else its typed estimate; lost
 * wages the lost-wage entries' total, else the typed figure. The case's insurance limits stay a model input as typed;
 * `knownCoverage` (policies, else the typed limits) is what caps the expected recovery.
 */
export function resolvePredictionSource<T extends PredictionSource>(
  source: T,
  records: PredictionMoneyRecords,
): { source: T; knownCoverage: number | null; money: PredictionMoneyFacts } {
  const money = resolvePredictionMoneyFacts({
    caseMedicalCosts: source.medicalCosts,
    caseInsuranceLimits: source.insuranceLimits,
    caseLostWages: source.lostWages,
    ...records,
  });
  return {
    source: { ...source, medicalCosts: money.medicalCosts, lostWages: money.lostWages },
    knownCoverage: money.insuranceLimits,
    money,
  };
}
