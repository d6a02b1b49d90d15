// Government suit periods (issue 29): one row per state, the clocks that run from a claim's denial or filing, and a
// California minor suing a public entity.
import { describe, expect, it } from 'vitest';
import { againstGovernment, type GovernmentCase } from '../testing/government-claims.js';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON, CLAIM_TYPE_TOLLING_READ_ON, GOVERNMENT_SUITS_VERIFIED_ON } from './limitation-rules.js';
import { computeDeadlines } from './limitations.js';

function governmentSuit(input: GovernmentCase) {
  return againstGovernment(input).items.find((item) => item.kind === 'statute_of_limitations' && item.appliesTo === 'government');
}

describe('government suit rows counted from the incident', () => {
  it.each([
    // state, sample due date for an incident on 2024-03-12, citation, verified
    ['ME', '2026-03-12', 'Me. Rev. Stat. tit. 14, § 8110', true],
    ['NM', '2026-03-12', 'N.M. Stat. Ann. § 41-4-15(A)', true],
    ['NE', '2026-03-12', 'Neb. Rev. Stat. § 13-919(1)', true],
    ['ND', '2027-03-12', 'N.D. Cent. Code §§ 28-01-22.1(1), 32-12.1-10', true],
    ['UT', '2026-03-12', 'Utah Code Ann. § 63G-7-403(2)(b)', false],
    ['MS', '2025-03-12', 'Miss. Code Ann. § 11-46-11(3)(a)', true],
  ] as const)('%s: suit against the government due %s (%s, verified: %s)', (jurisdiction, dueDate, citation, verified) => {
    const suit = governmentSuit({ jurisdiction });
    expect(suit).toMatchObject({ nominalDate: dueDate, dueDate });
    expect(suit?.rule).toMatchObject({ claimType: 'government_entity', citation, verified });
    expect(suit?.rule.verifiedOn).toBe(verified ? GOVERNMENT_SUITS_VERIFIED_ON : null);
    if (!verified) expect(suit?.rule.note).toMatch(/check .*by hand/);
  });

  it('counts North Dakota from discovery, the incident being the earliest it can start', () => {
    const result = againstGovernment({ jurisdiction: 'ND' });
    expect(result.warnings).toContain(
      'N.D. Cent. Code §§ 28-01-22.1(1), 32-12.1-10: the period runs from discovery; this date counts from the incident, the earliest it can start.',
    );
  });

  it('gives Utah no government row for a claim that arose before the 2020 text it was read in', () => {
    const result = againstGovernment({ jurisdiction: 'UT', incidentDate: '2019-06-01' });
    expect(governmentSuit({ jurisdiction: 'UT', incidentDate: '2019-06-01' })).toBeUndefined();
    expect(result.warnings).toContain(
      'No limitation rule on file for suing a government in UT: it may be shorter than the general period.',
    );
  });

  it('does not extend the New Mexico period for a minor of 7 or more, and names the under-7 rule', () => {
    const result = againstGovernment({ jurisdiction: 'NM', clientDateOfBirth: '2014-01-01' });
    expect(governmentSuit({ jurisdiction: 'NM', clientDateOfBirth: '2014-01-01' })).toMatchObject({ dueDate: '2026-03-12' });
    expect(result.warnings.join('\n')).toContain('A minor under 7 has until the 9th birthday');
  });

  it("verifies the Nebraska notice on the day it was read, not on its row's older date", () => {
    const plan = planComputedDeadlines({
      state: 'NE',
      incidentDate: '2024-03-12',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: ['government'],
    });
    const notice = plan.items.find((item) => item.computedKey === 'notice_of_claim');
    expect(notice).toMatchObject({ dueDate: '2025-03-12' });
    expect(notice?.rule).toMatchObject({
      citation: 'Neb. Rev. Stat. §§ 13-919(1), 13-905',
      verified: true,
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
    });
  });

  it('no longer says the Mississippi government period is not on file as a row', () => {
    const general = computeDeadlines({ jurisdiction: 'MS', claimType: 'general_injury', incidentDate: '2024-03-12' }).items[0];
    expect(general?.rule.note).not.toContain('not on file as a row');
  });
});

describe('government suit periods that run from the claim procedure', () => {
  it("Oklahoma: says the suit runs from the claim's denial when no denial date is entered, and gives no date", () => {
    const result = againstGovernment({ jurisdiction: 'OK' });
    expect(governmentSuit({ jurisdiction: 'OK' })).toBeUndefined();
    expect(result.warnings).toContain(
      "Okla. Stat. tit. 51, § 157(B): suit against the government runs from the claim's denial (180 days after it); no date is given until that day is entered.",
    );
  });

  it('Oklahoma: gives suit 180 days after the denial, kept on a Saturday (the earlier date)', () => {
    const suit = governmentSuit({ jurisdiction: 'OK', governmentClaim: { deniedOn: '2025-06-02' } });
    // 2025-11-29 is a Saturday: not moved to the Monday.
    expect(suit).toMatchObject({ nominalDate: '2025-11-29', dueDate: '2025-11-29' });
    expect(suit?.movedBecause).toBeUndefined();
    expect(suit?.rule).toMatchObject({
      citation: 'Okla. Stat. tit. 51, § 157(B)',
      clockStarts: 'claim_denial',
      verified: true,
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
    });
  });

  it('Oklahoma: counts from the deemed denial 90 days after the filing when no earlier denial is entered (§ 157(A))', () => {
    // Filed 2025-03-03, no answer: deemed denied on 2025-06-01, suit due 180 days later.
    const deemed = againstGovernment({ jurisdiction: 'OK', governmentClaim: { presentedOn: '2025-03-03' } });
    const suit = deemed.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations');
    expect(suit).toMatchObject({ nominalDate: '2025-11-28', dueDate: '2025-11-28' });
    expect(deemed.warnings).toContain(
      'Okla. Stat. tit. 51, § 157(A): a claim not approved within 90 days of its filing is deemed denied, on 2025-06-01; ' +
        'the suit date counts from that day.',
    );
    // A denial entered after the deemed denial does not give a later date.
    const lateDenial = againstGovernment({ jurisdiction: 'OK', governmentClaim: { presentedOn: '2025-03-03', deniedOn: '2025-08-01' } });
    expect(lateDenial.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations')).toMatchObject({
      nominalDate: '2025-11-28',
    });
    expect(lateDenial.warnings.join('\n')).toContain('not from the later denial entered (2025-08-01).');
    // An earlier denial counts as entered.
    const early = governmentSuit({ jurisdiction: 'OK', governmentClaim: { presentedOn: '2025-03-03', deniedOn: '2025-04-01' } });
    expect(early).toMatchObject({ nominalDate: '2025-09-28', dueDate: '2025-09-28' });
  });

  it('Wyoming: suit 1 year after the claim is filed, and a warning instead of a date until the filing day is entered', () => {
    const unknown = againstGovernment({ jurisdiction: 'WY' });
    expect(governmentSuit({ jurisdiction: 'WY' })).toBeUndefined();
    expect(unknown.warnings).toContain(
      'Wyo. Stat. Ann. § 1-39-114: suit against the government runs from the day the claim was filed (1 year after it); no date is given until that day is entered.',
    );
    const suit = governmentSuit({ jurisdiction: 'WY', governmentClaim: { presentedOn: '2025-01-15' } });
    expect(suit).toMatchObject({ nominalDate: '2026-01-15', dueDate: '2026-01-15' });
    expect(suit?.rule).toMatchObject({
      citation: 'Wyo. Stat. Ann. § 1-39-114',
      clockStarts: 'claim_presented',
      verified: true,
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
    });
  });

  it('Wyoming: names the rule for a young minor without applying it', () => {
    const result = againstGovernment({ jurisdiction: 'WY', clientDateOfBirth: '2019-01-01' });
    expect(result.warnings.join('\n')).toContain('A minor aged 7 or younger: 2 years after the occurrence or until the 8th birthday');
  });

  it("keeps the suit period for a government_entity claim on the claim's denial too", () => {
    const result = computeDeadlines({
      jurisdiction: 'OK',
      claimType: 'government_entity',
      incidentDate: '2024-03-12',
      governmentClaim: { deniedOn: '2025-06-02' },
    });
    expect(result.items.map((item) => [item.kind, item.dueDate])).toEqual([
      ['notice_of_claim', '2025-03-12'],
      ['statute_of_limitations', '2025-11-29'],
    ]);
  });

  it('passes the government claim dates from the case facts to the plan', () => {
    const facts = {
      state: 'OK',
      incidentDate: '2024-03-12',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: ['government'] as const,
    };
    const plan = planComputedDeadlines({ ...facts, governmentClaim: { deniedOn: '2025-06-02' } });
    expect(plan.items.find((item) => item.computedKey === 'sol_government')).toMatchObject({ dueDate: '2025-11-29' });
    expect(planComputedDeadlines(facts).items.some((item) => item.computedKey === 'sol_government')).toBe(false);
  });
});

describe('a California minor against a transit agency', () => {
  // Born 2012-05-01: 12 at the incident, 18 on 2030-05-01, so § 352 alone would toll the general period to 2032.
  const minor = { jurisdiction: 'CA', incidentDate: '2024-09-10', clientDateOfBirth: '2012-05-01' } as const;

  it('shows no 2032 suit date: the general period tolled for minority does not govern a claim against a public entity', () => {
    const result = againstGovernment(minor);
    expect(result.items.map((item) => [item.kind, item.appliesTo, item.dueDate])).toEqual([
      ['notice_of_claim', 'government', '2025-03-10'],
    ]);
    expect(result.items[0]?.notice?.citation).toBe('Cal. Gov. Code § 911.2');
    expect(result.warnings.join('\n')).toMatch(
      /Every defendant is a government: the general period tolled for minority \(Cal\. Civ\. Proc\. Code § 335\.1, 2032-05-0\d\) does not govern the claim against it and is not given; the government's own period applies \(Cal\. Gov\. Code § 945\.6\(a\)\(1\)\)\./,
    );
  });

  it('gives the claim clock as the statutes do: 6 months, a late-claim application within 1 year that must be granted to a minor', () => {
    const { warnings } = againstGovernment(minor);
    expect(warnings).toContain(
      'Cal. Gov. Code § 911.2: minority does not extend the claim (6 months from the incident, to 2025-03-10). An application to present a late claim may be made until ' +
        '2025-09-10 (1 year after accrual, Cal. Gov. Code § 911.4(b)); the client was a minor during the whole claim period, so it must be ' +
        'granted (Cal. Gov. Code § 911.6(b)(2)). The 1 year limit is unverified: check Cal. Gov. Code § 911.4(b).',
    );
  });

  it('gives the suit clock as the statutes do: from the written rejection, or 2 years from accrual without one', () => {
    const { warnings } = againstGovernment(minor);
    expect(warnings).toContain(
      "Cal. Gov. Code § 945.6(a)(1): suit against the government runs from the claim's denial (6 months after it); no date is given until that day is entered.",
    );
    expect(warnings).toContain(
      'Cal. Gov. Code § 945.6(a)(2): if no written notice of the denial is given, suit is due 2 years after accrual: 2026-09-10, counted from the incident.',
    );
  });

  it('gives suit 6 months after the written rejection once it is entered (verified, not tolled for minority)', () => {
    const suit = governmentSuit({ ...minor, governmentClaim: { deniedOn: '2025-04-15' } });
    expect(suit).toMatchObject({ nominalDate: '2025-10-15', dueDate: '2025-10-15' });
    expect(suit?.rule).toMatchObject({
      citation: 'Cal. Gov. Code § 945.6(a)(1)',
      period: { months: 6 },
      verified: true,
      verifiedOn: GOVERNMENT_SUITS_VERIFIED_ON,
      minorTolling: { rule: 'none', citation: 'Cal. Civ. Proc. Code § 352(b)', verified: true },
    });
  });

  it('keeps the tolled general date for a private defendant beside the agency', () => {
    const result = againstGovernment({ ...minor, defendantKinds: ['person', 'government'] });
    const general = result.items.find((item) => item.kind === 'statute_of_limitations' && item.appliesTo === undefined);
    expect(general).toMatchObject({ clockStartedOn: '2030-05-01' });
    expect(result.warnings.join('\n')).not.toContain('Every defendant is a government');
  });

  it('does not promise a granted late claim to a client who came of age during the claim period', () => {
    const { warnings } = againstGovernment({ ...minor, clientDateOfBirth: '2006-12-01' });
    const late = warnings.find((warning) => warning.includes('late claim'));
    expect(late).toContain('until 2025-09-10');
    expect(late).not.toContain('must be granted');
  });
});

describe('minority tolling of government suit periods (read 2026-11-28)', () => {
  // A 10-year-old (born 2014-03-15, 18 on 2032-03-15) hurt on 2024-03-12.
  const tenYearOld = { incidentDate: '2024-03-12', clientDateOfBirth: '2014-03-15' } as const;

  it('New Jersey: the 2 years of § 59:8-8 run from the 18th birthday, by its own words', () => {
    const suit = governmentSuit({ jurisdiction: 'NJ', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      citation: 'N.J. Stat. Ann. § 59:8-8',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
      maxYearsFromAccrual: null,
    });
    expect(suit).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
  });

  it('Massachusetts: the 3 years of ch. 258, § 4 are tolled by ch. 260, § 7 (Hernandez v. City of Boston)', () => {
    const suit = governmentSuit({ jurisdiction: 'MA', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ citation: 'Mass. Gen. Laws ch. 260, § 7', verified: true });
    expect(suit).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    // The 2-year presentment is not tolled (George v. Town of Saugus).
    const notice = againstGovernment({ jurisdiction: 'MA', ...tenYearOld }).items.find((item) => item.kind === 'notice_of_claim');
    expect(notice).toMatchObject({ nominalDate: '2026-03-12' });
  });

  it('New York: the year and 90 days of § 50-i run from the 18th birthday (CPLR 208; Cohen v. Pearl River)', () => {
    const suit = governmentSuit({ jurisdiction: 'NY', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ citation: 'N.Y. C.P.L.R. § 208', verified: true });
    expect(suit).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-06-13' });
  });

  it('New York: names the 10-year malpractice limit of CPLR 208 when the tolled date passes it, without applying it', () => {
    const { warnings } = againstGovernment({ jurisdiction: 'NY', incidentDate: '2024-03-12', clientDateOfBirth: '2023-01-10' });
    expect(governmentSuit({ jurisdiction: 'NY', incidentDate: '2024-03-12', clientDateOfBirth: '2023-01-10' })).toMatchObject({
      nominalDate: '2042-04-10',
    });
    expect(warnings.join('\n')).toContain('N.Y. C.P.L.R. § 208 (medical, dental or podiatric malpractice) may end this claim 10 years');
  });

  it('Nebraska: the 2 years of § 13-919(1) run from the 21st birthday (§ 25-213 names the Act)', () => {
    const suit = governmentSuit({ jurisdiction: 'NE', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ citation: 'Neb. Rev. Stat. § 25-213', ageOfMajority: 21, verified: true });
    expect(suit).toMatchObject({ clockStartedOn: '2035-03-15', nominalDate: '2037-03-15' });
    // A 19-year-old is still within the age of twenty years.
    const nineteen = governmentSuit({ jurisdiction: 'NE', incidentDate: '2024-03-12', clientDateOfBirth: '2005-01-10' });
    expect(nineteen).toMatchObject({ clockStartedOn: '2026-01-10', nominalDate: '2028-01-10' });
  });

  it('South Carolina: § 15-3-40 names Tort Claims Act actions: one year after 18 when later than the 2 years', () => {
    const suit = governmentSuit({ jurisdiction: 'SC', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({
      citation: 'S.C. Code Ann. § 15-3-40',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      maxYearsFromAccrual: null,
    });
    expect(suit).toMatchObject({ nominalDate: '2033-03-15', tollingCappedBy: 'S.C. Code Ann. § 15-3-40' });
    // A 17-year-old's two years from the incident outlast the year after 18.
    expect(governmentSuit({ jurisdiction: 'SC', incidentDate: '2024-03-12', clientDateOfBirth: '2006-06-01' })).toMatchObject({
      nominalDate: '2026-03-12',
    });
  });

  it('Arizona: the one year of § 12-821 runs from the 18th birthday (§ 12-502; Estate of DeSela)', () => {
    const suit = governmentSuit({ jurisdiction: 'AZ', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      citation: 'Ariz. Rev. Stat. § 12-502',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      maxYearsFromAccrual: null,
    });
    expect(suit).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
    // The 180-day notice of § 12-821.01(A) keeps its date from the incident.
    const notice = againstGovernment({ jurisdiction: 'AZ', ...tenYearOld }).items.find((item) => item.kind === 'notice_of_claim');
    expect(notice).toMatchObject({ nominalDate: '2024-09-08' });
  });

  it('Illinois: the one year of § 8-101(a) runs from the 18th birthday (Ferguson v. McKenzie; Lee v. Naperville)', () => {
    const suit = governmentSuit({ jurisdiction: 'IL', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      citation: '735 ILCS 5/13-211',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(suit).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
    // Lee: hurt about three months before 18, the year after the 18th birthday is the limit, not 2 years.
    expect(governmentSuit({ jurisdiction: 'IL', incidentDate: '2024-03-12', clientDateOfBirth: '2006-06-01' })).toMatchObject({
      clockStartedOn: '2024-06-01',
      nominalDate: '2025-06-01',
    });
  });

  it("North Dakota: § 28-01-25 and the 3-year government periods are not settled, so a minor's years run from the incident", () => {
    const suit = governmentSuit({ jurisdiction: 'ND', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ verified: false });
    expect(suit?.rule.minorTolling.note).toContain('Besette v. Enderlin School District No. 22');
    expect(suit).toMatchObject({ nominalDate: '2027-03-12' });
    expect(againstGovernment({ jurisdiction: 'ND', ...tenYearOld }).warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (3 years) runs from the incident.',
    );
  });

  it('Oklahoma: § 96 does not toll the GTCA for a minor: 180 days from the denial (Johns; Tyler)', () => {
    const suit = governmentSuit({ jurisdiction: 'OK', ...tenYearOld, governmentClaim: { deniedOn: '2025-06-02' } });
    expect(suit?.rule.minorTolling).toMatchObject({
      rule: 'none',
      citation: 'Okla. Stat. tit. 12, § 96',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(suit?.rule.minorTolling.note).toContain('Johns v. Wynnewood School Bd. of Educ., 1982 OK 101');
    // The same day as an adult's, not the 18th birthday (2032-03-15) or a year after it.
    expect(suit).toMatchObject({ nominalDate: '2025-11-29', dueDate: '2025-11-29' });
  });

  it('Maine: § 8110 gives a minor 2 years from the 18th birthday (P.L. 2001, c. 249), from 2001-10-01', () => {
    const suit = governmentSuit({ jurisdiction: 'ME', ...tenYearOld });
    expect(suit?.rule).toMatchObject({ citation: 'Me. Rev. Stat. tit. 14, § 8110', effectiveFrom: '2001-10-01' });
    expect(suit?.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      citation: 'Me. Rev. Stat. tit. 14, § 8110',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      maxYearsFromAccrual: null,
    });
    expect(suit?.rule.minorTolling.note).toContain("within 2 years of the minor's attaining 18 years of age");
    // 18 on 2032-03-15, then 2 years; not the adult's 2026-03-12.
    expect(suit).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    // Before the 2001 amendment the text was not read: the 2 years still run from the incident.
    const older = governmentSuit({ jurisdiction: 'ME', incidentDate: '2001-03-12', clientDateOfBirth: '1991-03-15' });
    expect(older?.rule.citation).toBe('Me. Rev. Stat. tit. 14, § 8110 (before P.L. 2001, c. 249)');
    expect(older?.rule.minorTolling).toMatchObject({ verified: false });
    expect(older).toMatchObject({ nominalDate: '2003-03-12' });
  });

  it("Tennessee: no decision applying § 28-1-106 to the GTLA was read in full, so a minor's twelve months run from the incident", () => {
    const suit = governmentSuit({ jurisdiction: 'TN', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ verified: false });
    expect(suit?.rule.minorTolling.note).toContain('Doe v. Goodwin, 254 S.W.3d 428');
    // Later Supreme Court decisions refuse other statutes' extensions of the twelve months: still not applied.
    expect(suit?.rule.minorTolling.note).toContain('Cunningham v. Williamson County Hosp. Dist., 405 S.W.3d 41');
    // Not the 18th birthday (2032-03-15) plus a year.
    expect(suit).toMatchObject({ nominalDate: '2025-03-12' });
    expect(againstGovernment({ jurisdiction: 'TN', ...tenYearOld }).warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (1 year) runs from the incident.',
    );
  });

  it("Utah: no decision on § 78B-2-108 and the present Act was read, so a minor's 2 years run from the incident", () => {
    const suit = governmentSuit({ jurisdiction: 'UT', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ verified: false });
    expect(suit?.rule.minorTolling.note).toContain('Cole v. Jordan School District, 899 P.2d 776');
    // Not the 18th birthday (2032-03-15) plus 2 years.
    expect(suit).toMatchObject({ nominalDate: '2026-03-12' });
    expect(againstGovernment({ jurisdiction: 'UT', ...tenYearOld }).warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (2 years) runs from the incident.',
    );
  });

  it("Pennsylvania: no decision applying § 5533(b) to a government unit was read, so a minor's 2 years run from the incident", () => {
    const result = againstGovernment({ jurisdiction: 'PA', ...tenYearOld });
    const suit = governmentSuit({ jurisdiction: 'PA', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ verified: false });
    expect(suit?.rule.minorTolling.note).toContain('Lewis v. City of Philadelphia');
    expect(suit).toMatchObject({ nominalDate: '2026-03-12' });
    // The 6-month notice of § 5522(a) keeps its date from the incident.
    expect(result.items.find((item) => item.kind === 'notice_of_claim')).toMatchObject({ nominalDate: '2024-09-12' });
    expect(result.warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (2 years) runs from the incident.',
    );
  });

  it("Mississippi: the infancy provision of § 11-46-11 was not read, so a minor's year runs from the incident", () => {
    const suit = governmentSuit({ jurisdiction: 'MS', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ verified: false });
    expect(suit?.rule.minorTolling.note).toContain('check the text of § 11-46-11(4)');
    expect(suit).toMatchObject({ nominalDate: '2025-03-12' });
    expect(againstGovernment({ jurisdiction: 'MS', ...tenYearOld }).warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (1 year) runs from the incident.',
    );
  });

  it('Texas: no decision on § 16.001 and Tort Claims Act suits was read; the notice is not tolled (Martinez)', () => {
    const result = againstGovernment({ jurisdiction: 'TX', ...tenYearOld });
    const suit = governmentSuit({ jurisdiction: 'TX', ...tenYearOld });
    expect(suit?.rule.minorTolling).toMatchObject({ verified: false });
    expect(suit?.rule.note).toContain('not tolled for a minor (Martinez v. Val Verde County Hospital District');
    expect(suit?.rule.minorTolling.note).toContain('Hopkins v. Spring I.S.D.');
    expect(suit).toMatchObject({ nominalDate: '2026-03-12' });
    expect(result.items.find((item) => item.kind === 'notice_of_claim')).toMatchObject({ nominalDate: '2024-09-12' });
    expect(result.warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (2 years) runs from the incident.',
    );
  });

  it('keeps the date from the incident for an adult', () => {
    expect(governmentSuit({ jurisdiction: 'NJ', incidentDate: '2024-03-12', clientDateOfBirth: '1990-01-01' })).toMatchObject({
      nominalDate: '2026-03-12',
    });
  });
});

describe('rules that bind local governments only', () => {
  const kinds = (input: GovernmentCase) => againstGovernment(input).items.map((item) => [item.kind, item.appliesTo ?? null, item.dueDate]);

  it('gives a Georgia city its 6-month notice (§ 36-33-5) and the State its own Tort Claims Act notice (§ 50-21-26)', () => {
    expect(kinds({ jurisdiction: 'GA', governmentLevels: ['local'] })).toEqual([
      ['notice_of_claim', 'government', '2024-09-12'],
      ['statute_of_limitations', null, '2026-03-12'],
    ]);
    // A level not entered counts as local, as before levels were entered.
    expect(kinds({ jurisdiction: 'GA', governmentLevels: [null] })).toEqual(kinds({ jurisdiction: 'GA', governmentLevels: ['local'] }));
    const state = againstGovernment({ jurisdiction: 'GA', governmentLevels: ['state'] });
    expect(state.items.map((item) => item.notice?.citation ?? item.rule.citation)).not.toContain('Ga. Code Ann. § 36-33-5');
    expect(state.items.find((item) => item.kind === 'notice_of_claim')?.notice?.citation).toBe('Ga. Code Ann. § 50-21-26(a)(1)');
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('No notice-of-claim rule on file');
  });

  it('keeps the notice for a city sued beside the State, and says the State needs its own (Virginia § 15.2-209)', () => {
    // Before 2016-07-01 the State of Virginia's own row (Va. Code Ann. § 8.01-195.7 as amended in 2016) is not on file.
    const both = againstGovernment({ jurisdiction: 'VA', governmentLevels: ['state', 'local'], incidentDate: '2016-03-14' });
    expect(both.items.find((item) => item.kind === 'notice_of_claim')).toMatchObject({ nominalDate: '2016-09-14' });
    expect(both.warnings).toContain(
      'Va. Code Ann. § 15.2-209 binds local governments only: for the defendant entered as the state, its notice of ' +
        'claim is not given. The rule for a claim against the State of Virginia is not on file: check it by hand.',
    );
  });

  it('gives the State of New York its Court of Claims Act dates, not the municipal notice (§ 50-e) or suit period (§ 50-i)', () => {
    const city = againstGovernment({ jurisdiction: 'NY', governmentLevels: ['local'] });
    expect(
      city.items.map((item) => [item.kind, item.appliesTo ?? null, item.dueDate, item.notice?.citation ?? item.rule.citation]),
    ).toEqual([
      ['notice_of_claim', 'government', '2024-06-10', 'N.Y. Gen. Mun. Law § 50-e(1)(a)'],
      ['statute_of_limitations', 'government', '2025-06-10', 'N.Y. Gen. Mun. Law § 50-i(1)'],
      ['statute_of_limitations', null, '2027-03-12', 'N.Y. C.P.L.R. § 214(5)'],
    ]);
    const state = againstGovernment({ jurisdiction: 'NY', governmentLevels: ['state'] });
    expect(
      state.items.map((item) => [item.kind, item.appliesTo ?? null, item.dueDate, item.notice?.citation ?? item.rule.citation]),
    ).toEqual([
      // 90 days from 2024-03-12; the claim itself within 2 years once a notice of intention was served.
      ['notice_of_claim', 'government', '2024-06-10', 'N.Y. Ct. Cl. Act § 10(3)'],
      ['statute_of_limitations', 'government', '2026-03-12', 'N.Y. Ct. Cl. Act § 10(3)'],
      ['statute_of_limitations', null, '2027-03-12', 'N.Y. C.P.L.R. § 214(5)'],
    ]);
    expect(state.items[0]!.notice).toMatchObject({ to: 'the Attorney General (the claim, or a written notice of intention to file it)' });
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('gives a New York city and the State sued together both sets of dates, each under its own statute', () => {
    const both = againstGovernment({ jurisdiction: 'NY', governmentLevels: ['local', 'state'] });
    expect(both.items.map((item) => [item.kind, item.dueDate, item.notice?.citation ?? item.rule.citation])).toEqual([
      ['notice_of_claim', '2024-06-10', 'N.Y. Gen. Mun. Law § 50-e(1)(a)'],
      ['notice_of_claim', '2024-06-10', 'N.Y. Ct. Cl. Act § 10(3)'],
      ['statute_of_limitations', '2025-06-10', 'N.Y. Gen. Mun. Law § 50-i(1)'],
      ['statute_of_limitations', '2026-03-12', 'N.Y. Ct. Cl. Act § 10(3)'],
      ['statute_of_limitations', '2027-03-12', 'N.Y. C.P.L.R. § 214(5)'],
    ]);
    const plan = planComputedDeadlines({
      state: 'NY',
      incidentDate: '2024-03-12',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: ['government'],
      governmentLevels: ['local', 'state'],
    });
    expect(plan.items.map((item) => [item.computedKey, item.title])).toEqual([
      ['notice_of_claim', 'Notice of claim to the public corporation (city, county, town, village, fire district or school district)'],
      ['notice_of_claim_state', 'Notice of claim to the Attorney General (the claim, or a written notice of intention to file it)'],
      ['sol_government', 'Statute of limitations (claim against the government)'],
      ['sol_government_state', 'Statute of limitations (claim against the State)'],
      ['sol', 'Statute of limitations'],
    ]);
    expect(plan.items.find((item) => item.computedKey === 'sol_government_state')?.source.ruleId).toBe(
      'NY/government_entity/2000-01-01/state',
    );
  });

  it('gives a New York minor suing the State two years after the 18th birthday for the claim (§ 10(5)), and no general date', () => {
    // Born 2014-05-01: 18 on 2032-05-01, the claim due 2034-05-01 (a Monday).
    const minor = againstGovernment({ jurisdiction: 'NY', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    expect(minor.items.map((item) => [item.kind, item.dueDate, item.minorRule?.citation ?? null])).toEqual([
      ['statute_of_limitations', '2034-05-01', null],
      ['notice_of_claim', '2034-05-01', 'N.Y. Ct. Cl. Act § 10(5)'],
    ]);
    expect(minor.items[0]).toMatchObject({ clockStartedOn: '2032-05-01', appliesTo: 'government' });
    expect(minor.warnings).toContain(
      'Every defendant is a government: the general period tolled for minority (N.Y. C.P.L.R. § 214(5), 2035-05-01) does not ' +
        "govern the claim against it and is not given; the government's own period applies (N.Y. Ct. Cl. Act § 10(3)).",
    );
  });

  it('never gives the State of New York row to a defendant whose level is not entered', () => {
    const unknown = againstGovernment({ jurisdiction: 'NY', governmentLevels: [null] });
    expect(unknown.items.map((item) => item.notice?.citation ?? item.rule.citation)).toEqual([
      'N.Y. Gen. Mun. Law § 50-e(1)(a)',
      'N.Y. Gen. Mun. Law § 50-i(1)',
      'N.Y. C.P.L.R. § 214(5)',
    ]);
  });

  it('binds every level where the statute names the State too (Texas § 101.101, New Jersey § 59:8-8)', () => {
    for (const jurisdiction of ['TX', 'NJ']) {
      const state = againstGovernment({ jurisdiction, governmentLevels: ['state'] });
      expect(
        state.items.some((item) => item.kind === 'notice_of_claim'),
        jurisdiction,
      ).toBe(true);
      expect(state.warnings.join('\n'), jurisdiction).not.toContain('binds local governments only');
    }
  });

  it('lists a government period that repeats the general one once (Pennsylvania, Texas: two years)', () => {
    for (const jurisdiction of ['PA', 'TX']) {
      const local = againstGovernment({ jurisdiction, governmentLevels: ['local'] });
      const periods = local.items.filter((item) => item.kind === 'statute_of_limitations');
      expect(
        periods.map((item) => [item.appliesTo ?? null, item.dueDate]),
        jurisdiction,
      ).toEqual([[null, '2026-03-12']]);
      // Verified for governments too, so nothing is said of it.
      expect(local.warnings.join('\n'), jurisdiction).not.toContain('is the date given for the claim against');
    }
  });
});
