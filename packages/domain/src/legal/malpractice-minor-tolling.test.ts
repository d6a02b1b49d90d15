// Minority tolling of claim-type rows read on 2026-11-29 (CLAIM_TYPE_TOLLING_READ_AGAIN_ON): a minor client's date as
// the calculator computes it.
import { describe, expect, it } from 'vitest';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON } from './limitation-rules.js';
import { expectUntolledForMinor, limitationsOn, TEN_YEAR_OLD as tenYearOld } from '../testing/limitation-dates.js';

const limitationFor = limitationsOn('2026-11-28');

describe('Illinois medical malpractice (735 ILCS 5/13-212; Franklin v. Cernovich (Ill. App. 1997))', () => {
  it('runs the 2 years from the 18th birthday, never past 8 years from the act: the 4-year repose of (a) yields', () => {
    // 10 at the act: 2 years after 18 (2034-03-15) is past the 8 years from the act (2032-06-12).
    const ten = limitationFor('IL', 'medical_malpractice', tenYearOld);
    expect(ten.item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      verified: true,
      citation: '735 ILCS 5/13-212(b)',
      maxYearsFromAccrual: 8,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(ten.item.rule.minorTolling.note).toContain('Franklin v. Cernovich');
    expect(ten.item).toMatchObject({ nominalDate: '2032-06-12', tollingCappedBy: '735 ILCS 5/13-212(b)' });
    expect(ten.item.reposeCappedBy).toBeUndefined();
    // 14 at the act (born 2010-01-10): 2 years after 18 (2030-01-10), past the 4 years and within the 8.
    const fourteen = limitationFor('IL', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '2010-01-10' });
    expect(fourteen.item).toMatchObject({ nominalDate: '2030-01-10', clockStartedOn: '2028-01-10' });
    expect(fourteen.item.reposeCappedBy).toBeUndefined();
  });

  it('keeps the 4-year repose of (a) for an adult', () => {
    const adult = limitationFor('IL', 'medical_malpractice', { incidentDate: '2024-06-12', clientDateOfBirth: '1990-01-01' });
    expect(adult.item.nominalDate).toBe('2026-06-12');
    expect(adult.warnings).toContain('2028-06-12');
  });
});

describe('Maine product liability (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor at the 6 years from the incident and names § 853 in the note', () => {
    const { item, warnings } = limitationFor('ME', 'product_liability', tenYearOld);
    expect(item.rule.verified).toBe(false);
    // The period: L.D. 250's 15 years read in the bill, its enactment not found; the 6 years kept, the earlier date.
    expect(item.rule.note).toContain('from 6 to 15 years');
    // § 853 would run the 6 years from the 18th birthday (2038-03-15); not applied.
    expectUntolledForMinor({ item, warnings }, '2030-06-12', ['§ 853', '2026-11-29']);
  });
});

describe('Montana product liability from 2023-05-04 (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor at the 3 years from the incident and names the unread 10-year defense', () => {
    const { item } = limitationFor('MT', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling.verified).toBe(false);
    expect(item.rule.minorTolling.note).toContain('§ 27-1-719');
    expect(item.rule.minorTolling.note).toContain('2026-11-29');
    // § 27-2-401(1) would give the later of these 3 years and a year after 18 (2033-03-15); not applied.
    expect(item.nominalDate).toBe('2027-06-12');
    expect(item.clockStartedOn).toBeUndefined();
  });
});

describe('Nevada product liability (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor at the 2 years from the incident and names Parker v. Chrysler in the note', () => {
    const { item, warnings } = limitationFor('NV', 'product_liability', tenYearOld);
    expect(item.rule.verified).toBe(false);
    // § 11.250 would run the 2 years from the 18th birthday (2034-03-15); not applied.
    expectUntolledForMinor({ item, warnings }, '2026-06-12', ['2026-11-29', 'Parker v. Chrysler']);
  });
});

describe('Nevada medical malpractice from 2023-10-01 (searched again on 2026-11-29, left unverified)', () => {
  it('keeps a minor hurt in 2024 at the 1 year from the incident, naming subsection 4 in the note', () => {
    const { item, warnings } = limitationFor('NV', 'medical_malpractice', tenYearOld);
    expect(item.rule.citation).toBe('Nev. Rev. Stat. § 41A.097 (injuries from 2023-10-01)');
    expectUntolledForMinor({ item, warnings }, '2025-06-12', ['subsection ', '2026-11-29']);
  });
});

describe('North Carolina product liability (§ 1-17(a); Bryant v. Adams (N.C. App. 1994))', () => {
  it('runs the 3 years from the 18th birthday and warns that § 1-52(16) may end the claim 10 years after the act', () => {
    const { item, warnings } = limitationFor('NC', 'product_liability', tenYearOld);
    expect(item.rule.minorTolling).toMatchObject({
      rule: 'tolled_until_majority',
      verified: true,
      citation: 'N.C. Gen. Stat. § 1-17(a)',
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.rule.minorTolling.note).toContain('Bryant v. Adams');
    // 18 on 2032-03-15, 3 years later 2035-03-15: past 10 years from the act (2034-06-12), so the warning.
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    expect(warnings).toContain('§ 1-52(16) (no cause of action accrues more than 10 years after the last act) may end this claim');
  });

  it('keeps an adult at the 3 years from the incident', () => {
    const adult = limitationFor('NC', 'product_liability', { incidentDate: '2024-06-12', clientDateOfBirth: '1990-01-01' });
    expect(adult.item.nominalDate).toBe('2027-06-12');
    expect(adult.item.clockStartedOn).toBeUndefined();
  });
});
