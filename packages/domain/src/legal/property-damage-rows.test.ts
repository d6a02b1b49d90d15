// Property damage (a client's vehicle) periods for the states beyond CA, NY and TX (issue 29).
import { describe, expect, it } from 'vitest';
import { US_JURISDICTIONS } from './jurisdictions.js';
import { LIMITATION_RULES } from './limitation-rules.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';
import { GENERAL_MINORITY_TOLLING } from './minority-tolling.js';
import { PROPERTY_DAMAGE_MINORITY_TOLLING, PROPERTY_DAMAGE_RULES, PROPERTY_DAMAGE_VERIFIED_ON } from './property-damage-rules.js';

const today = '2026-11-27';

describe('property damage rows', () => {
  it('are on file for 48 jurisdictions for every case type, verified with a citation, tolled only by a statute read', () => {
    const withRow = US_JURISDICTIONS.filter(
      ({ code }) => findLimitationRule({ jurisdiction: code, claimType: 'property_damage', accrualDate: '2025-01-01' }) !== null,
    ).map(({ code }) => code);
    expect(withRow).toHaveLength(48);
    const without = US_JURISDICTIONS.map(({ code }) => code).filter((code) => !withRow.includes(code));
    // Colorado's row is for motor vehicle cases only; in AL and FL the period depends on the theory of the claim.
    expect(without).toEqual(['AL', 'CO', 'FL']);
    for (const rule of PROPERTY_DAMAGE_RULES) {
      expect(LIMITATION_RULES).toContain(rule);
      expect(rule.claimType).toBe('property_damage');
      // Verified, except Montana's from 2026-10-01: a version of its statute that has not been read.
      const unread = rule.citation.includes('version effective 2026-10-01');
      expect(rule, rule.citation).toMatchObject(
        unread ? { verified: false, verifiedOn: null } : { verified: true, verifiedOn: PROPERTY_DAMAGE_VERIFIED_ON },
      );
      // Counted from the incident, or from discovery (Connecticut), which the calculator counts from the incident too.
      expect(['incident', 'discovery']).toContain(rule.clockStarts);
      // Tolled only under the state's general tolling statute, where it was read (minority-tolling.ts), or the general
      // injury row's statute read for the property damage section (property-damage-rules.ts).
      const general =
        GENERAL_MINORITY_TOLLING[rule.jurisdiction as keyof typeof GENERAL_MINORITY_TOLLING] ??
        PROPERTY_DAMAGE_MINORITY_TOLLING[rule.jurisdiction as keyof typeof PROPERTY_DAMAGE_MINORITY_TOLLING];
      expect(rule.minorTolling.verified, rule.jurisdiction).toBe(general !== undefined);
      if (general) expect(rule.minorTolling).toBe(general);
      expect(rule.note).toContain(unread ? 'has not been read' : `Checked on ${PROPERTY_DAMAGE_VERIFIED_ON}`);
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

  it('says "check by hand" where no row is on file (Alabama)', () => {
    const result = computeDeadlines({ jurisdiction: 'AL', claimType: 'property_damage', incidentDate: '2024-05-10', today });
    expect(result.items).toEqual([]);
    expect(result.unknownReason).toBe('No property damage rule on file for AL: check the statute by hand.');
  });

  const dateFor = (jurisdiction: string, incidentDate: string, caseType?: string) =>
    computeDeadlines({ jurisdiction, claimType: 'property_damage', incidentDate, caseType, today }).items[0];

  it('gives Colorado 3 years for damage from a motor vehicle (§ 13-80-101(1)(n)) and no row otherwise', () => {
    expect(dateFor('CO', '2024-05-10', 'truck')).toMatchObject({ nominalDate: '2027-05-10', dueDate: '2027-05-10' });
    expect(dateFor('CO', '2024-05-10', 'premises')).toBeUndefined();
  });

  it('gives Wisconsin 3 years for motor vehicle accidents from 2016-02-06 and 6 years before and otherwise', () => {
    expect(dateFor('WI', '2024-05-10', 'motor_vehicle')).toMatchObject({ nominalDate: '2027-05-10' });
    expect(dateFor('WI', '2024-05-10', 'motor_vehicle')!.rule.citation).toBe('Wis. Stat. § 893.52(2)');
    expect(dateFor('WI', '2016-02-05', 'motor_vehicle')).toMatchObject({ nominalDate: '2022-02-05' });
    expect(dateFor('WI', '2024-05-10', 'premises')).toMatchObject({ nominalDate: '2030-05-10' });
    expect(dateFor('WI', '2024-05-10', 'premises')!.rule.citation).toBe('Wis. Stat. § 893.52(1)');
  });

  it('gives Montana 3 years (§ 27-2-204(1), Ritland v. Rowe), unverified for damage from 2026-10-01', () => {
    expect(dateFor('MT', '2024-05-10')).toMatchObject({ nominalDate: '2027-05-10' });
    expect(dateFor('MT', '2024-05-10')!.rule).toMatchObject({ citation: 'Mont. Code Ann. § 27-2-204(1)', verified: true });
    expect(dateFor('MT', '2026-10-01')!.rule).toMatchObject({ verified: false, verifiedOn: null, period: { years: 3 } });
    expect(dateFor('MT', '2026-10-01')!.rule.note).toContain('Searched again on 2026-11-29');
  });

  it('gives Utah car damage 4 years from 2023-05-03 (§ 78B-2-307(3)) and 3 years before it and otherwise', () => {
    expect(dateFor('UT', '2023-05-03', 'truck')).toMatchObject({ nominalDate: '2027-05-03' });
    expect(dateFor('UT', '2023-05-03', 'truck')!.rule).toMatchObject({ citation: 'Utah Code Ann. § 78B-2-307(3)', verified: true });
    expect(dateFor('UT', '2023-05-02', 'motor_vehicle')).toMatchObject({ nominalDate: '2026-05-02' });
    // A pedestrian or bicycle case may involve no vehicle: it keeps the earlier, general date.
    expect(dateFor('UT', '2024-05-10', 'pedestrian')!.rule.citation).toBe('Utah Code Ann. § 78B-2-305');
  });

  it('gives Louisiana 1 year for damage on 2024-07-01 and 2 years after it (Acts 2024, No. 423)', () => {
    expect(dateFor('LA', '2024-07-01')).toMatchObject({ nominalDate: '2025-07-01' });
    expect(dateFor('LA', '2024-07-02')).toMatchObject({ nominalDate: '2026-07-02' });
  });

  it('ends Connecticut property damage 3 years after the act whenever it is discovered (§ 52-584)', () => {
    const result = computeDeadlines({ jurisdiction: 'CT', claimType: 'property_damage', incidentDate: '2024-05-10', today });
    // A Sunday, kept: Connecticut does not carry a limitation period ending on a weekend to the Monday.
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-05-10', dueDate: '2026-05-10' });
    expect(result.warnings).toContain(
      'Conn. Gen. Stat. § 52-584: whenever the injury is discovered, the claim ends 3 years after the act or omission ' +
        '(statute of repose): 2027-05-10, counted from the incident.',
    );
  });

  it.each([
    ['AK', 2, 'Alaska Stat. § 09.10.070(a)'],
    ['AZ', 2, 'Ariz. Rev. Stat. § 12-542(3)'],
    ['MI', 3, 'Mich. Comp. Laws § 600.5805(2)'],
    ['MS', 3, 'Miss. Code Ann. § 15-1-49'],
    ['ND', 6, 'N.D. Cent. Code § 28-01-16(4)'],
    ['NH', 3, 'N.H. Rev. Stat. Ann. § 508:4'],
    ['OK', 2, 'Okla. Stat. tit. 12, § 95(A)(3)'],
    ['KY', 2, 'Ky. Rev. Stat. § 413.125'],
  ] as const)('gives %s %i years (%s)', (jurisdiction, years, citation) => {
    const item = dateFor(jurisdiction, '2024-05-08');
    expect(item!.nominalDate).toBe(`${2024 + years}-05-08`);
    expect(item!.rule).toMatchObject({ citation, verified: true });
  });
});
