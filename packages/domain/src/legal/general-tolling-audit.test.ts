// The minority tolling of the verified general injury rows, audited on 2026-11-29 for a quoted text
// (docs/legal-rules.md, "Minority tolling of general rows, quotes read on 2026-11-29"): the rows whose words were read
// keep their dates, Iowa's takes § 614.8(2), Nevada's is no longer verified (Florida's, read in its text later that day,
// is pinned in tolling-mirror.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectUntolledForMinor, limitationsOn, TEN_YEAR_OLD as tenYearOld } from '../testing/limitation-dates.js';
import { GENERAL_TOLLING_AUDIT_ON } from './limitation-rules.js';
import { computeDeadlines } from './limitations.js';

// A 10-year-old (born 2014-03-15, 18 on 2032-03-15, 19 on 2033-03-15) hurt on 2024-06-12.

const limitationFor = limitationsOn('2026-11-29');
const injuryOf = (jurisdiction: string, client: { incidentDate: string; clientDateOfBirth: string } = tenYearOld) =>
  limitationFor(jurisdiction, 'general_injury', client);

const docs = readFileSync(new URL('../../../../docs/legal-rules.md', import.meta.url), 'utf8');
const auditSection = docs.slice(
  docs.indexOf('### Minority tolling of general rows, quotes read on 2026-11-29'),
  docs.indexOf('### Statutes of repose on file'),
);

describe('Iowa general injury: one year after 18 (Iowa Code § 614.8(2))', () => {
  it('gives the 10-year-old one year after the 18th birthday, verified on the audit day', () => {
    const { item } = injuryOf('IA');
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      ageOfMajority: 18,
      citation: 'Iowa Code § 614.8(2)',
      verified: true,
      verifiedOn: GENERAL_TOLLING_AUDIT_ON,
      maxYearsFromAccrual: null,
      maxAfterMajority: { years: 1 },
    });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15', tollingCappedBy: 'Iowa Code § 614.8(2)' });
  });

  it('keeps the 2 years from the incident for a 17-year-old, when they end later', () => {
    const { item } = injuryOf('IA', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(item.nominalDate).toBe('2026-06-12');
  });

  it('matches the Iowa product row, which applies the same section', () => {
    const product = limitationFor('IA', 'product_liability', tenYearOld).item;
    expect(product.nominalDate).toBe(injuryOf('IA').item.nominalDate);
  });
});

describe('tolling left unverified when its words were not found', () => {
  it('Nevada (Nev. Rev. Stat. § 11.250): the adult’s 2 years from the incident', () => {
    const result = injuryOf('NV');
    expect(result.item.rule.minorTolling.citation).toBe('Nev. Rev. Stat. § 11.250');
    expectUntolledForMinor(result, '2026-06-12', ['§ 11.250', '2026-11-29', 'Parker']);
  });
});

describe('tolling kept verified, its words now quoted', () => {
  it.each([
    ['AL', 'Ala. Code § 6-2-8(a)', '2033-03-15', '2035-03-15'],
    ['CA', 'Cal. Civ. Proc. Code § 352', '2032-03-15', '2034-03-15'],
    ['IN', 'Ind. Code § 34-11-6-1', '2032-03-15', '2034-03-15'],
    ['TX', 'Tex. Civ. Prac. & Rem. Code § 16.001', '2032-03-15', '2034-03-15'],
  ] as const)('%s (%s): the period from majority, %s, to %s', (jurisdiction, citation, clockStartedOn, nominalDate) => {
    const { item } = injuryOf(jurisdiction);
    expect(item.rule.minorTolling).toMatchObject({ rule: 'tolled_until_majority', citation, verified: true });
    expect(item).toMatchObject({ clockStartedOn, nominalDate });
  });

  it('the FTCA (28 U.S.C. § 2401(b)): minority does not toll, the claim due 2 years from the incident', () => {
    const result = computeDeadlines({ jurisdiction: 'US', claimType: 'general_injury', today: '2026-11-29', ...tenYearOld });
    const claim = result.items.find((item) => item.kind === 'notice_of_claim')!;
    expect(claim.rule.minorTolling).toMatchObject({ rule: 'none', citation: '28 U.S.C. § 2401(b)', verified: true });
    expect(claim.nominalDate).toBe('2026-06-12');
    expect(claim.clockStartedOn).toBeUndefined();
  });

  it('quotes each of these statutes in the audit table', () => {
    for (const words of [
      'below the age of 19 years',
      'the time of the disability is not part of the time limited for the commencement of the action',
      'may bring the action within two (2) years after the disability is removed',
      'the time of the disability is not included in a limitations period',
      '§ 2401(b) is not tolled by infancy',
      'one year from and after attainment of majority',
    ]) {
      expect(auditSection).toContain(words);
    }
  });
});
