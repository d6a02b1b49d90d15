// Statute-of-limitations and notice-of-claim rules per jurisdiction and claim type, as data with their sources.
import type { LegalPeriod } from './calendar.js';
import { LEGAL_RULES_REVIEWED_ON, LEGAL_TABLE_COVERAGE_START } from './jurisdictions.js';
import type { ClaimType, LimitationJurisdiction, LimitationRule, MinorTolling, NoticeOfClaim } from './limitation-types.js';

const ON = LEGAL_RULES_REVIEWED_ON;

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

/** Tolling we could not confirm: recorded as limited and unverified, so it is never applied. */
function tollingNotOnFile(where: string): MinorTolling {
  return {
    ageOfMajority: 18,
    rule: 'limited',
    verified: false,
    note: `Minority tolling not verified: check ${where}. Deadlines are computed without it (the earlier date).`,
  };
}

function notice(period: LegalPeriod, to: string, citation: string, note?: string): NoticeOfClaim {
  return { period, to, citation, verified: true, ...(note ? { note } : {}) };
}

function unverifiedNotice(period: LegalPeriod, to: string, citation: string, note: string): NoticeOfClaim {
  return { period, to, citation, verified: false, note };
}

type RowOptions = {
  clockStarts?: LimitationRule['clockStarts'];
  noticeOfClaim?: NoticeOfClaim | null;
  effectiveFrom?: string;
  note?: string;
  /** Leave the row unverified; `note` must say what to check. */
  unverified?: boolean;
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
    verifiedOn: verified ? ON : null,
    verified,
    ...(options.note ? { note: options.note } : {}),
  };
}

const gi = 'general_injury' as const;
const years = (count: number): LegalPeriod => ({ years: count });

// Notices shared by a state's general row and its government row.
const NY_NOTICE = notice(
  { days: 90 },
  'the public corporation (city, county, town, village, fire district or school district)',
  'N.Y. Gen. Mun. Law § 50-e(1)(a)',
  'A court may allow late notice (§ 50-e(5)); do not count on it.',
);
const CA_NOTICE = notice(
  { months: 6 },
  'the public entity (its clerk, secretary or governing body)',
  'Cal. Gov. Code § 911.2',
  'Suit is due 6 months after written rejection of the claim (Gov. Code § 945.6).',
);
const TX_NOTICE = notice(
  { months: 6 },
  'the governmental unit',
  'Tex. Civ. Prac. & Rem. Code § 101.101(a)',
  'A city charter or ordinance may require a shorter notice (§ 101.101(b)).',
);
const FL_NOTICE = unverifiedNotice(
  { years: 3 },
  'the agency and the Florida Department of Financial Services',
  'Fla. Stat. § 768.28(6)(a)',
  'Wrongful death and medical negligence: 2 years. Bills in 2024 (SB 472) and 2025 (HB 301) proposed cutting the 3 years to 18 months: check whether a later act changed § 768.28(6).',
);
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

const FTCA_TOLLING = notTolled('28 U.S.C. § 2401(b)', 'Minority does not toll the FTCA period.');

/**
 * Ordered by jurisdiction, claim type, then effectiveFrom. general_injury is on file for every jurisdiction; other
 * claim types only where the rule was confirmed (a missing row is "no rule on file", never a guess).
 */
export const LIMITATION_RULES: readonly LimitationRule[] = [
  row('AL', gi, years(2), 'Ala. Code § 6-2-38(l)', tolledWithCap('Ala. Code § 6-2-8(a)', 19, 20, 'Ala. Code § 6-2-8(a)'), {
    noticeOfClaim: notice({ months: 6 }, 'the municipality (sworn claim filed with the clerk)', 'Ala. Code § 11-47-23', 'Counties and the State follow other rules.'),
  }),
  row('AK', gi, years(2), 'Alaska Stat. § 09.10.070(a)', tollingNotOnFile('Alaska Stat. § 09.10.140')),
  row('AZ', gi, years(2), 'Ariz. Rev. Stat. § 12-542', tolledNoCap('Ariz. Rev. Stat. § 12-502'), { noticeOfClaim: AZ_NOTICE }),
  row('AZ', 'government_entity', years(1), 'Ariz. Rev. Stat. § 12-821', tollingNotOnFile('Ariz. Rev. Stat. § 12-502 as applied to public entities'), {
    noticeOfClaim: AZ_NOTICE,
  }),
  row('AR', gi, years(3), 'Ark. Code Ann. § 16-56-105', tollingNotOnFile('Ark. Code Ann. § 16-56-116')),
  row('CA', gi, years(2), 'Cal. Civ. Proc. Code § 335.1', tolled('Cal. Civ. Proc. Code § 352', 18, 'Does not extend the 6-month government claim.'), {
    noticeOfClaim: CA_NOTICE,
  }),
  row('CA', 'medical_malpractice', years(1), 'Cal. Civ. Proc. Code § 340.5', limited('Cal. Civ. Proc. Code § 340.5', 'A minor under 6 has 3 years or until the 8th birthday, whichever is later.'), {
    clockStarts: 'discovery',
    noticeOfClaim: CA_NOTICE,
    note: '1 year from discovery or 3 years from injury, whichever comes first; 90-day notice of intent to sue (§ 364) may extend it.',
  }),
  row('CA', 'product_liability', years(2), 'Cal. Civ. Proc. Code § 335.1', tolled('Cal. Civ. Proc. Code § 352'), { noticeOfClaim: CA_NOTICE }),
  row('CA', 'wrongful_death', years(2), 'Cal. Civ. Proc. Code § 335.1', tollingNotOnFile('Cal. Civ. Proc. Code § 352 as applied to minor heirs'), {
    clockStarts: 'death',
    noticeOfClaim: CA_NOTICE,
  }),
  row('CA', 'property_damage', years(3), 'Cal. Civ. Proc. Code § 338(c)(1)', tolled('Cal. Civ. Proc. Code § 352'), { noticeOfClaim: CA_NOTICE }),
  row('CO', gi, years(2), 'Colo. Rev. Stat. § 13-80-102(1)(a)', limited('Colo. Rev. Stat. § 13-81-103', 'No tolling while the minor has a parent or legal representative; otherwise two years after one is appointed or the minor comes of age.'), {
    noticeOfClaim: notice({ days: 182 }, "the public entity's governing body or attorney (the Attorney General for the State)", 'Colo. Rev. Stat. § 24-10-109(1)', 'Counted from discovery of the injury.'),
    note: 'Motor vehicle injury claims have 3 years (Colo. Rev. Stat. § 13-80-101(1)(n)); this row gives the earlier general-negligence date.',
  }),
  row('CT', gi, years(2), 'Conn. Gen. Stat. § 52-584', tollingNotOnFile('Connecticut law (no general minority tolling for negligence is known)'), {
    clockStarts: 'discovery',
    note: 'Two years from when the injury is sustained or discovered, and never more than three years from the act. Notice rules for municipal highway defects (§ 13a-149) and State claims (§ 4-148) are not on file.',
  }),
  row('DE', gi, years(2), 'Del. Code Ann. tit. 10, § 8119', tollingNotOnFile('Del. Code Ann. tit. 10, § 8116')),
  row('DC', gi, years(3), 'D.C. Code § 12-301(8)', tolled('D.C. Code § 12-302(a)'), {
    noticeOfClaim: notice({ months: 6 }, 'the Mayor of the District of Columbia', 'D.C. Code § 12-309'),
  }),
  row('FL', gi, years(4), 'Fla. Stat. § 95.11(3)(a) (2022)', limited('Fla. Stat. § 95.051(1)(h)', 'Minority tolls only while the minor has no parent or guardian, or one with an adverse interest.'), {
    noticeOfClaim: FL_NOTICE,
    note: 'Negligence claims that accrued on or before 2023-03-24.',
  }),
  row('FL', gi, years(2), 'Fla. Stat. § 95.11(4)(a); ch. 2023-15, Laws of Fla. (HB 837)', limited('Fla. Stat. § 95.051(1)(h)', 'Minority tolls only while the minor has no parent or guardian, or one with an adverse interest.'), {
    effectiveFrom: '2023-03-25',
    noticeOfClaim: FL_NOTICE,
    note: 'Negligence claims accruing after 2023-03-24.',
  }),
  row('FL', 'government_entity', years(4), 'Fla. Stat. § 768.28(14)', tollingNotOnFile('Fla. Stat. § 95.051'), {
    noticeOfClaim: FL_NOTICE,
    unverified: true,
    note: 'Check that § 768.28(14) still gives 4 years for negligence claims against the State after the 2023 reform; wrongful death and medical negligence: 2 years.',
  }),
  row('FL', 'wrongful_death', years(2), 'Fla. Stat. § 95.11', limited('Fla. Stat. § 95.051(1)(h)', 'Minority tolls only while the minor has no parent or guardian.'), {
    clockStarts: 'death',
    noticeOfClaim: FL_NOTICE,
    unverified: true,
    note: 'Two years from death; check the paragraph of § 95.11 after the 2023 renumbering.',
  }),
  row('GA', gi, years(2), 'Ga. Code Ann. § 9-3-33', tolledNoCap('Ga. Code Ann. § 9-3-90(b)'), {
    noticeOfClaim: notice({ months: 6 }, 'the governing authority of the municipality', 'Ga. Code Ann. § 36-33-5', 'Counties: 12 months (§ 36-11-1); the State: 12 months (§ 50-21-26).'),
  }),
  row('HI', gi, years(2), 'Haw. Rev. Stat. § 657-7', tollingNotOnFile('Haw. Rev. Stat. § 657-13'), {
    noticeOfClaim: unverifiedNotice({ years: 2 }, 'the county', 'Haw. Rev. Stat. § 46-72', 'Check the period and whether it still applies.'),
  }),
  row('ID', gi, years(2), 'Idaho Code § 5-219(4)', tollingNotOnFile('Idaho Code § 5-230'), {
    noticeOfClaim: notice({ days: 180 }, 'the clerk or secretary of the political subdivision (the Secretary of State for the State)', 'Idaho Code §§ 6-905, 6-906'),
  }),
  row('IL', gi, years(2), '735 ILCS 5/13-202', tolled('735 ILCS 5/13-211'), {
    note: 'Suits against local public entities and their employees: 1 year (see government_entity).',
  }),
  row('IL', 'government_entity', years(1), '745 ILCS 10/8-101(a)', tollingNotOnFile('745 ILCS 10/8-101'), {
    note: 'Local public entities and their employees. Claims against the State go to the Court of Claims (705 ILCS 505) and are not on file.',
  }),
  row('IN', gi, years(2), 'Ind. Code § 34-11-2-4', tolled('Ind. Code § 34-11-6-1'), {
    noticeOfClaim: notice({ days: 180 }, 'the political subdivision and the Indiana political subdivision risk management commission', 'Ind. Code § 34-13-3-8', 'Claims against the State: 270 days (§ 34-13-3-6). A minor or incapacitated claimant has 180 days after the disability ends (§ 34-13-3-9).'),
  }),
  row('IA', gi, years(2), 'Iowa Code § 614.1(2)', limited('Iowa Code § 614.8(2)', 'A minor has at least one year after reaching majority.')),
  row('KS', gi, years(2), 'Kan. Stat. Ann. § 60-513(a)(4)', limited('Kan. Stat. Ann. § 60-515(a)', 'Extended to one year after majority, never beyond eight years after the act.'), {
    note: 'Claims against a municipality need written notice before suit (Kan. Stat. Ann. § 12-105b(d)); not a separate deadline here.',
  }),
  row('KY', gi, years(1), 'Ky. Rev. Stat. § 413.140(1)(a)', tolled('Ky. Rev. Stat. § 413.170(1)'), {
    note: 'Motor vehicle claims under the Motor Vehicle Reparations Act have 2 years from the injury or the last PIP payment (Ky. Rev. Stat. § 304.39-230(6)); this row gives the earlier general date.',
  }),
  row('LA', gi, years(1), 'La. Civ. Code art. 3492 (repealed by Acts 2024, No. 423)', notTolled('La. Civ. Code art. 3468', 'Prescription runs against minors; the tutor sues for them.'), {
    note: 'Delictual actions arising on or before 2024-07-01.',
  }),
  row('LA', gi, years(2), 'La. Civ. Code art. 3493.1 (enacted as art. 3493.11 by Acts 2024, No. 423)', notTolled('La. Civ. Code art. 3468', 'Prescription runs against minors; the tutor sues for them.'), {
    effectiveFrom: '2024-07-02',
    note: 'Delictual actions arising after 2024-07-01 (Act 423 § 3); a claim arising on 2024-07-01 itself is given the old one-year rule, the safe reading.',
  }),
  row('ME', gi, years(6), 'Me. Rev. Stat. tit. 14, § 752', tollingNotOnFile('Me. Rev. Stat. tit. 14, § 853'), {
    noticeOfClaim: notice({ days: 180 }, 'the governmental entity (the agency and the Attorney General for the State)', 'Me. Rev. Stat. tit. 14, § 8107(1) (before P.L. 2019, c. 214)', 'Suit against a governmental entity: 2 years (§ 8110).'),
    note: 'Causes of action accrued before 2020-01-01 (the notice period was then 180 days).',
  }),
  row('ME', gi, years(6), 'Me. Rev. Stat. tit. 14, § 752', tollingNotOnFile('Me. Rev. Stat. tit. 14, § 853'), {
    effectiveFrom: '2020-01-01',
    noticeOfClaim: notice({ days: 365 }, 'the governmental entity (the agency and the Attorney General for the State)', 'Me. Rev. Stat. tit. 14, § 8107(1); P.L. 2019, c. 214', 'A minor may give notice within 365 days after turning 18 (§ 8107(2)). Suit against a governmental entity: 2 years (§ 8110).'),
    note: 'Causes of action accruing on or after 2020-01-01 (P.L. 2019, c. 214 § 3 lengthened the notice period to 365 days).',
  }),
  row('MD', gi, years(3), 'Md. Code, Cts. & Jud. Proc. § 5-101', tolled('Md. Code, Cts. & Jud. Proc. § 5-201'), {
    noticeOfClaim: unverifiedNotice({ years: 1 }, 'the county commissioners, county council or corporate authorities of the local government', 'Md. Code, Cts. & Jud. Proc. § 5-304', 'Local Government Tort Claims Act; check the period (formerly 180 days) and its effective date. Claims against the State: Md. Code, State Gov\'t § 12-106.'),
  }),
  row('MA', gi, years(3), 'Mass. Gen. Laws ch. 260, § 2A', tolled('Mass. Gen. Laws ch. 260, § 7'), { noticeOfClaim: MA_NOTICE }),
  row('MA', 'government_entity', years(3), 'Mass. Gen. Laws ch. 258, § 4', tollingNotOnFile('Mass. Gen. Laws ch. 258, § 4'), { noticeOfClaim: MA_NOTICE }),
  row('MI', gi, years(3), 'Mich. Comp. Laws § 600.5805(2)', limited('Mich. Comp. Laws § 600.5851(1)', 'A minor may still sue within one year after turning 18 even when the period has run.'), {
    note: 'Highway-defect claims against a governmental agency need notice within 120 days (Mich. Comp. Laws § 691.1404); not applied here.',
  }),
  row('MN', gi, years(6), 'Minn. Stat. § 541.05, subd. 1(5)', limited('Minn. Stat. § 541.15', 'Minority extends the period by at most five years and no more than one year after majority.'), {
    noticeOfClaim: notice({ days: 180 }, 'the governing body of the municipality', 'Minn. Stat. § 466.05, subd. 1', 'Counted from discovery of the loss or injury (here from the incident, the earlier date); wrongful death: 1 year (subd. 2). Claims against the State: Minn. Stat. § 3.736, subd. 5.'),
    note: 'Negligence (D.M.S. v. Barber, 645 N.W.2d 383 (Minn. 2002)); intentional torts have 2 years (§ 541.07(1)).',
  }),
  row('MS', gi, years(3), 'Miss. Code Ann. § 15-1-49', tolledNoCap('Miss. Code Ann. § 15-1-59', 21, 'The 21-year limit in § 15-1-59 applies to unsoundness of mind, not to minors.'), {
    note: 'Claims against government entities: Mississippi Tort Claims Act, 1-year period and 90 days\' notice before suit (Miss. Code Ann. § 11-46-11); not on file as a row.',
  }),
  row('MO', gi, years(5), 'Mo. Rev. Stat. § 516.120(4)', tollingNotOnFile('Mo. Rev. Stat. § 516.170 (age 21)')),
  row('MT', gi, years(3), 'Mont. Code Ann. § 27-2-204(1)', tollingNotOnFile('Mont. Code Ann. § 27-2-401')),
  row('NE', gi, years(4), 'Neb. Rev. Stat. § 25-207', tollingNotOnFile('Neb. Rev. Stat. § 25-213'), {
    noticeOfClaim: unverifiedNotice({ years: 1 }, 'the clerk or secretary of the political subdivision', 'Neb. Rev. Stat. § 13-919', 'Political Subdivisions Tort Claims Act; check the period and the section.'),
  }),
  row('NV', gi, years(2), 'Nev. Rev. Stat. § 11.190(4)(e)', tolled('Nev. Rev. Stat. § 11.250')),
  row('NH', gi, years(3), 'N.H. Rev. Stat. Ann. § 508:4', tollingNotOnFile('N.H. Rev. Stat. Ann. § 508:8')),
  row('NJ', gi, years(2), 'N.J. Stat. Ann. § 2A:14-2', tolled('N.J. Stat. Ann. § 2A:14-21'), { noticeOfClaim: NJ_NOTICE }),
  row('NJ', 'government_entity', years(2), 'N.J. Stat. Ann. § 59:8-8', tollingNotOnFile('N.J. Stat. Ann. § 59:8-8'), {
    noticeOfClaim: NJ_NOTICE,
    note: 'Suit may not start until 6 months after the notice (§ 59:8-8).',
  }),
  row('NM', gi, years(3), 'N.M. Stat. Ann. § 37-1-8', tollingNotOnFile('N.M. Stat. Ann. § 37-1-10'), {
    noticeOfClaim: notice({ days: 90 }, 'the mayor of the municipality, the county clerk, or the State risk management division', 'N.M. Stat. Ann. § 41-4-16(A)'),
  }),
  row('NY', gi, years(3), 'N.Y. C.P.L.R. § 214(5)', tolled('N.Y. C.P.L.R. § 208'), { noticeOfClaim: NY_NOTICE }),
  row('NY', 'government_entity', { years: 1, days: 90 }, 'N.Y. Gen. Mun. Law § 50-i(1)', tollingNotOnFile('N.Y. C.P.L.R. § 208'), {
    noticeOfClaim: NY_NOTICE,
    note: 'Cities, counties, towns, villages, fire and school districts. Claims against the State go to the Court of Claims (Ct. Cl. Act § 10) and are not on file.',
  }),
  row('NY', 'medical_malpractice', { years: 2, months: 6 }, 'N.Y. C.P.L.R. § 214-a', limited('N.Y. C.P.L.R. § 208', 'Infancy tolling for malpractice is capped at 10 years from accrual.'), {
    noticeOfClaim: NY_NOTICE,
    note: 'From the act or the end of continuous treatment; discovery rule for foreign objects and, since 2018, certain cancer cases.',
  }),
  row('NY', 'product_liability', years(3), 'N.Y. C.P.L.R. § 214(5)', tolled('N.Y. C.P.L.R. § 208'), {
    noticeOfClaim: NY_NOTICE,
    note: 'Latent toxic exposure runs from discovery (C.P.L.R. § 214-c).',
  }),
  row('NY', 'wrongful_death', years(2), 'N.Y. Est. Powers & Trusts Law § 5-4.1', tollingNotOnFile('N.Y. C.P.L.R. § 208 (applies to the distributees, not the estate)'), {
    clockStarts: 'death',
    noticeOfClaim: NY_NOTICE,
    unverified: true,
    note: 'Two years from death in the statute as last checked, but the Grieving Families Act keeps changing it: vetoed in January 2023, December 2023 and December 2024; the 2025 version (S4423/A6063) passed the Legislature, would give 3 years and apply back to deaths on or after 2022-01-01. Check whether § 5-4.1 has been amended before relying on this date.',
  }),
  row('NY', 'property_damage', years(3), 'N.Y. C.P.L.R. § 214(4)', tolled('N.Y. C.P.L.R. § 208'), { noticeOfClaim: NY_NOTICE }),
  row('NC', gi, years(3), 'N.C. Gen. Stat. § 1-52(16)', {
    ...tolled('N.C. Gen. Stat. § 1-17(a)'),
    possibleCap: { years: 10, citation: 'N.C. Gen. Stat. § 1-52(16) (no cause of action accrues more than 10 years after the last act)' },
  }),
  row('ND', gi, years(6), 'N.D. Cent. Code § 28-01-16(5)', tollingNotOnFile('N.D. Cent. Code § 28-01-25'), {
    noticeOfClaim: unverifiedNotice({ days: 180 }, 'the political subdivision', 'N.D. Cent. Code § 32-12.1-10', 'Check the period and whom it goes to.'),
  }),
  row('OH', gi, years(2), 'Ohio Rev. Code § 2305.10(A)', tolled('Ohio Rev. Code § 2305.16')),
  row('OK', gi, years(2), 'Okla. Stat. tit. 12, § 95(A)(3)', tollingNotOnFile('Okla. Stat. tit. 12, § 96'), {
    noticeOfClaim: notice({ years: 1 }, 'the clerk of the political subdivision, or the Office of Risk Management for the State', 'Okla. Stat. tit. 51, § 156'),
  }),
  row('OR', gi, years(2), 'Or. Rev. Stat. § 12.110(1)', limited('Or. Rev. Stat. § 12.160', 'Minority extends the period by at most five years and no more than one year after turning 18.'), {
    noticeOfClaim: notice({ days: 180 }, 'the public body', 'Or. Rev. Stat. § 30.275(2)(b)', 'Wrongful death: 1 year (§ 30.275(2)(a)).'),
  }),
  row('PA', gi, years(2), '42 Pa. Cons. Stat. § 5524(2)', tolled('42 Pa. Cons. Stat. § 5533(b)'), { noticeOfClaim: PA_NOTICE }),
  row('PA', 'government_entity', years(2), '42 Pa. Cons. Stat. § 5524(2)', tollingNotOnFile('42 Pa. Cons. Stat. § 5533(b) as applied to government units'), { noticeOfClaim: PA_NOTICE }),
  row('RI', gi, years(3), 'R.I. Gen. Laws § 9-1-14(b)', tollingNotOnFile('R.I. Gen. Laws § 9-1-19')),
  row('SC', gi, years(3), 'S.C. Code Ann. § 15-3-530(5)', limited('S.C. Code Ann. § 15-3-40', 'Minority extends the period to no more than one year after turning 18.'), {
    note: 'Claims under the South Carolina Tort Claims Act: 2 years (see government_entity).',
  }),
  row('SC', 'government_entity', years(2), 'S.C. Code Ann. § 15-78-110', tollingNotOnFile('S.C. Code Ann. § 15-78-110'), {
    clockStarts: 'discovery',
    note: 'Two years from when the loss was or should have been discovered; three years if a verified claim was filed (§ 15-78-110).',
  }),
  row('SD', gi, years(3), 'S.D. Codified Laws § 15-2-14(3)', tollingNotOnFile('S.D. Codified Laws § 15-2-22'), {
    noticeOfClaim: unverifiedNotice({ days: 180 }, 'the public entity (the Attorney General for the State)', 'S.D. Codified Laws § 3-21-2', 'Check the period and whom it goes to.'),
  }),
  row('TN', gi, years(1), 'Tenn. Code Ann. § 28-3-104(a)(1)', tolledNoCap('Tenn. Code Ann. § 28-1-106(a)'), {
    note: 'Two years when the defendant is charged with certain crimes (e.g. vehicular assault) (§ 28-3-104(a)(2)).',
  }),
  row('TN', 'government_entity', years(1), 'Tenn. Code Ann. § 29-20-305(b)', tollingNotOnFile('Tenn. Code Ann. § 28-1-106(a) as applied to the Governmental Tort Liability Act (Doe v. Coffee County Bd. of Educ., 852 S.W.2d 899 (Tenn. Ct. App. 1992))'), {
    note: 'Governmental Tort Liability Act.',
  }),
  row('TX', gi, years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tolled('Tex. Civ. Prac. & Rem. Code § 16.001'), { noticeOfClaim: TX_NOTICE }),
  row('TX', 'government_entity', years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tollingNotOnFile('Tex. Civ. Prac. & Rem. Code § 16.001 as applied to governmental units'), {
    noticeOfClaim: TX_NOTICE,
    note: 'Texas Tort Claims Act claims use the general period.',
  }),
  row('TX', 'medical_malpractice', years(2), 'Tex. Civ. Prac. & Rem. Code § 74.251(a)', limited('Tex. Civ. Prac. & Rem. Code § 74.251(a)', 'A minor under 12 has until the 14th birthday.'), {
    noticeOfClaim: TX_NOTICE,
    note: 'From the breach or the end of the course of treatment; 75 days\' tolling after notice (§ 74.051(c)); 10-year repose (§ 74.251(b)).',
  }),
  row('TX', 'product_liability', years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tolled('Tex. Civ. Prac. & Rem. Code § 16.001'), {
    noticeOfClaim: TX_NOTICE,
    note: '15-year statute of repose from the sale (§ 16.012).',
  }),
  row('TX', 'wrongful_death', years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(b)', tollingNotOnFile('Tex. Civ. Prac. & Rem. Code § 16.001 as applied to minor beneficiaries'), {
    clockStarts: 'death',
    noticeOfClaim: TX_NOTICE,
  }),
  row('TX', 'property_damage', years(2), 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', tolled('Tex. Civ. Prac. & Rem. Code § 16.001'), { noticeOfClaim: TX_NOTICE }),
  row('UT', gi, years(4), 'Utah Code Ann. § 78B-2-307(3)', tolled('Utah Code Ann. § 78B-2-108'), {
    noticeOfClaim: notice({ years: 1 }, "the governmental entity's agent designated to receive notices of claim", 'Utah Code Ann. § 63G-7-402'),
  }),
  row('VT', gi, years(3), 'Vt. Stat. Ann. tit. 12, § 512(4)', tollingNotOnFile('Vt. Stat. Ann. tit. 12, § 551')),
  row('VA', gi, years(2), 'Va. Code Ann. § 8.01-243(A)', tolled('Va. Code Ann. § 8.01-229(A)(1)'), {
    noticeOfClaim: notice({ months: 6 }, 'the county, city or town attorney, or its chief executive or mayor', 'Va. Code Ann. § 15.2-209', 'Claims against the Commonwealth: 1 year (§ 8.01-195.6).'),
  }),
  row('WA', gi, years(3), 'Wash. Rev. Code § 4.16.080(2)', tolled('Wash. Rev. Code § 4.16.190'), {
    note: 'A claim form must be presented to a government defendant 60 days before suit (Wash. Rev. Code § 4.96.020); the period is tolled meanwhile.',
  }),
  row('WV', gi, years(2), 'W. Va. Code § 55-2-12(b)', tollingNotOnFile('W. Va. Code § 55-2-15')),
  row('WI', gi, years(3), 'Wis. Stat. § 893.54(1m)', tollingNotOnFile('Wis. Stat. § 893.16'), {
    noticeOfClaim: notice({ days: 120 }, 'the governmental body, officer, official, agent or employee', 'Wis. Stat. § 893.80(1d)(a)'),
  }),
  row('WY', gi, years(4), 'Wyo. Stat. Ann. § 1-3-105(a)(iv)(C)', tollingNotOnFile('Wyo. Stat. Ann. § 1-3-106'), {
    noticeOfClaim: unverifiedNotice({ years: 2 }, 'the governmental entity', 'Wyo. Stat. Ann. § 1-39-113', 'Check the period and its form requirements.'),
  }),
  row('US', gi, years(2), '28 U.S.C. § 2401(b)', FTCA_TOLLING, {
    noticeOfClaim: FTCA_NOTICE,
    note: 'The 2 years is the deadline to present the administrative claim to the agency; the claim accrues when the injury and its cause are known (United States v. Kubrick, 444 U.S. 111 (1979)).',
  }),
  row('US', 'government_entity', { months: 6 }, '28 U.S.C. § 2401(b)', FTCA_TOLLING, {
    clockStarts: 'claim_denial',
    noticeOfClaim: FTCA_NOTICE,
    note: 'Federal Tort Claims Act suit: within 6 months after the agency mails its final denial of the claim (by certified or registered mail). The date is not moved for a weekend or holiday: the earlier date is kept.',
  }),
];
