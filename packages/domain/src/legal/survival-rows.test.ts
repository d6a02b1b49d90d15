// Survival actions read on 2026-11-29 (the decedent's own injury claim, brought by the estate): North Carolina,
// Wisconsin and Nevada give one year after the death, Montana and Nebraska (Uniform Probate Code § 3-109) four months,
// each when later than the decedent's own period; Illinois' one year is on file unverified (its current text was not found). States read and
// left without a rule are checked to stay without one.
import { describe, expect, it } from 'vitest';
import { LIMITATION_RULES } from './limitation-rules.js';
import { survivalWarning } from './limitations.js';
import { rowOn, SURVIVAL, survivalWarnings, wrongfulDeath } from '../testing/survival.js';

describe('survival rules read on 2026-11-29', () => {
  it.each([
    ['IL', '735 ILCS 5/13-209(a)(1)', { years: 1 }, false],
    ['NC', 'N.C. Gen. Stat. § 1-22', { years: 1 }, true],
    ['MT', 'Mont. Code Ann. § 72-3-123', { months: 4 }, true],
    ['NE', 'Neb. Rev. Stat. § 30-2409', { months: 4 }, true],
    ['WI', 'Wis. Stat. § 893.22', { years: 1 }, true],
    ['NV', 'Nev. Rev. Stat. § 11.310(1)', { years: 1 }, true],
  ] as const)('puts %s on its wrongful death row as %s', (jurisdiction, citation, afterDeath, verified) => {
    const row = rowOn(jurisdiction, 'wrongful_death', '2024-06-01');
    expect(row.survival).toEqual({
      kind: 'later_of_period_or_after_death',
      afterDeath,
      citation,
      verified,
      deathsFrom: '2000-01-01',
    });
  });

  it('gives Illinois one year after a death late in the 2 years, unverified (735 ILCS 5/13-209(a)(1))', () => {
    const result = wrongfulDeath('IL', '2024-01-10', '2025-11-20');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        '735 ILCS 5/13-209(a)(1) gives the later of 2026-01-10 (735 ILCS 5/13-202, counted from the incident) and 1 year ' +
        'after the death (2026-11-20): 2026-11-20. Unverified: check 735 ILCS 5/13-209(a)(1).',
    ]);
    // The wrongful death claim keeps its own 2 years from the death.
    expect(result.items.find((item) => item.kind === 'statute_of_limitations')).toMatchObject({ nominalDate: '2027-11-20' });
  });

  it('keeps the Illinois 2-year date when the death came early', () => {
    const result = wrongfulDeath('IL', '2024-01-10', '2024-03-01');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        '735 ILCS 5/13-209(a)(1) gives the later of 2026-01-10 (735 ILCS 5/13-202, counted from the incident) and 1 year ' +
        'after the death (2025-03-01): 2026-01-10. Unverified: check 735 ILCS 5/13-209(a)(1).',
    ]);
  });

  it('gives North Carolina one year after the death (N.C. Gen. Stat. § 1-22)', () => {
    const result = wrongfulDeath('NC', '2024-01-10', '2026-12-01');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        'N.C. Gen. Stat. § 1-22 gives the later of 2027-01-10 (N.C. Gen. Stat. § 1-52(16), counted from the incident) and ' +
        '1 year after the death (2027-12-01): 2027-12-01.',
    ]);
  });

  it('says a North Carolina claim that ran out before the death is not revived', () => {
    const result = wrongfulDeath('NC', '2020-01-10', '2023-03-01');
    expect(survivalWarnings(result.warnings)).toEqual([
      "Survival action: the decedent's own claim ran out on 2023-01-10 (N.C. Gen. Stat. § 1-52(16)), before the death; " +
        'N.C. Gen. Stat. § 1-22 does not revive it.',
    ]);
  });

  it.each([
    // A death before and after the unverified 2026-10-01 version of the Montana wrongful death row: both carry § 72-3-123.
    ['2026-09-20', '2027-01-20'],
    ['2026-11-01', '2027-03-01'],
  ])('gives Montana 4 months after a death on %s (Mont. Code Ann. § 72-3-123)', (dateOfDeath, afterDeath) => {
    const result = wrongfulDeath('MT', '2024-01-10', dateOfDeath);
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        'Mont. Code Ann. § 72-3-123 gives the later of 2027-01-10 (Mont. Code Ann. § 27-2-204(1), counted from the ' +
        `incident) and 4 months after the death (${afterDeath}): ${afterDeath}.`,
    ]);
  });

  it('gives Nebraska 4 months after a death in the last months of the 4 years (Neb. Rev. Stat. § 30-2409)', () => {
    const result = wrongfulDeath('NE', '2024-01-10', '2027-12-01');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        'Neb. Rev. Stat. § 30-2409 gives the later of 2028-01-10 (Neb. Rev. Stat. § 25-207, counted from the incident) and ' +
        '4 months after the death (2028-04-01): 2028-04-01.',
    ]);
  });

  it.each([
    // A death before and after 2016-02-06, when Wisconsin's 2-year motor vehicle death row (unverified) begins: both
    // wrongful death rows carry § 893.22.
    // date of death, incident, the 3-year date from the incident, one year after the death
    ['2025-03-01', '2022-06-10', '2025-06-10', '2026-03-01'],
    ['2015-12-01', '2013-01-10', '2016-01-10', '2016-12-01'],
  ])('gives Wisconsin one year after a death on %s (Wis. Stat. § 893.22)', (dateOfDeath, incident, own, afterDeath) => {
    const result = wrongfulDeath('WI', incident, dateOfDeath);
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        `Wis. Stat. § 893.22 gives the later of ${own} (Wis. Stat. § 893.54(1m), counted from the incident) and 1 year ` +
        `after the death (${afterDeath}): ${afterDeath}.`,
    ]);
  });

  it('gives Nevada one year after the death (Nev. Rev. Stat. § 11.310(1))', () => {
    const result = wrongfulDeath('NV', '2024-01-10', '2025-10-15');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        'Nev. Rev. Stat. § 11.310(1) gives the later of 2026-01-10 (Nev. Rev. Stat. § 11.190(4)(e), counted from the ' +
        'incident) and 1 year after the death (2026-10-15): 2026-10-15.',
    ]);
  });

  it('gives no survival date without a date of death', () => {
    for (const jurisdiction of ['IL', 'NC', 'MT', 'NE', 'WI', 'NV']) {
      expect(survivalWarnings(wrongfulDeath(jurisdiction, '2024-01-10', null).warnings), jurisdiction).toEqual([]);
    }
  });

  it('gives none for a death before the rule governs (deathsFrom)', () => {
    for (const jurisdiction of ['IL', 'NC', 'MT', 'NE', 'WI', 'NV']) {
      const row = rowOn(jurisdiction, 'wrongful_death', '2024-06-01');
      const general = rowOn(jurisdiction, 'general_injury', '2024-06-01');
      expect(survivalWarning(row.survival!, general, '1999-06-01', '1999-12-31'), jurisdiction).toBeNull();
      expect(survivalWarning(row.survival!, general, '1999-06-01', '2000-01-01'), jurisdiction).not.toBeNull();
    }
  });

  it('leaves without a survival rule the states read where the text does not fit (see docs)', () => {
    // IN and MO: an injury claim does not survive a death it caused; OR: ORS 30.075(1) governs (3 years); WA: RCW
    // 4.16.200 not read; VA: one year from qualification; TX: a 12-month suspension; AZ, MA, CO: not settled; CT: the
    // death statute (§ 52-555) governs an injury resulting in death.
    for (const jurisdiction of ['IN', 'MO', 'OR', 'WA', 'VA', 'TX', 'AZ', 'MA', 'CO', 'CT']) {
      const rows = LIMITATION_RULES.filter((rule) => rule.jurisdiction === jurisdiction && rule.claimType === 'wrongful_death');
      expect(rows.length, jurisdiction).toBeGreaterThan(0);
      expect(
        rows.some((rule) => rule.survival),
        jurisdiction,
      ).toBe(false);
    }
  });

  it('puts a survival rule on wrongful death rows only, in CA, IL, MT, NE, NV, NY, NC, SC, UT and WI', () => {
    const withSurvival = LIMITATION_RULES.filter((rule) => rule.survival);
    expect(withSurvival.every((rule) => rule.claimType === 'wrongful_death')).toBe(true);
    expect([...new Set(withSurvival.map((rule) => rule.jurisdiction))].sort()).toEqual([
      'CA',
      'IL',
      'MT',
      'NC',
      'NE',
      'NV',
      'NY',
      'SC',
      'UT',
      'WI',
    ]);
  });
});
