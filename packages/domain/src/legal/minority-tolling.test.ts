// The general tolling statutes read on 2026-11-28 (CT, ID, MO, RI, WY), as a minor's deadline computes through them.
import { describe, expect, it } from 'vitest';
import { limitationFor } from '../testing/limitation-dates.js';
import { GENERAL_MINORITY_TOLLING, MINORITY_TOLLING_READ_AGAIN_ON } from './minority-tolling.js';

// A 10-year-old (born 2014-03-15, 18 on 2032-03-15) hurt on 2024-06-12.
const tenYearOld = { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' } as const;

describe('general tolling statutes read on 2026-11-28', () => {
  it('carries the day they were read', () => {
    for (const jurisdiction of ['CT', 'ID', 'MO', 'RI', 'WY'] as const) {
      expect(GENERAL_MINORITY_TOLLING[jurisdiction], jurisdiction).toMatchObject({
        verified: true,
        verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
      });
    }
  });
});

describe('Rhode Island (R.I. Gen. Laws § 9-1-19)', () => {
  it('gives a minor the whole 3 years after the 18th birthday, with no outer limit', () => {
    const { item } = limitationFor('RI', 'general_injury', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'R.I. Gen. Laws § 9-1-19', rule: 'tolled_until_majority' });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    expect(item.tollingCappedBy).toBeUndefined();
  });

  it('tolls the product and property damage periods of the same chapter; malpractice keeps its own provision', () => {
    expect(limitationFor('RI', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2035-03-15' });
    expect(limitationFor('RI', 'property_damage', tenYearOld).item).toMatchObject({ nominalDate: '2042-03-15' });
    expect(limitationFor('RI', 'medical_malpractice', tenYearOld).item.rule.minorTolling.citation).toBe('R.I. Gen. Laws § 9-1-14.1(1)');
  });
});

describe('Missouri (Mo. Rev. Stat. § 516.170)', () => {
  it('gives a minor the whole 5 years after the 21st birthday, with no outer limit', () => {
    const { item } = limitationFor('MO', 'general_injury', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Mo. Rev. Stat. § 516.170', ageOfMajority: 21 });
    expect(item).toMatchObject({ clockStartedOn: '2035-03-15', nominalDate: '2040-03-15' });
    expect(item.tollingCappedBy).toBeUndefined();
  });

  it('tolls a 19-year-old too: majority for this section is 21, not 18', () => {
    const { item } = limitationFor('MO', 'general_injury', { incidentDate: '2024-06-12', clientDateOfBirth: '2005-01-10' });
    expect(item).toMatchObject({ clockStartedOn: '2026-01-10', nominalDate: '2031-01-10' });
  });

  it('tolls the product and property damage periods of § 516.120, not medical malpractice (§ 516.105)', () => {
    expect(limitationFor('MO', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2040-03-15' });
    expect(limitationFor('MO', 'property_damage', tenYearOld).item).toMatchObject({ nominalDate: '2040-03-15' });
    expect(limitationFor('MO', 'medical_malpractice', tenYearOld).item.clockStartedOn).toBeUndefined();
  });
});

describe('Idaho (Idaho Code § 5-230)', () => {
  it('tolls for no more than six years: a 10-year-old has 6 + 2 years from the incident, not 2 years from 18', () => {
    const { item, warnings } = limitationFor('ID', 'general_injury', tenYearOld);
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2032-06-12', tollingCappedBy: 'Idaho Code § 5-230' });
    expect(warnings).toContain('Idaho Code § 5-230: minority tolls this period for no more than 6 years, so the date is 2032-06-12.');
  });

  it('tolls a 15-year-old to the 18th birthday in full (less than six years)', () => {
    const { item } = limitationFor('ID', 'general_injury', { incidentDate: '2024-06-12', clientDateOfBirth: '2009-01-10' });
    expect(item).toMatchObject({ clockStartedOn: '2027-01-10', nominalDate: '2029-01-10' });
    expect(item.tollingCappedBy).toBeUndefined();
  });

  it('applies the six years to the 3-year property damage period too', () => {
    const { item } = limitationFor('ID', 'property_damage', tenYearOld);
    expect(item).toMatchObject({ nominalDate: '2033-06-12', tollingCappedBy: 'Idaho Code § 5-230' });
  });
});

describe('Wyoming (Wyo. Stat. Ann. § 1-3-114)', () => {
  it('gives a 10-year-old 3 years after the disability is removed, the greater of that and the 4 years', () => {
    const { item, warnings } = limitationFor('WY', 'general_injury', tenYearOld);
    expect(item.rule.minorTolling.citation).toBe('Wyo. Stat. Ann. § 1-3-114');
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15', tollingCappedBy: 'Wyo. Stat. Ann. § 1-3-114' });
    expect(warnings).toContain('Wyo. Stat. Ann. § 1-3-114: minority extends this period to no more than 3 years after the');
  });

  it('keeps the 4 years from the incident for a 17-year-old, the greater period', () => {
    const { item } = limitationFor('WY', 'general_injury', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(item).toMatchObject({ nominalDate: '2028-06-12', tollingCappedBy: 'Wyo. Stat. Ann. § 1-3-114' });
  });

  it('tolls the product row under the same section the same way', () => {
    expect(limitationFor('WY', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2035-03-15' });
  });
});

describe('Connecticut (Conn. Gen. Stat. § 52-584: no tolling for minors)', () => {
  it('runs a minor’s injury and property damage periods from the incident, and says minority does not toll them', () => {
    for (const claimType of ['general_injury', 'property_damage'] as const) {
      const { item, warnings } = limitationFor('CT', claimType, tenYearOld);
      expect(item.rule.minorTolling, claimType).toMatchObject({ rule: 'none', verified: true, citation: 'Conn. Gen. Stat. § 52-584' });
      expect(item.nominalDate, claimType).toBe('2026-06-12');
      expect(item.clockStartedOn, claimType).toBeUndefined();
      expect(warnings, claimType).toContain('minority does not toll this period; the period (2 years) runs from the incident.');
    }
  });
});
