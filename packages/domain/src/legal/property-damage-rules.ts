// Property damage periods (a client's car or other personal property damaged in the incident), each confirmed on
// PROPERTY_DAMAGE_VERIFIED_ON by a page read; docs/legal-rules.md gives the page for each row. California, New York
// and Texas have theirs in limitation-rules.ts. Colorado's row and one each of Wisconsin's and Utah's apply to motor vehicle cases only
// (`caseTypes`); Alabama and Florida have none (the period depends on the theory of the claim).
import type { CaseTypeCode } from '../cases/case-types.js';
import type { IsoDate } from '../shared/iso-date.js';
import { LEGAL_TABLE_COVERAGE_START, type UsJurisdiction } from './jurisdictions.js';
import type { LimitationRule, MinorTolling, StatuteOfRepose } from './limitation-types.js';
import { GENERAL_MINORITY_TOLLING as MINORS } from './minority-tolling.js';

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
  /** The state's general minority tolling statute, where it was read and covers the row's section. */
  minorTolling?: MinorTolling;
  /** Leave the row unverified, saying what must be checked (a version of the statute not read). */
  unverified?: string;
};

/**
 * A verified property damage row: counted from the incident unless the row says otherwise; minority tolling the
 * state's general statute where it was read (`minority-tolling.ts`), else not on file (never applied); the notice of
 * claim to a government is the general row's.
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
  propertyRow('AR', 3, 'Ark. Code Ann. § 16-56-105', 'products50.com'),
  propertyRow('AZ', 2, 'Ariz. Rev. Stat. § 12-542(3)', 'uslegalforms.com, A.R.S. § 12-542 text; nolo.com'),
  propertyRow('CO', 3, 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)', 'casetext.com', {
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
  propertyRow('DC', 3, 'D.C. Code § 12-301', 'products50.com'),
  propertyRow('DE', 2, 'Del. Code Ann. tit. 10, § 8107', 'subro50.com'),
  propertyRow('GA', 4, 'Ga. Code Ann. §§ 9-3-31, 9-3-32', 'subro50.com'),
  propertyRow('HI', 2, 'Haw. Rev. Stat. § 657-7', 'subro50.com', { minorTolling: MINORS.HI }),
  propertyRow('IA', 5, 'Iowa Code § 614.1', 'subro50.com'),
  propertyRow('ID', 3, 'Idaho Code § 5-218', 'subro50.com', { minorTolling: MINORS.ID }),
  propertyRow('IL', 5, '735 ILCS 5/13-205', 'subro50.com'),
  propertyRow('IN', 2, 'Ind. Code § 34-11-2-4', 'subro50.com'),
  propertyRow('KS', 2, 'Kan. Stat. Ann. § 60-513(a)(2)', 'ksrevisor.org'),
  propertyRow('KY', 2, 'Ky. Rev. Stat. § 413.125', 'products50.com; nolo.com', {
    detail:
      'Taking, detaining or injuring personal property, in tort or contract: 2 years. A motor vehicle accident may give ' +
      'later: 2 years from the last reparation payment (Ky. Rev. Stat. § 304.39-230(6)); this row gives the earlier date.',
  }),
  propertyRow('LA', 1, 'La. Civ. Code art. 3492 (repealed by Acts 2024, No. 423)', 'legiplex.com, Act 423 enrolled text', {
    detail:
      'Delictual actions (damage to a movable such as a vehicle) arising on or before 2024-07-01: 1 year from the day the damage is sustained.',
  }),
  propertyRow('LA', 2, 'La. Civ. Code art. 3493.1 (enacted as art. 3493.11 by Acts 2024, No. 423)', 'legiplex.com, Act 423 enrolled text', {
    effectiveFrom: '2024-07-02',
    detail:
      'Delictual actions arising after 2024-07-01 (Act 423 § 3): 2 years from the day the damage is sustained; a claim arising ' +
      'on 2024-07-01 itself is given the old one-year rule, the safe reading.',
  }),
  propertyRow('MA', 3, 'Mass. Gen. Laws ch. 260, § 2A', 'subro50.com'),
  propertyRow('MD', 3, 'Md. Code, Cts. & Jud. Proc. § 5-101', 'subro50.com'),
  propertyRow('ME', 6, 'Me. Rev. Stat. tit. 14, § 752', 'subro50.com', { minorTolling: MINORS.ME }),
  propertyRow('MI', 3, 'Mich. Comp. Laws § 600.5805(2)', 'nolo.com quoting § 600.5805; findlaw.com', {
    detail:
      'Injury to a person or property: 3 years. Michigan no-fault limits what vehicle damage can be sued for (Mich. Comp. Laws § 500.3135).',
  }),
  propertyRow('MN', 6, 'Minn. Stat. § 541.05', 'subro50.com'),
  propertyRow('MO', 5, 'Mo. Rev. Stat. § 516.120(4)', 'statutes-of-limitations.com', { minorTolling: MINORS.MO }),
  propertyRow('MS', 3, 'Miss. Code Ann. § 15-1-49', 'subro50.com; nolo.com'),
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
  propertyRow('NC', 3, 'N.C. Gen. Stat. § 1-52', 'subro50.com'),
  propertyRow('ND', 6, 'N.D. Cent. Code § 28-01-16(4)', 'self-law.org, § 28-01-16 text; subro50.com', {
    minorTolling: MINORS.ND,
  }),
  propertyRow('NE', 4, 'Neb. Rev. Stat. § 25-207', 'subro50.com', { minorTolling: MINORS.NE }),
  propertyRow('NH', 3, 'N.H. Rev. Stat. Ann. § 508:4', 'subro50.com; nolo.com', { minorTolling: MINORS.NH }),
  propertyRow('NJ', 6, 'N.J. Stat. Ann. § 2A:14-1', 'statutes-of-limitations.com', { minorTolling: MINORS.NJ }),
  propertyRow('NM', 4, 'N.M. Stat. Ann. § 37-1-4', 'subro50.com', { minorTolling: MINORS.NM }),
  propertyRow('NV', 3, 'Nev. Rev. Stat. § 11.190(3)', 'subro50.com'),
  propertyRow('OH', 2, 'Ohio Rev. Code § 2305.10(A)', 'statutes-of-limitations.com', { minorTolling: MINORS.OH }),
  propertyRow('OK', 2, 'Okla. Stat. tit. 12, § 95(A)(3)', 'casetext.com, § 95 text', { minorTolling: MINORS.OK }),
  propertyRow('OR', 6, 'Or. Rev. Stat. § 12.080', 'subro50.com'),
  propertyRow('PA', 2, '42 Pa. Cons. Stat. § 5524', 'subro50.com'),
  propertyRow('RI', 10, 'R.I. Gen. Laws § 9-1-13', 'subro50.com', { minorTolling: MINORS.RI }),
  propertyRow('SC', 3, 'S.C. Code Ann. § 15-3-530(4)', 'kloklaw.com'),
  propertyRow('SD', 6, 'S.D. Codified Laws § 15-2-13', 'subro50.com', { minorTolling: MINORS.SD }),
  propertyRow('TN', 3, 'Tenn. Code Ann. § 28-3-105', 'subro50.com'),
  propertyRow('UT', 3, 'Utah Code Ann. § 78B-2-305', 'subro50.com', {
    detail:
      'Injuring personal property: 3 years. From 2023-05-03 damage to a motor vehicle or from an accident involving one has ' +
      '4 years (§ 78B-2-307(3)): motor vehicle, truck and motorcycle cases get that row; a pedestrian or bicycle case keeps ' +
      'this earlier date.',
  }),
  propertyRow('UT', 4, 'Utah Code Ann. § 78B-2-307(3)', 'le.utah.gov, § 78B-2-307 (effective 2023-05-03) and § 78B-2-305 text', {
    caseTypes: MOTOR_VEHICLE,
    effectiveFrom: '2023-05-03',
    detail:
      '"for a claim involving personal property damage to the aggrieved party\'s motor vehicle ... or personal property from an ' +
      'accident involving a motor vehicle": 4 years (Laws of Utah 2023, ch. 185, in force 2023-05-03; § 78B-2-305 refers such ' +
      'claims to it). Accidents before that day keep the 3 years of § 78B-2-305.',
  }),
  propertyRow('VA', 5, 'Va. Code Ann. § 8.01-243(B)', 'statutes.laws.com'),
  propertyRow('VT', 3, 'Vt. Stat. Ann. tit. 12, § 512', 'subro50.com', { minorTolling: MINORS.VT }),
  propertyRow('WA', 3, 'Wash. Rev. Code § 4.16.080(2)', 'subro50.com'),
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
