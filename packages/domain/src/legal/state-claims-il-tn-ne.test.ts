// Claims against the State itself in Illinois (Court of Claims Act), Tennessee (Claims Commission Act) and Nebraska
// (State Tort Claims Act): each State's own notice and period, given only beside a defendant entered at the state level.
import { describe, expect, it } from 'vitest';
import { againstGovernment, deadlineRows, type GovernmentCase } from '../testing/government-claims.js';
import { STATE_CLAIM_RULES_READ_ON } from './limitation-rules.js';

const rows = (input: GovernmentCase) => deadlineRows(againstGovernment(input));

describe('claims against the State of Illinois (Court of Claims Act)', () => {
  it('gives the 1-year notice of § 22-1 (verified) and the 2 years of § 22 (unverified), not the Tort Immunity Act year', () => {
    const state = againstGovernment({ jurisdiction: 'IL', governmentLevels: ['state'] });
    expect(rows({ jurisdiction: 'IL', governmentLevels: ['state'] })).toEqual([
      // 1 year from 2024-03-12, filed with the Attorney General and the Clerk of the Court of Claims.
      ['notice_of_claim', 'government', '2025-03-12', '705 ILCS 505/22-1'],
      ['statute_of_limitations', null, '2026-03-12', '735 ILCS 5/13-202'],
      ['statute_of_limitations', 'government', '2026-03-12', '705 ILCS 505/22'],
    ]);
    const notice = state.items.find((item) => item.kind === 'notice_of_claim');
    const suit = state.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations');
    expect(notice!.notice).toMatchObject({
      verified: true,
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      governments: 'state',
      to: 'the Attorney General and the Clerk of the Court of Claims (filed in both offices)',
    });
    expect(suit!.rule).toMatchObject({ claimType: 'government_entity', governments: 'state', verified: false, verifiedOn: null });
    expect(suit!.rule.note).toMatch(/check .*by hand/i);
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('keeps the one year of § 8-101(a) for a local public entity, and gives a city and the State both', () => {
    expect(rows({ jurisdiction: 'IL', governmentLevels: ['local'] })).toEqual([
      ['statute_of_limitations', 'government', '2025-03-12', '745 ILCS 10/8-101(a)'],
      ['statute_of_limitations', null, '2026-03-12', '735 ILCS 5/13-202'],
    ]);
    expect(rows({ jurisdiction: 'IL', governmentLevels: ['local', 'state'] }).map((row) => row[3])).toEqual([
      '745 ILCS 10/8-101(a)',
      '705 ILCS 505/22-1',
      '735 ILCS 5/13-202',
      '705 ILCS 505/22',
    ]);
  });

  it("counts a minor's notice and claim from the incident: the saving clause was read only in its old text", () => {
    const minor = againstGovernment({ jurisdiction: 'IL', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    const suit = minor.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations');
    expect(suit).toMatchObject({ dueDate: '2026-03-12' });
    expect(suit!.rule.minorTolling).toMatchObject({ verified: false });
    expect(minor.items.find((item) => item.kind === 'notice_of_claim')).toMatchObject({ dueDate: '2025-03-12' });
    expect(minor.warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (2 years) runs from the incident.',
    );
  });
});

describe('claims against the State of Tennessee (Claims Commission Act)', () => {
  it('gives the written notice to the Division of Claims and Risk Management within the one year, not the GTLA row', () => {
    const state = againstGovernment({ jurisdiction: 'TN', governmentLevels: ['state'] });
    expect(rows({ jurisdiction: 'TN', governmentLevels: ['state'] })).toEqual([
      ['statute_of_limitations', null, '2025-03-12', 'Tenn. Code Ann. § 28-3-104(a)(1)'],
      ['statute_of_limitations', 'government', '2025-03-12', 'Tenn. Code Ann. §§ 9-8-402(a)(1), 28-3-104(a)(1)'],
      ['notice_of_claim', 'government', '2025-03-12', 'Tenn. Code Ann. § 9-8-402(a)(1)'],
    ]);
    const suit = state.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations');
    expect(suit!.rule).toMatchObject({ governments: 'state', verified: true, verifiedOn: STATE_CLAIM_RULES_READ_ON });
    expect(state.items.find((item) => item.kind === 'notice_of_claim')!.notice).toMatchObject({
      verified: true,
      governments: 'state',
      to: 'the Division of Claims and Risk Management (written notice of the claim)',
    });
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
  });

  it('keeps § 29-20-305(b) for a local government, with no notice', () => {
    expect(rows({ jurisdiction: 'TN', governmentLevels: ['local'] })).toEqual([
      ['statute_of_limitations', null, '2025-03-12', 'Tenn. Code Ann. § 28-3-104(a)(1)'],
      ['statute_of_limitations', 'government', '2025-03-12', 'Tenn. Code Ann. § 29-20-305(b)'],
    ]);
  });

  it("counts a minor's notice from the incident: § 28-1-106 is not verified for the Claims Commission Act", () => {
    const minor = againstGovernment({ jurisdiction: 'TN', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    expect(minor.items.map((item) => [item.kind, item.dueDate])).toEqual([
      ['statute_of_limitations', '2025-03-12'],
      ['notice_of_claim', '2025-03-12'],
    ]);
    expect(minor.warnings).toContain(
      'The client was a minor at the incident, but minority tolling for this rule is not verified; the period (1 year) runs from the incident.',
    );
  });
});

describe('claims against the State of Nebraska (State Tort Claims Act)', () => {
  it('gives the written claim to the Risk Manager and the suit, both within 2 years, not the political subdivision dates', () => {
    const state = againstGovernment({ jurisdiction: 'NE', governmentLevels: ['state'] });
    expect(rows({ jurisdiction: 'NE', governmentLevels: ['state'] })).toEqual([
      ['statute_of_limitations', 'government', '2026-03-12', 'Neb. Rev. Stat. § 81-8,227(1)'],
      ['notice_of_claim', 'government', '2026-03-12', 'Neb. Rev. Stat. §§ 81-8,212, 81-8,227(1)'],
      // 4 years from 2024-03-12 is Sunday 2028-03-12: the next business day.
      ['statute_of_limitations', null, '2028-03-13', 'Neb. Rev. Stat. § 25-207'],
    ]);
    expect(state.items.find((item) => item.kind === 'notice_of_claim')!.notice).toMatchObject({
      verified: true,
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      governments: 'state',
      to: 'the Risk Manager (filed in the manner the State Claims Board prescribes)',
    });
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('keeps the one-year claim of § 13-919(1) for a political subdivision', () => {
    expect(rows({ jurisdiction: 'NE', governmentLevels: ['local'] })).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', 'Neb. Rev. Stat. §§ 13-919(1), 13-905'],
      ['statute_of_limitations', 'government', '2026-03-12', 'Neb. Rev. Stat. § 13-919(1)'],
      ['statute_of_limitations', null, '2028-03-13', 'Neb. Rev. Stat. § 25-207'],
    ]);
  });

  it('gives a minor 2 years from the 21st birthday to sue the State (§ 25-213), the claim still from the incident', () => {
    // Born 2014-05-01: 21 on 2035-05-01, the suit due 2037-05-01 (a Friday).
    const minor = againstGovernment({ jurisdiction: 'NE', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    expect(minor.items.map((item) => [item.kind, item.dueDate, item.notice?.citation ?? item.rule.citation])).toEqual([
      ['notice_of_claim', '2026-03-12', 'Neb. Rev. Stat. §§ 81-8,212, 81-8,227(1)'],
      ['statute_of_limitations', '2037-05-01', 'Neb. Rev. Stat. § 81-8,227(1)'],
    ]);
    expect(minor.items[1]).toMatchObject({ clockStartedOn: '2035-05-01', appliesTo: 'government' });
    expect(minor.items[1]!.rule.minorTolling).toMatchObject({
      verified: true,
      ageOfMajority: 21,
      citation: 'Neb. Rev. Stat. § 25-213',
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
    });
    expect(minor.warnings).toContain('The notice of claim is counted from the incident: minority is not assumed to extend it.');
  });
});
