// The rows given on 2026-11-29 to four claim types left without one: KY, LA and MI wrongful death, OK malpractice.
import { describe, expect, it } from 'vitest';
import { deadlineRows } from '../testing/government-claims.js';
import { CLAIM_TYPES_NOT_ON_FILE, DEATH_MALPRACTICE_ROWS_READ_ON } from './limitation-rules.js';
import type { ClaimType } from './limitation-types.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';

const today = '2026-11-29';

function deathCase(jurisdiction: string, incidentDate: string, dateOfDeath?: string) {
  const result = computeDeadlines({ jurisdiction, claimType: 'wrongful_death', incidentDate, dateOfDeath: dateOfDeath ?? null, today });
  return { result, rows: deadlineRows(result), warnings: result.warnings.join('\n') };
}

describe('rows given on 2026-11-29 to claim types left without one', () => {
  it('takes the four out of CLAIM_TYPES_NOT_ON_FILE, each with its row', () => {
    const pairs: ReadonlyArray<[string, ClaimType]> = [
      ['KY', 'wrongful_death'],
      ['LA', 'wrongful_death'],
      ['MI', 'wrongful_death'],
      ['OK', 'medical_malpractice'],
    ];
    for (const [jurisdiction, claimType] of pairs) {
      const left = CLAIM_TYPES_NOT_ON_FILE.some((entry) => entry.jurisdiction === jurisdiction && entry.claimType === claimType);
      expect(left, `${jurisdiction} ${claimType}`).toBe(false);
      expect(findLimitationRule({ jurisdiction, claimType, accrualDate: '2025-06-01' }), `${jurisdiction} ${claimType}`).not.toBeNull();
    }
    expect(DEATH_MALPRACTICE_ROWS_READ_ON).toBe('2026-11-29');
  });
});

describe('Kentucky wrongful death (Ky. Rev. Stat. § 413.180)', () => {
  const rule = () => findLimitationRule({ jurisdiction: 'KY', claimType: 'wrongful_death', accrualDate: '2025-03-10' })!;

  it('is verified, one year from the death, with the appointment rule read on 2026-11-29', () => {
    expect(rule()).toMatchObject({
      period: { years: 1 },
      clockStarts: 'death',
      citation: 'Ky. Rev. Stat. §§ 413.140(1)(a), 413.180',
      verified: true,
      verifiedOn: '2026-11-29',
      representative: {
        kind: 'from_appointment',
        afterAppointment: { years: 1 },
        deemedAppointedWithin: { years: 1 },
        citation: 'Ky. Rev. Stat. § 413.180',
        verified: true,
      },
    });
    expect(rule().note).toContain('we hold that KRS 413.180 applies to wrongful death claims');
    expect(rule().minorTolling).toMatchObject({ verified: false, rule: 'limited' });
  });

  it('counts one year from the date of death, and warns that the appointment can carry it to two years after it', () => {
    const { result, rows, warnings } = deathCase('KY', '2025-03-03', '2025-03-10');
    // 2026-03-10 is a Tuesday.
    expect(rows).toEqual([['statute_of_limitations', null, '2026-03-10', 'Ky. Rev. Stat. §§ 413.140(1)(a), 413.180']]);
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-03-10', clockStartedOn: '2025-03-10' });
    expect(warnings).toContain(
      "Ky. Rev. Stat. § 413.180: the period runs 1 year from the personal representative's appointment; a representative " +
        'not appointed within 1 year of the death is deemed appointed on its last day, so the claim can run until 2027-03-10. ' +
        'The date given (2026-03-10) counts 1 year from the death, the earliest the appointment can be',
    );
    expect(result.unknownReason).toBeUndefined();
  });

  it('counts from the incident until a date of death is entered', () => {
    const { rows, warnings } = deathCase('KY', '2025-03-03');
    expect(rows).toEqual([['statute_of_limitations', null, '2026-03-03', 'Ky. Rev. Stat. §§ 413.140(1)(a), 413.180']]);
    expect(warnings).toContain('the period runs from the date of death; none is entered');
    expect(warnings).toContain('The date given (2026-03-03) counts 1 year from the incident');
    expect(warnings).not.toContain('so the claim can run until');
  });

  it('never gives a date later than the one Kenniston v. Unrug counted from the first appointment', () => {
    // Death 2014-11-01, first representative appointed 2015-02-12: the year ran to 2016-02-12.
    const { result } = deathCase('KY', '2014-10-24', '2014-11-01');
    // 2015-11-01 is a Sunday: the date moves to Monday.
    expect(result.items[0]).toMatchObject({ nominalDate: '2015-11-01', dueDate: '2015-11-02' });
    expect(result.items[0]!.dueDate <= '2016-02-12').toBe(true);
  });
});

describe('Louisiana wrongful death (La. Civ. Code art. 2315.2(B))', () => {
  it('gives one year from the death, unverified, with the 2025 bill named in its note', () => {
    const { result, rows } = deathCase('LA', '2025-03-03', '2025-03-10');
    expect(rows).toEqual([['statute_of_limitations', null, '2026-03-10', 'La. Civ. Code art. 2315.2(B)']]);
    const rule = result.items[0]!.rule;
    expect(rule).toMatchObject({ clockStarts: 'death', period: { years: 1 }, verified: false, verifiedOn: null });
    expect(rule.note).toContain('HB 291');
    expect(rule.note).toContain('has not been read');
    expect(rule.minorTolling).toMatchObject({ verified: false, rule: 'limited' });
  });
});

describe('Michigan wrongful death (Mich. Comp. Laws §§ 600.5805, 600.5852)', () => {
  it('is verified: the shorter underlying period (2 years) from the incident, with the saving provision', () => {
    const rule = findLimitationRule({ jurisdiction: 'MI', claimType: 'wrongful_death', accrualDate: '2024-03-05' })!;
    expect(rule).toMatchObject({
      period: { years: 2 },
      clockStarts: 'incident',
      citation: 'Mich. Comp. Laws §§ 600.5805, 600.5852',
      verified: true,
      verifiedOn: '2026-11-29',
      representative: {
        kind: 'saving',
        afterAppointment: { years: 2 },
        deathWithinAfterPeriod: { days: 30 },
        notLaterThanAfterPeriod: { years: 3 },
        citation: 'Mich. Comp. Laws § 600.5852',
        verified: true,
      },
    });
    expect(rule.note).toContain('Hardy v. Maxheimer');
    expect(rule.minorTolling).toMatchObject({ verified: false, rule: 'limited' });
  });

  it('counts from the incident, not the death, and names the 2 years after letters up to 3 years after the period', () => {
    const { result, rows, warnings } = deathCase('MI', '2024-03-05', '2024-04-01');
    // 2026-03-05 is a Thursday.
    expect(rows).toEqual([['statute_of_limitations', null, '2026-03-05', 'Mich. Comp. Laws §§ 600.5805, 600.5852']]);
    expect(result.items[0]!.clockStartedOn).toBeUndefined();
    expect(warnings).toContain(
      'Mich. Comp. Laws § 600.5852: the decedent died before the period ran, so the personal representative may sue within ' +
        '2 years after the letters of authority are issued, though the period has run, but not more than 3 years after it ' +
        "ran (by 2029-03-05). The date given (2026-03-05) is the period's own, the earliest.",
    );
    expect(warnings).toContain('3 years for injury from negligence or a product (§ 600.5805(2)); this row gives the shorter.');
  });

  it('keeps the saving for a death within 30 days after the period ran, and none for a later death', () => {
    expect(deathCase('MI', '2024-03-05', '2026-03-20').warnings).toContain(
      'the decedent died within 30 days after the period ran, so the personal representative may sue',
    );
    const late = deathCase('MI', '2024-03-05', '2026-05-01');
    expect(late.warnings).toContain(
      'Mich. Comp. Laws § 600.5852: the decedent died on 2026-05-01, more than 30 days after the period ran (2026-03-05), so ' +
        'the personal representative gets no more time under it.',
    );
    expect(late.rows).toEqual([['statute_of_limitations', null, '2026-03-05', 'Mich. Comp. Laws §§ 600.5805, 600.5852']]);
  });

  it('states the saving as a condition before a date of death is entered', () => {
    expect(deathCase('MI', '2024-03-05').warnings).toContain(
      'Mich. Comp. Laws § 600.5852: if the decedent died before the period ran (or within 30 days after), the personal representative may sue',
    );
  });
});

describe('Oklahoma medical malpractice (Okla. Stat. tit. 76, § 18; tit. 12, § 95(A)(3))', () => {
  it('gives 2 years from the incident, unverified, with the discovery warning', () => {
    const result = computeDeadlines({ jurisdiction: 'OK', claimType: 'medical_malpractice', incidentDate: '2024-03-05', today });
    // 2026-03-05 is a Thursday.
    expect(deadlineRows(result)).toEqual([
      ['statute_of_limitations', null, '2026-03-05', 'Okla. Stat. tit. 76, § 18; tit. 12, § 95(A)(3)'],
    ]);
    const rule = result.items[0]!.rule;
    expect(rule).toMatchObject({ clockStarts: 'discovery', verified: false, verifiedOn: null });
    expect(rule.note).toContain('Reynolds v. Porter');
    expect(rule.note).toContain('has not been read');
    expect(rule.minorTolling).toMatchObject({ verified: false, rule: 'limited' });
    expect(result.warnings.join('\n')).toContain('the period runs from discovery; this date counts from the incident');
  });

  it('does not toll the period for a minor client (the tolling is unverified)', () => {
    const result = computeDeadlines({
      jurisdiction: 'OK',
      claimType: 'medical_malpractice',
      incidentDate: '2024-03-05',
      clientDateOfBirth: '2015-06-01',
      today,
    });
    expect(result.items[0]).toMatchObject({ nominalDate: '2026-03-05' });
    expect(result.items[0]!.clockStartedOn).toBeUndefined();
  });
});
