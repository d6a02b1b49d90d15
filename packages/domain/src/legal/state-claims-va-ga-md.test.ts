// Claims against a State itself: Virginia's, Georgia's and Maryland's tort claims acts (`governments: 'state'` rows).
import { describe, expect, it } from 'vitest';
import { againstGovernment, deadlineRows, type GovernmentCase } from '../testing/government-claims.js';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import { STATE_CLAIM_RULES_READ_ON } from './limitation-rules.js';

const against = (level: 'state' | 'local', input: GovernmentCase) => againstGovernment({ governmentLevels: [level], ...input });
const rows = deadlineRows;

describe('the State of Virginia (Virginia Tort Claims Act)', () => {
  it('gives the 1-year notice (§ 8.01-195.6) and the 2 years from accrual (§ 8.01-195.7), not the local notice', () => {
    const state = against('state', { jurisdiction: 'VA' });
    expect(rows(state)).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', 'Va. Code Ann. § 8.01-195.6'],
      ['statute_of_limitations', null, '2026-03-12', 'Va. Code Ann. § 8.01-243(A)'],
      ['statute_of_limitations', 'government', '2026-03-12', 'Va. Code Ann. § 8.01-195.7'],
    ]);
    const [notice, , suit] = state.items;
    expect(notice?.notice).toMatchObject({
      to: 'the Director of the Division of Risk Management or the Attorney General',
      governments: 'state',
      presentedOnReceipt: true,
      verified: true,
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
    });
    expect(suit?.rule).toMatchObject({
      governments: 'state',
      effectiveFrom: '2016-07-01',
      verified: true,
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
    });
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('keeps the 6-month local notice (§ 15.2-209) for a city, county or town', () => {
    expect(rows(against('local', { jurisdiction: 'VA' }))).toEqual([
      ['notice_of_claim', 'government', '2024-09-12', 'Va. Code Ann. § 15.2-209'],
      ['statute_of_limitations', null, '2026-03-12', 'Va. Code Ann. § 8.01-243(A)'],
    ]);
  });

  it('gives a minor the year after the 18th birthday for the notice and two years for suit (§§ 8.01-195.6(A), 8.01-229(A)(1))', () => {
    // Born 2014-05-01: 18 on 2032-05-01. The notice is deemed filed when received, so 2033-05-01 (a Sunday) does not move.
    const minor = against('state', { jurisdiction: 'VA', clientDateOfBirth: '2014-05-01' });
    expect(minor.items.map((item) => [item.kind, item.dueDate, item.clockStartedOn ?? null, item.minorRule?.citation ?? null])).toEqual([
      ['notice_of_claim', '2033-05-01', '2032-05-01', 'Va. Code Ann. §§ 8.01-195.6(A), 8.01-229(A)(1)'],
      ['statute_of_limitations', '2034-05-01', '2032-05-01', null],
    ]);
    expect(minor.items[1]?.rule.citation).toBe('Va. Code Ann. § 8.01-195.7');
  });

  it('has no State row before 2016-07-01 (the 2016 amendment of § 8.01-195.7), and says so', () => {
    const before = against('state', { jurisdiction: 'VA', incidentDate: '2016-06-30' });
    expect(before.items.map((item) => item.kind)).toEqual(['statute_of_limitations']);
    expect(before.warnings).toContain(
      'Va. Code Ann. § 15.2-209 binds local governments only: its notice of claim is not given. The rule for a claim ' +
        'against the State of Virginia is not on file: check it by hand.',
    );
  });

  it('plans the State dates under their own keys beside the city', () => {
    const plan = planComputedDeadlines({
      state: 'VA',
      incidentDate: '2024-03-12',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: ['government'],
      governmentLevels: ['local', 'state'],
    });
    expect(plan.items.map((item) => [item.computedKey, item.dueDate])).toEqual([
      ['notice_of_claim', '2024-09-12'],
      ['notice_of_claim_state', '2025-03-12'],
      ['sol', '2026-03-12'],
      ['sol_government_state', '2026-03-12'],
    ]);
    expect(plan.items.find((item) => item.computedKey === 'sol_government_state')?.source.ruleId).toBe(
      'VA/government_entity/2016-07-01/state',
    );
  });
});

describe('the State of Georgia (Georgia Tort Claims Act)', () => {
  it('gives the 12-month notice (§ 50-21-26(a)(1)) and the 2 years (§ 50-21-27(c)), both counted from the incident', () => {
    const state = against('state', { jurisdiction: 'GA' });
    expect(rows(state)).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', 'Ga. Code Ann. § 50-21-26(a)(1)'],
      ['statute_of_limitations', null, '2026-03-12', 'Ga. Code Ann. § 9-3-33'],
      ['statute_of_limitations', 'government', '2026-03-12', 'Ga. Code Ann. § 50-21-27(c)'],
    ]);
    expect(state.items[0]?.notice).toMatchObject({ governments: 'state', verified: true, verifiedOn: STATE_CLAIM_RULES_READ_ON });
    expect(state.items[2]?.rule).toMatchObject({ governments: 'state', clockStarts: 'discovery', verified: true });
    expect(state.warnings).toContain(
      'Ga. Code Ann. § 50-21-27(c): the period runs from discovery; this date counts from the incident, the earliest it can start.',
    );
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('keeps the 6-month municipal notice (§ 36-33-5) for a city', () => {
    expect(rows(against('local', { jurisdiction: 'GA' }))).toEqual([
      ['notice_of_claim', 'government', '2024-09-12', 'Ga. Code Ann. § 36-33-5'],
      ['statute_of_limitations', null, '2026-03-12', 'Ga. Code Ann. § 9-3-33'],
    ]);
  });

  it('gives a minor two years after the 18th birthday for suit (§§ 50-21-27(e), 9-3-90(b)), the notice still from the incident', () => {
    const minor = against('state', { jurisdiction: 'GA', clientDateOfBirth: '2014-05-01' });
    expect(minor.items.map((item) => [item.kind, item.dueDate, item.clockStartedOn ?? null])).toEqual([
      ['notice_of_claim', '2025-03-12', null],
      ['statute_of_limitations', '2034-05-01', '2032-05-01'],
    ]);
    expect(minor.items[1]?.rule.minorTolling).toMatchObject({ citation: 'Ga. Code Ann. § 9-3-90(b)', verified: true });
    expect(minor.warnings).toContain('The notice of claim is counted from the incident: minority is not assumed to extend it.');
  });
});

describe('the State of Maryland (Maryland Tort Claims Act)', () => {
  it('gives the 1-year claim to the Treasurer (§ 12-106(b)(1)) and the 3 years (§ 12-106(b)(3)), not the local notice', () => {
    const state = against('state', { jurisdiction: 'MD' });
    expect(rows(state)).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', "Md. Code, State Gov't § 12-106(b)(1)"],
      ['statute_of_limitations', null, '2027-03-12', 'Md. Code, Cts. & Jud. Proc. § 5-101'],
      ['statute_of_limitations', 'government', '2027-03-12', "Md. Code, State Gov't § 12-106(b)(3)"],
    ]);
    expect(state.items[0]?.notice).toMatchObject({ to: 'the State Treasurer or a designee of the Treasurer', governments: 'state' });
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('keeps the 1-year local notice (Cts. & Jud. Proc. § 5-304) for a county', () => {
    expect(rows(against('local', { jurisdiction: 'MD' }))).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', 'Md. Code, Cts. & Jud. Proc. § 5-304'],
      ['statute_of_limitations', null, '2027-03-12', 'Md. Code, Cts. & Jud. Proc. § 5-101'],
    ]);
  });

  it('applies no minority tolling to the State (read: see state-claims-minors.test.ts): the 3 years and the claim run from the incident', () => {
    const minor = against('state', { jurisdiction: 'MD', clientDateOfBirth: '2014-05-01' });
    expect(minor.items.map((item) => [item.kind, item.dueDate])).toEqual([
      ['notice_of_claim', '2025-03-12'],
      ['statute_of_limitations', '2027-03-12'],
    ]);
    expect(minor.items[1]?.rule.minorTolling).toMatchObject({ rule: 'none', verified: true });
    expect(minor.warnings).toContain(
      'The client was a minor at the incident, but minority does not toll this period; the period (3 years) runs from the incident.',
    );
  });
});
