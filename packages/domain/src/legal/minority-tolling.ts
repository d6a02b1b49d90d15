// The general minority tolling statutes read on MINORITY_TOLLING_VERIFIED_ON (or on a row's own `verifiedOn`), shared
// by the general injury, product liability and property damage rows whose periods they extend; docs/legal-rules.md
// gives the page read for each.
import type { IsoDate } from '../shared/iso-date.js';
import type { LegalPeriod } from './calendar.js';
import type { UsJurisdiction } from './jurisdictions.js';
import type { MinorTolling } from './limitation-types.js';

/** The day the tolling statutes below were read. */
export const MINORITY_TOLLING_VERIFIED_ON: IsoDate = '2026-11-27';

/** The day the statutes of CT, ID, MO, RI and WY were read (their rows carry it as `verifiedOn`). */
export const MINORITY_TOLLING_READ_AGAIN_ON: IsoDate = '2026-11-28';

/** The day Montana's § 27-2-401(1) was applied from the holdings of two decisions (the MT entry's `verifiedOn`). */
export const MT_MINORITY_TOLLING_READ_ON: IsoDate = '2026-11-29';

export type TollingOptions = {
  /** Years from accrual that no tolling may pass (null: the text was read and sets none; absent: not read for one). */
  maxYearsFromAccrual?: number | null;
  capCitation?: string;
  /** The most time after majority the tolling gives (see `MinorTolling.maxAfterMajority`). */
  maxAfterMajority?: LegalPeriod;
  /** The most time minority may add to the period (see `MinorTolling.maxTolled`). */
  maxTolled?: LegalPeriod;
  /** The day the statute was read, when not MINORITY_TOLLING_VERIFIED_ON. */
  verifiedOn?: IsoDate;
};

/** A tolling statute read and found to run the period from majority, with the limits it sets (`options`). */
export function tolling(citation: string, ageOfMajority: number, note: string, options: TollingOptions = {}): MinorTolling {
  return {
    ageOfMajority,
    rule: 'tolled_until_majority',
    citation,
    verified: true,
    ...(options.maxYearsFromAccrual !== undefined ? { maxYearsFromAccrual: options.maxYearsFromAccrual } : {}),
    ...(options.capCitation ? { capCitation: options.capCitation } : {}),
    ...(options.maxAfterMajority ? { maxAfterMajority: options.maxAfterMajority } : {}),
    ...(options.maxTolled ? { maxTolled: options.maxTolled } : {}),
    ...(options.verifiedOn ? { verifiedOn: options.verifiedOn } : {}),
    note,
  };
}

/** A limitation section read and found to run against minors: the period counts from the incident. */
export function noTolling(citation: string, note: string, verifiedOn: IsoDate): MinorTolling {
  return { ageOfMajority: 18, rule: 'none', citation, verified: true, verifiedOn, note };
}

/**
 * A state's general tolling statute for minors, for the rows whose limitation section it covers (each statute applies
 * to the actions of its chapter or part: injury to the person and to personal property, and product liability claims
 * brought under the same sections). Medical malpractice, wrongful death and government claims keep their own rows'
 * tolling: their statutes carry minor provisions of their own, not yet read. Connecticut has no such statute: its row
 * says so for the section (§ 52-584) that runs against minors.
 */
export const GENERAL_MINORITY_TOLLING = {
  AK: tolling(
    'Alaska Stat. § 09.10.140(a)',
    18,
    'The time under the age of majority is not part of the period for an action under ch. 09.10, but the period is never ' +
      'extended longer than 2 years after the disability ceases. Subsection (c) (children under 8) was held ' +
      'unconstitutional (Sands v. Green, 156 P.3d 1130 (Alaska 2007)). Majority taken as 18 (Alaska Stat. § 25.20.010, ' +
      'not read; a later age would only give a later date).',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 2 } },
  ),
  CT: noTolling(
    'Conn. Gen. Stat. § 52-584',
    'No general minority tolling: § 52-584 (current text, last amended by P.A. 19-98) has no exception for minors, ' +
      'and its annotation reads "Provides no exceptions for minors or insane persons" (3 Conn. App. 602); Lametta v. ' +
      'Connecticut Light & Power Co., 139 Conn. 218 (1952): the statute before it ("There is no provision exempting ' +
      'infants") cannot be read to embody an exception by implication for an unemancipated minor. The period runs ' +
      'from the incident.',
    MINORITY_TOLLING_READ_AGAIN_ON,
  ),
  HI: tolling(
    'Haw. Rev. Stat. § 657-13',
    18,
    'A person under 18 when the claim accrued may sue "within the respective times limited in this part, after the ' +
      'disability is removed" (§ 657-13(1) as quoted in Jones v. State, 58 Haw. 101 (1977), the age cut from 20 to 18 ' +
      'by Act 2, SLH 1972; applied in Kahale v. City & County of Honolulu, 104 Haw. 341 (2004)). The current text was ' +
      'not read for an outer limit.',
  ),
  ID: tolling(
    'Idaho Code § 5-230',
    18,
    'A person "under the age of majority" when an action other than for real property accrued: "The time of such ' +
      'disability is not a part of the time limited for the commencement of the action", but it "shall not be tolled ' +
      'for a period of more than six (6) years on account of minority" (text as amended 1993; upheld in Gomersall v. ' +
      "St. Luke's Regional Medical Center (Idaho 2021)). Minors are persons under 18 (Idaho Code § 32-101).",
    { maxTolled: { years: 6 }, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
  ),
  ME: tolling(
    'Me. Rev. Stat. tit. 14, § 853',
    18,
    'Actions under §§ 752 to 754 brought by a minor "may be brought within the times limited herein after the ' +
      'disability is removed"; no outer limit. Majority taken as 18 (a later age would only give a later date). ' +
      'Medical malpractice (tit. 24, § 2902) has minor provisions of its own.',
    { maxYearsFromAccrual: null },
  ),
  MO: tolling(
    'Mo. Rev. Stat. § 516.170',
    21,
    'Except as provided in § 516.105 (medical malpractice), a person "within the age of twenty-one years" when the ' +
      'cause of action accrued "shall be at liberty to bring such actions within the respective times in sections ' +
      '516.100 to 516.370 limited after such disability is removed" (text as amended by H.B. 974 of 1990, the same as ' +
      "quoted from RSMo 1994 in Gleitz v. St. John's Mercy Medical Center (Mo. Ct. App. 1996)); no outer limit. The " +
      'whole period runs from the 21st birthday, though a person of 18 may sue (Crawford v. Fenton, 701 S.W.2d 772 ' +
      '(Mo. Ct. App. 1985)). Wrongful death (§ 537.100) is outside chapter 516 and keeps its own row.',
    { maxYearsFromAccrual: null, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
  ),
  MT: tolling(
    'Mont. Code Ann. § 27-2-401(1)',
    18,
    'Livingston v. Livingston, 756 P.2d 1172 (Mont. 1988): a girl hurt at 12 sued 2 years 11½ months after her 18th ' +
      'birthday; the district court "ordered the complaint be dismissed because more than one year had passed from the ' +
      'time plaintiff achieved majority to filing of the complaint", and the Supreme Court affirmed the decision "that ' +
      'her claim in damages was barred by the statute of limitations, Section 27-2-401(1), MCA". Smith v. Sturm, Ruger & Co. (Mont. 1982), a minor\'s ' +
      'product claim: the period is the 3 years of § 27-2-204(1) and "all parties agree that section 27-2-401(1) ' +
      'controls", the question being "1 year or 3 years after attaining majority". So the later of the 3 years from the ' +
      'incident and one year after the 18th birthday. The text of § 27-2-401 itself was not read (its quotation in Smith ' +
      'is cut off in every copy found): check it.',
    { maxAfterMajority: { years: 1 }, verifiedOn: MT_MINORITY_TOLLING_READ_ON },
  ),
  NE: tolling(
    'Neb. Rev. Stat. § 25-213',
    21,
    'A person "within the age of twenty years" (under 21: Carruth v. State, 271 Neb. 433 (2006)) may bring an action ' +
      'under Chapter 25 "within the respective times limited by Chapter 25 after such disability is removed"; the ' +
      'limit of ten years after the disability is for actions on land only. The product repose of § 25-224(2) is not ' +
      'tolled (Budler v. General Motors Corp., 268 Neb. 998 (2004)).',
    { maxYearsFromAccrual: null },
  ),
  ND: tolling(
    'N.D. Cent. Code § 28-01-25',
    18,
    'The time under 18 is not part of the period, but it "cannot be extended in any case longer than one year after the ' +
      'disability ceases"; in professional malpractice cases infancy extends the period by at most twelve years.',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 } },
  ),
  NH: tolling(
    'N.H. Rev. Stat. Ann. § 508:8',
    18,
    'An infant "may bring a personal action within two years after such disability is removed" (RSA 508:8 as quoted in ' +
      'Norton v. Patten, 125 N.H. 413 (1984), which applied it with majority at 18 (RSA 21-B:1): the action was due ' +
      'before the 20th birthday). The later of the 3 years of § 508:4(I) and two years after majority; the current ' +
      'text was not read for an outer limit. Medical injury and death actions keep their own rows.',
    { maxAfterMajority: { years: 2 } },
  ),
  NJ: tolling(
    'N.J. Stat. Ann. § 2A:14-21',
    18,
    'A person "under the age of 18 years" when an action of N.J.S. 2A:14-1 to 2A:14-8 or 2A:14-16 to 2A:14-20 accrues ' +
      '"may commence the action ... within the time as limited by those statutes, after reaching majority" (text as ' +
      'amended 2013); no outer limit. § 2A:14-2 (personal injury and product actions) is among them; a medical malpractice ' +
      'action for injuries sustained at birth must be brought before the 13th birthday, and death actions (§ 2A:31-3) are ' +
      'outside the list.',
    { maxYearsFromAccrual: null, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
  ),
  NM: tolling(
    'N.M. Stat. Ann. § 37-1-10',
    18,
    'Periods of ch. 37, art. 1 are "extended so that they shall have one year from and after the termination of such ' +
      'incapacity": the later of one year after majority and the period from the accident (Gomez v. Chavarria, ' +
      '2009-NMCA-035). Majority at 18 (N.M. Stat. Ann. § 28-6-1(A)).',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 } },
  ),
  OH: tolling(
    'Ohio Rev. Code § 2305.16',
    18,
    'Unless those sections provide otherwise, a person entitled to bring an action of §§ 1302.98, 1304.35 or 2305.04 to ' +
      '2305.14 who is "within the age of minority" when it accrues "may bring it within the respective times limited by ' +
      'those sections, after the disability is removed" (as quoted from codes.ohio.gov); no outer limit. § 2305.10 ' +
      '(bodily injury, product liability, property) is among them. Minority taken as under 18 (§ 3109.01, not read; a ' +
      'later age would only give a later date).',
    { maxYearsFromAccrual: null, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
  ),
  OK: tolling(
    'Okla. Stat. tit. 12, § 96',
    18,
    'A person under a legal disability when the claim accrued "shall be entitled to bring such action within one (1) ' +
      'year after such disability shall be removed" (as quoted; the rest of the section, on medical malpractice, was ' +
      'not read); minors are persons under 18 (Okla. Stat. tit. 15, § 13). It does not extend Governmental Tort ' +
      'Claims Act periods (Johns v. Wynnewood School Bd. of Educ., 1982 OK 101).',
    { maxAfterMajority: { years: 1 } },
  ),
  RI: tolling(
    'R.I. Gen. Laws § 9-1-19',
    18,
    'A person "under the age of eighteen (18) years" when the cause of action accrued "may bring the cause of action, ' +
      'within the time limited under this chapter, after the impediment is removed" (text as amended 2001); no outer ' +
      "limit. Applied to § 9-1-14(b) in Rachal v. O'Neil, 925 A.2d 920 (R.I. 2007); medical malpractice keeps the minor " +
      "provision of § 9-1-14.1 (Bakalakis v. Women & Infants' Hosp., 619 A.2d 1105 (R.I. 1993)).",
    { maxYearsFromAccrual: null, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
  ),
  SD: tolling(
    'S.D. Codified Laws § 15-2-22',
    18,
    'The time of minority is not part of the period, but it cannot "be extended in any case longer than one year after ' +
      'the disability ceases": the later of the period from the incident and one year after the 18th birthday ' +
      '(Crisp v. Schultis, 507 N.W.2d 567 (S.D. 1993)).',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 1 } },
  ),
  VT: tolling(
    'Vt. Stat. Ann. tit. 12, § 551(a)',
    18,
    'A minor when the cause of action accrues "may bring such action within the times in this chapter respectively ' +
      'limited, after the disability is removed" (current text, as amended 2013); no outer limit. Only actions of ' +
      "tit. 12, ch. 23 (§ 512 among them), not periods set elsewhere (Pike v. Chuck's Willoughby (Vt. 2006): not the " +
      'Dram Shop Act). Majority taken as 18 (1 V.S.A. § 173, not read; a later age would only give a later date).',
    { maxYearsFromAccrual: null },
  ),
  WI: tolling(
    'Wis. Stat. § 893.16(1)',
    18,
    'Under 18 at accrual, except actions against health care providers: "the action may be commenced within 2 years ' +
      'after the disability ceases"; this never shortens a period (§ 893.16(2)).',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 2 } },
  ),
  WV: tolling(
    'W. Va. Code § 55-2-15',
    18,
    'An infant may bring a personal action "within the like number of years after his or her becoming of full age", ' +
      '"except that it shall in no case be brought after 20 years from the time when the right accrues"; minors are ' +
      'persons under 18 (W. Va. Code § 2-2-10).',
    { maxYearsFromAccrual: 20, capCitation: 'W. Va. Code § 55-2-15' },
  ),
  WY: tolling(
    'Wyo. Stat. Ann. § 1-3-114',
    18,
    'A person who is "a minor or subject to any other legal disability" when the cause of action accrues (professional ' +
      'and health care actions and penalties excepted) "may bring the action within three (3) years after the ' +
      'disability is removed or within any other statutory period of limitation, whichever is greater"; no limit from ' +
      'accrual. (§ 1-3-106, cited before, is on when fraud and taking claims accrue.) Majority at 18 (Wyo. Stat. Ann. ' +
      '§ 14-1-101). It does not reach the wrongful death period (Corkill v. Knowles, 955 P.2d 438 (Wyo. 1998)).',
    { maxYearsFromAccrual: null, maxAfterMajority: { years: 3 }, verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON },
  ),
} as const satisfies Partial<Record<UsJurisdiction, MinorTolling>>;
