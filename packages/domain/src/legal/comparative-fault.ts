// Comparative-fault rules per jurisdiction as data, and the reduction they make to an expected recovery.
import { isIsoDate, type IsoDate } from '../shared/iso-date.js';
import { LEGAL_RULES_REVIEWED_ON, LEGAL_TABLE_COVERAGE_START, type UsJurisdiction } from './jurisdictions.js';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON } from './limitation-rules.js';

/**
 * - pure_comparative: recovery reduced by the client's share, never barred.
 * - modified_50: barred when the client's share is 50% or more ("less than", "not as great as").
 * - modified_51: barred when the client's share is more than 50% ("not greater than"); recovers at exactly 50%.
 * - modified_51_or_more: barred when the client's share is 51% or more ("equal to or greater than fifty-one percent",
 *   La. Civ. Code art. 2323(A)(2)(a) from 2026); a share between 50% and 51% (e.g. 50.5%) still recovers, reduced.
 * - contributory: any client fault bars recovery.
 * - slight_gross: barred unless the client's fault is "slight in comparison with the negligence of the defendant" (S.D.
 *   Codified Laws § 20-9-2), then reduced by the share. Slight is a jury's finding, not a percentage: between no fault
 *   and an equal share the outcome is undecided (0, or the reduced amount); an equal or greater share is never slight.
 * - modified_51_noneconomic: above 50% the client loses noneconomic damages but keeps economic damages, reduced by the
 *   share (Michigan's hybrid rule): the recovery then depends on how much of the amount is economic, so it is undecided
 *   between 0 and the reduced amount.
 */
export const FAULT_DOCTRINES = [
  'pure_comparative',
  'modified_50',
  'modified_51',
  'modified_51_or_more',
  'contributory',
  'slight_gross',
  'modified_51_noneconomic',
] as const;
export type FaultDoctrine = (typeof FAULT_DOCTRINES)[number];

export type ComparativeFaultRule = {
  jurisdiction: UsJurisdiction;
  doctrine: FaultDoctrine;
  citation: string;
  /** First date (inclusive) the row governs; see `appliesBy` for which date of the case is compared. */
  effectiveFrom: IsoDate;
  /** Which date of the case decides the row: when the claim accrued (default) or when the action was filed. */
  appliesBy?: 'accrual' | 'filing';
  verifiedOn: IsoDate | null;
  verified: boolean;
  note?: string;
};

const FROM = LEGAL_TABLE_COVERAGE_START;
const ON = LEGAL_RULES_REVIEWED_ON;

function verified(
  jurisdiction: UsJurisdiction,
  doctrine: FaultDoctrine,
  citation: string,
  extra: Partial<ComparativeFaultRule> = {},
): ComparativeFaultRule {
  return { jurisdiction, doctrine, citation, effectiveFrom: FROM, verifiedOn: ON, verified: true, ...extra };
}

function unverified(
  jurisdiction: UsJurisdiction,
  doctrine: FaultDoctrine,
  citation: string,
  note: string,
  extra: Partial<ComparativeFaultRule> = {},
): ComparativeFaultRule {
  return { jurisdiction, doctrine, citation, effectiveFrom: FROM, verifiedOn: null, verified: false, note, ...extra };
}

/** One row per jurisdiction and effective period, ordered by jurisdiction then effectiveFrom. */
export const COMPARATIVE_FAULT_RULES: readonly ComparativeFaultRule[] = [
  verified(
    'AL',
    'contributory',
    "Alabama common law; Golden v. McCurry, 392 So. 2d 815 (Ala. 1980); Williams v. Delta Int'l Mach. Corp., 619 So. 2d 1330 (Ala. 1993)",
    {
      note: 'Wanton conduct and last clear chance are exceptions to the bar.',
    },
  ),
  verified('AK', 'pure_comparative', 'Alaska Stat. § 09.17.060'),
  verified('AZ', 'pure_comparative', 'Ariz. Rev. Stat. § 12-2505'),
  verified('AR', 'modified_50', 'Ark. Code Ann. § 16-64-122', {
    note: "Recovers only if the client's fault is less than the defendants' fault.",
  }),
  verified('CA', 'pure_comparative', 'Li v. Yellow Cab Co., 13 Cal. 3d 804 (1975); Cal. Civ. Code § 1714(a)'),
  verified('CO', 'modified_50', 'Colo. Rev. Stat. § 13-21-111(1)', {
    note: '"Not as great as" the defendant\'s negligence: barred at 50%.',
  }),
  verified('CT', 'modified_51', 'Conn. Gen. Stat. § 52-572h(b)', { note: '"Not greater than" the combined negligence of the defendants.' }),
  verified('DE', 'modified_51', 'Del. Code Ann. tit. 10, § 8132'),
  verified('DC', 'contributory', 'District of Columbia common law (contributory negligence)', {
    note: 'Motor Vehicle Collision Recovery Act of 2016 (D.C. Code § 50-2204.51 et seq.): a pedestrian, cyclist or other non-motorized user is not barred against a motor vehicle driver unless more negligent than the defendants combined. Check the section and apply it by hand for such clients.',
  }),
  verified('FL', 'pure_comparative', 'Fla. Stat. § 768.81(2); Hoffman v. Jones, 280 So. 2d 431 (Fla. 1973)', {
    note: 'Applies to actions filed on or before 2023-03-24, and to medical negligence actions (ch. 766) at any date.',
  }),
  verified('FL', 'modified_51', 'Fla. Stat. § 768.81(6); ch. 2023-15, Laws of Fla. (HB 837) § 30', {
    effectiveFrom: '2023-03-25',
    appliesBy: 'filing',
    note: 'HB 837 § 30 applies the act to causes of action filed after 2023-03-24, whatever the accrual date; the 51% bar does not apply to medical negligence actions under ch. 766.',
  }),
  verified('GA', 'modified_50', 'Ga. Code Ann. § 51-12-33(g)', { note: 'Barred when 50 percent or more responsible.' }),
  verified('HI', 'modified_51', 'Haw. Rev. Stat. § 663-31(a)'),
  verified('ID', 'modified_50', 'Idaho Code § 6-801', {
    note: '"Not as great as" the negligence of the person against whom recovery is sought.',
  }),
  verified('IL', 'modified_51', '735 ILCS 5/2-1116(c)', { note: "Barred when the client's contributory fault is more than 50%." }),
  verified('IN', 'modified_51', 'Ind. Code § 34-51-2-6', {
    note: 'The Comparative Fault Act does not apply to governmental entities (Ind. Code § 34-51-2-2): against them common-law contributory negligence still bars recovery.',
  }),
  verified('IA', 'modified_51', 'Iowa Code § 668.3(1)(a)'),
  verified('KS', 'modified_50', 'Kan. Stat. Ann. § 60-258a(a)'),
  verified('KY', 'pure_comparative', 'Ky. Rev. Stat. § 411.182; Hilen v. Hays, 673 S.W.2d 713 (Ky. 1984)'),
  verified('LA', 'pure_comparative', 'La. Civ. Code art. 2323', {
    note: 'Injuries before 2026-01-01. Neither the amended art. 2323 nor its legis.la.gov note says whether Acts 2025, No. 15 reaches an earlier injury sued on from 2026 (the act itself was not read); La. C.C. art. 6: "In the absence of contrary legislative expression, substantive laws apply prospectively only", and commentators keep earlier injuries under pure comparative fault, but Keith v. USF&G (La. 1997) applied the 1996 amendment of art. 2323 to a 1991 accident as procedural. For a 2025 injury filed in 2026, check which paragraph the court applies: the 51% bar gives less.',
  }),
  verified('LA', 'modified_51_or_more', 'La. Civ. Code art. 2323(A)(2) as amended by Acts 2025, No. 15 (HB 431)', {
    effectiveFrom: '2026-01-01',
    verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    note: 'Barred when the client\'s negligence is "equal to or greater than fifty-one percent" (art. 2323(A)(2)(a); paragraph (A) "eff. Jan. 1, 2026. See Acts 2025, No. 15.", legis.la.gov); less than 51% recovers, reduced. An injury from 2026-01-01 falls under it whether the act applies by injury or by filing date; an earlier injury: see the row before.',
  }),
  unverified(
    'ME',
    'modified_50',
    'Me. Rev. Stat. tit. 14, § 156',
    'Barred when the client is "found by the jury to be equally at fault" (4th paragraph; more at fault bars too, as the Act is read since Wing v. Morse, Me. 1973). The reduction is not a percentage: the jury reduces the total "by dollars and cents, and not by percentage, to the extent considered just and equitable, having regard to the claimant\'s share in the responsibility" (2nd paragraph). The proportional figure is only an estimate of it. Read 2026-11-29.',
  ),
  verified(
    'MD',
    'contributory',
    "Maryland common law; Harrison v. Montgomery County Bd. of Educ., 295 Md. 442 (1983); Coleman v. Soccer Ass'n of Columbia, 432 Md. 679 (2013)",
  ),
  verified('MA', 'modified_51', 'Mass. Gen. Laws ch. 231, § 85'),
  unverified(
    'MI',
    'modified_51_noneconomic',
    'Mich. Comp. Laws § 600.2959',
    "Hybrid: above 50% fault the client loses noneconomic damages but economic damages are still awarded, reduced by the client's share, so above 50% no single figure is given. Read 2026-11-29 only in the Senate Fiscal Agency summary of the 1995 bill (H.B. 4508): \"noneconomic damages could not be awarded to a party whose percentage of fault exceeded the aggregate fault of the other persons, and the party's economic damages would have to be reduced\"; the section's own text was not found. Motor vehicle cases also meet the no-fault rule of Mich. Comp. Laws § 500.3135(2)(b). Split the damages by hand.",
  ),
  verified('MN', 'modified_51', 'Minn. Stat. § 604.01, subd. 1', {
    note: "The client's fault is compared with each defendant separately; with several defendants check each comparison.",
  }),
  verified('MS', 'pure_comparative', 'Miss. Code Ann. § 11-7-15'),
  verified('MO', 'pure_comparative', 'Gustafson v. Benda, 661 S.W.2d 11 (Mo. 1983); Mo. Rev. Stat. § 537.765 (product liability)'),
  verified('MT', 'modified_51', 'Mont. Code Ann. § 27-1-702'),
  verified('NE', 'modified_50', 'Neb. Rev. Stat. § 25-21,185.09', {
    note: "Barred when the client's negligence is equal to or greater than that of all defendants.",
  }),
  verified('NV', 'modified_51', 'Nev. Rev. Stat. § 41.141'),
  verified('NH', 'modified_51', 'N.H. Rev. Stat. Ann. § 507:7-d'),
  verified('NJ', 'modified_51', 'N.J. Stat. Ann. § 2A:15-5.1'),
  verified('NM', 'pure_comparative', 'Scott v. Rizzo, 96 N.M. 682, 634 P.2d 1234 (1981); N.M. Stat. Ann. § 41-3A-1'),
  verified('NY', 'pure_comparative', 'N.Y. C.P.L.R. § 1411'),
  verified('NC', 'contributory', 'North Carolina common law; N.C. Gen. Stat. § 1-139 (burden of proof)', {
    note: 'Gross negligence of the defendant and last clear chance are exceptions to the bar.',
  }),
  verified('ND', 'modified_50', 'N.D. Cent. Code § 32-03.2-02', {
    note: "Barred when the client's fault is as great as the combined fault of all others.",
  }),
  verified('OH', 'modified_51', 'Ohio Rev. Code § 2315.33'),
  verified('OK', 'modified_51', 'Okla. Stat. tit. 23, § 13', {
    note: "Barred only when the client's negligence is of greater degree than the defendants'.",
  }),
  verified('OR', 'modified_51', 'Or. Rev. Stat. § 31.600(1)'),
  verified('PA', 'modified_51', '42 Pa. Cons. Stat. § 7102(a)'),
  verified('RI', 'pure_comparative', 'R.I. Gen. Laws § 9-20-4'),
  verified('SC', 'modified_51', 'Nelson v. Concrete Supply Co., 303 S.C. 243, 399 S.E.2d 783 (1991)', {
    note: "Judicial rule for causes of action arising on or after 1991-07-01: recovers if the client's negligence is not greater than the defendants'.",
  }),
  verified('SD', 'slight_gross', 'S.D. Codified Laws § 20-9-2', {
    verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    note: 'Contributory negligence does not bar recovery "when the contributory negligence of the plaintiff was slight in comparison with the negligence of the defendant, but in such case, the damages shall be reduced in proportion to the amount of plaintiff\'s contributory negligence"; since SL 1998, ch 125, whether it was slight "shall be made without disclosing any determination of percentage of plaintiff\'s fault by special interrogatory" (notwithstanding Wood v. City of Crooks, 1997 SD 20, which had held 30% more than slight as a matter of law). Slight is a finding of fact, not a percentage (Estate of He Crow v. Jensen, S.D. 1992), so between no fault and an equal share no single figure is given: the client recovers nothing, or the damages reduced by the share.',
  }),
  verified('TN', 'modified_50', 'McIntyre v. Balentine, 833 S.W.2d 52 (Tenn. 1992)', {
    note: "Recovers only if the client's fault is less than the defendants'.",
  }),
  verified('TX', 'modified_51', 'Tex. Civ. Prac. & Rem. Code §§ 33.001, 33.012', {
    note: "Barred when the client's percentage of responsibility is greater than 50%.",
  }),
  verified('UT', 'modified_50', 'Utah Code Ann. § 78B-5-818(2)', {
    note: "Recovers only if the client's fault is less than the aggregate fault of the defendants.",
  }),
  verified('VT', 'modified_51', 'Vt. Stat. Ann. tit. 12, § 1036'),
  verified('VA', 'contributory', 'Virginia common law (contributory negligence)', {
    note: 'Statutory exceptions exist (e.g. actions against railroads); check any exception by hand.',
  }),
  verified('WA', 'pure_comparative', 'Wash. Rev. Code § 4.22.005'),
  verified('WV', 'modified_50', 'Bradley v. Appalachian Power Co., 163 W. Va. 332, 256 S.E.2d 879 (1979)', {
    note: "Causes of action arising before 2015-05-25: barred when the client's fault equals or exceeds the combined fault of the others.",
  }),
  verified('WV', 'modified_51', 'W. Va. Code § 55-7-13c(c) (2015 W. Va. Acts, HB 2002)', {
    effectiveFrom: '2015-05-25',
    note: 'Causes of action arising on or after 2015-05-25; not applicable to claims under the Governmental Tort Claims and Insurance Reform Act or the Medical Professional Liability Act.',
  }),
  verified('WI', 'modified_51', 'Wis. Stat. § 895.045(1)', {
    note: "The client's negligence is compared with each defendant separately; with several defendants check each comparison.",
  }),
  verified('WY', 'modified_51', 'Wyo. Stat. Ann. § 1-1-109(b)'),
];

/** A date no filing can come after: an unfiled case will be filed after every effective date in the table. */
const NOT_YET_FILED: IsoDate = '9999-12-31';

/**
 * The row in force for a claim that accrued on `accrualDate` (and, where a change applies by filing date, was filed
 * on `filingDate`; an unfiled case counts as filed later than any change). Null for an unknown jurisdiction, an
 * invalid date, or an accrual before the table's coverage.
 */
export function findFaultRule(jurisdiction: string, accrualDate: IsoDate, filingDate?: IsoDate | null): ComparativeFaultRule | null {
  if (!isIsoDate(accrualDate) || (filingDate != null && !isIsoDate(filingDate))) return null;
  const rows = COMPARATIVE_FAULT_RULES.filter((row) => row.jurisdiction === jurisdiction);
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index]!;
    const caseDate = row.appliesBy === 'filing' ? (filingDate ?? NOT_YET_FILED) : accrualDate;
    if (caseDate >= row.effectiveFrom && accrualDate >= LEGAL_TABLE_COVERAGE_START) return row;
  }
  return null;
}

export type ComparativeFaultOutcome = {
  /** What the client recovers, in dollars with cents. */
  amount: number;
  barred: boolean;
  /** How much the client's fault took off, in dollars with cents; amount + reduction = the gross amount. */
  reduction: number;
  /**
   * Set when no share decides the outcome: whether a jury finds the fault slight (`slight_gross`), or how much of the
   * amount is economic (`modified_51_noneconomic` above 50%). The client then recovers anywhere from 0 to `amount`
   * (the gross amount reduced by the share), and `reduction` is the least the fault takes off.
   */
  undecided?: 'slight_or_more' | 'economic_share';
};

/** Fault shares are held in millionths (0.0001 percentage points) so that the bar comparisons are exact. */
const SHARE_SCALE = 1_000_000n;
const HALF_SHARE = SHARE_SCALE / 2n;
const FIFTY_ONE_PERCENT = (SHARE_SCALE * 51n) / 100n;

/** What the doctrine does at a share: bars it, reduces it, or leaves it to a finding no share decides. */
function outcomeAt(
  doctrine: FaultDoctrine,
  shareMillionths: bigint,
): 'barred' | 'reduced' | NonNullable<ComparativeFaultOutcome['undecided']> {
  switch (doctrine) {
    case 'slight_gross':
      if (shareMillionths === 0n) return 'reduced';
      // A share equal to the defendant's or greater is never slight in comparison with it.
      return shareMillionths >= HALF_SHARE ? 'barred' : 'slight_or_more';
    case 'modified_51_noneconomic':
      return shareMillionths > HALF_SHARE ? 'economic_share' : 'reduced';
    default:
      return isBarred(doctrine, shareMillionths) ? 'barred' : 'reduced';
  }
}

function isBarred(doctrine: Exclude<FaultDoctrine, 'slight_gross' | 'modified_51_noneconomic'>, shareMillionths: bigint): boolean {
  switch (doctrine) {
    case 'pure_comparative':
      return false;
    case 'modified_50':
      return shareMillionths >= HALF_SHARE;
    case 'modified_51':
      return shareMillionths > HALF_SHARE;
    case 'modified_51_or_more':
      return shareMillionths >= FIFTY_ONE_PERCENT;
    case 'contributory':
      return shareMillionths > 0n;
  }
}

/**
 * The client's recovery from a gross `amount` (dollars, cents allowed) given their share of fault (0..1) under the
 * rule; where the rule leaves it to a finding no share decides, the most the client can recover, marked `undecided`. Works in integer cents: the recovery is rounded half up to the cent and the reduction is the rest, so the two
 * always add back to the gross amount. Throws RangeError on a negative or non-finite amount or a share outside 0..1.
 */
export function applyComparativeFault(input: {
  amount: number;
  clientFaultShare: number;
  rule: Pick<ComparativeFaultRule, 'doctrine'>;
}): ComparativeFaultOutcome {
  const { amount, clientFaultShare, rule } = input;
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError('The amount must be a non-negative number');
  if (!Number.isFinite(clientFaultShare) || clientFaultShare < 0 || clientFaultShare > 1) {
    throw new RangeError("The client's fault share must be between 0 and 1");
  }
  const grossCents = BigInt(Math.round(amount * 100));
  const shareMillionths = BigInt(Math.round(clientFaultShare * Number(SHARE_SCALE)));

  const outcome = outcomeAt(rule.doctrine, shareMillionths);
  if (outcome === 'barred') return { amount: 0, barred: true, reduction: Number(grossCents) / 100 };
  const keptMillionths = SHARE_SCALE - shareMillionths;
  const recoveredCents = (grossCents * keptMillionths + HALF_SHARE) / SHARE_SCALE;
  return {
    amount: Number(recoveredCents) / 100,
    barred: false,
    reduction: Number(grossCents - recoveredCents) / 100,
    ...(outcome === 'reduced' ? {} : { undecided: outcome }),
  };
}
