// Last reads on 2026-11-29: four texts searched for once more (Louisiana's art. 2315.2 and 2025 HB 291, Illinois'
// § 13-209(a)(1), Texas' § 16.062, Montana's § 27-2-204 from 2026-10-01 and SB 216). None was read in its own words:
// these tests pin the rows as they stand, unverified, so that a row verified later is changed with its source.
import { describe, expect, it } from 'vitest';
import { deadlineRows } from '../testing/government-claims.js';
import { LIMITATION_RULES } from './limitation-rules.js';
import type { ClaimType, LimitationRule } from './limitation-types.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';

const today = '2026-11-29';

function rowOn(jurisdiction: string, claimType: ClaimType, accrualDate: string): LimitationRule {
  const rule = findLimitationRule({ jurisdiction, claimType, accrualDate });
  if (!rule) throw new Error(`no ${jurisdiction} ${claimType} row on ${accrualDate}`);
  return rule;
}

describe('Louisiana wrongful death (La. Civ. Code art. 2315.2(B)), searched again', () => {
  const rule = () => rowOn('LA', 'wrongful_death', '2025-09-10');

  it('stays one year from the death, unverified, the earliest date under every reading of 2025 HB 291 found', () => {
    expect(rule()).toMatchObject({
      period: { years: 1 },
      clockStarts: 'death',
      citation: 'La. Civ. Code art. 2315.2(B)',
      verified: false,
    });
    expect(rule().note).toContain('Searched again later that day: still no Act number');
    expect(rule().note).toContain('whichever is longer');
    expect(LIMITATION_RULES.filter((row) => row.jurisdiction === 'LA' && row.claimType === 'wrongful_death')).toHaveLength(1);
  });

  it('counts one year from a death after the date summaries give for the 2025 law (2025-08-01)', () => {
    const result = computeDeadlines({
      jurisdiction: 'LA',
      claimType: 'wrongful_death',
      incidentDate: '2025-09-01',
      dateOfDeath: '2025-09-10',
      today,
    });
    // 2026-09-10 is a Thursday.
    expect(deadlineRows(result)).toEqual([['statute_of_limitations', null, '2026-09-10', 'La. Civ. Code art. 2315.2(B)']]);
    // The UI shows the date as unverified from the row's flag.
    expect(result.items[0]?.rule.verified).toBe(false);
  });
});

describe('Illinois survival (735 ILCS 5/13-209(a)(1)), read a sixth time', () => {
  it('stays one year after the death, unverified', () => {
    expect(rowOn('IL', 'wrongful_death', '2025-06-01').survival).toMatchObject({
      kind: 'later_of_period_or_after_death',
      afterDeath: { years: 1 },
      citation: '735 ILCS 5/13-209(a)(1)',
      verified: false,
    });
  });
});

describe('Texas survival (Tex. Civ. Prac. & Rem. Code § 16.062), text not read', () => {
  it('adds no survival rule to any Texas row', () => {
    const texas = LIMITATION_RULES.filter((row) => row.jurisdiction === 'TX');
    expect(texas.length).toBeGreaterThan(0);
    expect(texas.filter((row) => row.survival)).toEqual([]);
    expect(texas.filter((row) => row.citation.includes('16.062'))).toEqual([]);
  });
});

describe('Montana § 27-2-204 from 2026-10-01 and SB 216, searched again', () => {
  it.each([
    ['general_injury', '2026-10-01', 'Mont. Code Ann. § 27-2-204(1) (version effective 2026-10-01)'],
    ['wrongful_death', '2026-10-01', 'Mont. Code Ann. § 27-2-204(2) (version effective 2026-10-01)'],
    ['product_liability', '2023-05-04', 'Mont. Code Ann. § 27-2-204(1) (claims accruing from 2023-05-04, SB 216)'],
  ] as const)('keeps the %s row from %s at 3 years, unverified', (claimType, from, citation) => {
    const rule = rowOn('MT', claimType, from);
    expect(rule).toMatchObject({ period: { years: 3 }, citation, verified: false, effectiveFrom: from });
    // The day before, the verified row (or, for products, the row for earlier claims) still applies.
    const before = rowOn('MT', claimType, from === '2026-10-01' ? '2026-09-30' : '2023-05-03');
    expect(before.citation).not.toBe(citation);
  });

  it('counts 3 years from an incident on the first day of the new version', () => {
    const result = computeDeadlines({ jurisdiction: 'MT', claimType: 'general_injury', incidentDate: '2026-10-01', today });
    expect(deadlineRows(result)[0]).toEqual([
      'statute_of_limitations',
      null,
      '2029-10-01',
      'Mont. Code Ann. § 27-2-204(1) (version effective 2026-10-01)',
    ]);
    expect(result.items[0]?.rule.verified).toBe(false);
  });
});
