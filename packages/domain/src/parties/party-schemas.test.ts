import { describe, expect, it } from 'vitest';
import { findClaimDateIssue, latestTodayIsoDate, partyCreateSchema } from './party-schemas.js';

const today = '2026-11-27';
const government = { kind: 'government', claimFiledOn: null, claimDeniedOn: null } as const;

describe('findClaimDateIssue', () => {
  it('accepts claim dates on a government of any level, the denial on or after the filing', () => {
    expect(findClaimDateIssue({ ...government, claimFiledOn: '2025-03-03', claimDeniedOn: '2025-03-03' }, { today })).toBeNull();
    expect(findClaimDateIssue({ ...government, claimDeniedOn: today }, { today })).toBeNull();
  });

  it('refuses a claim date on a party that is not a government, naming the field', () => {
    expect(findClaimDateIssue({ kind: 'business', claimFiledOn: null, claimDeniedOn: '2025-06-02' }, { today })).toEqual({
      path: 'claimDeniedOn',
      message: 'Claim dates apply only to a government party',
    });
  });

  it('refuses a date in the future, but only one being entered now', () => {
    expect(findClaimDateIssue({ ...government, claimFiledOn: '2026-11-28' }, { today })).toEqual({
      path: 'claimFiledOn',
      message: 'The day the claim was presented cannot be in the future',
    });
    expect(findClaimDateIssue({ ...government, claimDeniedOn: '2026-11-28' }, { today, changed: [] })).toBeNull();
  });

  it('refuses a denial before the filing, on the field being changed', () => {
    const dates = { ...government, claimFiledOn: '2025-06-02', claimDeniedOn: '2025-05-01' };
    expect(findClaimDateIssue(dates, { today })).toEqual({
      path: 'claimDeniedOn',
      message: 'The claim cannot be denied before it was presented',
    });
    expect(findClaimDateIssue(dates, { today, changed: ['claimFiledOn'] })).toEqual({
      path: 'claimFiledOn',
      message: 'The claim cannot be presented after it was denied',
    });
  });
});

describe('partyCreateSchema claim dates', () => {
  it('takes both dates on a local government and reports a bad pair under claimDeniedOn', () => {
    const base = { role: 'defendant', name: 'City of Tulsa', kind: 'government', governmentLevel: 'local' } as const;
    expect(partyCreateSchema.parse({ ...base, claimFiledOn: '2025-03-03', claimDeniedOn: '' })).toMatchObject({
      claimFiledOn: '2025-03-03',
      claimDeniedOn: null,
    });
    const result = partyCreateSchema.safeParse({ ...base, claimFiledOn: '2025-06-02', claimDeniedOn: '2025-05-01' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['claimDeniedOn'], message: 'The claim cannot be denied before it was presented' }),
    ]);
  });
});

describe('latestTodayIsoDate', () => {
  it('is already tomorrow where the day starts first (UTC+14)', () => {
    expect(latestTodayIsoDate(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
    expect(latestTodayIsoDate(new Date('2026-11-27T09:59:59Z'))).toBe('2026-11-27');
  });
});
