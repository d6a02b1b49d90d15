// Product liability rows for Florida, Louisiana and North Dakota, left without a row until 2026-11-29: a computed date
// per row, the verified flag and citation, and the statute of repose named in a warning or left in the note.
import { describe, expect, it } from 'vitest';
import { generalLimitation } from '../testing/government-claims.js';
import { CLAIM_TYPES_NOT_ON_FILE, PRODUCT_ROWS_READ_ON } from './limitation-rules.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';

const today = '2026-11-29';

/** A product liability case's limitation item and warnings (joined by new lines). */
function productCase(jurisdiction: string, incidentDate: string, clientDateOfBirth?: string) {
  const result = computeDeadlines({
    jurisdiction,
    claimType: 'product_liability',
    incidentDate,
    today,
    ...(clientDateOfBirth ? { clientDateOfBirth } : {}),
  });
  return {
    item: result.items.find((entry) => entry.kind === 'statute_of_limitations')!,
    warnings: result.warnings.join('\n'),
    unknownReason: result.unknownReason,
  };
}

const productRow = (jurisdiction: string, accrualDate: string) =>
  findLimitationRule({ jurisdiction, claimType: 'product_liability', accrualDate });

describe('product liability rows read on 2026-11-29', () => {
  it('takes FL, LA and ND product liability off the list of claim types without a row', () => {
    expect(PRODUCT_ROWS_READ_ON).toBe('2026-11-29');
    for (const jurisdiction of ['FL', 'LA', 'ND']) {
      const left = CLAIM_TYPES_NOT_ON_FILE.filter(
        (entry) => entry.jurisdiction === jurisdiction && entry.claimType === 'product_liability',
      );
      expect(left, jurisdiction).toEqual([]);
      expect(productCase(jurisdiction, '2025-06-02').unknownReason, jurisdiction).toBeUndefined();
    }
  });
});

describe('Florida product liability', () => {
  it('gives a claim accruing on or before 2023-03-24 four years, verified, with the 12-year repose in a warning', () => {
    const { item, warnings } = productCase('FL', '2022-06-01');
    expect(item).toMatchObject({ nominalDate: '2026-06-01' });
    expect(item.reposeCappedBy).toBeUndefined();
    expect(item.rule).toMatchObject({
      citation: 'Fla. Stat. § 95.11(3)(a), (e) (2022)',
      period: { years: 4 },
      clockStarts: 'discovery',
      verified: true,
      verifiedOn: '2026-11-29',
      repose: { period: { years: 12 }, runsFrom: 'product_delivery', citation: 'Fla. Stat. § 95.031(2)(b)', verified: true },
    });
    expect(warnings).toContain(
      "Fla. Stat. § 95.031(2)(b): statute of repose, 12 years from the product's first sale or delivery (for a product with " +
        'an expected useful life of 10 years or less',
    );
    expect(warnings).toContain('the case does not hold that date, so it is not applied: check it.');
  });

  it('splits on HB 837: 2023-03-24 keeps four years, 2023-03-25 gets the unverified two-year row', () => {
    expect(productRow('FL', '2023-03-24')).toMatchObject({ period: { years: 4 }, verified: true });
    const after = productRow('FL', '2023-03-25')!;
    expect(after).toMatchObject({
      period: { years: 2 },
      citation: 'Fla. Stat. §§ 95.11(3)(d), 95.11(5)(a) (claims accruing after 2023-03-24)',
      effectiveFrom: '2023-03-25',
      verified: false,
      verifiedOn: null,
    });
    expect(after.repose).toBeUndefined();
    expect(after.note).toContain('§ 95.11(3)(d) keeps four years');
    expect(after.note).toContain('The 12-year statute of repose of § 95.031(2)(b)');
  });

  it('gives a claim from 2024 the earlier date, two years from the incident, and never applies minority tolling', () => {
    const { item } = productCase('FL', '2024-03-05', '2012-01-01');
    expect(item).toMatchObject({ nominalDate: '2026-03-05' });
    expect(item.clockStartedOn ?? '2024-03-05').toBe('2024-03-05');
    expect(item.rule.minorTolling).toMatchObject({ verified: false, rule: 'limited' });
  });
});

describe('Louisiana product liability', () => {
  it('gives a claim arising before July 2024 one year (La. Civ. Code art. 3492), verified, with no repose', () => {
    const { item } = productCase('LA', '2024-03-05');
    expect(item).toMatchObject({ nominalDate: '2025-03-05' });
    expect(item.rule).toMatchObject({
      citation: 'La. Civ. Code art. 3492 (repealed by Acts 2024, No. 423)',
      period: { years: 1 },
      verified: true,
      verifiedOn: '2026-11-29',
    });
    expect(item.rule.repose).toBeUndefined();
  });

  it('splits on Act 423 as the general injury rows do: 2024-07-01 keeps one year, 2024-07-02 gets two', () => {
    expect(productRow('LA', '2024-07-01')).toMatchObject({ period: { years: 1 } });
    expect(productRow('LA', '2024-07-02')).toMatchObject({
      period: { years: 2 },
      citation: 'La. Civ. Code art. 3493.1 (enacted as art. 3493.11 by Acts 2024, No. 423)',
      effectiveFrom: '2024-07-02',
      verified: true,
    });
    const { item } = productCase('LA', '2024-08-10');
    expect(item).toMatchObject({ nominalDate: '2026-08-10' });
  });

  it("names the article's own rule for a minor with a permanent disability in a warning, never moving the date", () => {
    const { item, warnings } = productCase('LA', '2025-01-15', '2015-05-01');
    expect(item).toMatchObject({ nominalDate: '2027-01-15' });
    expect(item.rule.minorTolling).toMatchObject({ rule: 'limited', verified: true, verifiedOn: '2026-11-29' });
    expect(warnings).toContain('The client was a minor at the incident, but minority tolling is limited (The article itself');
    expect(warnings).toContain('the period (2 years) runs from the incident.');
    expect(warnings).toContain('actions involving permanent disability and brought pursuant to the Louisiana Products Liability Act');
  });
});

describe('North Dakota product liability', () => {
  it('gives six years (N.D. Cent. Code § 28-01-16(5)), verified, and names the § 28-01.3-08 bar as unverified', () => {
    const { item, warnings } = productCase('ND', '2024-03-05');
    expect(item).toMatchObject({ nominalDate: '2030-03-05' });
    expect(item.reposeCappedBy).toBeUndefined();
    expect(item.rule).toMatchObject({
      citation: 'N.D. Cent. Code § 28-01-16(5)',
      period: { years: 6 },
      verified: true,
      verifiedOn: '2026-11-29',
      repose: { period: { years: 10 }, runsFrom: 'product_delivery', citation: 'N.D. Cent. Code § 28-01.3-08', verified: false },
    });
    expect(warnings).toContain("N.D. Cent. Code § 28-01.3-08: statute of repose, 10 years from the product's first sale or delivery");
    expect(warnings).toContain('unverified, not applied: check it.');
    expect(item.rule.note).toContain('Hanson v. Williams County');
  });

  it("tolls a minor's claim as the general injury row does (§ 28-01-25), the same date for the same facts", () => {
    const product = productCase('ND', '2024-03-05', '2016-01-01').item;
    const general = computeDeadlines({
      jurisdiction: 'ND',
      claimType: 'general_injury',
      incidentDate: '2024-03-05',
      clientDateOfBirth: '2016-01-01',
      today,
    }).items[0]!;
    // Untolled, the product date is the general injury row's too (the helper's adult case).
    expect(productCase('ND', '2024-03-05').item.nominalDate).toBe(generalLimitation('ND', '2024-03-05').item.nominalDate);
    expect(product.rule.minorTolling).toBe(general.rule.minorTolling);
    expect(product.nominalDate).toBe(general.nominalDate);
    // Majority on 2034-01-01, never more than one year after it: 2035-01-01, later than the untolled 2030-03-05.
    expect(product).toMatchObject({ clockStartedOn: '2034-01-01', nominalDate: '2035-01-01' });
  });
});
