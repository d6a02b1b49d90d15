// Tests for the structural settlement model and the comparative-fault rules.

import { describe, expect, it } from 'vitest';
import { STATES } from './reference/states.js';
import type { ValuationInput } from './valuation.js';
import { computeMultiplier, computeRecoverableShare, isPermanentInjury, isSurgicalInjury, valueCase } from './valuation.js';

const base: ValuationInput = {
  caseType: 'auto',
  jurisdiction: 'OH',
  liability: 1,
  insuranceLimits: 100_000,
  medicalCosts: 10_000,
  lostWages: 2_200,
  worstSeverity: 'moderate',
  permanent: false,
  surgical: false,
  injections: false,
  hasTreatmentGap: false,
  longestTreatmentDays: 90,
};

describe('computeRecoverableShare', () => {
  it('bars any recovery in contributory states unless the defendant is fully at fault', () => {
    expect(computeRecoverableShare(0.95, 'contributory')).toBe(0);
    expect(computeRecoverableShare(0.5, 'contributory')).toBe(0);
    expect(computeRecoverableShare(1, 'contributory')).toBe(1);
  });

  it('bars modified-50 plaintiffs at half fault but lets modified-51 plaintiffs recover half', () => {
    expect(computeRecoverableShare(0.5, 'modified-50')).toBe(0);
    expect(computeRecoverableShare(0.55, 'modified-50')).toBe(0.55);
    expect(computeRecoverableShare(0.5, 'modified-51')).toBe(0.5);
    expect(computeRecoverableShare(0.45, 'modified-51')).toBe(0);
  });

  it('reduces but never bars recovery under pure comparative fault', () => {
    expect(computeRecoverableShare(0.1, 'pure')).toBe(0.1);
  });
});

describe('state fault rules', () => {
  it('lists exactly the five contributory-negligence jurisdictions', () => {
    const contributory = STATES.filter((s) => s.faultRule === 'contributory')
      .map((s) => s.code)
      .sort();
    expect(contributory).toEqual(['AL', 'DC', 'MD', 'NC', 'VA']);
  });

  it('matches the facts file examples', () => {
    const rule = (code: string) => STATES.find((s) => s.code === code)?.faultRule;
    expect([rule('CA'), rule('NY')]).toEqual(['pure', 'pure']);
    expect([rule('TX'), rule('PA'), rule('IL')]).toEqual(['modified-51', 'modified-51', 'modified-51']);
    expect([rule('CO'), rule('GA')]).toEqual(['modified-50', 'modified-50']);
    expect(rule('FL')).toBe('modified-51');
  });
});

describe('valueCase', () => {
  it('values specials times one plus the multiplier, plus lost wages', () => {
    const v = valueCase(base);
    expect(v.multiplier).toBe(2.5);
    expect(v.damages).toBe(10_000 * 3.5 + 2_200);
    expect(v.expected).toBeCloseTo(v.damages * 0.95, 6);
  });

  it('adds the lost wages as entered, whatever the days missed', () => {
    expect(valueCase({ ...base, lostWages: 9_000 }).damages - valueCase(base).damages).toBe(6_800);
  });

  it('raises the multiplier for permanency, surgery and injections but caps it at 5', () => {
    expect(computeMultiplier({ ...base, permanent: true })).toBe(3.5);
    expect(computeMultiplier({ ...base, permanent: true, surgical: true, injections: true })).toBe(5);
    expect(computeMultiplier({ ...base, worstSeverity: 'severe', permanent: true, surgical: true, longestTreatmentDays: 200 })).toBe(5.5);
  });

  it('lowers the value after a treatment gap', () => {
    expect(valueCase({ ...base, hasTreatmentGap: true }).expected).toBeLessThan(valueCase(base).expected);
  });

  it('holds the expectation to the policy limit', () => {
    expect(valueCase({ ...base, medicalCosts: 200_000, insuranceLimits: 25_000 }).expected).toBe(25_000);
  });

  it('gives zero in a contributory state with shared fault', () => {
    expect(valueCase({ ...base, jurisdiction: 'VA', liability: 0.9 }).expected).toBe(0);
  });
});

describe('derived injury rules', () => {
  it('reads permanency and surgery from the text the way the spec describes', () => {
    expect(isPermanentInjury({ severity: 'mild', description: 'Herniated disc' })).toBe(true);
    expect(isPermanentInjury({ severity: 'severe', description: 'Sprain' })).toBe(true);
    expect(isPermanentInjury({ severity: 'moderate', description: 'Sprain of the neck' })).toBe(false);
    expect(isSurgicalInjury({ description: 'treated with surgery' })).toBe(true);
    expect(isSurgicalInjury({ description: 'physical therapy only' })).toBe(false);
  });
});
