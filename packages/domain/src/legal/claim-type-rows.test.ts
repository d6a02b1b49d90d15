// Medical malpractice, product liability and wrongful death rows for every jurisdiction (issue 29 item 1).
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../shared/iso-date.js';
import { US_JURISDICTIONS } from './jurisdictions.js';
import {
  CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
  CLAIM_TYPE_TOLLING_READ_ON,
  CLAIM_TYPES_NOT_ON_FILE,
  CLAIM_TYPES_READ_AGAIN_ON,
  CLAIM_TYPES_VERIFIED_ON,
  FROM_PUBLISHED_CHARTS,
  LIMITATION_RULES,
} from './limitation-rules.js';
import type { ClaimType } from './limitation-types.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';
import { GENERAL_MINORITY_TOLLING } from './minority-tolling.js';

const THREE: readonly ClaimType[] = ['medical_malpractice', 'product_liability', 'wrongful_death'];
/** Rows on file before the charts were added; they keep their own verification. */
const EARLIER = new Set(['CA', 'NY', 'TX']);
const today = '2026-11-27';

const chartRows = LIMITATION_RULES.filter(
  (rule) =>
    THREE.includes(rule.claimType) &&
    !EARLIER.has(rule.jurisdiction) &&
    !(rule.jurisdiction === 'FL' && rule.claimType === 'wrongful_death'),
);
const rowsOf = (claimType: ClaimType) => chartRows.filter((rule) => rule.claimType === claimType);

/** The statute of limitations item for an incident on 2024-03-05. */
const limitationOn = (jurisdiction: string, claimType: ClaimType) =>
  computeDeadlines({ jurisdiction, claimType, incidentDate: '2024-03-05', today }).items.find(
    (item) => item.kind === 'statute_of_limitations',
  );

function periodIsPositive(period: { years?: number; months?: number; days?: number }): boolean {
  return (period.years ?? 0) > 0 || (period.months ?? 0) > 0 || (period.days ?? 0) > 0;
}

describe.each(THREE)('%s rows from published charts', (claimType) => {
  it('each has a citation and a positive period; verified rows carry the verified-on date, the rest a note to check by hand', () => {
    const rows = rowsOf(claimType);
    expect(rows.length).toBeGreaterThan(40);
    for (const rule of rows) {
      const key = `${rule.jurisdiction} ${rule.claimType}`;
      expect(rule.citation.length, key).toBeGreaterThan(5);
      expect(periodIsPositive(rule.period), key).toBe(true);
      if (rule.verified) {
        expect([CLAIM_TYPES_VERIFIED_ON, CLAIM_TYPES_READ_AGAIN_ON, CLAIM_TYPE_TOLLING_READ_AGAIN_ON], key).toContain(rule.verifiedOn);
        expect(rule.note, key).not.toContain(FROM_PUBLISHED_CHARTS);
      } else {
        expect(rule.verifiedOn, key).toBeNull();
        // Unverified: a chart row, or a row whose amended statute has not been read.
        expect(rule.note!.includes(FROM_PUBLISHED_CHARTS) || rule.note!.includes('has not been read'), `${key}: ${rule.note}`).toBe(true);
      }
      if (rule.minorTolling.verified) {
        // Verified tolling is on verified rows only: a product row under the same limitation section takes the state's
        // general tolling statute, or the row's own tolling (a malpractice or death statute's minor provision, or the
        // general statute found to reach it) was read on 2026-11-28, cited and explained.
        expect(rule.verified, key).toBe(true);
        const general = GENERAL_MINORITY_TOLLING[rule.jurisdiction as keyof typeof GENERAL_MINORITY_TOLLING];
        if (rule.minorTolling !== general) {
          expect([CLAIM_TYPE_TOLLING_READ_ON, CLAIM_TYPE_TOLLING_READ_AGAIN_ON], key).toContain(rule.minorTolling.verifiedOn);
          expect(rule.minorTolling.citation, key).toBeTruthy();
          expect(rule.minorTolling.note!.length, key).toBeGreaterThan(40);
        }
      } else {
        // Tolling is never applied from a chart row: the deadline stays on the earlier date.
        expect(rule.minorTolling, key).toMatchObject({ verified: false, rule: 'limited' });
        expect(rule.minorTolling.maxYearsFromAccrual, key).toBeUndefined();
      }
      expect(isIsoDate(rule.effectiveFrom), key).toBe(true);
    }
  });

  it('answers for every state and DC, with a row or an explicit "no rule on file"', () => {
    for (const { code } of US_JURISDICTIONS) {
      const row = findLimitationRule({ jurisdiction: code, claimType, accrualDate: '2025-06-01' });
      const left = CLAIM_TYPES_NOT_ON_FILE.find((entry) => entry.jurisdiction === code && entry.claimType === claimType);
      expect(row === null, `${code} ${claimType}: exactly one of a row or a reason`).toBe(left !== undefined);
      const result = computeDeadlines({ jurisdiction: code, claimType, incidentDate: '2025-06-02', dateOfDeath: '2025-06-02', today });
      if (row) {
        expect(
          result.items.some((item) => item.kind === 'statute_of_limitations' && item.rule === row),
          code,
        ).toBe(true);
        expect(result.unknownReason, code).toBeUndefined();
      } else {
        expect(result.items, code).toEqual([]);
        expect(result.unknownReason, code).toBe(`No ${claimType.replace(/_/g, ' ')} rule on file for ${code}: check the statute by hand.`);
      }
    }
  });
});

describe('claim-type rows', () => {
  it('adds 50 medical malpractice, 51 product liability and 49 wrongful death rows, 140 of them verified', () => {
    expect(rowsOf('medical_malpractice')).toHaveLength(50); // OK added on 2026-11-29
    expect(rowsOf('product_liability')).toHaveLength(51); // FL, LA (two each) and ND added on 2026-11-29
    expect(rowsOf('wrongful_death')).toHaveLength(49); // KY, LA and MI added on 2026-11-29
    const verified = chartRows.filter((rule) => rule.verified);
    expect(verified).toHaveLength(140);
    expect(verified.filter((rule) => rule.claimType === 'medical_malpractice')).toHaveLength(48);
    expect(verified.filter((rule) => rule.claimType === 'product_liability')).toHaveLength(47);
    expect(verified.filter((rule) => rule.claimType === 'wrongful_death')).toHaveLength(45);
    // Every verified row names where it was read in its note; docs/legal-rules.md gives the page.
    for (const rule of verified)
      expect(rule.note, `${rule.jurisdiction} ${rule.claimType}`).toMatch(/Checked on 2026-11-27 \(|statute text|Code of Alabama|Read in/);
    // The rows read on 2026-11-28, and only they, carry that day.
    expect(
      verified.filter((rule) => rule.verifiedOn === CLAIM_TYPES_READ_AGAIN_ON).map((rule) => `${rule.jurisdiction} ${rule.claimType}`),
    ).toEqual([
      'FL medical_malpractice',
      'LA medical_malpractice',
      'MI medical_malpractice',
      'MS product_liability',
      'MT product_liability',
      'NM medical_malpractice',
      'WI wrongful_death',
    ]);
  });

  it('leaves the rows whose sources disagree unverified', () => {
    for (const [jurisdiction, claimType] of [
      ['NV', 'medical_malpractice'],
      ['NV', 'product_liability'],
      ['WI', 'wrongful_death'],
      ['ME', 'wrongful_death'],
      // Searched again later on 2026-11-28 and still not settled.
      ['ME', 'product_liability'],
    ] as const) {
      const rule = findLimitationRule({ jurisdiction, claimType, accrualDate: '2025-01-01' });
      expect(rule, `${jurisdiction} ${claimType}`).toMatchObject({ verified: false, verifiedOn: null });
    }
  });

  it('gives Montana malpractice 2 years (§ 27-2-205(1)) and Nevada 1 year, unverified for injuries from 2023-10-01', () => {
    const montana = limitationOn('MT', 'medical_malpractice');
    expect(montana).toMatchObject({ nominalDate: '2026-03-05' });
    expect(montana!.rule).toMatchObject({ verified: true, repose: { period: { years: 5 }, runsFrom: 'act' } });
    const before = findLimitationRule({ jurisdiction: 'NV', claimType: 'medical_malpractice', accrualDate: '2023-09-30' });
    const after = findLimitationRule({ jurisdiction: 'NV', claimType: 'medical_malpractice', accrualDate: '2023-10-01' });
    expect(before).toMatchObject({ verified: true, period: { years: 1 }, repose: { period: { years: 3 } } });
    expect(after).toMatchObject({ verified: false, verifiedOn: null, period: { years: 1 } });
    expect(after!.note).toMatch(/has not been read/);
  });

  it('gives New Hampshire medical malpractice, product and wrongful death cases 3 years under § 508:4(I)', () => {
    for (const claimType of ['medical_malpractice', 'product_liability'] as const) {
      const limitation = limitationOn('NH', claimType);
      expect(limitation, claimType).toMatchObject({ nominalDate: '2027-03-05', dueDate: '2027-03-05' });
      expect(limitation!.rule, claimType).toMatchObject({
        citation: 'N.H. Rev. Stat. Ann. § 508:4(I)',
        clockStarts: 'discovery',
        verified: true,
        verifiedOn: CLAIM_TYPES_VERIFIED_ON,
      });
      expect(limitation!.rule.repose, claimType).toBeUndefined();
    }
    const death = computeDeadlines({
      jurisdiction: 'NH',
      claimType: 'wrongful_death',
      incidentDate: '2024-03-05',
      dateOfDeath: '2024-04-01',
      today,
    });
    // § 556:11 makes the death action "subject to" RSA 508: 3 years from the act, not from the death (Cheever, 1997).
    expect(death.items[0]).toMatchObject({ nominalDate: '2027-03-05', dueDate: '2027-03-05' });
    expect(death.items[0]!.rule).toMatchObject({ citation: 'N.H. Rev. Stat. Ann. §§ 556:11, 508:4(I)', verified: true });
    expect(death.unknownReason).toBeUndefined();
  });

  it('gives Kentucky malpractice one year from discovery, without the 5-year cap McCollum struck (§ 413.140)', () => {
    const result = computeDeadlines({ jurisdiction: 'KY', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    const limitation = result.items.find((item) => item.kind === 'statute_of_limitations');
    expect(limitation).toMatchObject({ nominalDate: '2025-03-05', dueDate: '2025-03-05' });
    expect(limitation!.rule).toMatchObject({ citation: 'Ky. Rev. Stat. § 413.140(1)(e)', verified: true });
    expect(limitation!.rule.repose).toBeUndefined();
    expect(limitation!.rule.note).toContain('McCollum v. Sisters of Charity');
    expect(result.warnings.some((warning) => warning.includes('2029-03-05'))).toBe(false);
  });

  it('marks AK, DC and MS malpractice verified, and ends Mississippi 7 years after the act (§ 15-1-36)', () => {
    for (const [jurisdiction, nominalDate] of [
      ['AK', '2026-03-05'],
      ['DC', '2027-03-05'],
      ['MS', '2026-03-05'],
    ] as const) {
      const limitation = limitationOn(jurisdiction, 'medical_malpractice');
      expect(limitation, jurisdiction).toMatchObject({ nominalDate });
      expect(limitation!.rule, jurisdiction).toMatchObject({ verified: true, clockStarts: 'discovery' });
    }
    expect(limitationOn('MS', 'medical_malpractice')!.rule.repose).toMatchObject({ period: { years: 7 }, runsFrom: 'act' });
  });

  it('marks the product rows read on 2026-11-27 verified: KY 1 year, HI 2, IL 2, SC 3, WV 2, WI 3, each from the incident', () => {
    for (const [jurisdiction, nominalDate] of [
      ['KY', '2025-03-05'],
      ['HI', '2026-03-05'],
      ['IL', '2026-03-05'],
      ['SC', '2027-03-05'],
      ['WV', '2026-03-05'],
      ['WI', '2027-03-05'],
    ] as const) {
      const limitation = limitationOn(jurisdiction, 'product_liability');
      expect(limitation, jurisdiction).toMatchObject({ nominalDate });
      expect(limitation!.rule, jurisdiction).toMatchObject({ verified: true, verifiedOn: CLAIM_TYPES_VERIFIED_ON });
    }
    const death = computeDeadlines({
      jurisdiction: 'MS',
      claimType: 'wrongful_death',
      incidentDate: '2024-03-05',
      dateOfDeath: '2024-04-10',
      today,
    });
    expect(death.items[0]).toMatchObject({ nominalDate: '2027-04-10' });
    expect(death.items[0]!.rule).toMatchObject({ citation: 'Miss. Code Ann. § 15-1-49', verified: true });
  });

  it('gives Mississippi product cases the 3 years of § 15-1-49 from the incident, verified on 2026-11-28', () => {
    const limitation = limitationOn('MS', 'product_liability');
    expect(limitation).toMatchObject({ nominalDate: '2027-03-05', dueDate: '2027-03-05' });
    expect(limitation!.rule).toMatchObject({
      citation: 'Miss. Code Ann. § 15-1-49',
      clockStarts: 'incident',
      period: { years: 3 },
      verified: true,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    });
    // Minority tolling (§ 15-1-59, as the general injury row) was read on 2026-11-28: a minor's date runs from 21.
    expect(limitation!.rule.minorTolling).toMatchObject({ verified: true, citation: 'Miss. Code Ann. § 15-1-59', ageOfMajority: 21 });
  });

  it('gives Florida malpractice 2 years from the incident (§ 95.11(5)(c)), verified 2026-11-28, never past the 4-year repose', () => {
    const limitation = limitationOn('FL', 'medical_malpractice');
    expect(limitation).toMatchObject({ nominalDate: '2026-03-05', dueDate: '2026-03-05' });
    expect(limitation!.rule).toMatchObject({
      citation: 'Fla. Stat. § 95.11(5)(c)',
      clockStarts: 'discovery',
      period: { years: 2 },
      verified: true,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    });
    expect(limitation!.rule.repose).toMatchObject({ period: { years: 4 }, runsFrom: 'act', citation: 'Fla. Stat. § 95.11(5)(c)' });
    const result = computeDeadlines({ jurisdiction: 'FL', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    expect(result.warnings.some((warning) => warning.includes('Fla. Stat. § 95.11(5)(c)') && warning.includes('2028-03-05'))).toBe(true);
    // A child's date is not tolled: the 8th-birthday exception reaches only the repose.
    const child = computeDeadlines({
      jurisdiction: 'FL',
      claimType: 'medical_malpractice',
      incidentDate: '2024-03-05',
      clientDateOfBirth: '2020-01-01',
      today,
    });
    expect(child.items[0]).toMatchObject({ nominalDate: '2026-03-05' });
  });

  it('cites Florida negligence at § 95.11(5)(a), as renumbered in 2024, for a 2025 incident: 2 years', () => {
    const result = computeDeadlines({ jurisdiction: 'FL', claimType: 'general_injury', incidentDate: '2025-06-10', today });
    const limitation = result.items.find((item) => item.kind === 'statute_of_limitations');
    expect(limitation).toMatchObject({ nominalDate: '2027-06-10' });
    expect(limitation!.rule).toMatchObject({
      citation: 'Fla. Stat. § 95.11(5)(a); ch. 2023-15, Laws of Fla. (HB 837)',
      period: { years: 2 },
      effectiveFrom: '2023-03-25',
    });
  });

  it('gives Louisiana malpractice 1 year from the act (§ 9:5628(A)), verified 2026-11-28, within 3 years, and minors no more', () => {
    const limitation = limitationOn('LA', 'medical_malpractice');
    expect(limitation).toMatchObject({ nominalDate: '2025-03-05', dueDate: '2025-03-05' });
    expect(limitation!.rule).toMatchObject({
      citation: 'La. Rev. Stat. § 9:5628',
      clockStarts: 'discovery',
      period: { years: 1 },
      verified: true,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    });
    expect(limitation!.rule.repose).toMatchObject({ period: { years: 3 }, runsFrom: 'act', citation: 'La. Rev. Stat. § 9:5628(A)' });
    const result = computeDeadlines({ jurisdiction: 'LA', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    expect(result.warnings.some((warning) => warning.includes('La. Rev. Stat. § 9:5628(A)') && warning.includes('2027-03-05'))).toBe(true);
    // § 9:5628(B): the section applies to minors, so a child has the same date.
    const child = computeDeadlines({
      jurisdiction: 'LA',
      claimType: 'medical_malpractice',
      incidentDate: '2024-03-05',
      clientDateOfBirth: '2020-01-01',
      today,
    });
    expect(child.items[0]).toMatchObject({ nominalDate: '2025-03-05' });
    expect(child.items[0]!.rule.minorTolling).toMatchObject({ rule: 'none', verified: true, citation: 'La. Rev. Stat. § 9:5628(B)' });
  });

  it('gives Michigan malpractice 2 years from the act (§§ 600.5805(8), 600.5838a), verified 2026-11-28, within a 6-year repose', () => {
    const limitation = limitationOn('MI', 'medical_malpractice');
    expect(limitation).toMatchObject({ nominalDate: '2026-03-05', dueDate: '2026-03-05' });
    expect(limitation!.rule).toMatchObject({
      citation: 'Mich. Comp. Laws §§ 600.5805(8), 600.5838a',
      clockStarts: 'discovery',
      period: { years: 2 },
      verified: true,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    });
    expect(limitation!.rule.repose).toMatchObject({ period: { years: 6 }, runsFrom: 'act', citation: 'Mich. Comp. Laws § 600.5838a(2)' });
    const result = computeDeadlines({ jurisdiction: 'MI', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    expect(result.warnings.some((warning) => warning.includes('Mich. Comp. Laws § 600.5838a(2)') && warning.includes('2030-03-05'))).toBe(
      true,
    );
    // § 600.5851(7), read on 2026-11-29: a child under 8 at the act has until the 10th birthday.
    const child = computeDeadlines({
      jurisdiction: 'MI',
      claimType: 'medical_malpractice',
      incidentDate: '2024-03-05',
      clientDateOfBirth: '2020-01-01',
      today,
    });
    expect(child.items[0]).toMatchObject({ nominalDate: '2030-01-01' });
    expect(child.items[0]!.rule.minorTolling).toMatchObject({ verified: true, citation: 'Mich. Comp. Laws § 600.5851(7)' });
  });

  it('gives Montana product claims 3 years (§ 27-2-204(1)), verified before 2023-05-04 and unverified from it (SB 216)', () => {
    const before = computeDeadlines({ jurisdiction: 'MT', claimType: 'product_liability', incidentDate: '2022-08-10', today }).items[0]!;
    expect(before).toMatchObject({ nominalDate: '2025-08-10', dueDate: '2025-08-11', movedBecause: 'weekend' });
    expect(before.rule).toMatchObject({
      citation: 'Mont. Code Ann. § 27-2-204(1)',
      clockStarts: 'incident',
      verified: true,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    });
    const from = findLimitationRule({ jurisdiction: 'MT', claimType: 'product_liability', accrualDate: '2023-05-04' });
    expect(from).toMatchObject({ period: { years: 3 }, verified: false, verifiedOn: null, effectiveFrom: '2023-05-04' });
    expect(from!.note).toMatch(/SB 216/);
    expect(findLimitationRule({ jurisdiction: 'MT', claimType: 'product_liability', accrualDate: '2023-05-03' })).toMatchObject({
      verified: true,
    });
  });

  it('gives an Iowa death 2 years (§ 614.1(2)) from the incident, verified 2026-11-29, for a minor too', () => {
    // A 10-year-old hurt on 2024-03-05 who died on 2024-05-01: two years from the incident, the earliest start.
    const child = computeDeadlines({
      jurisdiction: 'IA',
      claimType: 'wrongful_death',
      incidentDate: '2024-03-05',
      dateOfDeath: '2024-05-01',
      clientDateOfBirth: '2014-01-01',
      today,
    }).items.find((item) => item.kind === 'statute_of_limitations');
    expect(child).toMatchObject({ nominalDate: '2026-03-05' });
    expect(child!.rule).toMatchObject({
      citation: 'Iowa Code § 614.1(2)',
      clockStarts: 'incident',
      period: { years: 2 },
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(child!.rule.minorTolling).toMatchObject({ verified: false });
  });

  it('gives a Wisconsin death before 2016-02-06 three years from the death (§ 893.54(2)), verified; later deaths keep the unverified row', () => {
    // Hurt a month before the death: the period runs from the death.
    const death = (incidentDate: string, dateOfDeath: string) =>
      computeDeadlines({ jurisdiction: 'WI', claimType: 'wrongful_death', incidentDate, dateOfDeath, today }).items[0]!;
    const before = death('2015-05-10', '2015-06-10');
    expect(before).toMatchObject({ nominalDate: '2018-06-10' });
    expect(before.rule).toMatchObject({
      citation: 'Wis. Stat. § 893.54(2)',
      clockStarts: 'death',
      verified: true,
      verifiedOn: CLAIM_TYPES_READ_AGAIN_ON,
    });
    const after = death('2016-01-06', '2016-02-06');
    expect(after).toMatchObject({ nominalDate: '2018-02-06' });
    expect(after.rule).toMatchObject({ citation: 'Wis. Stat. § 893.54(2m)', verified: false, verifiedOn: null });
    expect(after.rule.note).toContain('§ 893.54(1m)(b)');
  });

  it('cites Utah § 78B-2-307(4) for injuries from 2023-05-03, where the 2023 amendment moved the catch-all', () => {
    const rowOn = (accrualDate: string, caseType?: string) =>
      findLimitationRule({ jurisdiction: 'UT', claimType: 'general_injury', accrualDate, caseType });
    expect(rowOn('2023-05-02')).toMatchObject({ citation: 'Utah Code Ann. § 78B-2-307(3)', verified: true });
    expect(rowOn('2023-05-03')).toMatchObject({ citation: 'Utah Code Ann. § 78B-2-307(4)', verified: true, period: { years: 4 } });
    // A car case before the amendment has the verified catch-all; after it, a row of its own, read on 2026-11-29.
    expect(rowOn('2023-05-02', 'motor_vehicle')).toMatchObject({ verified: true });
    expect(rowOn('2023-05-03', 'motor_vehicle')).toMatchObject({
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
      caseTypes: ['motor_vehicle', 'truck', 'motorcycle'],
    });
  });

  it('leaves Montana incidents from 2026-10-01 unverified, and gives Utah car cases the catch-all 4 years (H.B. 388 read)', () => {
    for (const claimType of ['general_injury', 'wrongful_death'] as const) {
      const before = findLimitationRule({ jurisdiction: 'MT', claimType, accrualDate: '2026-09-30' });
      const after = findLimitationRule({ jurisdiction: 'MT', claimType, accrualDate: '2026-10-01' });
      expect(before, claimType).toMatchObject({ verified: true, period: { years: 3 } });
      expect(after, claimType).toMatchObject({ verified: false, period: { years: 3 } });
      expect(after!.note).toMatch(/version effective 2026-10-01 whose text has not been read/);
      expect(after!.note).toContain('Searched again on 2026-11-29');
    }
    const utahCar = findLimitationRule({
      jurisdiction: 'UT',
      claimType: 'general_injury',
      accrualDate: '2025-01-01',
      caseType: 'motor_vehicle',
    });
    expect(utahCar).toMatchObject({ verified: true, period: { years: 4 }, citation: 'Utah Code Ann. § 78B-2-307(4)' });
    expect(utahCar!.note).toMatch(/H\.B\. 388/);
    expect(utahCar!.note).toContain('first party insurance');
    // A 10-year-old hurt in a car crash on 2024-03-05: 4 years after the 18th birthday (tolled, § 78B-2-108).
    const child = computeDeadlines({
      jurisdiction: 'UT',
      claimType: 'general_injury',
      caseType: 'motor_vehicle',
      incidentDate: '2024-03-05',
      clientDateOfBirth: '2014-01-01',
      today,
    }).items.find((item) => item.kind === 'statute_of_limitations');
    expect(child!.rule.caseTypes).toEqual(['motor_vehicle', 'truck', 'motorcycle']);
    expect(child).toMatchObject({ nominalDate: '2036-01-01' });
    const utahFall = findLimitationRule({
      jurisdiction: 'UT',
      claimType: 'general_injury',
      accrualDate: '2025-01-01',
      caseType: 'premises',
    });
    expect(utahFall).toMatchObject({ verified: true });
  });

  it('gives a Wisconsin wrongful death from 2016-02-06 the earlier, motor-vehicle period and says so', () => {
    const later = findLimitationRule({ jurisdiction: 'WI', claimType: 'wrongful_death', accrualDate: '2024-05-10' });
    expect(later).toMatchObject({ period: { years: 2 }, citation: 'Wis. Stat. § 893.54(2m)', verified: false });
    expect(later!.note).toMatch(/any other wrongful death has 3 years/);
    const earlier = findLimitationRule({ jurisdiction: 'WI', claimType: 'wrongful_death', accrualDate: '2015-06-01' });
    expect(earlier).toMatchObject({ period: { years: 3 }, citation: 'Wis. Stat. § 893.54(2)' });
  });

  it('gives every row left unknown a reason, and none for a jurisdiction and claim type that has a row', () => {
    for (const entry of CLAIM_TYPES_NOT_ON_FILE) {
      expect(entry.reason.length, `${entry.jurisdiction} ${entry.claimType}`).toBeGreaterThan(20);
      expect(LIMITATION_RULES.some((rule) => rule.jurisdiction === entry.jurisdiction && rule.claimType === entry.claimType)).toBe(false);
    }
  });

  it('keeps the statute of repose and discovery rule in the note, counting from the incident, the earliest start', () => {
    const illinois = findLimitationRule({ jurisdiction: 'IL', claimType: 'medical_malpractice', accrualDate: '2025-01-01' })!;
    expect(illinois).toMatchObject({ clockStarts: 'discovery', period: { years: 2 }, citation: '735 ILCS 5/13-212(a)' });
    expect(illinois.note).toContain('never more than 4 years from the act (repose)');
  });

  it('counts every wrongful death row from the death, except where it is not confirmed that the period does', () => {
    const fromIncident = rowsOf('wrongful_death').filter((rule) => rule.clockStarts !== 'death');
    expect(fromIncident.map((rule) => rule.jurisdiction)).toEqual(['IA', 'MI', 'NH', 'OR', 'TN']);
    for (const rule of fromIncident) {
      expect(rule.clockStarts).toBe('incident');
      expect(rule.note).toContain('Counted here from the incident, the earlier date');
    }
  });
});

describe('computed dates from chart rows', () => {
  it('gives a Georgia medical malpractice claim 2 years from the incident (Ga. Code Ann. § 9-3-71(a), verified)', () => {
    const result = computeDeadlines({ jurisdiction: 'GA', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-03-05', dueDate: '2026-03-05' });
    expect(result.items[0]!.rule).toMatchObject({ verified: true, verifiedOn: '2026-11-27', citation: 'Ga. Code Ann. § 9-3-71(a)' });
    expect(result.items[0]!.rule.note).toContain('statute of repose, § 9-3-71(b)');
  });

  it('counts Alabama wrongful death 2 years from the date of death (Ala. Code § 6-5-410(d), verified)', () => {
    const result = computeDeadlines({
      jurisdiction: 'AL',
      claimType: 'wrongful_death',
      incidentDate: '2024-01-10',
      dateOfDeath: '2024-02-20',
      today,
    });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-02-20', dueDate: '2026-02-20', clockStartedOn: '2024-02-20' });
    expect(result.items[0]!.rule).toMatchObject({ verified: true, verifiedOn: '2026-11-27' });
  });

  it('counts Iowa wrongful death from the incident, the earlier date, and rolls a Saturday to Monday', () => {
    const result = computeDeadlines({
      jurisdiction: 'IA',
      claimType: 'wrongful_death',
      incidentDate: '2024-01-10',
      dateOfDeath: '2024-02-20',
      today,
    });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-01-10', dueDate: '2026-01-12', movedBecause: 'weekend' });
  });

  it('tolls a Tennessee medical malpractice claim for a minor to 18, but the 3-year repose still ends it', () => {
    const result = computeDeadlines({
      jurisdiction: 'TN',
      claimType: 'medical_malpractice',
      incidentDate: '2025-03-03',
      clientDateOfBirth: '2015-01-01',
      today,
    });
    // Tolled to 2033-01-01 (Tenn. Code Ann. § 28-1-106(a), read 2026-11-28), then cut back to 3 years from the act.
    expect(result.items[0]).toMatchObject({
      clockStartedOn: '2033-01-01',
      nominalDate: '2028-03-03',
      reposeCappedBy: 'Tenn. Code Ann. § 29-26-116(a)(3)',
    });
    expect(result.warnings.join('\n')).toContain('the period runs from discovery');
  });

  it('gives an Ohio product liability claim 2 years (Ohio Rev. Code § 2305.10(A), verified 2026-11-27)', () => {
    const result = computeDeadlines({ jurisdiction: 'OH', claimType: 'product_liability', incidentDate: '2024-06-12', today });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-06-12', dueDate: '2026-06-12' });
    expect(result.items[0]!.rule).toMatchObject({ verified: true, verifiedOn: '2026-11-27' });
  });

  it('gives a Nebraska product liability claim 4 years (§ 25-224(1) text), tolled to 21, naming the 10-year repose', () => {
    const result = computeDeadlines({ jurisdiction: 'NE', claimType: 'product_liability', incidentDate: '2024-06-12', today });
    expect(result.items[0]).toMatchObject({ nominalDate: '2028-06-12' });
    expect(result.items[0]!.rule).toMatchObject({ verified: true, verifiedOn: CLAIM_TYPES_VERIFIED_ON });
    expect(result.warnings.join('\n')).toContain('Neb. Rev. Stat. § 25-224(2): statute of repose, 10 years');
    const minor = computeDeadlines({
      jurisdiction: 'NE',
      claimType: 'product_liability',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2014-03-15',
      today,
    });
    expect(minor.items[0]).toMatchObject({ clockStartedOn: '2035-03-15', nominalDate: '2039-03-15' });
  });

  it('counts a Tennessee wrongful death claim from the negligent act, not the death (verified)', () => {
    const result = computeDeadlines({
      jurisdiction: 'TN',
      claimType: 'wrongful_death',
      incidentDate: '2024-03-04',
      dateOfDeath: '2024-05-01',
      today,
    });
    expect(result.items[0]).toMatchObject({ nominalDate: '2025-03-04', dueDate: '2025-03-04' });
    expect(result.items[0]!.rule).toMatchObject({ verified: true, clockStarts: 'incident' });
  });
});
