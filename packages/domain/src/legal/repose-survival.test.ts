// Statutes of repose and survival actions on the limitation rows (issue 29: repose for medical malpractice and
// product liability, survival actions where they differ).
import { describe, expect, it } from 'vitest';
import { LIMITATION_RULES } from './limitation-rules.js';
import type { LimitationRule } from './limitation-types.js';
import { applyRepose, computeDeadlines, findLimitationRule } from './limitations.js';

const today = '2026-11-27';

function rowOf(jurisdiction: string, claimType: LimitationRule['claimType']): LimitationRule {
  const rule = findLimitationRule({ jurisdiction, claimType, accrualDate: '2024-01-01' });
  if (!rule) throw new Error(`no ${jurisdiction} ${claimType} row`);
  return rule;
}

/** The rule table with one row replaced, as a corrected table would be. */
function withRow(original: LimitationRule, changed: LimitationRule): readonly LimitationRule[] {
  return LIMITATION_RULES.map((rule) => (rule === original ? changed : rule));
}

describe('statutes of repose counted from the act', () => {
  it('tells a Colorado medical malpractice claim that no discovery carries it past 3 years from the act', () => {
    const result = computeDeadlines({ jurisdiction: 'CO', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-03-05', dueDate: '2026-03-05' });
    expect(result.items[0]!.reposeCappedBy).toBeUndefined();
    expect(result.warnings).toContain(
      'Colo. Rev. Stat. § 13-80-102.5(1): whenever the injury is discovered, the claim ends 3 years after the act or omission ' +
        '(statute of repose): 2027-03-05, counted from the incident.',
    );
  });

  it('ends a Connecticut wrongful death claim 5 years after the act, before 2 years from a late death', () => {
    const result = computeDeadlines({
      jurisdiction: 'CT',
      claimType: 'wrongful_death',
      incidentDate: '2020-01-10',
      dateOfDeath: '2024-06-01',
      today,
    });
    expect(result.items[0]).toMatchObject({
      nominalDate: '2025-01-10',
      dueDate: '2025-01-10',
      reposeCappedBy: 'Conn. Gen. Stat. § 52-555',
    });
    expect(result.warnings).toContain(
      'Conn. Gen. Stat. § 52-555: no action may be brought more than 5 years after the act or omission (statute of repose), so the date is 2025-01-10.',
    );
  });

  it("brings a minor's tolled date back to the repose date (Tennessee's 3 years bind minors)", () => {
    const tennessee = rowOf('TN', 'medical_malpractice');
    const tolled: LimitationRule = {
      ...tennessee,
      minorTolling: { ageOfMajority: 18, rule: 'tolled_until_majority', citation: 'Tenn. Code Ann. § 28-1-106(a)', verified: true },
    };
    const result = computeDeadlines({
      jurisdiction: 'TN',
      claimType: 'medical_malpractice',
      incidentDate: '2020-06-01',
      clientDateOfBirth: '2015-01-01',
      today,
      rules: withRow(tennessee, tolled),
    });
    expect(result.items[0]).toMatchObject({
      nominalDate: '2023-06-01',
      dueDate: '2023-06-01',
      clockStartedOn: '2033-01-01',
      reposeCappedBy: 'Tenn. Code Ann. § 29-26-116(a)(3)',
    });
  });

  it('only warns for a repose that is not verified, and never moves the date', () => {
    const colorado = rowOf('CO', 'medical_malpractice');
    const unverified: LimitationRule = { ...colorado, repose: { ...colorado.repose!, period: { years: 1 }, verified: false } };
    const warnings: string[] = [];
    expect(applyRepose(unverified, '2024-03-05', '2026-03-05', warnings)).toBeNull();
    expect(warnings).toEqual([
      'Colo. Rev. Stat. § 13-80-102.5(1): statute of repose, 1 year from the act or omission; unverified, not applied: check it.',
    ]);
  });

  it("lets a minor sue until the birthday a repose spares (minorUntilAge), never moving an adult's repose", () => {
    const florida = rowOf('FL', 'medical_malpractice');
    expect(florida.repose).toMatchObject({ period: { years: 4 }, minorUntilAge: 8 });
    // A computed date past both: a child born 2022-03-01 keeps until the 8th birthday, an adult the 4 years.
    const warnings: string[] = [];
    expect(applyRepose(florida, '2024-03-05', '2034-03-05', warnings, undefined, '2022-03-01')).toBe('2030-03-01');
    expect(warnings).toEqual([
      'Fla. Stat. § 95.11(5)(c): the statute of repose (4 years after the act or omission, 2028-03-05) does not bar an ' +
        'action for a client who was a minor at the act brought on or before the 8th birthday, so the date is 2030-03-01.',
    ]);
    expect(applyRepose(florida, '2024-03-05', '2034-03-05', [], undefined, '1990-03-01')).toBe('2028-03-05');
    // A minor whose 8th birthday falls before the 4 years keeps the 4 years.
    expect(applyRepose(florida, '2024-03-05', '2034-03-05', [], undefined, '2014-03-01')).toBe('2028-03-05');
  });

  it('puts every repose on a verified row, longer than the period it bounds', () => {
    const withRepose = LIMITATION_RULES.filter((rule) => rule.repose);
    expect(withRepose).toHaveLength(43); // MT and NV malpractice, NE products added on 2026-11-27; FL, LA and MI malpractice on 2026-11-28; KY malpractice's removed and TX, FL and ND products added on 2026-11-29
    for (const rule of withRepose) {
      const key = `${rule.jurisdiction} ${rule.claimType}`;
      expect(rule.verified, key).toBe(true);
      expect(rule.repose!.citation.length, key).toBeGreaterThan(5);
      expect(rule.repose!.period.years ?? 0, key).toBeGreaterThan(rule.period.years ?? 0);
    }
  });
});

describe('product statutes of repose', () => {
  it('names Indiana 10 years from delivery in a warning and leaves the 2-year date alone', () => {
    const result = computeDeadlines({ jurisdiction: 'IN', claimType: 'product_liability', incidentDate: '2024-11-12', today });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-11-12' });
    expect(result.items[0]!.reposeCappedBy).toBeUndefined();
    expect(result.warnings).toContain(
      "Ind. Code § 34-20-3-1: statute of repose, 10 years from the product's first sale or delivery (from delivery to the initial " +
        'user or consumer; a claim accruing in the 8th to 10th year has 2 years from accrual); the case does not hold that date, so it ' +
        'is not applied: check it.',
    );
  });

  it('is on file for Connecticut, Florida, Georgia, Illinois, Indiana, Iowa, Nebraska, North Dakota, Ohio, Oregon, Tennessee and Texas', () => {
    const products = LIMITATION_RULES.filter((rule) => rule.repose?.runsFrom === 'product_delivery').map((rule) => rule.jurisdiction);
    expect(products).toEqual(['CT', 'FL', 'GA', 'IL', 'IN', 'IA', 'NE', 'ND', 'OH', 'OR', 'TN', 'TX']);
  });

  it("warns that Texas's 15 years from the sale can end a minor's tolled claim first (§ 16.012(b))", () => {
    // Hurt at 3 in 2024: tolled to 18 (2039), two years more (2041) is 17 years after the incident, so after any sale.
    const result = computeDeadlines({
      jurisdiction: 'TX',
      claimType: 'product_liability',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2021-03-15',
      today,
    });
    expect(result.items[0]).toMatchObject({ clockStartedOn: '2039-03-15', nominalDate: '2041-03-15' });
    expect(result.warnings).toContain(
      "Tex. Civ. Prac. & Rem. Code § 16.012(b): statute of repose, 15 years from the product's first sale or delivery (from the " +
        "defendant's sale of the product; a longer useful safe life warranted in writing (§ 16.012(c)) and a latent disease " +
        '(§ 16.012(d)) excepted); the case does not hold that date, so it is not applied: check it.',
    );
  });

  it("names Georgia's 10 years from first sale in a warning, except for failure to warn, and keeps the 2-year date", () => {
    const result = computeDeadlines({ jurisdiction: 'GA', claimType: 'product_liability', incidentDate: '2024-11-12', today });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-11-12', dueDate: '2026-11-12' });
    expect(result.warnings).toContain(
      "Ga. Code Ann. § 51-1-11(b)(2): statute of repose, 10 years from the product's first sale or delivery (from the first sale " +
        'for use or consumption; not for failure to warn claims); the case does not hold that date, so it is not applied: check it.',
    );
  });
});

describe('survival actions', () => {
  const utah = (incidentDate: string, dateOfDeath: string | null) =>
    computeDeadlines({ jurisdiction: 'UT', claimType: 'wrongful_death', incidentDate, dateOfDeath, today: '2029-01-01' });

  it("gives Utah's later of the 4-year period and one year after the death (Utah Code Ann. § 78B-2-105)", () => {
    const result = utah('2024-01-10', '2027-06-01');
    expect(result.warnings).toContain(
      "Survival action (the decedent's own claim, brought by the estate): Utah Code Ann. § 78B-2-105 gives the later of 2028-01-10 " +
        '(Utah Code Ann. § 78B-2-307(4), counted from the incident) and 1 year after the death (2028-06-01): 2028-06-01.',
    );
    // The wrongful death claim keeps its own date: 2 years from the death.
    expect(result.items.find((item) => item.kind === 'statute_of_limitations')).toMatchObject({ nominalDate: '2029-06-01' });
  });

  it('keeps the 4-year date when it is the later one', () => {
    const result = utah('2024-01-10', '2024-03-01');
    expect(result.warnings.join('\n')).toContain('and 1 year after the death (2025-03-01): 2028-01-10.');
  });

  it('says a claim that ran out before the death is not revived', () => {
    const result = computeDeadlines({
      jurisdiction: 'UT',
      claimType: 'wrongful_death',
      incidentDate: '2020-01-10',
      dateOfDeath: '2024-03-01',
      today,
    });
    expect(result.warnings).toContain(
      "Survival action: the decedent's own claim ran out on 2024-01-10 (Utah Code Ann. § 78B-2-307(3)), before the death; " +
        'Utah Code Ann. § 78B-2-105 does not revive it.',
    );
  });

  it.each([
    // state, date of death, the survival sentence (incident on 2024-01-10)
    [
      'CA',
      '2025-11-20',
      'Cal. Civ. Proc. Code § 366.1 gives the later of 2026-01-10 (Cal. Civ. Proc. Code § 335.1, counted from the incident) ' +
        'and 6 months after the death (2026-05-20): 2026-05-20.',
    ],
    [
      'NY',
      '2024-04-01',
      'N.Y. C.P.L.R. § 210(a) gives the later of 2027-01-10 (N.Y. C.P.L.R. § 214(5), counted from the incident) ' +
        'and 1 year after the death (2025-04-01): 2027-01-10.',
    ],
  ] as const)('gives %s its survival period after a death on %s', (jurisdiction, dateOfDeath, rule) => {
    const result = computeDeadlines({ jurisdiction, claimType: 'wrongful_death', incidentDate: '2024-01-10', dateOfDeath, today });
    expect(result.warnings).toContain(`Survival action (the decedent's own claim, brought by the estate): ${rule}`);
  });

  it('gives no survival date without a date of death, for a death before the 2019 text, or in another state', () => {
    const hasSurvival = (warnings: string[]) => warnings.some((warning) => warning.startsWith('Survival action'));
    expect(hasSurvival(utah('2024-01-10', null).warnings)).toBe(false);
    expect(hasSurvival(utah('2018-01-10', '2019-02-01').warnings)).toBe(false);
    // Missouri: an injury claim does not survive a death it caused (§ 537.020.1), so no survival rule.
    const missouri = computeDeadlines({
      jurisdiction: 'MO',
      claimType: 'wrongful_death',
      incidentDate: '2024-01-10',
      dateOfDeath: '2024-06-01',
      today,
    });
    expect(hasSurvival(missouri.warnings)).toBe(false);
  });
});
