// Florida's claims against the State and its subdivisions (Fla. Stat. § 768.28(6) and (14)), read on 2026-11-29: the
// 3-year notice, the 2-year notice of a death claim from 2011-07-01 (ch. 2011-113, Laws of Fla.) and the 4-year suit.
import { describe, expect, it } from 'vitest';
import { againstGovernment, deadlineRows } from '../testing/government-claims.js';
import { FL_2011_WRONGFUL_DEATH_ACT_FROM, FL_GOVERNMENT_CLAIMS_READ_ON, LIMITATION_RULES } from './limitation-rules.js';

const noticeOf = (result: ReturnType<typeof againstGovernment>) => result.items.find((item) => item.kind === 'notice_of_claim')!;

describe("Florida's claims against governments read on 2026-11-29", () => {
  it('reads on the day the sources were read, and applies the 2011 act from 2011-07-01', () => {
    expect(FL_GOVERNMENT_CLAIMS_READ_ON).toBe('2026-11-29');
    expect(FL_2011_WRONGFUL_DEATH_ACT_FROM).toBe('2011-07-01');
  });

  it('gives a general injury against a county the 3-year notice and the 4-year suit, both verified', () => {
    // A fall on county property on 2024-03-12: negligence 2 years (HB 837), notice 3 years, suit 4 years (a Sunday,
    // so the next Monday).
    const result = againstGovernment({ jurisdiction: 'FL', governmentLevels: ['local'] });
    expect(deadlineRows(result)).toEqual([
      ['statute_of_limitations', null, '2026-03-12', 'Fla. Stat. § 95.11(5)(a); ch. 2023-15, Laws of Fla. (HB 837)'],
      ['notice_of_claim', 'government', '2027-03-12', 'Fla. Stat. § 768.28(6)(a)'],
      ['statute_of_limitations', 'government', '2028-03-13', 'Fla. Stat. § 768.28(14)'],
    ]);
    const notice = noticeOf(result).notice!;
    expect(notice).toMatchObject({ period: { years: 3 }, verified: true, verifiedOn: FL_GOVERNMENT_CLAIMS_READ_ON });
    expect(notice.to).toContain('except for a claim against a municipality, county or the Florida Space Authority');
    expect(notice.note).toContain('"within 3 years after such claim accrues"');
    const suit = result.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations')!;
    expect(suit.rule).toMatchObject({ period: { years: 4 }, verified: true, verifiedOn: FL_GOVERNMENT_CLAIMS_READ_ON });
    expect(suit.rule.note).toContain('S.S. v. School Bd. of Sarasota County');
    // The tolling of a minor's claim against the State is still not on file, and never applied.
    expect(suit.rule.minorTolling.verified).toBe(false);
  });

  it('keeps the same notice and suit for an injury before HB 837 (2022), when negligence had 4 years too', () => {
    const result = againstGovernment({ jurisdiction: 'FL', incidentDate: '2022-05-02' });
    expect(deadlineRows(result)).toEqual([
      ['notice_of_claim', 'government', '2025-05-02', 'Fla. Stat. § 768.28(6)(a)'],
      ['statute_of_limitations', null, '2026-05-04', 'Fla. Stat. § 95.11(3)(a) (2022)'],
      ['statute_of_limitations', 'government', '2026-05-04', 'Fla. Stat. § 768.28(14)'],
    ]);
  });

  it('gives a wrongful death claim against a city from a 2024 death the 2-year notice, verified, and 2 years from the death', () => {
    const result = againstGovernment({ jurisdiction: 'FL', claimType: 'wrongful_death', dateOfDeath: '2024-04-01' });
    expect(deadlineRows(result)).toEqual([
      ['notice_of_claim', 'government', '2026-03-12', 'Fla. Stat. § 768.28(6)(a)'],
      ['statute_of_limitations', null, '2026-04-01', 'Fla. Stat. § 95.11(5)(e)'],
    ]);
    // The 4 years of § 768.28(14) are not the death action's period (ch. 2011-113): not given, and a warning says why.
    expect(result.warnings).toContain(
      'ch. 2011-113, Laws of Fla.: a wrongful death action against the government is brought within the period for such ' +
        'actions against other defendants (Fla. Stat. § 95.11(5)(e)), not the 4 years of Fla. Stat. § 768.28(14).',
    );
    const notice = noticeOf(result).notice!;
    expect(notice).toMatchObject({ period: { years: 2 }, verified: true, verifiedOn: FL_GOVERNMENT_CLAIMS_READ_ON });
    expect(notice.note).toContain('ch. 2011-113');
    expect(notice.note).toContain('90 days');
  });

  it("gives a death on 2011-07-01, the act's effective day, the 2-year notice", () => {
    const result = againstGovernment({
      jurisdiction: 'FL',
      claimType: 'wrongful_death',
      incidentDate: '2011-06-20',
      dateOfDeath: '2011-07-01',
    });
    expect(noticeOf(result)).toMatchObject({ dueDate: '2013-06-20', notice: { period: { years: 2 } } });
    // A death from that day: no 4-year suit date beside the death action's own.
    expect(result.items.some((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations')).toBe(false);
  });

  it('gives a death before 2011-07-01 the 3 years then in force, verified', () => {
    const result = againstGovernment({
      jurisdiction: 'FL',
      claimType: 'wrongful_death',
      incidentDate: '2010-05-03',
      dateOfDeath: '2010-05-10',
    });
    expect(deadlineRows(result)).toEqual([
      ['statute_of_limitations', null, '2012-05-10', 'Fla. Stat. § 95.11(5)(e)'],
      ['notice_of_claim', 'government', '2013-05-03', 'Fla. Stat. § 768.28(6)(a)'],
      ['statute_of_limitations', 'government', '2014-05-05', 'Fla. Stat. § 768.28(14)'],
    ]);
    const notice = noticeOf(result).notice!;
    expect(notice).toMatchObject({ period: { years: 3 }, verified: true });
    expect(notice.note).toContain('A death before 2011-07-01');
  });

  it('keeps the two wrongful death rows alike but for their notice', () => {
    const rows = LIMITATION_RULES.filter((rule) => rule.jurisdiction === 'FL' && rule.claimType === 'wrongful_death');
    expect(rows.map((rule) => [rule.effectiveFrom, rule.noticeOfClaim?.period])).toEqual([
      ['2000-01-01', { years: 3 }],
      ['2011-07-01', { years: 2 }],
    ]);
    const [before, after] = rows;
    expect({ ...before, noticeOfClaim: null, effectiveFrom: null }).toEqual({ ...after, noticeOfClaim: null, effectiveFrom: null });
  });
});
