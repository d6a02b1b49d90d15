// Rows read in the statutes mirror (law.justia.com texts held in saint1415/us-statutes) on 2026-11-29: Florida's
// § 95.11 and Hawaii's § 46-72 were there in full; the other texts were absent or cut off. These tests pin each row
// as it stands after that reading (computed date, verified flag, citation), so that a row changed later is changed
// with its source.
import { describe, expect, it } from 'vitest';
import { againstGovernment, generalLimitation } from '../testing/government-claims.js';
import type { ClaimType, LimitationRule } from './limitation-types.js';
import { computeDeadlines, findLimitationRule, type ComputeDeadlinesInput } from './limitations.js';

const today = '2026-11-29';

function rowOn(jurisdiction: string, claimType: ClaimType, accrualDate: string): LimitationRule {
  const rule = findLimitationRule({ jurisdiction, claimType, accrualDate });
  if (!rule) throw new Error(`no ${jurisdiction} ${claimType} row on ${accrualDate}`);
  return rule;
}

function limitationItem(
  input: Pick<ComputeDeadlinesInput, 'jurisdiction' | 'claimType' | 'incidentDate'> & Partial<ComputeDeadlinesInput>,
) {
  const result = computeDeadlines({ today, ...input });
  return result.items.find((item) => item.kind === 'statute_of_limitations')!;
}

describe("Florida's § 95.11, read in full in the statutes mirror", () => {
  it('general injury after HB 837: two years under (5)(a), verified', () => {
    const { item } = generalLimitation('FL', '2024-03-12');
    expect(item).toMatchObject({ nominalDate: '2026-03-12' });
    expect(item.rule).toMatchObject({
      citation: 'Fla. Stat. § 95.11(5)(a); ch. 2023-15, Laws of Fla. (HB 837)',
      period: { years: 2 },
      verified: true,
    });
  });

  it('medical malpractice: two years under (5)(c) with the 4-year repose, verified, the note quoting the text read', () => {
    const item = limitationItem({ jurisdiction: 'FL', claimType: 'medical_malpractice', incidentDate: '2024-05-06' });
    expect(item).toMatchObject({ nominalDate: '2026-05-06' });
    expect(item.rule).toMatchObject({
      citation: 'Fla. Stat. § 95.11(5)(c)',
      period: { years: 2 },
      verified: true,
      repose: { period: { years: 4 }, citation: 'Fla. Stat. § 95.11(5)(c)', minorUntilAge: 8 },
    });
    expect(item.rule.note).toContain('in the statutes mirror saint1415/us-statutes) on 2026-11-29');
    expect(item.rule.note).toContain('"(5) WITHIN TWO YEARS"');
  });

  it('wrongful death: two years from the death under (5)(e), verified; the (11) exception only against a natural person', () => {
    const item = limitationItem({
      jurisdiction: 'FL',
      claimType: 'wrongful_death',
      incidentDate: '2024-07-01',
      dateOfDeath: '2024-07-15',
    });
    expect(item).toMatchObject({ nominalDate: '2026-07-15' });
    expect(item.rule).toMatchObject({ citation: 'Fla. Stat. § 95.11(5)(e)', period: { years: 2 }, verified: true });
    expect(item.rule.note).toContain('"(5) WITHIN TWO YEARS.— ... (e) An action for wrongful death."');
    expect(item.rule.note).toContain('"brought against a natural person for an intentional tort resulting in death');
  });

  it('product liability after 2023-03-24: still two years from the incident, unverified, with both paragraphs quoted', () => {
    const item = limitationItem({ jurisdiction: 'FL', claimType: 'product_liability', incidentDate: '2024-06-03' });
    expect(item).toMatchObject({ nominalDate: '2026-06-03' });
    expect(item.rule).toMatchObject({
      citation: 'Fla. Stat. §§ 95.11(3)(d), 95.11(5)(a) (claims accruing after 2023-03-24)',
      period: { years: 2 },
      verified: false,
    });
    expect(item.rule.note).toContain('not permanently incorporated in an improvement to real property, including fixtures."');
    expect(item.rule.note).toContain('"(5) WITHIN TWO YEARS.— (a) An action founded on negligence."');
    expect(item.rule.note).toContain('still unsettled');
  });

  it('claims against governments: § 768.28(14) was not in the mirror, so the 4-year row stands as it was', () => {
    const rule = rowOn('FL', 'government_entity', '2024-03-12');
    expect(rule).toMatchObject({ citation: 'Fla. Stat. § 768.28(14)', period: { years: 4 }, verified: true });
  });
});

describe("Hawaii's § 46-72, read in the statutes mirror without the day Act 152 took effect", () => {
  const notice = (incidentDate: string) =>
    againstGovernment({ jurisdiction: 'HI', incidentDate, today }).items.find((item) => item.kind === 'notice_of_claim');

  it('keeps 6 months, unverified, for an injury of 2005, naming the annotation on the 2006 text', () => {
    const item = notice('2005-03-12');
    expect(item).toMatchObject({ nominalDate: '2005-09-12' });
    expect(item?.notice).toMatchObject({ citation: 'Haw. Rev. Stat. § 46-72 (before L 2007, c 152)', verified: false });
    expect(item?.notice?.note).toContain('115 H. 1, 165 P.3d 247');
  });

  it('keeps 2 years, unverified, for an injury from 2008', () => {
    const item = notice('2024-03-12');
    expect(item).toMatchObject({ nominalDate: '2026-03-12' });
    expect(item?.notice).toMatchObject({ citation: 'Haw. Rev. Stat. § 46-72', verified: false });
    expect(item?.notice?.note).toContain('"within two years after the injuries accrued"');
  });
});

describe('rows whose text the statutes mirror did not hold in full stay as they were', () => {
  it.each([
    ['LA', 'wrongful_death', '2025-09-10', 'La. Civ. Code art. 2315.2(B)', { years: 1 }],
    ['ME', 'wrongful_death', '2025-09-10', 'Me. Rev. Stat. tit. 18-C, § 2-807(2)', { years: 2 }],
    ['NV', 'product_liability', '2025-09-10', 'Nev. Rev. Stat. § 11.190(4)(e)', { years: 2 }],
    ['MT', 'general_injury', '2026-10-05', 'Mont. Code Ann. § 27-2-204(1) (version effective 2026-10-01)', { years: 3 }],
    ['MT', 'wrongful_death', '2026-10-05', 'Mont. Code Ann. § 27-2-204(2) (version effective 2026-10-01)', { years: 3 }],
  ] as const)('%s %s: unverified, %s', (jurisdiction, claimType, accrualDate, citation, period) => {
    expect(rowOn(jurisdiction, claimType, accrualDate)).toMatchObject({ citation, period, verified: false });
  });

  it('Utah government suits: § 63G-7-403 not in the mirror, the row still unverified', () => {
    expect(rowOn('UT', 'government_entity', '2024-03-12')).toMatchObject({ period: { years: 2 }, verified: false });
  });
});
