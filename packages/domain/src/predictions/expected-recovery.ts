// From the model's value of a case to what the client can expect to recover: comparative fault by the case's state, then known coverage.
import { z } from 'zod';
import {
  applyComparativeFault,
  FAULT_DOCTRINES,
  findFaultRule,
  type ComparativeFaultOutcome,
  type ComparativeFaultRule,
  type FaultDoctrine,
} from '../legal/comparative-fault.js';
import { describeUsState } from '../legal/jurisdictions.js';
import type { IsoDate } from '../shared/iso-date.js';
import { formatPercent } from '../format/numbers.js';

const faultRuleSchema = z.object({
  jurisdiction: z.string(),
  doctrine: z.enum(FAULT_DOCTRINES),
  effective_from: z.string(),
  verified: z.boolean(),
  verified_on: z.string().nullable(),
  note: z.string().nullable(),
});

export const expectedRecoveryAdjustmentSchema = z.object({
  kind: z.enum(['comparative_fault', 'policy_limits']),
  /**
   * Dollars (with cents) taken off the mean at this step; 0 or more. Null for a fault rule that gives no single
   * figure at the client's share (a slight/gross finding, a hybrid rule's economic share): see the notes.
   */
  amount: z.number().nullable(),
  /** The fault rule applied (null for policy limits). */
  rule: faultRuleSchema.nullable(),
  citation: z.string(),
  /** One line saying what was applied, e.g. "Client 30% at fault under Texas's 51% bar". */
  label: z.string(),
});
export type ExpectedRecoveryAdjustment = z.infer<typeof expectedRecoveryAdjustmentSchema>;

export const expectedRecoverySchema = z.object({
  /**
   * Null when the fault rule gives no single figure at the client's share: the range then runs from 0 (barred, or no
   * economic loss) to the most the client can recover, and a note says what decides it.
   */
  mean: z.number().nullable(),
  lower: z.number(),
  upper: z.number(),
  adjustments: z.array(expectedRecoveryAdjustmentSchema),
  notes: z.array(z.string()),
});
export type ExpectedRecovery = z.infer<typeof expectedRecoverySchema>;

/** The case facts the recovery depends on, each null when not entered on the case. */
export type RecoveryFacts = {
  /** USPS code of the state whose law governs. */
  state: string | null;
  /** The defendant's share of liability as entered on the case (0..1); the client's fault share is 1 − liability. */
  liability: number | null;
  insuranceLimits: number | null;
  /**
   * The policies `insuranceLimits` is the sum of, when it comes from the case's policies (the defendants'
   * bodily-injury and the client's UM/UIM per-person limits); absent or empty when it is the case's own figure.
   */
  coverage?: ReadonlyArray<{ kind: string; partyRole: string; carrier: string | null; perPersonLimit: number }>;
  /** When the claim accrued (the incident date); picks the fault rule in force. */
  incidentDate: IsoDate | null;
  filingDate?: IsoDate | null;
  /** Today: stands in for a missing incident date, so the rule in force now is used. */
  asOf: IsoDate;
};

const DOCTRINE_LABELS: Record<FaultDoctrine, string> = {
  pure_comparative: 'pure comparative fault',
  modified_50: 'modified comparative fault, barred at 50%',
  modified_51: 'modified comparative fault, barred above 50%',
  modified_51_or_more: 'modified comparative fault, barred at 51% or more',
  contributory: 'contributory negligence, any fault bars recovery',
  slight_gross: 'slight/gross negligence, barred unless the fault is slight',
  modified_51_noneconomic: 'hybrid comparative fault, noneconomic damages barred above 50%',
};

/** Why a fault rule gives no single figure, with the two ends the client's recovery lies between (after the cap). */
function undecidedNote(
  why: NonNullable<ComparativeFaultOutcome['undecided']>,
  rule: ComparativeFaultRule,
  share: string,
  most: bigint,
): string {
  const top = formatMoneyWithCents(toDollars(most));
  const name = describeUsState(rule.jurisdiction);
  if (why === 'slight_or_more')
    return `No single figure: ${name} bars recovery unless the client's fault is slight in comparison with the defendant's, which a jury decides without a percentage (${rule.citation}). At ${share} at fault the client recovers $0.00 if the fault is found more than slight, or ${top} if it is slight.`;
  return `No single figure: above 50% at fault ${name} awards only economic damages, reduced by the client's share (${rule.citation}). At ${share} at fault the client recovers between $0.00 and ${top}, by how much of the value is economic loss; split the damages by hand.`;
}

const toCents = (dollars: number): bigint => BigInt(Math.round(dollars * 100));
const toDollars = (cents: bigint): number => Number(cents) / 100;
const minCents = (a: bigint, b: bigint): bigint => (a < b ? a : b);

const centsFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** '$1,234.56': recovery amounts are exact to the cent, so they are shown with cents. */
export function formatMoneyWithCents(amount: number): string {
  return centsFormatter.format(amount);
}

/** A share as a percentage, to at most two decimals: 0.3 → '30%', 0.125 → '12.5%'. */
function formatShare(share: number): string {
  return formatPercent(share, { decimals: 2, trimZeros: true });
}

const COVERAGE_KIND_LABELS: Record<string, string> = { bodily_injury: 'bodily injury', um: 'UM', uim: 'UIM' };

/**
 * Where the cap came from. From policies: which ones (the defendants' bodily-injury limits, the client's UM/UIM
 * limits) in the label, and each policy with its carrier and per-person limit in the citation; else the case's figure.
 */
function describeCoverage(limit: number, coverage: NonNullable<RecoveryFacts['coverage']>): { citation: string; label: string } {
  const amount = formatMoneyWithCents(limit);
  if (coverage.length === 0)
    return { citation: `Policy limits entered on the case: ${amount}`, label: `Capped at known coverage of ${amount}` };
  const sources = [
    ...(coverage.some((policy) => policy.partyRole === 'defendant') ? ["the defendants' bodily-injury limits"] : []),
    ...(coverage.some((policy) => policy.partyRole === 'client') ? ["the client's UM/UIM limits"] : []),
  ];
  const policies = coverage.map((policy) => {
    const owner = policy.partyRole === 'client' ? "client's" : "defendant's";
    const what = `${owner} ${COVERAGE_KIND_LABELS[policy.kind] ?? policy.kind}`;
    return `${policy.carrier ? `${policy.carrier} (${what})` : what} ${formatMoneyWithCents(policy.perPersonLimit)}`;
  });
  return {
    citation: `Per-person limits of the case's policies: ${policies.join(' + ')}`,
    label: `Capped at known coverage of ${amount}: ${sources.join(' plus ')}`,
  };
}

/**
 * The expected recovery from the model's value (mean and 95% range): the client's share of fault reduces it under the
 * state's rule (to 0 at or past a bar), then known policy limits cap it. Each step is applied to the mean and to both
 * ends of the range in integer cents. A fact that is missing is never guessed: its step is skipped and a note says so.
 * Where the fault rule gives no single figure at the client's share, the mean is null, the range runs from 0 to the
 * most the client can recover, and a note gives both outcomes.
 */
export function computeExpectedRecovery(value: { mean: number; lower: number; upper: number }, facts: RecoveryFacts): ExpectedRecovery {
  // While the fault leaves the outcome undecided, `cents.mean` follows the most the client can recover.
  let cents = { mean: toCents(value.mean), lower: toCents(value.lower), upper: toCents(value.upper) };
  let undecided: { why: NonNullable<ComparativeFaultOutcome['undecided']>; rule: ComparativeFaultRule; share: string } | null = null;
  const adjustments: ExpectedRecoveryAdjustment[] = [];
  const notes: string[] = [];

  const state = facts.state?.trim().toUpperCase() || null;
  if (!state) notes.push('No state entered: comparative fault is not applied.');
  if (facts.liability == null)
    notes.push("No liability entered: the client's share of fault is unknown, so comparative fault is not applied.");
  if (state && facts.liability != null) {
    const accrual = facts.incidentDate ?? facts.asOf;
    if (!facts.incidentDate) notes.push('No incident date entered: the fault rule in force today is used.');
    const rule = findFaultRule(state, accrual, facts.filingDate ?? null);
    if (!rule) {
      notes.push(`No comparative-fault rule on file for ${state} on ${accrual}: comparative fault is not applied.`);
    } else {
      // Liability is held to a millionth by applyComparativeFault; 1 − liability is rounded there too.
      const clientFaultShare = Math.min(1, Math.max(0, 1 - facts.liability));
      const apply = (amountCents: bigint) => applyComparativeFault({ amount: toDollars(amountCents), clientFaultShare, rule });
      const outcome = apply(cents.mean);
      const after = { mean: toCents(outcome.amount), lower: toCents(apply(cents.lower).amount), upper: toCents(apply(cents.upper).amount) };
      if (outcome.undecided) {
        undecided = { why: outcome.undecided, rule, share: formatShare(clientFaultShare) };
        after.lower = 0n;
      }
      adjustments.push({
        kind: 'comparative_fault',
        amount: undecided ? null : toDollars(cents.mean - after.mean),
        rule: {
          jurisdiction: rule.jurisdiction,
          doctrine: rule.doctrine,
          effective_from: rule.effectiveFrom,
          verified: rule.verified,
          verified_on: rule.verifiedOn,
          note: rule.note ?? null,
        },
        citation: rule.citation,
        label: `Client ${formatShare(clientFaultShare)} at fault in ${rule.jurisdiction} (${DOCTRINE_LABELS[rule.doctrine]})${outcome.barred ? ': recovery barred' : undecided ? ': no single figure' : ''}`,
      });
      if (!rule.verified) notes.push(`The ${rule.jurisdiction} fault rule is unverified: ${rule.note ?? 'check it against the statute'}`);
      cents = after;
    }
  }

  if (facts.insuranceLimits == null) {
    notes.push('No policy limits entered: recovery is not capped.');
  } else {
    const limit = toCents(facts.insuranceLimits);
    const capped = { mean: minCents(cents.mean, limit), lower: minCents(cents.lower, limit), upper: minCents(cents.upper, limit) };
    if (capped.upper !== cents.upper) {
      const excess = cents.mean - capped.mean;
      adjustments.push({
        kind: 'policy_limits',
        amount: toDollars(excess),
        rule: null,
        ...describeCoverage(toDollars(limit), facts.coverage ?? []),
      });
      notes.push(
        excess > 0n
          ? `Value exceeds known coverage by ${formatMoneyWithCents(toDollars(excess))}`
          : `The upper end of the range exceeds known coverage by ${formatMoneyWithCents(toDollars(cents.upper - capped.upper))}`,
      );
    }
    cents = capped;
  }

  if (undecided) notes.unshift(undecidedNote(undecided.why, undecided.rule, undecided.share, cents.mean));
  return {
    mean: undecided ? null : toDollars(cents.mean),
    lower: toDollars(cents.lower),
    upper: toDollars(cents.upper),
    adjustments,
    notes,
  };
}
