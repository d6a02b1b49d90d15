// Minority tolling of the property damage rows, read on 2026-11-29 from the general injury rows' tolling statutes:
// a minor's property damage date, the verified flag and the citation, per state.
import { describe, expect, it } from 'vitest';
import { expectLimitedForMinor, expectUntolledForMinor, limitationsOn, TEN_YEAR_OLD as tenYearOld } from '../testing/limitation-dates.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';
import { PROPERTY_DAMAGE_MINORITY_TOLLING, PROPERTY_DAMAGE_TOLLING_READ_ON } from './property-damage-rules.js';

// A 10-year-old (born 2014-03-15, 18 on 2032-03-15, 21 on 2035-03-15) whose car or bicycle was damaged on 2024-06-12.

const limitationFor = limitationsOn('2026-11-29');
const damageFor = (jurisdiction: string, client: { incidentDate: string; clientDateOfBirth: string } = tenYearOld) =>
  limitationFor(jurisdiction, 'property_damage', client);

describe('property damage tolled from majority as the general injury row', () => {
  it.each([
    ['AZ', 'Ariz. Rev. Stat. § 12-502', '2034-03-15'],
    ['DC', 'D.C. Code § 12-302(a)', '2035-03-15'],
    ['GA', 'Ga. Code Ann. § 9-3-90(b)', '2036-03-15'],
    ['KY', 'Ky. Rev. Stat. § 413.170(1)', '2034-03-15'],
    ['MA', 'Mass. Gen. Laws ch. 260, § 7', '2035-03-15'],
    ['MD', 'Md. Code, Cts. & Jud. Proc. § 5-201', '2035-03-15'],
    ['PA', '42 Pa. Cons. Stat. § 5533(b)', '2034-03-15'],
    ['TN', 'Tenn. Code Ann. § 28-1-106(a)', '2035-03-15'],
    ['UT', 'Utah Code Ann. § 78B-2-108', '2035-03-15'],
    ['VA', 'Va. Code Ann. § 8.01-229(A)(1)', '2037-03-15'],
    ['WA', 'Wash. Rev. Code § 4.16.190', '2035-03-15'],
  ] as const)('%s (%s): the whole period from the 18th birthday, %s', (jurisdiction, citation, nominalDate) => {
    const { item } = damageFor(jurisdiction);
    expect(item.rule.claimType).toBe('property_damage');
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      ageOfMajority: 18,
      citation,
      verified: true,
      verifiedOn: PROPERTY_DAMAGE_TOLLING_READ_ON,
    });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate });
    expect(item.tollingCappedBy).toBeUndefined();
  });

  it('runs Mississippi’s 3 years from the 21st birthday (Miss. Code Ann. § 15-1-59)', () => {
    const { item } = damageFor('MS');
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Miss. Code Ann. § 15-1-59', ageOfMajority: 21, verified: true });
    expect(item).toMatchObject({ clockStartedOn: '2035-03-15', nominalDate: '2038-03-15' });
  });

  it('gives Utah car damage from 2023-05-03 its 4 years from the 18th birthday (§ 78B-2-307(3), § 78B-2-108)', () => {
    const result = computeDeadlines({
      jurisdiction: 'UT',
      claimType: 'property_damage',
      caseType: 'motor_vehicle',
      today: '2026-11-29',
      ...tenYearOld,
    });
    expect(result.items[0]!.rule).toMatchObject({ citation: 'Utah Code Ann. § 78B-2-307(3)', minorTolling: { verified: true } });
    expect(result.items[0]).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2036-03-15' });
  });

  it('names North Carolina’s 10 years from the last act (§ 1-52(16)) without applying it', () => {
    const { item, warnings } = damageFor('NC');
    expect(item.rule.minorTolling).toMatchObject({ citation: 'N.C. Gen. Stat. § 1-17(a)', verified: true });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    expect(warnings).toContain(
      'N.C. Gen. Stat. § 1-52(16) (no cause of action accrues more than 10 years after the last act) may end this claim 10 years after accrual (2034-06-12)',
    );
  });
});

describe('property damage tolled for a set time after majority', () => {
  it.each([
    ['IA', 'Iowa Code § 614.8(2)', '2033-03-15'],
    ['IL', '735 ILCS 5/13-211', '2034-03-15'],
    ['MI', 'Mich. Comp. Laws § 600.5851(1)', '2033-03-15'],
    ['MN', 'Minn. Stat. § 541.15(a)', '2033-03-15'],
    ['OR', 'Or. Rev. Stat. § 12.160', '2033-03-15'],
    ['SC', 'S.C. Code Ann. § 15-3-40', '2033-03-15'],
  ] as const)('%s (%s): the later of the period and the time after 18, %s', (jurisdiction, citation, nominalDate) => {
    const { item } = damageFor(jurisdiction);
    expect(item.rule.minorTolling).toMatchObject({ citation, verified: true, verifiedOn: PROPERTY_DAMAGE_TOLLING_READ_ON });
    expect(item).toMatchObject({ nominalDate, tollingCappedBy: citation });
  });

  it('gives Illinois 2 years after 18, not the 5 years of § 13-205 (735 ILCS 5/13-211(a))', () => {
    expect(PROPERTY_DAMAGE_MINORITY_TOLLING.IL).toMatchObject({ maxAfterMajority: { years: 2 } });
    // A 17-year-old: the 5 years from the incident end later than 2 years after 18, and are kept.
    const { item } = damageFor('IL', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(item.nominalDate).toBe('2029-06-12');
  });

  it('keeps Minnesota’s 6 years from the incident for a 17-year-old (§ 541.15(a): one year after 18)', () => {
    const { item } = damageFor('MN', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(item.nominalDate).toBe('2030-06-12');
  });

  it('ends a Kansas minor’s claim 8 years after the act (Kan. Stat. Ann. § 60-515(a))', () => {
    const { item } = damageFor('KS');
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Kan. Stat. Ann. § 60-515(a)', maxYearsFromAccrual: 8, verified: true });
    // One year after 18 (2033-03-15) is past 8 years from the act.
    expect(item).toMatchObject({ nominalDate: '2032-06-12', tollingCappedBy: 'Kan. Stat. Ann. § 60-515(a)' });
  });
});

describe('property damage not tolled, or tolled only in part', () => {
  it('runs Louisiana’s prescription against a minor from the damage, under both rows (La. Civ. Code art. 3468)', () => {
    for (const [incidentDate, nominalDate] of [
      ['2024-06-12', '2025-06-12'],
      ['2024-08-01', '2026-08-01'],
    ] as const) {
      const { item, warnings } = damageFor('LA', { incidentDate, clientDateOfBirth: '2014-03-15' });
      expect(item.rule.minorTolling).toMatchObject({ rule: 'none', citation: 'La. Civ. Code art. 3468', verified: true });
      expect(item.nominalDate).toBe(nominalDate);
      expect(warnings).toContain('minority does not toll this period');
    }
  });

  it('keeps Colorado’s 3 years from the incident for a minor with a parent (Colo. Rev. Stat. § 13-81-103)', () => {
    const result = computeDeadlines({
      jurisdiction: 'CO',
      claimType: 'property_damage',
      caseType: 'motor_vehicle',
      today: '2026-11-29',
      ...tenYearOld,
    });
    expect(result.items[0]!.rule.minorTolling).toMatchObject({ rule: 'limited', citation: 'Colo. Rev. Stat. § 13-81-103', verified: true });
    expectLimitedForMinor({ item: result.items[0]!, warnings: result.warnings.join('\n') }, '2027-06-12', ['true owner']);
  });
});

describe('property damage tolling left unverified', () => {
  it.each([
    ['AR', '2027-06-12', '§ 16-56-116'],
    ['DE', '2026-06-12', '§ 8116'],
    ['IN', '2026-06-12', '§ 34-11-6-1'],
    ['NV', '2027-06-12', '§ 11.250'],
  ] as const)('%s: the adult’s date, %s, the statute (%s) named', (jurisdiction, nominalDate, statute) => {
    expectUntolledForMinor(damageFor(jurisdiction), nominalDate, [statute, '2026-11-29']);
  });
});

// PROPERTY_DAMAGE_MINORITY_TOLLING restates each state's general injury tolling (the same statute, read for the
// property damage section): if a general row's tolling is corrected, its property damage row must follow, or differ
// for a reason of its own. Illinois alone does: § 13-211(a) gives 2 years after 18 where the general row tolls its
// whole 2 years.
describe('property damage tolling kept in step with the general injury rows', () => {
  const SHAPE = [
    'rule',
    'ageOfMajority',
    'citation',
    'maxAfterMajority',
    'maxYearsFromAccrual',
    'maxTolled',
    'capCitation',
    'minorPeriod',
  ] as const;
  const shapeOf = (tolling: object) => Object.fromEntries(SHAPE.map((key) => [key, (tolling as Record<string, unknown>)[key]]));
  it.each(Object.entries(PROPERTY_DAMAGE_MINORITY_TOLLING).filter(([state]) => state !== 'IL'))(
    '%s: the same tolling as the general injury row',
    (jurisdiction, tolling) => {
      const general = findLimitationRule({ jurisdiction, claimType: 'general_injury', accrualDate: '2024-06-12' });
      expect(shapeOf(tolling)).toEqual(shapeOf(general!.minorTolling));
    },
  );

  it('gives Illinois the 2 years after 18 of § 13-211(a), its only difference from the general row', () => {
    const general = findLimitationRule({ jurisdiction: 'IL', claimType: 'general_injury', accrualDate: '2024-06-12' })!.minorTolling;
    expect({ ...shapeOf(PROPERTY_DAMAGE_MINORITY_TOLLING.IL), maxAfterMajority: undefined }).toEqual(shapeOf(general));
    expect(PROPERTY_DAMAGE_MINORITY_TOLLING.IL.maxAfterMajority).toEqual({ years: 2 });
  });
});
