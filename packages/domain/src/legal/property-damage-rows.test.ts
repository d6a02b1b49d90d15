// Property damage (a client's vehicle) periods for the states beyond CA, NY and TX (issue 29).
import { describe, expect, it } from 'vitest';
import { US_JURISDICTIONS } from './jurisdictions.js';
import { LIMITATION_RULES } from './limitation-rules.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';
import { PROPERTY_DAMAGE_RULES, PROPERTY_DAMAGE_VERIFIED_ON } from './property-damage-rules.js';

const today = '2026-11-27';

describe('property damage rows', () => {
  it('are on file for 36 jurisdictions, each verified with a citation and never tolled', () => {
    const withRow = US_JURISDICTIONS.filter(
      ({ code }) => findLimitationRule({ jurisdiction: code, claimType: 'property_damage', accrualDate: '2025-01-01' }) !== null,
    ).map(({ code }) => code);
    expect(withRow).toHaveLength(36);
    const without = US_JURISDICTIONS.map(({ code }) => code).filter((code) => !withRow.includes(code));
    expect(without).toEqual(['AL', 'AK', 'AZ', 'CO', 'CT', 'FL', 'KY', 'LA', 'MI', 'MS', 'MT', 'NH', 'ND', 'OK', 'WI']);
    for (const rule of PROPERTY_DAMAGE_RULES) {
      expect(LIMITATION_RULES).toContain(rule);
      expect(rule).toMatchObject({
        claimType: 'property_damage',
        verified: true,
        verifiedOn: PROPERTY_DAMAGE_VERIFIED_ON,
        clockStarts: 'incident',
      });
      expect(rule.minorTolling.verified).toBe(false);
      expect(rule.note).toContain(`Checked on ${PROPERTY_DAMAGE_VERIFIED_ON}`);
    }
  });

  it('gives Virginia 5 years (Va. Code Ann. § 8.01-243(B)) and the general row’s notice against a county', () => {
    const result = computeDeadlines({
      jurisdiction: 'VA',
      claimType: 'property_damage',
      incidentDate: '2024-05-10',
      defendantKinds: ['government'],
      today,
    });
    const limitation = result.items.find((item) => item.kind === 'statute_of_limitations');
    expect(limitation).toMatchObject({ nominalDate: '2029-05-10', dueDate: '2029-05-10' });
    expect(limitation!.rule).toMatchObject({ citation: 'Va. Code Ann. § 8.01-243(B)', verified: true });
    const notice = result.items.find((item) => item.kind === 'notice_of_claim');
    expect(notice!.notice!.citation).toBe('Va. Code Ann. § 15.2-209');
  });

  it('gives Pennsylvania 2 years and rolls a Sunday to Monday', () => {
    const result = computeDeadlines({ jurisdiction: 'PA', claimType: 'property_damage', incidentDate: '2024-05-10', today });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-05-10', dueDate: '2026-05-11', movedBecause: 'weekend' });
  });

  it('says "check by hand" where no row is on file (Wisconsin)', () => {
    const result = computeDeadlines({ jurisdiction: 'WI', claimType: 'property_damage', incidentDate: '2024-05-10', today });
    expect(result.items).toEqual([]);
    expect(result.unknownReason).toBe('No property damage rule on file for WI: check the statute by hand.');
  });
});
