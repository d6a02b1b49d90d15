// Statute-of-limitations and notice-of-claim rules per jurisdiction and claim type, as data with their sources.
import type { CaseTypeCode } from '../cases/case-types.js';
import type { IsoDate } from '../shared/iso-date.js';
import type { LegalPeriod } from './calendar.js';
import { LEGAL_RULES_REVIEWED_ON, LEGAL_TABLE_COVERAGE_START } from './jurisdictions.js';
import type {
  ClaimType,
  LimitationJurisdiction,
  LimitationRule,
  MinorTolling,
  NoticeMinorRule,
  NoticeOfClaim,
  RepresentativeRule,
  StatuteOfRepose,
  SurvivalRule,
} from './limitation-types.js';
import { GENERAL_MINORITY_TOLLING, MINORITY_TOLLING_READ_AGAIN_ON, noTolling, tolling } from './minority-tolling.js';
import { PROPERTY_DAMAGE_RULES } from './property-damage-rules.js';

const ON = LEGAL_RULES_REVIEWED_ON;
/** The day the claim-type rows marked verified in the 2026-11-27 review were read in the statute text. */
export const CLAIM_TYPES_VERIFIED_ON: IsoDate = '2026-11-27';
/** The day the claim-type rows left unverified on CLAIM_TYPES_VERIFIED_ON were searched again and some were read. */
export const CLAIM_TYPES_READ_AGAIN_ON: IsoDate = '2026-11-28';
/** The day the government suit rows added for issue 29 (and the notices read with them) were read in the statute text. */
export const GOVERNMENT_SUITS_VERIFIED_ON: IsoDate = '2026-11-27';
/** The day the KY, LA and MI wrongful death rows and the OK malpractice row (left without rows before) were read. */
export const DEATH_MALPRACTICE_ROWS_READ_ON: IsoDate = '2026-11-29';

function tolled(citation: string, ageOfMajority = 18, note?: string): MinorTolling {
  return { ageOfMajority, rule: 'tolled_until_majority', citation, verified: true, ...(note ? { note } : {}) };
}

/** Full tolling to majority; the statute was read for an outer limit from accrual and sets none. */
function tolledNoCap(citation: string, ageOfMajority = 18, note?: string): MinorTolling {
  return { ...tolled(citation, ageOfMajority, note), maxYearsFromAccrual: null };
}

/** Full tolling to majority, but never past `maxYearsFromAccrual` from accrual (a cap the statute itself sets). */
function tolledWithCap(citation: string, ageOfMajority: number, maxYearsFromAccrual: number, capCitation: string): MinorTolling {
  return { ...tolled(citation, ageOfMajority), maxYearsFromAccrual, capCitation };
}

function limited(citation: string, note: string): MinorTolling {
  return { ageOfMajority: 18, rule: 'limited', citation, verified: true, note };
}

function notTolled(citation: string, note: string): MinorTolling {
  return { ageOfMajority: 18, rule: 'none', citation, verified: true, note };
}

/**
 * A claim type's own minor provision, read on MINORITY_TOLLING_READ_AGAIN_ON, that extends the period only for some
 * minors (a minor beneficiary of a death action): verified, named in a warning, never computed.
 */
function limitedAsRead(citation: string, note: string): MinorTolling {
  return { ...limited(citation, note), verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON };
}

/** The day the minority tolling of the medical malpractice, product liability and wrongful death rows was read. */
export const CLAIM_TYPE_TOLLING_READ_ON: IsoDate = MINORITY_TOLLING_READ_AGAIN_ON;

/** A claim-type row's minority tolling read on CLAIM_TYPE_TOLLING_READ_ON: `tolling`, verified that day, with its note. */
function readTolling(tolling: MinorTolling, note: string): MinorTolling {
  return { ...tolling, verified: true, verifiedOn: CLAIM_TYPE_TOLLING_READ_ON, note };
}

/** The day the minor provisions of the CO and KY product liability rows were read in court-quoted or statute text. */
export const CLAIM_TYPE_TOLLING_READ_AGAIN_ON: IsoDate = '2026-11-29';

/** A claim-type row's minority tolling read on CLAIM_TYPE_TOLLING_READ_AGAIN_ON: `tolling`, verified that day. */
function readTollingAgain(tolling: MinorTolling, note: string): MinorTolling {
  return { ...tolling, verified: true, verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON, note };
}

/**
 * The day the FL, LA and ND product liability rows (left without a row until then) were read: the same day as
 * CLAIM_TYPE_TOLLING_READ_AGAIN_ON.
 */
export const PRODUCT_ROWS_READ_ON: IsoDate = CLAIM_TYPE_TOLLING_READ_AGAIN_ON;

/** A claim-type row read on CLAIM_TYPE_TOLLING_READ_ON and found not to be tolled for minority. */
function notTolledRead(citation: string, note: string): MinorTolling {
  return noTolling(citation, note, CLAIM_TYPE_TOLLING_READ_ON);
}

/**
 * A malpractice statute read on CLAIM_TYPE_TOLLING_READ_ON that gives a child under `underAge` at the act until the
 * birthday at `untilAge` (or the period, if later) and does not toll the period for older minors.
 */
function youngChildOnly(
  citation: string,
  underAge: number,
  untilAge: number,
  note: string,
  options: { withinRepose?: boolean } = {},
): MinorTolling {
  return { ...notTolledRead(citation, note), youngChild: { underAge, untilAge, citation, ...options } };
}

/**
 * A claim-type row's tolling read on CLAIM_TYPE_TOLLING_READ_ON but not settled: `provides` says what the text read
 * provides and what is missing; never applied.
 */
function tollingLeftUnverified(provides: string): MinorTolling {
  return {
    ageOfMajority: 18,
    rule: 'limited',
    verified: false,
    note: `Minority tolling not verified: ${provides} Deadlines are computed without it (the earlier date).`,
  };
}

/** Tolling we could not confirm: recorded as limited and unverified, so it is never applied. */
function tollingNotOnFile(where: string): MinorTolling {
  return {
    ageOfMajority: 18,
    rule: 'limited',
    verified: false,
    note: `Minority tolling not verified: check ${where}. Deadlines are computed without it (the earlier date).`,
  };
}

/** The day the minority tolling of the verified general injury rows was checked for a quoted text, and some read again. */
export const GENERAL_TOLLING_AUDIT_ON: IsoDate = '2026-11-29';

/**
 * A general injury row's tolling whose statute was marked verified without its words quoted, and whose text was
 * searched for again on GENERAL_TOLLING_AUDIT_ON and not found: kept with its shape and citation, never applied (the
 * earlier date), `searched` saying what was looked for.
 */
function tollingTextNotFound(tolling: MinorTolling, searched: string): MinorTolling {
  return {
    ...tolling,
    verified: false,
    note: `Minority tolling not verified: ${searched} Deadlines are computed without it (the earlier date).`,
  };
}

/** A notice statute that binds local governments only (its words and recipient say so): see `GovernmentScope`. */
function localOnly(notice: NoticeOfClaim): NoticeOfClaim {
  return { ...notice, governments: 'local' };
}

/** A notice statute that binds the State and its agencies only: see `GovernmentScope`. */
function stateOnly(notice: NoticeOfClaim): NoticeOfClaim {
  return { ...notice, governments: 'state' };
}

/** The day the rules for claims against a State itself (its court of claims or tort claims act) were read. */
export const STATE_CLAIM_RULES_READ_ON: IsoDate = '2026-11-29';

/** The day the minority tolling of the rows for claims against a State itself was searched again (some were read). */
export const STATE_CLAIM_TOLLING_READ_ON: IsoDate = '2026-11-29';

function notice(period: LegalPeriod, to: string, citation: string, note?: string): NoticeOfClaim {
  return { period, to, citation, verified: true, ...(note ? { note } : {}) };
}

function unverifiedNotice(period: LegalPeriod, to: string, citation: string, note: string): NoticeOfClaim {
  return { period, to, citation, verified: false, note };
}

/** The day the notice statutes' provisions for minors (`minorRule`) were read. */
export const NOTICE_MINOR_RULES_READ_ON: IsoDate = '2026-11-28';

/** A notice statute's provision for minors (majority at 18), read on NOTICE_MINOR_RULES_READ_ON. */
function minorNoticeRule(
  afterMajority: LegalPeriod,
  citation: string,
  options: { maxFromAccrual?: LegalPeriod; note?: string } = {},
): NoticeMinorRule {
  return { ageOfMajority: 18, afterMajority, citation, verified: true, verifiedOn: NOTICE_MINOR_RULES_READ_ON, ...options };
}

/** A provision for minors found but not read closely enough to apply: only a warning names the date it may give. */
function unverifiedMinorNoticeRule(afterMajority: LegalPeriod, citation: string, note: string): NoticeMinorRule {
  return { ageOfMajority: 18, afterMajority, citation, verified: false, note };
}

/** Where every unverified claim-type row (medical malpractice, product liability, wrongful death) came from. */
export const FROM_PUBLISHED_CHARTS = 'From published 50-state charts; not checked against the statute — check by hand.';

/**
 * The note of a row taken from published 50-state charts and not yet read in the statute: what the charts say (the
 * discovery rule and statute of repose, which the calculator does not apply), then that it must be checked by hand.
 */
function chartNote(detail: string): string {
  return `${detail} ${FROM_PUBLISHED_CHARTS}`;
}

/** Montana's § 27-2-204 has a version in force from 2026-10-01 whose text has not been read. */
const MT_NEW_204_NOTE =
  'Mont. Code Ann. § 27-2-204 has a version effective 2026-10-01 whose text has not been read: this row repeats the ' +
  'earlier 3 years, unverified, for incidents from that day. Check the new text before relying on it. ' +
  "Searched again on 2026-11-29: docketmath.com's copy of mca.legmt.gov shows the section in two versions, " +
  '"(Temporary)" (the 3 years) and "(Effective October 1, 2026)", the latter cut off after its heading; no copy of ' +
  'that text and no 2025 session law amending § 27-2-204 were found. The session law, or the section as printed in ' +
  'the 2025 Montana Code Annotated, would settle it.' +
  ' Searched again later on 2026-11-29 (2025 bills, MCA pages): the amending law was again not found.';

/** Laws of Utah 2023, ch. 185 (in force 2023-05-03) renumbered § 78B-2-307 and gave motor vehicle property damage 4 years. */
const UTAH_2023_AMENDMENT: IsoDate = '2023-05-03';
/** The day § 78B-2-307 as amended in 2023 was read in the official text (le.utah.gov). */
const UTAH_2023_READ_ON: IsoDate = '2026-11-27';

const UT_NOTICE = notice(
  { years: 1 },
  "the governmental entity's agent designated to receive notices of claim",
  'Utah Code Ann. § 63G-7-402',
);

/**
 * The note of a claim-type row whose period and citation a published source confirmed on CLAIM_TYPES_VERIFIED_ON
 * (statute text, a state's code site, or a published 50-state chart): what it says, then where it was read.
 * docs/legal-rules.md gives the page read for each row.
 */
function checkedNote(detail: string, readAt: string): string {
  return `${detail} Checked on ${CLAIM_TYPES_VERIFIED_ON} (${readAt}).`;
}

type RowOptions = {
  clockStarts?: LimitationRule['clockStarts'];
  noticeOfClaim?: NoticeOfClaim | null;
  effectiveFrom?: string;
  note?: string;
  /** Leave the row unverified; `note` must say what to check. */
  unverified?: boolean;
  /** The day a verified row was read in the statute, when not the table's review date. */
  verifiedOn?: IsoDate;
  ifNoWrittenDenial?: LimitationRule['ifNoWrittenDenial'];
  deemedDeniedAfter?: LimitationRule['deemedDeniedAfter'];
  repose?: StatuteOfRepose;
  survival?: SurvivalRule;
  representative?: RepresentativeRule;
  /** A government_entity row whose statute binds local governments only (`GovernmentScope`). */
  governments?: LimitationRule['governments'];
  /** Limit the row to these case types (a period the statute gives them alone). */
  caseTypes?: readonly CaseTypeCode[];
  yieldsTo?: LimitationRule['yieldsTo'];
};

function row(
  jurisdiction: LimitationJurisdiction,
  claimType: ClaimType,
  period: LegalPeriod,
  citation: string,
  minorTolling: MinorTolling,
  options: RowOptions = {},
): LimitationRule {
  const verified = options.unverified !== true;
  return {
    jurisdiction,
    claimType,
    period,
    clockStarts: options.clockStarts ?? 'incident',
    minorTolling,
    noticeOfClaim: options.noticeOfClaim ?? null,
    citation,
    effectiveFrom: options.effectiveFrom ?? LEGAL_TABLE_COVERAGE_START,
    ...(options.caseTypes ? { caseTypes: options.caseTypes } : {}),
    verifiedOn: verified ? (options.verifiedOn ?? ON) : null,
    verified,
    ...(options.ifNoWrittenDenial ? { ifNoWrittenDenial: options.ifNoWrittenDenial } : {}),
    ...(options.deemedDeniedAfter ? { deemedDeniedAfter: options.deemedDeniedAfter } : {}),
    ...(options.repose ? { repose: options.repose } : {}),
    ...(options.survival ? { survival: options.survival } : {}),
    ...(options.representative ? { representative: options.representative } : {}),
    ...(options.governments ? { governments: options.governments } : {}),
    ...(options.yieldsTo ? { yieldsTo: options.yieldsTo } : {}),
    ...(options.note ? { note: options.note } : {}),
  };
}

const gi = 'general_injury' as const;

/**
 * The case types whose injuries arise out of the use or operation of a motor vehicle. Pedestrian cases are left out:
 * the type also holds bicycle and trip cases with no vehicle, so they keep the general row (the earlier date).
 */
export const MOTOR_VEHICLE_CASE_TYPES: readonly CaseTypeCode[] = ['motor_vehicle', 'truck', 'motorcycle'];

const CO_MINOR_TOLLING = limited(
  'Colo. Rev. Stat. § 13-81-103',
  'No tolling while the minor has a parent or legal representative; otherwise two years after one is appointed or the minor comes of age.',
);

/** Colo. Rev. Stat. § 13-80-106(2), the product section's own minor provision (lpdirect.net text). */
const CO_PRODUCT_MINOR_NOTE =
  '"If any person entitled to bring any action mentioned in this section is under the age of eighteen years ... at the ' +
  'time the cause of action accrues and is without spouse or natural or legal guardian, such person may bring said ' +
  'action within the time limit specified in this section after the disability is removed. If such person has a legal ' +
  "representative, such person's representative shall bring the action within the period of limitation imposed by " +
  'this section" (§ 13-80-106(2) text): a minor with a parent or guardian has the 2 years from accrual (computed); ' +
  'one with neither has 2 years from the 18th birthday (not computed: check the facts).';

const CO_NOTICE = notice(
  { days: 182 },
  "the public entity's governing body or attorney (the Attorney General for the State)",
  'Colo. Rev. Stat. § 24-10-109(1)',
  'Counted from discovery of the injury.',
);
const years = (count: number): LegalPeriod => ({ years: count });

/** A statute of repose counted from the negligent act (the incident date stands for it), read with its row's source. */
function actRepose(count: number, citation: string): StatuteOfRepose {
  return { period: years(count), runsFrom: 'act', citation, verified: true };
}

/** A product statute of repose, counted from the product's first sale or delivery: named in a warning, never computed. */
function productRepose(count: number, citation: string, note: string): StatuteOfRepose {
  return { period: years(count), runsFrom: 'product_delivery', citation, verified: true, note };
}

/**
 * Utah Code § 78B-2-105 (amended by 2019 ch. 46, effective 2019-05-14; read as current through the 2024 Fourth Special
 * Session, casetext.com): when a person entitled to sue dies before the limitation period ends and the claim survives,
 * the representatives may sue within the later of the period and one year after the death.
 */
const UTAH_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: years(1),
  citation: 'Utah Code Ann. § 78B-2-105',
  verified: true,
  deathsFrom: '2019-05-14',
};

/**
 * Cal. Civ. Proc. Code § 366.1 (Stats. 1992, ch. 178, effective 1993-01-01; text read on law.onecle.com and
 * statutes.laws.com): when a person entitled to bring an action dies before the limitations period ends and the
 * cause of action survives, it may be commenced before the later of six months after the death and the period that
 * would have applied.
 */
const CALIFORNIA_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: { months: 6 },
  citation: 'Cal. Civ. Proc. Code § 366.1',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * N.Y. C.P.L.R. § 210(a) (in force since the CPLR took effect in 1963; text read on codes.findlaw.com, current as of
 * 2024-01-01): where a person entitled to sue dies before the time runs out and the cause of action survives, the
 * representative may sue within one year after the death. It extends the period and never shortens it (Tamburello v.
 * Mooney, 51 Misc. 2d 1093 (N.Y. Sup. Ct. 1966)): the later of the two dates.
 */
const NEW_YORK_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: years(1),
  citation: 'N.Y. C.P.L.R. § 210(a)',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * 735 ILCS 5/13-209(a)(1) (from Ill. Rev. Stat. ch. 110, par. 13-209): if a person entitled to bring an action dies
 * before the time limited and the cause of action survives, the representative may sue "before the expiration of that
 * time, or within one year from his or her death whichever date is the later". Read on 2026-11-29 only as bills of 2007
 * (SB0738) and 2009 (SB1716) print the section; the current text was not found, so the rule stays unverified and its
 * warning says to check it. The "two years from the date of death" a 2020 summary gave comes from § 13-211, a disabled
 * decedent's tolling (Mickiewicz v. Generations at Regency, 2020 IL App (1st) 181771), not from this section.
 */
const ILLINOIS_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: years(1),
  citation: '735 ILCS 5/13-209(a)(1)',
  verified: false,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * N.C. Gen. Stat. § 1-22 (history through 1977, c. 446; read 2026-11-29 on statutes.laws.com): if a person entitled
 * to bring an action dies before the time limited and the cause of action survives, the personal representative or
 * collector may sue "after the expiration of that time, and within one year from his death" (Winslow v. Benton, 130
 * N.C. 58 (1902): the limitation, "if it would otherwise expire", is extended one year from the death).
 */
const NORTH_CAROLINA_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: years(1),
  citation: 'N.C. Gen. Stat. § 1-22',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * Mont. Code Ann. § 72-3-123 (Uniform Probate Code § 3-109; En. 1974, amended 2009; read 2026-11-29 on
 * instalawyer.io): a statute of limitation on a decedent's cause of action not barred at the death "may not apply to
 * bar a cause of action surviving the decedent's death sooner than 4 months after death".
 */
const MONTANA_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: { months: 4 },
  citation: 'Mont. Code Ann. § 72-3-123',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * Neb. Rev. Stat. § 30-2409 (Laws 1974, LB 354, § 87, UPC § 3-109; read 2026-11-29 on nebraskalegislature.gov): no
 * statute of limitations on a decedent's cause of action not barred at the death "shall apply to bar a cause of action
 * surviving the decedent's death sooner than four months after death".
 */
const NEBRASKA_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: { months: 4 },
  citation: 'Neb. Rev. Stat. § 30-2409',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * Wis. Stat. § 893.22 (read 2026-11-29 as the Wisconsin Law Journal quotes it, reporting Walberg v. St. Francis Home,
 * 2005 WI 64): "If a person entitled to bring an action dies before the expiration of the time limited for the
 * commencement of the action and the cause of action survives, an action may be commenced by the person's
 * representatives after the expiration of that time and within one year from the person's death." It never shortens
 * the period (the Court of Appeals in Walberg: where more than one year remains, "sec. 893.22 simply does not apply").
 */
const WISCONSIN_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: years(1),
  citation: 'Wis. Stat. § 893.22',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * Nev. Rev. Stat. § 11.310(1) ([1911 CPA § 35; A 1925, 17; NCL § 8534]; read 2026-11-29 on instalawyer.io): "If the
 * person entitled to bring an action dies before the expiration of the time limited for the commencement thereof, and
 * the cause of action survives, an action may be commenced by the person's representatives, after the expiration of
 * that time, and within 1 year from the person's death."
 */
const NEVADA_SURVIVAL: SurvivalRule = {
  kind: 'later_of_period_or_after_death',
  afterDeath: years(1),
  citation: 'Nev. Rev. Stat. § 11.310(1)',
  verified: true,
  deathsFrom: LEGAL_TABLE_COVERAGE_START,
};

/**
 * S.C. Code Ann. § 62-3-109 (1986 Act No. 539; 1990 Act No. 521; 2013 Act No. 100, § 1, eff. 2014-01-01; read
 * 2026-11-29 in the law.justia.com text, current and 2022-2023 editions, as parsed in a public repository): "The
 * running of any statute of limitations on a cause of action belonging to a decedent which had not been barred as of
 * the date of his death is suspended during the eight months following the decedent's death but resumes thereafter
 * unless otherwise tolled." The injury claim survives to the personal representative (§ 15-5-90). 2013 Act No. 100,
 * § 4: the act "takes effect on January 1, 2014" and "applies to any estates of decedents dying thereafter"; the text
 * before it was not read, so earlier deaths get no warning.
 */
const SOUTH_CAROLINA_SURVIVAL: SurvivalRule = {
  kind: 'suspended_after_death',
  afterDeath: { months: 8 },
  citation: 'S.C. Code Ann. § 62-3-109',
  verified: true,
  deathsFrom: '2014-01-01',
};

// Notices shared by a state's general row and its government row.
const NY_NOTICE = localOnly(
  notice(
    { days: 90 },
    'the public corporation (city, county, town, village, fire district or school district)',
    'N.Y. Gen. Mun. Law § 50-e(1)(a)',
    'A court may allow late notice (§ 50-e(5)); do not count on it.',
  ),
);
const CA_NOTICE: NoticeOfClaim = {
  ...notice(
    { months: 6 },
    'the public entity (its clerk, secretary or governing body)',
    'Cal. Gov. Code § 911.2',
    'Minority does not extend it (Code Civ. Proc. § 352(b)). Suit is due 6 months after written rejection of the claim (Gov. Code § 945.6(a)(1)).',
  ),
  lateClaim: {
    period: { years: 1 },
    citation: 'Cal. Gov. Code § 911.4(b)',
    minorWholePeriodCitation: 'Cal. Gov. Code § 911.6(b)(2)',
    verified: false,
  },
};
const NM_NOTICE = notice(
  { days: 90 },
  'the mayor of the municipality, the county clerk, or the State risk management division',
  'N.M. Stat. Ann. § 41-4-16(A)',
);
const TX_NOTICE = notice(
  { months: 6 },
  'the governmental unit',
  'Tex. Civ. Prac. & Rem. Code § 101.101(a)',
  'A city charter or ordinance may require a shorter notice (§ 101.101(b)).',
);
/** The day Fla. Stat. § 768.28(6) and (14), and the 2011 act on wrongful death claims against governments, were read. */
export const FL_GOVERNMENT_CLAIMS_READ_ON: IsoDate = '2026-11-29';
/** Ch. 2011-113, Laws of Fla. (CS/CS/HB 277): its changes apply to causes of action accruing on or after this day. */
export const FL_2011_WRONGFUL_DEATH_ACT_FROM: IsoDate = '2011-07-01';

/** The day the tolling statutes of FL and TN were read in the statutes mirror (law.justia.com text, saint1415/us-statutes). */
export const TOLLING_MIRROR_READ_ON: IsoDate = '2026-11-29';

/**
 * Fla. Stat. § 95.051(1), its paragraph on minority, read on TOLLING_MIRROR_READ_ON in the law.justia.com text held in
 * the public repository saint1415/us-statutes (data branch), data/states/florida/content/title-chapter-0095/
 * chapter-chapter-0095.json, where it is lettered (i), after the bankruptcy paragraph; the rows keep the (1)(h) they
 * cited (the current statute's letter was not read: check it). It tolls only while the minor has no parent, guardian or guardian ad
 * litem, or one with an adverse interest or adjudicated incapacitated: a fact the case does not hold, so never computed.
 */
const FL_MINORITY_TOLLING_TEXT =
  'Minority tolls "the running of the time under any statute of limitations except ss. 95.281, 95.35, and 95.36" only ' +
  '"during any period of time in which a parent, guardian, or guardian ad litem does not exist, has an interest adverse ' +
  'to the minor or incapacitated person, or is adjudicated to be incapacitated to sue; except with respect to the ' +
  'statute of limitations for a claim for medical malpractice as provided in s. 95.11. In any event, the action must be ' +
  'begun within 7 years after the act, event, or occurrence giving rise to the cause of action" (§ 95.051(1), ' +
  'law.justia.com text, where the paragraph is lettered (i) since ch. 2011-151; charts and older pages cite it as (h)); "A disability or ' +
  'other reason does not toll the running of any statute of limitations except those specified in this section" ' +
  '(§ 95.051(2)). Not computed: whether the minor had a parent or guardian is not a case fact.';

const FL_GENERAL_MINOR_TOLLING: MinorTolling = {
  ...limited('Fla. Stat. § 95.051(1)(i)', FL_MINORITY_TOLLING_TEXT),
  verifiedOn: TOLLING_MIRROR_READ_ON,
};

/**
 * Tenn. Code Ann. § 28-1-106(a), read in full on TOLLING_MIRROR_READ_ON in the law.justia.com text held in the public
 * repository saint1415/us-statutes (data branch), data/states/tennessee/content/title-title-28-limitation-of-actions-
 * 28-1-101-28-3-304/chapter-chapter-1-general-provisions-28-1-101-28-1-116.json (as amended by 2016 Tenn. Acts, ch. 932).
 */
const TN_28_1_106_TEXT =
  '"If the person entitled to commence an action is, at the time the cause of action accrued, either under eighteen ' +
  "(18) years of age, or adjudicated incompetent, such person, or such person's representatives and privies, as the " +
  'case may be, may commence the action, after legal rights are restored, within the time of limitation for the ' +
  'particular cause of action, unless it exceeds three (3) years, and in that case within three (3) years from ' +
  'restoration of legal rights" (§ 28-1-106(a), current text, as amended 2016); "Persons over the age of eighteen (18) ' +
  'years of age are presumed competent" (b). No limit from accrual; the repose of subsection (c)(4) is for lack of ' +
  'capacity only.';

const TN_MINORITY_TOLLING: MinorTolling = {
  ...tolledNoCap('Tenn. Code Ann. § 28-1-106(a)', 18, `${TN_28_1_106_TEXT} The one year runs from the 18th birthday.`),
  verifiedOn: TOLLING_MIRROR_READ_ON,
};

const FL_NOTICE_TO =
  'the appropriate agency and, except for a claim against a municipality, county or the Florida Space Authority, ' +
  'the Florida Department of Financial Services';
/**
 * Fla. Stat. § 768.28(6)(a): no action "unless the claimant presents the claim in writing to the appropriate agency, and
 * also, except as to any claim against a municipality, county, or the Florida Space Authority, presents such claim in
 * writing to the Department of Financial Services, within 3 years after such claim accrues".
 */
const FL_NOTICE: NoticeOfClaim = {
  ...notice(
    { years: 3 },
    FL_NOTICE_TO,
    'Fla. Stat. § 768.28(6)(a)',
    'Presented "within 3 years after such claim accrues" (§ 768.28(6)(a), read in the text the 2023 HB 7059 and 2024 ' +
      'CS/CS/HB 569 reproduce, and as docketmath.com quotes flsenate.gov in May 2026); counted from the incident. Suit ' +
      'may follow the denial, or 6 months without a final disposition, which "shall be deemed a final denial" ' +
      '(§ 768.28(6)(d)); that wait does not toll the 4 years of § 768.28(14). The bills that would cut the 3 years to ' +
      '18 months (HB 7059 of 2023, SB 472 and HB 569 of 2024, HB 301 and SB 1570 of 2025) were not enacted; the fate ' +
      "of 2026's SB 1366 was not found: for a claim accruing in 2026 or later, check the current paragraph.",
  ),
  verifiedOn: FL_GOVERNMENT_CLAIMS_READ_ON,
};
/**
 * Fla. Stat. § 768.28(6)(a) for a wrongful death claim accruing on or after 2011-07-01: presented to the Department of
 * Financial Services within 2 years after the claim accrues (ch. 2011-113, Laws of Fla.), not the 3 years of other claims.
 */
const FL_DEATH_NOTICE: NoticeOfClaim = {
  ...notice(
    { years: 2 },
    'the Florida Department of Financial Services (and the appropriate agency)',
    'Fla. Stat. § 768.28(6)(a)',
    'Wrongful death: ch. 2011-113, Laws of Fla. (CS/CS/HB 277, effective 2011-07-01), "requiring that a claim in a ' +
      'wrongful death case be presented to the Department of Financial Services within 2 years after the claim accrues" ' +
      'and applying "to causes of action accruing on or after the effective date"; a death claim accrues at the death. ' +
      'Counted here from the incident, the earliest start. A claim not finally disposed of within 90 days is deemed ' +
      'denied, and the limitation period of a wrongful death action "is tolled for the period of time taken by the ' +
      'Department of Financial Services or the appropriate agency to deny the claim" (§ 768.28(6)(d)): not computed, ' +
      'the untolled date is the earlier one.',
  ),
  verifiedOn: FL_GOVERNMENT_CLAIMS_READ_ON,
};
/** The notice of a death before 2011-07-01: the 3 years of every claim, the 2011 act applying only to later deaths. */
const FL_DEATH_NOTICE_BEFORE_2011: NoticeOfClaim = {
  ...FL_NOTICE,
  note:
    'A death before 2011-07-01: ch. 2011-113, Laws of Fla., which gave wrongful death claims 2 years, applies only "to ' +
    'causes of action accruing on or after the effective date" (2011-07-01), so the 3 years of § 768.28(6)(a) then in ' +
    'force apply ("within 3 years after such claim accrues", the text the 2011 bill amended). Then the paragraph ' +
    'excepted from the Department of Financial Services only "a municipality or the Florida Space Authority".',
};
/** Md. Code, Cts. & Jud. Proc. § 5-304(c)(2)-(4): who receives a Local Government Tort Claims Act notice. */
const MD_LOCAL_NOTICE_TO =
  'a county: its county commissioners or county council (Baltimore City: the City Solicitor; Howard and Montgomery: ' +
  "the County Executive; Anne Arundel, Baltimore County, Frederick, Harford and Prince George's: the county solicitor " +
  'or county attorney); any other local government: its corporate authorities';
const NJ_NOTICE = notice({ days: 90 }, 'the public entity (the Attorney General for claims against the State)', 'N.J. Stat. Ann. § 59:8-8');
const PA_NOTICE = notice({ months: 6 }, 'the government unit', '42 Pa. Cons. Stat. § 5522(a)');
const MA_NOTICE = notice({ years: 2 }, 'the executive officer of the public employer', 'Mass. Gen. Laws ch. 258, § 4');
const AZ_NOTICE = notice(
  { days: 180 },
  'the public entity or employee, through a person authorized to accept service',
  'Ariz. Rev. Stat. § 12-821.01(A)',
);
const FTCA_NOTICE: NoticeOfClaim = {
  ...notice(
    { years: 2 },
    'the federal agency whose employee caused the injury (Standard Form 95 or other written claim with a sum certain)',
    '28 U.S.C. §§ 2401(b), 2675(a); 28 C.F.R. § 14.2(a)',
    'Presented when the agency receives it, so the date is never moved to a later business day. Suit is due within 6 months after the agency mails its final denial; no suit before denial or 6 months without answer.',
  ),
  presentedOnReceipt: true,
};

/** Ala. Code § 6-2-8(a): the actions of chapter 2 of title 6, tolled to 19, never past 20 years from accrual. */
const AL_MINOR_TOLLING = tolledWithCap('Ala. Code § 6-2-8(a)', 19, 20, 'Ala. Code § 6-2-8(a)');

/**
 * Kan. Stat. Ann. § 60-515(a) (official text, history through L. 1992): a person under 18 when the claim accrued "shall
 * be entitled to bring such action within one year after the person's disability is removed, except that no such action
 * shall be commenced by or on behalf of any person under the disability more than eight years after the time of the act".
 */
const KS_MINOR_TOLLING: MinorTolling = {
  ageOfMajority: 18,
  rule: 'tolled_until_majority',
  citation: 'Kan. Stat. Ann. § 60-515(a)',
  verified: true,
  verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
  maxAfterMajority: years(1),
  maxYearsFromAccrual: 8,
  capCitation: 'Kan. Stat. Ann. § 60-515(a)',
  note:
    'A person under 18 when the claim accrued may sue "within one year after the person\'s disability is removed", ' +
    'never "more than eight years after the time of the act giving rise to the cause of action": the later of the ' +
    'period from the incident and one year after the 18th birthday, never past 8 years from the act.',
};

/** Maine's notice of claim before P.L. 2019, c. 214 (180 days), on the rows before and after its 2001 minor provision. */
const ME_NOTICE_BEFORE_2020 = notice(
  { days: 180 },
  'the governmental entity (the agency and the Attorney General for the State)',
  'Me. Rev. Stat. tit. 14, § 8107(1) (before P.L. 2019, c. 214)',
  'Suit against a governmental entity: 2 years (§ 8110).',
);

/**
 * 735 ILCS 5/13-212, as Franklin v. Cernovich, 287 Ill. App. 3d 776 (3d Dist. 1997) reads it: the 2 years of (a) apply
 * to a claim that accrued during minority but do not begin to run until the 18th birthday, within the eight years from
 * the act that (b) gives minors.
 */
const IL_MALPRACTICE_MINOR_TOLLING: MinorTolling = {
  ageOfMajority: 18,
  rule: 'tolled_until_majority',
  citation: '735 ILCS 5/13-212(b)',
  verified: true,
  verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
  maxYearsFromAccrual: 8,
  capCitation: '735 ILCS 5/13-212(b)',
  note:
    'Franklin v. Cernovich, 287 Ill. App. 3d 776 (3d Dist. 1997): "In this case we must determine whether the two-year ' +
    'statute of limitations for bringing a medical malpractice action (735 ILCS 5/13-212(a) (West 1994)) applies when the ' +
    "plaintiff's cause of action accrued while he was a minor. We find that it does, but that the limitations period does " +
    'not begin to run until the plaintiff reaches the age of 18"; subsection (b) is "a specific eight-year statute of ' +
    'repose for minors" (case summary); a plaintiff treated at 16 who sued more than two years after 18 was barred ' +
    '(judgment affirmed). Antunes v. Sookhakitch, 146 Ill. 2d 477 (1992), names "the repose period for minors set forth ' +
    'in subsection (b)", not the 4 years of (a). Applied: 2 years from the 18th birthday, never past 8 years from the ' +
    'act. The text of (b) was not read; its bar at the 22nd birthday, as Illinois decisions describe it, never falls ' +
    'before that date. Decisions of other districts that give a minor the whole 8 years (to the 22nd birthday) were ' +
    'not read: they would give later dates.',
};

/**
 * Mich. Comp. Laws § 600.5851(1), as the Michigan Supreme Court quotes it (Vega v. Lakeland Hospitals, 2007; Vance v.
 * Henry Ford Health System, 2008): a person under 18 when the claim accrues "shall have 1 year after the disability is
 * removed ... to make the entry or bring the action although the period of limitations has run".
 */
const MI_MINOR_TOLLING: MinorTolling = {
  ageOfMajority: 18,
  rule: 'tolled_until_majority',
  citation: 'Mich. Comp. Laws § 600.5851(1)',
  verified: true,
  verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
  maxAfterMajority: years(1),
  note:
    '"Except as otherwise provided in subsections (7) and (8), if the person first entitled to make an entry or bring an ' +
    'action under this act is under 18 years of age or insane at the time the claim accrues, the person or those claiming ' +
    'under the person shall have 1 year after the disability is removed ... to make the entry or bring the action although ' +
    'the period of limitations has run": the later of the period and one year after the 18th birthday.',
};

/**
 * Minn. Stat. § 541.15(a) (official text): being "within the age of 18 years" suspends the period until the disability is
 * removed; "such period, except in the case of infancy, shall not be extended for more than five years, nor in any case
 * for more than one year after the disability ceases".
 */
const MN_MINOR_TOLLING: MinorTolling = {
  ageOfMajority: 18,
  rule: 'tolled_until_majority',
  citation: 'Minn. Stat. § 541.15(a)',
  verified: true,
  verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
  maxYearsFromAccrual: null,
  maxAfterMajority: years(1),
  note:
    'Infancy suspends the period until the disability is removed, never "for more than one year after the disability ' +
    'ceases"; the five-year limit of § 541.15(a) is for the other disabilities ("except in the case of infancy"): the ' +
    'later of the period from the incident and one year after the 18th birthday.',
};

/**
 * Or. Rev. Stat. § 12.160(1)-(2) (text as amended 2015): a child under 18 when an action "mentioned in ORS 12.010 to
 * 12.050, 12.070 to 12.250 or 12.276" accrues has the period tolled while under 18, but it "may not be extended ... for
 * more than five years, or for more than one year after the person attains 18 years of age, whichever occurs first".
 */
const OR_MINOR_TOLLING: MinorTolling = {
  ageOfMajority: 18,
  rule: 'tolled_until_majority',
  citation: 'Or. Rev. Stat. § 12.160',
  verified: true,
  verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
  maxYearsFromAccrual: null,
  maxAfterMajority: years(1),
  maxTolled: years(5),
  note:
    'Tolled while the child is under 18 for the actions of ORS 12.010 to 12.050, 12.070 to 12.250 and 12.276, but "The ' +
    'time for commencing an action may not be extended under subsection (1) of this section for more than five years, or ' +
    'for more than one year after the person attains 18 years of age, whichever occurs first" (§ 12.160(2)): the later ' +
    'of the period from the incident and one year after the 18th birthday, never more than five years past the period.',
};

/**
 * S.C. Code Ann. § 15-3-40 (text read on CLAIM_TYPE_TOLLING_READ_ON): for "an action mentioned in Article 5 of this
 * chapter or an action under Chapter 78 of this title", a person "within the age of eighteen years" when it accrued: "the
 * time of the disability is not a part of the time limited for the commencement of the action, except that the period
 * within which the action must be brought cannot be extended: (a) more than five years by any such disability, except
 * infancy; nor (b) in any case longer than one year after the disability ceases."
 */
const SC_MINOR_TOLLING: MinorTolling = {
  ageOfMajority: 18,
  rule: 'tolled_until_majority',
  citation: 'S.C. Code Ann. § 15-3-40',
  verified: true,
  verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
  maxYearsFromAccrual: null,
  maxAfterMajority: years(1),
  note:
    'The time under 18 is not part of the period of an Article 5 action (§ 15-3-530 among them), but it "cannot be ' +
    'extended ... in any case longer than one year after the disability ceases"; the five-year limit excepts infancy: ' +
    'the later of the period from the incident and one year after the 18th birthday.',
};

/**
 * Del. Code Ann. tit. 10, § 8119 (personal injuries, 2 years), read on CLAIM_TYPE_TOLLING_READ_AGAIN_ON for the general
 * injury and product rows: the infancy saving of § 8116 reaches only actions "comprehended within §§ 8101-8115" (the
 * property damage and death rows' § 8107 among them), not § 8119, and the Delaware courts ran § 8119 against infants.
 * Not in GENERAL_MINORITY_TOLLING: that entry would also stand for the § 8107 property damage row, which § 8116 reaches.
 */
const DE_INJURY_MINOR_TOLLING = noTolling(
  'Del. Code Ann. tit. 10, § 8119',
  'Not tolled for minority. The infancy saving, tit. 10, § 8116, applies to "any action comprehended within §§ ' +
    '8101-8115 of this title", and § 8119 (personal injuries, 2 years from the injury) is not among them; § 8119 has no ' +
    'minor saving of its own. Applied so to infants: Brown v. E.I. duPont de Nemours & Co., 820 A.2d 362 (Del. 2003), ' +
    'product claims for children born with eye defects, filed more than two years after their births; the Superior ' +
    'Court (Ison v. E.I. duPont de Nemours, 2002) dismissed them under § 8119 as running from birth, and the Supreme ' +
    'Court reversed only on when the injuries were "sustained" (notice of a possible tortious cause), not for minority. ' +
    'The 2 years run from the injury for a minor as for an adult.',
  CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
);

const FTCA_TOLLING = notTolled('28 U.S.C. § 2401(b)', 'Minority does not toll the FTCA period.');

/**
 * Ordered by jurisdiction, claim type, then effectiveFrom. general_injury is on file for every jurisdiction; other
 * claim types where the rule was confirmed (verified) or, for medical malpractice, product liability and wrongful
 * death, where published 50-state charts agree on it (unverified, with a chartNote: the app shows them as unverified
 * and says to check by hand; the two read in the statute text carry CLAIM_TYPES_VERIFIED_ON). A missing row is "no rule on file", never a guess. Statutes of repose and discovery
 * rules are in the notes: dates are counted from the incident (or the death), the earliest start.
 */
export const LIMITATION_RULES: readonly LimitationRule[] = [
  row('AL', gi, years(2), 'Ala. Code § 6-2-38(l)', AL_MINOR_TOLLING, {
    noticeOfClaim: localOnly(
      notice(
        { months: 6 },
        'the municipality (sworn claim filed with the clerk)',
        'Ala. Code § 11-47-23',
        'Counties and the State follow other rules.',
      ),
    ),
  }),
  row(
    'AL',
    'government_entity',
    years(1),
    'Ala. Code § 41-9-65(a)',
    tollingLeftUnverified(
      '§ 41-9-65 gives minors more time only for escheats ("the claims of minors may be considered by the Board of ' +
        'Adjustment if the claims are filed within three years after the minor has reached the age of 19 years", ' +
        '(c)), and the Board "is prohibited from hearing or considering any claim not filed within the time specified" ' +
        '((d)); whether the tolling of § 6-2-8 reaches a claim before the Board was not read.' +
        ` Searched again on ${STATE_CLAIM_TOLLING_READ_ON}: § 41-9-65(a) read again (lawserver.com), no decision on a minor's claim ` +
        'before the Board of Adjustment found.',
    ),
    {
      governments: 'state',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { years: 1 },
          'the State Board of Adjustment (the claim itself: the State cannot be sued)',
          'Ala. Code § 41-9-65(a)',
          '"Unless otherwise provided in this section, all claims must be presented to the Board of Adjustment within one ' +
            'year after the cause of action accrues" ((a)); a claim for injury resulting in death: two years ((b)). Filed ' +
            'with the Board, not a court, so the date is not moved for a weekend (the earlier date).',
        ),
        presentedOnReceipt: true,
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'Claims against the State of Alabama and its agencies. "That the State of Alabama shall never be made a ' +
        'defendant in any court of law or equity" (Ala. Const. art. I, § 14): there is no suit against the State, and ' +
        'its claims go to the State Board of Adjustment, which awards damages for "personal injury, property damage, ' +
        'death and disability" using "the ordinary rules of negligence" (§ 41-9-68). The only period is the one for ' +
        'presenting the claim to the Board: one year after the cause of action accrues (§ 41-9-65(a)), given once, as ' +
        "the claim (its date is not moved past a weekend or holiday): there is no suit date. The section's limits " +
        'apply "to claims which have already accrued and to those which accrue after July 10, 1943" ((d)); later ' +
        'amendments (2009, 2010) touched county ' +
        'reimbursement and contract claims. A suit against a State officer or employee personally is not this claim: ' +
        'the general period governs it.',
    },
  ),
  row(
    'AL',
    'medical_malpractice',
    years(2),
    'Ala. Code § 6-5-482(a)',
    readTollingAgain(
      {
        ageOfMajority: 19,
        rule: 'limited',
        citation: 'Ala. Code § 6-5-482(b)',
        verified: true,
        youngChild: { underAge: 4, untilAge: 8, citation: 'Ala. Code § 6-5-482(b)' },
      },
      '"No action shall be commenced more than four years after the act, omission, or failure complained of; except, ' +
        'that in the case of a minor under four years of age, such minor shall have until his eighth birthday to commence ' +
        'such action" (§ 6-5-482(b), its close as vanweylaw.com quotes it): a child under 4 at the act has until the 8th ' +
        'birthday, past the 4-year repose. (b) opens: subsection (a) "shall be subject to all existing provisions of law ' +
        'relating to the computation of statutory periods of limitation for the commencement of ac[tions]" (cut off there ' +
        'in every copy found), so whether it names § 6-2-8 and tolls an older minor (under 19) within the 4 years was ' +
        'not read; § 6-5-574(b), its counterpart for legal services, names § 6-2-8 among such sections, "provided, that ' +
        'notwithstanding any provisions of such sections, no action shall be commenced more than four years after the ' +
        'act, omission, or failure complained of". An older minor keeps the 2 years from the act; the tolling up to the ' +
        '4 years is named here, not computed.',
    ),
    {
      repose: actRepose(4, 'Ala. Code § 6-5-482(a)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act; if not discoverable within them, 6 months from discovery; never more than 4 years from the act (repose in the same subsection). Minors under 4: until the 8th birthday (§ 6-5-482(b)).',
        'subro50.com',
      ),
    },
  ),
  row(
    'AL',
    'product_liability',
    years(2),
    'Ala. Code § 6-2-38(l)',
    readTolling(
      AL_MINOR_TOLLING,
      'The product claim takes the 2 years of § 6-2-38(l), a section of chapter 2 of title 6, whose actions § 6-2-8(a) ' +
        "tolls for a person under 19 (the general injury row's tolling), never past 20 years from accrual.",
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Product liability (AEMLD) uses the general 2-year injury period (Etheredge v. Genie Indus., Inc., 632 So. 2d 1324 (Ala. 1994)); no statute of repose in force (Lankford v. Sullivan, Long & Hagerty, 416 So. 2d 996 (Ala. 1982)).',
        'statutes-of-limitations.com; paschoslaw.com',
      ),
    },
  ),
  row(
    'AL',
    'wrongful_death',
    years(2),
    'Ala. Code § 6-5-410(d)',
    notTolledRead(
      'Ala. Code § 6-5-410(d)',
      'The action is brought by the personal representative, and "must be commenced within two years from and after the ' +
        'death" (§ 6-5-410(a), (d)); that period is "not [to be] a statute of limitations, but of the essence of the cause ' +
        'of action", not subject to any tolling provisions (Cofer v. Ensor, 473 So. 2d 984 (Ala. 1985), citing Parker v. ' +
        'Fies & Sons, 243 Ala. 348 (1942)).',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: 'Two years "from and after the death" (§ 6-5-410(d)). Read in the Code of Alabama current through the 2024 Regular Session (casetext.com).',
    },
  ),
  row('AK', gi, years(2), 'Alaska Stat. § 09.10.070(a)', GENERAL_MINORITY_TOLLING.AK),
  row(
    'AK',
    'medical_malpractice',
    years(2),
    'Alaska Stat. § 09.10.070(a)',
    readTolling(
      GENERAL_MINORITY_TOLLING.AK,
      'The malpractice claim takes the 2 years of § 09.10.070(a), an action under ch. 09.10, which § 09.10.140(a) tolls ' +
        'until majority, never longer than 2 years after the disability ceases. Subsection (c), which made children ' +
        'injured under 8 sue by their 10th birthday, was held unconstitutional (Sands v. Green, 156 P.3d 1130 (Alaska ' +
        '2007)). Majority taken as 18.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Personal injury or death: within two years of the accrual of the cause of action (§ 09.10.070(a) text), with the discovery rule (Pedersen v. Zielski, 822 P.2d 903 (Alaska 1991)). The 10-year statute of repose the charts name (Alaska Stat. § 09.10.055, with exceptions) was not read and is not applied.',
        'vanweylaw.com, § 09.10.070(a) text; nolo.com',
      ),
    },
  ),
  row('AK', 'product_liability', years(2), 'Alaska Stat. § 09.10.070(a)', GENERAL_MINORITY_TOLLING.AK, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'General 2-year injury period; 10-year statute of repose (Alaska Stat. § 09.10.055) with exceptions.',
      'choatelawfirm.com',
    ),
  }),
  row(
    'AK',
    'wrongful_death',
    years(2),
    'Alaska Stat. § 09.55.580(a)',
    {
      ...limited(
        'Alaska Stat. § 09.10.140(a)',
        "A minor beneficiary's death claim is tolled during minority: Haakanson v. Wakefield Seafoods, Inc., 600 P.2d " +
          '1087 (Alaska 1979), decided "if Alaska\'s general tolling statute, AS 09.10.140, applies to extend the time ' +
          'limit for bringing an action set forth in AS 09.55.580" for five children aged two to nine at their parents\' ' +
          'death, the action filed more than six years after it; the court held that the disability of a minor statutory ' +
          'beneficiary tolls the two years until the disability ceases (case summaries), § 09.10.140 then allowing no more ' +
          "than two years after the disability ceases. It runs from each minor beneficiary's own 18th birthday: check each one.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'death.uslegal.com'),
    },
  ),
  row('AZ', gi, years(2), 'Ariz. Rev. Stat. § 12-542', tolledNoCap('Ariz. Rev. Stat. § 12-502'), { noticeOfClaim: AZ_NOTICE }),
  row(
    'AZ',
    'government_entity',
    years(1),
    'Ariz. Rev. Stat. § 12-821',
    readTollingAgain(
      tolledNoCap('Ariz. Rev. Stat. § 12-502'),
      'Estate of DeSela v. Prescott Unified School District No. 1, 224 Ariz. 202 (App. 2010), a suit against a school ' +
        'district for the injuries of a student aged 16: "the limitations period was tolled under Arizona Revised Statutes ' +
        '... section 12-502 (2003) until Maddison reached the age of majority", and the suit, filed in December 2007 for a ' +
        'November 2004 injury, within one year of her 18th birthday, was timely. § 12-502: "the period of such disability ' +
        'shall not be deemed a portion of the period limited for commencement of the action": the one year of § 12-821 ' +
        'runs from the 18th birthday; no outer limit. The 180-day notice of § 12-821.01(A) is still counted from the ' +
        'incident here (the earlier date): whether minority extends it was not settled by what was read (Maddison had ' +
        'filed a timely notice).',
    ),
    {
      noticeOfClaim: AZ_NOTICE,
    },
  ),
  row(
    'AZ',
    'medical_malpractice',
    years(2),
    'Ariz. Rev. Stat. § 12-542(1)',
    readTolling(
      tolledNoCap('Ariz. Rev. Stat. § 12-502'),
      'Section 12-502, "the general tolling statute that covers the effect of minority ... on the time allowed for ' +
        'bringing any personal injury action", governs malpractice claims: § 12-564(D), a separate tolling rule for ' +
        'infants injured by health care providers, was held unconstitutional (Barrio v. San Manuel Div. Hosp., 143 ' +
        'Ariz. 101 (1984)). The period runs from the 18th birthday; no outer limit.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from when the injury was or should have been discovered.', 'hurtbyadoctor.com'),
    },
  ),
  row(
    'AZ',
    'product_liability',
    years(2),
    'Ariz. Rev. Stat. § 12-542',
    readTolling(
      tolledNoCap('Ariz. Rev. Stat. § 12-502'),
      'The product claim takes the 2 years of § 12-542 (article 4 of title 12, ch. 5); § 12-502 tolls every action ' +
        'other than those of article 2 (real property) for a person under 18 when it accrued: the period runs from the ' +
        '18th birthday; no outer limit.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Strict liability or negligence: 2 years after the cause of action accrues, on discovery (A.R.S. §§ 12-542, 12-551; Kenyon v. Hammer, 142 Ariz. 69 (1984)). The repose in § 12-551 is described differently by the sources read (12 years after sale; 8 years) and has been held unconstitutional in part: not applied, check it.',
        'leejohnsonlegal.com; caseassist.co',
      ),
    },
  ),
  row(
    'AZ',
    'wrongful_death',
    years(2),
    'Ariz. Rev. Stat. § 12-542(2)',
    {
      ...limited(
        'Ariz. Rev. Stat. § 12-502',
        "A minor's death claim is tolled during minority: Porter v. Triad of Arizona, 203 Ariz. 230, 52 P.3d 799 " +
          '(App. 2002), "the minority tolling statute applies to a minor\'s wrongful death claim" (the complaint filed ' +
          "for the decedent's children more than five years after the death was timely), declining to follow Gomez v. " +
          "Leverton (1973). It runs from each minor beneficiary's own 18th birthday: check each one.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'hurtbyadoctor.com'),
    },
  ),
  row(
    'AR',
    gi,
    years(3),
    'Ark. Code Ann. § 16-56-105',
    tollingLeftUnverified(
      'the general saving statute, Ark. Code Ann. § 16-56-116, was searched again on 2026-11-29 and its current text ' +
        'not found. Read: its predecessor, Ark. Stat. Ann. § 37-226 (Repl. 1962), as Mason v. Sorrell, 260 Ark. 27 ' +
        '(1976), quotes it: a person "under twenty-one [21] years of age" when the cause of action accrued "shall be at ' +
        'liberty to bring such action within three [3] years next after full age"; Brake v. Sides, 95 Ark. 74 (1910), ' +
        'on "full age" in a like proviso. Guides agree on the 21st birthday (three years after 18) but cite no ' +
        'decision. Check the current text of § 16-56-116.' +
        ' Searched again later on 2026-11-29 (onecle, casetext, instalawyer and policyrisk code pages; the UniCourt copy of the official code, whose Title 16 file is too large to fetch): not found.',
    ),
  ),
  row(
    'AR',
    'medical_malpractice',
    years(2),
    'Ark. Code Ann. § 16-114-203',
    youngChildOnly(
      'Ark. Code Ann. § 16-114-203(c)(1)',
      10,
      11,
      '"Except as otherwise provided in this section, all actions for medical injury shall be commenced within two (2) ' +
        'years" of the wrongful act (§ 16-114-203(a), (b)); "If an individual is nine (9) years of age or younger at the ' +
        "time of the act ... [they] shall have until the later of the minor's eleventh birthday or two (2) years from the " +
        'act" ((c)(1)). Older minors have the 2 years from the act: the section provides for no other minor. An injury ' +
        'not discoverable before the 11th birthday gives 2 years from discovery, never past the 19th birthday ((c)(2)): ' +
        'not computed.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from the wrongful act (foreign object: 1 year from discovery).', 'codes.findlaw.com'),
    },
  ),
  row(
    'AR',
    'product_liability',
    years(3),
    'Ark. Code Ann. § 16-116-203',
    tollingLeftUnverified(
      'the general saving statute, Ark. Code Ann. § 16-56-116, whose current text was again not found on 2026-11-29 ' +
        '(see the general injury row: only its 1962 predecessor, three years "next after full age", was read), would ' +
        'reach the product period of § 16-116-203 if it covers it: check both.' +
        ' Searched again later on 2026-11-29 in other code copies: still not found.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from the injury.', 'mitchellwilliamslaw.com'),
    },
  ),
  row(
    'AR',
    'wrongful_death',
    years(3),
    'Ark. Code Ann. § 16-62-102(c)(1)',
    noTolling(
      'Ark. Code Ann. § 16-62-102(c)(1)',
      'Sandusky v. First Electric Cooperative, 266 Ark. 588, 587 S.W.2d 37 (1979): an administratrix sued for two minor ' +
        'children after the three years; "The only issue presented by this appeal is whether or not the general savings ' +
        'clause in Ark.Stat.Ann. § 37-226 (Repl.1962) tolls the statute of limitations in § 27-907" (the savings clause for ' +
        'a person "under twenty-one [21] years of age", now § 16-56-116); Sugg v. Continental Oil Co. (Ark. 1980) names it ' +
        'with Vines as authority for the bar (its disposition itself was not read). Crawford v. Martin Marietta Corp., 622 F.2d 339 (8th Cir. 1980): ' +
        "the decedent's minor children's claim, filed 15 years after the death, \"is barred despite appellants' age because " +
        'Arkansas has consistently interpreted the general savings statute to apply only to actions at common law and ' +
        'not to" wrongful death actions. Runs from the death.',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'nstlaw.com'),
    },
  ),
  row(
    'CA',
    gi,
    years(2),
    'Cal. Civ. Proc. Code § 335.1',
    tolled(
      'Cal. Civ. Proc. Code § 352',
      18,
      'Not against a public entity to which a claim must be presented (§ 352(b)): neither the 6-month claim nor the suit is extended.',
    ),
    {
      noticeOfClaim: CA_NOTICE,
    },
  ),
  row(
    'CA',
    'government_entity',
    { months: 6 },
    'Cal. Gov. Code § 945.6(a)(1)',
    notTolled(
      'Cal. Civ. Proc. Code § 352(b)',
      'Minority does not extend a suit against a public entity to which a claim must be presented.',
    ),
    {
      clockStarts: 'claim_denial',
      noticeOfClaim: CA_NOTICE,
      ifNoWrittenDenial: { period: years(2), citation: 'Cal. Gov. Code § 945.6(a)(2)' },
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note: 'Suit within 6 months after the written notice of rejection (Gov. Code § 913) is personally delivered or mailed; without that written notice, within 2 years from accrual (§ 945.6(a)(2)). The date is not moved for a weekend or holiday: the earlier date is kept.',
    },
  ),
  row(
    'CA',
    'medical_malpractice',
    years(1),
    'Cal. Civ. Proc. Code § 340.5',
    limited('Cal. Civ. Proc. Code § 340.5', 'A minor under 6 has 3 years or until the 8th birthday, whichever is later.'),
    {
      clockStarts: 'discovery',
      noticeOfClaim: CA_NOTICE,
      note: '1 year from discovery or 3 years from injury, whichever comes first; 90-day notice of intent to sue (§ 364) may extend it.',
    },
  ),
  row('CA', 'product_liability', years(2), 'Cal. Civ. Proc. Code § 335.1', tolled('Cal. Civ. Proc. Code § 352'), {
    noticeOfClaim: CA_NOTICE,
  }),
  row(
    'CA',
    'wrongful_death',
    years(2),
    'Cal. Civ. Proc. Code § 335.1',
    {
      ...limited(
        'Cal. Civ. Proc. Code § 352',
        "A minor heir's death claim is suspended during the heir's minority: Cross v. Pacific Gas & Electric Co., 60 " +
          "Cal. 2d 690 (1964), on the former § 377 and § 352, subd. 1 (the children's claims, filed more than five years " +
          "after the death, were not barred though their mother's was). It runs from each minor heir's own birthday, " +
          'and not against a public entity (§ 352(b)): check each heir.',
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    },
    {
      clockStarts: 'death',
      noticeOfClaim: CA_NOTICE,
      survival: CALIFORNIA_SURVIVAL,
    },
  ),
  row('CA', 'property_damage', years(3), 'Cal. Civ. Proc. Code § 338(c)(1)', tolled('Cal. Civ. Proc. Code § 352'), {
    noticeOfClaim: CA_NOTICE,
  }),
  row('CO', gi, years(2), 'Colo. Rev. Stat. § 13-80-102(1)(a)', CO_MINOR_TOLLING, {
    noticeOfClaim: CO_NOTICE,
    note:
      'Motor vehicle, truck and motorcycle cases have their own row: 3 years (Colo. Rev. Stat. § 13-80-101(1)(n)). A pedestrian ' +
      'or bicycle case arising out of the use of a motor vehicle has 3 years too; this row gives it the earlier general date.',
  }),
  row('CO', gi, years(3), 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)', CO_MINOR_TOLLING, {
    caseTypes: MOTOR_VEHICLE_CASE_TYPES,
    noticeOfClaim: CO_NOTICE,
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      '"All tort actions for bodily injury or property damage arising out of the use or operation of a motor vehicle": 3 years ' +
        'after the cause of action accrues, for accidents from 1994-07-01 (enacted 1994). Not for strict liability or failure ' +
        'to warn claims (§ 13-80-101(1)(n)(II)): a product case keeps its own row.',
      'casetext.com',
    ),
  }),
  row(
    'CO',
    'medical_malpractice',
    years(2),
    'Colo. Rev. Stat. § 13-80-102.5',
    {
      ...limited(
        'Colo. Rev. Stat. § 13-81-103',
        'Elgin v. Bartlett, 994 P.2d 411 (Colo. 1999): "the statute of limitations applicable to the minor\'s cause of ' +
          'action for medical negligence does not begin to run until the minor reaches the age of eighteen, unless the ' +
          'minor has a court-appointed legal representative" (parents suing as next friends are not one; the claim of a ' +
          'nine-year-old against a physician assistant, added five and a half years after the act, was not barred). A ' +
          'minor without a court-appointed representative therefore has until after the 18th birthday, past the 3 years ' +
          'from the act; the date computed here is the one that runs from the incident, as for a minor who has one. ' +
          'The provisions for minors later in § 13-80-102.5(3) were not read (Hane v. Tubman, 899 P.2d 332 (Colo. App. ' +
          '1995): a claim filed on the eighth birthday for an act at three was not barred): check them and the facts.',
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    {
      clockStarts: 'discovery',
      repose: actRepose(3, 'Colo. Rev. Stat. § 13-80-102.5(1)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery; never more than 3 years from the act or omission (repose, with exceptions) (§ 13-80-102.5(1)).',
        'codes.findlaw.com',
      ),
    },
  ),
  row(
    'CO',
    'product_liability',
    years(2),
    'Colo. Rev. Stat. § 13-80-106',
    readTollingAgain(limited('Colo. Rev. Stat. § 13-80-106(2)', CO_PRODUCT_MINOR_NOTE), CO_PRODUCT_MINOR_NOTE),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from when the injury and its cause were or should have been known.', 'lpdirect.net'),
    },
  ),
  row(
    'CO',
    'wrongful_death',
    years(2),
    'Colo. Rev. Stat. § 13-80-102(1)(d)',
    tollingLeftUnverified(
      'Colo. Rev. Stat. § 13-81-103(1) (lpdirect.net text) reaches any statute of limitations where "the true owner of ' +
        'said right is a person under disability": with a legal representative the period runs as against an adult ' +
        '((a)), without one the person has the period or two years after the disability ends ((c)). Whether a minor ' +
        'heir is the "true owner" of the death claim (§ 13-21-201: the spouse sues in the first year, the heirs too in ' +
        'the second) was not found in a decision: searched again on 2026-11-29, the annotations to § 13-21-204 (the ' +
        'action a condition of liability, Ritter v. Aspen Skiing Corp.), Estate of Daigle (Colo. 1981: the nonclaim ' +
        "statute not tolled by the children's minority) and Nicola v. Grand Junction (2023, § 13-81-103(1)(b) and a " +
        'survival claim) do not decide it. Check it.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'statutes-of-limitations.com'),
    },
  ),
  row('CT', gi, years(2), 'Conn. Gen. Stat. § 52-584', GENERAL_MINORITY_TOLLING.CT, {
    clockStarts: 'discovery',
    note: 'Two years from when the injury is sustained or discovered, and never more than three years from the act. Notice rules for municipal highway defects (§ 13a-149) and State claims (§ 4-148) are not on file.',
  }),
  row(
    'CT',
    'medical_malpractice',
    years(2),
    'Conn. Gen. Stat. § 52-584',
    readTolling(
      GENERAL_MINORITY_TOLLING.CT,
      'The malpractice claim takes the period of § 52-584, which has no exception for minors; Connecticut has no ' +
        'general minority tolling statute (Lametta v. Connecticut Light & Power Co., 139 Conn. 218 (1952)). The period ' +
        'runs from the incident.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(3, 'Conn. Gen. Stat. § 52-584'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from when the injury is sustained or discovered, never more than 3 years from the act (repose). A 90-day extension is available to investigate (§ 52-190a(b)).',
        'codes.findlaw.com',
      ),
    },
  ),
  row(
    'CT',
    'product_liability',
    years(3),
    'Conn. Gen. Stat. § 52-577a',
    notTolledRead(
      'Conn. Gen. Stat. § 52-577a',
      'Three years "from the date when the injury, death or property damage is first sustained or discovered", never ' +
        'more than 10 years after the defendant parted with the product (with exceptions); the section (as amended ' +
        'through P.A. 17-97) has no exception for minors, and Connecticut has no general minority tolling statute. The ' +
        'period runs from the incident.',
    ),
    {
      clockStarts: 'discovery',
      repose: productRepose(
        10,
        'Conn. Gen. Stat. § 52-577a(a)',
        'from when the defendant last parted with possession or control of the product, unless the harm came within its useful safe life (§ 52-577a(c))',
      ),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from when the injury is or should have been discovered; 10-year statute of repose after the defendant parted with the product (§ 52-577a(a)), with exceptions.',
        'casetext.com',
      ),
    },
  ),
  row(
    'CT',
    'wrongful_death',
    years(2),
    'Conn. Gen. Stat. § 52-555',
    notTolledRead(
      'Conn. Gen. Stat. § 52-555',
      'The executor or administrator sues, "within two years from the date of death", never "more than five years from ' +
        'the date of the act or omission complained of" (§ 52-555(a), as amended through P.A. 00-200); no exception for ' +
        'minors, and Connecticut has no general minority tolling statute.',
    ),
    {
      clockStarts: 'death',
      repose: actRepose(5, 'Conn. Gen. Stat. § 52-555'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from death, never more than 5 years from the act or omission (repose in the same section).',
        'death.uslegal.com',
      ),
    },
  ),
  row('DE', gi, years(2), 'Del. Code Ann. tit. 10, § 8119', DE_INJURY_MINOR_TOLLING),
  row(
    'DE',
    'medical_malpractice',
    years(2),
    'Del. Code Ann. tit. 18, § 6856',
    youngChildOnly(
      'Del. Code Ann. tit. 18, § 6856(2)',
      6,
      6,
      '"A minor under the age of 6 years shall have until the latter of time for bringing such an action as provided ' +
        'for hereinabove or until the minor\'s 6th birthday" (§ 6856(2)). Older minors have the 2 years: the saving for ' +
        'infants, tit. 10, § 8116, covers only actions "comprehended within §§ 8101-8115", and § 8128 holds malpractice ' +
        'claims to the time of § 6856.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the injury; an injury unknown and not discoverable within them: 3 years. Minors under 6: until the 6th birthday.',
        'legalfix.com',
      ),
    },
  ),
  row('DE', 'product_liability', years(2), 'Del. Code Ann. tit. 10, § 8119', DE_INJURY_MINOR_TOLLING, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('General 2-year injury period.', 'findlaw.com'),
  }),
  row(
    'DE',
    'wrongful_death',
    years(2),
    'Del. Code Ann. tit. 10, § 8107',
    tollingLeftUnverified(
      'Del. Code Ann. tit. 10, § 8116 reaches actions under §§ 8101-8115, § 8107 (wrongful death) among them, for "a ' +
        'person entitled to any action" who is an infant, until 3 years after the disability is removed; whether a minor ' +
        'beneficiary is such a person was not found in a decision. Searched again on 2026-11-29: § 3724(a) makes the ' +
        'action "for the benefit of the spouse, parent, child and siblings" without saying who brings it (guides differ: ' +
        'the personal representative, or one action for all the beneficiaries); Elliott v. Milford Memorial Hospital ' +
        '(Del. Super. 1964) quotes the former § 3704(b), under which the widow or widower, or else the personal ' +
        'representatives, sued. No decision applying § 8116 to a death action was found. Check it.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('DC', gi, years(3), 'D.C. Code § 12-301(8)', tolled('D.C. Code § 12-302(a)'), {
    noticeOfClaim: notice({ months: 6 }, 'the Mayor of the District of Columbia', 'D.C. Code § 12-309'),
  }),
  row(
    'DC',
    'medical_malpractice',
    years(3),
    'D.C. Code § 12-301(8)',
    readTolling(
      tolled('D.C. Code § 12-302(a)'),
      'The malpractice claim takes the 3 years of § 12-301(8), the general injury row\'s section: "when a person entitled ' +
        'to maintain an action is, at the time the right of action accrues: (1) under 18 years of age ... he or his ' +
        'proper representative may bring action within the time limited after the disability is removed" (§ 12-302(a)), ' +
        'as that row applies it. No malpractice section of its own.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from when the right to maintain the action accrues (§ 12-301(8)), with the discovery rule. Notice of intent to sue at least 90 days before filing (§ 16-2802(a) text); notice served within the last 90 days extends the period 90 days from service (§ 16-2803).',
        'nolo.com; medicalmalpracticelawyers.com quoting the D.C. Court of Appeals; code.dccouncil.gov, § 16-2802 text',
      ),
    },
  ),
  row(
    'DC',
    'product_liability',
    years(3),
    'D.C. Code § 12-301(8)',
    readTolling(
      tolled('D.C. Code § 12-302(a)'),
      "The product claim takes the 3 years of § 12-301(8), the general injury row's section, which § 12-302(a) tolls " +
        'for a person under 18 until the disability is removed, as that row applies it.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('General 3-year injury period.', 'findlaw.com'),
    },
  ),
  row(
    'DC',
    'wrongful_death',
    years(2),
    'D.C. Code § 16-2702',
    notTolledRead(
      'D.C. Code § 16-2702',
      "Group Health Ass'n v. Gatlin, 463 A.2d 700 (D.C. 1983): the death action's period is not tolled by the heirs' " +
        'minority, as it "must be brought by the personal representative of the decedent, and there is no legislatively ' +
        'recognized policy to toll the period to permit heirs to bring the action" (the minor children\'s claims were ' +
        'dismissed). Decided when the period was one year; § 16-2702 still has the personal representative sue.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'products50.com'),
    },
  ),
  row('FL', gi, years(4), 'Fla. Stat. § 95.11(3)(a) (2022)', FL_GENERAL_MINOR_TOLLING, {
    noticeOfClaim: FL_NOTICE,
    note: 'Negligence claims that accrued on or before 2023-03-24.',
  }),
  row('FL', gi, years(2), 'Fla. Stat. § 95.11(5)(a); ch. 2023-15, Laws of Fla. (HB 837)', FL_GENERAL_MINOR_TOLLING, {
    effectiveFrom: '2023-03-25',
    noticeOfClaim: FL_NOTICE,
    note:
      'Negligence claims accruing after 2023-03-24. HB 837 put "an action founded on negligence" at § 95.11(4)(a); the ' +
      '2024 act adding a 3-year period for medical debt (HB 7089, 2024) as subsection (4) moved the 2-year paragraphs ' +
      'to subsection (5), so negligence is now (5)(a), the same 2 years.',
  }),
  row(
    'FL',
    'government_entity',
    years(4),
    'Fla. Stat. § 768.28(14)',
    tollingNotOnFile(
      "Fla. Stat. § 95.051: whether it tolls a minor's claim against the State was not found in any decision. Its text, " +
        `read in the statutes mirror on ${TOLLING_MIRROR_READ_ON}, tolls "the running of the time under any statute of ` +
        'limitations except ss. 95.281, 95.35, and 95.36" (§ 768.28(14) is not among them) for minority only while the ' +
        'minor has no parent, guardian or guardian ad litem, or one with an adverse interest, and within 7 years of the ' +
        "act: a waiver of sovereign immunity's own period may be read strictly, and no decision on it was read; the " +
        'malpractice row is not tolled and the general injury rows name § 95.051 only as a warning',
    ),
    {
      noticeOfClaim: FL_NOTICE,
      yieldsTo: { claimTypes: ['wrongful_death'], accruingFrom: FL_2011_WRONGFUL_DEATH_ACT_FROM, citation: 'ch. 2011-113, Laws of Fla.' },
      verifiedOn: FL_GOVERNMENT_CLAIMS_READ_ON,
      note:
        'Four years from accrual: S.S. v. School Bd. of Sarasota County (Fla. 2d DCA 2023) applies "the four-year statute of ' +
        'limitations governing actions against sovereign immune defendants" of § 768.28(14); the bills that would cut it ' +
        'to 2 years (HB 7059 of 2023, SB 472 and HB 569 of 2024, HB 301 of 2025) were not enacted, and the fate of ' +
        "2026's SB 1366 was not found: for a claim accruing in 2026 or later, check the current subsection. Not the " +
        'period of a wrongful death action accruing on or after 2011-07-01, which "must be brought within the period ' +
        'applicable to actions brought against other defendants" (ch. 2011-113, Laws of Fla.): the wrongful death row ' +
        "gives it. Medical malpractice follows its own period in § 95.11, and the State's 6 months to answer the claim " +
        '(§ 768.28(6)(d)) does not toll this one.',
    },
  ),
  row(
    'FL',
    'medical_malpractice',
    years(2),
    'Fla. Stat. § 95.11(5)(c)',
    noTolling(
      'Fla. Stat. § 95.051(1)(i)',
      'Not tolled for minority: § 95.051(1) tolls for minority "except with respect to the statute of limitations for a ' +
        'claim for medical malpractice as provided in s. 95.11", and "A disability or other reason does not toll the ' +
        'running of any statute of limitations except those specified in this section" (§ 95.051(2); law.justia.com text ' +
        `read in the statutes mirror on ${TOLLING_MIRROR_READ_ON}, the paragraph lettered (i) there). A parent's ` +
        "knowledge starts the 2 years on a minor's malpractice claim: Nardone v. Reynolds, 333 So. 2d 25 (Fla. 1976), " +
        "held the suit for a boy hurt at 13, brought more than five years after his discharge, barred from the parents' " +
        'awareness of his injuries. The 4-year repose "shall not bar an action brought on behalf of a minor on or before ' +
        'the child\'s eighth birthday" (§ 95.11(5)(c)): applied to the repose, never to the 2 years.',
      TOLLING_MIRROR_READ_ON,
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
      repose: { ...actRepose(4, 'Fla. Stat. § 95.11(5)(c)'), minorUntilAge: 8 },
      note:
        'An action for medical malpractice "shall be commenced within 2 years from the time the incident giving rise to the ' +
        'action occurred or within 2 years from the time the incident is discovered, or should have been discovered", never ' +
        'later than 4 years from the incident, a bar that does not reach an action on behalf of a minor on or before the ' +
        "child's 8th birthday; fraud or concealment: 2 years from discovery, never more than 7 years. Counted from the " +
        'incident, the earliest start. The paragraph was § 95.11(4)(b) until HB 837 (2023-03-24) and (4)(c) after it; the ' +
        '2024 act adding a 3-year medical debt period made it (5)(c). The 90-day presuit tolling (§ 766.106(4)) may extend ' +
        `it. Read in the paragraph's text as quoted by Florida firms (evanmrosen.com, diacolaw.com) on ${CLAIM_TYPES_READ_AGAIN_ON}, ` +
        "and in the statute's own text (law.justia.com, in the statutes mirror saint1415/us-statutes) on 2026-11-29: the " +
        'same words at (5)(c), under "(5) WITHIN TWO YEARS".',
    },
  ),
  row(
    'FL',
    'product_liability',
    years(4),
    'Fla. Stat. § 95.11(3)(a), (e) (2022)',
    { ...limited('Fla. Stat. § 95.051(1)(i)', FL_MINORITY_TOLLING_TEXT), verifiedOn: TOLLING_MIRROR_READ_ON },
    {
      clockStarts: 'discovery',
      verifiedOn: PRODUCT_ROWS_READ_ON,
      repose: productRepose(
        12,
        'Fla. Stat. § 95.031(2)(b)',
        'for a product with an expected useful life of 10 years or less, harm caused by exposure to or use of the ' +
          'product more than 12 years after delivery to its first purchaser or lessee; 20 years for commercial aircraft, ' +
          'vessels over 100 gross tons and railroad equipment; none for improvements to real property; a longer ' +
          'warranted life, concealment of a known defect and an injury that shows itself only after the period excepted',
      ),
      note:
        'Claims accruing on or before 2023-03-24: four years whatever the theory. The 2020 text of § 95.11(3) ' +
        '(flsenate.gov) puts "(a) An action founded on negligence" within four years, and the product paragraph, "an ' +
        'action for injury to a person founded on the design, manufacture, distribution, or sale of personal property ' +
        'that is not permanently incorporated in an improvement to real property", was (3)(e) (as quoted by ' +
        'subrogationrecoverylawblog.com, citing Wallis v. Grumman Corp., 515 So. 2d 1276 (Fla. 1987)). "An action for ' +
        'products liability under s. 95.11(3)" runs from the date the facts "were discovered, or should have been ' +
        'discovered with the exercise of due diligence" (§ 95.031(2)(b), as the 1999 House amendment enacting it reads ' +
        'on flsenate.gov), counted here ' +
        'from the incident, the earliest start. Statute of repose: "Under no circumstances may a claimant commence an ' +
        'action for products liability ... if the harm was caused by exposure to or use of the product more than 12 ' +
        'years after delivery of the product to its first purchaser or lessee" (§ 95.031(2)(b), as rumberger.com and ' +
        'floridainjuryattorneyblawg.com quote it): the case does not hold the delivery date, so a warning names it. ' +
        `Read in the statute text (flsenate.gov) and as firms quote it on ${PRODUCT_ROWS_READ_ON}.`,
    },
  ),
  row(
    'FL',
    'product_liability',
    years(2),
    'Fla. Stat. §§ 95.11(3)(d), 95.11(5)(a) (claims accruing after 2023-03-24)',
    tollingLeftUnverified(
      '§ 95.051(1)(i) tolls only while the minor has no parent or guardian, or one with an adverse interest (as on the ' +
        'earlier product row); not marked for this row while its period is unsettled.',
    ),
    {
      clockStarts: 'discovery',
      effectiveFrom: '2023-03-25',
      unverified: true,
      note:
        'Claims accruing after 2023-03-24 (HB 837, ch. 2023-15): the two statutes now differ and which one governs a ' +
        'product claim pleaded in negligence has not been read in any decision. § 95.11(3)(d) keeps four years for "an ' +
        'action for injury to a person founded on the design, manufacture, distribution, or sale of personal property ' +
        'that is not permanently incorporated in an improvement to real property" (text as quoted by ' +
        'subrogationrecoverylawblog.com, 2024, which reads it as keeping product claims at four years; the 2024 text of ' +
        '§ 95.11(3) on syfert.com no longer lists negligence). HB 837 moved "an action founded on negligence" to two ' +
        'years (§ 95.11(4)(a), now (5)(a)). A strict liability count has four years from discovery; a negligence count ' +
        'may have two. This row gives the earlier date, two years counted from the incident: check it. The 12-year ' +
        'statute of repose of § 95.031(2)(b) (see the earlier row) still bounds both. Read in full in the statutes ' +
        'mirror on 2026-11-29 (law.justia.com text of § 95.11 with history to ch. 2025-153): "(3) WITHIN FOUR YEARS.— ' +
        '... (d) An action for injury to a person founded on the design, manufacture, distribution, or sale of personal ' +
        'property that is not permanently incorporated in an improvement to real property, including fixtures." and ' +
        '"(5) WITHIN TWO YEARS.— (a) An action founded on negligence."; § 95.031(2)(b): "An action for products ' +
        'liability under s. 95.11(3)" runs from discovery. The words confirm both periods and do not say which governs a ' +
        'negligence count: still unsettled.',
    },
  ),
  // The notice of a death claim against a government changed for deaths from 2011-07-01 (ch. 2011-113, Laws of Fla.).
  ...[
    { effectiveFrom: LEGAL_TABLE_COVERAGE_START, noticeOfClaim: FL_DEATH_NOTICE_BEFORE_2011 },
    { effectiveFrom: FL_2011_WRONGFUL_DEATH_ACT_FROM, noticeOfClaim: FL_DEATH_NOTICE },
  ].map(({ effectiveFrom, noticeOfClaim }) =>
    row(
      'FL',
      'wrongful_death',
      years(2),
      'Fla. Stat. § 95.11(5)(e)',
      limited('Fla. Stat. § 95.051(1)(i)', 'Minority tolls only while the minor has no parent or guardian.'),
      {
        clockStarts: 'death',
        effectiveFrom,
        noticeOfClaim,
        verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
        note:
          'Two years from the death: "the Florida statute of limitations for a wrongful-death action is two years" (Taylor ' +
          'v. R.J. Reynolds Tobacco Co., 441 Fed. Appx. 664 (11th Cir. 2011), citing § 95.11(4)(d)) and "In Florida, a ' +
          'cause of action for wrongful death accrues on the date of death" (Fulton County Adm\'r v. Sullivan, 753 So. 2d ' +
          '549 (Fla. 1999)), both as a 2023 decision quoted them, adding that after HB 837 "a two-year period of ' +
          'limitations applies" either way. The paragraph was (4)(d); HB 837 (2023) put negligence at (4)(a), making it ' +
          '(4)(e), and the 2024 act adding a 3-year medical debt period as subsection (4) made it (5)(e), as Florida firms ' +
          'cite it (lesserlawfirm.com, bhdlawfirm.com, 2025). An action for a death caused by murder or manslaughter ' +
          `(§§ 782.04, 782.07) "may be commenced at any time" (bhdlawfirm.com): not computed. Read in the decisions quoted on syfert.com's § 95.11 page on ${CLAIM_TYPE_TOLLING_READ_AGAIN_ON}, ` +
          "and in the statute's own text (law.justia.com, in the statutes mirror saint1415/us-statutes) on 2026-11-29: " +
          '"(5) WITHIN TWO YEARS.— ... (e) An action for wrongful death."; the exception, § 95.11(11), reaches only an ' +
          'action "brought against a natural person for an intentional tort resulting in death from acts described in ' +
          's. 782.04 or s. 782.07".',
      },
    ),
  ),
  row('GA', gi, years(2), 'Ga. Code Ann. § 9-3-33', tolledNoCap('Ga. Code Ann. § 9-3-90(b)'), {
    noticeOfClaim: localOnly(
      notice(
        { months: 6 },
        'the governing authority of the municipality',
        'Ga. Code Ann. § 36-33-5',
        'Counties: 12 months (§ 36-11-1); the State: 12 months (§ 50-21-26).',
      ),
    ),
  }),
  row(
    'GA',
    'government_entity',
    years(2),
    'Ga. Code Ann. § 50-21-27(c)',
    {
      ...tolledNoCap('Ga. Code Ann. § 9-3-90(b)'),
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      note:
        '§ 50-21-27(e): "[a]ll provisions relating to the tolling of limitations of actions, as provided elsewhere in ' +
        'this Code, shall apply to causes of action brought pursuant to [the Tort Claims Act]" (as quoted in Foster v. ' +
        'Georgia Regional Transp. Auth., 297 Ga. 714 (2015)); § 9-3-90(b): minors "shall be entitled to the same time ' +
        'after their disability is removed to bring an action as is prescribed for other persons". The 2 years run ' +
        'from the 18th birthday; no outer limit. The notice is not extended for a minor here (see its note).',
    },
    {
      governments: 'state',
      clockStarts: 'discovery',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { months: 12 },
          'the Risk Management Division of the Department of Administrative Services (a copy to the state agency whose acts or omissions are the basis of the claim)',
          'Ga. Code Ann. § 50-21-26(a)(1)',
          '"Notice of a claim shall be given in writing within 12 months of the date the loss was discovered or should ' +
            'have been discovered" (§ 50-21-26(a)(1)), counted here from the incident, the earliest it can start; by ' +
            'certified mail or statutory overnight delivery, return receipt requested, or delivered personally to the ' +
            'Risk Management Division, "In addition, a copy shall be delivered personally to or mailed by first-class ' +
            'mail to the state government entity" (§ 50-21-26(a)(2)); without a timely notice "the courts shall have no ' +
            'jurisdiction" (§ 50-21-26(a)(3)). A notice mailed in time is given, though received later. Minors: Howard ' +
            'v. State, 226 Ga. App. 543 (1997), let a minor refile once proper notice was given, but Dates v. City of ' +
            'Atlanta (Ga. 2025) held an ante litem notice is a condition precedent, not tolled by § 9-3-90(b) (the ' +
            'municipal notice): not applied, the 12 months run from the incident.',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'Georgia Tort Claims Act, claims against the State and its agencies. § 50-21-27(c): "For tort claims and ' +
        'causes of action which accrue on or after July 1, 1992, any tort action brought pursuant to this article is ' +
        'forever barred unless it is commenced within two years after the date the loss was or should have been ' +
        'discovered" ("the period of limitation for a claim under the Tort Claims Act is two years, see OCGA ' +
        '§ 50-21-27 (c)", Foster v. Georgia Regional Transp. Auth., 297 Ga. 714 (2015)). The pending notice does not ' +
        'toll it (§ 36-33-5(d) applies to municipal corporations only, Foster). Counted from the incident, the ' +
        'earliest the loss can be discovered.',
    },
  ),
  row(
    'GA',
    'medical_malpractice',
    years(2),
    'Ga. Code Ann. § 9-3-71(a)',
    youngChildOnly(
      'Ga. Code Ann. § 9-3-73(b)',
      5,
      7,
      'Notwithstanding the tolling of Article 5 (§ 9-3-90), "all minors who have attained the age of five years shall ' +
        'be subject to the periods of limitation for actions for medical malpractice"; "A minor who has not attained ' +
        'the age of five years shall have two years from the date of such minor\'s fifth birthday" if the cause of ' +
        'action arose before then (§ 9-3-73(b)): until the 7th birthday. The repose for minors (§ 9-3-73(c)(2)): never ' +
        'after the 10th birthday if under five at the act, never more than five years after the act if five or older. ' +
        'Foreign objects excepted (§ 9-3-73(e)).',
    ),
    {
      repose: actRepose(5, 'Ga. Code Ann. § 9-3-71(b)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: 'Two years after the date the injury or death occurred (§ 9-3-71(a)); never more than 5 years after the act or omission (statute of repose, § 9-3-71(b)), which the calculator does not apply. Foreign objects: § 9-3-72. Read in the 2021 Georgia Code on law.justia.com.',
    },
  ),
  row(
    'GA',
    'product_liability',
    years(2),
    'Ga. Code Ann. § 9-3-33',
    readTolling(
      tolledNoCap('Ga. Code Ann. § 9-3-90(b)'),
      "The product claim takes the 2 years of § 9-3-33, the general injury row's section, which § 9-3-90(b) tolls for " +
        'minors: "the same time after their disability is removed"; no outer limit (read 2026-11-27, 2020 Georgia Code).',
    ),
    {
      repose: productRepose(
        10,
        'Ga. Code Ann. § 51-1-11(b)(2)',
        'from the first sale for use or consumption; not for failure to warn claims',
      ),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Personal injury from a product: 2 years from the injury (4 years for property damage); 10-year statute of repose from first sale, except failure to warn (§ 51-1-11(b)(2)).',
        'catheyandstrain.com',
      ),
    },
  ),
  row(
    'GA',
    'wrongful_death',
    years(2),
    'Ga. Code Ann. § 9-3-33',
    {
      ...limited(
        'Ga. Code Ann. § 9-3-90(b)',
        "DeKalb Medical Center v. Hawkins, 288 Ga. App. 840 (2007): the minors' tolling provision of § 9-3-90 (its " +
          "minors' saving, in subsection (b) since 2015) applies to a minor child's claim for the wrongful death of a " +
          "parent, filed more than two years after the death. It runs from the child's own 18th birthday, and the " +
          'claim belongs to the child only where no surviving spouse holds it (§ 51-4-2): check who holds it. The ' +
          "estate's claims were not read for it.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('HI', gi, years(2), 'Haw. Rev. Stat. § 657-7', GENERAL_MINORITY_TOLLING.HI, {
    noticeOfClaim: localOnly(
      unverifiedNotice(
        { months: 6 },
        "the individual the county's charter names (if none, the chairperson of the county council or the county clerk)",
        'Haw. Rev. Stat. § 46-72 (before L 2007, c 152)',
        'Written notice "within six months after the injuries are received" (the text before L 2007, c 152, as a 2006 bill ' +
          'prints it; a 2006 Senate committee report on the "six-month notice requirement"). When Act 152 (2007), which ' +
          'gave two years, took effect was not read: 6 months, the earlier date, is kept for injuries through 2007.' +
          ' Searched again later on 2026-11-29: S.B. 1603 (2007, "Relating to Liability") appears to carry the change (Stand. Com. Rep. 1446: it "extends the statute of limitations for actions against a county for damage or injury from six months to two years"); its enacted text was not reached.' +
          ' Read in the statutes mirror on 2026-11-29 (law.justia.com text of § 46-72 in saint1415/us-statutes): the ' +
          'current words only, history "am L 1998, c 124, §1; am L 2007, c 152, §8", no effective date; its annotation ' +
          'says "this section (2006)", with its "six-month statute of limitations period", "was unconstitutional under ' +
          'article I, §5 of the Hawaii constitution. 115 H. 1, 165 P.3d 247": the 6 months may not bind at all. Kept as ' +
          'the earlier date, unverified: check the decision and the day Act 152 took effect.',
      ),
    ),
    note: 'Injuries before 2008-01-01 (the county notice was 6 months until L 2007, c 152, whose effective date was not read).',
  }),
  row('HI', gi, years(2), 'Haw. Rev. Stat. § 657-7', GENERAL_MINORITY_TOLLING.HI, {
    effectiveFrom: '2008-01-01',
    noticeOfClaim: localOnly(
      unverifiedNotice(
        { years: 2 },
        "the individual the county's charter names (if none, the chairperson of the county council or the county clerk)",
        'Haw. Rev. Stat. § 46-72',
        'Written notice "within two years after the injuries accrued" (official text, am L 2007, c 152, § 8). Unverified ' +
          'only because the day Act 152 took effect was not read: this row assumes it was in force by 2008-01-01.' +
          ' Searched again later on 2026-11-29: see the row before (S.B. 1603, 2007).' +
          ' Read again in the statutes mirror on 2026-11-29: "within two years after the injuries accrued", "am L 2007, ' +
          'c 152, §8"; the day it took effect is not in the text.',
      ),
    ),
    note: 'Injuries from 2008-01-01 (L 2007, c 152 lengthened the county notice from 6 months to 2 years).',
  }),
  row(
    'HI',
    'government_entity',
    years(2),
    'Haw. Rev. Stat. § 662-4',
    {
      ...notTolled(
        'Haw. Rev. Stat. § 662-4',
        'Not tolled for minority. Whittington v. State, 72 Haw. 77, 806 P.2d 957 (1991), on a claimant who "was a minor ' +
          'when the action accrued and when the two-year period ran": the State Tort Liability Act "was modelled on the ' +
          'preceding and parallel federal act", under which "Federal cases have refused to recognize minority tolling"; ' +
          '"our statute governing non-tort claims against the State expressly allows limited minority tolling (HRS ' +
          '§ 661-5), but our Tort Liability Act contains no such provision (HRS § 662-4)". The official annotation to ' +
          '§ 662-4: "Minority tolling not applicable. 72 H. 77". The 2 years run from the incident for a minor.',
      ),
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
    },
    {
      governments: 'state',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      note:
        'Claims against the State of Hawaii and its agencies (State Tort Liability Act, Haw. Rev. Stat. ch. 662). § 662-4: ' +
        '"A tort claim against the State shall be forever barred unless action is begun within two years after the claim ' +
        'accrues, except in the case of a medical tort claim when the limitation of action provisions set forth in ' +
        'section 657-7.3 shall apply" (last amended by L 1976, c 219). The bar is jurisdictional, not waived by or ' +
        'equitably tolled on the conduct of the executive branch (Okutsu v. State, ICA 2023). No notice is required ' +
        'before suit: ch. 662 (§§ 662-1 to 662-19) has none; the Attorney General may settle a claim (§ 662-11). The ' +
        'claim accrues when the plaintiff knew or should have known of the wrong (annotation, 63 H. 117): counted from ' +
        'the incident. Counties follow § 46-72, not ch. 662 (Kahale v. City & County of Honolulu, 2004).',
    },
  ),
  row(
    'HI',
    'medical_malpractice',
    years(2),
    'Haw. Rev. Stat. § 657-7.3',
    {
      ...youngChildOnly(
        'Haw. Rev. Stat. § 657-7.3(b)',
        10,
        10,
        '"Actions by a minor shall be commenced within six years from the date of the alleged wrongful act except the ' +
          "actions by a minor under the age of ten years shall be commenced within six years or by the minor's tenth " +
          'birthday, whichever provides a longer period" (§ 657-7.3(b), as amended by L 2010, c 4): the minors\' own rule, ' +
          'in place of the 2 years from discovery and the tolling of § 657-13. Tolling in (b) for fraud, collusion or an ' +
          'injury not discoverable is not computed.',
      ),
      minorPeriod: years(6),
    },
    {
      clockStarts: 'discovery',
      repose: actRepose(6, 'Haw. Rev. Stat. § 657-7.3'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery, never more than 6 years from the act (repose, with exceptions for minors and concealment).',
        'vanweylaw.com',
      ),
    },
  ),
  row('HI', 'product_liability', years(2), 'Haw. Rev. Stat. § 657-7', GENERAL_MINORITY_TOLLING.HI, {
    clockStarts: 'discovery',
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Damage or injury to persons or property: two years after the cause of action accrued (§ 657-7 text), from discovery (Hays v. City & County of Honolulu, 81 Haw. 391 (1996)); no products statute of repose.',
      'law.justia.com, § 657-7 text; products50.com; findlaw.com',
    ),
  }),
  row(
    'HI',
    'wrongful_death',
    years(2),
    'Haw. Rev. Stat. § 663-3',
    {
      ...limited(
        'Haw. Rev. Stat. § 657-13',
        "A surviving child's death claim is suspended during infancy: Crawford v. Crawford, 69 Haw. 410, 745 P.2d 285 " +
          '(1987), syllabus ¶ 6: "The running of the statute of limitations for a wrongful death action brought by a ' +
          "decedent's surviving children is suspended, under HRS § 657-13, during the infancy of the decedent's surviving " +
          'children" (the children\'s action, filed eight years after the death, was not barred); Hun v. Center ' +
          'Properties, 63 Haw. 273 (1981): of a widow and six children suing seven years after the death, the claims of ' +
          "the three youngest were not barred by reason of their minority, the others' were (case summary). It runs " +
          "from each minor beneficiary's own 18th birthday: check each one.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('ID', gi, years(2), 'Idaho Code § 5-219(4)', GENERAL_MINORITY_TOLLING.ID, {
    noticeOfClaim: {
      ...notice(
        { days: 180 },
        'the clerk or secretary of the political subdivision (the Secretary of State for the State)',
        'Idaho Code §§ 6-905, 6-906',
      ),
      minorRule: minorNoticeRule({ days: 180 }, 'Idaho Code § 6-906A(1)', {
        maxFromAccrual: { years: 6 },
        note: 'A claim by or for a minor in a child abuse case (§ 6-1701) follows § 6-1704 instead (§ 6-906A(2), added 2023).',
      }),
    },
  }),
  row(
    'ID',
    'medical_malpractice',
    years(2),
    'Idaho Code § 5-219(4)',
    readTolling(
      GENERAL_MINORITY_TOLLING.ID,
      'Malpractice and injury claims share § 5-219(4); § 5-230 tolls them for a person under 18, "not ... for a period ' +
        'of more than six (6) years on account of minority", upheld against a minor\'s claim against a medical center ' +
        "filed more than eight years after the injury (Gomersall v. St. Luke's Regional Medical Center (Idaho 2021)).",
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act (foreign object or fraudulent concealment: 1 year from discovery).',
        'legislature.idaho.gov',
      ),
    },
  ),
  row('ID', 'product_liability', years(2), 'Idaho Code § 5-219(4)', GENERAL_MINORITY_TOLLING.ID, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'General 2-year injury period; a 10-year useful safe life presumption (Idaho Code § 6-1403) may bar older products.',
      'hepworthholzer.com',
    ),
  }),
  row(
    'ID',
    'wrongful_death',
    years(2),
    'Idaho Code § 5-219(4)',
    {
      ...limited(
        'Idaho Code § 5-230',
        'A minor heir may be saved by § 5-230, read with § 5-311: the decedent\'s "heirs or personal representatives on ' +
          'their behalf may maintain an action for damages against the person causing the death" (§ 5-311), so a minor ' +
          'heir is "a person entitled to bring an action" whose minority "is not a part of the time limited for the ' +
          'commencement of the action", never tolled "for a period of more than six (6) years on account of minority" ' +
          '(§ 5-230); § 5-219(4) names the death claim. No decision on a minor heir was read. It runs from each minor ' +
          "heir's own 18th birthday, with no more than six years of tolling: check each one.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'legislature.idaho.gov'),
    },
  ),
  row('IL', gi, years(2), '735 ILCS 5/13-202', tolled('735 ILCS 5/13-211'), {
    note: 'Suits against local public entities and their employees: 1 year (see government_entity).',
  }),
  row(
    'IL',
    'government_entity',
    years(1),
    '745 ILCS 10/8-101(a)',
    readTollingAgain(
      tolled('735 ILCS 5/13-211'),
      "Section 8-101 says nothing of minors. Ferguson v. McKenzie, 202 Ill. 2d 304 (2001): a minor heir's claim " +
        'against Cook County "not brought until after her nineteenth birthday": "We hold that the one-year limitations ' +
        'period of the Tort Immunity Act ran on her claim" (tolled until 18, "but one-year limitations period applies ' +
        'thereafter", as White v. Watson summarizes it). Lee v. Naperville Community Unit School District 203, 2015 IL ' +
        'App (2d) 150143: a student hurt about three months before her 18th birthday sued the day before her 20th; the ' +
        'suit "was not commenced within the one-year limitations period set forth in section 8-101(a)" and was ' +
        'dismissed, although § 13-211 gives other minors 2 years after 18. The one year runs from the 18th birthday. ' +
        'Older decisions gave the 2 years of § 13-211 (Bertolis v. Community Unit School District No. 7, 283 Ill. App. ' +
        '3d 874 (1996); McKinnon v. Thompson, 325 Ill. App. 3d 241 (2001)): not applied, the earlier date is given. ' +
        'Patient care claims have their own period in § 8-101(b), not on this row.',
    ),
    {
      governments: 'local',
      note: 'Local public entities and their employees. Claims against the State go to the Court of Claims (705 ILCS 505: the row below).',
    },
  ),
  row(
    'IL',
    'government_entity',
    years(2),
    '705 ILCS 505/22',
    tollingLeftUnverified(
      'the text of § 22 quoted in Atkinson v. State, 21 Ill. Ct. Cl. 429 (1953), and Austin v. State, 23 Ill. Ct. Cl. 83 ' +
        '(1959), saves "to infants, idiots, lunatics, insane persons and persons under other disability at the time the ' +
        'claim accrues two years from the time the disability ceases"; the section has since been divided into lettered ' +
        'subsections and amended (P.A. 100-1124, P.A. 104-0188) and its present words for minors were not read. Check ' +
        'the current text of 705 ILCS 505/22 before counting from the 18th birthday.' +
        ` Searched again on ${STATE_CLAIM_TOLLING_READ_ON}: ilga.gov's pages of the Act and Public Acts 100-1124 and 104-0188 ` +
        'were reached only at their openings; the present words of § 22 on disabilities were again not found.',
    ),
    {
      governments: 'state',
      unverified: true,
      noticeOfClaim: stateOnly({
        ...notice(
          { years: 1 },
          'the Attorney General and the Clerk of the Court of Claims (filed in both offices)',
          '705 ILCS 505/22-1',
          '§ 22-1 (current text, ilga.gov): "Within 1 year from the date that such an injury was received or such a cause ' +
            'of action accrued, any person who is about to commence any action in the Court of Claims against the State of ' +
            'Illinois ... for damages on account of any injury to his person shall file in the office of the Attorney ' +
            'General and also in the office of the Clerk of the Court of Claims", giving the name and residence of the ' +
            'person injured, the date and about the hour of the accident, the place, a brief description of how it ' +
            'occurred and the attending physician. Without it the action "shall be dismissed" and the claimant "forever ' +
            'barred" (§ 22-2, as quoted in Munch v. State, 25 Ill. Ct. Cl. 313 (1966)); strict compliance is required ' +
            '(Slepcevich v. State, 41 Ill. Ct. Cl. 197 (1989), the year counted from the date of injury). Earlier texts gave ' +
            'six months (Bodine v. State, 35 Ill. Ct. Cl. 777 (1983)). The same notice binds the State universities ' +
            'named in § 22-1. Minors: Roberts v. State, 24 Ill. Ct. Cl. 120 (1961), and Woodard v. State, 47 Ill. Ct. ' +
            'Cl. 49 (1995), consider whether a minor is held to the notice; their holdings were not read, so the year is ' +
            'counted from the incident.',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'Claims against the State of Illinois and its agencies, in the Court of Claims (not the Tort Immunity Act, which ' +
        'binds local public entities). Two years from accrual, unverified: the Court of Claims has applied § 22 as ' +
        '"forever barred ... unless it is filed with the Clerk of the Court within two years after it first accrues" ' +
        '(Austin v. State, 23 Ill. Ct. Cl. 83 (1959); Davis v. State, 22 Ill. Ct. Cl. 80 (1955)), but that is the text of ' +
        'the 1950s; the present § 22 (its catch-all paragraph for "all other claims", amended by P.A. 100-1124 and P.A. ' +
        "104-0188, the latter's synopsis changing only crime victims' claims) was not read. Illinois firms give 2 years. " +
        'Check the current text of 705 ILCS 505/22 by hand. Wrongful death: the notice within 1 year of the death or of ' +
        "the representative's qualification, whichever is later (§ 22-1): not computed here.",
    },
  ),
  row('IL', 'medical_malpractice', years(2), '735 ILCS 5/13-212(a)', IL_MALPRACTICE_MINOR_TOLLING, {
    clockStarts: 'discovery',
    repose: { ...actRepose(4, '735 ILCS 5/13-212(a)'), yieldsToMinority: true },
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Two years from discovery, never more than 4 years from the act (repose); minors: 8 years from the act and not after the 22nd birthday (§ 13-212(b)).',
      'subro50.com',
    ),
  }),
  row(
    'IL',
    'product_liability',
    years(2),
    '735 ILCS 5/13-202',
    readTolling(
      tolled('735 ILCS 5/13-211'),
      'The product claim takes the 2 years of § 13-202, one of the sections 13-201 through 13-210 for which § 13-211(a) ' +
        'provides: a person "under the age of 18 years" when the cause of action accrued "may bring the action within 2 ' +
        'years after the person attains the age of 18 years" (as amended by P.A. 98-1077). The repose of § 13-213 is not ' +
        'computed.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      repose: productRepose(
        12,
        '735 ILCS 5/13-213(b)',
        'from the first sale by a seller, or 10 years from the first delivery to the initial user, whichever ends first; a longer written warranty extends it',
      ),
      note: checkedNote(
        'Injury to the person: within 2 years next after the cause of action accrued (§ 13-202 text), from discovery (§ 13-213(d)); statute of repose: 12 years from the first sale or 10 years from delivery to the first user (§ 13-213(b)).',
        'statutes.laws.com, § 13-202 text; rosenfeldinjurylawyers.com; healyscanlon.com',
      ),
    },
  ),
  row(
    'IL',
    'wrongful_death',
    years(2),
    '740 ILCS 180/2',
    {
      ...limited(
        '740 ILCS 180/2',
        "A minor next of kin's death claim is not barred by the 2 years: Wilbon v. D.F. Bast Co., 73 Ill. 2d 58 (1978), " +
          'the claims of two children, two years and five months old at the death, filed three years and four months ' +
          'after it, were held not barred (the appellate court: minors may sue within two years after the disability is ' +
          'removed); for the first time an action under the Act was "maintained ... even though filed more than two years ' +
          'after the decedent\'s death" (Eisenmann v. Cantor Bros., as casetext quotes it). § 2(d) still reads "within 2 ' +
          'years after the death of such person"; later decisions were not read. It runs from each minor\'s own 18th birthday ' +
          '(2 years after it, as Illinois firms put it): check each one.',
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    {
      clockStarts: 'death',
      survival: ILLINOIS_SURVIVAL,
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('IN', gi, years(2), 'Ind. Code § 34-11-2-4', tolled('Ind. Code § 34-11-6-1'), {
    noticeOfClaim: {
      governments: 'local',
      ...notice(
        { days: 180 },
        'the political subdivision and the Indiana political subdivision risk management commission',
        'Ind. Code § 34-13-3-8',
        'Claims against the State: 270 days (§ 34-13-3-6).',
      ),
      minorRule: unverifiedMinorNoticeRule(
        { days: 180 },
        'Ind. Code § 34-13-3-9',
        'An incapacitated person who cannot give notice has 180 days after the incapacity is removed; a minor is an ' +
          'incapacitated person (South Bend Community Schools Corp. v. Widawski, 622 N.E.2d 160 (Ind. 1993), on the ' +
          'section before it). City of Indianapolis v. Hicks, 932 N.E.2d 227 (Ind. Ct. App. 2010), calls that section ' +
          '"materially identical to the present statute" (casetext), and a firm reads Hicks as starting a minor\'s 180 ' +
          'days at 18 (dhlawindiana.com). The words of § 34-13-3-9 and of Hicks on the point were not read (searched ' +
          'again 2026-11-29).',
      ),
    },
  }),
  row(
    'IN',
    'medical_malpractice',
    years(2),
    'Ind. Code § 34-18-7-1(b)',
    youngChildOnly(
      'Ind. Code § 34-18-7-1(b)',
      6,
      8,
      '"This section applies to all persons regardless of minority or other legal disability" (§ 34-18-7-1(a)); a claim ' +
        'must be "filed within two (2) years after the date of the alleged act, omission, or neglect, except that a minor ' +
        'less than six (6) years of age has until the minor\'s eighth birthday to file" ((b), current through P.L. ' +
        '255-2023). Older minors have the 2 years from the act. (c) adds 180 days for patients meeting § 34-18-8-6(c): ' +
        'not computed.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act (occurrence rule); minors under 6: until the 8th birthday. Most claims go first to a medical review panel (Ind. Code § 34-18-8-4).',
        'subro50.com',
      ),
    },
  ),
  row(
    'IN',
    'product_liability',
    years(2),
    'Ind. Code § 34-20-3-1',
    notTolledRead(
      'Ind. Code § 34-20-3-1(a)',
      '"This section applies to all persons regardless of minority or legal disability. Notwithstanding IC 34-11-6-1, ' +
        'this section applies in any product liability action in which the theory of liability is negligence or strict ' +
        'liability in tort" (§ 34-20-3-1(a), as added by P.L. 1-1998): the 2 years run from accrual for a minor too.',
    ),
    {
      repose: productRepose(
        10,
        'Ind. Code § 34-20-3-1',
        'from delivery to the initial user or consumer; a claim accruing in the 8th to 10th year has 2 years from accrual',
      ),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from accrual; 10-year statute of repose from delivery to the first user (same section).',
        'statutes-of-limitations.com',
      ),
    },
  ),
  row(
    'IN',
    'wrongful_death',
    years(2),
    'Ind. Code § 34-23-1-1',
    notTolledRead(
      'Ind. Code § 34-23-1-1',
      'Robertson v. Gene B. Glick Co., 960 N.E.2d 179 (Ind. Ct. App. 2011): the disability tolling of § 34-11-6-1 does ' +
        "not apply to the General Wrongful Death Act; a claim brought by the personal representative for the decedent's " +
        'eleven-year-old daughter more than two years after the death was dismissed as untimely. Southerland v. ' +
        'Hammond (Ind. Ct. App. 1998): the two years are a condition of the statutory right, not extended for minority.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'statutes-of-limitations.com'),
    },
  ),
  row(
    'IN',
    'government_entity',
    years(2),
    'Ind. Code § 34-11-2-4',
    tollingLeftUnverified(
      '§ 34-11-6-1 tolls the general two years for a minor; no decision applying it to a suit against the State under ' +
        'the Indiana Tort Claims Act was read.',
    ),
    {
      governments: 'state',
      unverified: true,
      noticeOfClaim: stateOnly({
        ...notice(
          { days: 270 },
          'the Attorney General or the state agency involved',
          'Ind. Code § 34-13-3-6(a)',
          'Notice "filed with" the Attorney General or the agency: the date is not moved past a weekend or holiday (the ' +
            'earlier date). A notice filed with the wrong state agency does not bar the claim "if the claimant ' +
            'reasonably attempts to determine and serve notice on the right state agency" (§ 34-13-3-6(a)). The claim ' +
            'form is prescribed by the Attorney General (§ 34-13-3-6(b)). Some public bodies that look like state ' +
            'agencies (a state university, per one firm) are political subdivisions with the 180 days of § 34-13-3-8: ' +
            'check which the defendant is.',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
        presentedOnReceipt: true,
        minorRule: unverifiedMinorNoticeRule(
          { days: 180 },
          'Ind. Code § 34-13-3-9',
          '§ 34-13-3-6(a) is "Except as provided in sections 7 and 9 of this chapter". § 34-13-3-9 gives an incapacitated ' +
            'person who cannot give notice 180 days after the incapacity is removed, and a minor is one (South Bend ' +
            'Community Schools Corp. v. Widawski, 622 N.E.2d 160 (Ind. 1993), on the section before it); firms read it ' +
            'as 180 days after the 18th birthday (lockwoodlegal.com). Its words were not read.' +
            ` Searched again on ${STATE_CLAIM_TOLLING_READ_ON}: Widawski's opening states the issue, "whether a minor is an ` +
            'incapacitated person so as to toll the 180-day notice requirement" (a local notice, § 34-4-16.5-8 as amended ' +
            'by P.L. 33-1989), its holding only in a summary; City of Indianapolis v. Hicks, 932 N.E.2d 227 (Ind. Ct. App. ' +
            '2010), calls that rule "materially identical to the present statute" (casetext\'s summary). Firms differ on the ' +
            "State's time after majority: 180 days (lockwoodlegal.com, the section's words as they give them) or the 270 " +
            "days of § 34-13-3-6 (dhlawindiana.com, citing Hicks). § 34-13-3-9's own words were again not found.",
        ),
      }),
      note:
        'Claims against the State of Indiana and its agencies under the Indiana Tort Claims Act. § 34-13-3-6(a): ' +
        '"Except as provided in sections 7 and 9 of this chapter, a claim against the state is barred unless notice is ' +
        'filed with the attorney general or the state agency involved within two hundred seventy (270) days after the ' +
        'loss occurs" (as added by P.L. 1-1998, SEC. 8, unamended through P.L. 171-2024; before it § 34-4-16.5-6). The ' +
        'Act sets no suit period of its own in the text read: this row gives the general two years of § 34-11-2-4, ' +
        'unverified for a claim against the State, and suit waits for the claim to be denied (§ 34-13-3-13, not read): ' +
        'check both by hand. Political subdivisions: § 34-13-3-8 (the general row).',
    },
  ),
  row('IA', gi, years(2), 'Iowa Code § 614.1(2)', {
    ageOfMajority: 18,
    rule: 'tolled_until_majority',
    citation: 'Iowa Code § 614.8(2)',
    verified: true,
    verifiedOn: GENERAL_TOLLING_AUDIT_ON,
    maxYearsFromAccrual: null,
    maxAfterMajority: years(1),
    note:
      'The times limited in chapter 614 (the 2 years of § 614.1(2) among them) "are extended in favor of minors, so ' +
      'that they shall have one year from and after attainment of majority within which to ... commence an action" ' +
      '(§ 614.8(2), Iowa Code 2024; medical malpractice, § 614.1(9), excepted): the later of the 2 years from the ' +
      'incident and one year after the 18th birthday (§ 599.1: "The period of minority extends to the age of eighteen ' +
      'years"); no limit from accrual. As the product and property damage rows under the same chapter.',
  }),
  row(
    'IA',
    'medical_malpractice',
    years(2),
    'Iowa Code § 614.1(9)',
    youngChildOnly(
      'Iowa Code § 614.1(9)(b)',
      8,
      10,
      'An action under (9)(a) "brought on behalf of a minor who was under the age of eight years when the act, ' +
        "omission, or occurrence alleged in the action occurred shall be commenced no later than the minor's tenth " +
        'birthday or as provided in paragraph "a", whichever is later" (§ 614.1(9)(b), Iowa Code 2024): the 10th ' +
        "birthday overrides the 6-year repose. Older minors have (9)(a) alone: the minors' extension of § 614.8(2) " +
        'applies "Except as provided in section 614.1, subsection 9".',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(6, 'Iowa Code § 614.1(9)(a)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery of the injury or death, never more than 6 years from the act (repose, except foreign objects).',
        'vanweylaw.com',
      ),
    },
  ),
  row(
    'IA',
    'product_liability',
    years(2),
    'Iowa Code § 614.1(2)',
    readTolling(
      {
        ageOfMajority: 18,
        rule: 'tolled_until_majority',
        citation: 'Iowa Code § 614.8(2)',
        verified: true,
        maxYearsFromAccrual: null,
        maxAfterMajority: years(1),
      },
      'The times limited in chapter 614 (the 2 years of § 614.1(2) among them) "are extended in favor of minors, so that ' +
        'they shall have one year from and after attainment of majority within which to ... commence an action" ' +
        '(§ 614.8(2), Iowa Code 2024): the later of the period from the incident and one year after the 18th birthday ' +
        '(§ 599.1: "The period of minority extends to the age of eighteen years"); no limit from accrual. The 15-year ' +
        'repose of § 614.1(2A) is not computed.',
    ),
    {
      repose: productRepose(15, 'Iowa Code § 614.1(2A)', 'from when the product was first purchased, leased, bailed or installed for use'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        '2 years (§ 614.1(2)), with the discovery rule (Buechel v. Five Star Quality Care, 745 N.W.2d 732 (Iowa 2008)); 15-year statute of repose from first purchase (§ 614.1(2A)).',
        'a products-liability 50-state survey quoted on casetext.com (Butler Snow, 2020)',
      ),
    },
  ),
  row(
    'IA',
    'wrongful_death',
    years(2),
    'Iowa Code § 614.1(2)',
    tollingLeftUnverified(
      'Iowa Code § 614.8(2) (read for the product row) gives minors "one year from and after attainment of majority" ' +
        'for the actions of chapter 614, § 614.1(2) among them; but the death action belongs to the estate: Egan v. ' +
        "Naylor, 208 N.W.2d 915 (Iowa 1973), affirmed the dismissal of minor children's own claim for their father's " +
        'death, "a cause of action for wrongful death in Iowa belongs exclusively to the estate representative" (the ' +
        'limitations grounds were not reached), and damages for loss of support go to the estate and are apportioned ' +
        "(§ 633.336). Searched on 2026-11-29: no Iowa decision on whether a minor beneficiary's age extends the " +
        "representative's time was found. Check it.",
    ),
    {
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      note:
        '"Those founded on injuries to the person or reputation, including injuries to relative rights, whether based on ' +
        'contract or tort, or for a statute penalty, within two years" (§ 614.1(2), as docketmath.com quotes the official ' +
        'text), the period Iowa guides give the death action (recordinglaw.com: it "governs wrongful death claims"; ' +
        'fastcounsel.com). Guides count it from the death, while § 611.22 deems a continued action to accrue when it ' +
        'would have accrued to the deceased, and no Iowa decision on it was found. Counted here from the incident, the ' +
        'earlier date either way, so the date may be earlier than the true one, never later. Medical negligence deaths ' +
        `have § 614.1(9). Read in the statute text and guides on ${CLAIM_TYPE_TOLLING_READ_AGAIN_ON}.`,
    },
  ),
  row('KS', gi, years(2), 'Kan. Stat. Ann. § 60-513(a)(4)', KS_MINOR_TOLLING, {
    note: 'Claims against a municipality need written notice before suit (Kan. Stat. Ann. § 12-105b(d)); not a separate deadline here.',
  }),
  row(
    'KS',
    'medical_malpractice',
    years(2),
    'Kan. Stat. Ann. § 60-513(a)(7)',
    readTollingAgain(
      KS_MINOR_TOLLING,
      'A person under 18 when the claim accrued may sue "within one year after the person\'s disability is removed", ' +
        'never "more than eight years after the time of the act giving rise to the cause of action" (Kan. Stat. Ann. ' +
        '§ 60-515(a)). Bonin v. Vannaman, 261 Kan. 199 (1996), syl. ¶ 3: "The 8-year statute of repose under K.S.A. ' +
        '60-515(a) applies to all tortious acts committed while the plaintiff is a minor"; malpractice is a tort (syl. ' +
        '¶ 5), and a malpractice claim for an act at age 3 was measured by those 8 years. Wheeler v. Lenski, 8 Kan. App. ' +
        '2d 408 (1983), read the 8 years as "an overall limitation" for a minor\'s malpractice claim. So for a minor at the act: the later ' +
        'of the 2 years and one year after the 18th birthday, never past 8 years from the act; the 4-year repose of ' +
        '§ 60-513(c) yields to those 8 years.',
    ),
    {
      clockStarts: 'discovery',
      repose: { ...actRepose(4, 'Kan. Stat. Ann. § 60-513(c)'), yieldsToMinority: true },
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years; not more than 4 years from the act (repose, § 60-513(c)).', 'ksrevisor.org'),
    },
  ),
  row('KS', 'product_liability', years(2), 'Kan. Stat. Ann. § 60-513(a)(4)', KS_MINOR_TOLLING, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'General 2-year injury period; a 10-year useful safe life presumption (Kan. Stat. Ann. § 60-3303) may bar older products.',
      'subro50.com',
    ),
  }),
  row(
    'KS',
    'wrongful_death',
    years(2),
    'Kan. Stat. Ann. § 60-513(a)(5)',
    tollingLeftUnverified(
      'Kan. Stat. Ann. § 60-515(a) tolls for "any person entitled to bring an action" under 18. Frost v. Hardin, 1 ' +
        "Kan. App. 2d 464 (1977), held the minor children's own death action timely under it though their mother's " +
        'was barred, but the Supreme Court granted review (224 Kan. 12) and its decision was not read; Farnsworth v. ' +
        "Cox (D. Kan. 2012) let a minor heir's claim proceed. Searched again on 2026-11-29: the Supreme Court's " +
        'decision in Frost and any later Kansas appellate decision on a minor heir were not found, nor by the ' +
        'citations 224 Kan. 12 and 571 P.2d 11 later that day; a summary of Farnsworth reads § 60-515(a) as letting ' +
        'the minor daughter sue until a year after majority. Searched a fourth time that day (1978 Supreme Court ' +
        'opinions on justia, casetext, vlex, midpage, ecases; later Kansas decisions): not found. Check the Supreme ' +
        'Court decision.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'ksrevisor.org'),
    },
  ),
  row('KY', gi, years(1), 'Ky. Rev. Stat. § 413.140(1)(a)', tolled('Ky. Rev. Stat. § 413.170(1)'), {
    note: 'Motor vehicle claims under the Motor Vehicle Reparations Act have 2 years from the injury or the last PIP payment (Ky. Rev. Stat. § 304.39-230(6)); this row gives the earlier general date.',
  }),
  row(
    'KY',
    'medical_malpractice',
    years(1),
    'Ky. Rev. Stat. § 413.140(1)(e)',
    readTollingAgain(
      tolled('Ky. Rev. Stat. § 413.170(1)'),
      '"If a person entitled to bring any action mentioned in KRS 413.090 to 413.160 ... was, at the time the cause of ' +
        'action accrued, an infant or of unsound mind, the action may be brought within the same number of years after ' +
        'the removal of the disability ... allowed to a person without the disability to bring the action after the ' +
        'right accrued" (§ 413.170(1), as quoted in Martin v. Celadon Trucking Services (W.D. Ky. 2006)); the malpractice ' +
        'action of § 413.140(1)(e) is among those sections, so its 1 year runs from the 18th birthday. No five-year cap ' +
        'bounds it: McCollum v. Sisters of Charity of Nazareth Health Corp., 799 S.W.2d 15 (Ky. 1990), held "the portion ' +
        'of KRS 413.140(2) that places a five-year cap on the institution of negligence or malpractice actions against ' +
        'physicians, surgeons, dentists, and hospitals" unconstitutional. The rest of § 413.170 was not read for an ' +
        'outer limit, so none is marked.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note:
        checkedNote(
          'Against a physician, surgeon, dentist or licensed hospital, for negligence or malpractice: one year (§ 413.140(1)(e) text), accruing when the injury is first discovered or should have been (§ 413.140(2)).',
          'powell.law, § 413.140(1)(e) text; nolo.com and lawyers.com quoting § 413.140(2)',
        ) +
        ' The five-year cap from the act in § 413.140(2) is not applied: McCollum v. Sisters of Charity of Nazareth ' +
        'Health Corp., 799 S.W.2d 15 (Ky. 1990), held it unconstitutional under the open courts provisions (Ky. Const. ' +
        '§§ 14, 54 and 241); read on 2026-11-29.',
    },
  ),
  row(
    'KY',
    'product_liability',
    years(1),
    'Ky. Rev. Stat. § 413.140(1)(a)',
    readTollingAgain(
      tolled('Ky. Rev. Stat. § 413.170(1)'),
      '"If a person entitled to bring any action mentioned in KRS 413.090 to 413.160, except for a penalty of ' +
        'forfeiture [sic], was, at the time the cause of action accrued, an infant or of unsound mind, the action may be ' +
        'brought within the same number of years after the removal of the disability ... allowed to a person without ' +
        'the disability to bring the action after the right accrued" (§ 413.170(1), as quoted in Martin v. Celadon ' +
        'Trucking Services (W.D. Ky. 2006)); § 413.140(1)(a) is among those sections, so the 1 year runs from the 18th ' +
        "birthday. Lemmons v. Ransom, 670 S.W.2d 478 (Ky. 1984), applied the same saving to a minor's injury claim. The " +
        'rest of § 413.170 was not read for an outer limit, so none is marked.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'An action for an injury to the person: one year (§ 413.140(1)(a) text), with the discovery rule (Wiseman v. Alliant Hospitals, 37 S.W.3d 709 (Ky. 2000)). No statute of repose: § 411.310 only presumes no defect 5 years after the first sale or 8 years after manufacture. An injury with a vehicle involved may have 2 years from the injury or the last PIP payment (§ 304.39-230); this row gives the earlier date.',
        'products50.com; powell.law and docketmath.com quoting § 413.140(1)',
      ),
    },
  ),
  row(
    'KY',
    'wrongful_death',
    years(1),
    'Ky. Rev. Stat. §§ 413.140(1)(a), 413.180',
    tollingLeftUnverified(
      '§ 413.170(1) saves the actions of KRS 413.090 to 413.160 for "a person entitled to bring" one who was an infant ' +
        'when it accrued; the death action is brought by the personal representative (§ 411.130), and whether a minor ' +
        "beneficiary's age stops the period was not read in a decision.",
    ),
    {
      clockStarts: 'death',
      verifiedOn: DEATH_MALPRACTICE_ROWS_READ_ON,
      representative: {
        kind: 'from_appointment',
        afterAppointment: years(1),
        deemedAppointedWithin: years(1),
        citation: 'Ky. Rev. Stat. § 413.180',
        verified: true,
      },
      note:
        'One year (the period of the actions of KRS 413.090 to 413.160: "the one-year statute of limitations generally ' +
        'applicable to wrongful death actions does not begin to run until after the appointment of a personal ' +
        'representative", Gaither v. Commonwealth (Ky. App. 2004), describing Gray (1997)), run under § 413.180: "(1) If a ' +
        'person entitled to bring any action mentioned in KRS 413.090 to 413.160 dies before the expiration of the time ' +
        'limited for its commencement and the cause of action survives, the action may be brought by his personal ' +
        'representative after the expiration of that time, if commenced within one (1) year after the qualification of the ' +
        'representative. (2) If a person dies before the time at which the right to bring any action mentioned in KRS ' +
        '413.090 to 413.160 would have accrued to him if he had continued alive, and there is an interval of more than one (1) ' +
        'year between his death and the qualification of his personal representative, that representative, for purposes of ' +
        'this chapter, shall be deemed to have qualified on the last day of the one-year period." Conner v. George W. ' +
        'Whitesides Co., 834 S.W.2d 652 (Ky. 1992): "we hold that KRS 413.180 applies to wrongful death claims" (the ' +
        'dissent: the majority applied (2); an executor appointed more than a year after the death sued in time). Kenniston v. ' +
        "Unrug (Ky. App. 2019): the year ran from the first representative's appointment, not a successor's; Davenport v. " +
        'Kindred Hosp. (Ky. 2024, as a firm reports it): the appointment counts from the day the judge signs the order. ' +
        'The case does not hold the appointment, so the date counts one year from the death, the earliest; a warning ' +
        `gives the latest (two years after the death). Read in § 413.180 (casetext.com, current through 2021) and the ` +
        `decisions on ${DEATH_MALPRACTICE_ROWS_READ_ON}.`,
    },
  ),
  row(
    'LA',
    gi,
    years(1),
    'La. Civ. Code art. 3492 (repealed by Acts 2024, No. 423)',
    notTolled('La. Civ. Code art. 3468', 'Prescription runs against minors; the tutor sues for them.'),
    {
      note: 'Delictual actions arising on or before 2024-07-01.',
    },
  ),
  row(
    'LA',
    gi,
    years(2),
    'La. Civ. Code art. 3493.1 (enacted as art. 3493.11 by Acts 2024, No. 423)',
    notTolled('La. Civ. Code art. 3468', 'Prescription runs against minors; the tutor sues for them.'),
    {
      effectiveFrom: '2024-07-02',
      note: 'Delictual actions arising after 2024-07-01 (Act 423 § 3); a claim arising on 2024-07-01 itself is given the old one-year rule, the safe reading.',
    },
  ),
  row(
    'LA',
    'medical_malpractice',
    years(1),
    'La. Rev. Stat. § 9:5628',
    notTolledRead(
      'La. Rev. Stat. § 9:5628(B)',
      'The section "shall apply to all persons whether or not infirm or under disability of any kind and including ' +
        'minors and interdicts" (§ 9:5628(B), official text): a minor has the same one year and three years as an adult.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
      repose: actRepose(3, 'La. Rev. Stat. § 9:5628(A)'),
      note:
        'No malpractice action against a listed health care provider "shall be brought unless filed within one year from ' +
        'the date of the alleged act, omission, or neglect, or within one year from the date of discovery", and in all ' +
        'events "within a period of three years from the date of the alleged act, omission, or neglect" (§ 9:5628(A)); ' +
        'its history ends with Acts 2001, No. 95, so Acts 2024, No. 423 (delictual actions, 2 years) did not change it. ' +
        'Counted from the incident, the earliest start. The three years are prescriptive, not peremptive (Borel v. Young ' +
        '(La. 2008), on rehearing): filing a request for a medical review panel suspends both periods (§ 40:1231.8), ' +
        `which the dates here do not count. Read in the official text (legis.la.gov) on ${CLAIM_TYPES_READ_AGAIN_ON}.`,
    },
  ),
  row(
    'LA',
    'product_liability',
    years(1),
    'La. Civ. Code art. 3492 (repealed by Acts 2024, No. 423)',
    readTollingAgain(
      limited('La. Civ. Code art. 3492', 'Not tolled for minors, except in actions involving permanent disability.'),
      'The article itself: prescription "does not run against minors or interdicts in actions involving permanent ' +
        'disability and brought pursuant to the Louisiana Products Liability Act or state law governing product ' +
        'liability actions in effect at the time of the injury or damage" (art. 3492). Otherwise prescription runs against ' +
        'minors (art. 3468; the tutor sues for them). Not computed: a warning names it for a client who was a minor.',
    ),
    {
      verifiedOn: PRODUCT_ROWS_READ_ON,
      note:
        'Louisiana Products Liability Act claims (La. Rev. Stat. § 9:2800.51 et seq.) arising on or before 2024-07-01: ' +
        '"Delictual actions are subject to a liberative prescription of one year. This prescription commences to run ' +
        'from the day injury or damage is sustained" (art. 3492, casetext.com text, Acts 1992, No. 621), the article ' +
        'naming actions "brought pursuant to the Louisiana Products Liability Act" among them. Contra non valentem may ' +
        'delay the start until the injury and its cause are known: counted here from the incident, the earliest start. ' +
        'No products statute of repose (products50.com). A claim arising on 2024-07-01 itself is given this one year, ' +
        `the safe reading of "after". Read in the statute text on ${PRODUCT_ROWS_READ_ON}.`,
    },
  ),
  row(
    'LA',
    'product_liability',
    years(2),
    'La. Civ. Code art. 3493.1 (enacted as art. 3493.11 by Acts 2024, No. 423)',
    readTollingAgain(
      limited('La. Civ. Code art. 3493.1', 'Not tolled for minors, except in actions involving permanent disability.'),
      'The article itself: prescription "does not run against minors or interdicts in actions involving permanent ' +
        'disability and brought pursuant to the Louisiana Products Liability Act or state law governing product ' +
        'liability actions in effect at the time of the injury or damage" (art. 3493.11 as Act 423 enacted it). Otherwise prescription runs against ' +
        'minors (art. 3468; the tutor sues for them). Not computed: a warning names it for a client who was a minor.',
    ),
    {
      effectiveFrom: '2024-07-02',
      verifiedOn: PRODUCT_ROWS_READ_ON,
      note:
        'Louisiana Products Liability Act claims arising after 2024-07-01: Act 423 (enrolled text, HB 315) enacted art. ' +
        '3493.11, "Delictual actions are subject to a liberative prescription of two years. This prescription commences ' +
        'to run from the day injury or damage is sustained", keeping the words on actions "brought pursuant to the ' +
        'Louisiana Products Liability Act", repealed art. 3492, and "shall apply to delictual actions arising after the ' +
        'effective date of this Act" (§ 3), July 1, 2024 (§ 4); the article is now numbered 3493.1, as the general ' +
        'injury row cites it. Counted from the incident, the earliest start (contra non ' +
        `valentem may delay it). No products statute of repose. Read in the act's enrolled text on ${PRODUCT_ROWS_READ_ON}.`,
    },
  ),
  row(
    'LA',
    'wrongful_death',
    years(1),
    'La. Civ. Code art. 2315.2(B)',
    tollingLeftUnverified(
      'prescription runs against minors (La. Civ. Code art. 3468, the general row) unless an exception is established; ' +
        'its reach to art. 2315.2 was not read.',
    ),
    {
      clockStarts: 'death',
      unverified: true,
      note:
        'One year from the death, the earlier date. The official text of art. 2315.2 has not been read: ' +
        'death.uslegal.com quotes it, "The right of action granted by this Article expires one year from the death of the ' +
        'deceased. This right is heritable, but the inheritance of it neither interrupts nor prolongs the prescriptive ' +
        'period defined in this Article." Acts 2024, No. 423 (enrolled HB 315, read) enacts arts. 3493.11 and 3493.12 and ' +
        'repeals arts. 3492 and 3493 only: it does not amend art. 2315.2. HB 291 of the 2025 Regular Session ("Provides ' +
        'relative to prescriptive periods for wrongful death and survival actions": two years from the death) passed the ' +
        'House 90-6 and was reported with amendments by Senate Judiciary A (2025-05-14); whether it became law was not ' +
        'found, and firms disagree (morrisdewett.com: one year, and elsewhere two years for deaths from 2024-07-01). ' +
        `Searched on ${DEATH_MALPRACTICE_ROWS_READ_ON}: check art. 2315.2 as in force and the fate of HB 291. ` +
        'Searched again later that day: still no Act number and no text of art. 2315.2 after 2024; the summaries now read ' +
        'disagree on what HB 291 says (legiplex.com: two years from the death; recordinglaw.com: 2025 legislation effective ' +
        '2025-08-01 gives "one year from the death of the deceased or two years from the day the injury or damage was ' +
        'sustained, whichever is longer", one year for malpractice). One year from the death is the earliest date under ' +
        'each of those readings, so it is kept.',
    },
  ),
  row('ME', gi, years(6), 'Me. Rev. Stat. tit. 14, § 752', GENERAL_MINORITY_TOLLING.ME, {
    noticeOfClaim: {
      ...ME_NOTICE_BEFORE_2020,
      minorRule: unverifiedMinorNoticeRule(
        { days: 180 },
        'Me. Rev. Stat. tit. 14, § 8107(2) (as amended by P.L. 2001, c. 249)',
        'For causes of action accrued before 2001-10-01: the minor provision came with the September 2001 amendment ' +
          '(McLaughlin v. Superintending School Committee, 2003 ME 114, which applied it to a claim that accrued ' +
          'earlier); before it, minority was not good cause for a late notice (Faucher v. City of Auburn (Me. 1983)). ' +
          'Which earlier claims the amendment reaches was not read: not applied.',
      ),
    },
    note: 'Causes of action accrued before 2001-10-01 (before the minor provision of P.L. 2001, c. 249).',
  }),
  row('ME', gi, years(6), 'Me. Rev. Stat. tit. 14, § 752', GENERAL_MINORITY_TOLLING.ME, {
    effectiveFrom: '2001-10-01',
    noticeOfClaim: {
      ...ME_NOTICE_BEFORE_2020,
      minorRule: {
        ...minorNoticeRule({ days: 180 }, 'Me. Rev. Stat. tit. 14, § 8107(2) (as amended by P.L. 2001, c. 249)', {
          note:
            'As P.L. 2019, c. 214 prints the text it replaced: "If the claimant is a minor when the cause of action ' +
            'accrues, the notice may be presented within 180 days of the minor\'s attaining 18 years of age" (PL 2001, ' +
            'c. 249, § 1); in force from the September 2001 amendment (McLaughlin v. Superintending School Committee, ' +
            '2003 ME 114), counted here from 2001-10-01.',
        }),
        verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      },
    },
    note: 'Causes of action accrued from 2001-10-01 to 2019-12-31 (the notice period was then 180 days; a minor: 180 days after 18).',
  }),
  row('ME', gi, years(6), 'Me. Rev. Stat. tit. 14, § 752', GENERAL_MINORITY_TOLLING.ME, {
    effectiveFrom: '2020-01-01',
    noticeOfClaim: {
      ...notice(
        { days: 365 },
        'the governmental entity (the agency and the Attorney General for the State)',
        'Me. Rev. Stat. tit. 14, § 8107(1); P.L. 2019, c. 214',
        'Suit against a governmental entity: 2 years (§ 8110).',
      ),
      minorRule: minorNoticeRule({ days: 365 }, 'Me. Rev. Stat. tit. 14, § 8107(2)'),
    },
    note: 'Causes of action accruing on or after 2020-01-01 (P.L. 2019, c. 214 § 3 lengthened the notice period to 365 days).',
  }),
  row(
    'ME',
    'government_entity',
    years(2),
    'Me. Rev. Stat. tit. 14, § 8110 (before P.L. 2001, c. 249)',
    tollingLeftUnverified(
      '§ 8110 as amended by P.L. 2001, c. 249 (in force in September 2001, McLaughlin v. Superintending School ' +
        'Committee of Lincolnville, 2003 ME 114) lets a minor sue "within 2 years of the minor\'s attaining 18 years of ' +
        'age"; the text in force before it, and whether the amendment reaches a claim that accrued earlier, were not ' +
        'read. Check the text of § 8110 before that amendment.',
    ),
    {
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note: 'Maine Tort Claims Act: 2 years after the cause of action accrues, against a governmental entity or its employees. Causes of action accrued before 2001-10-01 (the minor exception was added by P.L. 2001, c. 249, in September 2001). The notice (§ 8107) is the one of the general row in force on the incident date.',
    },
  ),
  row(
    'ME',
    'government_entity',
    years(2),
    'Me. Rev. Stat. tit. 14, § 8110',
    readTollingAgain(
      tolledNoCap('Me. Rev. Stat. tit. 14, § 8110'),
      '"Every claim against a governmental entity or its employees permitted under this chapter is forever barred from ' +
        'the courts of this State, unless an action therein is begun within 2 years after the cause of action accrues, ' +
        'except that, if the claimant is a minor when the cause of action accrues, the action may be brought within 2 ' +
        'years of the minor\'s attaining 18 years of age. [2001, c. 249, §2 (AMD).]" (§ 8110, lawserver.com text; no ' +
        'later amendment in its history): the 2 years run from the 18th birthday; no outer limit. The amendment was in ' +
        'force in September 2001 ("the September 2001 amendment", McLaughlin v. Superintending School Committee of ' +
        "Lincolnville, 2003 ME 114, on the same act's change to § 8107(2)); this row takes incidents from 2001-10-01. " +
        'The notice of § 8107 keeps its own row.',
    ),
    {
      effectiveFrom: '2001-10-01',
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note: 'Maine Tort Claims Act: 2 years after the cause of action accrues, against a governmental entity or its employees; a minor: 2 years from the 18th birthday (P.L. 2001, c. 249). The notice (§ 8107) is the one of the general row in force on the incident date.',
    },
  ),
  row(
    'ME',
    'medical_malpractice',
    years(3),
    'Me. Rev. Stat. tit. 24, § 2902',
    readTolling(
      tolledWithCap('Me. Rev. Stat. tit. 24, § 2902', 18, 6, 'Me. Rev. Stat. tit. 24, § 2902'),
      '"Notwithstanding the provisions of Title 14, section 853, relating to minority, actions for professional ' +
        'negligence by a minor must be commenced within 6 years after the cause of action accrues or within 3 years after ' +
        'the minor reaches the age of majority, whichever first occurs" (§ 2902, as amended by P.L. 2013, c. 329): 3 years ' +
        'from the 18th birthday, never past 6 years from the act.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the act (foreign object: from discovery); minors: 6 years from accrual or 3 years after turning 18, whichever first. A notice of claim and prelitigation screening panel are required (tit. 24, § 2853).',
        'injuryfrombirth.com',
      ),
    },
  ),
  row(
    'ME',
    'product_liability',
    years(6),
    'Me. Rev. Stat. tit. 14, § 752',
    tollingLeftUnverified(
      'Me. Rev. Stat. tit. 14, § 853 (official text, legislature.maine.gov, through 2013, c. 329) reaches "any of the ' +
        'actions under sections 752 to 754": for a minor "the action may be brought within the times limited herein after ' +
        'the disability is removed", as on the general injury row. Not applied while this row\'s own period is ' +
        'unverified (searched again on 2026-11-29: whether L.D. 250 was enacted is still not found).',
    ),
    {
      unverified: true,
      note: chartNote(
        'General 6-year civil period (§ 752, "All civil actions shall be commenced within 6 years after the cause of ' +
          'action accrues"). L.D. 250 (129th Legislature, 2019) proposed 15 years for product liability actions (a new ' +
          '§ 872); whether it was enacted was not found (searched again on 2026-11-28). If it was, the 6 years here are the ' +
          'earlier date. Searched again on 2026-11-29: the bill text (mainelegislature.org, S.P. 62) would enact "§ 872 ' +
          'Product liability actions ... an action involving product liability must be commenced within 15 years after the ' +
          'cause of action accrues", its summary saying it "extends the statute of limitations for product liability ' +
          'actions from 6 to 15 years" (so the 6 years were the law when it was filed); no § 872 in the statutes, no ' +
          'chaptered law and no committee report were found. The bill status page, or 14 M.R.S. chapter 205 as it now ' +
          'stands, would settle it.' +
          ' Searched again later on 2026-11-29: no § 872 found.',
      ),
    },
  ),
  row(
    'ME',
    'wrongful_death',
    years(2),
    'Me. Rev. Stat. tit. 18-C, § 2-807(2)',
    tollingLeftUnverified(
      'the action is brought "in the name of the personal representative or the special administrator" (§ 2-807(2), ' +
        'as a Maine firm quotes it), and 14 M.R.S. § 853 saves only actions under §§ 752 to 754 of title 14. Searched ' +
        'on 2026-11-29: no Maine decision on a minor beneficiary of a death action (under § 2-807 or the former 18-A ' +
        '§ 2-804) was found, and the official text of § 2-807 was again not reached. Check both.',
    ),
    {
      clockStarts: 'death',
      unverified: true,
      note: chartNote(
        'Two years from death, the earlier of two readings. § 2-807(2) as quoted from the official text gives 3 ("within 3 ' +
          'years after the decedent\'s death"; homicide: 6 years from discovery), but the former 18-A § 2-804(b) gave 2: ' +
          'in April 2016 the Legislature, overriding a veto of L.D. 1605, extended "the statute of limitations for filing a ' +
          'wrongful death suit, from two years to six years" for homicides only (Sun Journal), and guides still give 2 ' +
          '(mannlawllc.com, subro50.com). When the 3 years began (Title 18-C took effect on 2019-07-01; the change itself ' +
          'was not found, searched again on 2026-11-29) is unknown, so every death gets the 2 years here; a death after ' +
          'the change has 3. The session law that gave 3 years, or the section history of § 2-807, would settle it.' +
          ' Searched again later on 2026-11-29 (Maine public laws, news of the change): not found.',
      ),
    },
  ),
  row('MD', gi, years(3), 'Md. Code, Cts. & Jud. Proc. § 5-101', tolled('Md. Code, Cts. & Jud. Proc. § 5-201'), {
    noticeOfClaim: {
      governments: 'local',
      ...notice(
        { days: 180 },
        MD_LOCAL_NOTICE_TO,
        'Md. Code, Cts. & Jud. Proc. § 5-304 (before 2015 H.B. 113)',
        'Local Government Tort Claims Act: written notice "within 180 days after the injury" (Williams v. Maynard, 359 ' +
          'Md. 379 (2000), quoting § 5-304 (1999 Supp.)), until H.B. 113 (2015). ' +
          "Claims against the State: Md. Code, State Gov't § 12-106.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    note: 'Injuries before 2015-10-01 (H.B. 113 of 2015 lengthened the local government notice to 1 year from that day).',
  }),
  row('MD', gi, years(3), 'Md. Code, Cts. & Jud. Proc. § 5-101', tolled('Md. Code, Cts. & Jud. Proc. § 5-201'), {
    effectiveFrom: '2015-10-01',
    noticeOfClaim: {
      governments: 'local',
      ...notice(
        { years: 1 },
        MD_LOCAL_NOTICE_TO,
        'Md. Code, Cts. & Jud. Proc. § 5-304',
        'Local Government Tort Claims Act: "an action for unliquidated damages may not be brought against a local ' +
          'government or its employees unless the notice of the claim required by this section is given within 1 year ' +
          'after the injury" (§ 5-304(b)(1)), in writing, in person or by certified mail (§ 5-304(b)(2), (c)(1)); in ' +
          "force from 2015-10-01 (H.B. 113). The Act's application section was not read: an injury shortly before that " +
          "day keeps the 180 days, the earlier date. Claims against the State: Md. Code, State Gov't § 12-106.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
    note: 'Injuries from 2015-10-01 (H.B. 113 of 2015 lengthened the local government notice from 180 days to 1 year).',
  }),
  row(
    'MD',
    'government_entity',
    years(3),
    "Md. Code, State Gov't § 12-106(b)(3)",
    noTolling(
      "Md. Code, State Gov't § 12-106(b)(3); Cts. & Jud. Proc. § 5-201(a)",
      'Not tolled for minority. § 5-201(a) (mgaleg.maryland.gov) reaches only "a cause of action subject to a limitation ' +
        'under Subtitle 1 of this title or Title 3, Subtitle 9 of this article" (the Courts Article\'s general periods and ' +
        "wrongful death); the 3 years are in State Gov't § 12-106(b), a condition of the State's waiver of immunity. " +
        'Ferguson v. Loder, 186 Md. App. 707 (2009): the theories "for tolling the MTCA\'s three-year filing deadline lack ' +
        'merit" (a Maryland firm\'s report of it: "the three year filing requirement of the MTCA is not a statute of ' +
        'limitations but rather a condition precedent to the initiation of an action under the MTCA"). Johnson v. Maryland ' +
        'State Police, 331 Md. 285 (1993): the claim requirement "is not a statute of limitations" but "a condition precedent ' +
        'to the initiation of an action under the Act", and § 5-201 does not apply to it (as Ferguson summarizes the holding). ' +
        'The 3 years run from the incident for a minor as for an adult.',
      STATE_CLAIM_TOLLING_READ_ON,
    ),
    {
      governments: 'state',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { years: 1 },
          'the State Treasurer or a designee of the Treasurer',
          "Md. Code, State Gov't § 12-106(b)(1)",
          'A written claim: a concise statement of facts with the date and place of the tort, a demand for specific ' +
            "damages, the parties' names and addresses, signed (§ 12-107(a)). Notice to a county commissioner is not " +
            'notice to a designee (Barbre v. Pope, 402 Md. 157 (2007)). A court may entertain a late claim in some cases ' +
            '(§ 12-106(c), not read): do not count on it. Minors: not extended. Johnson v. Maryland State Police, 331 Md. ' +
            '285 (1993), two 16-year-olds who claimed thirteen months after the accident under the 180 days then in force: ' +
            'the "administrative claim requirement is not a statute of limitations. Instead, it is \'a condition precedent ' +
            'to the initiation of an action under the Act\'" (at 290), and the tolling provision of Cts. & Jud. Proc. ' +
            '§ 5-201 does not apply to it (Ferguson v. Loder, 186 Md. App. 707 (2009), summarizing the holding). The year ' +
            'runs from the incident for a minor.',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'Maryland Tort Claims Act, claims against the State and its units. State Gov\'t § 12-106(b): "A claimant may ' +
        'not institute an action under this subtitle unless: (1) the claimant submits a written claim to the Treasurer ' +
        'or a designee of the Treasurer within 1 year after the injury to person or property that is the basis of the ' +
        'claim; (2) the Treasurer or designee denies the claim finally; and (3) the action is filed within 3 years ' +
        'after the cause of action arises" (2005 Code text; the same "one year notice provision" applied to a 2004 ' +
        'injury, citing the 1995 Replacement Volume, Barbre v. Pope, 402 Md. 157 (2007); 180 days under Ch. 538 of ' +
        '1985, Johnson v. Maryland State Police (1993)). The current text (2017, 2022) begins the same, "Except as ' +
        'provided in subsection (c)"; its rest was not read. Suit waits for the final denial (§ 12-107(d)), within ' +
        'the 3 years.',
    },
  ),
  row(
    'MD',
    'medical_malpractice',
    years(3),
    'Md. Code, Cts. & Jud. Proc. § 5-109(a)',
    readTolling(
      tolled('Md. Code, Cts. & Jud. Proc. § 5-201'),
      'Piselli v. 75th Street Medical, 371 Md. 188 (2002): under Article 19 of the Declaration of Rights, "the periods of ' +
        "limitations and repose, set forth in § 5-109 ... for a minor child's medical malpractice claim, do not begin " +
        'running until the child attains the age of 18", notwithstanding § 5-109(b), (c) and (e) (which started them at 11 ' +
        'or 16); § 5-201(a) (official text): a minor "shall file his action within the lesser of three years or the ' +
        'applicable period of limitations after the date the disability is removed". The 3 years and the 5-year repose ' +
        'both run from the 18th birthday.',
    ),
    {
      clockStarts: 'discovery',
      repose: { ...actRepose(5, 'Md. Code, Cts. & Jud. Proc. § 5-109(a)(1)'), minorityTolls: true },
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Five years from the injury or 3 years from discovery, whichever first (this row gives 3 years from the incident, the earlier date); minors: from the 11th birthday (16th for some injuries).',
        'statutes-of-limitations.com',
      ),
    },
  ),
  row(
    'MD',
    'product_liability',
    years(3),
    'Md. Code, Cts. & Jud. Proc. § 5-101',
    readTolling(
      tolled('Md. Code, Cts. & Jud. Proc. § 5-201'),
      'The product claim takes the 3 years of § 5-101 (Subtitle 1): "When a cause of action subject to a limitation ' +
        'under Subtitle 1 of this title or Title 3, Subtitle 9 of this article accrues in favor of a minor ..., that ' +
        'person shall file his action within the lesser of three years or the applicable period of limitations after the ' +
        'date the disability is removed" (§ 5-201(a), official text): 3 years from the 18th birthday.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('General 3-year civil period.', 'subro50.com'),
    },
  ),
  row(
    'MD',
    'wrongful_death',
    years(3),
    'Md. Code, Cts. & Jud. Proc. § 3-904(g)',
    {
      ...limited(
        'Md. Code, Cts. & Jud. Proc. § 5-201(a)',
        'A death action (Title 3, Subtitle 9) that accrues in favor of a minor beneficiary may be filed within the lesser ' +
          'of 3 years or the period after the beneficiary turns 18 (§ 5-201(a), official text; for deaths from ' +
          "1997-10-01, Acts 1997, c. 318). It runs from each minor beneficiary's own birthday: check each.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from death (from discovery in occupational disease cases, within 10 years).',
        'statutes-of-limitations.com',
      ),
    },
  ),
  row('MA', gi, years(3), 'Mass. Gen. Laws ch. 260, § 2A', tolled('Mass. Gen. Laws ch. 260, § 7'), { noticeOfClaim: MA_NOTICE }),
  row(
    'MA',
    'government_entity',
    years(3),
    'Mass. Gen. Laws ch. 258, § 4',
    readTolling(
      tolledNoCap('Mass. Gen. Laws ch. 260, § 7'),
      'Hernandez v. City of Boston, 394 Mass. 45 (1985): "The three-year statute of limitations of the Massachusetts Tort ' +
        'Claims Act, G. L. c. 258, Section 4, is tolled by the provisions of G. L. c. 260, Section 7, if a claimant under ' +
        'the act is a minor when the right to bring the action first accrues"; § 7: "the action may be commenced within ' +
        'the time hereinbefore limited after the disability is removed" (as quoted in Jomides v. MBTA, 21 Mass. App. Ct. ' +
        '592 (1986)): the 3 years run from the 18th birthday; no outer limit. The 2-year presentment is not tolled ' +
        '(George v. Town of Saugus, 394 Mass. 40 (1985)).',
    ),
    {
      noticeOfClaim: MA_NOTICE,
    },
  ),
  row(
    'MA',
    'medical_malpractice',
    years(3),
    'Mass. Gen. Laws ch. 260, § 4',
    youngChildOnly(
      'Mass. Gen. Laws ch. 231, § 60D',
      6,
      9,
      '"Notwithstanding the provisions of section seven of chapter two hundred and sixty, any claim by a minor against a ' +
        'health care provider ... shall be commenced within three years from the date the cause of action accrues, except ' +
        'that a minor under the full age of six years shall have until his ninth birthday in which the action may be ' +
        'commenced, but in no event shall any such action be commenced more than seven years after occurrence of the act ' +
        'or omission" (foreign objects excepted). The 3 years are a limitation subject to the discovery rule ' +
        "(McGuinness v. Cotter, 412 Mass. 617 (1992)): older minors have the row's 3 years; the ninth birthday never " +
        'passes the 7 years.',
      { withinRepose: true },
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(7, 'Mass. Gen. Laws ch. 260, § 4'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from accrual (discovery rule), never more than 7 years from the act (repose, except foreign objects); minors under 6: until the 9th birthday. 182-day presuit notice (ch. 231, § 60L).',
        'subro50.com',
      ),
    },
  ),
  row(
    'MA',
    'product_liability',
    years(3),
    'Mass. Gen. Laws ch. 260, § 2A',
    readTolling(
      tolled('Mass. Gen. Laws ch. 260, § 7'),
      'The product claim takes the 3 years of ch. 260, § 2A, the general injury row\'s section: "If the person entitled ' +
        'thereto is a minor ... when a right to bring an action first accrues, the action may be commenced within the ' +
        'time hereinbefore limited after the disability is removed" (ch. 260, § 7).',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years for tort claims; breach of warranty claims: 3 years under Mass. Gen. Laws ch. 106, § 2-318.',
        'massachusetts-accident-injury-law-firm.com',
      ),
    },
  ),
  row(
    'MA',
    'wrongful_death',
    years(3),
    'Mass. Gen. Laws ch. 229, § 2',
    {
      ...limited(
        'Mass. Gen. Laws ch. 260, § 7',
        'Gaudette v. Webb, 362 Mass. 60 (1972): periods for wrongful death actions "in appropriate cases ... may be ' +
          'tolled by various provisions of G. L. c. 260", and under ch. 260, § 7 a death action brought by the personal ' +
          "representative for the benefit of the decedent's minor children, almost three years after the death, was not barred " +
          "(the court's headnotes). Not computed: it turns on each minor beneficiary's own birthday, not the client's.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death, or from when the cause should have been known.', 'subro50.com'),
    },
  ),
  row('MI', gi, years(3), 'Mich. Comp. Laws § 600.5805(2)', MI_MINOR_TOLLING, {
    note: 'Highway-defect claims against a governmental agency need notice within 120 days (Mich. Comp. Laws § 691.1404); not applied here.',
  }),
  row(
    'MI',
    'medical_malpractice',
    years(2),
    'Mich. Comp. Laws §§ 600.5805(8), 600.5838a',
    readTollingAgain(
      {
        ageOfMajority: 18,
        rule: 'limited',
        citation: 'Mich. Comp. Laws § 600.5851(7)',
        verified: true,
        youngChild: { underAge: 8, untilAge: 10, citation: 'Mich. Comp. Laws § 600.5851(7)' },
      },
      'The one-year saving for minors of § 600.5851(1) applies "Except as otherwise provided in subsections (7) and ' +
        '(8)"; (7), as the Michigan Supreme Court quotes it (Vance v. Henry Ford Health System, No. 132554, 2008): "if, ' +
        'at the time a claim alleging medical malpractice accrues to a person under [§ 600.5838a] the person has not ' +
        'reached his or her eighth birthday, a person shall not bring an action based on the claim unless the action is ' +
        "commenced on or before the person's tenth birthday or within the period of limitations set forth in section " +
        '5838a, whichever is later". A child under 8 at the act therefore has until the 10th birthday, past the 6-year ' +
        'repose (§ 600.5838a(2) excepts (7) and (8)). A claimant 8 or older at the act is held to the § 5838a period by ' +
        '(7) (so Vega v. Lakeland Hospitals, 267 Mich. App. 565 (2005), for an 11-year-old); the Supreme Court reversed ' +
        'Vega (479 Mich. 243 (2007)) because the insanity saving of (1) still applies, and whether the minority saving ' +
        'reaches such a claimant was not settled in what was read: named here, not computed. Subsection (8), on ' +
        'injuries to the reproductive system, was not read.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
      repose: actRepose(6, 'Mich. Comp. Laws § 600.5838a(2)'),
      note:
        '"Except as otherwise provided in this chapter, the period of limitations is 2 years for an action charging ' +
        'malpractice" (§ 600.5805(8); (6) in the 2012 text). A claim based on medical malpractice "accrues at ' +
        'the time of the act or omission that is the basis for the claim of medical malpractice, regardless of the time ' +
        'the plaintiff discovers or otherwise has knowledge of the claim" (§ 600.5838a(1), unamended since 1993 PA 78); ' +
        'suit may also be brought within 6 months after discovery, whichever is later, but never more than 6 years after ' +
        'the act or omission, except as § 600.5851(7) or (8) provide (§ 600.5838a(2); Burton v. Macha (Mich. Ct. App. ' +
        '2014)). Counted from the incident, the earliest start. The 182-day notice of intent (§ 600.2912b) tolls the ' +
        `period. Read in the official texts of § 600.5805 (2012) and § 600.5838a(1) (bills of 2008 and 2020, legislature.mi.gov) on ${CLAIM_TYPES_READ_AGAIN_ON}.`,
    },
  ),
  row('MI', 'product_liability', years(3), 'Mich. Comp. Laws § 600.5805(2), (12)', MI_MINOR_TOLLING, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Three years for product liability injury claims (§ 600.5805(2), (12)); no discovery rule (Trentadue v. Gorton, 479 Mich. 378 (2007)).',
      'findlaw.com; a products-liability 50-state chart on casetext.com',
    ),
  }),
  row(
    'MI',
    'wrongful_death',
    years(2),
    'Mich. Comp. Laws §§ 600.5805, 600.5852',
    tollingLeftUnverified(
      '§ 600.5851(1) gives 1 year after a disability is removed to the person first entitled or those claiming under ' +
        'the person; how it meets the death action and § 600.5852 was not read.',
    ),
    {
      verifiedOn: DEATH_MALPRACTICE_ROWS_READ_ON,
      representative: {
        kind: 'saving',
        afterAppointment: years(2),
        deathWithinAfterPeriod: { days: 30 },
        notLaterThanAfterPeriod: years(3),
        citation: 'Mich. Comp. Laws § 600.5852',
        verified: true,
        note:
          "The period is the underlying claim's, counted from the wrong: 2 years for malpractice (§ 600.5805(8)), 3 years " +
          'for injury from negligence or a product (§ 600.5805(2)); this row gives the shorter.',
      },
      note:
        'No period of its own: the death action takes the period of the claim the decedent had, counted from the wrong, not ' +
        'the death (Hawkins v. Regional Medical Laboratories, 415 Mich. 420 (1982); Grimm v. Ford Motor Co., 157 Mich. App. ' +
        '633 (1986)): 3 years for injury (§ 600.5805(2), the general row) and 2 years for malpractice (§ 600.5805(8), the ' +
        'malpractice row). The case does not say which, so the row gives 2 years, the shorter; a warning names both. ' +
        'Counted here from the incident, the earlier date. § 600.5852, as the Court of Appeals quotes it (Verbrugghe v. Select Specialty Hosp., 270 Mich. App. 383 ' +
        '(2006)): "If a person dies before the period of limitations has run or within 30 days after the period of ' +
        'limitations has run, an action which survives by law may be commenced by the personal representative of the ' +
        'deceased person at any time within 2 years after letters of authority are issued although the period of ' +
        'limitations has run. But an action shall not be brought under this provision unless the personal representative ' +
        'commences it within 3 years after the period of limitations has run." Hardy v. Maxheimer (Mich. 1987): ' +
        '"the saving provision contained in MCL 600.5852 ... operates to toll the statute of limitations in both ' +
        'survival-type actions and death-type actions brought under MCL 600.2922"; Estate of Jesse v. Lakeland Specialty ' +
        'Hosp. (Mich. App. 2019): letters are issued when the probate judge signs them; Eggleston (Mich. 2003): a successor ' +
        'representative has 2 years from its own letters. The 182-day notice of intent does not toll the saving period ' +
        `(Waltz v. Wyse, 469 Mich. 642 (2004)). Read in the decisions' text on ${DEATH_MALPRACTICE_ROWS_READ_ON}.`,
    },
  ),
  row('MN', gi, years(6), 'Minn. Stat. § 541.05, subd. 1(5)', MN_MINOR_TOLLING, {
    noticeOfClaim: localOnly(
      notice(
        { days: 180 },
        'the governing body of the municipality',
        'Minn. Stat. § 466.05, subd. 1',
        'Counted from discovery of the loss or injury (here from the incident, the earlier date); wrongful death: 1 year (subd. 2). Claims against the State: Minn. Stat. § 3.736, subd. 5.',
      ),
    ),
    note: 'Negligence (D.M.S. v. Barber, 645 N.W.2d 383 (Minn. 2002)); intentional torts have 2 years (§ 541.07(1)).',
  }),
  row(
    'MN',
    'medical_malpractice',
    years(4),
    'Minn. Stat. § 541.076',
    readTolling(
      {
        ageOfMajority: 18,
        rule: 'tolled_until_majority',
        citation: 'Minn. Stat. § 541.15(b)',
        verified: true,
        maxYearsFromAccrual: null,
        maxAfterMajority: years(1),
        maxTolled: years(7),
      },
      '"In actions alleging malpractice ... against a health care provider, the ground of disability specified in ' +
        'paragraph (a), clause (1) [under 18], suspends the period of limitation until the disability is removed. The ' +
        'suspension may not be extended for more than seven years, or for more than one year after the disability ceases" ' +
        '(§ 541.15(b), official text).',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Four years from the end of treatment for the condition.', 'minnesotamedmal.com'),
    },
  ),
  row('MN', 'product_liability', years(4), 'Minn. Stat. § 541.05, subd. 2', MN_MINOR_TOLLING, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('Four years for strict product liability.', 'subro50.com'),
  }),
  row(
    'MN',
    'wrongful_death',
    years(3),
    'Minn. Stat. § 573.02, subd. 1',
    noTolling(
      'Minn. Stat. § 573.02, subd. 1',
      'Not tolled for minority: the period of § 573.02 conditions the right of action. Cashman v. Hedberg, 215 Minn. ' +
        '463 (1943): it "is a condition precedent to the right of action for wrongful death, to be strictly complied ' +
        'with, and is not extended by the tolling provisions of Id. § 541.16" (headnote, 1941 numbering); Berghuis v. ' +
        'Korthuis, 37 N.W.2d 809 (Minn. ' +
        '1949): "Statutes suspending the operation of the statute of limitations under certain circumstances are ' +
        'inapplicable to an action for wrongful death". Whitener v. Dahl (Minn. App. 2000; affirmed, Minn. 2001) held the ' +
        "minority tolling of § 541.15 inapplicable to the Civil Damages Act claims of a decedent's four minor children, " +
        'drawing on the rule that general tolling provisions do not apply to the wrongful death act. No decision on ' +
        "a minor next of kin's own death claim was read. The trustee sues; the 3 years run from the death.",
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      repose: actRepose(6, 'Minn. Stat. § 573.02, subd. 1'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from death, never more than 6 years from the act; deaths from malpractice have their own outer limit in the same subdivision.',
        'revisor.mn.gov',
      ),
    },
  ),
  row(
    'MN',
    'government_entity',
    years(6),
    'Minn. Stat. § 541.05, subd. 1(5)',
    tollingLeftUnverified(
      'the minority tolling of § 541.15 was not read as applied to a claim against the State under § 3.736.' +
        ` Searched again on ${STATE_CLAIM_TOLLING_READ_ON}: no decision or text on a minor's claim under § 3.736 was found.`,
    ),
    {
      governments: 'state',
      unverified: true,
      noticeOfClaim: stateOnly({
        ...unverifiedNotice(
          { days: 180 },
          'the Attorney General (the recipient not read in the text: check it)',
          'Minn. Stat. § 3.736, subd. 5',
          'Read only as applied: Naylor v. Minnesota Daily, 342 N.W.2d 632 (Minn. 1984), a suit "dismissed for failure ' +
            'to file notice of claim within 180 days as required by Minn. Stat. § 3.736, subd. 5 (1982)", reversed ' +
            'because "the failure to file notice is not a jurisdictional prerequisite of the statute". The text in force, ' +
            'its recipients and whether the 180 days run from discovery (as under § 466.05) were not read: counted ' +
            'here from the incident, not moved past a weekend or holiday (the earlier date). Check the current subdivision by hand.',
        ),
        presentedOnReceipt: true,
      }),
      note:
        'Claims against the State of Minnesota and its employees under the State Tort Claims Act, § 3.736. Subd. 1: "The ' +
        'state will pay compensation for injury to or loss of property or personal injury or death caused by an act or ' +
        'omission of an employee of the state while acting within the scope of office or employment ... under ' +
        'circumstances where the state, if a private person, would be liable to the claimant"; subd. 2: "If there is no ' +
        'other applicable statute, a claim shall be brought under this section as a civil action in the courts of the ' +
        'state" (revisor.mn.gov, 2013; instalawyer.io). No suit period was read in § 3.736: this row gives the 6 years of § 541.05, subd. ' +
        "1(5), the general row's period, unverified for a claim against the State: check it by hand. Municipalities: " +
        '§ 466.05 (the general row).',
    },
  ),
  row(
    'MS',
    gi,
    years(3),
    'Miss. Code Ann. § 15-1-49',
    tolledNoCap('Miss. Code Ann. § 15-1-59', 21, 'The 21-year limit in § 15-1-59 applies to unsoundness of mind, not to minors.'),
    {
      note: 'Claims against government entities: Mississippi Tort Claims Act (see the government_entity row, Miss. Code Ann. § 11-46-11).',
    },
  ),
  row(
    'MS',
    'government_entity',
    years(1),
    'Miss. Code Ann. § 11-46-11(3)(a)',
    tollingLeftUnverified(
      'the general savings clause, § 15-1-59, does not reach Tort Claims Act suits (Marcum v. Hancock County School ' +
        'District, 741 So. 2d 234 (Miss. 1999); Hays v. Lafayette County School District, 759 So. 2d 1144 (Miss. 1999)). ' +
        '§ 11-46-11 has its own provision for infancy, read only as far as its first words ("From and after April 1, ' +
        '1993, if any person", in the text printed in House Bill 706 of 2018); its March 2002 amendment could not revive ' +
        'claims already barred (University of Mississippi Medical Center v. Robinson, 876 So. 2d 337 (Miss. 2004)), and ' +
        'Doe v. Holmes County School District, 246 So. 3d 920 (Miss. Ct. App. 2018), reversed the dismissal of a suit ' +
        'filed at 19 for an injury at 16 (a case summary says the period did not run before 21). How long the provision ' +
        'gives after majority was not read: check the text of § 11-46-11(4). ' +
        'Searched again later on 2026-11-29 (court opinion sites, the Legislature’s bill pages and the words of the ' +
        'clause): the bills that print § 11-46-11 (S.B. 2366 of 2010, S.B. 2008 of 2011, S.B. 2845 of 2012, H.B. 706 ' +
        'of 2018) were reached only before the infancy subsection; S.B. 2535 (2020) and S.B. 2355 (2021) proposed ' +
        'lowering the age of majority from 21 to 18 and revising "the savings clause of the Tort Claims Act to ' +
        'conform", so the clause appears tied to the age of majority (21). Its words are still unread.' +
        ' Searched again later on 2026-11-29: the saint1415/us-statutes copy holds only the heading ("savings clause in favor of infants and those of unsound mind").',
    ),
    {
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note:
        'Mississippi Tort Claims Act: "All actions brought under this chapter shall be commenced within one (1) year next after ' +
        'the date of the tortious, wrongful or otherwise actionable conduct" (§ 11-46-11(3)(a), read as the existing text in ' +
        'House Bill 706 (2018), legiscan.com; applied in Williams v. Clay County, 861 So. 2d 953 (Miss. 2003)). The period ' +
        'starts when the claimant knew or should have known of the injury and its cause (Caves v. Yarbrough, 991 So. 2d 142 ' +
        '(Miss. 2008)), counted here from the incident, the earlier date. A notice of claim to the chief executive officer is ' +
        'due at least 90 days before suit (§ 11-46-11(1)), and filing it tolls the period for a time: neither is computed.',
    },
  ),
  row(
    'MS',
    'medical_malpractice',
    years(2),
    'Miss. Code Ann. § 15-1-36(2)',
    youngChildOnly(
      'Miss. Code Ann. § 15-1-36(3)',
      7,
      8,
      'If, when the claim was or should have been first known, the child "shall be six (6) years of age or younger", the ' +
        'action may be brought, "notwithstanding that the period of time limited pursuant to subsections (1) and (2) of ' +
        'this section shall have expired", "within two (2) years next after the time at which the minor shall have reached ' +
        'his sixth birthday" (§ 15-1-36(3), (7)): until the 8th birthday, past the 7-year repose. Older minors have the ' +
        "section's own periods; a minor without a parent or guardian has more time under (4), not computed.",
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      repose: actRepose(7, 'Miss. Code Ann. § 15-1-36(2)'),
      note: checkedNote(
        'Two years from the date the alleged act, omission or neglect "shall or with reasonable diligence might have been first known or discovered"; never "more than seven (7) years after the alleged act, omission or neglect occurred" (except a foreign object or fraudulent concealment); 60 days\' notice before suit (§ 15-1-36(15)).',
        'mayfieldlawfirm.com and harrislawfirm.com quoting § 15-1-36',
      ),
    },
  ),
  row(
    'MS',
    'product_liability',
    years(3),
    'Miss. Code Ann. § 15-1-49',
    readTolling(
      tolledNoCap('Miss. Code Ann. § 15-1-59', 21),
      "The product claim takes the 3 years of § 15-1-49, the general injury row's section: a person under the " +
        'disability of infancy when the cause of action accrued "may bring the actions within the times in this chapter ' +
        'respectively limited, after his disability shall be removed as provided by law" (§ 15-1-59; its 21-year limit is ' +
        'for unsoundness of mind only). Majority at 21, as that row applies it.',
    ),
    {
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
      note:
        '"All actions for which no other period of limitation is prescribed shall commence within three (3) years next ' +
        'after the cause of such action accrued" (§ 15-1-49(1)); a latent injury accrues when discovered (§ 15-1-49(2)), ' +
        'applied to a products liability action in Kemp v. G.D. Searle & Co. (5th Cir. 1997, No. 95-60643); strict ' +
        'liability, negligence and failure to warn claims take the three years as survival claims (Pounds v. Rogersol, Inc. (S.D. Miss. 2009)). ' +
        'Counted from the incident, the earliest start. § 11-1-60, cited by one guide for two years, caps noneconomic damages. ' +
        `Read in § 15-1-49(1) as the Mississippi Supreme Court quoted it (White and Williams LLP, 2023, casetext.com) on ${CLAIM_TYPES_READ_AGAIN_ON}.`,
    },
  ),
  row(
    'MS',
    'wrongful_death',
    years(3),
    'Miss. Code Ann. § 15-1-49',
    {
      ...limited(
        'Miss. Code Ann. § 15-1-59',
        'Thiroux v. Austin, 749 So. 2d 1040 (Miss. 1999): the minors savings clause of § 15-1-59 applies to a wrongful ' +
          "death action (the minor children's action, filed almost three and a half years after their father's death, " +
          'was reinstated). Pioneer Community Hospital of Newton v. Roberts (Miss. 2017-03-23): it stops applying only ' +
          'when a person qualified to sue actually files the death action (the one-suit rule; Curry v. Turner, 832 So. ' +
          '2d 508 (Miss. 2002), overruled as far as it held otherwise). Not computed: it runs from each minor ' +
          "beneficiary's 21st birthday, not the client's, and ends once such a suit is filed.",
      ),
      ageOfMajority: 21,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    },
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the death for a death from negligence; one year for an intentional tort; a death from medical negligence follows the 2-year malpractice period (§ 15-1-36).',
        'products50.com; edgarsnyder.com; danksmillercory.com',
      ),
    },
  ),
  row('MO', gi, years(5), 'Mo. Rev. Stat. § 516.120(4)', GENERAL_MINORITY_TOLLING.MO),
  row(
    'MO',
    'medical_malpractice',
    years(2),
    'Mo. Rev. Stat. § 516.105',
    youngChildOnly(
      'Mo. Rev. Stat. § 516.105.1(3)',
      18,
      20,
      '"In cases in which the person bringing the action is a minor less than eighteen years of age, such minor shall ' +
        'have until his or her twentieth birthday to bring such action"; the repose ends "ten years from the date of the ' +
        'act of neglect complained of or ... two years from a minor\'s eighteenth birthday, whichever is later" (§ 516.105.1, ' +
        'as amended by S.B. 871 of 2018). § 516.170 does not apply ("Except as provided in § 516.105").',
    ),
    {
      repose: actRepose(10, 'Mo. Rev. Stat. § 516.105'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act, never more than 10 years from it (repose); minors under 18: until the 20th birthday; foreign objects: 2 years from discovery.',
        'statutes-of-limitations.com',
      ),
    },
  ),
  row('MO', 'product_liability', years(5), 'Mo. Rev. Stat. § 516.120(4)', GENERAL_MINORITY_TOLLING.MO, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('General 5-year injury period.', 'statutes-of-limitations.com'),
  }),
  row(
    'MO',
    'wrongful_death',
    years(3),
    'Mo. Rev. Stat. § 537.100',
    notTolledRead(
      'Mo. Rev. Stat. § 537.100',
      "§ 537.100 (as amended by S.B. 871 of 2018) gives its own savings (a defendant's absence, a nonsuit) and none for " +
        'minority. Bregant ex rel. Bregant v. Fink, 724 S.W.2d 337 (Mo. Ct. App. 1987): the death action of a girl ' +
        "for her father's death, brought more than five years after it, was barred: the three years are not tolled " +
        'for minors.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'statutes-of-limitations.com'),
    },
  ),
  row('MT', gi, years(3), 'Mont. Code Ann. § 27-2-204(1)', GENERAL_MINORITY_TOLLING.MT),
  row('MT', gi, years(3), 'Mont. Code Ann. § 27-2-204(1) (version effective 2026-10-01)', GENERAL_MINORITY_TOLLING.MT, {
    effectiveFrom: '2026-10-01',
    unverified: true,
    note: MT_NEW_204_NOTE,
  }),
  row(
    'MT',
    'medical_malpractice',
    years(2),
    'Mont. Code Ann. § 27-2-205(1)',
    readTollingAgain(
      {
        ageOfMajority: 18,
        rule: 'limited',
        citation: 'Mont. Code Ann. § 27-2-205(2)',
        verified: true,
        youngChild: { underAge: 4, untilAge: 10, citation: 'Mont. Code Ann. § 27-2-205(2)' },
      },
      '"Notwithstanding the provisions of 27-2-401, in an action for death or injury of a minor who was under the age of ' +
        "4 on the date of the minor's injury, the period of limitations in subsection (1) begins to run when the minor " +
        "reaches the minor's eighth birthday or dies, whichever occurs first, and the time for commencement of the action " +
        'is tolled during any period during which the minor does not reside with a parent or guardian" (§ 27-2-205(2), ' +
        'MCA 2023): the 2 years run from the 8th birthday, so a child under 4 at the act has until the 10th birthday, past ' +
        'the 5 years from the injury (which would otherwise end before the period begins); Estate of McCarthy v. Montana ' +
        'Second Judicial District Court, 1999 MT 309, reversed a holding that (2) was unconstitutional as applied. Not ' +
        'computed: a later discovery, the death of the child before 8 (the period then runs from the death) and the ' +
        'tolling while the child does not live with a parent or guardian. An older minor keeps the 2 years from the act: ' +
        'whether § 27-2-401(1) (one year after 18 on the general injury row) reaches the malpractice period and its 5-year ' +
        'limit was not read, so it is named here, not computed.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(5, 'Mont. Code Ann. § 27-2-205(1)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        '"within 2 years after the date of injury or within 2 years after the plaintiff discovers ... the injury, whichever ' +
          'occurs last, but in no case ... after 5 years from the date of injury" (tolled while an act or omission is not ' +
          'disclosed); for a minor under 4 the period runs from the 8th birthday (§ 27-2-205(2)). Claims first go to the Medical Legal ' +
          'Panel. Older texts had 3 years (Runstrom v. Allen, 2008 MT 281): for such injuries this row gives the earlier date.',
        'leg.mt.gov, 2023 MCA § 27-2-205 text; docketmath.com quoting the current MCA',
      ),
    },
  ),
  row('MT', 'product_liability', years(3), 'Mont. Code Ann. § 27-2-204(1)', GENERAL_MINORITY_TOLLING.MT, {
    verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    note:
      '"Except as provided in 27-2-216, the period prescribed for the commencement of an action upon a liability not ' +
      'founded upon an instrument in writing is within 3 years" (§ 27-2-204(1), 2019 official text; the same words in ' +
      'the version in force until 2026-10-01, quoted from mca.legmt.gov), the period product charts give Montana ' +
      'personal injury, with no products statute of repose for claims accruing before 2023-05-04 (products50.com). ' +
      'Counted from the incident, the earliest start. Claims accruing from 2023-05-04 have a row of their own (SB 216). ' +
      `Read in the statute text on ${CLAIM_TYPES_READ_AGAIN_ON}.`,
  }),
  row(
    'MT',
    'product_liability',
    years(3),
    'Mont. Code Ann. § 27-2-204(1) (claims accruing from 2023-05-04, SB 216)',
    tollingLeftUnverified(
      'Mont. Code Ann. § 27-2-401(1), applied to the product row for earlier claims, reaches § 27-2-204 (see that row); ' +
        "SB 216's title (introduced text, leg.mt.gov, read on 2026-11-29) amends only §§ 27-1-703 and 27-1-719, not " +
        '§§ 27-2-204 or 27-2-401. But the 10-year defense SB 216 added (in § 27-1-719, per White and Williams LLP) was ' +
        "not read, and it may bar a minor's claim before the tolled date: not applied while this row's period is unverified.",
    ),
    {
      effectiveFrom: '2023-05-04',
      unverified: true,
      note:
        'SB 216 (2023), for product claims accruing from 2023-05-04, created what summaries call a 10-year statute of ' +
        'repose (American Tort Reform Association; White and Williams LLP: "a defense based on certain actions not being ' +
        'brought within 10 years"), whose text has not been read; and § 27-2-204 has a version effective 2026-10-01 ' +
        'whose text has not been read either. This row repeats the 3 years of § 27-2-204(1), unverified: check both.' +
        ' Searched again later on 2026-11-29: the § 27-1-719 text as amended was not reached (ATRA: "Creates a 10-year statute of repose").',
    },
  ),
  row(
    'MT',
    'wrongful_death',
    years(3),
    'Mont. Code Ann. § 27-2-204(2)',
    tollingLeftUnverified(
      'Runstrom v. Allen, 2008 MT 281, affirmed that § 27-2-401(1) minority tolling did not extend the wrongful death ' +
        'claim of the parents of a 16-year-old decedent; it does not decide a claim of minor beneficiaries, and the text ' +
        'of § 27-2-401 was not read. Searched again on 2026-11-29: no Montana decision on a minor heir of a death ' +
        'action was found (the personal representative sues, § 27-1-513). Check it.',
    ),
    {
      clockStarts: 'death',
      survival: MONTANA_SURVIVAL,
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'archive.legmt.gov'),
    },
  ),
  row(
    'MT',
    'wrongful_death',
    years(3),
    'Mont. Code Ann. § 27-2-204(2) (version effective 2026-10-01)',
    tollingLeftUnverified(
      'Runstrom v. Allen, 2008 MT 281, affirmed that § 27-2-401(1) minority tolling did not extend the wrongful death ' +
        'claim of the parents of a 16-year-old decedent; it does not decide a claim of minor beneficiaries, and the text ' +
        'of § 27-2-401 was not read. Searched again on 2026-11-29: no Montana decision on a minor heir of a death ' +
        'action was found (the personal representative sues, § 27-1-513). Check it.',
    ),
    { clockStarts: 'death', effectiveFrom: '2026-10-01', unverified: true, survival: MONTANA_SURVIVAL, note: MT_NEW_204_NOTE },
  ),
  row('NE', gi, years(4), 'Neb. Rev. Stat. § 25-207', GENERAL_MINORITY_TOLLING.NE, {
    noticeOfClaim: {
      governments: 'local',
      ...notice(
        { years: 1 },
        'the governing body of the political subdivision (filed with its clerk, secretary or the official who keeps its records)',
        'Neb. Rev. Stat. §§ 13-919(1), 13-905',
        'Political Subdivisions Tort Claims Act: the written claim within one year after the claim accrued. Claims against the State go to the Risk Manager within 2 years (State Tort Claims Act, § 81-8,227(1)).',
      ),
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
    },
  }),
  row(
    'NE',
    'government_entity',
    years(2),
    'Neb. Rev. Stat. § 13-919(1)',
    tolling(
      'Neb. Rev. Stat. § 25-213',
      21,
      '§ 25-213 (history through Laws 2019, LB680) names the Political Subdivisions Tort Claims Act: a person entitled to ' +
        'bring an action under it who is "within the age of twenty years" (under 21, Carruth v. State, 271 Neb. 433 ' +
        '(2006)) when it accrued "shall be entitled to bring such action within the respective times limited by Chapter ' +
        '25 after such disability is removed". Applied as the 2 years of § 13-919(1) from the 21st birthday, as the ' +
        "malpractice row applies its own period (the earlier date than chapter 25's 4 years); no limit from accrual. The " +
        '1-year written claim is still counted from the incident (the earlier date): whether § 25-213 extends it was not read.',
      { maxYearsFromAccrual: null, verifiedOn: CLAIM_TYPE_TOLLING_READ_ON },
    ),
    {
      governments: 'local',
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note: 'Political Subdivisions Tort Claims Act: suit within 2 years after the claim accrued. When that time would run out first, it is extended to 6 months after the governing body mails its final disposition or the claim is withdrawn (§ 13-919(1)); the extension is not computed (this is the earlier date). Claims against the State fall under the State Tort Claims Act (§ 81-8,227: the row below).',
    },
  ),
  row(
    'NE',
    'government_entity',
    years(2),
    'Neb. Rev. Stat. § 81-8,227(1)',
    tolling(
      'Neb. Rev. Stat. § 25-213',
      21,
      '§ 25-213 (text as amended through Laws 2019, LB680) names the State Tort Claims Act: if a person entitled to bring ' +
        'any action under it is, at the time the cause of action accrued, "within the age of twenty years" (under 21: ' +
        'Carruth v. State, 271 Neb. 433 (2006)), "every such person shall be entitled to bring such action within the ' +
        'respective times limited by Chapter 25 after such disability is removed". Applied as 2 years from the 21st ' +
        'birthday, as the Political Subdivisions Tort Claims Act row applies its own 2 years (Chapter 25 gives claims ' +
        'against the state 2 years too, § 25-218); no limit from accrual. The written claim to the Risk Manager is still ' +
        'counted from the incident (the earlier date): whether § 25-213 extends it was not read.',
      { maxYearsFromAccrual: null, verifiedOn: STATE_CLAIM_RULES_READ_ON },
    ),
    {
      governments: 'state',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { years: 2 },
          'the Risk Manager (filed in the manner the State Claims Board prescribes)',
          'Neb. Rev. Stat. §§ 81-8,212, 81-8,227(1)',
          '§ 81-8,212: "All tort claims shall be filed with the Risk Manager in the manner prescribed by the State Claims ' +
            'Board"; a condition precedent to suit, not jurisdictional (Cole v. Isherwood, 264 Neb. 985 (2002)); ' +
            'substantial compliance governs its content (Saylor v. State, 306 Neb. 147 (2020)). No suit until the Risk ' +
            'Manager or Board disposes of the claim, or the claimant withdraws it in writing after six months (§ 81-8,213).',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'State Tort Claims Act (claims against the State of Nebraska, its agencies and employees). § 81-8,227(1) (2017 ' +
        'text): "every tort claim permitted under the State Tort Claims Act shall be forever barred unless within two ' +
        'years after such claim accrued the claim is made in writing to the Risk Manager in the manner provided by such ' +
        'act"; the 2 years govern "not just the time for submitting claims to the Risk Manager, but also the time for ' +
        'beginning suit" (Komar v. State, 299 Neb. 301 (2018); Saylor v. State, 304 Neb. 779 (2020)). "The time to begin ' +
        'suit under such act shall be extended for a period of six months from the date of mailing of notice to the ' +
        'claimant by the Risk Manager or State Claims Board as to the final disposition of the claim or from the date of ' +
        'withdrawal of the claim" if it would otherwise expire first; the six months run from the first day the claim ' +
        'could be withdrawn (Komar). The extension is not computed: this is the earlier date. A claim filed late in the ' +
        'second year carries the suit past this date by the extension: check it by hand.',
    },
  ),
  row(
    'NE',
    'medical_malpractice',
    years(2),
    'Neb. Rev. Stat. § 44-2828',
    tolling(
      'Neb. Rev. Stat. § 25-213',
      21,
      '§ 44-2828 opens "Except as provided in section 25-213", and § 25-213 names the Nebraska Hospital-Medical Liability ' +
        'Act: a person "within the age of twenty years" (under 21) may bring the action "within the respective times ' +
        'limited by Chapter 25 after such disability is removed" (Carruth v. State, 271 Neb. 433 (2006): a professional ' +
        'negligence period runs from the 21st birthday). The ten years of § 44-2828 are still applied to the tolled date ' +
        '(the earlier date): whether the exception reaches them was not read.',
      { maxYearsFromAccrual: null, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(10, 'Neb. Rev. Stat. § 44-2828'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act; one year from discovery if not discoverable earlier; never more than 10 years from the act (repose).',
        'legalfix.com',
      ),
    },
  ),
  row('NE', 'product_liability', years(4), 'Neb. Rev. Stat. § 25-224(1)', GENERAL_MINORITY_TOLLING.NE, {
    repose: productRepose(
      10,
      'Neb. Rev. Stat. § 25-224(2)',
      'from the first sale or lease for use, for a product made in Nebraska; for one made elsewhere, the repose of the state or country of manufacture, never less than 10 years; not tolled for minority',
    ),
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      '"All product liability actions ... shall be commenced within four years next after the date on which the death, ' +
        'injury, or damage complained of occurs" (§ 25-224(1) text); the 5 years one firm gives was not found in the text.',
      'nebraskalegislature.gov, § 25-224 text',
    ),
  }),
  row(
    'NE',
    'wrongful_death',
    years(2),
    'Neb. Rev. Stat. § 30-810',
    noTolling(
      'Neb. Rev. Stat. § 30-810',
      'The action is brought "by and in the name of the person\'s personal representative" and "shall be commenced ' +
        'within two years after the death" (§ 30-810, chapter 30). § 25-213 reaches the actions "mentioned in Chapter ' +
        '25" and the acts it names, not § 30-810, whose limit "is independent of general statute of limitations" (Gengo ' +
        'v. Mardis, 103 Neb. 164 (1919)). The period runs from the death.',
      MINORITY_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      survival: NEBRASKA_SURVIVAL,
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row(
    'NV',
    gi,
    years(2),
    'Nev. Rev. Stat. § 11.190(4)(e)',
    tollingTextNotFound(
      tolled('Nev. Rev. Stat. § 11.250'),
      'the words of Nev. Rev. Stat. § 11.250 were searched for on 2026-11-29 (the section number with "under the age ' +
        'of majority", "Persons under disabilities", leg.state.nv.us, nevada.public.law, nv.elaws.us, helplinelaw.com) ' +
        'and not found: only decisions that quote it with its opening elided (Smith v. City of Reno (D. Nev. 1984)) or ' +
        'describe it ("which provides that the period of disability of a minor shall not be part of the time limited", ' +
        'Parker v. Chrysler Motors Corp. (Nev. 1972)), and law firms that say the 2 years run from the 18th birthday. ' +
        'Which actions it reaches, and any limit, were not read.',
    ),
  ),
  row(
    'NV',
    'medical_malpractice',
    years(1),
    'Nev. Rev. Stat. § 41A.097(2)',
    readTollingAgain(
      { ageOfMajority: 18, rule: 'limited', citation: 'Nev. Rev. Stat. § 41A.097(4)', verified: true },
      'The period runs against a minor: "the parent, guardian or legal custodian of any minor child is responsible for ' +
        'exercising reasonable judgment in determining whether to prosecute any cause of action limited by subsection 1 ' +
        'or 2. If the parent, guardian or custodian fails to commence an action on behalf of that child within the ' +
        'prescribed period of limitations, the child may not bring an action based on the same alleged injury against any ' +
        "provider of health care upon the removal of the child's disability, except that in the case of: (a) Brain " +
        'damage or birth defect, the period of limitation is extended until the child attains 10 years of age" ' +
        '(§ 41A.097(4) as injuryfrombirth.com quotes it; the rest of (4) not read). The case does not say whether the ' +
        'injury is brain damage or a birth defect, so the 10th birthday is named here, not computed; nor is the rest of ' +
        '(4). Rodrigues v. Washinsky (Nev. 2011, unpublished) upheld the section\'s "lack of a minority tolling ' +
        'provision", and B.Y. v. Adashek (Nev. 2015, unpublished) held that § 11.250 does not toll a birth-injury claim.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(3, 'Nev. Rev. Stat. § 41A.097(2)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Injury or death from 2002-10-01 to 2023-09-30: "not ... more than 3 years after the date of injury or 1 year after ' +
          'the plaintiff discovers ... the injury, whichever occurs first" (§ 41A.097(2) text). Injuries before 2002-10-01 had ' +
          '4 years or 2 from discovery (§ 41A.097(1)): this row gives them the earlier date.',
        'self-law.org and lawserver.com, § 41A.097 text (2023 revision)',
      ),
    },
  ),
  row(
    'NV',
    'medical_malpractice',
    years(1),
    'Nev. Rev. Stat. § 41A.097 (injuries from 2023-10-01)',
    tollingLeftUnverified(
      'the current § 41A.097 (self-law.org, lawserver.com) makes (1) and (2) "Except as otherwise provided in subsection ' +
        '4", (4) being the minors\' provision applied as `limited` to the row for injuries before 2023-10-01; but the ' +
        'subsection for later injuries, and whether (4) reaches it, were again not read (searched on 2026-11-29: only the ' +
        "Legislative Counsel's Digest and summaries of AB 404 (2023) were found). Not applied while this row's period is " +
        'unverified.',
    ),
    {
      clockStarts: 'discovery',
      effectiveFrom: '2023-10-01',
      unverified: true,
      note:
        "Subsection (2) ends with injuries before 2023-10-01. The Legislative Counsel's Digest of the 2023 bill that made the " +
        'change says later injuries have 3 years from the injury or 2 years from discovery; the enacted text of that ' +
        'subsection has not been read, so this row repeats the earlier 1 year, unverified. Check it before relying on it.' +
        ' Searched again later on 2026-11-29 (leg.state.nv.us chapter 41A and 2023 Statutes pages, the enrolled AB 404): only the digest and subsections (1)-(2) were reached.',
    },
  ),
  row(
    'NV',
    'product_liability',
    years(2),
    'Nev. Rev. Stat. § 11.190(4)(e)',
    tollingLeftUnverified(
      '§ 11.250 provides "that the period of disability of a minor shall not be part of the time limited for the ' +
        'commencement of an action" (Parker v. Chrysler Motors Corp., 88 Nev. 560 (1972), on § 11.250(1), (3)), and the ' +
        'general row cites it for § 11.190(4)(e) (unverified there too since 2026-11-29: its own words not found); ' +
        "this row's own period is from published charts, unverified, so the " +
        'tolling is not applied to it until the product period is read. Searched again on 2026-11-29: Parker itself is a ' +
        'death action against Chrysler Motors and Reno Dodge held to "the bar of limitations specified in NRS 11.190(4) ' +
        '(e)" (opening read; whether the claim was for a product defect, and the holding, not read); no Nevada decision ' +
        'applying § 11.190(4)(e) to a product injury claim was found.',
    ),
    {
      unverified: true,
      note: chartNote(
        'General 2-year injury period (§ 11.190(4)(e); products50.com, subro50.com). Nevada firms give products liability ' +
          '4 years and no Nevada decision was found (searched again on 2026-11-28): the 2 years are the earlier date. ' +
          'Searched again on 2026-11-29: legalclarity.org quotes § 11.190(4)(e), an action "to recover damages for ' +
          'injuries to a person or for the death of a person caused by the wrongful act or neglect of another", 2 years, ' +
          'without naming product claims; mcdonaldworley.com ("caused due to a deceptive product ... 4 years") and ' +
          'hugginslaw.com ("Products Liability - 4 years") still give 4; docketmath.com gives 2 under "NRS § 11.190(3)(d)". ' +
          'No Nevada decision on a product injury was found: a decision applying § 11.190(4)(e) (or a 4-year subsection) ' +
          'to a strict product liability injury claim would settle it.',
      ),
    },
  ),
  row(
    'NV',
    'wrongful_death',
    years(2),
    'Nev. Rev. Stat. § 11.190(4)(e)',
    tollingLeftUnverified(
      'heirs and personal representatives "may each maintain an action" (§ 41.085(2)); Parker v. Chrysler Motors Corp., ' +
        '88 Nev. 560 (1972), decided whether § 11.250 saves the death claims of minor heirs brought after the two years, ' +
        'but only its opening was read, not its holding. Searched again on 2026-11-29 (by name, 502 P.2d 111, summaries ' +
        'and later decisions citing it): still only the opening; Nevada firms say a minor heir is tolled by § 11.250 ' +
        'without citing a decision. Check the holding.',
    ),
    {
      clockStarts: 'death',
      survival: NEVADA_SURVIVAL,
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('NH', gi, years(3), 'N.H. Rev. Stat. Ann. § 508:4', GENERAL_MINORITY_TOLLING.NH),
  row(
    'NH',
    'medical_malpractice',
    years(3),
    'N.H. Rev. Stat. Ann. § 508:4(I)',
    tolling(
      'N.H. Rev. Stat. Ann. § 508:8',
      18,
      'The medical injury limits of RSA 507-C:4 were held unconstitutional (Carson v. Maurer, 120 N.H. 925 (1980)), so a ' +
        'minor\'s medical injury claim has the 3 years of § 508:4(I) and RSA 508:8: an infant "may bring a personal ' +
        'action within two years after such disability is removed" (as quoted in Norton v. Patten, 125 N.H. 413 (1984)): ' +
        'the later of the 3 years and two years after the 18th birthday. The current text was not read for an outer limit.',
      { maxAfterMajority: { years: 2 }, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'All personal actions: 3 years of the act or omission, or of the discovery of the injury and its cause when it could not reasonably be discovered then (§ 508:4(I) text). The 2-year malpractice statute (§ 507-C:4) was held unconstitutional (Carson v. Maurer (N.H. 1980)), so § 508:4 governs.',
        'gencourt.state.nh.us, § 508:4 text; nolo.com',
      ),
    },
  ),
  row('NH', 'product_liability', years(3), 'N.H. Rev. Stat. Ann. § 508:4(I)', GENERAL_MINORITY_TOLLING.NH, {
    clockStarts: 'discovery',
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Three years from the act or omission, or from discovery (§ 508:4(I) text). The product liability limits of § 507-D:2 (3 years from discovery, 12-year repose) were held unconstitutional (Heath v. Sears, Roebuck & Co., 123 N.H. 512 (1983)): no products statute of repose.',
      'gencourt.state.nh.us, § 508:4 text; products50.com; nationalconsumerlawyers.com',
    ),
  }),
  row(
    'NH',
    'wrongful_death',
    years(3),
    'N.H. Rev. Stat. Ann. §§ 556:11, 508:4(I)',
    tollingLeftUnverified(
      'the death action is the decedent\'s own, brought by the administrator "subject to the provisions of RSA 508" ' +
        '(§ 556:11), and § 508:8 lets an infant sue within two years after majority. Searched on 2026-11-29: no New ' +
        'Hampshire decision on § 508:8 and a death action, or on a minor beneficiary, was found (Hebert v. Hebert, 120 ' +
        'N.H. 369 (1980): the action "survives only to the extent and in the manner provided by the legislature"). ' +
        'Check it.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'The death action is the decedent\'s own action, surviving (§ 556:12): "within 6 years after the death of the deceased ' +
          'party, subject to the provisions of RSA 508" (§ 556:11), whose § 508:4(I) allows 3 years "of the act or omission ' +
          'complained of" (or from discovery). Cheever v. Southern N.H. Regional Medical Center, 141 N.H. 589 (1997), held the ' +
          '3 years govern. Counted here from the incident, the earlier date (the act; guides that count from the death ' +
          'give a later one).',
        'midpage.ai, Cheever v. Southern N.H. Regional Medical Center; recordinglaw.com',
      ),
    },
  ),
  row('NJ', gi, years(2), 'N.J. Stat. Ann. § 2A:14-2', GENERAL_MINORITY_TOLLING.NJ, { noticeOfClaim: NJ_NOTICE }),
  row(
    'NJ',
    'government_entity',
    years(2),
    'N.J. Stat. Ann. § 59:8-8',
    readTolling(
      tolledNoCap('N.J. Stat. Ann. § 59:8-8'),
      '"Nothing in this section shall prohibit an infant or incompetent person from commencing an action under this act ' +
        'within the time limitations contained herein, after his coming to or being of full age or sane mind" (text as ' +
        'amended 1994): the 2 years run from the 18th birthday; no outer limit. The same words extend the 90-day notice ' +
        '(Rost v. Board of Education, N.J. Super.), which is still counted from the incident here (the earlier date). ' +
        'Majority taken as 18 (a later age would only give a later date).',
    ),
    {
      noticeOfClaim: NJ_NOTICE,
      note: 'Suit may not start until 6 months after the notice (§ 59:8-8).',
    },
  ),
  row(
    'NJ',
    'medical_malpractice',
    years(2),
    'N.J. Stat. Ann. § 2A:14-2',
    readTollingAgain(
      {
        ...GENERAL_MINORITY_TOLLING.NJ,
        birthInjury: { beforeAge: 13, citation: 'N.J. Stat. Ann. § 2A:14-2(a)' },
      },
      '§ 2A:14-21 tolls the actions of §§ 2A:14-1 to 2A:14-8 for a person "under the age of 18 years", who "may commence ' +
        'the action ... within the time as limited by those statutes, after reaching majority"; the malpractice action ' +
        'is one of § 2A:14-2, so the 2 years run from the 18th birthday, no outer limit. "Notwithstanding the provisions ' +
        'of this section to the contrary, an action by or on behalf of a minor that has accrued for medical malpractice ' +
        "for injuries sustained at birth shall be commenced prior to the minor's 13th birthday, as provided in " +
        'N.J.S.2A:14-2" (§ 2A:14-21); § 2A:14-2(a) says the same. An incident on the client\'s date of birth is taken as ' +
        'an injury sustained at birth: the last day is the day before the 13th birthday. An injury at birth entered with ' +
        'another incident date is not recognized; a warning gives its date for a client tolled to majority.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years (discovery rule applies); minors injured at birth: until the 13th birthday (§ 2A:14-2). Affidavit of merit within 60 days of the answer (§ 2A:53A-27).',
        'statutes-of-limitations.com',
      ),
    },
  ),
  row('NJ', 'product_liability', years(2), 'N.J. Stat. Ann. § 2A:14-2', GENERAL_MINORITY_TOLLING.NJ, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'All personal injury and products liability actions: 2 years from accrual (§ 2A:14-2(a)), with the discovery rule (Lopez v. Swyer, 62 N.J. 267 (1973)); no products statute of repose.',
      'mccarter.com; products50.com',
    ),
  }),
  row(
    'NJ',
    'wrongful_death',
    years(2),
    'N.J. Stat. Ann. § 2A:31-3',
    noTolling(
      'N.J. Stat. Ann. § 2A:31-3',
      'Death actions are outside the sections § 2A:14-21 tolls, and Monk v. Kennedy Univ. Hosp., Inc. (N.J. Super. Ct. ' +
        'App. Div. 2022, published) held the minority provision of § 2A:14-2(a) inapplicable to suits brought on behalf ' +
        'of minor decedents or their estates under the Wrongful Death Act. The period runs from the death.',
      MINORITY_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death (longer when the death resulted from murder or manslaughter).', 'lawpipe.com'),
    },
  ),
  row('NM', gi, years(3), 'N.M. Stat. Ann. § 37-1-8', GENERAL_MINORITY_TOLLING.NM, { noticeOfClaim: NM_NOTICE }),
  row(
    'NM',
    'government_entity',
    years(2),
    'N.M. Stat. Ann. § 41-4-15(A)',
    limited(
      'N.M. Stat. Ann. § 41-4-15(A)',
      'A minor under 7 has until the 9th birthday; otherwise the period runs "regardless of minority".',
    ),
    {
      noticeOfClaim: NM_NOTICE,
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note: 'Tort Claims Act: 2 years after the date of the occurrence, against a governmental entity or public employee.',
    },
  ),
  row(
    'NM',
    'medical_malpractice',
    years(3),
    'N.M. Stat. Ann. § 41-5-13',
    readTollingAgain(
      {
        ageOfMajority: 18,
        rule: 'limited',
        citation: 'N.M. Stat. Ann. § 41-5-13',
        verified: true,
        youngChild: { underAge: 6, untilAge: 9, citation: 'N.M. Stat. Ann. § 41-5-13' },
      },
      'Before its 2021 amendment (Laws 2021, ch. 16, § 6, effective 2022-01-01) § 41-5-13 read, after the 3 years from ' +
        'the act, "a minor under the full age of six years shall have until his ninth birthday in which to file. This ' +
        'subsection applies to all persons regardless of minority or other legal disability" (the words the amendment ' +
        "deleted, compiler's note): a child under 6 at the act has until the 9th birthday, computed; an older minor keeps " +
        "the 3 years from the act. Jaramillo v. Heaton, 2004-NMCA-123, held that the Act's statute of limitations " +
        '"violates the due process rights of minors falling under this provision", a minor "required to file a ' +
        'malpractice claim by age nine under its terms": such a child may have longer, not computed (the 9th birthday is ' +
        'the earlier date). Acts from 2022-01-01 take the amended text (one year after 18).',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the act (occurrence rule) for providers qualified under the Medical Malpractice Act; minors under 6: until the 9th birthday (text before 2022, held to violate due process for them in Jaramillo v. Heaton).',
        'subro50.com',
      ),
    },
  ),
  row(
    'NM',
    'medical_malpractice',
    years(3),
    'N.M. Stat. Ann. § 41-5-13 (as amended 2021)',
    tolling(
      'N.M. Stat. Ann. § 41-5-13 (as amended 2021)',
      18,
      'Laws 2021, ch. 16, § 6 (effective 2022-01-01): "the times limited for the bringing of actions by minors ... shall be ' +
        'extended so that they shall have one year from and after the age of majority"; the later of that and the 3 ' +
        'years from the act, as under § 37-1-10. Majority at 18 (§ 28-6-1(A)). Applied to acts from 2022-01-01; a claim ' +
        'of an earlier act still open that day may also have it (not applied: the earlier date).',
      { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 }, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
    ),
    {
      effectiveFrom: '2022-01-01',
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
      note:
        '"No claim for malpractice may be brought against a health care provider unless filed within three years after the ' +
        'date that the act of malpractice occurred" (§ 41-5-13 as amended 2021, statute text; an occurrence-based statute ' +
        'of repose, Meza v. Topalovski, 2012-NMCA-002), with the 2021 minor provision.',
    },
  ),
  row('NM', 'product_liability', years(3), 'N.M. Stat. Ann. § 37-1-8', GENERAL_MINORITY_TOLLING.NM, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('General 3-year injury period.', 'law.justia.com'),
  }),
  row(
    'NM',
    'wrongful_death',
    years(3),
    'N.M. Stat. Ann. § 41-2-2',
    noTolling(
      'N.M. Stat. Ann. § 41-2-2',
      'Not tolled for minority. § 37-1-10 extends for minors only "The times limited for the bringing of actions by ' +
        'the preceding provisions of this chapter" (ch. 37), and § 37-1-17: "None of the provisions of this chapter ' +
        'shall apply to any action or suit which, by any particular statute of this state, is limited to be commenced ' +
        'within a different time". Natseway v. Jojola, 1952-NMSC-104, 56 N.M. 793, the death of a 9-year-old: § 37-1-17 ' +
        'prevents applying § 37-1-10 to a wrongful death suit, "the courts cannot provide a saving clause or create an ' +
        'exception where the statute contains none" (casetext summary; annotation: "Section 37-1-10 NMSA 1978 is not ' +
        'applicable to wrongful death statute"). The personal representative sues (§ 41-2-3); the 3 years run from ' +
        'the death. Fraudulent concealment can still toll the period (Estate of Brice v. Toyota, 2016-NMSC-018).',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'law.justia.com'),
    },
  ),
  row('NY', gi, years(3), 'N.Y. C.P.L.R. § 214(5)', tolled('N.Y. C.P.L.R. § 208'), { noticeOfClaim: NY_NOTICE }),
  row(
    'NY',
    'government_entity',
    { years: 1, days: 90 },
    'N.Y. Gen. Mun. Law § 50-i(1)',
    readTolling(
      {
        ...tolledNoCap('N.Y. C.P.L.R. § 208'),
        possibleCap: { years: 10, citation: 'N.Y. C.P.L.R. § 208 (medical, dental or podiatric malpractice)' },
      },
      'Cohen v. Pearl River Union Free School Dist., 51 N.Y.2d 256 (1980): § 50-i(1)(c), "one year and ninety days after ' +
        'the happening of the event upon which the claim is based", "has generally been regarded as a Statute of ' +
        'Limitations subject to the tolls for infancy and insanity provided in CPLR 208", and the time to seek leave to ' +
        'serve a late notice (§ 50-e(5)) is tolled with it; the toll "is not terminated by the acts of a guardian" (Henry ' +
        'v. City of New York, 94 N.Y.2d 275 (1999)). § 208(a): "if the time otherwise limited is less than three years, ' +
        'the time shall be extended by the period of disability", never "beyond ten years after the cause of action ' +
        'accrues, except, in any action other than for medical, dental or podiatric malpractice, where the person was ' +
        'under a disability due to infancy": the period runs from the 18th birthday, and a malpractice claim against a ' +
        'public hospital ends 10 years after accrual (named in a warning, not applied). The 90-day notice is still ' +
        'counted from the incident here (the earlier date): late notice needs leave of court.',
    ),
    {
      governments: 'local',
      noticeOfClaim: NY_NOTICE,
      note: 'Cities, counties, towns, villages, fire and school districts. Claims against the State go to the Court of Claims (Ct. Cl. Act § 10: the row below).',
    },
  ),
  row(
    'NY',
    'government_entity',
    years(2),
    'N.Y. Ct. Cl. Act § 10(3)',
    {
      ...tolledNoCap('N.Y. Ct. Cl. Act § 10(5)'),
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      note:
        '§ 10(5): "if the claimant shall be under legal disability, the claim may be presented within two years after such ' +
        'disability is removed" (as quoted in McMahon v. State; "permits a claimant under a legal disability to file a ' +
        'claim within two years after the disability is removed", Doe v. State, 221 A.D.2d 218 (1st Dep\'t 1995)). Infancy ' +
        'is such a disability: a claimant injured at 19, when majority was 21, "had until two years after reaching his ' +
        'majority" and his claim "was timely filed" (Weber v. State, 267 A.D. 325 (3d Dep\'t 1944)); it ends at 18 since ' +
        '1974 (Matter of Robinson v. State, Ct. Cl. 1979). No outer limit from accrual.',
    },
    {
      governments: 'state',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { days: 90 },
          'the Attorney General (the claim, or a written notice of intention to file it)',
          'N.Y. Ct. Cl. Act § 10(3)',
          'The claim is filed with the clerk of the Court of Claims and served on the Attorney General (§ 11(a)); served ' +
            'by certified mail it is not complete until received. The court may permit a late claim in its discretion ' +
            '(§ 10(6)), not once the claim is time-barred (Doe v. State, 1995): do not count on it.',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
        minorRule: {
          ageOfMajority: 18,
          afterMajority: years(2),
          citation: 'N.Y. Ct. Cl. Act § 10(5)',
          verified: true,
          verifiedOn: STATE_CLAIM_RULES_READ_ON,
          note: 'A claimant under legal disability (infancy, until 18) may present the claim within two years after it is removed (Weber v. State, 1944).',
        },
      }),
      note:
        'Claims against the State of New York and its agencies, in the Court of Claims. § 10(3): a claim for personal ' +
        'injuries caused by the negligence of a State officer or employee "shall be filed and served upon the attorney ' +
        'general within ninety days after the accrual of such claim, unless the claimant shall within such time serve ' +
        'upon the attorney general a written notice of intention to file a claim therefor", in which event the claim is ' +
        'filed "within two years after the accrual of such claim" (the second part as quoted in Undritz v. State, 179 ' +
        "Misc. 467 (Ct. Cl. 1943)). The limits are jurisdictional (Baker v. State, 186 A.D.2d 329 (3d Dep't 1992)). " +
        'Wrongful death claims follow § 10(2) (ninety days after the appointment of the executor or administrator, two ' +
        'years after the death): not computed here.',
    },
  ),
  row(
    'NY',
    'medical_malpractice',
    { years: 2, months: 6 },
    'N.Y. C.P.L.R. § 214-a',
    limited('N.Y. C.P.L.R. § 208', 'Infancy tolling for malpractice is capped at 10 years from accrual.'),
    {
      noticeOfClaim: NY_NOTICE,
      note: 'From the act or the end of continuous treatment; discovery rule for foreign objects and, since 2018, certain cancer cases.',
    },
  ),
  row('NY', 'product_liability', years(3), 'N.Y. C.P.L.R. § 214(5)', tolled('N.Y. C.P.L.R. § 208'), {
    noticeOfClaim: NY_NOTICE,
    note: 'Latent toxic exposure runs from discovery (C.P.L.R. § 214-c).',
  }),
  row(
    'NY',
    'wrongful_death',
    years(2),
    'N.Y. Est. Powers & Trusts Law § 5-4.1',
    tollingLeftUnverified(
      'Hernandez v. New York City Health & Hosps. Corp., 78 N.Y.2d 687 (1991): where the sole distributee of the estate ' +
        'is an infant, the death period is tolled until a guardian is appointed (or the infant comes of age), since no ' +
        'one could be appointed to bring the action before (a "special infancy toll" for sole infant distributees only, ' +
        "Heslin v. County of Greene (2010)). It would be a warning, not a computed date; the row's period was read on " +
        '2026-11-29, but the holding was read only in the opening and in summaries, so the toll stays unverified.',
    ),
    {
      clockStarts: 'death',
      noticeOfClaim: NY_NOTICE,
      survival: NEW_YORK_SURVIVAL,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      note:
        'The personal representative\'s action "must be commenced within two years after the decedent\'s death" (§ 5-4.1(1); ' +
        'deaths caused by the attacks of 2001-09-11: two years and six months), and at least one year from the end of a ' +
        'criminal action against the same defendant (§ 5-4.1(2), not computed). The Grieving Families Act, which would have ' +
        'given 3 years, was vetoed a fourth time on 2025-12-05 (the 2025 bill, A6063/S4423), after the vetoes of January ' +
        '2023, December 2023 and December 2024; no later enactment was found. Read in the statute text (nysenate.gov) and ' +
        `the veto reports (hurwitzfine.com, ccf-law.com) on ${CLAIM_TYPE_TOLLING_READ_AGAIN_ON}.`,
    },
  ),
  row('NY', 'property_damage', years(3), 'N.Y. C.P.L.R. § 214(4)', tolled('N.Y. C.P.L.R. § 208'), { noticeOfClaim: NY_NOTICE }),
  row('NC', gi, years(3), 'N.C. Gen. Stat. § 1-52(16)', {
    ...tolled('N.C. Gen. Stat. § 1-17(a)'),
    possibleCap: { years: 10, citation: 'N.C. Gen. Stat. § 1-52(16) (no cause of action accrues more than 10 years after the last act)' },
  }),
  row(
    'NC',
    'medical_malpractice',
    years(3),
    'N.C. Gen. Stat. § 1-15(c)',
    readTollingAgain(
      { ageOfMajority: 18, rule: 'limited', citation: 'N.C. Gen. Stat. § 1-17(c)', verified: true },
      'Morris v. Rodeberg (N.C. 2023, No. 296A22) held a claim time-barred that a minor filed more than five years after ' +
        'surgery at age 13: "subsection 1-17(c) of the North Carolina General Statutes eliminates the tolling of the ' +
        'medical malpractice claims of minors, except in certain situations" (as summarized on law.justia.com), so the ' +
        'three years of § 1-15(c) ran during minority. A minor over ten at the act is therefore not tolled. The exceptions ' +
        'of § 1-17(c), among them the rule for a child ten or younger, were not read in their text: named here, never ' +
        "computed. A guardian ad litem's appointment ends any tolling (King v. Albemarle Hosp. Auth., 370 N.C. 467 (2018)).",
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(4, 'N.C. Gen. Stat. § 1-15(c)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the last act; if not apparent, one year from discovery, never more than 4 years from the act (repose; 10 years for foreign objects). Rule 9(j) extension of 120 days may be available.',
        'law.justia.com',
      ),
    },
  ),
  row(
    'NC',
    'product_liability',
    years(3),
    'N.C. Gen. Stat. § 1-52(16)',
    readTollingAgain(
      {
        ...tolled('N.C. Gen. Stat. § 1-17(a)'),
        possibleCap: {
          years: 10,
          citation: 'N.C. Gen. Stat. § 1-52(16) (no cause of action accrues more than 10 years after the last act)',
        },
      },
      'A minor may sue "within the time limited in this Subchapter, after the disability is removed" (§ 1-17(a)), and ' +
        'the products repose gives way to it: Bryant v. Adams, 116 N.C. App. 448, 448 S.E.2d 832 (1994), headnote, "The ' +
        'statute of repose for a products liability action, N.C.G.S. § 1-50(6), is tolled by the operation of N.C.G.S. ' +
        '§ 1-17, the statutory provision which allows a minor to bring suit within three years of the date upon which the ' +
        'minor reaches majority" (a boy of 14 hurt on a trampoline; his claim against the maker was reinstated). § 1-46.1 ' +
        '(12 years from the first purchase), numbered in the same Subchapter, took the place of § 1-50(6) for claims ' +
        'accruing from 2009-10-01 (as guides give it). The 3 years run from the ' +
        '18th birthday, or from the earlier appointment of a guardian ad litem (Bryant: "within three years after the ' +
        'earlier of attaining majority or the appointment of a guardian ad litem"; not computed).',
    ),
    {
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      note:
        '"Within three years an action - ... (5) For criminal conversation, or for any other injury to the person or rights ' +
        'of another, not arising on contract and not hereafter enumerated" (§ 1-52, statutes.laws.com; the three years of ' +
        '§ 1-52(5) for personal injury as Johnson v. Podger, 43 N.C. App. 20 (1979), reads it); a product claim runs, in ' +
        'the words of § 1-52(16) as a Raleigh firm quotes them, from when the "bodily harm to the claimant . . . becomes ' +
        'apparent or ought reasonably to have become apparent to the claimant" (maginnishoward.com), never more than 10 ' +
        'years after the last act. Counted from the incident, the earliest start. Products repose: 12 years from the ' +
        'first purchase (§ 1-46.1; 6 years under § 1-50(6) before 2009-10-01), not computed. Guides that give 6 years cite ' +
        `the former repose. Read in the statute text and guides on ${CLAIM_TYPE_TOLLING_READ_AGAIN_ON}.`,
    },
  ),
  row(
    'NC',
    'wrongful_death',
    years(2),
    'N.C. Gen. Stat. § 1-53(4)',
    noTolling(
      'N.C. Gen. Stat. § 1-53(4)',
      'Not tolled for minor beneficiaries. Boomer v. Caraway, 116 N.C. App. 723 (1994), headnote: "a statute of ' +
        'limitation which has run against an administratrix has also run against the minor beneficiaries of a wrongful ' +
        'death settlement or recovery" (a death on 1988-08-31, the decedent\'s minor children the beneficiaries). Only ' +
        'the personal representative sues (§ 28A-18-2): McCoy v. Atlantic Coast Line R.R., 229 N.C. 57 (1948), "The ' +
        'personal representative alone can maintain the action", the existence of beneficiaries "is immaterial". The ' +
        '2 years run from the death.',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      survival: NORTH_CAROLINA_SURVIVAL,
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('ND', gi, years(6), 'N.D. Cent. Code § 28-01-16(5)', GENERAL_MINORITY_TOLLING.ND, {
    noticeOfClaim: localOnly(
      unverifiedNotice(
        { days: 180 },
        'the political subdivision',
        'N.D. Cent. Code § 32-12.1-10',
        'Not settled (searched 2026-11-29): the words of § 32-12.1-10 (indexed as "Statute of limitations") were not ' +
          "found. The State's own notice, § 32-12.2-04(1), as a 2025 bill prints it: to the director of the office of " +
          'management and budget "within one hundred eighty days after the alleged injury is discovered or reasonably ' +
          'should have been discovered". A claim for a defective street, sidewalk or bridge may also fall under chapter ' +
          '40-42 (still listed in the Century Code; 90 days in Aune v. City of Mandan (N.D. 1969)), not computed here.',
      ),
    ),
  }),
  row(
    'ND',
    'government_entity',
    years(3),
    'N.D. Cent. Code §§ 28-01-22.1(1), 32-12.1-10',
    tollingLeftUnverified(
      '§ 28-01-25 ("the time of such disability is not a part of the time limited for the commencement of the action", ' +
        'never more than one year after 18) names no exception for actions against the State or a political ' +
        'subdivision. Besette v. Enderlin School District No. 22, 288 N.W.2d 67 (N.D. 1980), on the 90-day claim ' +
        'filing of the 1975 Act, held (as a case summary puts it) that a minor must file the claim but that her action ' +
        'was not barred because of her minority; the dissent "disagree[s] with the interpretation placed upon ' +
        '§ 28-01-25, NDCC, by the majority". The majority\'s words were not read, and no decision on § 28-01-25 and the ' +
        'three years of § 28-01-22.1 or § 32-12.1-10 was found. Check a North Dakota decision on those periods. ' +
        'Searched again later on 2026-11-29: the casetext, vlex, cetient, midpage and ecases.us copies of Besette ' +
        'reached give only its opening (and, on cetient, the dissent); no later decision was found.' +
        ' Searched again later on 2026-11-29: ndlegis.gov lists § 32-12.1-10 as "Statute of limitations", its text not reached.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note:
        'Actions against the State and its employees: 3 years after the claim accrues, when it is or could with reasonable ' +
        'diligence have been discovered (§ 28-01-22.1(1)-(2), text current through the 2024 session, self-law.org). Political ' +
        'subdivisions: the three-year period of § 32-12.1-10 (Finstad v. Ransom-Sargent Water Users, Inc., 2011 ND 215; ' +
        'subro50.com: suit within 3 years). Counted here from the incident, the earliest start.',
    },
  ),
  row(
    'ND',
    'government_entity',
    years(3),
    'N.D. Cent. Code § 28-01-22.1(1)',
    tollingLeftUnverified(
      'for the State, as for the row before: § 28-01-25 names no exception for actions against the State, and no North ' +
        'Dakota decision applying it to the three years of § 28-01-22.1 was read. The notice of § 32-12.2-04(1) excludes ' +
        'the time the injured person "is incapacitated by the injury from giving the notice", which State v. Paulson, ' +
        '2001 ND 82, applied to a 14-year-old left in a permanent vegetative state; minority itself is not named. Check a ' +
        'North Dakota decision on a minor suing the State.' +
        ` Searched again on ${STATE_CLAIM_TOLLING_READ_ON}: § 28-01-25 read again (self-law.org), its exceptions "for the ` +
        'recovery of real property, or for a penalty or forfeiture, or against a sheriff or other officer for an escape" ' +
        'naming no action against the State; still no decision applying it to § 28-01-22.1.',
    ),
    {
      governments: 'state',
      clockStarts: 'discovery',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { days: 180 },
          'the director of the office of management and budget',
          'N.D. Cent. Code § 32-12.2-04(1)',
          '"A person bringing a claim against the state or a state employee for an injury shall present to the director of ' +
            'the office of management and budget within one hundred eighty days after the alleged injury is discovered or ' +
            'reasonably should have been discovered a written notice of the alleged claim stating the time, place, and ' +
            'circumstances of the injury, the names of any state employees known to be involved, and the amount of ' +
            'compensation or other relief demanded" (the words S.B. 2233 (2025) leaves standing, as that bill prints the ' +
            'section). "The time for giving the notice does not include the time during which a person injured is ' +
            'incapacitated by the injury from giving the notice"; a death claim: one year. State v. Paulson, 2001 ND 82: ' +
            'OMB counted 192 days to its receipt of a notice for an injury of 1998-02-28, so the date is not moved for a ' +
            'weekend (the earlier date). S.B. 2233 (2025) would give a "serious injury" one year; whether it was enacted ' +
            'was not read: the 180 days, the earlier date, are kept.',
        ),
        presentedOnReceipt: true,
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'Claims against the State of North Dakota and its agencies and employees (N.D. Cent. Code ch. 32-12.2). Suit: ' +
        '"an action against the state or its employees and officials acting within the scope of their employment or ' +
        'office must be commenced within three years after the claim for relief has accrued", accrual "at the time it is ' +
        'discovered or might have been discovered in the exercise of reasonable diligence" (§ 28-01-22.1(1)-(2), text ' +
        'current through the 2024 session; amended by S.L. 2023, ch. 297 only for sexual abuse claims). The notice to ' +
        'OMB within 180 days comes first (§ 32-12.2-04(1)). Counted here from the incident, the earliest start.',
    },
  ),
  row(
    'ND',
    'medical_malpractice',
    years(2),
    'N.D. Cent. Code § 28-01-18(3)',
    tolling(
      'N.D. Cent. Code § 28-01-25',
      18,
      'Every action of chapter 28-01 other than for real property, a penalty or an escape: the time under 18 "is not a ' +
        'part of the time limited", but the period cannot "be extended in any case longer than one year after the ' +
        'disability ceases", and "In cases alleging professional malpractice, the extension of the limitation due to ' +
        'infancy is limited to twelve years". The six years of § 28-01-18(3) are still applied to the tolled date (the ' +
        "earlier date): whether they bound a minor's claim was not read.",
      {
        maxYearsFromAccrual: null,
        maxAfterMajority: { years: 1 },
        maxTolled: { years: 12 },
        verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
      },
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(6, 'N.D. Cent. Code § 28-01-18(3)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery, never more than 6 years from the act (repose, with exceptions for fraud).',
        'subro50.com',
      ),
    },
  ),
  row('ND', 'product_liability', years(6), 'N.D. Cent. Code § 28-01-16(5)', GENERAL_MINORITY_TOLLING.ND, {
    verifiedOn: PRODUCT_ROWS_READ_ON,
    repose: {
      ...productRepose(
        10,
        'N.D. Cent. Code § 28-01.3-08',
        'no recovery unless the injury, death or damage occurs within 10 years of the initial purchase for use or ' +
          'consumption or 11 years of manufacture; "regardless of minority"; not where a recall or a known defect went ' +
          'unwarned; asbestos excepted',
      ),
      verified: false,
    },
    note:
      'A product liability action (ch. 28-01.3: "any action brought against a manufacturer or seller of a product, ' +
      'regardless of the substantive legal theory", § 28-01.3-01(2)) takes the six years of § 28-01-16(5), the general ' +
      "injury row's section: Erickson v. Scotsman, Inc., 456 N.W.2d 535 (N.D. 1990), held a claim that an ice machine " +
      'was defectively designed, served "approximately six years and six and one-half months after her fall", barred, ' +
      'the action accruing at the injury (opinion text, midpage.ai; the six years as studicata.com and casemine.com ' +
      'summarize the holding). Counted from the incident. § 28-01.3-08(1) (lawserver.com text): "there may be no ' +
      'recovery of damages in a products liability action unless the injury, death, or property damage occurs within ' +
      'ten years of the date of initial purchase for use or consumption, or within eleven years of the date of ' +
      'manufacture of a product"; (2) "This section applies to all persons, regardless of minority or other legal ' +
      'disability"; (3) a recall or known defect not warned of lifts the bar. Left unverified as a repose, only ' +
      'warned: products50.com and subro50.com say "None (declared unconstitutional)", which Hanson v. Williams County, ' +
      '389 N.W.2d 319 (N.D. 1986), held of the earlier § 28-01.1-02; no decision on § 28-01.3-08 was read. ' +
      `Read in the statute text and in Erickson on ${PRODUCT_ROWS_READ_ON}.`,
  }),
  row(
    'ND',
    'wrongful_death',
    years(2),
    'N.D. Cent. Code § 28-01-18(4)',
    limitedAsRead(
      'N.D. Cent. Code § 28-01-25',
      'Sprecher v. Magstadt, 213 N.W.2d 881 (N.D. 1973): § 28-01-25 tolls the two years of § 28-01-18(4) for a minor ' +
        "child's own wrongful death claim (never longer than one year after that child turns 18). Not computed: it runs " +
        "from each minor beneficiary's birthday, not the client's.",
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('OH', gi, years(2), 'Ohio Rev. Code § 2305.10(A)', GENERAL_MINORITY_TOLLING.OH),
  row(
    'OH',
    'medical_malpractice',
    years(1),
    'Ohio Rev. Code § 2305.113(A)',
    readTolling(
      GENERAL_MINORITY_TOLLING.OH,
      'Ohio Rev. Code § 2305.16 reaches the actions of §§ 2305.04 to 2305.14, § 2305.113 among them: a minor "may bring ' +
        'it within the respective times limited by those sections, after the disability is removed"; no outer limit. The ' +
        'four years of § 2305.113(C) are still applied to the tolled date (the earlier date): whether they yield to ' +
        'minority was not read.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(4, 'Ohio Rev. Code § 2305.113(C)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'One year from accrual (discovery or end of the relationship); a 180-day letter may extend it (§ 2305.113(B)); never more than 4 years from the act (repose, § 2305.113(C)).',
        'statutes-of-limitations.com',
      ),
    },
  ),
  row('OH', 'product_liability', years(2), 'Ohio Rev. Code § 2305.10(A)', GENERAL_MINORITY_TOLLING.OH, {
    repose: productRepose(10, 'Ohio Rev. Code § 2305.10(C)', 'from delivery to the first purchaser, with exceptions'),
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('Two years; 10-year statute of repose from delivery (§ 2305.10(C)), with exceptions.', 'statutes-of-limitations.com'),
  }),
  row(
    'OH',
    'wrongful_death',
    years(2),
    'Ohio Rev. Code § 2125.02(D)(1)',
    notTolledRead(
      'Ohio Rev. Code § 2125.02(D)(1)',
      'Taylor v. Black & Decker Mfg. Co., 21 Ohio App. 3d 186 (Ohio Ct. App. 1984): the right of action for wrongful ' +
        'death is created by statute, so its time limit qualifies the right rather than the remedy "and is not tolled ' +
        "by a beneficiary's minority pursuant to R.C. 2305.16\" (the administratrix sued for herself and the decedent's " +
        'daughter more than two years after the death). § 2305.16 names only §§ 1302.98, 1304.35 and 2305.04 to 2305.14.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death; product liability deaths have the § 2125.02(D)(2) repose.', 'statutes-of-limitations.com'),
    },
  ),
  row('OK', gi, years(2), 'Okla. Stat. tit. 12, § 95(A)(3)', GENERAL_MINORITY_TOLLING.OK, {
    noticeOfClaim: notice(
      { years: 1 },
      'the clerk of the political subdivision, or the Office of Risk Management for the State',
      'Okla. Stat. tit. 51, § 156',
    ),
  }),
  row(
    'OK',
    'government_entity',
    { days: 180 },
    'Okla. Stat. tit. 51, § 157(B)',
    noTolling(
      'Okla. Stat. tit. 12, § 96',
      'Not tolled for minority. Johns v. Wynnewood School Bd. of Educ., 1982 OK 101, 656 P.2d 248 (certified question): ' +
        '"We hold that the minority of the plaintiff when injured did not toll the time limits as prescribed in 51 Okla. ' +
        'Stat. § 156 as against the defendant School Board." Tyler v. Board of County Commissioners, 1996 OK CIV APP 31, ' +
        "915 P.2d 951: a minor's suit filed after the 180 days of § 157(B) (counted from the deemed denial) was dismissed " +
        'and the dismissal affirmed, although "If the trial court applied § 96 to her action, it would have been timely ' +
        'filed". The 180 days run from the denial for a minor as for an adult.',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'claim_denial',
      deemedDeniedAfter: { period: { days: 90 }, citation: 'Okla. Stat. tit. 51, § 157(A)' },
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note:
        'Governmental Tort Claims Act: suit within 180 days after the claim is denied. A claim not approved in full within 90 ' +
        'days is deemed denied (§ 157(A)): once the filing day is entered, the earlier of that day and the denial counts. A written ' +
        'agreement may extend the time, never past 2 years from the loss (§ 157(B)). The date is not moved for a weekend or ' +
        'holiday. Read in an unofficial copy of the statute and confirmed by I.T.K. v. Mounds Public Schools, 2019 OK 59 (the ' +
        '§ 157(A) 90-day limit and the § 157(B) 180-day period to commence suit).',
    },
  ),
  row(
    'OK',
    'medical_malpractice',
    years(2),
    'Okla. Stat. tit. 76, § 18; tit. 12, § 95(A)(3)',
    tollingLeftUnverified(
      '§ 96 gives a minor one year after the disability is removed (the general row); its medical malpractice language ' +
        '(minors under 12: seven years from the injury, added 1987) was reviewed in Mowles v. Hillcrest Health Center, ' +
        '1991 OK CIV APP 118, under the ban on special laws limiting civil actions (Okla. Const. art. 5, § 46; reversed ' +
        'and remanded), and its present force was not read.',
    ),
    {
      clockStarts: 'discovery',
      unverified: true,
      note:
        'Two years whichever section governs, counted from the incident (the earliest; discovery can only move it later). ' +
        'Tit. 76, § 18, as nolo.com and vanweylaw.com quote it: "An action for damages for injury or death against any ' +
        'physician, health care provider or hospital licensed under the laws of this state, whether based in tort, breach ' +
        'of contract or otherwise, arising out of patient care, shall be brought within two (2) years of the date the ' +
        'plaintiff knew or should have known, through the exercise of reasonable diligence, of the existence of the death, ' +
        'injury or condition complained of"; its official text has not been read. Reynolds v. Porter, 1988 OK 88: "the ' +
        'three-year proviso in 76 O.S. 1981 § 18 is a special statute of limitation absolutely prohibited by Art. 5, § 46"; ' +
        'Zeier v. Zimmer, 2006 OK 98, and Wall v. Marouk, 2013 OK 36, struck the affidavits of merit (63 O.S. § 1-1708.1E; ' +
        '12 O.S. § 19), not a limitation period; Wing v. Lorton, 2011 OK 42, applied the discovery rule (when the plaintiff ' +
        '"knew or should have known of the injury or condition"). Tit. 12, § 95(A)(3) gives any injury 2 years (the general ' +
        'row). No decision was found saying which section governs since the 2009 reforms; the date is the same under ' +
        `both. Searched on ${DEATH_MALPRACTICE_ROWS_READ_ON}.`,
    },
  ),
  row('OK', 'product_liability', years(2), 'Okla. Stat. tit. 12, § 95(A)(3)', GENERAL_MINORITY_TOLLING.OK, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'General 2-year injury period (§ 95(A)(3) text: "an action for injury to the rights of another, not arising on contract"); product negligence 2 years after the injury; no products statute of repose.',
      'casetext.com; anapolschwartz.com; products50.com',
    ),
  }),
  row(
    'OK',
    'wrongful_death',
    years(2),
    'Okla. Stat. tit. 12, § 1053(A)',
    limitedAsRead(
      'Okla. Stat. tit. 12, § 96',
      'Hamilton v. Vaden, 1986 OK 36, 721 P.2d 412, answered in the affirmative the certified question "Does the ' +
        'minority of a surviving child toll the limitation period provided for by 12 O.S. 1971 § 1053, so as to allow the ' +
        'minor to bring a cause of action for the wrongful death of his mother more than two years after the accident ' +
        'occurred?"; § 96 gives a minor "one (1) year after such disability shall be removed". Not computed: it runs ' +
        "from each minor beneficiary's birthday, not the client's.",
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com; anapolschwartz.com'),
    },
  ),
  row('OR', gi, years(2), 'Or. Rev. Stat. § 12.110(1)', OR_MINOR_TOLLING, {
    noticeOfClaim: notice({ days: 180 }, 'the public body', 'Or. Rev. Stat. § 30.275(2)(b)', 'Wrongful death: 1 year (§ 30.275(2)(a)).'),
  }),
  row(
    'OR',
    'medical_malpractice',
    years(2),
    'Or. Rev. Stat. § 12.110(4)',
    readTolling(
      OR_MINOR_TOLLING,
      '§ 12.110(4) is among the actions of § 12.160(1): the 2 years are tolled while the child is under 18, never more ' +
        'than one year after the 18th birthday nor five years past the period (§ 12.160(2)). The five years from the ' +
        'treatment still apply: "The five-year limitation also applies to minors" (Jones v. Salem Hospital, 93 Or App 252 ' +
        '(1988), as the Oregon State Bar Professional Liability Fund handbook states it).',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(5, 'Or. Rev. Stat. § 12.110(4)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery, never more than 5 years from the treatment (repose, with exceptions for concealment).',
        'subro50.com',
      ),
    },
  ),
  row(
    'OR',
    'product_liability',
    years(2),
    'Or. Rev. Stat. § 30.905',
    readTolling(
      OR_MINOR_TOLLING,
      'Kearney v. Montgomery Ward & Co., 55 Or App 641 (1982): "the statute of limitations for commencing a product ' +
        'liability action under ORS 30.905 was tolled during the plaintiff\'s minority by ORS 12.160" (as summarized in ' +
        'Wright v. State), following Bradford v. Davis, 290 Or 855 (1981). With the limits of § 12.160(2): never more than ' +
        'one year after the 18th birthday nor five years past the period. The 10-year repose from first purchase is not ' +
        'computed.',
    ),
    {
      clockStarts: 'discovery',
      repose: productRepose(10, 'Or. Rev. Stat. § 30.905', 'from first purchase (or the repose of the state where the product was made)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery; 10-year statute of repose from first purchase (§ 30.905), with exceptions.',
        'subro50.com',
      ),
    },
  ),
  row(
    'OR',
    'wrongful_death',
    years(3),
    'Or. Rev. Stat. § 30.020(1)',
    notTolledRead(
      'Or. Rev. Stat. § 30.020(1)',
      'ORS 30.020(1) gives the action to the personal representative and says "In no case may an action be commenced ' +
        'later than the earliest of: (a) Three years after the death of the decedent" or the applicable repose; the ' +
        'minority tolling of § 12.160 reaches only the actions of ORS 12.010 to 12.050, 12.070 to 12.250 and 12.276, not ' +
        '§ 30.020. No decision on minor beneficiaries was found; the text alone sets the outer limit.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years after the injury causing death was discovered or after the death, whichever comes first. Counted here from the incident, the earlier date: it is never later than either.',
        'subro50.com',
      ),
    },
  ),
  row('PA', gi, years(2), '42 Pa. Cons. Stat. § 5524(2)', tolled('42 Pa. Cons. Stat. § 5533(b)'), { noticeOfClaim: PA_NOTICE }),
  row(
    'PA',
    'government_entity',
    years(2),
    '42 Pa. Cons. Stat. § 5524(2)',
    tollingLeftUnverified(
      '§ 5533(b) tolls the period while an unemancipated minor is under 18 (the general row, verified), and no text read ' +
        "excludes government units; but no decision applying it to a minor's suit against a local agency or the " +
        "Commonwealth was read. Lewis v. City of Philadelphia, 360 Pa. Super. 412 (1987), barred a minor's 1986 suit " +
        'against the City for a 1981 fall only because § 5533(b), effective 1984-06-29, did not revive claims already ' +
        'expired. The 6-month notice of § 5522(a) is kept from the incident: the part of its text read excuses incapacity ' +
        'from the injury (up to 90 days, local agencies) and a "reasonable excuse", and Bissey v. Commonwealth, 613 A.2d ' +
        '37 (Pa. Cmwlth. 1992), upheld the dismissal of the claim of a rider nine days short of 18 for want of notice. ' +
        'Check a decision applying § 5533(b) to a suit against a government unit. ' +
        'Searched again later on 2026-11-29: Nicole B. v. School District of Philadelphia, 237 A.3d 986 (Pa. 2020), ' +
        "tolled for a minor the 180 days of the Human Relations Act against a school district, but on that Act's own " +
        'equitable tolling provision, not § 5533(b), and not the two years of § 5524.',
    ),
    { noticeOfClaim: PA_NOTICE },
  ),
  row(
    'PA',
    'medical_malpractice',
    years(2),
    '42 Pa. Cons. Stat. § 5524(2)',
    readTolling(
      tolled('42 Pa. Cons. Stat. § 5533(b)'),
      "The malpractice claim takes the 2 years of § 5524(2), the general injury row's section, which § 5533(b) tolls " +
        'while an unemancipated minor is under 18 (as the general row); Fancsali v. University Health Center of ' +
        "Pittsburgh, 563 Pa. 439 (2000): the child may sue after reaching majority though the parents' claim has run. " +
        "The MCARE Act's limit for minors (40 P.S. § 1303.513(c): not after seven years from the act or after the 20th " +
        'birthday, whichever is later) never ends before the 20th birthday; its 7-year repose (§ 1303.513(a)) was held ' +
        'unconstitutional in Yanakos v. UPMC (Pa. 2019).',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years (discovery rule); 7-year statute of repose from the act (40 P.S. § 1303.513(a)); minors: 7 years or the 20th birthday, whichever later.',
        'subro50.com',
      ),
    },
  ),
  row(
    'PA',
    'product_liability',
    years(2),
    '42 Pa. Cons. Stat. § 5524(2)',
    readTolling(
      tolled('42 Pa. Cons. Stat. § 5533(b)'),
      "The product claim takes the 2 years of § 5524(2), the general injury row's section, and with it the tolling of " +
        '§ 5533(b) to 18, with the whole period after it.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'General 2-year injury period for product liability actions (§ 5524); discovery rule; no products statute of repose.',
        'findlaw.com; products50.com',
      ),
    },
  ),
  row(
    'PA',
    'wrongful_death',
    years(2),
    '42 Pa. Cons. Stat. § 5524(2)',
    tollingLeftUnverified(
      'the personal representative brings the death action (42 Pa. Cons. Stat. § 8301); Holt v. Lenko, 791 A.2d 1212 ' +
        '(Pa. Super. 2002): § 5533(b) does not toll a survival action for a deceased minor. Searched again on ' +
        "2026-11-29: Holt and its summaries again (the wrongful death count there was the mother's), and guides that " +
        'disagree (edgarsnyder.com: minors have two years from 18 "Except in cases of wrongful death"; a firm\'s page ' +
        'titled on how Pennsylvania "tolls" the death period for a child, read only in its opening). No decision on ' +
        'minor beneficiaries of a death action was read.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('RI', gi, years(3), 'R.I. Gen. Laws § 9-1-14(b)', GENERAL_MINORITY_TOLLING.RI),
  row(
    'RI',
    'medical_malpractice',
    years(3),
    'R.I. Gen. Laws § 9-1-14.1',
    readTolling(
      tolled('R.I. Gen. Laws § 9-1-14.1(1)'),
      '"One who is under disability by reason of age ... and on whose behalf no action is brought within the period of ' +
        'three (3) years from the time of the occurrence of the incident, shall bring the action within three (3) years ' +
        'from the removal of the disability" (§ 9-1-14.1(1), as quoted in Ho-Rath v. Rhode Island Hospital, 115 A.3d 938 ' +
        '(R.I. 2015), which holds that the minor may sue on her own behalf on reaching majority): 3 years from the 18th ' +
        'birthday.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from the act or its discovery.', 'subro50.com'),
    },
  ),
  row('RI', 'product_liability', years(3), 'R.I. Gen. Laws § 9-1-14(b)', GENERAL_MINORITY_TOLLING.RI, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('General 3-year injury period.', 'webserver.rilin.state.ri.us'),
  }),
  row(
    'RI',
    'wrongful_death',
    years(3),
    'R.I. Gen. Laws § 10-7-2',
    noTolling(
      'R.I. Gen. Laws § 10-7-2',
      "Short v. Flynn, 118 R.I. 441, 374 A.2d 787 (1977): the action of the decedent's three minor children, suing " +
        'through their father and next friend, filed seven years after the death, was barred; the period of § 10-7-2 ' +
        'is "a condition imposed upon created right of action and not merely" a statute of limitations, and "no ' +
        'exception as to time within which action shall be commenced is permitted" (headnotes). Decided when the ' +
        'period was two years; the action is still brought by the executor or administrator. Runs from the death.',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'subro50.com'),
    },
  ),
  row('SC', gi, years(3), 'S.C. Code Ann. § 15-3-530(5)', SC_MINOR_TOLLING, {
    note: 'Claims under the South Carolina Tort Claims Act: 2 years (see government_entity).',
  }),
  row(
    'SC',
    'government_entity',
    years(2),
    'S.C. Code Ann. § 15-78-110',
    {
      ...SC_MINOR_TOLLING,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      note:
        '§ 15-3-40 names "an action under Chapter 78 of this title" (the South Carolina Tort Claims Act) beside the ' +
        'Article 5 actions: the time under 18 is not part of the two years, but "cannot be extended ... in any case ' +
        'longer than one year after the disability ceases": the later of the period from the incident and one year ' +
        'after the 18th birthday.',
    },
    {
      clockStarts: 'discovery',
      note: 'Two years from when the loss was or should have been discovered; three years if a verified claim was filed (§ 15-78-110).',
    },
  ),
  row(
    'SC',
    'medical_malpractice',
    years(3),
    'S.C. Code Ann. § 15-3-545',
    readTolling(
      {
        ageOfMajority: 18,
        rule: 'tolled_until_majority',
        citation: 'S.C. Code Ann. § 15-3-545(D)',
        verified: true,
        maxYearsFromAccrual: null,
        maxAfterMajority: years(1),
        maxTolled: years(7),
      },
      'A minor at the treatment: "the time period or periods limiting filing of the action are not tolled for a period of ' +
        'more than seven years on account of minority, and in any case more than one year after the disability ceases" ' +
        '(§ 15-3-545(D), as quoted); the three years and the six from the occurrence are those of (A), "or as tolled by ' +
        'this section". The later of the period from the incident and one year after the 18th birthday, never more than ' +
        'seven years of tolling; the six years run from the 18th birthday.',
    ),
    {
      clockStarts: 'discovery',
      repose: { ...actRepose(6, 'S.C. Code Ann. § 15-3-545'), minorityTolls: true },
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the act or discovery, never more than 6 years from the act (repose, except foreign objects). A notice of intent and expert affidavit are required (§ 15-79-125).',
        'subro50.com',
      ),
    },
  ),
  row('SC', 'product_liability', years(3), 'S.C. Code Ann. § 15-3-530(5)', SC_MINOR_TOLLING, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Any injury to the person not arising on contract: three years (§ 15-3-530(5) text), from when the plaintiff knew or should have known of the claim (§ 15-3-535); no products statute of repose.',
      'kloklaw.com and statutes-of-limitations.com, § 15-3-530 text; subro50.com',
    ),
  }),
  row(
    'SC',
    'wrongful_death',
    years(3),
    'S.C. Code Ann. § 15-3-530(6)',
    noTolling(
      'S.C. Code Ann. § 15-3-530(6)',
      'Not tolled for a minor beneficiary. Hemingway v. Shull, 286 F. Supp. 243 (D.S.C. 1968): the administrator sued in ' +
        '1967 for a death in 1957, arguing the period was extended by the saving for minors (then § 10-104, now § 15-3-40) ' +
        'because "the beneficiaries named in the complaint are surviving children ... under disability ... by virtue of ' +
        'minority"; the action was held barred by the six years then in force, whatever the beneficiaries\' status (as ' +
        'summarized). Wyatt v. Spartan Mills (as summarized): only the executor or administrator may bring the action ' +
        "(§ 15-51-20), and a daughter born after her father's death, appointed administratrix at 18, could not rely on " +
        '§ 15-3-40. The three years run from the death.',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      survival: SOUTH_CAROLINA_SURVIVAL,
      note: checkedNote('Three years from death.', 'kloklaw.com'),
    },
  ),
  row('SD', gi, years(3), 'S.D. Codified Laws § 15-2-14(3)', GENERAL_MINORITY_TOLLING.SD, {
    noticeOfClaim: {
      ...notice(
        { days: 180 },
        'the officer § 3-21-3 names: for the State, the attorney general and the commissioner of human resources and ' +
          'administration; a county, its auditor; a municipality, its mayor or finance officer; a school district, its ' +
          'superintendent; other public entities, the chief executive officer or secretary of the governing board',
        'S.D. Codified Laws § 3-21-2',
        'Written notice "of the time, place, and cause of the injury" within 180 days "after the injury" (SL 1986, ch 4, ' +
          '§ 2; SL 2007, ch 23, § 1); Myears v. Charles Mix County, 1997 SD 89, on an injury of 1992: "within 180 days of ' +
          'injury". The chapter does not toll the suit period (§ 3-21-2); no provision for minors was read.',
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
  }),
  row(
    'SD',
    'medical_malpractice',
    years(2),
    'S.D. Codified Laws § 15-2-14.1',
    readTolling(
      GENERAL_MINORITY_TOLLING.SD,
      '§ 15-2-22 reaches every action "other than for the recovery of real property, except for a penalty or forfeiture, ' +
        'or against a sheriff or other officer for an escape" (mortgage foreclosures aside), so the two years of ' +
        '§ 15-2-14.1, which has no minor provision of its own: the time of minority "is not a part of the time limited", ' +
        'but the period cannot "be extended in any case longer than one year after the disability ceases".',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from the act (continuing treatment may delay the start).', 'subro50.com'),
    },
  ),
  row('SD', 'product_liability', years(3), 'S.D. Codified Laws § 15-2-12.2', GENERAL_MINORITY_TOLLING.SD, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('Three years from the injury.', 'subro50.com'),
  }),
  row(
    'SD',
    'wrongful_death',
    years(3),
    'S.D. Codified Laws § 21-5-3',
    tollingLeftUnverified(
      '"Every action for wrongful death shall be commenced within three years after the death of such deceased person" ' +
        '(§ 21-5-3), brought by the personal representative (§ 21-5-5); § 15-2-22 reaches any action but real property. ' +
        'Searched again on 2026-11-29 (§ 21-5-3 with § 15-2-22, minor children, the personal representative): only ' +
        'guides (nolo.com, uslegal.com) saying the personal representative sues within three years; no decision on ' +
        'minor beneficiaries was found.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'subro50.com'),
    },
  ),
  row('TN', gi, years(1), 'Tenn. Code Ann. § 28-3-104(a)(1)', TN_MINORITY_TOLLING, {
    note: 'Two years when the defendant is charged with certain crimes (e.g. vehicular assault) (§ 28-3-104(a)(2)).',
  }),
  row(
    'TN',
    'government_entity',
    years(1),
    'Tenn. Code Ann. § 29-20-305(b)',
    tollingLeftUnverified(
      '§ 28-1-106(a) lets a person under 18 sue "after legal rights are restored, within the time of limitation for the ' +
        'particular cause of action" (the general row, verified; its full current text read in the statutes mirror on ' +
        `${TOLLING_MIRROR_READ_ON}: it names no action it leaves out, and says nothing of the Governmental Tort ` +
        'Liability Act, whose § 29-20-104 was not in the mirror), but no decision holding that it extends the twelve ' +
        'months of § 29-20-305(b) was read in full. Read on 2026-11-29: a footnote of Doe v. Coffee County Bd. of Educ., ' +
        "852 S.W.2d 899 (Tenn. Ct. App. 1992), as a practitioners' book quotes it, says it does (citing Collier v. " +
        'Memphis Light, Gas & Water Div., 657 S.W.2d 771 (Tenn. Ct. App. 1983), and § 29-20-104(b) (1980)); a summary ' +
        'of Collier says a 1980 amendment to the Act "allowed tolling for minors" but did not revive claims already ' +
        'barred; a summary of Green v. Hamblen County Board of Education (Tenn. Ct. App. 1999) says the claims of a ' +
        'pupil hurt at 11, filed a year later in the wrong court, survived because he was a minor, the words not read. ' +
        'Against it, Doe v. Goodwin, 254 S.W.3d 428 (Tenn. Ct. App. 2007), affirmed the dismissal of a suit for a boy ' +
        'abused from 14, for want of the twelve months; his age at suit and any minority argument were not read. Check ' +
        'a decision applying § 28-1-106 to § 29-20-305(b), or the text of § 29-20-104(b). Searched again later that day ' +
        '(decision openings on justia, casetext, cetient, midpage): none after 1999 on § 28-1-106, and two Supreme Court ' +
        'holdings against extending the twelve months by other statutes: Cunningham v. Williamson County Hosp. Dist., 405 ' +
        'S.W.3d 41 (Tenn. 2013), "the 120-day extension provided by Tennessee Code Annotated section 29-26-121(c) does not ' +
        'apply to the plaintiffs\' claim brought under the GTLA"; Moreno v. City of Clarksville (Tenn. 2015), the Claims ' +
        'Commission Act\'s tolling provision "is not applicable to toll the statute of limitations" of a GTLA claim.',
    ),
    {
      governments: 'local',
      note: 'Governmental Tort Liability Act. Claims against the State go to the Division of Claims and Risk Management and the Claims Commission (§ 9-8-402: the row below).',
    },
  ),
  row(
    'TN',
    'government_entity',
    years(1),
    'Tenn. Code Ann. §§ 9-8-402(a)(1), 28-3-104(a)(1)',
    tollingNotOnFile(
      'whether Tenn. Code Ann. § 28-1-106 extends the time for the written notice of § 9-8-402 (§ 28-1-106(a) read in ' +
        `full in the statutes mirror on ${TOLLING_MIRROR_READ_ON} says nothing of the Claims Commission; the notice is due ` +
        'within "the applicable one-year statute of limitations", Kampmeyer v. State, 2022; no decision on a minor ' +
        'claimant before the Claims Commission was read; searched again on ' +
        `${STATE_CLAIM_TOLLING_READ_ON}: neither the text of § 9-8-402 nor such a decision was found)`,
    ),
    {
      governments: 'state',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { years: 1 },
          'the Division of Claims and Risk Management (written notice of the claim)',
          'Tenn. Code Ann. § 9-8-402(a)(1)',
          "A condition precedent to recovery, for each claimant separately: a spouse's loss of consortium claim named " +
            'only in the later Claims Commission complaint was time-barred, a complaint filed with the Claims Commission ' +
            'being no notice to the Division (Kampmeyer v. State, M2019-01196-SC-R11-CV (Tenn. Jan. 13, 2022), overruling ' +
            'Hunter v. State (Tenn. Ct. App. 1993)).',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
      }),
      note:
        'Claims against the State of Tennessee (Tennessee Claims Commission Act), not the Governmental Tort Liability ' +
        'Act. Kampmeyer v. State (Tenn. 2022): § 9-8-402(a)(1) requires "that claimants give timely written notice of ' +
        'their claim against the State to the Division of Claims and Risk Management"; the wife\'s claim was "time-barred ' +
        'because she did not give the Division of Claims and Risk Management written notice of her claim within the ' +
        'limitations period", "the applicable one-year statute of limitations" for injury to the person (§ 28-3-104(a)(1)); ' +
        'the court\'s summary: "within one year of injury, claimants must give the Division of Claims and Risk Management" ' +
        'written notice. The date here is that year: the claim is barred without the notice. The complaint in the Claims ' +
        "Commission follows the Division's denial or its transfer of the claim after 90 days unresolved (in Moreno v. " +
        'City of Clarksville, 479 S.W.3d 795 (Tenn. 2015), the notice went to the Division "before the one-year ' +
        'limitations period elapsed" and the complaint against the State was filed in the Claims Commission "after ' +
        'expiration of the one-year limitations period"); the time for that complaint after a denial was not read and ' +
        'is not computed. The filing of the notice tolls the limitations as to other persons potentially liable (§ 9-8-402(b)), ' +
        'but not for a claim against a municipality under the Governmental Tort Liability Act (Moreno).',
    },
  ),
  row(
    'TN',
    'medical_malpractice',
    years(1),
    'Tenn. Code Ann. § 29-26-116(a)(1)',
    readTolling(
      tolledNoCap('Tenn. Code Ann. § 28-1-106(a)'),
      'A person under 18 when the claim accrued "may commence the action, after the removal of such disability, within ' +
        'the time of limitation for the particular cause of action, unless it exceeds three (3) years, and in that case ' +
        'within three (3) years from the removal of such disability" (§ 28-1-106, as quoted in Calaway v. Schucker, 193 ' +
        'S.W.3d 509 (Tenn. 2005)): the one year runs from the 18th birthday. The three-year repose of § 29-26-116(a)(3) ' +
        '"is not tolled during the plaintiff\'s minority" for cases commenced after 2005-12-09 (Calaway), so it is still ' +
        'applied.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(3, 'Tenn. Code Ann. § 29-26-116(a)(3)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'One year (discovery rule, § 29-26-116(a)(2)), never more than 3 years from the act (repose, § 29-26-116(a)(3)); presuit notice extends it by 120 days (§ 29-26-121(c)).',
        'injuryfrombirth.com',
      ),
    },
  ),
  row(
    'TN',
    'product_liability',
    years(1),
    'Tenn. Code Ann. § 28-3-104(a)(1)',
    readTolling(
      tolledNoCap('Tenn. Code Ann. § 28-1-106(a)'),
      "The product claim takes the one year of § 28-3-104(a)(1), the general injury row's section, and § 28-1-106 with " +
        'it: the year runs from the 18th birthday. The 10-year repose from first purchase (§ 29-28-103(a)) is not computed.',
    ),
    {
      repose: productRepose(
        10,
        'Tenn. Code Ann. § 29-28-103(a)',
        'from first purchase for use or consumption, and within 6 years of the injury',
      ),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'General 1-year injury period; 10-year statute of repose from first purchase (Tenn. Code Ann. § 29-28-103(a)).',
        'subro50.com',
      ),
    },
  ),
  row(
    'TN',
    'wrongful_death',
    years(1),
    'Tenn. Code Ann. § 28-3-104(a)(1)',
    notTolledRead(
      'Tenn. Code Ann. § 28-3-104(a)(1)',
      'Lynn v. City of Jackson (Tenn. 2001-12-20), reaffirming Jones v. Black, 539 S.W.2d 123 (Tenn. 1976): ' +
        '"the statute of limitations for a wrongful death claim is not tolled during the minority of the decedent\'s ' +
        'children". The one year runs from the injury.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'One year; in a wrongful death case the cause of action accrues on the date of the negligent act, not necessarily the death (Fowlkes v. Nashville & D. R. Co., 56 Tenn. 829 (1872)). Counted here from the incident, the earlier date.',
        'thehamiltonfirm.com',
      ),
    },
  ),
  row('TX', gi, years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tolled('Tex. Civ. Prac. & Rem. Code § 16.001'), {
    noticeOfClaim: TX_NOTICE,
  }),
  row(
    'TX',
    'government_entity',
    years(2),
    'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
    tollingLeftUnverified(
      '§ 16.001 tolls the general row for a client under 18, but no decision applying it to a suit under the Tort ' +
        'Claims Act was read (searched 2026-11-29): check it. What was read is on the notice: Martinez v. Val Verde County ' +
        'Hospital District, 140 S.W.3d 370 (Tex. 2004), asked "whether the six-month period prescribed by section ' +
        '101.101(a) ... is tolled by the claimant\'s minority. The lower courts held that it is not, and we agree"; State ' +
        'v. Kreider, 44 S.W.3d 258 (Tex. App. 2001), held minors suing the State are not excused from it. ' +
        'Searched again later on 2026-11-29 (casetext, justia, cetient, midpage and ecases.us copies of Texas ' +
        "decisions, for a minor's Tort Claims Act suit and § 16.001): only the notice decisions and Tort Claims Act " +
        'cases on other points were found. A further search that day found Hopkins v. Spring I.S.D. (Tex. App.—Houston ' +
        "[14th Dist.] 1986), a minor's suit against a school district, read only in its opening (summary judgment for " +
        'the district affirmed on immunity) and in a summary (suit on 1984-10-19 for an injury of 1982-10-11, the ' +
        'limitations point sustained for "the minor appellant\'s disability due to cerebral palsy", which may not be ' +
        'minority); its words on limitations would settle it.',
    ),
    {
      noticeOfClaim: TX_NOTICE,
      note: 'Texas Tort Claims Act claims use the general period. The 6-month notice is not tolled for a minor (Martinez v. Val Verde County Hospital District (Tex. 2004)).',
    },
  ),
  row(
    'TX',
    'medical_malpractice',
    years(2),
    'Tex. Civ. Prac. & Rem. Code § 74.251(a)',
    limited('Tex. Civ. Prac. & Rem. Code § 74.251(a)', 'A minor under 12 has until the 14th birthday.'),
    {
      noticeOfClaim: TX_NOTICE,
      note: "From the breach or the end of the course of treatment; 75 days' tolling after notice (§ 74.051(c)); 10-year repose (§ 74.251(b)).",
    },
  ),
  row('TX', 'product_liability', years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tolled('Tex. Civ. Prac. & Rem. Code § 16.001'), {
    noticeOfClaim: TX_NOTICE,
    // § 16.012(b), read 2026-11-29 (text current through the 2023 sessions): "a claimant must commence a products
    // liability action against a manufacturer or seller of a product before the end of 15 years after the date of the
    // sale of the product by the defendant". A minor's tolled date can run past it: the warning says so.
    repose: productRepose(
      15,
      'Tex. Civ. Prac. & Rem. Code § 16.012(b)',
      "from the defendant's sale of the product; a longer useful safe life warranted in writing (§ 16.012(c)) and a latent disease (§ 16.012(d)) excepted",
    ),
    note: '15-year statute of repose from the sale (§ 16.012).',
  }),
  row(
    'TX',
    'wrongful_death',
    years(2),
    'Tex. Civ. Prac. & Rem. Code § 16.003(b)',
    limitedAsRead(
      'Tex. Civ. Prac. & Rem. Code § 16.001',
      'Enciso v. Chmielewski, 16 S.W.3d 858 (Tex. App.-Houston [14th Dist.] 2000): the mother conceded that her own ' +
        'death claim was barred by the two years of § 16.003(b); the judgment was reversed as to her minor daughter, ' +
        'whose claim was "tolled until the child reached the age of eighteen" (as also held in Texas Utilities Co. v. West, ' +
        "59 S.W.2d 459 (Tex. Civ. App. 1933)). Not computed: it runs from each minor beneficiary's birthday, not the " +
        "client's.",
    ),
    {
      clockStarts: 'death',
      noticeOfClaim: TX_NOTICE,
    },
  ),
  row('TX', 'property_damage', years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tolled('Tex. Civ. Prac. & Rem. Code § 16.001'), {
    noticeOfClaim: TX_NOTICE,
  }),
  row('UT', gi, years(4), 'Utah Code Ann. § 78B-2-307(3)', tolled('Utah Code Ann. § 78B-2-108'), {
    noticeOfClaim: UT_NOTICE,
    note: 'Four years for relief not otherwise provided for by law, the catch-all that covers personal injury; injuries from 2023-05-03 have the row of the amended section.',
  }),
  row('UT', gi, years(4), 'Utah Code Ann. § 78B-2-307(4)', tolled('Utah Code Ann. § 78B-2-108'), {
    effectiveFrom: UTAH_2023_AMENDMENT,
    noticeOfClaim: UT_NOTICE,
    verifiedOn: UTAH_2023_READ_ON,
    note:
      'The 2023 amendment of § 78B-2-307 (Laws of Utah 2023, ch. 185, in force 2023-05-03; read in the official text) gave ' +
      'motor vehicle property damage subsection (3) and moved the catch-all "for relief not otherwise provided for by law" to ' +
      '(4): four years, as before. Injuries before 2023-05-03 keep the earlier row.',
  }),
  row('UT', gi, years(4), 'Utah Code Ann. § 78B-2-307(4)', tolled('Utah Code Ann. § 78B-2-108'), {
    effectiveFrom: UTAH_2023_AMENDMENT,
    caseTypes: MOTOR_VEHICLE_CASE_TYPES,
    noticeOfClaim: UT_NOTICE,
    verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    note:
      'Utah H.B. 388 (2023 General Session) says it modifies "the statute of limitations involving personal injury from a ' +
      'motor vehicle accident". Its amended § 78B-2-307 (read) has no personal injury subsection, so the catch-all 4 years of ' +
      '(4) apply to the claim against the driver. The insurance subsections it adds are exceptions for actions on ' +
      'first-party insurance: the enrolled bill amends § 31A-21-313(1)(a) to read "A person shall commence an action on a ' +
      'written policy or contract of first party insurance within three years after the inception of the loss except as ' +
      'provided in: (i) Subsection 31A-22-305(11); and (ii) Subsection 31A-22-307(7)", the sections on uninsured motorist ' +
      `and personal injury protection coverage. Read in the enrolled bill (le.utah.gov, legiplex.com) on ${CLAIM_TYPE_TOLLING_READ_AGAIN_ON}.`,
  }),
  row(
    'UT',
    'government_entity',
    years(2),
    'Utah Code Ann. § 63G-7-403(2)(b)',
    tollingLeftUnverified(
      '§ 78B-2-108 says that while a person is under age "the statute of limitations for a cause of action other than ' +
        'for the recovery of real property may not run", and § 63G-7-401(1)(a) (as amended by S.B. 151, 2021) that "a ' +
        'claim arises when the statute of limitations that would apply if the claim were against a private person ' +
        'begins to run": read together, a minor\'s 2 years of § 63G-7-403(2)(b) would run from 18. But no decision on ' +
        'the present Act was read: Cole v. Jordan School District, 899 P.2d 776 (Utah 1995), reversed the dismissal of ' +
        "the suit of a boy hurt at 13 who argued that § 78-12-36 (the former minority statute) tolled the old Act's " +
        'notice and limitation periods, its reasoning not read; an older text of § 63G-7-401 (le.utah.gov) is headed ' +
        '"Legal disability -- Appointment of guardian ad litem", and whether the present text lets a guardian ad litem ' +
        'start the clock earlier was not read (searched 2026-11-29). Check both.' +
        ' Searched again later on 2026-11-29: the current heading of § 63G-7-401 on lawserver.com ("When a claim arises — Notice of claim requirements — ...") no longer names legal disability; its text was not reached.',
    ),
    {
      effectiveFrom: '2020-05-12',
      unverified: true,
      note: 'Governmental Immunity Act: suit within 2 years after the claim arises (§ 63G-7-401(1)), and not before 60 days after the notice of claim is filed (§ 63G-7-403(2)(a)(ii)). Read in the text as amended by Laws of Utah 2020, ch. 53 (H.B. 82, in force 2020-05-12); claims that arose earlier have no row. Later amendments and how the 2019 change of the filing time (H.B. 311) applies to older claims were not read: check by hand.',
    },
  ),
  row(
    'UT',
    'medical_malpractice',
    years(2),
    'Utah Code Ann. § 78B-3-404',
    readTollingAgain(
      { ageOfMajority: 18, rule: 'limited', citation: 'Utah Code Ann. § 78B-3-404(3)', verified: true },
      '"The limitations in this section shall apply to all persons, regardless of minority or other legal disability ' +
        'under Section 78B-2-108 or any other provision of the law" (§ 78B-3-404(3), as renumbered and amended in 2008, ' +
        "laws-info.com text): the row's 2 years and 4-year repose run from the act for a minor too. But Lee v. Gaufin, " +
        '867 P.2d 572 (Utah 1993), held the limitation and repose provisions of the Health Care Malpractice Act, which ' +
        '"required a minor to bring an action within two to four years after an alleged malpractice injury", ' +
        'unconstitutional as applied to minors (three justices under art. I, § 24, two under art. I, § 11) and reversed ' +
        "the dismissal of the minors' claims; without them § 78B-2-108 stops the period until 18. No decision on the " +
        're-enacted words was read: the later date is named here, never computed.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(4, 'Utah Code Ann. § 78B-3-404'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from discovery, never more than 4 years from the act (repose, with exceptions). A 90-day notice of intent and prelitigation panel are required.',
        'subro50.com',
      ),
    },
  ),
  row(
    'UT',
    'product_liability',
    years(2),
    'Utah Code Ann. § 78B-6-706',
    readTolling(
      tolled('Utah Code Ann. § 78B-2-108'),
      '"During the time the person is under age or incompetent, the statute of limitations for a cause of action other ' +
        'than for the recovery of real property may not run" (§ 78B-2-108, as renumbered in 2008): any period but real ' +
        "property, so the two years of § 78B-6-706 as well as the general row's; they run from the 18th birthday.",
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from when the harm and its cause were or should have been discovered.', 'subro50.com'),
    },
  ),
  row(
    'UT',
    'wrongful_death',
    years(2),
    'Utah Code Ann. § 78B-2-304(2)',
    {
      ...limited(
        'Utah Code Ann. § 78B-2-108',
        'Switzer v. Reynolds (Utah 1980): the death action "is not a joint cause of action", so "individual circumstances ' +
          'may toll the statute of limitations" as to one heir; the five minor children\'s action, brought eleven years ' +
          "after their father's death, was reinstated. § 78B-2-108 now stops the period while a person is under age. Not " +
          "computed: it runs from each minor heir's own birthday, not the client's.",
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    },
    {
      clockStarts: 'death',
      survival: UTAH_SURVIVAL,
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('VT', gi, years(3), 'Vt. Stat. Ann. tit. 12, § 512(4)', GENERAL_MINORITY_TOLLING.VT),
  row(
    'VT',
    'medical_malpractice',
    years(3),
    'Vt. Stat. Ann. tit. 12, § 521',
    readTolling(
      GENERAL_MINORITY_TOLLING.VT,
      '§ 521 reads "Notwithstanding section 512 of this title, and except as provided in sections 518 and 551 of this ' +
        'title, actions ... arising out of any medical or surgical treatment ... shall be brought within three years ..., ' +
        'but not later than seven years from the date of the incident"; § 551(a) lets a minor bring an action of tit. 12, ' +
        'ch. 23 (which holds § 521) "within the times in this chapter respectively limited, after the disability is ' +
        'removed". The three years run from the 18th birthday. Whether the seven years yield to § 551 was not settled by ' +
        'a decision read, so the repose is still applied (the earlier date).',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(7, 'Vt. Stat. Ann. tit. 12, § 521'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the act or 2 years from discovery, whichever later, never more than 7 years from the act (repose, except foreign objects).',
        'vanweylaw.com',
      ),
    },
  ),
  row('VT', 'product_liability', years(3), 'Vt. Stat. Ann. tit. 12, § 512(4)', GENERAL_MINORITY_TOLLING.VT, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote('General 3-year injury period.', 'edgarsnyder.com'),
  }),
  row(
    'VT',
    'wrongful_death',
    years(2),
    'Vt. Stat. Ann. tit. 14, § 1492(a)',
    notTolledRead(
      'Vt. Stat. Ann. tit. 12, § 551(a)',
      '§ 551(a) tolls only "an action specified in this chapter" (tit. 12, ch. 23), and Pike v. Chuck\'s Willoughby ' +
        '(Vt. 2006) held it does not reach a period set elsewhere; the death period is in tit. 14, § 1492(a), which gives ' +
        'two years from the discovery of the death with no minor provision in the text read.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the discovery of the death (§ 1492(a)); counted from the death, which is never later.',
        'vanweylaw.com',
      ),
    },
  ),
  row('VA', gi, years(2), 'Va. Code Ann. § 8.01-243(A)', tolled('Va. Code Ann. § 8.01-229(A)(1)'), {
    noticeOfClaim: localOnly(
      notice(
        { months: 6 },
        'the county, city or town attorney, or its chief executive or mayor',
        'Va. Code Ann. § 15.2-209',
        'Claims against the Commonwealth: 1 year (§ 8.01-195.6).',
      ),
    ),
  }),
  row(
    'VA',
    'government_entity',
    years(2),
    'Va. Code Ann. § 8.01-195.7',
    {
      ...tolled('Va. Code Ann. § 8.01-229(A)(1)'),
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      note:
        '§ 8.01-195.7: "The limitations periods prescribed by this section and § 8.01-195.6 shall be subject to the ' +
        'tolling provision of § 8.01-229"; § 8.01-229(A)(1): an infant "may bring it within the prescribed limitation ' +
        'period after such disability is removed". The 2 years run from the 18th birthday.',
    },
    {
      governments: 'state',
      effectiveFrom: '2016-07-01',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      noticeOfClaim: stateOnly({
        ...notice(
          { years: 1 },
          'the Director of the Division of Risk Management or the Attorney General',
          'Va. Code Ann. § 8.01-195.6',
          'A written statement of the nature of the claim, with the time and place of the injury and the agency or ' +
            'agencies alleged to be liable (§ 8.01-195.6(A)); deemed filed when received in the office of the official ' +
            '(§ 8.01-195.6(C), as quoted by a Virginia firm). Since 2016 a claim against the Department of Transportation ' +
            'is filed with the Commissioner of Highways, and actual knowledge of the claim within the year by the ' +
            'Division of Risk Management, an insurer or the Attorney General saves it (2016 Acts ch. 760, 772, as ' +
            'summarized): do not count on either.',
        ),
        presentedOnReceipt: true,
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
        minorRule: {
          ageOfMajority: 18,
          afterMajority: years(1),
          citation: 'Va. Code Ann. §§ 8.01-195.6(A), 8.01-229(A)(1)',
          verified: true,
          verifiedOn: STATE_CLAIM_RULES_READ_ON,
          note:
            '"if the claimant was under a disability at the time the cause of action accrued, the tolling provisions of ' +
            '§ 8.01-229 shall apply" (§ 8.01-195.6(A)); an infant may act "within the prescribed limitation period after ' +
            'such disability is removed" (§ 8.01-229(A)(1)): the year runs from the 18th birthday.',
        },
      }),
      note:
        'Virginia Tort Claims Act, claims against the Commonwealth and its agencies. § 8.01-195.7: "Every claim ' +
        'cognizable against the Commonwealth or a transportation district under this article shall be forever barred, ' +
        'unless within one year after the cause of action accrues to the claimant the notice of claim required by ' +
        '§ 8.01-195.6 is properly filed"; suit may be brought on the denial of the claim or six months after the notice ' +
        'is filed; "All claims against the Commonwealth or a transportation district under this article shall be ' +
        'forever barred unless such action is commenced within 18 months of the filing of the notice of claim, or ' +
        'within two years after the cause of action accrues" (the last words added by 2016 Acts ch. 772: this row ' +
        "from 2016-07-01, the ordinary effective day of that session's acts; before it, 18 months from the notice " +
        'only, not read in the statute: not on file). The date given is the 2 years from the incident; 18 months after ' +
        'a notice filed later than six months after the incident is a later date the calculator does not compute.',
    },
  ),
  row(
    'VA',
    'medical_malpractice',
    years(2),
    'Va. Code Ann. § 8.01-243(A)',
    youngChildOnly(
      'Va. Code Ann. § 8.01-243.1',
      8,
      10,
      'Notwithstanding § 8.01-229(A), a minor\'s malpractice action accruing from 1987-07-01 "shall be commenced within two ' +
        'years of the date of the last act or omission ... except that if the minor was less than eight years of age at the ' +
        'time of the occurrence of the malpractice, he shall have until his tenth birthday to commence an action" ' +
        '(§ 8.01-243.1, as quoted in Willis v. Mullett, Va. Record No. 011306, 2002-04-19).',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act; foreign objects and concealment: 1 year from discovery, never more than 10 years (repose, § 8.01-243(C)); minors injured before 8: until the 10th birthday (§ 8.01-243.1).',
        'statutes.laws.com',
      ),
    },
  ),
  row(
    'VA',
    'product_liability',
    years(2),
    'Va. Code Ann. § 8.01-243(A)',
    readTolling(
      tolled('Va. Code Ann. § 8.01-229(A)(2)(a)'),
      '"If an infant becomes entitled to bring [an] action, the time during which he is within the age of minority shall ' +
        'not be ... counted as any part of the period within which the action must be brought" (§ 8.01-229(A)(2)(a), as ' +
        "quoted in Willis v. Mullett, 2002-04-19); the product period is the general row's § 8.01-243(A), " +
        'so it runs from the 18th birthday.',
    ),
    {
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('General 2-year injury period.', 'lawserver.com'),
    },
  ),
  row(
    'VA',
    'wrongful_death',
    years(2),
    'Va. Code Ann. § 8.01-244(B)',
    tollingLeftUnverified(
      'the death action is "brought by and in the name of the personal representative" (§ 8.01-50(B)) within the two ' +
        'years of § 8.01-244(B); Horn v. Abernathy, 231 Va. 228 (1986), held that § 8.01-229(B) does not lengthen that ' +
        'period. Searched again on 2026-11-29: § 8.01-244(A) and (B) (vacode.org) save only an abated or dismissed ' +
        'action, "Notwithstanding the provisions of § 8.01-229 B"; the Supreme Court decisions on the death period ' +
        'listed by brienrochelaw.com concern the personal representative, none a minor beneficiary. Not settled.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'vacode.org'),
    },
  ),
  row('WA', gi, years(3), 'Wash. Rev. Code § 4.16.080(2)', tolled('Wash. Rev. Code § 4.16.190'), {
    note: 'A claim form must be presented to a government defendant 60 days before suit (Wash. Rev. Code § 4.96.020); the period is tolled meanwhile.',
  }),
  row(
    'WA',
    'medical_malpractice',
    years(3),
    'Wash. Rev. Code § 4.16.350',
    readTolling(
      tolled('Wash. Rev. Code § 4.16.190(1)'),
      'Schroeder v. Weighall, 179 Wn.2d 566 (2014), held that § 4.16.190(2), which "eliminates tolling of the statute of ' +
        'limitations for minors in the context of medical malpractice claims", violates article I, section 12 of the ' +
        'state constitution: without it, "the one-year statute of limitations applicable to his claim would have tolled ' +
        'until his 18th birthday". So the periods of § 4.16.350 run from the 18th birthday, as the general row\'s.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the act or 1 year from discovery, whichever later, never more than 8 years from the act (repose; its validity has been challenged: check it).',
        'subro50.com',
      ),
    },
  ),
  row(
    'WA',
    'product_liability',
    years(3),
    'Wash. Rev. Code § 7.72.060(3)',
    readTollingAgain(
      tolled('Wash. Rev. Code § 4.16.190'),
      '§ 7.72.060(3) (law.justia.com text): "Subject to the applicable provisions of chapter 4.16 RCW pertaining to the ' +
        'tolling and extension of any statute of limitation, no claim under this chapter may be brought more than three ' +
        'years from the time the claimant discovered or in the exercise of due diligence should have discovered the harm ' +
        'and its cause." § 4.16.190: if the person entitled to bring an action "be at the time the cause of action accrued ' +
        'either under the age of eighteen years ... the time of such disability shall not be a part of the time limited ' +
        'for the commencement of action". So the product period runs from the 18th birthday, as the general row\'s.',
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from discovery; a 12-year useful safe life presumption (§ 7.72.060(2)).', 'subro50.com'),
    },
  ),
  row(
    'WA',
    'wrongful_death',
    years(3),
    'Wash. Rev. Code § 4.16.080(2)',
    notTolledRead(
      'Wash. Rev. Code § 4.16.080(2)',
      "Atchison v. Great Western Malting Co., 161 Wn.2d 372 (2007): the death action's three years were not tolled " +
        "during the minority of the decedent's only child; only the personal representative may bring it (RCW " +
        '4.20.010) and § 4.16.190 tolls only for the person entitled to bring the action. Her suit, filed more than ' +
        'three years after the death, was dismissed.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Three years from death.', 'courts.mrsc.org'),
    },
  ),
  row('WV', gi, years(2), 'W. Va. Code § 55-2-12(b)', GENERAL_MINORITY_TOLLING.WV),
  row(
    'WV',
    'medical_malpractice',
    years(2),
    'W. Va. Code § 55-7B-4(a)',
    readTollingAgain(
      {
        ageOfMajority: 18,
        rule: 'limited',
        citation: 'W. Va. Code § 55-7B-4(c)',
        verified: true,
        youngChild: {
          underAge: 10,
          untilAge: 12,
          citation: 'W. Va. Code § 55-7B-4(c)',
          withinRepose: true,
          beforeBirthday: true,
        },
      },
      'A child under 10 at the injury: "shall be commenced within two years of the date of such injury, or prior to the ' +
        'minor\'s twelfth birthday, whichever provides the longer period" (the provision as an undated copy of § 55-7B-4 ' +
        'prints it, as (b)); the current section (code.wvlegislature.gov) makes (a) and (b) run "except as provided in ' +
        'subsection (c)", and a 2021 West Virginia firm (wvlawyer.com) describes § 55-7B-4(c) in the same terms, adding ' +
        'that one trial court has declared it unconstitutional. The current words of (c) were not read. Computed: the day ' +
        'before the 12th birthday when later than the period, never past the 10-year repose of (a) (whether the repose ' +
        'binds (c) was not read: the earlier date). Whether § 55-2-15 tolls the claim of a minor of 10 or older was not ' +
        'read: such a minor keeps the 2 years from the injury, the question named here.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(10, 'W. Va. Code § 55-7B-4(a)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the injury or discovery, never more than 10 years from the injury (repose); 30-day notice of claim before suit (§ 55-7B-6).',
        'subro50.com',
      ),
    },
  ),
  row('WV', 'product_liability', years(2), 'W. Va. Code § 55-2-12(b)', GENERAL_MINORITY_TOLLING.WV, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Damages for personal injuries: two years (§ 55-2-12(b) text), from discovery (Trafalgar House Const. v. ZMM, 567 S.E.2d 294 (W. Va. 2002)); product actions in strict liability, negligence or warranty; no products statute of repose.',
      'statutes-of-limitations.com, § 55-2-12 text; products50.com',
    ),
  }),
  row(
    'WV',
    'wrongful_death',
    years(2),
    'W. Va. Code § 55-7-6(d)',
    noTolling(
      'W. Va. Code § 55-7-6(d)',
      'Prater v. Norfolk & Western Railway Co., 64 F.3d 658 (4th Cir. 1995) (unpublished, per curiam): on "whether ' +
        'the two-year time limitation in the West Virginia Wrongful Death Act is tolled when a beneficiary of the suit ' +
        'is a minor", "Based on West Virginia precedent, we hold that the time limitation is not tolled" (the ' +
        "administrator's action for the surviving children, brought almost twenty years after the death, was barred). " +
        'The period runs from the death; a state decision on § 55-2-15 was not read.',
      CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'subro50.com'),
    },
  ),
  row('WI', gi, years(3), 'Wis. Stat. § 893.54(1m)', GENERAL_MINORITY_TOLLING.WI, {
    noticeOfClaim: localOnly(
      notice({ days: 120 }, 'the governmental body, officer, official, agent or employee', 'Wis. Stat. § 893.80(1d)(a)'),
    ),
  }),
  row(
    'WI',
    'medical_malpractice',
    years(3),
    'Wis. Stat. § 893.55(1m)',
    readTollingAgain(
      {
        ageOfMajority: 18,
        rule: 'none',
        citation: 'Wis. Stat. § 893.56',
        verified: true,
        youngChild: { underAge: 18, untilAge: 10, citation: 'Wis. Stat. § 893.56' },
      },
      '§ 893.16(1) tolls for a person under 18 "except for actions against health care providers". § 893.56 (as ' +
        'vanweylaw.com quotes it): "Any person under the age of 18, who is not under disability by reason of insanity, ' +
        'developmental disability or imprisonment, shall bring an action to recover damages for injuries to the person ' +
        'arising from any treatment or operation performed by, or for any omission by a health care provider within the ' +
        'time limitation under s. 893.55 or by the time that person reaches the age of 10 years, whichever is later." ' +
        'A minor has the later of the § 893.55 period and the 10th birthday, past the 5-year repose; no other tolling. ' +
        'A developmentally disabled child falls under neither § 893.16 nor § 893.56 (Haferman v. St. Clare Healthcare ' +
        'Foundation, 2005 WI 171): check such a client.',
    ),
    {
      clockStarts: 'discovery',
      repose: actRepose(5, 'Wis. Stat. § 893.55(1m)(b)'),
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Three years from the injury or 1 year from discovery, whichever later, never more than 5 years from the act (repose).',
        'docs.legis.wisconsin.gov',
      ),
    },
  ),
  row('WI', 'product_liability', years(3), 'Wis. Stat. § 893.54(1m)', GENERAL_MINORITY_TOLLING.WI, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Product liability: three years (§ 893.54), from discovery for all torts (Hansen v. A.H. Robins, 335 N.W.2d 578 (Wis. 1983)); 15-year statute of repose from manufacture (§ 895.047(5), 2011 Wis. Act 2), with exceptions, not computed: the case does not hold the date of manufacture.',
      'products50.com; herrlingclark.com',
    ),
  }),
  row(
    'WI',
    'wrongful_death',
    years(3),
    'Wis. Stat. § 893.54(2)',
    tollingLeftUnverified(
      '§ 893.16(1) lets "a person entitled to bring an action" who is under 18 sue within 2 years after 18, and the ' +
        'minor children themselves may bring the death action (§ 895.04(1)). Searched on 2026-11-29: Lord v. Hubbell, ' +
        "Inc., 210 Wis. 2d 150 (Ct. App. 1997), a death claim brought by the decedent's minor children, where the trial " +
        'court found the period "had not run" on it (the opinion\'s opening; only the estate\'s survival claim, held ' +
        'barred, was appealed); no decision holding that § 893.16 tolls the death period was read. Check one.',
    ),
    {
      clockStarts: 'death',
      survival: WISCONSIN_SURVIVAL,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
      note:
        'Three years for "an action brought to recover damages for death caused by the wrongful act, neglect or default of ' +
        'another" (§ 893.54(2), unamended from 1979 until 2015 Wis. Act 133, which moved it to § 893.54(1m)(b)), for deaths ' +
        'before 2016-02-06; the next row covers later deaths. The claim accrues no earlier than the death, and the discovery ' +
        'rule may make it later (Christ v. Exxon Mobil Corp., 2015 WI 58, on "the three-year statute of limitations set forth ' +
        `in Wis. Stat. § 893.54(2) (2005-06)"). Read in the statute text on ${CLAIM_TYPES_READ_AGAIN_ON} ` +
        '(docs.legis.wisconsin.gov, law.justia.com).',
    },
  ),
  row(
    'WI',
    'wrongful_death',
    years(2),
    'Wis. Stat. § 893.54(2m)',
    tollingLeftUnverified(
      '§ 893.16(1) lets "a person entitled to bring an action" who is under 18 sue within 2 years after 18, and the ' +
        'minor children themselves may bring the death action (§ 895.04(1)). Searched on 2026-11-29: Lord v. Hubbell, ' +
        "Inc., 210 Wis. 2d 150 (Ct. App. 1997), a death claim brought by the decedent's minor children, where the trial " +
        'court found the period "had not run" on it (the opinion\'s opening; only the estate\'s survival claim, held ' +
        'barred, was appealed); no decision holding that § 893.16 tolls the death period was read. Check one.',
    ),
    {
      clockStarts: 'death',
      effectiveFrom: '2016-02-06',
      unverified: true,
      survival: WISCONSIN_SURVIVAL,
      note: chartNote(
        'The earlier of two periods, because a wrongful death case does not say whether a vehicle was involved: a death arising ' +
          'from an accident involving a motor vehicle on or after 2016-02-06 has 2 years (§ 893.54(2m), official text read on ' +
          'docs.legis.wisconsin.gov; 2015 Wis. Act 133); any other wrongful death has 3 years (§ 893.54(1m)(b)). Check whether a ' +
          'vehicle was involved before relying on the later date.',
      ),
    },
  ),
  row(
    'WI',
    'government_entity',
    years(3),
    'Wis. Stat. § 893.54(1m)',
    tollingLeftUnverified(
      '§ 893.16(1) gives a person under 18 two years after the disability ceases for an action against anyone but a ' +
        'health care provider; no decision applying it to an action against a state officer, employee or agent ' +
        '(§ 893.82) was read, and § 893.82 has no minor provision of its own in the subsections read.' +
        ` Searched again on ${STATE_CLAIM_TOLLING_READ_ON}: the 2007 text of § 893.82(5) and (5m) (docs.legis.wisconsin.gov) ` +
        'has none either; no decision on § 893.16 and a claim against a state employee was found.',
    ),
    {
      governments: 'state',
      unverified: true,
      noticeOfClaim: stateOnly({
        ...notice(
          { days: 120 },
          'the Attorney General, a sworn written notice of claim by certified mail',
          'Wis. Stat. § 893.82(3)',
          'Served "upon the attorney general at his or her office in the capitol by certified mail" (§ 893.82(5), as ' +
            'quoted in Sorenson v. Batchelder, 2016 WI 34): personal service does not comply, and § 893.82(2m) demands ' +
            'strict compliance. Whether mailing completes service was not read: the date is not moved past a weekend or ' +
            'holiday (the earlier date). Medical malpractice claims have their own notice rule (§ 893.82(5m), not read): ' +
            'the 120 days from the event are given here.',
        ),
        verifiedOn: STATE_CLAIM_RULES_READ_ON,
        presentedOnReceipt: true,
      }),
      note:
        'Claims against a Wisconsin state officer, employee or agent for acts in the course of their duties. The State ' +
        'itself is not sued in tort (in Sorenson v. Batchelder the circuit court dismissed the Department of ' +
        'Administration on sovereign immunity grounds, Ct. App. 2015): the action is brought against the employee. ' +
        '§ 893.82(3): no civil action may be brought against any state officer, employee or agent "for or on account of ' +
        "any act growing out of or committed in the course of the discharge of the officer's, employee's or agent's " +
        'duties ... unless within 120 days of the event causing the injury, damage or death giving rise to the civil ' +
        'action or civil proceeding, the claimant in the action or proceeding serves upon the attorney general written ' +
        'notice of a claim stating the time, date, location and the circumstances of the event"; "a specific denial by ' +
        'the attorney general is not a condition precedent to bringing the civil action" (prisoners excepted, sub. ' +
        "(3m)). The 120 days stand since 1979 (Judicial Council Committee's Note, 1979). § 893.82 sets no suit period " +
        'of its own: this row gives the 3 years of § 893.54(1m), the period of every action for injury to the person, ' +
        'unverified for a claim against a state employee: check it by hand. Municipal claims: § 893.80 (the general row).',
    },
  ),
  row('WY', gi, years(4), 'Wyo. Stat. Ann. § 1-3-105(a)(iv)(C)', GENERAL_MINORITY_TOLLING.WY, {
    noticeOfClaim: {
      ...notice(
        { years: 2 },
        'the governmental entity, as an itemized statement in writing (claims against the State: the general services ' +
          'division of the department of administration)',
        'Wyo. Stat. Ann. § 1-39-113',
        'The claim "presented to the entity as an itemized statement in writing within two (2) years of the date of the ' +
          'alleged act, error or omission" (§ 1-39-113(a)); later, 2 years from discovery, only if it could not ' +
          'reasonably be discovered sooner (not computed: the act is the earliest start). The same two years in ' +
          'Rawlinson v. Cheyenne Board of Public Utilities, 2001 WY 6 ("the two-year statute of limitation, Wyo. Stat. ' +
          '§1-39-113", on a claim of 1995). The claim must also meet Wyo. Const. art. 16, § 7 (Beaulieu v. Florquist, ' +
          '2004 WY 31), not checked here. Suit within 1 year after the claim is filed (§ 1-39-114).',
      ),
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    },
  }),
  row(
    'WY',
    'government_entity',
    years(1),
    'Wyo. Stat. Ann. § 1-39-114',
    limited(
      'Wyo. Stat. Ann. § 1-39-114',
      'A minor aged 7 or younger: 2 years after the occurrence or until the 8th birthday, whichever is greater.',
    ),
    {
      clockStarts: 'claim_presented',
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      note: 'Wyoming Governmental Claims Act: suit within 1 year after the claim is filed under § 1-39-113 (itself due within 2 years of the act, error or omission), never longer than any other applicable limitation period. Without the filing date no date is given. The date is not moved for a weekend or holiday: the earlier date is kept.',
    },
  ),
  row(
    'WY',
    'medical_malpractice',
    years(2),
    'Wyo. Stat. Ann. § 1-3-107(a)',
    readTolling(
      GENERAL_MINORITY_TOLLING.WY,
      '§ 1-3-107(a)(ii) gives a minor "by his eighth birthday or within two (2) years of the date of the alleged act, ' +
        'error or omission, whichever period is greater"; Kordus v. Montes, 2014 WY 146, held that provision, as applied ' +
        'to minors, violates the open courts provision (art. 1, § 8), and the health care exception of § 1-3-114 ' +
        'constitutionally infirm, so a minor has "three (3) years after the disability is removed or ... any other ' +
        'statutory period of limitation, whichever is greater" (§ 1-3-114). The calculator takes those 3 years as an outer ' +
        "limit, so it gives the row's 2 years from the 18th birthday, a year before the text's 3 (the earlier date).",
    ),
    {
      clockStarts: 'discovery',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote(
        'Two years from the act or 2 years from discovery if not reasonably discoverable; a minor: by the 8th birthday or 2 years, whichever is greater (§ 1-3-107(a)(ii), held unconstitutional as applied to minors).',
        'statutes-of-limitations.com; legalfix.com, § 1-3-107 text',
      ),
    },
  ),
  row('WY', 'product_liability', years(4), 'Wyo. Stat. Ann. § 1-3-105(a)(iv)(C)', GENERAL_MINORITY_TOLLING.WY, {
    verifiedOn: CLAIM_TYPES_VERIFIED_ON,
    note: checkedNote(
      'Four years from the injury (the general injury period); no products statute of repose.',
      'spencelawyers.com; products50.com',
    ),
  }),
  row(
    'WY',
    'wrongful_death',
    years(2),
    'Wyo. Stat. Ann. § 1-38-102(d)',
    notTolledRead(
      'Wyo. Stat. Ann. § 1-3-114',
      'Corkill v. Knowles, 955 P.2d 438 (Wyo. 1998) (annotation to § 1-3-114): the minority provision does not reach the ' +
        'two years of the wrongful death act (§ 1-38-102(d)), which run from the death.',
    ),
    {
      clockStarts: 'death',
      verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      note: checkedNote('Two years from death.', 'statutes-of-limitations.com'),
    },
  ),
  row('US', gi, years(2), '28 U.S.C. § 2401(b)', FTCA_TOLLING, {
    noticeOfClaim: FTCA_NOTICE,
    note: 'The 2 years is the deadline to present the administrative claim to the agency; the claim accrues when the injury and its cause are known (United States v. Kubrick, 444 U.S. 111 (1979)).',
  }),
  row('US', 'government_entity', { months: 6 }, '28 U.S.C. § 2401(b)', FTCA_TOLLING, {
    clockStarts: 'claim_denial',
    noticeOfClaim: FTCA_NOTICE,
    note: 'Federal Tort Claims Act suit: within 6 months after the agency mails its final denial of the claim (by certified or registered mail). The date is not moved for a weekend or holiday: the earlier date is kept.',
  }),
  ...PROPERTY_DAMAGE_RULES,
];

/**
 * Claim types left without a row on purpose, outside CA, NY and TX: the charts disagree, a recent act may have
 * changed the period, or the clock starts on an event the table cannot hold. computeDeadlines answers "No … rule on
 * file for XX: check the statute by hand" for them. Empty since 2026-11-29, when the last ones were given rows.
 */
export const CLAIM_TYPES_NOT_ON_FILE: readonly { jurisdiction: LimitationJurisdiction; claimType: ClaimType; reason: string }[] = [];
