// Property damage periods (a client's car or other personal property damaged in the incident), each confirmed on
// PROPERTY_DAMAGE_VERIFIED_ON by a page read; docs/legal-rules.md gives the page for each row. California, New York
// and Texas have theirs in limitation-rules.ts; Colorado and Wisconsin (a separate motor-vehicle period whose effective
// date was not read) and Montana (two statutes, courts take the longer) have no row.
import type { IsoDate } from '../shared/iso-date.js';
import { LEGAL_TABLE_COVERAGE_START, type UsJurisdiction } from './jurisdictions.js';
import type { LimitationRule } from './limitation-types.js';

/** The day the property damage rows below were read. */
export const PROPERTY_DAMAGE_VERIFIED_ON: IsoDate = '2026-11-27';

/**
 * A verified property damage row: counted from the incident; minority tolling not on file (never applied); the notice
 * of claim to a government is the general row's.
 */
function propertyRow(jurisdiction: UsJurisdiction, years: number, citation: string, readAt: string): LimitationRule {
  return {
    jurisdiction,
    claimType: 'property_damage',
    period: { years },
    clockStarts: 'incident',
    minorTolling: {
      ageOfMajority: 18,
      rule: 'limited',
      verified: false,
      note: 'Minority tolling not verified for property damage. Deadlines are computed without it (the earlier date).',
    },
    noticeOfClaim: null,
    citation,
    effectiveFrom: LEGAL_TABLE_COVERAGE_START,
    verifiedOn: PROPERTY_DAMAGE_VERIFIED_ON,
    verified: true,
    note: `Damage to personal property (a vehicle): ${years} years. Checked on ${PROPERTY_DAMAGE_VERIFIED_ON} (${readAt}).`,
  };
}

/** Ordered by jurisdiction. */
export const PROPERTY_DAMAGE_RULES: readonly LimitationRule[] = [
  propertyRow('AR', 3, 'Ark. Code Ann. § 16-56-105', 'products50.com'),
  propertyRow('DC', 3, 'D.C. Code § 12-301', 'products50.com'),
  propertyRow('DE', 2, 'Del. Code Ann. tit. 10, § 8107', 'subro50.com'),
  propertyRow('GA', 4, 'Ga. Code Ann. §§ 9-3-31, 9-3-32', 'subro50.com'),
  propertyRow('HI', 2, 'Haw. Rev. Stat. § 657-7', 'subro50.com'),
  propertyRow('IA', 5, 'Iowa Code § 614.1', 'subro50.com'),
  propertyRow('ID', 3, 'Idaho Code § 5-218', 'subro50.com'),
  propertyRow('IL', 5, '735 ILCS 5/13-205', 'subro50.com'),
  propertyRow('IN', 2, 'Ind. Code § 34-11-2-4', 'subro50.com'),
  propertyRow('KS', 2, 'Kan. Stat. Ann. § 60-513(a)(2)', 'ksrevisor.org'),
  propertyRow('MA', 3, 'Mass. Gen. Laws ch. 260, § 2A', 'subro50.com'),
  propertyRow('MD', 3, 'Md. Code, Cts. & Jud. Proc. § 5-101', 'subro50.com'),
  propertyRow('ME', 6, 'Me. Rev. Stat. tit. 14, § 752', 'subro50.com'),
  propertyRow('MN', 6, 'Minn. Stat. § 541.05', 'subro50.com'),
  propertyRow('MO', 5, 'Mo. Rev. Stat. § 516.120(4)', 'statutes-of-limitations.com'),
  propertyRow('NC', 3, 'N.C. Gen. Stat. § 1-52', 'subro50.com'),
  propertyRow('NE', 4, 'Neb. Rev. Stat. § 25-207', 'subro50.com'),
  propertyRow('NJ', 6, 'N.J. Stat. Ann. § 2A:14-1', 'statutes-of-limitations.com'),
  propertyRow('NM', 4, 'N.M. Stat. Ann. § 37-1-4', 'subro50.com'),
  propertyRow('NV', 3, 'Nev. Rev. Stat. § 11.190(3)', 'subro50.com'),
  propertyRow('OH', 2, 'Ohio Rev. Code § 2305.10(A)', 'statutes-of-limitations.com'),
  propertyRow('OR', 6, 'Or. Rev. Stat. § 12.080', 'subro50.com'),
  propertyRow('PA', 2, '42 Pa. Cons. Stat. § 5524', 'subro50.com'),
  propertyRow('RI', 10, 'R.I. Gen. Laws § 9-1-13', 'subro50.com'),
  propertyRow('SC', 3, 'S.C. Code Ann. § 15-3-530(4)', 'kloklaw.com'),
  propertyRow('SD', 6, 'S.D. Codified Laws § 15-2-13', 'subro50.com'),
  propertyRow('TN', 3, 'Tenn. Code Ann. § 28-3-105', 'subro50.com'),
  propertyRow('UT', 3, 'Utah Code Ann. § 78B-2-305', 'subro50.com'),
  propertyRow('VA', 5, 'Va. Code Ann. § 8.01-243(B)', 'statutes.laws.com'),
  propertyRow('VT', 3, 'Vt. Stat. Ann. tit. 12, § 512', 'subro50.com'),
  propertyRow('WA', 3, 'Wash. Rev. Code § 4.16.080(2)', 'subro50.com'),
  propertyRow('WV', 2, 'W. Va. Code § 55-2-12(a)', 'statutes-of-limitations.com'),
  propertyRow('WY', 4, 'Wyo. Stat. Ann. § 1-3-105(a)(iv)(B)', 'statutes.laws-info.com'),
];
