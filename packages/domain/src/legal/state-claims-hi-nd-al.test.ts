// Claims against the State itself in Hawaii, North Dakota and Alabama (`governments: 'state'` rows).
import { describe, expect, it } from 'vitest';
import { againstGovernment, deadlineRows } from '../testing/government-claims.js';
import { STATE_CLAIM_RULES_READ_ON } from './limitation-rules.js';

describe('claims against the State of Hawaii (State Tort Liability Act)', () => {
  it('gives the State two years to suit (§ 662-4), no notice, and no local-only warning', () => {
    const state = againstGovernment({ jurisdiction: 'HI', governmentLevels: ['state'] });
    expect(deadlineRows(state)).toEqual([
      ['statute_of_limitations', null, '2026-03-12', 'Haw. Rev. Stat. § 657-7'],
      ['statute_of_limitations', 'government', '2026-03-12', 'Haw. Rev. Stat. § 662-4'],
    ]);
    expect(state.items[1]!.rule).toMatchObject({ governments: 'state', verified: true, verifiedOn: STATE_CLAIM_RULES_READ_ON });
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
    expect(state.warnings.join('\n')).not.toContain('No notice-of-claim rule on file');
  });

  it('still gives a county its § 46-72 notice, and never the State row', () => {
    const county = againstGovernment({ jurisdiction: 'HI', governmentLevels: ['local'] });
    expect(deadlineRows(county)).toEqual([
      ['statute_of_limitations', null, '2026-03-12', 'Haw. Rev. Stat. § 657-7'],
      ['notice_of_claim', 'government', '2026-03-12', 'Haw. Rev. Stat. § 46-72'],
    ]);
  });

  it('does not toll the two years for a minor suing the State (Whittington v. State, 1991)', () => {
    const minor = againstGovernment({ jurisdiction: 'HI', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    expect(deadlineRows(minor)).toEqual([['statute_of_limitations', 'government', '2026-03-12', 'Haw. Rev. Stat. § 662-4']]);
    expect(minor.items[0]!.rule.minorTolling).toMatchObject({ rule: 'none', verified: true, verifiedOn: STATE_CLAIM_RULES_READ_ON });
    expect(minor.warnings).toContain(
      'The client was a minor at the incident, but minority does not toll this period; the period (2 years) runs from the incident.',
    );
  });
});

describe('claims against the State of North Dakota (N.D. Cent. Code ch. 32-12.2)', () => {
  it('gives the State the 180-day notice to the OMB director (§ 32-12.2-04(1)) and three years to suit', () => {
    const state = againstGovernment({ jurisdiction: 'ND', governmentLevels: ['state'] });
    expect(deadlineRows(state)).toEqual([
      // 180 days from 2024-03-12 is Sunday 2024-09-08: the notice counts on receipt, so it is not moved.
      ['notice_of_claim', 'government', '2024-09-08', 'N.D. Cent. Code § 32-12.2-04(1)'],
      ['statute_of_limitations', 'government', '2027-03-12', 'N.D. Cent. Code § 28-01-22.1(1)'],
      ['statute_of_limitations', null, '2030-03-12', 'N.D. Cent. Code § 28-01-16(5)'],
    ]);
    expect(state.items[0]!.notice).toMatchObject({
      to: 'the director of the office of management and budget',
      governments: 'state',
      verified: true,
      presentedOnReceipt: true,
    });
    expect(state.items[0]!).not.toHaveProperty('movedBecause');
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('still gives a political subdivision its § 32-12.1-10 notice and suit period', () => {
    const local = againstGovernment({ jurisdiction: 'ND', governmentLevels: ['local'] });
    expect(deadlineRows(local)).toEqual([
      ['notice_of_claim', 'government', '2024-09-09', 'N.D. Cent. Code § 32-12.1-10'],
      ['statute_of_limitations', 'government', '2027-03-12', 'N.D. Cent. Code §§ 28-01-22.1(1), 32-12.1-10'],
      ['statute_of_limitations', null, '2030-03-12', 'N.D. Cent. Code § 28-01-16(5)'],
    ]);
  });

  it('applies no minority tolling to the State row, its tolling being unverified', () => {
    const minor = againstGovernment({ jurisdiction: 'ND', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    expect(minor.items.find((item) => item.kind === 'statute_of_limitations' && item.appliesTo === 'government')).toMatchObject({
      dueDate: '2027-03-12',
    });
    expect(minor.items[0]!.rule.minorTolling.verified).toBe(false);
  });
});

describe('claims against the State of Alabama (the Board of Adjustment, Ala. Code § 41-9-65)', () => {
  it('gives the State a claim to the Board of Adjustment within one year, and no local-only warning', () => {
    const state = againstGovernment({ jurisdiction: 'AL', governmentLevels: ['state'] });
    // The claim is the only step (the State cannot be sued): no suit date beside it.
    expect(deadlineRows(state)).toEqual([
      ['notice_of_claim', 'government', '2025-03-12', 'Ala. Code § 41-9-65(a)'],
      ['statute_of_limitations', null, '2026-03-12', 'Ala. Code § 6-2-38(l)'],
    ]);
    expect(state.items[0]!.notice).toMatchObject({
      to: 'the State Board of Adjustment (the claim itself: the State cannot be sued)',
      governments: 'state',
      verified: true,
      presentedOnReceipt: true,
    });
    expect(state.items[0]!.rule.note).toContain('shall never be made a defendant in any court of law or equity');
    expect(state.items[0]!.rule.note).toContain('there is no suit date');
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('does not move the Board claim for a weekend (an incident on 2025-03-14: Saturday 2026-03-14), and gives no later suit date', () => {
    const state = againstGovernment({ jurisdiction: 'AL', governmentLevels: ['state'], incidentDate: '2025-03-14' });
    expect(state.items.find((item) => item.kind === 'notice_of_claim')).toMatchObject({ dueDate: '2026-03-14' });
    expect(state.items.find((item) => item.kind === 'statute_of_limitations' && item.appliesTo === 'government')).toBeUndefined();
  });

  it('still gives a municipality its § 11-47-23 notice', () => {
    const city = againstGovernment({ jurisdiction: 'AL', governmentLevels: ['local'] });
    expect(deadlineRows(city)).toEqual([
      ['notice_of_claim', 'government', '2024-09-12', 'Ala. Code § 11-47-23'],
      ['statute_of_limitations', null, '2026-03-12', 'Ala. Code § 6-2-38(l)'],
    ]);
  });
});
