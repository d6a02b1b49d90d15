// Property damage periods (a client's car or other personal property damaged in the incident), each confirmed on
// PROPERTY_DAMAGE_VERIFIED_ON by a page read; docs/legal-rules.md gives the page for each row. California, New York
// and Texas have theirs in limitation-rules.ts. Colorado's row and one each of Wisconsin's and Utah's apply to motor vehicle cases only
// (`caseTypes`); Alabama and Florida have none (the period depends on the theory of the claim).
import type { CaseTypeCode } from '../cases/case-types.js';
import type { IsoDate } from '../shared/iso-date.js';
import { LEGAL_TABLE_COVERAGE_START, type UsJurisdiction } from './jurisdictions.js';
import type { LimitationRule, MinorTolling, StatuteOfRepose } from './limitation-types.js';
import { GENERAL_MINORITY_TOLLING as MINORS, noTolling, tolling, type TollingOptions } from './minority-tolling.js';

/** The day the property damage rows below were read. */
export const PROPERTY_DAMAGE_VERIFIED_ON: IsoDate = '2026-11-27';

/** The case types whose damage arises from the use or operation of a motor vehicle (as in limitation-rules.ts). */
const MOTOR_VEHICLE: readonly CaseTypeCode[] = ['motor_vehicle', 'truck', 'motorcycle'];

type PropertyRowOptions = {
  clockStarts?: 'incident' | 'discovery';
  effectiveFrom?: IsoDate;
  caseTypes?: readonly CaseTypeCode[];
  repose?: StatuteOfRepose;
  /** What the source says, when more than the period (a motor-vehicle limit, a change of law). */
  detail?: string;
  /**
   * The state's general minority tolling statute, where it was read and covers the row's section
   * (GENERAL_MINORITY_TOLLING or PROPERTY_DAMAGE_MINORITY_TOLLING), or a note on why it is not settled.
   */
  minorTolling?: MinorTolling;
  /** Leave the row unverified, saying what must be checked (a version of the statute not read). */
  unverified?: string;
};

/**
 * A verified property damage row: counted from the incident unless the row says otherwise; minority tolling the
 * state's general statute where it was read (`minority-tolling.ts`, or PROPERTY_DAMAGE_MINORITY_TOLLING below), else
 * not on file (never applied); the notice of claim to a government is the general row's.
 */
function propertyRow(
  jurisdiction: UsJurisdiction,
  years: number,
  citation: string,
  readAt: string,
  options: PropertyRowOptions = {},
): LimitationRule {
  const detail = options.detail ?? `Damage to personal property (a vehicle): ${years} years.`;
  return {
    jurisdiction,
    claimType: 'property_damage',
    period: { years },
    clockStarts: options.clockStarts ?? 'incident',
    minorTolling: options.minorTolling ?? {
      ageOfMajority: 18,
      rule: 'limited',
      verified: false,
      note: 'Minority tolling not verified for property damage. Deadlines are computed without it (the earlier date).',
    },
    noticeOfClaim: null,
    citation,
    effectiveFrom: options.effectiveFrom ?? LEGAL_TABLE_COVERAGE_START,
    ...(options.caseTypes ? { caseTypes: options.caseTypes } : {}),
    verifiedOn: options.unverified ? null : PROPERTY_DAMAGE_VERIFIED_ON,
    verified: !options.unverified,
    ...(options.repose ? { repose: options.repose } : {}),
    note: options.unverified ? `${detail} ${options.unverified}` : `${detail} Checked on ${PROPERTY_DAMAGE_VERIFIED_ON} (${readAt}).`,
  };
}

/** The day the tolling statutes of the general injury rows were read for the property damage sections below. */
export const PROPERTY_DAMAGE_TOLLING_READ_ON: IsoDate = '2026-11-29';

/** A general tolling statute read on PROPERTY_DAMAGE_TOLLING_READ_ON and found to reach the property damage section. */
function tolledToo(citation: string, ageOfMajority: number, note: string, options: TollingOptions = {}): MinorTolling {
  return tolling(citation, ageOfMajority, note, { ...options, verifiedOn: PROPERTY_DAMAGE_TOLLING_READ_ON });
}

/** Tolling searched for on PROPERTY_DAMAGE_TOLLING_READ_ON and not settled: `why` says what was read; never applied. */
function tollingNotSettled(why: string): MinorTolling {
  return {
    ageOfMajority: 18,
    rule: 'limited',
    verified: false,
    note: `Minority tolling not verified for property damage: ${why} Deadlines are computed without it (the earlier date).`,
  };
}

/**
 * The tolling of the property damage rows whose state has no entry in GENERAL_MINORITY_TOLLING: the statute the
 * general injury row applies, read on PROPERTY_DAMAGE_TOLLING_READ_ON for the words that say which actions it reaches
 * (docs/legal-rules.md, "Minority tolling of property damage rows, read on 2026-11-29"). Each takes the general row's
 * shape (age, time after majority, outer limits), or the text's where it gives a longer period less time after majority.
 */
export const PROPERTY_DAMAGE_MINORITY_TOLLING = {
  AZ: tolledToo(
    'Ariz. Rev. Stat. § 12-502',
    18,
    '"If a person entitled to bring an action other than those set forth in article 2 of this chapter is at the time the ' +
      'cause of action accrues ... under eighteen years of age ..., the period of such disability shall not be deemed a ' +
      'portion of the period limited for commencement of the action. Such person shall have the same time after removal ' +
      'of the disability which is allowed to others" (azleg.gov): article 2 is actions for real property; § 12-542(3) is ' +
      'not in it. The 2 years from the 18th birthday; no outer limit.',
    { maxYearsFromAccrual: null },
  ),
  CO: {
    ageOfMajority: 18,
    rule: 'limited',
    citation: 'Colo. Rev. Stat. § 13-81-103',
    verified: true,
    verifiedOn: PROPERTY_DAMAGE_TOLLING_READ_ON,
    note:
      'As the motor vehicle general injury row under the same § 13-80-101(1)(n)(I): § 13-81-103(1) reaches any right ' +
      'whose "true owner ... is a person under disability at the time such right accrues"; with a legal representative ' +
      '(a parent) "the applicable statute of limitations shall run against such person under disability in the same ' +
      'manner ... as it runs against persons not under disability"; without one, the minor may act within the period or ' +
      'two years after the disability ends. The 3 years from the incident are computed; the exception is named.',
  } satisfies MinorTolling,
  DC: tolledToo(
    'D.C. Code § 12-302(a)',
    18,
    '"when a person entitled to maintain an action is, at the time the right of action accrues: (1) under 18 years of ' +
      'age ... he or his proper representative may bring action within the" (the rest, and subsection (b), not read): ' +
      'any action, and § 12-301(3), injury to real or personal property, is in the same section as the general injury ' +
      "row's § 12-301(8). Applied as that row: the 3 years from the 18th birthday.",
  ),
  GA: tolledToo(
    'Ga. Code Ann. § 9-3-90(b)',
    18,
    'Minors "shall be entitled to the same time after their disability is removed to bring an action as is prescribed ' +
      'for other persons" (§ 9-3-90, chapter 3, limitations of actions, where §§ 9-3-31 and 9-3-32 are): the 4 years ' +
      'from the 18th birthday; no outer limit.',
    { maxYearsFromAccrual: null },
  ),
  IA: tolledToo(
    'Iowa Code § 614.8(2)',
    18,
    'The times limited in chapter 614 (§ 614.1 among them) "are extended in favor of minors, so that they shall have one ' +
      'year from and after attainment of majority within which to ... commence an action" (§ 614.8(2), Iowa Code 2024, ' +
      'as read for the product row): the later of the 5 years from the incident and one year after the 18th birthday.',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 } },
  ),
  IL: tolledToo(
    '735 ILCS 5/13-211',
    18,
    '"If the person entitled to bring an action, specified in Sections 13-201 through 13-210 of this Code, at the time ' +
      'the cause of action accrued, is under the age of 18 years ... then he or she may bring the action within 2 years ' +
      'after the person attains the age of 18 years" (§ 13-211(a), P.A. 98-1077): § 13-205 is among them. The later of ' +
      'the 5 years from the incident and 2 years after the 18th birthday (not 5 years after it).',
    { maxAfterMajority: { years: 2 } },
  ),
  KS: tolledToo(
    'Kan. Stat. Ann. § 60-515(a)',
    18,
    'A person entitled to bring an action "other than for the recovery of real property or a penalty or a forfeiture" ' +
      'who is "less than 18 years of age" "shall be entitled to bring such action within one year after the person\'s ' +
      'disability is removed", never "more than eight years after the time of the act" (official text): it reaches ' +
      '§ 60-513(a)(2). The later of the 2 years and one year after the 18th birthday, never past 8 years from the act.',
    { maxAfterMajority: { years: 1 }, maxYearsFromAccrual: 8, capCitation: 'Kan. Stat. Ann. § 60-515(a)' },
  ),
  KY: tolledToo(
    'Ky. Rev. Stat. § 413.170(1)',
    18,
    '"If a person entitled to bring any action mentioned in KRS 413.090 to 413.160 ... was, at the time the cause of ' +
      'action accrued, an infant ..., the action may be brought within the same number of years after the removal of the ' +
      'disability" (as quoted in Martin v. Celadon Trucking Services (W.D. Ky. 2006)): § 413.125 is among them. The 2 ' +
      'years from the 18th birthday.',
  ),
  LA: noTolling(
    'La. Civ. Code art. 3468',
    '"Prescription runs against absent persons and incompetents, including minors and interdicts, unless exception is ' +
      'established by legislation" (art. 3468): delictual prescription (art. 3492, and art. 3493.1 from 2024-07-02) has ' +
      "no exception for damage to a minor's vehicle. The period runs from the day the damage is sustained; the tutor " +
      'sues for the minor.',
    PROPERTY_DAMAGE_TOLLING_READ_ON,
  ),
  MA: tolledToo(
    'Mass. Gen. Laws ch. 260, § 7',
    18,
    '"If the person entitled thereto is a minor ... when a right to bring an action first accrues, the action may be ' +
      'commenced within the time hereinbefore limited after the disability is removed": § 2A, which precedes it in ' +
      "chapter 260, is the general injury row's section too. The 3 years from the 18th birthday.",
  ),
  MD: tolledToo(
    'Md. Code, Cts. & Jud. Proc. § 5-201',
    18,
    '"When a cause of action subject to a limitation under Subtitle 1 of this title ... accrues in favor of a minor ..., ' +
      'that person shall file his action within the lesser of three years or the applicable period of limitations after ' +
      'the date the disability is removed" (mgaleg.maryland.gov): § 5-101 is in Subtitle 1. The 3 years from the 18th ' +
      'birthday.',
  ),
  MI: tolledToo(
    'Mich. Comp. Laws § 600.5851(1)',
    18,
    'A person "first entitled to make an entry or bring an action under this act" who "is under 18 years of age ... at ' +
      'the time the claim accrues" "shall have 1 year after the disability is removed ... to make the entry or bring the ' +
      'action although the period of limitations has run" (as quoted in Vega and Vance): § 600.5805(2) is the general ' +
      "row's section. The later of the 3 years and one year after the 18th birthday.",
    { maxAfterMajority: { years: 1 } },
  ),
  MN: tolledToo(
    'Minn. Stat. § 541.15(a)',
    18,
    'Being "within the age of 18 years" when "a cause of action accrued" suspends "the running of the period of ' +
      'limitation until the same is removed", never "in any case for more than one year after the disability ceases" ' +
      "(official text): § 541.05 is the general row's section. The later of the 6 years and one year after 18.",
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 } },
  ),
  MS: tolledToo(
    'Miss. Code Ann. § 15-1-59',
    21,
    '"If any person entitled to bring any of the personal actions mentioned shall, at the time at which the cause of ' +
      'action accrued, be under the disability of infancy ..., he may bring the actions within the times in this chapter ' +
      'respectively limited, after his disability shall be removed": § 15-1-49 is the general row\'s section. The 3 years ' +
      'from the 21st birthday; the 21-year limit is for unsoundness of mind only.',
    { maxYearsFromAccrual: null },
  ),
  NC: {
    ...tolledToo(
      'N.C. Gen. Stat. § 1-17(a)',
      18,
      '"A person entitled to commence an action who is under a disability at the time the cause of action accrued may ' +
        'bring his or her action within the time limited in this Subchapter, after the disability is removed", a person ' +
        '"within the age of 18 years" being under a disability (statutes.laws.com): § 1-52 is in the Subchapter. The 3 ' +
        'years from the 18th birthday; the 10 years of § 1-52(16) named as on the general row.',
    ),
    possibleCap: { years: 10, citation: 'N.C. Gen. Stat. § 1-52(16) (no cause of action accrues more than 10 years after the last act)' },
  },
  OR: tolledToo(
    'Or. Rev. Stat. § 12.160',
    18,
    'An action "mentioned in ORS 12.010 to 12.050, 12.070 to 12.250 or 12.276" (§ 12.080 among them) is tolled while the ' +
      'child is under 18, but "may not be extended ... for more than five years, or for more than one year after the ' +
      'person attains 18 years of age, whichever occurs first" (§ 12.160(2)).',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 }, maxTolled: { years: 5 } },
  ),
  PA: tolledToo(
    '42 Pa. Cons. Stat. § 5533(b)',
    18,
    'An unemancipated minor when the cause of action accrues "shall have the same time for commencing an action after ' +
      'attaining majority as is allowed to others by the provisions of this subchapter" (§ 5533(b)(1)(i)); § 5524 is in ' +
      "the same subchapter, the general row's section. The 2 years from the 18th birthday.",
  ),
  SC: tolledToo(
    'S.C. Code Ann. § 15-3-40',
    18,
    '"an action mentioned in Article 5 of this chapter" (§ 15-3-530 among them): the time under 18 "is not a part of the ' +
      'time limited", but never "longer than one year after the disability ceases". The later of the 3 years and one ' +
      'year after the 18th birthday.',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 } },
  ),
  TN: tolledToo(
    'Tenn. Code Ann. § 28-1-106(a)',
    18,
    '"If the person entitled to commence an action is, at the time the cause of action accrued, either under eighteen ' +
      '(18) years of age, or adjudicated incompetent, such person ... may commence the action, after legal rights are ' +
      'restored, within the time of limitation for the particular cause of action, unless it exceeds three (3) years, ' +
      'and in that case within three (3) years from restoration of legal rights" (current text, as amended 2016, read ' +
      'in full in the statutes mirror on 2026-11-29; the older words were quoted in Calaway v. Schucker): any action; ' +
      'the 3 years of § 28-3-105 from the 18th birthday.',
    { maxYearsFromAccrual: null },
  ),
  UT: tolledToo(
    'Utah Code Ann. § 78B-2-108',
    18,
    '"During the time the person is under age or incompetent, the statute of limitations for a cause of action other ' +
      'than for the recovery of real property may not run": §§ 78B-2-305 and 78B-2-307(3) run from the 18th birthday.',
  ),
  VA: tolledToo(
    'Va. Code Ann. § 8.01-229(A)(1)',
    18,
    '"If a person entitled to bring any action is at the time the cause of action accrues an infant ..., such person ' +
      'may bring it within the prescribed limitation period after such disability is removed" (§ 8.01-229(A)); its ' +
      'opening excepts what §§ 8.01-237 to 8.01-243.1 "otherwise specifically provide", and § 8.01-243(B) provides ' +
      'nothing for minors. The 5 years from the 18th birthday.',
  ),
  WA: tolledToo(
    'Wash. Rev. Code § 4.16.190',
    18,
    '"if a person entitled to bring an action mentioned in this chapter ... be at the time the cause of action accrued ' +
      'either under the age of eighteen years ..., the time of such disability shall not be a part of the time limited ' +
      'for the commencement of action": § 4.16.080(2) is in chapter 4.16. The 3 years from the 18th birthday.',
  ),
} as const satisfies Partial<Record<UsJurisdiction, MinorTolling>>;

const TOLLED = PROPERTY_DAMAGE_MINORITY_TOLLING;

/** Ark. Code Ann. § 16-56-116, the saving the general injury row (the same § 16-56-105) leaves unverified too. */
const AR_NOT_SETTLED = tollingNotSettled(
  'the general saving statute, Ark. Code Ann. § 16-56-116, was searched again on 2026-11-29 and its current text not ' +
    'found (only its 1962 predecessor, three years "next after full age", was read for the general injury row, which ' +
    'cites the same § 16-56-105 and is unverified too).',
);

/** Del. Code Ann. tit. 10, § 8116: it reaches § 8107, but what it gives a minor was not read. */
const DE_NOT_SETTLED = tollingNotSettled(
  'tit. 10, § 8116 saves "any action comprehended within §§ 8101-8115 of this title" (§ 8107 among them) for a person ' +
    '"under disability of infancy" when it accrues ("this chapter shall not be a bar to such ac[tion]", the rest cut ' +
    'off in the copy read); how long after 18 it gives was not found on 2026-11-29 (delcode.delaware.gov returned the ' +
    'chapter only to § 8104). The general injury row (§ 8119, outside § 8116) is not tolled and gives no shape.',
);

/** Ind. Code § 34-11-6-1: the general injury row's tolling under the same § 34-11-2-4, its text not found. */
const IN_NOT_SETTLED = tollingNotSettled(
  'Ind. Code § 34-11-6-1, applied by the general injury row to the same § 34-11-2-4 ("(1) injury to person or ' +
    'character; (2) injury to personal property"), was searched for on 2026-11-29 and its text not found; only its ' +
    '1933 predecessor, as Norris v. Mingle (Ind. 1938) paraphrases it (a person under legal disabilities when the cause ' +
    'of action accrues may bring the action within two years after the disability is removed).',
);

/** Nev. Rev. Stat. § 11.250: quoted only with its list of actions elided. */
const NV_NOT_SETTLED = tollingNotSettled(
  'Nev. Rev. Stat. § 11.250 was read on 2026-11-29 only as decisions quote it, with its opening elided: "If a person ' +
    'entitled to bring an action . . . be [insane] at the time the cause of action accrued, the time of such ' +
    'disability shall not be a part of the time limited for the commencement of the action" (Smith v. City of Reno ' +
    '(D. Nev. 1984)); Parker v. Chrysler Motors Corp. (Nev. 1972): "the period of disability of a minor shall not be ' +
    'part of the time limited". The words that say which actions it reaches were not found.',
);

/**
 * Montana has two periods that can govern damage to property by negligence: 3 years for a liability not founded on a
 * written instrument (§ 27-2-204(1)) and 2 years for injury to property (§ 27-2-207). Ritland v. Rowe, 861 P.2d 175
 * (Mont. 1993), resolved the doubt in favour of the longer one.
 */
const MT_DAMAGE_DETAIL =
  'Damage to property caused by negligence: 3 years under § 27-2-204(1), not the 2 years of § 27-2-207 (Ritland v. ' +
  'Rowe, 861 P.2d 175 (Mont. 1993): doubt between the two is resolved in favour of the longer period). A claim framed ' +
  'as trespass or waste may be held to the 2 years: check the theory pleaded.';

/** Ordered by jurisdiction. */
export const PROPERTY_DAMAGE_RULES: readonly LimitationRule[] = [
  propertyRow('AK', 2, 'Alaska Stat. § 09.10.070(a)', 'nolo.com', { minorTolling: MINORS.AK }),
  propertyRow('AR', 3, 'Ark. Code Ann. § 16-56-105', 'products50.com', { minorTolling: AR_NOT_SETTLED }),
  propertyRow('AZ', 2, 'Ariz. Rev. Stat. § 12-542(3)', 'uslegalforms.com, A.R.S. § 12-542 text; nolo.com', { minorTolling: TOLLED.AZ }),
  propertyRow('CO', 3, 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)', 'casetext.com', {
    minorTolling: TOLLED.CO,
    caseTypes: MOTOR_VEHICLE,
    detail:
      'Property damage arising out of the use or operation of a motor vehicle: 3 years. Other property damage ' +
      '(Colo. Rev. Stat. § 13-80-102(1)(a)) has no row.',
  }),
  propertyRow('CT', 2, 'Conn. Gen. Stat. § 52-584', 'nolo.com quoting § 52-584; subro50.com', {
    clockStarts: 'discovery',
    minorTolling: MINORS.CT,
    repose: { period: { years: 3 }, runsFrom: 'act', citation: 'Conn. Gen. Stat. § 52-584', verified: true },
    detail: 'Two years from when the damage is first sustained or discovered; never more than 3 years from the act or omission.',
  }),
  propertyRow('DC', 3, 'D.C. Code § 12-301', 'products50.com', { minorTolling: TOLLED.DC }),
  propertyRow('DE', 2, 'Del. Code Ann. tit. 10, § 8107', 'subro50.com', { minorTolling: DE_NOT_SETTLED }),
  propertyRow('GA', 4, 'Ga. Code Ann. §§ 9-3-31, 9-3-32', 'subro50.com', { minorTolling: TOLLED.GA }),
  propertyRow('HI', 2, 'Haw. Rev. Stat. § 657-7', 'subro50.com', { minorTolling: MINORS.HI }),
  propertyRow('IA', 5, 'Iowa Code § 614.1', 'subro50.com', { minorTolling: TOLLED.IA }),
  propertyRow('ID', 3, 'Idaho Code § 5-218', 'subro50.com', { minorTolling: MINORS.ID }),
  propertyRow('IL', 5, '735 ILCS 5/13-205', 'subro50.com', { minorTolling: TOLLED.IL }),
  propertyRow('IN', 2, 'Ind. Code § 34-11-2-4', 'subro50.com', { minorTolling: IN_NOT_SETTLED }),
  propertyRow('KS', 2, 'Kan. Stat. Ann. § 60-513(a)(2)', 'ksrevisor.org', { minorTolling: TOLLED.KS }),
  propertyRow('KY', 2, 'Ky. Rev. Stat. § 413.125', 'products50.com; nolo.com', {
    minorTolling: TOLLED.KY,
    detail:
      'Taking, detaining or injuring personal property, in tort or contract: 2 years. A motor vehicle accident may give ' +
      'later: 2 years from the last reparation payment (Ky. Rev. Stat. § 304.39-230(6)); this row gives the earlier date.',
  }),
  propertyRow('LA', 1, 'La. Civ. Code art. 3492 (repealed by Acts 2024, No. 423)', 'legiplex.com, Act 423 enrolled text', {
    minorTolling: TOLLED.LA,
    detail:
      'Delictual actions (damage to a movable such as a vehicle) arising on or before 2024-07-01: 1 year from the day the damage is sustained.',
  }),
  propertyRow('LA', 2, 'La. Civ. Code art. 3493.1 (enacted as art. 3493.11 by Acts 2024, No. 423)', 'legiplex.com, Act 423 enrolled text', {
    minorTolling: TOLLED.LA,
    effectiveFrom: '2024-07-02',
    detail:
      'Delictual actions arising after 2024-07-01 (Act 423 § 3): 2 years from the day the damage is sustained; a claim arising ' +
      'on 2024-07-01 itself is given the old one-year rule, the safe reading.',
  }),
  propertyRow('MA', 3, 'Mass. Gen. Laws ch. 260, § 2A', 'subro50.com', { minorTolling: TOLLED.MA }),
  propertyRow('MD', 3, 'Md. Code, Cts. & Jud. Proc. § 5-101', 'subro50.com', { minorTolling: TOLLED.MD }),
  propertyRow('ME', 6, 'Me. Rev. Stat. tit. 14, § 752', 'subro50.com', { minorTolling: MINORS.ME }),
  propertyRow('MI', 3, 'Mich. Comp. Laws § 600.5805(2)', 'nolo.com quoting § 600.5805; findlaw.com', {
    minorTolling: TOLLED.MI,
    detail:
      'Injury to a person or property: 3 years. Michigan no-fault limits what vehicle damage can be sued for (Mich. Comp. Laws § 500.3135).',
  }),
  propertyRow('MN', 6, 'Minn. Stat. § 541.05', 'subro50.com', { minorTolling: TOLLED.MN }),
  propertyRow('MO', 5, 'Mo. Rev. Stat. § 516.120(4)', 'statutes-of-limitations.com', { minorTolling: MINORS.MO }),
  propertyRow('MS', 3, 'Miss. Code Ann. § 15-1-49', 'subro50.com; nolo.com', { minorTolling: TOLLED.MS }),
  propertyRow('MT', 3, 'Mont. Code Ann. § 27-2-204(1)', 'law.justia.com, Ritland v. Rowe; subro50.com', {
    detail: MT_DAMAGE_DETAIL,
    minorTolling: MINORS.MT,
  }),
  propertyRow('MT', 3, 'Mont. Code Ann. § 27-2-204(1) (version effective 2026-10-01)', 'not read', {
    effectiveFrom: '2026-10-01',
    detail: MT_DAMAGE_DETAIL,
    minorTolling: MINORS.MT,
    unverified:
      'Mont. Code Ann. § 27-2-204 has a version effective 2026-10-01 whose text has not been read: this row repeats the ' +
      '3 years, unverified, for damage from that day. Check the new text before relying on it. Searched again on ' +
      '2026-11-29: docketmath.com\'s copy of mca.legmt.gov shows the section in two versions, "(Temporary)" (the 3 ' +
      'years) and "(Effective October 1, 2026)", the latter cut off after its heading; no copy of that text and no 2025 ' +
      'session law amending § 27-2-204 were found.',
  }),
  propertyRow('NC', 3, 'N.C. Gen. Stat. § 1-52', 'subro50.com', { minorTolling: TOLLED.NC }),
  propertyRow('ND', 6, 'N.D. Cent. Code § 28-01-16(4)', 'self-law.org, § 28-01-16 text; subro50.com', {
    minorTolling: MINORS.ND,
  }),
  propertyRow('NE', 4, 'Neb. Rev. Stat. § 25-207', 'subro50.com', { minorTolling: MINORS.NE }),
  propertyRow('NH', 3, 'N.H. Rev. Stat. Ann. § 508:4', 'subro50.com; nolo.com', { minorTolling: MINORS.NH }),
  propertyRow('NJ', 6, 'N.J. Stat. Ann. § 2A:14-1', 'statutes-of-limitations.com', { minorTolling: MINORS.NJ }),
  propertyRow('NM', 4, 'N.M. Stat. Ann. § 37-1-4', 'subro50.com', { minorTolling: MINORS.NM }),
  propertyRow('NV', 3, 'Nev. Rev. Stat. § 11.190(3)', 'subro50.com', { minorTolling: NV_NOT_SETTLED }),
  propertyRow('OH', 2, 'Ohio Rev. Code § 2305.10(A)', 'statutes-of-limitations.com', { minorTolling: MINORS.OH }),
  propertyRow('OK', 2, 'Okla. Stat. tit. 12, § 95(A)(3)', 'casetext.com, § 95 text', { minorTolling: MINORS.OK }),
  propertyRow('OR', 6, 'Or. Rev. Stat. § 12.080', 'subro50.com', { minorTolling: TOLLED.OR }),
  propertyRow('PA', 2, '42 Pa. Cons. Stat. § 5524', 'subro50.com', { minorTolling: TOLLED.PA }),
  propertyRow('RI', 10, 'R.I. Gen. Laws § 9-1-13', 'subro50.com', { minorTolling: MINORS.RI }),
  propertyRow('SC', 3, 'S.C. Code Ann. § 15-3-530(4)', 'kloklaw.com', { minorTolling: TOLLED.SC }),
  propertyRow('SD', 6, 'S.D. Codified Laws § 15-2-13', 'subro50.com', { minorTolling: MINORS.SD }),
  propertyRow('TN', 3, 'Tenn. Code Ann. § 28-3-105', 'subro50.com', { minorTolling: TOLLED.TN }),
  propertyRow('UT', 3, 'Utah Code Ann. § 78B-2-305', 'subro50.com', {
    minorTolling: TOLLED.UT,
    detail:
      'Injuring personal property: 3 years. From 2023-05-03 damage to a motor vehicle or from an accident involving one has ' +
      '4 years (§ 78B-2-307(3)): motor vehicle, truck and motorcycle cases get that row; a pedestrian or bicycle case keeps ' +
      'this earlier date.',
  }),
  propertyRow('UT', 4, 'Utah Code Ann. § 78B-2-307(3)', 'le.utah.gov, § 78B-2-307 (effective 2023-05-03) and § 78B-2-305 text', {
    minorTolling: TOLLED.UT,
    caseTypes: MOTOR_VEHICLE,
    effectiveFrom: '2023-05-03',
    detail:
      '"for a claim involving personal property damage to the aggrieved party\'s motor vehicle ... or personal property from an ' +
      'accident involving a motor vehicle": 4 years (Laws of Utah 2023, ch. 185, in force 2023-05-03; § 78B-2-305 refers such ' +
      'claims to it). Accidents before that day keep the 3 years of § 78B-2-305.',
  }),
  propertyRow('VA', 5, 'Va. Code Ann. § 8.01-243(B)', 'statutes.laws.com', { minorTolling: TOLLED.VA }),
  propertyRow('VT', 3, 'Vt. Stat. Ann. tit. 12, § 512', 'subro50.com', { minorTolling: MINORS.VT }),
  propertyRow('WA', 3, 'Wash. Rev. Code § 4.16.080(2)', 'subro50.com', { minorTolling: TOLLED.WA }),
  propertyRow('WI', 6, 'Wis. Stat. § 893.52(1)', 'wisciviljusticecouncil.org on 2015 Wis. Act 133', {
    detail: 'Injury to real or personal property: 6 years (motor vehicle accidents from 2016-02-06 have their own row).',
    minorTolling: MINORS.WI,
  }),
  propertyRow('WI', 3, 'Wis. Stat. § 893.52(2)', 'docs.legis.wisconsin.gov, § 893.52(2) text', {
    caseTypes: MOTOR_VEHICLE,
    effectiveFrom: '2016-02-06',
    minorTolling: MINORS.WI,
    detail:
      'Property damage arising from an accident involving a motor vehicle: 3 years, for accidents from 2016-02-06 (2015 Wis. Act 133).',
  }),
  propertyRow('WV', 2, 'W. Va. Code § 55-2-12(a)', 'statutes-of-limitations.com', { minorTolling: MINORS.WV }),
  propertyRow('WY', 4, 'Wyo. Stat. Ann. § 1-3-105(a)(iv)(B)', 'statutes.laws-info.com', { minorTolling: MINORS.WY }),
];
