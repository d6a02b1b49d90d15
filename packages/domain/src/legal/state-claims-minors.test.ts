// A minor's claim against a State itself, for the States whose minority tolling was searched again on
// STATE_CLAIM_TOLLING_READ_ON: Maryland's read and found not to toll; the others still unverified, so every date runs
// from the incident (the earlier one) and a warning says so.
import { describe, expect, it } from 'vitest';
import { againstGovernment } from '../testing/government-claims.js';
import { STATE_CLAIM_TOLLING_READ_ON } from './limitation-rules.js';

/** Born 2014-05-01: 9 at the incident of 2024-03-12, 18 on 2032-05-01. */
const minorAgainstState = (jurisdiction: string) =>
  againstGovernment({ jurisdiction, governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });

const datesOf = (result: ReturnType<typeof againstGovernment>) =>
  result.items.map((item) => [item.kind, item.appliesTo ?? null, item.dueDate, item.notice?.citation ?? item.rule.citation]);

const governmentSuit = (result: ReturnType<typeof againstGovernment>) =>
  result.items.find((item) => item.kind === 'statute_of_limitations' && item.appliesTo === 'government');

describe('a minor suing the State of Maryland (Maryland Tort Claims Act)', () => {
  it('runs the claim and the 3 years from the incident: § 5-201 does not reach § 12-106 (verified)', () => {
    const minor = minorAgainstState('MD');
    expect(datesOf(minor)).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', "Md. Code, State Gov't § 12-106(b)(1)"],
      ['statute_of_limitations', 'government', '2027-03-12', "Md. Code, State Gov't § 12-106(b)(3)"],
    ]);
    expect(governmentSuit(minor)!.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      verifiedOn: STATE_CLAIM_TOLLING_READ_ON,
      citation: "Md. Code, State Gov't § 12-106(b)(3); Cts. & Jud. Proc. § 5-201(a)",
    });
    expect(governmentSuit(minor)!.rule.minorTolling.note).toMatch(/Subtitle 1 of this title or Title 3, Subtitle 9/);
    expect(governmentSuit(minor)!.rule.noticeOfClaim!.minorRule).toBeUndefined();
    expect(governmentSuit(minor)!.rule.noticeOfClaim!.note).toMatch(/Johnson v\. Maryland State Police.*condition precedent/s);
    expect(minor.warnings).toContain(
      'The client was a minor at the incident, but minority does not toll this period; the period (3 years) runs from the incident.',
    );
    expect(minor.warnings).toContain('The notice of claim is counted from the incident: minority is not assumed to extend it.');
    expect(minor.warnings.join('\n')).not.toContain('not verified');
  });

  it("gives the same dates against the State as an adult's", () => {
    const adult = againstGovernment({ jurisdiction: 'MD', governmentLevels: ['state'], clientDateOfBirth: '1990-05-01' });
    const againstState = (result: ReturnType<typeof againstGovernment>) => datesOf(result).filter((row) => row[1] === 'government');
    expect(againstState(minorAgainstState('MD'))).toEqual(againstState(adult));
  });
});

describe('a minor suing the State where the tolling is still unverified: dates from the incident', () => {
  const cases: [string, (string | null)[][], string][] = [
    [
      'IL',
      [
        ['notice_of_claim', 'government', '2025-03-12', '705 ILCS 505/22-1'],
        ['statute_of_limitations', 'government', '2026-03-12', '705 ILCS 505/22'],
        ['statute_of_limitations', null, '2034-05-01', '735 ILCS 5/13-202'],
      ],
      'ilga.gov',
    ],
    [
      'TN',
      [
        ['statute_of_limitations', 'government', '2025-03-12', 'Tenn. Code Ann. §§ 9-8-402(a)(1), 28-3-104(a)(1)'],
        ['notice_of_claim', 'government', '2025-03-12', 'Tenn. Code Ann. § 9-8-402(a)(1)'],
      ],
      'neither the text of § 9-8-402 nor such a decision was found',
    ],
    [
      'ND',
      [
        ['notice_of_claim', 'government', '2024-09-08', 'N.D. Cent. Code § 32-12.2-04(1)'],
        ['statute_of_limitations', 'government', '2027-03-12', 'N.D. Cent. Code § 28-01-22.1(1)'],
      ],
      'still no decision applying it to § 28-01-22.1',
    ],
    [
      'IN',
      [
        ['notice_of_claim', 'government', '2024-12-07', 'Ind. Code § 34-13-3-6(a)'],
        ['statute_of_limitations', 'government', '2026-03-12', 'Ind. Code § 34-11-2-4'],
        ['statute_of_limitations', null, '2034-05-01', 'Ind. Code § 34-11-2-4'],
      ],
      'no decision applying it to a suit against the State',
    ],
    [
      'WI',
      [
        ['notice_of_claim', 'government', '2024-07-10', 'Wis. Stat. § 893.82(3)'],
        ['statute_of_limitations', 'government', '2027-03-12', 'Wis. Stat. § 893.54(1m)'],
        ['statute_of_limitations', null, '2034-05-01', 'Wis. Stat. § 893.54(1m)'],
      ],
      '§ 893.82(5) and (5m)',
    ],
    [
      'MN',
      [
        ['notice_of_claim', 'government', '2024-09-08', 'Minn. Stat. § 3.736, subd. 5'],
        ['statute_of_limitations', 'government', '2030-03-12', 'Minn. Stat. § 541.05, subd. 1(5)'],
        ['statute_of_limitations', null, '2033-05-02', 'Minn. Stat. § 541.05, subd. 1(5)'],
      ],
      "no decision or text on a minor's claim under § 3.736",
    ],
    [
      'AL',
      // The claim to the Board of Adjustment is the only step: no suit date beside it.
      [['notice_of_claim', 'government', '2025-03-12', 'Ala. Code § 41-9-65(a)']],
      "no decision on a minor's claim before the Board of Adjustment",
    ],
  ];

  it.each(cases)('%s', (jurisdiction, expected, noteSays) => {
    const minor = minorAgainstState(jurisdiction);
    expect(datesOf(minor)).toEqual(expected);
    const stateRow = minor.items.find((item) => item.appliesTo === 'government')!.rule;
    expect(stateRow).toMatchObject({ governments: 'state', minorTolling: { verified: false } });
    expect(stateRow.minorTolling.note).toContain(noteSays);
    if (jurisdiction !== 'AL') {
      expect(minor.warnings.join('\n')).toContain('but minority tolling for this rule is not verified');
    }
  });

  it("names Indiana's possible notice for a minor in a warning only, with what was searched", () => {
    const minor = minorAgainstState('IN');
    expect(minor.warnings).toContain(
      'Ind. Code § 34-13-3-9 may give a client who was a minor at the incident until 2032-10-28 to give notice (180 days after ' +
        'the client comes of age (2032-10-28)); unverified, not applied: the notice is counted from the incident (2024-12-07).',
    );
    const notice = minor.items.find((item) => item.kind === 'notice_of_claim')!.notice!;
    expect(notice.minorRule).toMatchObject({ verified: false, citation: 'Ind. Code § 34-13-3-9' });
    expect(notice.minorRule!.note).toMatch(/City of Indianapolis v\. Hicks.*dhlawindiana\.com/s);
  });
});
