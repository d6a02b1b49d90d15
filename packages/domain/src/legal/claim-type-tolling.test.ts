// Minority tolling on the medical malpractice, product liability and wrongful death rows of AK–MT, read on 2026-11-28:
// a minor client's date as the calculator computes it through each doctrine applied.
import { describe, expect, it } from 'vitest';
import {
  CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
  CLAIM_TYPE_TOLLING_READ_ON,
  LIMITATION_RULES,
  TOLLING_MIRROR_READ_ON,
} from './limitation-rules.js';
import type { ClaimType } from './limitation-types.js';
import { computeDeadlines } from './limitations.js';
import { expectLimitedForMinor, expectUntolledForMinor, limitationsOn, TEN_YEAR_OLD as tenYearOld } from '../testing/limitation-dates.js';

// A 4-year-old (born 2020-05-01) hurt on 2024-06-12.
const fourYearOld = { incidentDate: '2024-06-12', clientDateOfBirth: '2020-05-01' } as const;

const today = '2026-11-28';
const limitationFor = limitationsOn(today);

describe('claim-type tolling read on 2026-11-28', () => {
  it('carries the day it was read on every row it verified', () => {
    const claimTypes: readonly ClaimType[] = ['medical_malpractice', 'product_liability', 'wrongful_death'];
    const read = LIMITATION_RULES.filter(
      (rule) => claimTypes.includes(rule.claimType) && rule.minorTolling.verifiedOn === CLAIM_TYPE_TOLLING_READ_ON,
    );
    expect(read.length).toBeGreaterThan(5);
    for (const rule of read) {
      const key = `${rule.jurisdiction} ${rule.claimType}`;
      expect(rule.minorTolling, key).toMatchObject({ verified: true });
      expect(rule.verified, key).toBe(true);
      expect(rule.minorTolling.citation, key).toBeTruthy();
    }
  });
});

describe('tolled until majority under the general tolling statute', () => {
  it('tolls Alaska malpractice under § 09.10.140(a), as the injury period (Sands v. Green struck subsection (c))', () => {
    const { item } = limitationFor('AK', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Alaska Stat. § 09.10.140(a)', maxAfterMajority: { years: 2 } });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
  });

  it('tolls Arizona malpractice and product claims to the 18th birthday under § 12-502 (Barrio), with no outer limit', () => {
    for (const claimType of ['medical_malpractice', 'product_liability'] as const) {
      const { item } = limitationFor('AZ', claimType, tenYearOld);
      expect(item.rule.minorTolling, claimType).toMatchObject({ citation: 'Ariz. Rev. Stat. § 12-502', verified: true });
      expect(item, claimType).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    }
  });

  it('tolls an Alabama product claim (§ 6-2-38(l)) to 19 under § 6-2-8(a), as the injury period', () => {
    const { item } = limitationFor('AL', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ citation: 'Ala. Code § 6-2-8(a)', ageOfMajority: 19, maxYearsFromAccrual: 20 });
    expect(item).toMatchObject({ clockStartedOn: '2033-03-15', nominalDate: '2035-03-15' });
  });
});

describe('not tolled for minority', () => {
  it('runs an Alabama death action 2 years from the death: § 6-5-410(d) is of the essence of the action (Cofer v. Ensor)', () => {
    const { item, warnings } = limitationFor('AL', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'none', verified: true, citation: 'Ala. Code § 6-5-410(d)' });
    expect(item.nominalDate).toBe('2026-07-01');
    expect(warnings).toContain('minority does not toll this period; the period (2 years) runs from the incident.');
  });

  it('runs Connecticut malpractice, product and death periods from the incident or death: no exception for minors', () => {
    expect(limitationFor('CT', 'medical_malpractice', tenYearOld).item).toMatchObject({ nominalDate: '2026-06-12' });
    const product = limitationFor('CT', 'product_liability', tenYearOld).item;
    expect(product.rule.minorTolling).toMatchObject({ rule: 'none', citation: 'Conn. Gen. Stat. § 52-577a' });
    expect(product).toMatchObject({ nominalDate: '2027-06-12' });
    expect(product.clockStartedOn).toBeUndefined();
    const death = limitationFor('CT', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-08-01' }).item;
    expect(death.rule.minorTolling).toMatchObject({ rule: 'none', citation: 'Conn. Gen. Stat. § 52-555' });
    expect(death.nominalDate).toBe('2026-08-01');
  });
});

describe("a young child's malpractice birthday (youngChild)", () => {
  it('gives an Arkansas child of 9 or younger until the 11th birthday (§ 16-114-203(c)(1)), later than 2 years from the act', () => {
    const { item, warnings } = limitationFor('AR', 'medical_malpractice', fourYearOld);
    expect(item.nominalDate).toBe('2031-05-01');
    expect(item.clockStartedOn).toBeUndefined();
    expect(warnings).toContain(
      'Ark. Code Ann. § 16-114-203(c)(1): the client was under 10 at the act, so the claim may be brought until the 11th ' +
        'birthday (2031-05-01), later than the period otherwise allows (2026-06-12).',
    );
    expect(warnings).not.toContain('minority does not toll');
  });

  it('gives an Arkansas child of 10 the 2 years from the act, and says minority does not toll them', () => {
    const { item, warnings } = limitationFor('AR', 'medical_malpractice', tenYearOld);
    expect(item.nominalDate).toBe('2026-06-12');
    expect(warnings).toContain('minority does not toll this period');
    expect(warnings).not.toContain('11th birthday');
  });

  it('gives a Delaware child under 6 the later of the 2 years and the 6th birthday (§ 6856(2))', () => {
    const infant = limitationFor('DE', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2030-01-01');
    const four = limitationFor('DE', 'medical_malpractice', fourYearOld);
    expect(four.item.nominalDate).toBe('2026-06-12');
    expect(four.warnings).toContain('6th birthday (2026-05-01); the period otherwise ends later, on 2026-06-12, and is kept.');
  });

  it('gives a Georgia child under 5 two years from the 5th birthday (§ 9-3-73(b)); a child of 5 or older the 2 years', () => {
    const four = limitationFor('GA', 'medical_malpractice', fourYearOld);
    expect(four.item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Ga. Code Ann. § 9-3-73(b)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
      youngChild: { underAge: 5, untilAge: 7 },
    });
    expect(four.item.nominalDate).toBe('2027-05-01');
    // Hurt as a baby: the 7th birthday, past the 5 years from the act (the repose for minors under 5 is the 10th birthday).
    const infant = limitationFor('GA', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2031-01-01');
    expect(limitationFor('GA', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2026-06-12');
  });

  it('never applies an unverified young-child rule', () => {
    const rules = LIMITATION_RULES.map((rule) =>
      rule.jurisdiction === 'AR' && rule.claimType === 'medical_malpractice'
        ? { ...rule, minorTolling: { ...rule.minorTolling, verified: false } }
        : rule,
    );
    const result = computeDeadlines({ jurisdiction: 'AR', claimType: 'medical_malpractice', today, rules, ...fourYearOld });
    expect(result.items[0]!.nominalDate).toBe('2026-06-12');
  });
});

describe('Hawaii, Iowa and Idaho malpractice and product rows', () => {
  it('gives a Hawaii minor 6 years from the act (§ 657-7.3(b)), a child under 10 the 10th birthday if later', () => {
    const four = limitationFor('HI', 'medical_malpractice', fourYearOld);
    expect(four.item.nominalDate).toBe('2030-06-12');
    expect(four.warnings).toContain(
      'Haw. Rev. Stat. § 657-7.3(b): the client was a minor at the act, so the claim may be brought within 6 years of it ' +
        '(2030-06-12), later than the period otherwise allows (2026-06-12).',
    );
    expect(four.warnings).toContain('10th birthday (2030-05-01); the period otherwise ends later, on 2030-06-12, and is kept.');
    const infant = limitationFor('HI', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2034-01-01');
    expect(limitationFor('HI', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2030-06-12');
    // An adult keeps the 2 years from discovery, counted from the incident.
    const adult = limitationFor('HI', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '1990-01-01' });
    expect(adult.item.nominalDate).toBe('2026-06-12');
  });

  it('gives an Iowa child under 8 until the 10th birthday, past the 6-year repose (§ 614.1(9)(b)); older minors are not tolled', () => {
    expect(limitationFor('IA', 'medical_malpractice', fourYearOld).item.nominalDate).toBe('2030-05-01');
    const infant = limitationFor('IA', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2034-01-01');
    expect(limitationFor('IA', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2026-06-12');
  });

  it('gives an Iowa minor’s product claim one year after the 18th birthday (§ 614.8(2)), or the 2 years if later', () => {
    const { item } = limitationFor('IA', 'product_liability', tenYearOld);
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15', tollingCappedBy: 'Iowa Code § 614.8(2)' });
    const seventeen = limitationFor('IA', 'product_liability', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item.nominalDate).toBe('2026-06-12');
  });

  it('tolls Idaho malpractice under § 5-230 for no more than six years, as the injury period', () => {
    const { item } = limitationFor('ID', 'medical_malpractice', tenYearOld);
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2032-06-12', tollingCappedBy: 'Idaho Code § 5-230' });
  });
});

describe('DC, Georgia, Illinois, Indiana and Kansas rows', () => {
  it('tolls DC malpractice and product claims (§ 12-301(8)) under § 12-302(a), as the injury period', () => {
    for (const claimType of ['medical_malpractice', 'product_liability'] as const) {
      const { item } = limitationFor('DC', claimType, tenYearOld);
      expect(item.rule.minorTolling, claimType).toMatchObject({ citation: 'D.C. Code § 12-302(a)', verified: true });
      expect(item, claimType).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    }
  });

  it('tolls Georgia and Illinois product claims to 18 under § 9-3-90(b) and 735 ILCS 5/13-211(a)', () => {
    expect(limitationFor('GA', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2034-03-15' });
    const illinois = limitationFor('IL', 'product_liability', tenYearOld).item;
    expect(illinois.rule.minorTolling.citation).toBe('735 ILCS 5/13-211');
    expect(illinois).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
  });

  it('gives an Indiana child under 6 until the 8th birthday (§ 34-18-7-1(b)); older minors have 2 years from the act', () => {
    const four = limitationFor('IN', 'medical_malpractice', fourYearOld);
    expect(four.item.nominalDate).toBe('2028-05-01');
    expect(four.warnings).toContain('until the 8th birthday (2028-05-01)');
    expect(limitationFor('IN', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2026-06-12');
  });

  it('does not toll an Indiana product claim: § 34-20-3-1(a) applies "regardless of minority"', () => {
    const { item, warnings } = limitationFor('IN', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({ rule: 'none', citation: 'Ind. Code § 34-20-3-1(a)' });
    expect(item.nominalDate).toBe('2026-06-12');
    expect(warnings).toContain('minority does not toll this period');
  });

  it('gives a Kansas minor one year after 18, never past 8 years from the act (§ 60-515(a))', () => {
    // 10 at the act: 18 + 1 year (2033-03-15) is past the 8 years (2032-06-12).
    for (const claimType of ['general_injury', 'product_liability'] as const) {
      const { item, warnings } = limitationFor('KS', claimType, tenYearOld);
      expect(item, claimType).toMatchObject({ nominalDate: '2032-06-12', tollingCappedBy: 'Kan. Stat. Ann. § 60-515(a)' });
      expect(warnings, claimType).toContain('cannot extend the claim past 8 years from accrual');
    }
    // 15 at the act: one year after 18 (2028-01-10), within the 8 years.
    const fifteen = limitationFor('KS', 'product_liability', { incidentDate: '2024-06-12', clientDateOfBirth: '2009-01-10' });
    expect(fifteen.item.nominalDate).toBe('2028-01-10');
    // 17 at the act: the 2 years from the incident end later and are kept.
    const seventeen = limitationFor('KS', 'product_liability', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item.nominalDate).toBe('2026-06-12');
  });
});

describe('Massachusetts and Maryland rows', () => {
  it('gives a Massachusetts child under 6 until the 9th birthday, never past the 7-year repose (ch. 231, § 60D)', () => {
    const infant = limitationFor('MA', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2031-06-12');
    expect(infant.warnings).toContain(
      'until the 9th birthday (2033-01-01), but not past the statute of repose (Mass. Gen. Laws ch. 260, § 4, 2031-06-12)',
    );
    expect(limitationFor('MA', 'medical_malpractice', fourYearOld).item.nominalDate).toBe('2029-05-01');
    expect(limitationFor('MA', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2027-06-12');
  });

  it('tolls a Massachusetts product claim under ch. 260, § 7, as the injury period', () => {
    expect(limitationFor('MA', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2035-03-15' });
  });

  it('runs a Maryland minor’s malpractice periods, repose included, from the 18th birthday (Piselli)', () => {
    const { item, warnings } = limitationFor('MD', 'medical_malpractice', tenYearOld);
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    expect(item.reposeCappedBy).toBeUndefined();
    expect(warnings).toContain('the claim ends 5 years after the client comes of age (minority tolls the repose too)');
    expect(warnings).toContain('2037-03-15, counted from the day of majority');
    // An adult's claim keeps the repose counted from the act.
    const adult = limitationFor('MD', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '1990-01-01' });
    expect(adult.warnings).toContain('2029-06-12, counted from the incident');
  });

  it('gives a Maryland minor’s product claim 3 years from 18 (§ 5-201(a)), and names the death-action rule without applying it', () => {
    expect(limitationFor('MD', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2035-03-15' });
    const death = limitationFor('MD', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(death.item.nominalDate).toBe('2027-07-01');
    expect(death.item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true });
    expect(death.warnings).toContain('minority tolling is limited (A death action (Title 3, Subtitle 9)');
  });
});

describe('Maine, Michigan, Minnesota, Missouri and Mississippi rows', () => {
  it('gives a Maine minor 3 years after 18, never past 6 years from the act (tit. 24, § 2902)', () => {
    const { item } = limitationFor('ME', 'medical_malpractice', tenYearOld);
    expect(item).toMatchObject({
      clockStartedOn: '2032-03-15',
      nominalDate: '2030-06-12',
      tollingCappedBy: 'Me. Rev. Stat. tit. 24, § 2902',
    });
    const fifteen = limitationFor('ME', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2009-01-10' });
    expect(fifteen.item.nominalDate).toBe('2030-01-10');
  });

  it('gives a Michigan minor one year after 18 for injury and product claims (§ 600.5851(1)), or the 3 years if later', () => {
    for (const claimType of ['general_injury', 'product_liability'] as const) {
      const { item } = limitationFor('MI', claimType, tenYearOld);
      expect(item, claimType).toMatchObject({ nominalDate: '2033-03-15', tollingCappedBy: 'Mich. Comp. Laws § 600.5851(1)' });
    }
    const seventeen = limitationFor('MI', 'product_liability', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item.nominalDate).toBe('2027-06-12');
  });

  it('suspends a Minnesota minor’s periods to one year after 18 (§ 541.15(a)); malpractice for no more than 7 years (b)', () => {
    expect(limitationFor('MN', 'product_liability', tenYearOld).item).toMatchObject({ nominalDate: '2033-03-15' });
    expect(limitationFor('MN', 'general_injury', tenYearOld).item).toMatchObject({ nominalDate: '2033-03-15' });
    expect(limitationFor('MN', 'medical_malpractice', tenYearOld).item).toMatchObject({ nominalDate: '2033-03-15' });
    // Hurt as a baby: suspended for 7 years, then the 4 years run.
    const infant = limitationFor('MN', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item).toMatchObject({ nominalDate: '2035-06-12', tollingCappedBy: 'Minn. Stat. § 541.15(b)' });
  });

  it('gives a Missouri minor until the 20th birthday for malpractice (§ 516.105.1(3)), past the 10-year repose', () => {
    const infant = limitationFor('MO', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2044-01-01');
    expect(limitationFor('MO', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2034-03-15');
  });

  it('gives a Mississippi child of 6 or younger until 2 years after the 6th birthday, past the repose (§ 15-1-36(3))', () => {
    const infant = limitationFor('MS', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(infant.item.nominalDate).toBe('2032-01-01');
    expect(limitationFor('MS', 'medical_malpractice', tenYearOld).item.nominalDate).toBe('2026-06-12');
    // A minor's product claim runs from the 21st birthday (§ 15-1-59).
    expect(limitationFor('MS', 'product_liability', tenYearOld).item).toMatchObject({
      clockStartedOn: '2035-03-15',
      nominalDate: '2038-03-15',
    });
  });
});

describe('California wrongful death', () => {
  it('names the suspension for a minor heir (Cross v. PG&E) in a warning, never moving the date', () => {
    const { item, warnings } = limitationFor('CA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true, citation: 'Cal. Civ. Proc. Code § 352' });
    expect(item.nominalDate).toBe('2026-07-01');
    expect(warnings).toContain("minority tolling is limited (A minor heir's death claim is suspended");
  });
});

describe('Mississippi wrongful death (Thiroux v. Austin; Pioneer Community Hospital v. Roberts)', () => {
  it('names the savings clause for a minor beneficiary in a warning and keeps the 3 years from the death', () => {
    const { item, warnings } = limitationFor('MS', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Miss. Code Ann. § 15-1-59',
      ageOfMajority: 21,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    });
    // Never moved to a beneficiary's birthday: 3 years from the death on 2024-07-01.
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('Thiroux v. Austin');
  });
});

describe('Georgia and Indiana wrongful death', () => {
  it('names the Georgia tolling for a minor child (DeKalb Medical Center v. Hawkins) in a warning, never moving the date', () => {
    const { item, warnings } = limitationFor('GA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Ga. Code Ann. § 9-3-90(b)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('DeKalb Medical Center v. Hawkins');
  });

  it('does not toll an Indiana death claim for a minor (Robertson v. Gene B. Glick Co.): 2 years from the death', () => {
    const { item, warnings } = limitationFor('IN', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Ind. Code § 34-23-1-1',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Missouri wrongful death (Bregant v. Fink: not tolled)', () => {
  it('runs the 3 years from the death for a minor child', () => {
    const { item, warnings } = limitationFor('MO', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Mo. Rev. Stat. § 537.100',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('DC wrongful death (Group Health Ass’n v. Gatlin: not tolled)', () => {
  it('runs the 2 years from the death for a minor heir', () => {
    const { item, warnings } = limitationFor('DC', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'D.C. Code § 16-2702',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Massachusetts wrongful death (Gaudette v. Webb)', () => {
  it('names the tolling for minor children in a warning and keeps the 3 years from the death', () => {
    const { item, warnings } = limitationFor('MA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Mass. Gen. Laws ch. 260, § 7',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('Gaudette v. Webb');
  });
});

describe('North Carolina medical malpractice (Morris v. Rodeberg, N.C. 2023)', () => {
  it('does not toll a 13-year-old: 3 years from the act, the § 1-17(c) exceptions named in a warning', () => {
    // Born 2011-02-01, 13 when hurt on 2024-06-12: not past the 19th birthday, not to majority.
    const { item, warnings } = limitationFor('NC', 'medical_malpractice', {
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2011-02-01',
    });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'N.C. Gen. Stat. § 1-17(c)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2027-06-12' });
    expect(warnings).toContain('Morris v. Rodeberg');
  });
});

describe('Delaware injury and product claims (tit. 10, § 8119: not tolled; Brown v. E.I. duPont de Nemours)', () => {
  it('gives a 10-year-old the 2 years from the injury and says minority does not toll them', () => {
    for (const claimType of ['general_injury', 'product_liability'] as const) {
      const { item, warnings } = limitationFor('DE', claimType, tenYearOld);
      expect(item.rule.minorTolling, claimType).toMatchObject({
        rule: 'none',
        verified: true,
        citation: 'Del. Code Ann. tit. 10, § 8119',
        verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      });
      // § 8116's three years after majority (2035-03-15) would apply were § 8119 among §§ 8101-8115.
      expect(item.nominalDate, claimType).toBe('2026-06-12');
      expect(item.clockStartedOn, claimType).toBeUndefined();
      expect(warnings, claimType).toContain('minority does not toll this period');
    }
  });
});

describe('Michigan medical malpractice (Mich. Comp. Laws § 600.5851(7))', () => {
  it('gives a child hurt as a baby until the 10th birthday, past the 6-year repose', () => {
    // Born 2024-01-01, hurt 2024-03-05: 10 on 2034-01-01, past the 2030-03-05 the repose of § 600.5838a(2) would give.
    const { item, warnings } = limitationFor('MI', 'medical_malpractice', { incidentDate: '2024-03-05', clientDateOfBirth: '2024-01-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Mich. Comp. Laws § 600.5851(7)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      youngChild: { underAge: 8, untilAge: 10 },
    });
    expect(item.nominalDate).toBe('2034-01-01');
    expect(warnings).toContain(
      'Mich. Comp. Laws § 600.5851(7): the client was under 8 at the act, so the claim may be brought until the 10th ' +
        'birthday (2034-01-01), later than the period otherwise allows (2026-03-05).',
    );
  });

  it('keeps the 2 years from the act for a 10-year-old, the saving of § 600.5851(1) named in a warning', () => {
    expectLimitedForMinor(
      limitationFor('MI', 'medical_malpractice', tenYearOld),
      '2026-06-12',
      ['Vega v. Lakeland Hospitals'],
      ['10th birthday ('],
    );
  });
});

describe('Kansas medical malpractice (K.S.A. 60-515(a); Bonin v. Vannaman, 261 Kan. 199 (1996))', () => {
  it('gives a minor one year after 18, never past 8 years from the act: the 4-year repose of § 60-513(c) yields', () => {
    // 10 at the act: one year after 18 (2033-03-15) is past the 8 years (2032-06-12).
    const ten = limitationFor('KS', 'medical_malpractice', tenYearOld);
    expect(ten.item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      verified: true,
      citation: 'Kan. Stat. Ann. § 60-515(a)',
      maxYearsFromAccrual: 8,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(ten.item).toMatchObject({ nominalDate: '2032-06-12', tollingCappedBy: 'Kan. Stat. Ann. § 60-515(a)' });
    expect(ten.item.reposeCappedBy).toBeUndefined();
    expect(ten.warnings).toContain(
      'Kan. Stat. Ann. § 60-513(c): the statute of repose (4 years from the act) does not bind a client who was a minor ' +
        'at the act; the limit of 8 years from the act (Kan. Stat. Ann. § 60-515(a)) governs instead.',
    );
    expect(ten.item.rule.minorTolling.note).toContain('Bonin v. Vannaman');
    // 13 at the act (born 2011-01-10): one year after 18 (2030-01-10), past the 4 years and within the 8.
    const thirteen = limitationFor('KS', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2011-01-10' });
    expect(thirteen.item).toMatchObject({ nominalDate: '2030-01-10', clockStartedOn: '2029-01-10' });
    expect(thirteen.item.reposeCappedBy).toBeUndefined();
    // 17 at the act: the 2 years from the incident end later and are kept.
    const seventeen = limitationFor('KS', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2007-01-10' });
    expect(seventeen.item.nominalDate).toBe('2026-06-12');
  });

  it('keeps the 4-year repose for an adult', () => {
    const adult = limitationFor('KS', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '1990-01-01' });
    expect(adult.item.nominalDate).toBe('2026-06-12');
    expect(adult.warnings).toContain('the claim ends 4 years after the act or omission (statute of repose): 2028-06-12');
    expect(adult.warnings).not.toContain('does not bind a client who was a minor');
  });
});

describe('Kentucky medical malpractice (Ky. Rev. Stat. § 413.170(1); McCollum v. Sisters of Charity (Ky. 1990))', () => {
  it('gives a minor the 1 year from the 18th birthday, with no five-year cap from the act', () => {
    const { item, warnings } = limitationFor('KY', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      verified: true,
      citation: 'Ky. Rev. Stat. § 413.170(1)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    // 18 on 2032-03-15: one year after, past the 2029-06-12 the struck five-year cap would have given.
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2033-03-15' });
    expect(item.reposeCappedBy).toBeUndefined();
    expect(item.tollingCappedBy).toBeUndefined();
    expect(warnings).not.toContain('statute of repose');
    expect(item.rule.minorTolling.note).toContain('McCollum v. Sisters of Charity');
  });
});

describe('Florida medical malpractice (Fla. Stat. §§ 95.11(5)(c), 95.051(1)(i); Nardone v. Reynolds)', () => {
  it('keeps a 2-year-old at 2 years from the act, the repose spared until the 8th birthday', () => {
    // Born 2022-03-01, hurt 2024-03-05: 8 on 2030-03-01, later than the 4 years (2028-03-05).
    const { item, warnings } = limitationFor('FL', 'medical_malpractice', { incidentDate: '2024-03-05', clientDateOfBirth: '2022-03-01' });
    // § 95.051(1) excepts the malpractice period from minority tolling (read in the statutes mirror, 2026-11-29).
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Fla. Stat. § 95.051(1)(i)',
      verifiedOn: TOLLING_MIRROR_READ_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-03-05' });
    expect(item.clockStartedOn).toBeUndefined();
    expect(warnings).toContain(
      'Fla. Stat. § 95.11(5)(c): whenever the injury is discovered, the claim ends on 2030-03-01: the statute of repose ' +
        '(4 years after the act or omission, 2028-03-05) does not bar an action for a client who was a minor at the act ' +
        'brought on or before the 8th birthday.',
    );
    expect(item.rule.minorTolling.note).toContain('Nardone v. Reynolds');
  });

  it('gives a 10-year-old the 2 years and the plain 4-year repose', () => {
    const { item, warnings } = limitationFor('FL', 'medical_malpractice', tenYearOld);
    expect(item).toMatchObject({ nominalDate: '2026-06-12' });
    expect(warnings).toContain('(statute of repose): 2028-06-12, counted from the incident.');
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Alabama medical malpractice (Ala. Code § 6-5-482(b))', () => {
  it('gives a child under 4 at the act until the 8th birthday, past the 4-year repose', () => {
    // Born 2024-01-01, hurt 2024-06-12: 8 on 2032-01-01; the repose would end 2028-06-12.
    const { item, warnings } = limitationFor('AL', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      ageOfMajority: 19,
      citation: 'Ala. Code § 6-5-482(b)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      youngChild: { underAge: 4, untilAge: 8 },
    });
    expect(item.nominalDate).toBe('2032-01-01');
    expect(warnings).toContain(
      'Ala. Code § 6-5-482(b): the client was under 4 at the act, so the claim may be brought until the 8th birthday ' +
        '(2032-01-01), later than the period otherwise allows (2026-06-12).',
    );
  });

  it('keeps a 10-year-old at 2 years from the act and names the § 6-2-8 question in a warning', () => {
    expectLimitedForMinor(limitationFor('AL', 'medical_malpractice', tenYearOld), '2026-06-12', ['§ 6-5-574(b)'], ['8th birthday (']);
  });
});

describe('New Jersey medical malpractice (N.J. Stat. Ann. §§ 2A:14-2(a), 2A:14-21)', () => {
  it('tolls a 10-year-old to 18 with the 2 years after it', () => {
    const { item, warnings } = limitationFor('NJ', 'medical_malpractice', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      verified: true,
      citation: 'N.J. Stat. Ann. § 2A:14-21',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      birthInjury: { beforeAge: 13, citation: 'N.J. Stat. Ann. § 2A:14-2(a)' },
    });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    expect(warnings).not.toContain('injury sustained at birth');
    expect(warnings).toContain(
      "N.J. Stat. Ann. § 2A:14-2(a): the incident date is not the client's date of birth; if the injury was in fact " +
        'sustained at birth, the claim must be brought before the 13th birthday (by 2027-03-14), not the tolled date.',
    );
  });

  it('ends an injury sustained at birth (incident on the date of birth) the day before the 13th birthday', () => {
    // Born and hurt 2024-06-12: 13 on 2037-06-12, so the last day is 2037-06-11 (a Thursday).
    const { item, warnings } = limitationFor('NJ', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-06-12' });
    expect(item.nominalDate).toBe('2037-06-11');
    expect(item.clockStartedOn).toBeUndefined();
    expect(warnings).toContain(
      "N.J. Stat. Ann. § 2A:14-2(a): the incident is on the client's date of birth, an injury sustained at birth, so the claim " +
        'must be brought before the 13th birthday (by 2037-06-11), in place of the tolling to majority.',
    );
  });

  it('tolls an infant hurt the day after birth to 18 like any other minor', () => {
    const { item } = limitationFor('NJ', 'medical_malpractice', { incidentDate: '2024-06-13', clientDateOfBirth: '2024-06-12' });
    expect(item).toMatchObject({ clockStartedOn: '2042-06-12', nominalDate: '2044-06-12' });
  });
});

describe('Montana medical malpractice (Mont. Code Ann. § 27-2-205(2))', () => {
  it('runs the 2 years from the 8th birthday of a child under 4 at the injury, past the 5 years', () => {
    // Born 2024-01-01, hurt 2024-06-12: 8 on 2032-01-01, so the 2 years end on 2034-01-01; the 5 years on 2029-06-12.
    const { item, warnings } = limitationFor('MT', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Mont. Code Ann. § 27-2-205(2)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      youngChild: { underAge: 4, untilAge: 10 },
    });
    expect(item.nominalDate).toBe('2034-01-01');
    expect(warnings).toContain(
      'Mont. Code Ann. § 27-2-205(2): the client was under 4 at the act, so the claim may be brought until the 10th birthday ' +
        '(2034-01-01), later than the period otherwise allows (2026-06-12).',
    );
  });

  it('keeps a 10-year-old at 2 years from the act and names § 27-2-401(1) in a warning', () => {
    expectLimitedForMinor(limitationFor('MT', 'medical_malpractice', tenYearOld), '2026-06-12', ['§ 27-2-401(1)'], ['10th birthday (']);
  });
});

describe('Nevada medical malpractice (Nev. Rev. Stat. § 41A.097(4))', () => {
  it('runs the period against a minor from the incident and names the brain damage and birth defect extension', () => {
    // Hurt 2020-06-12 (injuries 2002-10-01 to 2023-09-30): 1 year from discovery, counted from the incident.
    const { item, warnings } = limitationFor('NV', 'medical_malpractice', { incidentDate: '2020-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Nev. Rev. Stat. § 41A.097(4)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.nominalDate).toBe('2021-06-12');
    expect(item.clockStartedOn).toBeUndefined();
    expect(warnings).toContain('minority tolling is limited');
    expect(warnings).toContain('Brain damage or birth defect, the period of limitation is extended until the child attains 10');
  });
});

describe('West Virginia medical malpractice (W. Va. Code § 55-7B-4(c))', () => {
  it('gives a child under 10 until the day before the 12th birthday', () => {
    // Born 2020-05-01, hurt 2024-06-12: 12 on 2032-05-01, so the last day is 2032-04-30 (within the 10-year repose).
    const { item, warnings } = limitationFor('WV', 'medical_malpractice', fourYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'W. Va. Code § 55-7B-4(c)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      youngChild: { underAge: 10, untilAge: 12, withinRepose: true, beforeBirthday: true },
    });
    expect(item.nominalDate).toBe('2032-04-30');
    expect(warnings).toContain(
      'W. Va. Code § 55-7B-4(c): the client was under 10 at the act, so the claim may be brought before the 12th birthday ' +
        '(by 2032-04-30), later than the period otherwise allows (2026-06-12).',
    );
  });

  it('stops an infant hurt at birth at the 10-year repose', () => {
    const { item, warnings } = limitationFor('WV', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2024-06-12' });
    expect(item.nominalDate).toBe('2034-06-12');
    expect(warnings).toContain('(by 2036-06-11), but not past the statute of repose (W. Va. Code § 55-7B-4(a), 2034-06-12)');
  });

  it('keeps a 10-year-old at 2 years from the injury and names § 55-2-15 in a warning', () => {
    expectLimitedForMinor(limitationFor('WV', 'medical_malpractice', tenYearOld), '2026-06-12', ['§ 55-2-15']);
  });
});

describe('Wisconsin medical malpractice (Wis. Stat. § 893.56)', () => {
  it('gives a young child until the 10th birthday, past the 5-year repose', () => {
    // Born 2020-05-01, hurt 2024-06-12: 10 on 2030-05-01; the 3 years end 2027-06-12.
    const { item, warnings } = limitationFor('WI', 'medical_malpractice', fourYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Wis. Stat. § 893.56',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      youngChild: { underAge: 18, untilAge: 10 },
    });
    expect(item.nominalDate).toBe('2030-05-01');
    expect(warnings).toContain(
      'Wis. Stat. § 893.56: the client was under 18 at the act, so the claim may be brought until the 10th birthday ' +
        '(2030-05-01), later than the period otherwise allows (2027-06-12).',
    );
  });

  it('keeps a 10-year-old at the 3 years from the injury', () => {
    const { item } = limitationFor('WI', 'medical_malpractice', tenYearOld);
    expect(item.nominalDate).toBe('2027-06-12');
    expect(item.clockStartedOn).toBeUndefined();
  });
});

describe('Colorado medical malpractice (Elgin v. Bartlett (Colo. 1999))', () => {
  it('names Elgin v. Bartlett in a warning and keeps the date from the incident, the 3-year repose included', () => {
    const result = limitationFor('CO', 'medical_malpractice', tenYearOld);
    expect(result.item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Colo. Rev. Stat. § 13-81-103',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    // 2 years from the incident; a minor without a court-appointed representative is not barred then (Elgin).
    expectLimitedForMinor(result, '2026-06-12', ['Elgin v. Bartlett', 'court-appointed legal representative']);
  });

  it('names Hane v. Tubman for a young child, whose date also runs from the incident', () => {
    const result = limitationFor('CO', 'medical_malpractice', fourYearOld);
    expectLimitedForMinor(result, '2026-06-12', ['Hane v. Tubman']);
  });
});

describe('Minnesota wrongful death (Minn. Stat. § 573.02, subd. 1; Cashman v. Hedberg; Berghuis v. Korthuis)', () => {
  it('does not toll the death period for a minor next of kin: 3 years from the death, not a year after 18', () => {
    const { item, warnings } = limitationFor('MN', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Minn. Stat. § 573.02, subd. 1',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.rule.minorTolling.note).toContain('Cashman v. Hedberg');
    // The general injury row would give one year after 18 (2033-03-15); the death action gives the adult's date.
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Alaska wrongful death (Haakanson v. Wakefield Seafoods)', () => {
  it('names the Alaska tolling for a minor beneficiary in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('AK', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Alaska Stat. § 09.10.140(a)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    // Never moved to the beneficiary's 18th birthday (2032-03-15): 2 years from the death on 2024-07-01.
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority tolling is limited');
    expect(warnings).toContain('Haakanson v. Wakefield Seafoods');
  });
});

describe('Hawaii wrongful death (Crawford v. Crawford; Hun v. Center Properties)', () => {
  it('names the Hawaii suspension for a surviving child in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('HI', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Haw. Rev. Stat. § 657-13',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority tolling is limited');
    expect(warnings).toContain('Crawford v. Crawford');
  });
});

describe('Illinois wrongful death (Wilbon v. D.F. Bast Co.)', () => {
  it('names the minor next of kin’s tolling in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('IL', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: '740 ILCS 180/2',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    // Never moved to two years after the 18th birthday (2034-03-15): 2 years from the death on 2024-07-01.
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority tolling is limited');
    expect(warnings).toContain('Wilbon v. D.F. Bast Co.');
  });
});

describe('Arkansas wrongful death (Sandusky v. First Electric Coop.: not tolled)', () => {
  it('runs the 3 years from the death for a minor child, the savings statute not reaching the death action', () => {
    const { item, warnings } = limitationFor('AR', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'Ark. Code Ann. § 16-62-102(c)(1)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.rule.minorTolling.note).toContain('Crawford v. Martin Marietta Corp.');
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('Colorado wrongful death (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor heir at the 2 years from the death, naming § 13-81-103', () => {
    const { item, warnings } = limitationFor('CO', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 13-81-103(1)(c) might give two years after 18 (2034-03-15) to an heir without a representative; not applied.
    expectUntolledForMinor({ item, warnings }, '2026-07-01', ['2026-11-29', '§ 13-81-103(1)']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Delaware wrongful death (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor beneficiary at the 2 years from the death, naming § 8116', () => {
    const { item, warnings } = limitationFor('DE', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 8116 would give 3 years after 18 (2035-03-15) if it reached a beneficiary; not applied.
    expectUntolledForMinor({ item, warnings }, '2026-07-01', ['2026-11-29', '§ 8116']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Iowa wrongful death minority (searched on 2026-11-29, left unverified)', () => {
  it('keeps a minor beneficiary at the row’s 2 years, naming Egan v. Naylor', () => {
    const { item, warnings } = limitationFor('IA', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 614.8(2) would give a year after 18 (2033-03-15); not applied: 2 years from the incident, the earlier date.
    expectUntolledForMinor({ item, warnings }, '2026-06-12', ['2026-11-29', 'Egan v. Naylor']);
  });
});

describe('Idaho wrongful death (Idaho Code § 5-230 with § 5-311)', () => {
  it('names the tolling of a minor heir in a warning and keeps the 2 years from the death', () => {
    const { item, warnings } = limitationFor('ID', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'limited',
      verified: true,
      citation: 'Idaho Code § 5-230',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    // Not the general injury row's tolled date (the 18th birthday, 2032-03-15, capped at six years): the death's 2 years.
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(item.tollingCappedBy).toBeUndefined();
    expect(warnings).toContain('minority tolling is limited');
    expect(warnings).toContain('§ 5-311');
  });
});

describe('Kansas wrongful death (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor heir at the 2 years from the death, naming Frost v. Hardin', () => {
    const { item, warnings } = limitationFor('KS', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 60-515(a) would give a year after 18, within 8 years of the act; not applied until Frost's review is read.
    expectUntolledForMinor({ item, warnings }, '2026-07-01', ['2026-11-29', 'Frost v. Hardin']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Maine wrongful death (searched on 2026-11-29, left unverified)', () => {
  it('keeps a minor beneficiary at the 2 years from the death, the earlier of the 2 and 3 years read', () => {
    const { item, warnings } = limitationFor('ME', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // The period: 3 years in § 2-807(2) now, 2 under the former 18-A § 2-804(b), the change not dated: 2 kept.
    expect(item.rule).toMatchObject({ verified: false, period: { years: 2 } });
    expect(item.rule.note).toContain('from two years to six years');
    // Minority not applied: the adult's date.
    expectUntolledForMinor({ item, warnings }, '2026-07-01', ['2026-11-29', '§ 853']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Montana wrongful death (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor heir at the 3 years from the death, naming Runstrom v. Allen', () => {
    const { item, warnings } = limitationFor('MT', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 27-2-401(1) would give a year after 18 (2033-03-15), as the general injury row does; not applied.
    expectUntolledForMinor({ item, warnings }, '2027-07-01', ['2026-11-29', 'Runstrom v. Allen']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('Nevada wrongful death (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor heir at the 2 years from the death, naming Parker v. Chrysler', () => {
    const { item, warnings } = limitationFor('NV', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // § 11.250 would suspend the 2 years until 18; not applied until Parker's holding is read.
    expectUntolledForMinor({ item, warnings }, '2026-07-01', ['2026-11-29', 'Parker v. Chrysler']);
    expect(item.clockStartedOn).toBe('2024-07-01');
  });
});

describe('New Hampshire wrongful death (searched on 2026-11-29, left unverified)', () => {
  it('keeps a minor at the 3 years from the act, naming Hebert v. Hebert', () => {
    const { item, warnings } = limitationFor('NH', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    // Counted from the incident (the act), as for an adult; § 508:8 (two years after 18) not applied.
    expectUntolledForMinor({ item, warnings }, '2027-06-12', ['2026-11-29', 'Hebert v. Hebert']);
    expect(item.clockStartedOn).toBeUndefined();
  });
});

describe('New Mexico wrongful death (N.M. Stat. Ann. §§ 37-1-10, 37-1-17; Natseway v. Jojola)', () => {
  it('does not toll the death period for a minor beneficiary: 3 years from the death, not a year after 18', () => {
    const { item, warnings } = limitationFor('NM', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'N.M. Stat. Ann. § 41-2-2',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.rule.minorTolling.note).toContain('Natseway v. Jojola');
    // § 37-1-10 (a year after 18, 2033-03-15) does not reach the death action.
    expect(item).toMatchObject({ nominalDate: '2027-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});

describe('North Carolina wrongful death (N.C. Gen. Stat. § 1-53(4); Boomer v. Caraway)', () => {
  it('does not toll the death period for a minor beneficiary: 2 years from the death, not 3 years after 18', () => {
    const { item, warnings } = limitationFor('NC', 'wrongful_death', { ...tenYearOld, dateOfDeath: '2024-07-01' });
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'none',
      verified: true,
      citation: 'N.C. Gen. Stat. § 1-53(4)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.rule.minorTolling.note).toContain('Boomer v. Caraway');
    // § 1-17(a) would give 3 years from the 18th birthday (2035-03-15); the death action gives the adult's date.
    expect(item).toMatchObject({ nominalDate: '2026-07-01', clockStartedOn: '2024-07-01' });
    expect(warnings).toContain('minority does not toll this period');
  });
});
