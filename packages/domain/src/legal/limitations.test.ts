import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../shared/iso-date.js';
import { addLegalPeriod } from './calendar.js';
import { US_JURISDICTIONS } from './jurisdictions.js';
import { COURT_CALENDARS } from './court-calendars.js';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON, LIMITATION_RULES } from './limitation-rules.js';
import { limitationRuleId } from './rule-versions.js';
import { limitationFor } from '../testing/limitation-dates.js';
import {
  checkCaseDates,
  computeDeadlines,
  DATE_CHECK_PREFIX,
  findLimitationRule,
  UNKNOWN_LIMITATIONS_MESSAGE,
  type ComputeDeadlinesInput,
} from './limitations.js';

function limitation(input: Omit<ComputeDeadlinesInput, 'claimType'> & Partial<Pick<ComputeDeadlinesInput, 'claimType'>>) {
  const result = computeDeadlines({ claimType: 'general_injury', ...input });
  const item = result.items.find((entry) => entry.kind === 'statute_of_limitations' && entry.appliesTo === undefined);
  if (!item) throw new Error(`no limitation date: ${JSON.stringify(result)}`);
  return item;
}

describe('computeDeadlines: periods by state', () => {
  it('gives Texas general injury 2 years', () => {
    const item = limitation({ jurisdiction: 'TX', incidentDate: '2023-06-12' });
    expect(item).toMatchObject({ nominalDate: '2025-06-12', dueDate: '2025-06-12' });
    expect(item.movedBecause).toBeUndefined();
    expect(item.rule.citation).toContain('16.003');
  });

  it('gives New York 3 years, Kentucky 1 year and North Dakota 6 years', () => {
    expect(limitation({ jurisdiction: 'NY', incidentDate: '2022-09-16' }).dueDate).toBe('2025-09-16');
    expect(limitation({ jurisdiction: 'KY', incidentDate: '2024-04-10' }).dueDate).toBe('2025-04-10');
    expect(limitation({ jurisdiction: 'ND', incidentDate: '2019-08-20' }).dueDate).toBe('2025-08-20');
  });

  it('gives Florida 4 years for claims accrued on 2023-03-24 and 2 years from 2023-03-25', () => {
    expect(limitation({ jurisdiction: 'FL', incidentDate: '2023-03-24' }).dueDate).toBe('2027-03-24');
    expect(limitation({ jurisdiction: 'FL', incidentDate: '2023-03-25' }).dueDate).toBe('2025-03-25');
  });

  it('gives Louisiana 1 year for claims arising on 2024-07-01 and 2 years for those arising after', () => {
    expect(limitation({ jurisdiction: 'LA', incidentDate: '2024-07-01' }).dueDate).toBe('2025-07-01');
    expect(limitation({ jurisdiction: 'LA', incidentDate: '2024-07-02' }).dueDate).toBe('2026-07-02');
  });

  it('clamps a leap-day anniversary to 28 February', () => {
    expect(limitation({ jurisdiction: 'KY', incidentDate: '2024-02-29' }).nominalDate).toBe('2025-02-28');
    expect(addLegalPeriod('2025-01-31', { months: 1 })).toBe('2025-02-28');
    expect(addLegalPeriod('2025-01-10', { years: 1, days: 90 })).toBe('2026-04-10');
  });
});

describe('computeDeadlines: minors, government defendants, court days', () => {
  it('starts the clock at 18 for a 10-year-old client where the limitation is tolled until majority', () => {
    const item = limitation({ jurisdiction: 'TX', incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15', dueDate: '2034-03-15' });
  });

  it('does not toll where minority does not stop the clock, and says so', () => {
    const result = computeDeadlines({
      jurisdiction: 'LA',
      claimType: 'general_injury',
      incidentDate: '2024-08-01',
      clientDateOfBirth: '2014-03-15',
    });
    expect(result.items[0]?.dueDate).toBe('2026-08-03'); // 2026-08-01 is a Saturday
    expect(result.warnings.join(' ')).toContain('minority does not toll');
  });

  it('never applies unverified tolling: the deadline stays the earlier date', () => {
    const item = limitation({ jurisdiction: 'AR', incidentDate: '2023-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item.nominalDate).toBe('2026-06-12');
    expect(item.clockStartedOn).toBeUndefined();
  });

  it('adds the 90-day notice of claim and the shorter municipal period when a New York defendant is a government', () => {
    const result = computeDeadlines({
      jurisdiction: 'NY',
      claimType: 'general_injury',
      incidentDate: '2025-01-10',
      defendantKinds: ['person', 'government'],
    });
    expect(result.items.map((item) => [item.kind, item.appliesTo ?? 'all', item.dueDate])).toEqual([
      ['notice_of_claim', 'government', '2025-04-10'],
      ['statute_of_limitations', 'government', '2026-04-10'],
      ['statute_of_limitations', 'all', '2028-01-10'],
    ]);
    expect(result.items[0]?.notice?.citation).toBe('N.Y. Gen. Mun. Law § 50-e(1)(a)');
  });

  it('treats a government_entity claim as one against a government: its period and the notice', () => {
    const result = computeDeadlines({ jurisdiction: 'NY', claimType: 'government_entity', incidentDate: '2025-01-10' });
    expect(result.items.map((item) => [item.kind, item.dueDate])).toEqual([
      ['notice_of_claim', '2025-04-10'],
      ['statute_of_limitations', '2026-04-10'],
    ]);
  });

  it('adds no notice when no defendant is a government', () => {
    const result = computeDeadlines({
      jurisdiction: 'NY',
      claimType: 'general_injury',
      incidentDate: '2025-01-10',
      defendantKinds: ['business'],
    });
    expect(result.items.map((item) => item.kind)).toEqual(['statute_of_limitations']);
  });

  it('warns when a government is sued where no notice rule is on file', () => {
    const result = computeDeadlines({
      jurisdiction: 'OH',
      claimType: 'general_injury',
      incidentDate: '2025-01-10',
      defendantKinds: ['government'],
    });
    expect(result.warnings.some((warning) => warning.startsWith('No notice-of-claim rule on file for OH'))).toBe(true);
  });

  it('moves a deadline that falls on a Saturday to Monday', () => {
    const item = limitation({ jurisdiction: 'TX', incidentDate: '2023-05-10' });
    expect(item).toMatchObject({ nominalDate: '2025-05-10', dueDate: '2025-05-12', movedBecause: 'weekend' });
  });

  it('moves a California deadline on Independence Day 2025 to Monday 2025-07-07 (a verified court holiday)', () => {
    const item = limitation({ jurisdiction: 'CA', incidentDate: '2023-07-04' });
    expect(item).toMatchObject({
      nominalDate: '2025-07-04',
      dueDate: '2025-07-07',
      movedBecause: 'holiday',
      holidayName: 'Independence Day',
    });
  });

  it('leaves a Texas deadline on Independence Day where it is, with a warning (county closures are not verified)', () => {
    const result = computeDeadlines({ jurisdiction: 'TX', claimType: 'general_injury', incidentDate: '2023-07-04' });
    expect(result.items[0]).toMatchObject({ nominalDate: '2025-07-04', dueDate: '2025-07-04' });
    expect(result.items[0]!.movedBecause).toBeUndefined();
    expect(result.warnings.join('\n')).toMatch(
      /2025-07-04 may be a court holiday in TX \(Independence Day, Tex\. Civ\. Prac\. & Rem\. Code § 16\.072.*unverified\)/,
    );
  });

  it("moves a deadline past a verified closure of the court's own calendar, and no other court's", () => {
    const closure = {
      name: 'Local court closure',
      when: { fixed: { month: 6, day: 12 } },
      citation: 'Test order',
      verified: true,
      verifiedOn: '2026-11-27',
    };
    const calendars = { ...COURT_CALENDARS, TX: { ...COURT_CALENDARS.TX!, holidays: [...COURT_CALENDARS.TX!.holidays, closure] } };
    const item = limitation({ jurisdiction: 'TX', incidentDate: '2023-06-12', calendars });
    expect(item).toMatchObject({ dueDate: '2025-06-13', movedBecause: 'holiday', holidayName: 'Local court closure' });
    // Oklahoma's courts do not keep Texas's closure.
    expect(limitation({ jurisdiction: 'OK', incidentDate: '2023-06-12', calendars })).toMatchObject({ dueDate: '2025-06-12' });
  });

  it('gives the FTCA administrative claim 2 years to the agency, and never tolls it for a minor', () => {
    const result = computeDeadlines({
      jurisdiction: 'US',
      claimType: 'general_injury',
      incidentDate: '2024-05-06',
      clientDateOfBirth: '2014-03-15',
    });
    const notice = result.items.find((item) => item.kind === 'notice_of_claim');
    expect(notice).toMatchObject({ nominalDate: '2026-05-06', dueDate: '2026-05-06', appliesTo: 'federal' });
    expect(notice?.notice?.to).toContain('federal agency');
    expect(result.items).toHaveLength(1);
  });
});

describe('federal defendants (FTCA)', () => {
  const federalInTexas = (claimDeniedOn: string | null, defendantKinds: ComputeDeadlinesInput['defendantKinds'] = []) =>
    computeDeadlines({
      jurisdiction: 'TX',
      claimType: 'general_injury',
      incidentDate: '2024-05-09',
      defendantKinds,
      federalDefendant: { claimDeniedOn },
    });

  it('gives the 2-year administrative claim, never moved off a weekend (presented when the agency receives it)', () => {
    const result = federalInTexas(null);
    const claim = result.items.find((item) => item.appliesTo === 'federal')!;
    // 2026-05-09 is a Saturday: the claim must reach the agency by then.
    expect(claim).toMatchObject({ kind: 'notice_of_claim', nominalDate: '2026-05-09', dueDate: '2026-05-09' });
    expect(claim.movedBecause).toBeUndefined();
    expect(claim.notice).toMatchObject({ presentedOnReceipt: true, citation: expect.stringContaining('2401(b)') });
    expect(result.warnings.join('\n')).toContain('enter the denial date on the federal party');
  });

  it('gives no Texas 6-month notice to a federal defendant, nor the Texas period when it is the only defendant', () => {
    const result = federalInTexas(null);
    expect(result.items.map((item) => [item.kind, item.appliesTo ?? 'all'])).toEqual([['notice_of_claim', 'federal']]);
    expect(result.items.some((item) => item.notice?.citation.includes('101.101'))).toBe(false);
    expect(result.warnings).toContain(
      'Every defendant entered is the United States: the claim follows the Federal Tort Claims Act, so the period of ' +
        'Tex. Civ. Prac. & Rem. Code § 16.003(a) (2026-05-11) does not govern it and is not given. Entering a defendant ' +
        'other than the United States brings it back.',
    );
    // A driver or a company sued beside the United States keeps the Texas period.
    const withDriver = federalInTexas(null, ['person']);
    expect(withDriver.items.map((item) => [item.kind, item.appliesTo ?? 'all'])).toEqual([
      ['notice_of_claim', 'federal'],
      ['statute_of_limitations', 'all'],
    ]);
    expect(withDriver.warnings.join('\n')).not.toContain('Every defendant entered is the United States');
    // A county defendant beside the federal one still owes the Texas notice.
    const both = federalInTexas(null, ['government']);
    expect(both.items.some((item) => item.notice?.citation === 'Tex. Civ. Prac. & Rem. Code § 101.101(a)')).toBe(true);
  });

  it('gives suit 6 months after the denial once it is entered, not moved off a weekend', () => {
    const result = federalInTexas('2025-12-07');
    const suit = result.items.find((item) => item.appliesTo === 'federal' && item.kind === 'statute_of_limitations')!;
    // 2026-06-07 is a Sunday: the earlier date is kept.
    expect(suit).toMatchObject({ nominalDate: '2026-06-07', dueDate: '2026-06-07' });
    expect(suit.rule).toMatchObject({ jurisdiction: 'US', period: { months: 6 }, clockStarts: 'claim_denial' });
    expect(result.warnings.join('\n')).not.toContain('enter the denial date');
  });
});

describe('computeDeadlines: unknown input', () => {
  it.each([
    { jurisdiction: null, incidentDate: '2025-01-10' },
    { jurisdiction: '', incidentDate: '2025-01-10' },
    { jurisdiction: 'NY', incidentDate: null },
    { jurisdiction: 'NY', incidentDate: undefined },
    { jurisdiction: 'NY', incidentDate: '2025-02-30' },
  ])('asks for the state and incident date ($jurisdiction, $incidentDate)', (input) => {
    expect(computeDeadlines({ claimType: 'general_injury', ...input })).toEqual({
      items: [],
      unknownReason: UNKNOWN_LIMITATIONS_MESSAGE,
      warnings: [],
    });
    expect(UNKNOWN_LIMITATIONS_MESSAGE).toBe('Statute of limitations unknown — enter the state and incident date');
  });

  it('says no rule is on file for a claim type the table lacks, or an unknown jurisdiction', () => {
    expect(computeDeadlines({ jurisdiction: 'AL', claimType: 'property_damage', incidentDate: '2025-01-10' })).toMatchObject({
      items: [],
      unknownReason: 'No property damage rule on file for AL: check the statute by hand.',
    });
    expect(computeDeadlines({ jurisdiction: 'ZZ', claimType: 'general_injury', incidentDate: '2025-01-10' }).unknownReason).toBe(
      'No limitation rule on file for ZZ on 2025-01-10.',
    );
  });
});

describe('LIMITATION_RULES', () => {
  it('has a general_injury rule in force today for every state, DC and the FTCA', () => {
    for (const jurisdiction of [...US_JURISDICTIONS.map((entry) => entry.code), 'US']) {
      expect(findLimitationRule({ jurisdiction, claimType: 'general_injury', accrualDate: '2025-06-01' }), jurisdiction).not.toBeNull();
      expect(findLimitationRule({ jurisdiction, claimType: 'general_injury', accrualDate: '2001-06-01' }), jurisdiction).not.toBeNull();
    }
  });

  it('has one row per jurisdiction, claim type and effective date, each with a citation and ISO dates', () => {
    const keys = LIMITATION_RULES.map((rule) => limitationRuleId(rule));
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of LIMITATION_RULES) {
      const key = `${rule.jurisdiction} ${rule.claimType}`;
      expect(rule.citation.length, key).toBeGreaterThan(5);
      expect(isIsoDate(rule.effectiveFrom), key).toBe(true);
      expect(rule.verified ? rule.verifiedOn !== null && isIsoDate(rule.verifiedOn) : rule.verifiedOn === null, key).toBe(true);
      if (!rule.verified) expect(rule.note, key).toBeTruthy();
      if (!rule.minorTolling.verified) expect(rule.minorTolling.note, key).toBeTruthy();
      if (rule.noticeOfClaim && !rule.noticeOfClaim.verified) expect(rule.noticeOfClaim.note, key).toBeTruthy();
    }
  });
});

describe('notice-of-claim changes by accrual date', () => {
  it('gives Maine 180 days of notice for claims accrued in 2019 and 365 days from 2020-01-01', () => {
    const notice = (incidentDate: string) =>
      computeDeadlines({ jurisdiction: 'ME', claimType: 'general_injury', incidentDate, defendantKinds: ['government'] }).items.find(
        (item) => item.kind === 'notice_of_claim',
      )?.nominalDate;
    expect(notice('2019-12-31')).toBe('2020-06-28');
    expect(notice('2020-01-01')).toBe('2020-12-31');
  });
});

describe('minority tolling caps', () => {
  it('stops Alabama minority tolling 20 years after accrual (Ala. Code § 6-2-8(a)) for a baby injured in its first months', () => {
    // Born 2024-03-01, injured 2024-06-12: 19 on 2043-03-01, + 2 years = 2045-03-01, past the 20-year limit 2044-06-12.
    const result = computeDeadlines({
      jurisdiction: 'AL',
      claimType: 'general_injury',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2024-03-01',
    });
    const item = result.items[0]!;
    expect(item).toMatchObject({ clockStartedOn: '2043-03-01', nominalDate: '2044-06-12', tollingCappedBy: 'Ala. Code § 6-2-8(a)' });
    expect(item.dueDate).toBe('2044-06-13'); // 2044-06-12 is a Sunday
    expect(result.warnings.join('\n')).toContain('cannot extend the claim past 20 years from accrual');
  });

  it('leaves the Alabama date at 19 + 2 years when that comes before the 20-year limit', () => {
    const item = limitation({ jurisdiction: 'AL', incidentDate: '2024-01-10', clientDateOfBirth: '2019-01-01' });
    expect(item).toMatchObject({ clockStartedOn: '2038-01-01', nominalDate: '2040-01-01' });
    expect(item.tollingCappedBy).toBeUndefined();
  });

  it('puts a cap only on verified tolling, always with the citation of the cap', () => {
    const capped = LIMITATION_RULES.filter((rule) => rule.minorTolling.maxYearsFromAccrual != null);
    expect(capped.map((rule) => `${rule.jurisdiction} ${rule.claimType}`)).toEqual([
      'AL general_injury',
      'AL product_liability',
      'IL medical_malpractice',
      'KS general_injury',
      'KS medical_malpractice',
      'KS product_liability',
      'ME medical_malpractice',
      'WV general_injury',
      'WV product_liability',
      // The property damage rows follow the others (property-damage-rules.ts).
      'KS property_damage',
      'WV property_damage',
    ]);
    for (const rule of capped) {
      expect(rule.minorTolling).toMatchObject({ verified: true, rule: 'tolled_until_majority' });
      expect(rule.minorTolling.capCitation).toBeTruthy();
    }
  });

  it('records the rows read for a cap and found without one, and never caps them', () => {
    const checked = LIMITATION_RULES.filter((rule) => rule.minorTolling.maxYearsFromAccrual === null);
    expect([...new Set(checked.map((rule) => rule.jurisdiction))].sort()).toEqual(
      [
        'AK',
        'AZ',
        'GA',
        'IA',
        'MA',
        'ME',
        'MN',
        'MO',
        'MS',
        'ND',
        'NE',
        'NJ',
        'NM',
        'NY',
        'OH',
        'OR',
        'RI',
        'SC',
        'SD',
        'TN',
        'VT',
        'WI',
        'WY',
      ].sort(),
    );
    // Mississippi tolls to 21 with no outer limit: a newborn hurt in 2024 has until 3 years after the 21st birthday.
    const item = limitation({ jurisdiction: 'MS', incidentDate: '2024-06-12', clientDateOfBirth: '2024-06-01' });
    expect(item).toMatchObject({ clockStartedOn: '2045-06-01', nominalDate: '2048-06-01' });
    expect(item.tollingCappedBy).toBeUndefined();
  });
});

describe('checks that catch typing errors', () => {
  const today = '2026-11-27';
  it('warns when the date of birth is after the incident, and does not toll from it', () => {
    const result = computeDeadlines({
      jurisdiction: 'TX',
      claimType: 'general_injury',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2042-06-12',
      today,
    });
    expect(result.warnings).toContain(
      `${DATE_CHECK_PREFIX}the client's date of birth (2042-06-12) is after the incident (2024-06-12); minority tolling was not applied.`,
    );
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-06-12' });
    expect(result.items[0]!.clockStartedOn).toBeUndefined();
  });

  it('warns when the incident is in the future, and still computes from it', () => {
    const result = computeDeadlines({ jurisdiction: 'TX', claimType: 'general_injury', incidentDate: '2026-12-01', today });
    expect(result.warnings).toEqual([`${DATE_CHECK_PREFIX}the incident date (2026-12-01) is in the future.`]);
    expect(computeDeadlines({ jurisdiction: 'TX', claimType: 'general_injury', incidentDate: today, today }).warnings).toEqual([]);
  });

  it('warns when the death is before the incident, even without a state', () => {
    const result = computeDeadlines({
      jurisdiction: null,
      claimType: 'wrongful_death',
      incidentDate: '2025-03-10',
      dateOfDeath: '2025-03-09',
      today,
    });
    expect(result.unknownReason).toBe(UNKNOWN_LIMITATIONS_MESSAGE);
    expect(result.warnings).toEqual([`${DATE_CHECK_PREFIX}the date of death (2025-03-09) is before the incident (2025-03-10).`]);
  });

  it('says nothing when the dates agree', () => {
    expect(checkCaseDates({ incidentDate: '2025-03-10', clientDateOfBirth: '1990-01-01', dateOfDeath: '2025-03-10', today })).toEqual([]);
    expect(checkCaseDates({ incidentDate: null, clientDateOfBirth: null, today })).toEqual([]);
  });
});

describe('rows whose law moved, read again', () => {
  it("gives New York's wrongful death 2 years from the death (EPTL § 5-4.1), verified 2026-11-29 after the 2025 veto", () => {
    // A 10-year-old hurt on 2025-03-10 who died on 2025-06-01: two years from the death, not from the incident or 18.
    const result = computeDeadlines({
      jurisdiction: 'NY',
      claimType: 'wrongful_death',
      incidentDate: '2025-03-10',
      dateOfDeath: '2025-06-01',
      clientDateOfBirth: '2015-01-01',
    });
    const item = result.items.find((entry) => entry.kind === 'statute_of_limitations')!;
    expect(item.nominalDate).toBe('2027-06-01');
    expect(item.rule).toMatchObject({
      citation: 'N.Y. Est. Powers & Trusts Law § 5-4.1',
      period: { years: 2 },
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(item.rule.note).toContain('vetoed a fourth time on 2025-12-05');
    expect(item.rule.minorTolling.verified).toBe(false);
  });

  it("gives Florida's wrongful death 2 years from the death (§ 95.11(5)(e)), verified 2026-11-29, a minor's tolling a warning", () => {
    // A 10-year-old's parent died on 2024-07-01 of an injury on 2024-06-12: two years from the death.
    const client = { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15', dateOfDeath: '2024-07-01' };
    const found = limitationFor('FL', 'wrongful_death', client, '2026-11-29');
    expect(found.item.rule).toMatchObject({
      citation: 'Fla. Stat. § 95.11(5)(e)',
      clockStarts: 'death',
      period: { years: 2 },
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    // The clock starts at the death, so the helper for incident-dated rows does not fit: the same checks by hand.
    expect(found.item.nominalDate).toBe('2026-07-01');
    expect(found.item.clockStartedOn).toBe('2024-07-01');
    expect(found.warnings).toContain('minority tolling is limited');
    expect(found.warnings).toContain('no parent or guardian');
  });
});

describe('wrongful death runs from the date of death', () => {
  it('counts the Texas wrongful death period from the death, and says when none is entered', () => {
    const withDeath = computeDeadlines({
      jurisdiction: 'TX',
      claimType: 'wrongful_death',
      incidentDate: '2024-03-01',
      dateOfDeath: '2024-04-15',
    });
    expect(withDeath.items[0]).toMatchObject({ nominalDate: '2026-04-15', dueDate: '2026-04-15', clockStartedOn: '2024-04-15' });
    expect(withDeath.warnings.join('\n')).not.toContain('none is entered');

    const without = computeDeadlines({ jurisdiction: 'TX', claimType: 'wrongful_death', incidentDate: '2024-03-01' });
    expect(without.items[0]).toMatchObject({ nominalDate: '2026-03-01' });
    expect(without.warnings.join('\n')).toContain('the period runs from the date of death; none is entered');
  });

  it('picks the row in force on the date of death, and leaves other claim types on the incident', () => {
    const general = computeDeadlines({
      jurisdiction: 'TX',
      claimType: 'general_injury',
      incidentDate: '2024-03-01',
      dateOfDeath: '2024-04-15',
    });
    expect(general.items[0]).toMatchObject({ nominalDate: '2026-03-01' });
    expect(findLimitationRule({ jurisdiction: 'TX', claimType: 'wrongful_death', accrualDate: '2024-04-15' })?.clockStarts).toBe('death');
  });
});

describe('an outer limit that may apply but is not verified', () => {
  it('warns for North Carolina § 1-52(16) when minority tolling runs past 10 years, and leaves the date alone', () => {
    const result = computeDeadlines({
      jurisdiction: 'NC',
      claimType: 'general_injury',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2020-01-10',
    });
    expect(result.items[0]).toMatchObject({ clockStartedOn: '2038-01-10', nominalDate: '2041-01-10' });
    expect(result.warnings.join('\n')).toContain(
      '§ 1-52(16) (no cause of action accrues more than 10 years after the last act) may end this claim',
    );
    const teen = computeDeadlines({
      jurisdiction: 'NC',
      claimType: 'general_injury',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2008-01-10',
    });
    expect(teen.warnings.join('\n')).not.toContain('may end this claim');
  });
});

describe('Tennessee minority tolling (Tenn. Code Ann. § 28-1-106(a))', () => {
  it('cites the tolling section and gives a minor one year from the 18th birthday, with no limit from accrual', () => {
    const item = limitation({ jurisdiction: 'TN', incidentDate: '2024-06-12', clientDateOfBirth: '2024-01-10' });
    expect(item.rule.minorTolling.citation).toBe('Tenn. Code Ann. § 28-1-106(a)');
    expect(item).toMatchObject({ clockStartedOn: '2042-01-10', nominalDate: '2043-01-10' });
    expect(item.tollingCappedBy).toBeUndefined();
  });
});

describe('general minority tolling statutes (minority-tolling.ts)', () => {
  // A 10-year-old (born 2014-03-15) hurt on 2024-06-12.
  const tenYearOld = { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' } as const;

  it.each([
    ['HI', 'Haw. Rev. Stat. § 657-13', '2032-03-15', '2034-03-15'],
    ['ME', 'Me. Rev. Stat. tit. 14, § 853', '2032-03-15', '2038-03-15'],
    ['NE', 'Neb. Rev. Stat. § 25-213', '2035-03-15', '2039-03-15'], // "within the age of twenty years": until 21
    ['WV', 'W. Va. Code § 55-2-15', '2032-03-15', '2034-03-15'],
    ['AK', 'Alaska Stat. § 09.10.140(a)', '2032-03-15', '2034-03-15'], // 2 years after majority: the whole period
    ['VT', 'Vt. Stat. Ann. tit. 12, § 551(a)', '2032-03-15', '2035-03-15'], // the times of ch. 23 after the disability
  ])('tolls %s to majority and gives the whole period after it (%s)', (jurisdiction, citation, clockStartedOn, nominalDate) => {
    const item = limitation({ jurisdiction, ...tenYearOld });
    expect(item.rule.minorTolling).toMatchObject({ citation, verified: true, rule: 'tolled_until_majority' });
    expect(item).toMatchObject({ clockStartedOn, nominalDate });
    expect(item.tollingCappedBy).toBeUndefined();
  });

  it.each([
    ['ND', 'N.D. Cent. Code § 28-01-25', '2033-03-15'], // 6 years, never more than 1 year after majority
    ['SD', 'S.D. Codified Laws § 15-2-22', '2033-03-15'], // 3 years; Crisp v. Schultis
    ['NM', 'N.M. Stat. Ann. § 37-1-10', '2033-03-15'], // 3 years; Gomez v. Chavarria
    ['OK', 'Okla. Stat. tit. 12, § 96', '2033-03-15'], // 2 years
    ['WI', 'Wis. Stat. § 893.16(1)', '2034-03-15'], // 3 years; within 2 years after majority
    ['NH', 'N.H. Rev. Stat. Ann. § 508:8', '2034-03-15'], // 3 years; within two years after majority (Norton v. Patten)
  ])('limits %s tolling to the time the statute gives after majority (%s)', (jurisdiction, citation, nominalDate) => {
    const result = computeDeadlines({ jurisdiction, claimType: 'general_injury', ...tenYearOld });
    const item = result.items.find((entry) => entry.kind === 'statute_of_limitations')!;
    expect(item).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate, tollingCappedBy: citation });
    expect(result.warnings.join('\n')).toContain(`${citation}: minority extends this period to no more than`);
  });

  // A 17-year-old (born 2007-01-10, hurt 2024-06-12) whose untolled date is later than the time the statute gives after
  // majority: North Dakota's 6 years against a year after majority, New Hampshire's 3 years against two.
  it.each([
    { jurisdiction: 'ND', nominalDate: '2030-06-12', citation: 'N.D. Cent. Code § 28-01-25' },
    { jurisdiction: 'NH', nominalDate: '2027-06-12', citation: 'N.H. Rev. Stat. Ann. § 508:8' },
  ])('keeps the period from the incident in $jurisdiction when it ends after majority plus the time the statute gives', (row) => {
    const result = computeDeadlines({
      jurisdiction: row.jurisdiction,
      claimType: 'general_injury',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2007-01-10',
    });
    expect(result.items[0]).toMatchObject({ nominalDate: row.nominalDate, tollingCappedBy: row.citation });
    expect(result.warnings.join('\n')).toContain(`the period from the incident ends later, on ${row.nominalDate}, and is kept`);
  });

  it('tolls property damage and product rows under the same statute, and leaves medical malpractice alone', () => {
    const damage = computeDeadlines({ jurisdiction: 'SD', claimType: 'property_damage', ...tenYearOld }).items[0]!;
    expect(damage).toMatchObject({ nominalDate: '2033-03-15', tollingCappedBy: 'S.D. Codified Laws § 15-2-22' });
    const product = computeDeadlines({ jurisdiction: 'WV', claimType: 'product_liability', ...tenYearOld }).items[0]!;
    expect(product).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    const malpractice = computeDeadlines({ jurisdiction: 'WI', claimType: 'medical_malpractice', ...tenYearOld }).items[0]!;
    expect(malpractice.clockStartedOn).toBeUndefined(); // § 893.16(1) excludes actions against health care providers
  });

  it('tolls New Hampshire and Vermont product and property damage rows under the same statute', () => {
    const nhDamage = computeDeadlines({ jurisdiction: 'NH', claimType: 'property_damage', ...tenYearOld }).items[0]!;
    expect(nhDamage).toMatchObject({ nominalDate: '2034-03-15', tollingCappedBy: 'N.H. Rev. Stat. Ann. § 508:8' });
    const nhProduct = computeDeadlines({ jurisdiction: 'NH', claimType: 'product_liability', ...tenYearOld }).items[0]!;
    expect(nhProduct).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2034-03-15' });
    const vtDamage = computeDeadlines({ jurisdiction: 'VT', claimType: 'property_damage', ...tenYearOld }).items[0]!;
    expect(vtDamage).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    const vtProduct = computeDeadlines({ jurisdiction: 'VT', claimType: 'product_liability', ...tenYearOld }).items[0]!;
    expect(vtProduct).toMatchObject({ clockStartedOn: '2032-03-15', nominalDate: '2035-03-15' });
    // Medical malpractice keeps its own reading: Vermont's § 521 (tolled, its 7-year repose still applied) and New
    // Hampshire's § 508:8, both read for it on 2026-11-28, are tested in minority-tolling-by-claim.test.ts.
    const malpractice = computeDeadlines({ jurisdiction: 'VT', claimType: 'medical_malpractice', ...tenYearOld }).items[0]!;
    expect(malpractice).toMatchObject({ clockStartedOn: '2032-03-15', reposeCappedBy: 'Vt. Stat. Ann. tit. 12, § 521' });
  });

  it('carries West Virginia’s 20-year limit from accrual, which a 2-year claim tolled to 18 reaches only on the day', () => {
    const rule = findLimitationRule({ jurisdiction: 'WV', claimType: 'general_injury', accrualDate: '2024-06-12' })!;
    expect(rule.minorTolling).toMatchObject({ maxYearsFromAccrual: 20, capCitation: 'W. Va. Code § 55-2-15' });
    const newborn = limitation({ jurisdiction: 'WV', incidentDate: '2024-06-12', clientDateOfBirth: '2024-06-12' });
    expect(newborn).toMatchObject({ clockStartedOn: '2042-06-12', nominalDate: '2044-06-12' });
  });

  it('does not give the Oklahoma tolled date when every defendant is a government (§ 96 does not reach the GTCA)', () => {
    const result = computeDeadlines({
      jurisdiction: 'OK',
      claimType: 'general_injury',
      defendantKinds: ['government'],
      ...tenYearOld,
    });
    expect(result.items.some((item) => item.kind === 'statute_of_limitations' && item.appliesTo === undefined)).toBe(false);
    expect(result.warnings.join('\n')).toContain('Every defendant is a government: the general period tolled for minority');
  });
});
