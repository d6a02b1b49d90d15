// The notice statutes' own provisions for minors (`minorRule`), as a minor's notice of claim computes through them.
import { describe, expect, it } from 'vitest';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import { computeDeadlines } from './limitations.js';
import { CLAIM_TYPE_TOLLING_READ_AGAIN_ON, NOTICE_MINOR_RULES_READ_ON } from './limitation-rules.js';

function noticeFor(jurisdiction: string, client: { incidentDate: string; clientDateOfBirth?: string }) {
  const result = computeDeadlines({ jurisdiction, claimType: 'general_injury', defendantKinds: ['government'], ...client });
  const item = result.items.find((entry) => entry.kind === 'notice_of_claim');
  if (!item) throw new Error(`no notice of claim: ${JSON.stringify(result)}`);
  return { item, warnings: result.warnings.join('\n') };
}

describe('Idaho (Idaho Code § 6-906A(1))', () => {
  it('gives a 15-year-old 180 days after turning 18', () => {
    // Born 2009-01-10: 18 on 2027-01-10, 180 days later 2027-07-09, before six years from the incident (2030-06-12).
    const { item, warnings } = noticeFor('ID', { incidentDate: '2024-06-12', clientDateOfBirth: '2009-01-10' });
    expect(item).toMatchObject({ nominalDate: '2027-07-09', dueDate: '2027-07-09', clockStartedOn: '2027-01-10' });
    expect(item.minorRule).toMatchObject({ citation: 'Idaho Code § 6-906A(1)', verified: true, verifiedOn: NOTICE_MINOR_RULES_READ_ON });
    expect(item.tollingCappedBy).toBeUndefined();
    expect(warnings).toContain(
      'Idaho Code § 6-906A(1): the client was a minor at the incident, so the notice of claim is due 180 days after the ' +
        'client comes of age (2027-07-09) or 6 years after the incident (2030-06-12), whichever is earlier: 2027-07-09, ' +
        'not 2024-12-09 (180 days from the incident).',
    );
    expect(warnings).not.toContain('minority is not assumed to extend it');
  });

  it('ends a young child’s notice six years after the incident, the earlier date', () => {
    // Born 2014-03-15: 180 days after the 18th birthday would be 2032-09-11; six years from the incident end first.
    const { item } = noticeFor('ID', { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item).toMatchObject({ nominalDate: '2030-06-12', clockStartedOn: '2032-03-15', tollingCappedBy: 'Idaho Code § 6-906A(1)' });
  });

  it('counts an adult’s notice, or one without a date of birth, 180 days from the incident', () => {
    for (const client of [{ clientDateOfBirth: '1990-05-01' }, {}]) {
      const { item, warnings } = noticeFor('ID', { incidentDate: '2024-06-12', ...client });
      expect(item).toMatchObject({ nominalDate: '2024-12-09', dueDate: '2024-12-09' });
      expect(item.minorRule).toBeUndefined();
      expect(item.clockStartedOn).toBeUndefined();
      expect(warnings).not.toContain('6-906A');
    }
  });

  it('stores the provision that gave the date with the case’s notice deadline', () => {
    const plan = planComputedDeadlines({
      state: 'ID',
      incidentDate: '2024-06-12',
      clientDateOfBirth: '2009-01-10',
      caseType: 'motor_vehicle',
      defendantKinds: ['government'],
    });
    expect(plan.items.find((item) => item.computedKey === 'notice_of_claim')).toMatchObject({
      dueDate: '2027-07-09',
      rule: {
        period: { days: 180 },
        citation: 'Idaho Code § 6-906A(1) (minor at the incident; notice under Idaho Code §§ 6-905, 6-906)',
        verified: true,
        verifiedOn: NOTICE_MINOR_RULES_READ_ON,
      },
    });
  });
});

describe('Maine (Me. Rev. Stat. tit. 14, § 8107(2))', () => {
  it('gives a minor 365 days after turning 18 for a claim accrued from 2020', () => {
    // Born 2014-03-15: 18 on 2032-03-15; no limit from accrual.
    const { item } = noticeFor('ME', { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item).toMatchObject({ nominalDate: '2033-03-15', clockStartedOn: '2032-03-15' });
    expect(item.tollingCappedBy).toBeUndefined();
    expect(noticeFor('ME', { incidentDate: '2024-06-12', clientDateOfBirth: '1990-05-01' }).item).toMatchObject({
      nominalDate: '2025-06-12',
    });
  });

  it('gives a minor 180 days after turning 18 for a claim accrued from 2001-10-01 to 2019 (P.L. 2001, c. 249)', () => {
    // Born 2008-03-15: 18 on 2026-03-15, 180 days later 2026-09-11; not 180 days from the incident (2018-12-09).
    const { item } = noticeFor('ME', { incidentDate: '2018-06-12', clientDateOfBirth: '2008-03-15' });
    expect(item).toMatchObject({ nominalDate: '2026-09-11', clockStartedOn: '2026-03-15' });
    expect(item.minorRule).toMatchObject({
      citation: 'Me. Rev. Stat. tit. 14, § 8107(2) (as amended by P.L. 2001, c. 249)',
      verified: true,
      verifiedOn: CLAIM_TYPE_TOLLING_READ_AGAIN_ON,
    });
    expect(noticeFor('ME', { incidentDate: '2018-06-12', clientDateOfBirth: '1990-05-01' }).item).toMatchObject({
      nominalDate: '2018-12-09',
    });
  });

  it('only names the unverified 180 days after 18 for a claim accrued before 2001-10-01', () => {
    const { item, warnings } = noticeFor('ME', { incidentDate: '2001-06-12', clientDateOfBirth: '1991-03-15' });
    expect(item).toMatchObject({ nominalDate: '2001-12-09' });
    expect(item.minorRule).toBeUndefined();
    expect(warnings).toContain(
      'Me. Rev. Stat. tit. 14, § 8107(2) (as amended by P.L. 2001, c. 249) may give a client who was a minor at the ' +
        'incident until 2009-09-11 to give notice (180 days after the client comes of age (2009-09-11)); unverified, ' +
        'not applied: the notice is counted from the incident (2001-12-09).',
    );
  });
});

describe('Indiana (Ind. Code § 34-13-3-9)', () => {
  it('never moves the notice on the unverified provision: a warning names it', () => {
    const { item, warnings } = noticeFor('IN', { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item).toMatchObject({ nominalDate: '2024-12-09' });
    expect(item.clockStartedOn).toBeUndefined();
    expect(warnings).toContain('Ind. Code § 34-13-3-9 may give a client who was a minor at the incident until 2032-09-11');
    expect(warnings).toContain('unverified, not applied');
  });

  it('says what was read of Hicks (2010) and what was not', () => {
    const { item } = noticeFor('IN', { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' });
    expect(item.notice?.minorRule?.note).toContain('City of Indianapolis v. Hicks');
    expect(item.notice?.minorRule?.verified).toBe(false);
  });
});
