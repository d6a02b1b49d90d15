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

describe('the Maryland local government notice before and after H.B. 113 (2015)', () => {
  it('gives 180 days for an injury before 2015-10-01, not the later 1 year', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'MD', incidentDate: '2014-03-12' });
    // 2014-03-12 + 180 days = 2014-09-08 (1 year would be 2015-03-12).
    expect(notice).toMatchObject({ nominalDate: '2014-09-08' });
    expect(notice?.notice).toMatchObject({
      citation: 'Md. Code, Cts. & Jud. Proc. § 5-304 (before 2015 H.B. 113)',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
  });

  it('gives 180 days for an injury on 2015-09-30 and 1 year from 2015-10-01', () => {
    expect(noticeOfClaim({ jurisdiction: 'MD', incidentDate: '2015-09-30' }).notice).toMatchObject({ nominalDate: '2016-03-28' });
    const { notice } = noticeOfClaim({ jurisdiction: 'MD', incidentDate: '2015-10-01' });
    expect(notice).toMatchObject({ nominalDate: '2016-10-01' });
    expect(notice?.notice).toMatchObject({
      citation: 'Md. Code, Cts. & Jud. Proc. § 5-304',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(notice?.notice?.to).toContain('Baltimore City: the City Solicitor');
  });
});

describe('the Hawaii county notice before and after L 2007, c 152', () => {
  it('gives 6 months for an injury of 2005, not the later 2 years', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'HI', incidentDate: '2005-03-12' });
    expect(notice).toMatchObject({ nominalDate: '2005-09-12' });
    expect(notice?.notice).toMatchObject({ citation: 'Haw. Rev. Stat. § 46-72 (before L 2007, c 152)', verified: false });
  });

  it('gives 2 years for an injury from 2008', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'HI' });
    expect(notice).toMatchObject({ nominalDate: '2026-03-12' });
    expect(notice?.notice).toMatchObject({ citation: 'Haw. Rev. Stat. § 46-72', verified: false });
  });
});

describe('the Wyoming claim read on 2026-11-29', () => {
  it('Wyoming: the claim 2 years from the act (§ 1-39-113(a)), verified, also for a minor', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'WY', clientDateOfBirth: '2014-01-01' });
    // 2 years, not the 4 of the general period (2028-03-12).
    expect(notice).toMatchObject({ nominalDate: '2026-03-12' });
    expect(notice?.notice).toMatchObject({
      citation: 'Wyo. Stat. Ann. § 1-39-113',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(noticeOfClaim({ jurisdiction: 'WY', incidentDate: '2001-03-12' }).notice).toMatchObject({ nominalDate: '2003-03-12' });
  });
});

describe('North Dakota notice searched on 2026-11-29', () => {
  it('keeps 180 days from the incident, unverified, and names the 90-day street claim', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'ND' });
    expect(notice).toMatchObject({ nominalDate: '2024-09-08' });
    expect(notice?.notice).toMatchObject({ citation: 'N.D. Cent. Code § 32-12.1-10', verified: false });
    expect(notice?.notice?.note).toContain('40-42');
  });
});

describe('the Florida wrongful death notice (§ 768.28(6)(a))', () => {
  it('gives a death claim 2 years from the incident, not the 3 years of other claims', () => {
    const { notice } = noticeOfClaim({ jurisdiction: 'FL', claimType: 'wrongful_death', dateOfDeath: '2024-04-01' });
    expect(notice).toMatchObject({ nominalDate: '2026-03-12' });
    expect(notice?.notice).toMatchObject({ citation: 'Fla. Stat. § 768.28(6)(a)', verified: true });
    // A general injury claim keeps the 3 years.
    expect(noticeOfClaim({ jurisdiction: 'FL' }).notice).toMatchObject({ nominalDate: '2027-03-12' });
  });
});
