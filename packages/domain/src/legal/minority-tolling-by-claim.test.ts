// Minor provisions of the medical malpractice and wrongful death rows read on 2026-11-28 (NC to WY), as a minor's
// deadline computes through them.
import { describe, expect, it } from 'vitest';
import { expectLimitedForMinor, expectUntolledForMinor, limitationsOn, TEN_YEAR_OLD as tenYearOld } from '../testing/limitation-dates.js';
import { MINORITY_TOLLING_READ_AGAIN_ON } from './minority-tolling.js';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON } from './limitation-rules.js';

// A 10-year-old (born 2014-03-15, 18 on 2032-03-15, 21 on 2035-03-15) hurt on 2024-06-12.

const limitationFor = limitationsOn('2026-11-28');

describe('Nebraska medical malpractice (Neb. Rev. Stat. §§ 44-2828, 25-213)', () => {
  it('runs the 2 years from the 21st birthday, never past the 10 years from the act', () => {
    const { item } = limitationFor('NE', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Neb. Rev. Stat. § 25-213',
      ageOfMajority: 21,
      verified: true,
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ clockStartedOn: '2035-03-15', nominalDate: '2034-06-12', reposeCappedBy: 'Neb. Rev. Stat. § 44-2828' });
  });

  it('tolls a 19-year-old to the 21st birthday too', () => {
    const { item } = limitationFor('NE', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2005-01-10' });
    expect(item).toMatchObject({ clockStartedOn: '2026-01-10', nominalDate: '2028-01-10' });
    expect(item.reposeCappedBy).toBeUndefined();
  });
});

describe('Nebraska wrongful death (Neb. Rev. Stat. § 30-810: not tolled)', () => {
  it('runs the 2 years from the death whatever the age', () => {
    const { item, warnings } = limitationFor('NE', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'none', verified: true, citation: 'Neb. Rev. Stat. § 30-810' });
    // The clock starts at the death, not at majority.
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('North Dakota medical malpractice (N.D. Cent. Code §§ 28-01-25, 28-01-18(3))', () => {
  it('gives a 16-year-old one year after turning 18, later than the 2 years from the act', () => {
    const { item, warnings } = limitationFor('ND', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2008-01-10' });
    expect(item).toMatchObject({ clockStartedOn: '2026-01-10', nominalDate: '2027-01-10', tollingCappedBy: 'N.D. Cent. Code § 28-01-25' });
    expect(warnings).toContain(
      'N.D. Cent. Code § 28-01-25: minority extends this period to no more than 1 year after the client comes of age',
    );
  });

  it('keeps the 2 years from the act for a 17-year-old', () => {
    const { item } = limitationFor('ND', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(item).toMatchObject({ nominalDate: '2026-06-12' });
  });

  it('still ends a 10-year-old’s claim 6 years after the act (§ 28-01-18(3)), the earlier date', () => {
    const { item } = limitationFor('ND', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ maxTolled: { years: 12 }, maxAfterMajority: { years: 1 } });
    expect(item).toMatchObject({ nominalDate: '2030-06-12', reposeCappedBy: 'N.D. Cent. Code § 28-01-18(3)' });
  });
});

describe('North Dakota wrongful death (Sprecher v. Magstadt)', () => {
  it('names the tolling for a minor beneficiary in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('ND', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true, citation: 'N.D. Cent. Code § 28-01-25' });
    expect(item).toMatchObject({ nominalDate: '2026-07-01' });
    expect(warnings).toContain('Sprecher v. Magstadt');
  });
});

describe('New Hampshire medical malpractice (RSA 508:4(I), 508:8)', () => {
  it('gives a 10-year-old two years after turning 18, the later of that and the 3 years from the act', () => {
    const { item } = limitationFor('NH', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'N.H. Rev. Stat. Ann. § 508:8', verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON });
    expect(item).toMatchObject({
      clockStartedOn: '2032-03-15',
      nominalDate: '2034-03-15',
      tollingCappedBy: 'N.H. Rev. Stat. Ann. § 508:8',
    });
  });
});

describe('New Jersey (N.J. Stat. Ann. § 2A:14-21)', () => {
  it('tolls product and property damage periods to 18 with the whole period after it', () => {
    const product = limitationFor('NJ', 'product_liability', tenYearOld);
    expect(product.item.rule.minorTolling).toMatchObject({ citation: 'N.J. Stat. Ann. § 2A:14-21', maxYearsFromAccrual: null });
    expect(product.item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    expect(limitationFor('NJ', 'property_damage', tenYearOld).item).toMatchObject({ nominalDate: '2038-03-15' });
  });

  it('does not toll the death period (Monk v. Kennedy Univ. Hosp.)', () => {
    const death = limitationFor('NJ', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(death.item.rule.minorTolling).toMatchObject({ rule: 'none', verified: true });
    expect(death.item).toMatchObject({ nominalDate: '2026-07-01' });
  });
});

describe('New Mexico medical malpractice (N.M. Stat. Ann. § 41-5-13 as amended 2021)', () => {
  it('gives a minor hurt from 2022-01-01 one year after turning 18, the later of that and the 3 years', () => {
    const { item } = limitationFor('NM', 'medical_malpractice', tenYearOld);
    expect(item.rule).toMatchObject({ citation: 'N.M. Stat. Ann. § 41-5-13 (as amended 2021)', effectiveFrom: '2022-01-01' });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
    const seventeen = limitationFor('NM', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item).toMatchObject({ nominalDate: '2027-06-12' });
  });

  it('keeps an act of 2021 on the earlier text: 3 years from the act for a minor of 6 or more', () => {
    const { item, warnings } = limitationFor('NM', 'medical_malpractice', { incidentDate: '2021-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item.rule.citation).toBe('N.M. Stat. Ann. § 41-5-13');
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      youngChild: { underAge: 6, untilAge: 9 },
    });
    expect(item).toMatchObject({ nominalDate: '2024-06-12' });
    expect(warnings).toContain('minority tolling is limited');
    expect(warnings).toContain('Jaramillo v. Heaton');
    expect(warnings).not.toContain('9th birthday (');
  });

  it('gives a child under 6 at an act of 2021 until the 9th birthday, and names Jaramillo v. Heaton', () => {
    // Born 2016-01-01, hurt at 5 on 2021-06-12: the 3 years end 2024-06-12, the 9th birthday is 2025-01-01.
    const { item, warnings } = limitationFor('NM', 'medical_malpractice', { incidentDate: '2021-06-12', clientDateOfBirth: '2016-01-01' });
    expect(item.nominalDate).toBe('2025-01-01');
    expect(warnings).toContain(
      'N.M. Stat. Ann. § 41-5-13: the client was under 6 at the act, so the claim may be brought until the 9th birthday ' +
        '(2025-01-01), later than the period otherwise allows (2024-06-12).',
    );
    expect(item.rule.minorTolling.note).toContain('violates the due process rights of minors');
  });
});

describe('Ohio (Ohio Rev. Code § 2305.16)', () => {
  it('tolls product and property damage periods to 18 with the whole period after it', () => {
    const product = limitationFor('OH', 'product_liability', tenYearOld);
    expect(product.item.rule.minorTolling).toMatchObject({ citation: 'Ohio Rev. Code § 2305.16', maxYearsFromAccrual: null });
    expect(product.item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    expect(limitationFor('OH', 'property_damage', tenYearOld).item).toMatchObject({ nominalDate: '2034-03-15' });
  });

  it('tolls malpractice too, but still ends it 4 years after the act (§ 2305.113(C)), the earlier date', () => {
    const young = limitationFor('OH', 'medical_malpractice', tenYearOld);
    expect(young.item).toMatchObject({
      clockStartedOn: '2032-03-15',
      nominalDate: '2028-06-12',
      reposeCappedBy: 'Ohio Rev. Code § 2305.113(C)',
    });
    const seventeen = limitationFor('OH', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item).toMatchObject({ clockStartedOn: '2025-01-10', nominalDate: '2026-01-10' });
  });
});

describe('Ohio wrongful death (Taylor v. Black & Decker Mfg. Co.: not tolled)', () => {
  it('runs the 2 years from the death for a minor beneficiary', () => {
    const { item, warnings } = limitationFor('OH', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Ohio Rev. Code § 2125.02(D)(1)',
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Oklahoma wrongful death (Hamilton v. Vaden)', () => {
  it('names the tolling for a minor beneficiary in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('OK', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true, citation: 'Okla. Stat. tit. 12, § 96' });
    expect(item).toMatchObject({ nominalDate: '2026-07-01' });
    expect(warnings).toContain('Hamilton v. Vaden');
  });
});

describe('Oregon (Or. Rev. Stat. § 12.160: never 1 year past 18 nor 5 years past the period)', () => {
  it('tolls a product claim of a 10-year-old by five years at most', () => {
    const { item, warnings } = limitationFor('OR', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Or. Rev. Stat. § 12.160', verified: true });
    // One year after 18 (2033-03-15) is later than five years past the 2 years (2031-06-12).
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2031-06-12', tollingCappedBy: 'Or. Rev. Stat. § 12.160' });
    expect(warnings).toContain('for no more than 5 years');
  });

  it('gives a 16-year-old one year after turning 18, and a car claim the same date', () => {
    const sixteen = { incidentDate: '2024-06-12', clientDateOfBirth: '2008-01-10' };
    expect(limitationFor('OR', 'product_liability', sixteen).item).toMatchObject({ nominalDate: '2027-01-10' });
    expect(limitationFor('OR', 'general_injury', sixteen).item).toMatchObject({ nominalDate: '2027-01-10' });
  });

  it('tolls malpractice the same way, but the 5 years from the treatment still end it (Jones v. Salem Hospital)', () => {
    const young = limitationFor('OR', 'medical_malpractice', tenYearOld);
    expect(young.item).toMatchObject({ nominalDate: '2029-06-12', reposeCappedBy: 'Or. Rev. Stat. § 12.110(4)' });
    const sixteen = limitationFor('OR', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2008-01-10' });
    expect(sixteen.item).toMatchObject({ nominalDate: '2027-01-10' });
    expect(sixteen.item.reposeCappedBy).toBeUndefined();
  });

  it('does not toll the death period: "In no case" later than 3 years after the death (ORS 30.020(1))', () => {
    const { item, warnings } = limitationFor('OR', 'wrongful_death', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Or. Rev. Stat. § 30.020(1)',
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2027-06-12' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Pennsylvania (42 Pa. Cons. Stat. § 5533(b))', () => {
  it('runs a minor’s malpractice and product periods from 18: the 20th birthday', () => {
    for (const claimType of ['medical_malpractice', 'product_liability'] as const) {
      const { item } = limitationFor('PA', claimType, tenYearOld);
      expect(item.rule.minorTolling, claimType).toMatchObject({
        citation: '42 Pa. Cons. Stat. § 5533(b)',
        verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
      });
      expect(item, claimType).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    }
  });

  it('leaves the death period untolled, unverified (searched again on 2026-11-29)', () => {
    const { item, warnings } = limitationFor('PA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 5533(b) would give two years from the 18th birthday (2034-03-15); the adult's date is kept.
    expectUntolledForMinor({ item, warnings }, '2026-07-01', ['2026-11-29', 'Holt v. Lenko']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Rhode Island medical malpractice (R.I. Gen. Laws § 9-1-14.1(1))', () => {
  it('gives a minor 3 years from the 18th birthday', () => {
    const { item } = limitationFor('RI', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'R.I. Gen. Laws § 9-1-14.1(1)', verified: true });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
  });

  it('does not toll the death period for a minor (Short v. Flynn): 3 years from the death', () => {
    const { item, warnings } = limitationFor('RI', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'R.I. Gen. Laws § 10-7-2',
      verifiedOn: '2026-11-29',
    });
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('South Carolina (S.C. Code Ann. §§ 15-3-40, 15-3-545(D))', () => {
  it('gives product and car claims one year after 18 when that is later than the 3 years (§ 15-3-40)', () => {
    for (const claimType of ['product_liability', 'general_injury'] as const) {
      const { item } = limitationFor('SC', claimType, tenYearOld);
      expect(item.rule.minorTolling, claimType).toMatchObject({ citation: 'S.C. Code Ann. § 15-3-40', verified: true });
      expect(item, claimType).toMatchObject({ nominalDate: '2033-03-15', tollingCappedBy: 'S.C. Code Ann. § 15-3-40' });
    }
  });

  it('tolls malpractice to one year after 18, the 6-year repose running from 18', () => {
    const { item } = limitationFor('SC', 'medical_malpractice', tenYearOld);
    expect(item).toMatchObject({ nominalDate: '2033-03-15', tollingCappedBy: 'S.C. Code Ann. § 15-3-545(D)' });
    expect(item.reposeCappedBy).toBeUndefined();
  });

  it('never tolls malpractice more than seven years: a 2-year-old has 7 + 3 years from the act', () => {
    const { item, warnings } = limitationFor('SC', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2022-06-01' });
    expect(item).toMatchObject({ nominalDate: '2034-06-12', tollingCappedBy: 'S.C. Code Ann. § 15-3-545(D)' });
    expect(warnings).toContain('for no more than 7 years');
  });

  it('runs the death period from the death whatever the beneficiary’s age (Hemingway v. Shull)', () => {
    const { item, warnings } = limitationFor('SC', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'S.C. Code Ann. § 15-3-530(6)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('South Dakota medical malpractice (S.D. Codified Laws § 15-2-22)', () => {
  it('gives a 10-year-old one year after 18, later than the 2 years from the act', () => {
    const { item } = limitationFor('SD', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'S.D. Codified Laws § 15-2-22', verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
  });

  it('leaves the death period untolled, unverified (searched again on 2026-11-29)', () => {
    const { item, warnings } = limitationFor('SD', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 15-2-22 would give a year after 18 (2033-03-15); the 3 years from the death are kept.
    expectUntolledForMinor({ item, warnings }, '2027-07-01', ['2026-11-29']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Wisconsin wrongful death (searched on 2026-11-29, left unverified)', () => {
  it('leaves the death period untolled, unverified, naming Lord v. Hubbell', () => {
    // A death before 2016-02-06: the 3 years of § 893.54(2).
    const { item, warnings } = limitationFor('WI', 'wrongful_death', {
      incidentDate: '2015-06-01',
      clientDateOfBirth: '2005-03-15',
      dateOfDeath: '2015-06-01',
    });
    // § 893.16(1) would give two years after 18 (2025-03-15); the 3 years from the death are kept.
    expectUntolledForMinor({ item, warnings }, '2018-06-01', ['Lord v. Hubbell']);
  });
});

describe('Arkansas injury and product claims (Ark. Code Ann. § 16-56-116, searched again on 2026-11-29)', () => {
  it('keeps a 10-year-old at the 3 years from the injury, the saving statute unread', () => {
    for (const claimType of ['general_injury', 'product_liability'] as const) {
      const { item, warnings } = limitationFor('AR', claimType, tenYearOld);
      expect(item.rule.minorTolling.verified, claimType).toBe(false);
      expect(item.rule.minorTolling.note, claimType).toContain('2026-11-29');
      // The 1962 text (three years after full age) would give the 21st birthday, 2035-03-15.
      expect(item, claimType).toMatchObject({ nominalDate: '2027-06-12' });
      expect(item.clockStartedOn, claimType).toBeUndefined();
      expect(warnings, claimType).toContain('minority tolling for this rule is not verified');
    }
  });
});

describe('Tennessee (Tenn. Code Ann. § 28-1-106(a))', () => {
  it('tolls a product claim to 18 with the one year after it', () => {
    const { item } = limitationFor('TN', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Tenn. Code Ann. § 28-1-106(a)', verified: true });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
  });

  it('tolls malpractice too, but the 3-year repose is not tolled (Calaway v. Schucker)', () => {
    const young = limitationFor('TN', 'medical_malpractice', tenYearOld);
    expect(young.item).toMatchObject({ nominalDate: '2027-06-12', reposeCappedBy: 'Tenn. Code Ann. § 29-26-116(a)(3)' });
    const seventeen = limitationFor('TN', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item).toMatchObject({ clockStartedOn: '2025-01-10', nominalDate: '2026-01-10' });
  });

  it('does not toll the death claim for minor children (Lynn v. City of Jackson)', () => {
    const { item, warnings } = limitationFor('TN', 'wrongful_death', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ rule: 'none', verified: true });
    expect(item).toMatchObject({ nominalDate: '2025-06-12' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Texas wrongful death (Enciso v. Chmielewski)', () => {
  it('names the tolling for a minor beneficiary in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('TX', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true, citation: 'Tex. Civ. Prac. & Rem. Code § 16.001' });
    expect(item).toMatchObject({ nominalDate: '2026-07-01' });
    expect(warnings).toContain('Enciso v. Chmielewski');
  });
});

describe('Utah (Utah Code Ann. § 78B-2-108)', () => {
  it('runs a minor’s product period from 18', () => {
    const { item } = limitationFor('UT', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Utah Code Ann. § 78B-2-108', verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
  });

  it('keeps malpractice 2 years from the act (§ 78B-3-404(3)) and names Lee v. Gaufin in a warning', () => {
    const utah = limitationFor('UT', 'medical_malpractice', tenYearOld);
    expect(utah.item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Utah Code Ann. § 78B-3-404(3)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expectLimitedForMinor(utah, '2026-06-12', ['Lee v. Gaufin']);
  });

  it('names the tolling for a minor heir (Switzer v. Reynolds) in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('UT', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Utah Code Ann. § 78B-2-108',
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('Switzer v. Reynolds');
  });
});

describe('Virginia (Va. Code Ann. §§ 8.01-243.1, 8.01-229(A)(2)(a))', () => {
  it('gives a child under 8 at the malpractice until the 10th birthday', () => {
    const { item } = limitationFor('VA', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2019-01-20' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      youngChild: { underAge: 8, untilAge: 10, citation: 'Va. Code Ann. § 8.01-243.1' },
    });
    expect(item.nominalDate).toBe('2029-01-20');
  });

  it('gives a minor of 8 or older the 2 years from the act', () => {
    const { item, warnings } = limitationFor('VA', 'medical_malpractice', tenYearOld);
    expect(item.nominalDate).toBe('2026-06-12');
    expect(warnings).toContain('minority does not toll this period');
  });

  it('runs a minor’s product period from 18', () => {
    const { item } = limitationFor('VA', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Va. Code Ann. § 8.01-229(A)(2)(a)',
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
  });

  it('leaves the death period unverified with what was read', () => {
    const { item } = limitationFor('VA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling.verified).toBe(false);
    expect(item.rule.minorTolling.note).toContain('Horn v. Abernathy');
    expect(item.rule.minorTolling.note).toContain('Searched again on 2026-11-29');
    expect(item.nominalDate).toBe('2026-07-01');
  });
});

describe('Vermont (Vt. Stat. Ann. tit. 12, §§ 521, 551(a))', () => {
  it('runs the malpractice 3 years from 18, never past the 7 years from the incident', () => {
    const { item } = limitationFor('VT', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Vt. Stat. Ann. tit. 12, § 551(a)',
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({
      clockStartedOn: '2032-03-15',
      nominalDate: '2031-06-12',
      reposeCappedBy: 'Vt. Stat. Ann. tit. 12, § 521',
    });
  });

  it('gives a 16-year-old the 3 years from the 18th birthday', () => {
    const { item } = limitationFor('VT', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2008-01-10' });
    expect(item).toMatchObject({ clockStartedOn: '2026-01-10', nominalDate: '2029-01-10' });
    expect(item.reposeCappedBy).toBeUndefined();
  });

  it('does not toll the death period, which is outside tit. 12, ch. 23', () => {
    const { item, warnings } = limitationFor('VT', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'none', verified: true, citation: 'Vt. Stat. Ann. tit. 12, § 551(a)' });
    expect(item).toMatchObject({ nominalDate: '2026-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Washington (Schroeder v. Weighall)', () => {
  it('runs a minor’s malpractice period from 18', () => {
    const { item } = limitationFor('WA', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Wash. Rev. Code § 4.16.190(1)', verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
  });

  it('tolls the product period too: § 7.72.060(3) is subject to the tolling of ch. 4.16 (read 2026-11-29)', () => {
    const product = limitationFor('WA', 'product_liability', tenYearOld);
    expect(product.item.rule.minorTolling).toMatchObject({ verified: true, citation: 'Wash. Rev. Code § 4.16.190' });
    expect(product.item.rule.minorTolling.note).toContain('Subject to the applicable provisions of chapter 4.16 RCW');
    // 18 on 2032-03-15; untolled it would end 2027-06-12.
    expect(product.item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
  });

  it('does not toll the death period for a minor child (Atchison v. Great Western Malting Co.)', () => {
    const { item, warnings } = limitationFor('WA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Wash. Rev. Code § 4.16.080(2)',
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Wyoming (Wyo. Stat. Ann. § 1-3-114; Kordus v. Montes)', () => {
  // § 1-3-114 gives 3 years after 18; maxAfterMajority is an outer limit, so the row's 2 years run from 18 (earlier).
  it('runs a minor’s malpractice years from 18', () => {
    const { item } = limitationFor('WY', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Wyo. Stat. Ann. § 1-3-114',
      maxAfterMajority: { years: 3 },
      verifiedOn: MINORITY_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
  });

  it('does not toll the death period (Corkill v. Knowles)', () => {
    const { item, warnings } = limitationFor('WY', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'none', verified: true, citation: 'Wyo. Stat. Ann. § 1-3-114' });
    expect(item.nominalDate).toBe('2026-07-01');
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Nevada product liability and death, New York death (read, left unverified)', () => {
  it('computes them from the incident or the death, with what was read in the note', () => {
    const product = limitationFor('NV', 'product_liability', tenYearOld);
    expect(product.item.rule.minorTolling.verified).toBe(false);
    expect(product.item.rule.minorTolling.note).toContain('§ 11.250');
    // The period itself, searched again on 2026-11-29: still 2 years or 4, the earlier kept.
    expect(product.item.rule).toMatchObject({ verified: false, period: { years: 2 } });
    expect(product.item.rule.note).toContain('Searched again on 2026-11-29');
    expect(product.item.nominalDate).toBe('2026-06-12');
    const death = { ...tenYearOld, dateOfDeath: '2024-07-01' };
    const nv = limitationFor('NV', 'wrongful_death', death);
    expect(nv.item.rule.minorTolling.note).toContain('Parker v. Chrysler');
    expect(nv.item.nominalDate).toBe('2026-07-01');
    const ny = limitationFor('NY', 'wrongful_death', death);
    expect(ny.item.rule.minorTolling.verified).toBe(false);
    expect(ny.item.rule.minorTolling.note).toContain('Hernandez v. New York City Health');
    expect(ny.item.nominalDate).toBe('2026-07-01');
  });
});

describe('Montana (Mont. Code Ann. § 27-2-401(1); Livingston v. Livingston, Smith v. Sturm, Ruger & Co.)', () => {
  it('gives a 10-year-old one year after turning 18, later than the 3 years from the incident', () => {
    const { item } = limitationFor('MT', 'general_injury', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Mont. Code Ann. § 27-2-401(1)',
      verified: true,
      maxAfterMajority: { years: 1 },
      verifiedOn: '2026-11-29',
    });
    expect(item.nominalDate).toBe('2033-03-15');
  });

  it('keeps the 3 years from the incident for a 17-year-old', () => {
    const { item } = limitationFor('MT', 'general_injury', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(item.nominalDate).toBe('2027-06-12');
  });

  it('tolls a product claim accruing before 2023-05-04 the same way', () => {
    // Born 2012-03-15 (18 on 2030-03-15), hurt 2022-06-12: one year after 18 (2031-03-15) beats 2025-06-12.
    const { item } = limitationFor('MT', 'product_liability', { incidentDate: '2022-06-12', clientDateOfBirth: '2012-03-15' });
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Mont. Code Ann. § 27-2-401(1)', verified: true });
    expect(item.nominalDate).toBe('2031-03-15');
  });
});

describe('Montana property damage (Mont. Code Ann. § 27-2-204(1), § 27-2-401(1))', () => {
  it('gives a 10-year-old one year after turning 18 for damaged property too', () => {
    const { item } = limitationFor('MT', 'property_damage', tenYearOld);
    expect(item.rule.minorTolling.citation).toBe('Mont. Code Ann. § 27-2-401(1)');
    expect(item.nominalDate).toBe('2033-03-15');
  });
});

describe('Kentucky product liability (Ky. Rev. Stat. § 413.170(1), as quoted in Martin v. Celadon)', () => {
  it('runs the 1 year of § 413.140(1)(a) from the 18th birthday', () => {
    const { item } = limitationFor('KY', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Ky. Rev. Stat. § 413.170(1)',
      rule: 'tolled_until_majority',
      verified: true,
      verifiedOn: '2026-11-29',
    });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
  });
});

describe('Colorado product liability (Colo. Rev. Stat. § 13-80-106(2))', () => {
  it('keeps the 2 years from the incident for a minor with a parent, and names the exception in a warning', () => {
    const { item, warnings } = limitationFor('CO', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Colo. Rev. Stat. § 13-80-106(2)',
      rule: 'limited',
      verified: true,
      verifiedOn: '2026-11-29',
    });
    expect(item.nominalDate).toBe('2026-06-12');
    expect(warnings).toContain('without spouse or natural or legal guardian');
  });
});

describe('Arizona wrongful death (Porter v. Triad of Arizona: tolled for a minor)', () => {
  it('names the tolling of § 12-502 for a minor beneficiary in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('AZ', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      citation: 'Ariz. Rev. Stat. § 12-502',
      rule: 'limited',
      verified: true,
      verifiedOn: '2026-11-29',
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('Porter v. Triad of Arizona');
  });
});

describe('West Virginia wrongful death (Prater v. Norfolk & Western: not tolled)', () => {
  it('runs the 2 years from the death whatever the beneficiary’s age', () => {
    const { item, warnings } = limitationFor('WV', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'W. Va. Code § 55-7-6(d)',
      verifiedOn: '2026-11-29',
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});
