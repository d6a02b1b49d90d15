// Claims against the State itself in Wisconsin, Indiana and Minnesota: the State's own notice (and the suit period
// given beside it), in place of the notices that bind local governments only.
import { describe, expect, it } from 'vitest';
import { againstGovernment, deadlineRows } from '../testing/government-claims.js';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import { STATE_CLAIM_RULES_READ_ON } from './limitation-rules.js';

describe('claims against the State of Wisconsin (Wis. Stat. § 893.82)', () => {
  it('gives a state defendant the 120-day notice to the Attorney General, not the municipal § 893.80 notice', () => {
    const state = againstGovernment({ jurisdiction: 'WI', governmentLevels: ['state'] });
    expect(deadlineRows(state)).toEqual([
      // 120 days from 2024-03-12: Wednesday 2024-07-10.
      ['notice_of_claim', 'government', '2024-07-10', 'Wis. Stat. § 893.82(3)'],
      ['statute_of_limitations', null, '2027-03-12', 'Wis. Stat. § 893.54(1m)'],
    ]);
    const [notice] = state.items;
    expect(notice!.notice).toMatchObject({
      verified: true,
      verifiedOn: STATE_CLAIM_RULES_READ_ON,
      governments: 'state',
      presentedOnReceipt: true,
    });
    expect(notice!.notice?.to).toContain('Attorney General');
    // § 893.82 sets no suit period: the general 3 years are given once, and a warning says they are unverified for the State.
    expect(state.warnings).toContain(
      'Wis. Stat. § 893.54(1m) (2027-03-12) is the date given for the claim against the State too; that it governs that claim is not verified: check it by hand.',
    );
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
    expect(state.warnings.join('\n')).not.toContain('not on file');
  });

  it('still gives a local defendant the municipal notice (§ 893.80(1d)(a)) and no state row', () => {
    const local = againstGovernment({ jurisdiction: 'WI', governmentLevels: ['local'] });
    expect(deadlineRows(local)).toEqual([
      ['notice_of_claim', 'government', '2024-07-10', 'Wis. Stat. § 893.80(1d)(a)'],
      ['statute_of_limitations', null, '2027-03-12', 'Wis. Stat. § 893.54(1m)'],
    ]);
    const unknown = againstGovernment({ jurisdiction: 'WI', governmentLevels: [null] });
    expect(unknown.items.some((item) => item.notice?.citation === 'Wis. Stat. § 893.82(3)')).toBe(false);
  });

  it('gives a city and the State sued together both notices, under their own keys', () => {
    const plan = planComputedDeadlines({
      state: 'WI',
      incidentDate: '2024-03-12',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: ['government'],
      governmentLevels: ['local', 'state'],
    });
    expect(plan.items.map((item) => [item.computedKey, item.dueDate])).toEqual(
      expect.arrayContaining([
        ['notice_of_claim', '2024-07-10'],
        ['notice_of_claim_state', '2024-07-10'],
      ]),
    );
    // The State's 3 years repeat the general period: given once, under the general key.
    expect(plan.items.map((item) => item.computedKey)).not.toContain('sol_government_state');
    expect(plan.items.find((item) => item.computedKey === 'sol')?.dueDate).toBe('2027-03-12');
  });
});

describe('claims against the State of Indiana (Ind. Code § 34-13-3-6)', () => {
  it('gives a state defendant the 270-day notice, not moved past the Saturday it falls on', () => {
    const state = againstGovernment({ jurisdiction: 'IN', governmentLevels: ['state'] });
    expect(deadlineRows(state)).toEqual([
      // 270 days from 2024-03-12: Saturday 2024-12-07; the notice must be filed by then.
      ['notice_of_claim', 'government', '2024-12-07', 'Ind. Code § 34-13-3-6(a)'],
      ['statute_of_limitations', null, '2026-03-12', 'Ind. Code § 34-11-2-4'],
    ]);
    expect(state.items[0]).not.toHaveProperty('movedBecause');
    expect(state.items[0]!.notice).toMatchObject({ verified: true, verifiedOn: STATE_CLAIM_RULES_READ_ON, governments: 'state' });
    expect(state.items[0]!.notice?.to).toBe('the Attorney General or the state agency involved');
    expect(state.warnings.join('\n')).toContain(
      'is the date given for the claim against the State too; that it governs that claim is not verified',
    );
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
  });

  it('still gives a political subdivision the 180-day notice of § 34-13-3-8', () => {
    const local = againstGovernment({ jurisdiction: 'IN', governmentLevels: ['local'] });
    expect(deadlineRows(local)).toEqual([
      // 180 days: Sunday 2024-09-08, moved to Monday.
      ['notice_of_claim', 'government', '2024-09-09', 'Ind. Code § 34-13-3-8'],
      ['statute_of_limitations', null, '2026-03-12', 'Ind. Code § 34-11-2-4'],
    ]);
  });

  it('names the unread minor provision (§ 34-13-3-9) for a minor but counts the notice from the incident', () => {
    const minor = againstGovernment({ jurisdiction: 'IN', governmentLevels: ['state'], clientDateOfBirth: '2014-05-01' });
    expect(minor.items.find((item) => item.kind === 'notice_of_claim')).toMatchObject({ dueDate: '2024-12-07' });
    expect(minor.warnings.join('\n')).toContain('Ind. Code § 34-13-3-9 may give a client who was a minor at the incident');
  });
});

describe('claims against the State of Minnesota (Minn. Stat. § 3.736)', () => {
  it('gives a state defendant the 180-day notice to the Attorney General, unverified', () => {
    const state = againstGovernment({ jurisdiction: 'MN', governmentLevels: ['state'] });
    expect(deadlineRows(state)).toEqual([
      // 180 days from 2024-03-12: Sunday 2024-09-08, not moved.
      ['notice_of_claim', 'government', '2024-09-08', 'Minn. Stat. § 3.736, subd. 5'],
      ['statute_of_limitations', null, '2030-03-12', 'Minn. Stat. § 541.05, subd. 1(5)'],
    ]);
    expect(state.items[0]!.notice).toMatchObject({ verified: false, governments: 'state', presentedOnReceipt: true });
    expect(state.items[0]!.notice?.note).toMatch(/Check the current subdivision by hand/);
    expect(state.warnings.join('\n')).toContain(
      'is the date given for the claim against the State too; that it governs that claim is not verified',
    );
    expect(state.warnings.join('\n')).not.toContain('binds local governments only');
  });

  it('still gives a municipality the § 466.05 notice', () => {
    const local = againstGovernment({ jurisdiction: 'MN', governmentLevels: ['local'] });
    expect(deadlineRows(local)).toEqual([
      ['notice_of_claim', 'government', '2024-09-09', 'Minn. Stat. § 466.05, subd. 1'],
      ['statute_of_limitations', null, '2030-03-12', 'Minn. Stat. § 541.05, subd. 1(5)'],
    ]);
  });
});
