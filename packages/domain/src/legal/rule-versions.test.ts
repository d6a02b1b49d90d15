import { describe, expect, it } from 'vitest';
import { COURT_CALENDARS } from './court-calendars.js';
import { LIMITATION_RULES } from './limitation-rules.js';
import type { LimitationRule } from './limitation-types.js';
import { fingerprintLimitationRule, limitationRuleId, needsReverification, rulesVersion } from './rule-versions.js';

const texas = LIMITATION_RULES.find((rule) => rule.jurisdiction === 'TX' && rule.claimType === 'general_injury')!;
const replaced = (next: LimitationRule) => LIMITATION_RULES.map((rule) => (rule === texas ? next : rule));

describe('limitation rule fingerprints', () => {
  it('gives every row its own id', () => {
    const ids = LIMITATION_RULES.map(limitationRuleId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(limitationRuleId(texas)).toBe(`TX/general_injury/${texas.effectiveFrom}`);
  });

  it('changes when a row is corrected, keeping its id', () => {
    const corrected = { ...texas, period: { years: 3 } };
    expect(limitationRuleId(corrected)).toBe(limitationRuleId(texas));
    expect(fingerprintLimitationRule(corrected)).not.toBe(fingerprintLimitationRule(texas));
    expect(fingerprintLimitationRule({ ...texas, citation: `${texas.citation} (amended)` })).not.toBe(fingerprintLimitationRule(texas));
    expect(fingerprintLimitationRule({ ...texas, minorTolling: { ...texas.minorTolling, verified: false } })).not.toBe(
      fingerprintLimitationRule(texas),
    );
  });

  it('stays the same when a row is only verified again, or rebuilt with its keys in another order', () => {
    expect(fingerprintLimitationRule({ ...texas, verifiedOn: '2030-01-01' })).toBe(fingerprintLimitationRule(texas));
    const reordered = Object.fromEntries(Object.entries(texas).reverse()) as LimitationRule;
    expect(fingerprintLimitationRule(reordered)).toBe(fingerprintLimitationRule(texas));
  });

  it('stays the same when only a notice is verified again on a later day, and changes when it is corrected', () => {
    const notice = texas.noticeOfClaim!;
    expect(fingerprintLimitationRule({ ...texas, noticeOfClaim: { ...notice, verifiedOn: '2030-01-01' } })).toBe(
      fingerprintLimitationRule(texas),
    );
    expect(fingerprintLimitationRule({ ...texas, noticeOfClaim: { ...notice, period: { months: 3 } } })).not.toBe(
      fingerprintLimitationRule(texas),
    );
  });

  it('stays the same when only a tolling statute is read again on a later day', () => {
    expect(fingerprintLimitationRule({ ...texas, minorTolling: { ...texas.minorTolling, verifiedOn: '2030-01-01' } })).toBe(
      fingerprintLimitationRule(texas),
    );
  });
});

describe('rulesVersion', () => {
  it('is the same for the same tables and changes with a corrected row, an added row or a court calendar', () => {
    const current = rulesVersion();
    expect(rulesVersion(LIMITATION_RULES, COURT_CALENDARS)).toBe(current);
    expect(rulesVersion(replaced({ ...texas, period: { years: 3 } }))).not.toBe(current);
    expect(rulesVersion([...LIMITATION_RULES, { ...texas, effectiveFrom: '2027-01-01' }])).not.toBe(current);
    const calendars = { ...COURT_CALENDARS, TX: { ...COURT_CALENDARS.TX!, holidays: [] } };
    expect(rulesVersion(LIMITATION_RULES, calendars)).not.toBe(current);
  });
});

describe('needsReverification', () => {
  it('asks for a new verification more than a year after the verified-on date', () => {
    expect(needsReverification('2025-11-27', '2026-11-27')).toBe(false);
    expect(needsReverification('2025-11-26', '2026-11-27')).toBe(true);
    expect(needsReverification('2026-06-01', '2026-11-27')).toBe(false);
  });

  it('never for an unverified row (it has no verified-on date and is flagged as unverified instead)', () => {
    expect(needsReverification(null, '2040-01-01')).toBe(false);
  });
});
