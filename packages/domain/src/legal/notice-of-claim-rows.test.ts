// The notices of claim of the general injury rows read on 2026-11-29: each one's date for a client hurt by a government
// defendant, counted from the incident, and the day it was read.
import { describe, expect, it } from 'vitest';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON } from './limitation-rules.js';
import { computeDeadlines, type ComputeDeadlinesInput } from './limitations.js';

type Case = Partial<ComputeDeadlinesInput> & Pick<ComputeDeadlinesInput, 'jurisdiction'>;

function noticeOfClaim(input: Case) {
  const result = computeDeadlines({
    claimType: 'general_injury',
    incidentDate: '2024-03-12',
    defendantKinds: ['government'],
    today: '2026-11-29',
    ...input,
  });
  return { result, notice: result.items.find((item) => item.kind === 'notice_of_claim') };
}

describe('notices of claim read on 2026-11-29', () => {
  it('South Dakota: written notice within 180 days after the injury (§ 3-21-2), verified', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'SD' });
    // 2024-03-12 + 180 days = 2024-09-08; not 6 months (2024-09-12).
    expect(notice).toMatchObject({ nominalDate: '2024-09-08' });
    expect(notice?.notice).toMatchObject({
      citation: 'S.D. Codified Laws § 3-21-2',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(notice?.notice?.to).toContain('a county, its auditor');
  });

  it('South Dakota: a minor gets no later notice date (no provision for minors was read)', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'SD', clientDateOfBirth: '2014-01-01' });
    expect(notice).toMatchObject({ nominalDate: '2024-09-08' });
  });
});
