// Minority tolling statutes read in the statutes mirror on 2026-11-29 (law.justia.com text, saint1415/us-statutes):
// Fla. Stat. § 95.051 and Tenn. Code Ann. § 28-1-106 were there in full; the others were cut off, empty or absent, and
// their rows stay as they were (docs/legal-rules.md, "Statute texts read in the statutes mirror, 2026-11-29").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { againstGovernment } from '../testing/government-claims.js';
import { expectLimitedForMinor, expectUntolledForMinor, limitationsOn, TEN_YEAR_OLD as tenYearOld } from '../testing/limitation-dates.js';
import { LIMITATION_RULES, TOLLING_MIRROR_READ_ON } from './limitation-rules.js';

// A 10-year-old (born 2014-03-15, 18 on 2032-03-15) hurt on 2024-06-12.

const limitationFor = limitationsOn('2026-11-29');

const docs = readFileSync(new URL('../../../../docs/legal-rules.md', import.meta.url), 'utf8');
const mirrorSection = docs.slice(
  docs.indexOf('### Statute texts read in the statutes mirror, 2026-11-29'),
  docs.indexOf('### Limitation rows'),
);

describe('Florida: Fla. Stat. § 95.051(1) read in full', () => {
  it('is read on 2026-11-29', () => {
    expect(TOLLING_MIRROR_READ_ON).toBe('2026-11-29');
  });

  it.each([
    ['before HB 837', '2022-06-12', 'Fla. Stat. § 95.11(3)(a) (2022)', '2026-06-12'],
    ['after HB 837', '2024-06-12', 'Fla. Stat. § 95.11(5)(a); ch. 2023-15, Laws of Fla. (HB 837)', '2026-06-12'],
  ] as const)('general injury %s: limited and verified, the period from the incident', (_, incidentDate, citation, nominalDate) => {
    const result = limitationFor('FL', 'general_injury', { incidentDate, clientDateOfBirth: '2014-03-15' });
    expect(result.item.rule.citation).toBe(citation);
    expect(result.item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Fla. Stat. § 95.051(1)(i)',
      verifiedOn: TOLLING_MIRROR_READ_ON,
    });
    expect(result.item.rule.minorTolling.note).toContain('guardian ad litem does not exist, has an interest adverse');
    expectLimitedForMinor(result, nominalDate, ['within 7 years after the act, event, or occurrence', 'lettered (i)']);
  });

  it('gives the product row for claims accruing by 2023-03-24 the same verified, limited tolling', () => {
    const result = limitationFor('FL', 'product_liability', { incidentDate: '2022-06-12', clientDateOfBirth: '2014-03-15' });
    expect(result.item.rule.citation).toBe('Fla. Stat. § 95.11(3)(a), (e) (2022)');
    expect(result.item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true, verifiedOn: TOLLING_MIRROR_READ_ON });
    expectLimitedForMinor(result, '2026-06-12', ['except ss. 95.281, 95.35, and 95.36']);
  });

  it('does not toll the malpractice period: the paragraph excepts it', () => {
    const { item, warnings } = limitationFor('FL', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Fla. Stat. § 95.051(1)(i)',
      verifiedOn: TOLLING_MIRROR_READ_ON,
    });
    expect(item.rule.minorTolling.note).toContain('"except with respect to the statute of limitations for a claim for medical malpractice');
    expect(item).toMatchObject({ nominalDate: '2026-06-12' });
    expect(item.clockStartedOn).toBeUndefined();
    expect(warnings).toContain('minority does not toll this period');
  });

  it('leaves the suit against a government unverified, its note giving the text read', () => {
    const result = againstGovernment({ jurisdiction: 'FL', clientDateOfBirth: '2014-03-15' });
    const suit = result.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations')!;
    expect(suit.rule.citation).toBe('Fla. Stat. § 768.28(14)');
    expect(suit.rule.minorTolling.verified).toBe(false);
    expect(suit.rule.minorTolling.note).toContain(`read in the statutes mirror on ${TOLLING_MIRROR_READ_ON}`);
    expect(suit.rule.minorTolling.note).toContain('no decision on it was read');
    expect(suit.nominalDate).toBe('2028-03-12');
  });
});

describe('Tennessee: Tenn. Code Ann. § 28-1-106(a) read in full (current text, 2016)', () => {
  it('runs the general one year from the 18th birthday, the current words on the row', () => {
    const { item } = limitationFor('TN', 'general_injury', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      ageOfMajority: 18,
      citation: 'Tenn. Code Ann. § 28-1-106(a)',
      verified: true,
      maxYearsFromAccrual: null,
      verifiedOn: TOLLING_MIRROR_READ_ON,
    });
    expect(item.rule.minorTolling.note).toContain('after legal rights are restored, within the time of limitation');
    expect(item.rule.minorTolling.note).toContain('unless it exceeds three (3) years');
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
  });

  it('runs the property damage three years from the 18th birthday, quoting the current text', () => {
    const { item } = limitationFor('TN', 'property_damage', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      citation: 'Tenn. Code Ann. § 28-1-106(a)',
      verified: true,
    });
    expect(item.rule.minorTolling.note).toContain('after legal rights are restored');
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
  });

  it('leaves both government rows unverified: the text says nothing of the GTLA or the Claims Commission', () => {
    const rows = LIMITATION_RULES.filter((rule) => rule.jurisdiction === 'TN' && rule.claimType === 'government_entity');
    expect(rows.map((rule) => rule.citation)).toEqual([
      'Tenn. Code Ann. § 29-20-305(b)',
      'Tenn. Code Ann. §§ 9-8-402(a)(1), 28-3-104(a)(1)',
    ]);
    for (const rule of rows) {
      expect(rule.minorTolling.verified).toBe(false);
      expect(rule.minorTolling.note).toContain(`statutes mirror on ${TOLLING_MIRROR_READ_ON}`);
    }
  });

  it('gives a minor suing a local government the twelve months from the incident', () => {
    const result = againstGovernment({ jurisdiction: 'TN', governmentLevels: ['local'], clientDateOfBirth: '2014-03-15' });
    const suit = result.items.find((item) => item.appliesTo === 'government' && item.kind === 'statute_of_limitations')!;
    expect(suit.rule.citation).toBe('Tenn. Code Ann. § 29-20-305(b)');
    expect(suit.nominalDate).toBe('2025-03-12');
  });
});

describe('rows whose statutes the mirror did not hold in full, left as they were', () => {
  it.each([
    ['NV', 'Nev. Rev. Stat. § 11.250'],
    ['AR', undefined],
  ] as const)('%s general injury stays unverified', (jurisdiction, citation) => {
    const result = limitationFor(jurisdiction, 'general_injury', tenYearOld);
    if (citation) expect(result.item.rule.minorTolling.citation).toBe(citation);
    expectUntolledForMinor(result, jurisdiction === 'AR' ? '2027-06-12' : '2026-06-12', []);
  });

  it('records each search in the docs, with the words where the text stops', () => {
    for (const words of [
      'this chapter shall not be a bar to such ac',
      '"preventing running of statute."',
      'AR § 16-56-116, IN § 34-11-6-1, MT § 27-2-401(1), WI §§ 893.16 and 893.56',
      'TX § 16.062',
      'MN § 541.15',
      'data/states/florida/content/title-chapter-0095/chapter-chapter-0095.json',
    ]) {
      expect(mirrorSection).toContain(words);
    }
  });
});
