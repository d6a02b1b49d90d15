// Survival actions read later on 2026-11-29 (the decedent's own injury claim, brought by the estate), for NJ, OH, FL,
// PA, GA, VA, MA, SC, TN, KY, MD and AL. Only South Carolina's text fits a rule the case can compute: S.C. Code Ann.
// § 62-3-109 suspends the decedent's period for the eight months after the death (deaths from 2014-01-01). The others
// are checked to stay without a survival rule, each for the reason docs/legal-rules.md gives ("Survival actions read
// later on 2026-11-29").
import { describe, expect, it } from 'vitest';
import { LIMITATION_RULES } from './limitation-rules.js';
import { survivalWarning } from './limitations.js';
import { rowOn, SURVIVAL, survivalWarnings, wrongfulDeath } from '../testing/survival.js';

describe('South Carolina: S.C. Code Ann. § 62-3-109, an eight-month suspension after the death', () => {
  it('is on the wrongful death row, verified, for deaths from 2014-01-01 (2013 Act No. 100)', () => {
    expect(rowOn('SC', 'wrongful_death', '2024-06-01').survival).toEqual({
      kind: 'suspended_after_death',
      afterDeath: { months: 8 },
      citation: 'S.C. Code Ann. § 62-3-109',
      verified: true,
      deathsFrom: '2014-01-01',
    });
  });

  it('moves the 3-year date by the days of the eight months after the death', () => {
    // Incident 2024-01-10: the decedent's own 3 years end on 2027-01-10. Death 2026-11-20: the period stands still
    // until 2027-07-20 (242 days), so it ends 242 days after 2027-01-10.
    const result = wrongfulDeath('SC', '2024-01-10', '2026-11-20');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        'S.C. Code Ann. § 62-3-109 suspends the period (2027-01-10, S.C. Code Ann. § 15-3-530(5), counted from the ' +
        'incident) for 8 months after the death (to 2027-07-20), then it resumes: 2027-09-09.',
    ]);
    // The wrongful death claim keeps its own 3 years from the death (§ 15-3-530(6)).
    expect(result.items.find((item) => item.kind === 'statute_of_limitations')).toMatchObject({ nominalDate: '2029-11-20' });
  });

  it('counts the suspension in days when the eight months end on a shorter month', () => {
    // Death 2025-01-31: eight months end on 2025-09-30 (clamped), 242 days; the own date 2025-03-01 + 242 days.
    const result = wrongfulDeath('SC', '2022-03-01', '2025-01-31');
    expect(survivalWarnings(result.warnings)).toEqual([
      SURVIVAL +
        'S.C. Code Ann. § 62-3-109 suspends the period (2025-03-01, S.C. Code Ann. § 15-3-530(5), counted from the ' +
        'incident) for 8 months after the death (to 2025-09-30), then it resumes: 2025-10-29.',
    ]);
  });

  it('says a claim that ran out before the death is not revived ("had not been barred as of the date of his death")', () => {
    const result = wrongfulDeath('SC', '2020-01-10', '2023-03-01');
    expect(survivalWarnings(result.warnings)).toEqual([
      "Survival action: the decedent's own claim ran out on 2023-01-10 (S.C. Code Ann. § 15-3-530(5)), before the death; " +
        'S.C. Code Ann. § 62-3-109 does not revive it.',
    ]);
  });

  it('gives no warning for a death before 2014-01-01, nor without a date of death', () => {
    const row = rowOn('SC', 'wrongful_death', '2013-06-01');
    const general = rowOn('SC', 'general_injury', '2013-06-01');
    expect(survivalWarning(row.survival!, general, '2013-06-01', '2013-12-31')).toBeNull();
    expect(survivalWarning(row.survival!, general, '2013-06-01', '2014-01-01')).not.toBeNull();
    expect(survivalWarnings(wrongfulDeath('SC', '2024-01-10', null).warnings)).toEqual([]);
  });
});

describe('states read and left without a survival rule', () => {
  it.each([
    // NJ: Warren v. Muenzen (App. Div. 2016): § 2A:15-3(b)'s two years after the death do not extend the underlying period.
    ['NJ'],
    // OH: no statute extending a deceased claimant's period was found.
    ['OH'],
    // FL: § 733.104's 12 months, but § 768.20: an injury claim does not survive a death it caused.
    ['FL'],
    // PA: 20 Pa.C.S. § 3376 ("debt or liability owed the estate") was held unavailing to a survival action (Prevish).
    ['PA'],
    // GA: § 9-3-92 suspends from the death until representation (at most 5 years): a date the case does not hold.
    ['GA'],
    // VA: § 8.01-244(A), "Notwithstanding ... subsection B of § 8.01-229": a death from the injury has only the death action.
    ['VA'],
    // MA: ch. 260, § 10 was not read; ch. 190B, § 3-109's four months were not added without it.
    ['MA'],
    // TN: § 28-1-110 suspends only actions against the representative.
    ['TN'],
    // MD: no statute found; the survival claim keeps the decedent's period (firm summaries only).
    ['MD'],
    // AL: § 6-5-462: an unfiled tort claim does not survive in favor of the personal representative.
    ['AL'],
  ])('%s: no survival rule and no survival warning on a wrongful death case', (jurisdiction) => {
    const rows = LIMITATION_RULES.filter((rule) => rule.jurisdiction === jurisdiction && rule.claimType === 'wrongful_death');
    expect(rows.length, jurisdiction).toBeGreaterThan(0);
    expect(rows.filter((rule) => rule.survival)).toEqual([]);
    expect(survivalWarnings(wrongfulDeath(jurisdiction, '2024-01-10', '2025-10-15').warnings)).toEqual([]);
  });

  it('KY: § 413.180 stays on the wrongful death row as the representative rule, not as a survival rule', () => {
    const row = rowOn('KY', 'wrongful_death', '2024-06-01');
    expect(row.survival).toBeUndefined();
    expect(row.representative).toMatchObject({ kind: 'from_appointment', citation: 'Ky. Rev. Stat. § 413.180', verified: true });
    const result = wrongfulDeath('KY', '2024-01-10', '2025-10-15');
    expect(survivalWarnings(result.warnings)).toEqual([]);
    expect(result.warnings.some((warning) => warning.startsWith('Ky. Rev. Stat. § 413.180: the period runs 1 year'))).toBe(true);
  });
});
