// Tests for whole firm histories: determinism, case consistency, published marginals and attorney-skill recovery.

import { describe, expect, it } from 'vitest';
import { computeMean, measureFirmMarginals, measureSkillRecovery } from './calibration.js';
import { generateFirm } from './generate-firm.js';
import { BODY_REGIONS } from './reference/injuries.js';
import { findState } from './reference/states.js';
import { isPermanentInjury, isSurgicalInjury } from './valuation.js';

const PHASES = ['intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed'];
const firm = generateFirm({ seed: 1 });
// A large history observed long after its last opening, so no case is still open (uncensored durations).
const big = generateFirm({ seed: 2, caseCount: 6_000, attorneyCount: 20, endDate: '2025-06-30', asOf: '2040-01-01' });

describe('generateFirm', () => {
  it('defaults to 300 cases and 8 attorneys with plausible hidden skill', () => {
    expect(firm.cases).toHaveLength(300);
    expect(firm.attorneys).toHaveLength(8);
    expect(firm.firmName.length).toBeGreaterThan(3);
    for (const a of firm.attorneys) {
      expect(a.skill).toBeGreaterThan(0.6);
      expect(a.skill).toBeLessThan(1.6);
    }
    expect(new Set(firm.cases.map((c) => c.clientName)).size).toBeGreaterThan(250);
  });

  it('is identical for the same seed and different for another seed', () => {
    expect(generateFirm({ seed: 1 })).toEqual(firm);
    expect(generateFirm({ seed: 3 }).cases[0]).not.toEqual(firm.cases[0]);
  });

  it('keeps each case internally consistent', () => {
    for (const c of firm.cases) {
      expect(PHASES).toContain(c.phase);
      expect(c.incidentDate <= c.dateOpened).toBe(true);
      expect(c.dateOpened <= firm.asOf).toBe(true);
      expect(c.medicalCosts).toBe(c.treatments.reduce((s, t) => s + t.cost, 0));
      expect(findState(c.jurisdiction)?.faultRule).toBe(c.faultRule);
      expect(c.liability).toBeGreaterThan(0);
      expect(c.liability).toBeLessThanOrEqual(1);
      const injuryIds = new Set(c.injuries.map((i) => i.id));
      for (const t of c.treatments) {
        expect(injuryIds.has(t.injuryId)).toBe(true);
        expect(t.startDate <= t.endDate).toBe(true);
        expect(t.endDate <= firm.asOf).toBe(true);
      }
      if (c.outcome === null) {
        expect(['intake', 'treating', 'demand', 'negotiation', 'litigation']).toContain(c.phase);
        expect(c.dateClosed).toBeNull();
        expect(c.actualSettlement).toBeNull();
      } else {
        expect(c.dateClosed !== null && c.dateClosed >= c.dateOpened && c.dateClosed <= firm.asOf).toBe(true);
        expect(c.actualSettlement).not.toBeNull();
      }
    }
    // The most recent cases are still open.
    expect(firm.cases.slice(-20).filter((c) => c.outcome === null).length).toBeGreaterThan(10);
  });

  it('writes injury texts from which the spec rules read one body region, permanency and surgery', () => {
    for (const c of big.cases.slice(0, 2_000)) {
      const surgicalCare = new Set(c.treatments.filter((t) => t.type === 'surgical').map((t) => t.injuryId));
      for (const inj of c.injuries) {
        const text = `${inj.name} ${inj.description}`.toLowerCase();
        expect(BODY_REGIONS.filter((r) => text.includes(r))).toEqual([inj.bodyRegion]);
        if (isSurgicalInjury(inj)) expect(inj.description).toMatch(/surgery/);
        expect(surgicalCare.has(inj.id) ? isSurgicalInjury(inj) : true).toBe(true);
        if (inj.category === 'fracture' || inj.severity === 'severe') expect(isPermanentInjury(inj)).toBe(true);
        if (inj.category === 'sprain_strain' && inj.severity === 'mild') expect(isPermanentInjury(inj)).toBe(false);
      }
    }
  });

  it('flags a treatment gap when care pauses for more than 7 days', () => {
    for (const c of big.cases.slice(0, 1_000)) expect(c.hasTreatmentGap).toBe(c.treatmentGapDays > 7);
    const share = big.cases.filter((c) => c.hasTreatmentGap).length / big.cases.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.45);
  });

  it('gives zero recovery in contributory states below full defendant fault', () => {
    const barred = big.cases.filter((c) => c.faultRule === 'contributory' && c.liability < 1);
    expect(barred.length).toBeGreaterThan(5);
    for (const c of barred) {
      expect(c.actualSettlement).toBe(0);
      expect(c.outcome).toBe('dismissed');
    }
    for (const c of big.cases.filter((x) => x.faultRule === 'modified-50' && x.liability <= 0.5)) expect(c.actualSettlement).toBe(0);
  });

  it('matches the published case mix, injury mix, carrier shares and durations', () => {
    const m = measureFirmMarginals(big);
    expect(m.autoShare).toBeGreaterThan(0.57); // BJS 1992: 60%
    expect(m.autoShare).toBeLessThan(0.63);
    expect(m.sprainShareOfAutoInjuries).toBeGreaterThan(0.75); // IRC 1992: 83%
    expect(m.sprainShareOfAutoInjuries).toBeLessThan(0.9);
    expect(m.medianMonthsOpenToClose).toBeGreaterThanOrEqual(14); // BJS 14 months .. Australian 22
    expect(m.medianMonthsOpenToClose).toBeLessThanOrEqual(22);
    expect(m.meanMonthsOpenToClose).toBeGreaterThan(15); // BJS: average about 19 months
    expect(m.meanMonthsOpenToClose).toBeLessThan(24);
    expect(m.verdictShare).toBeGreaterThan(0.02); // BJS: 3-4% of dispositions
    expect(m.verdictShare).toBeLessThan(0.06);
    expect(m.settledShare).toBeGreaterThan(0.7); // BJS: about 75% settled or voluntarily dismissed
    expect(m.settledShare).toBeLessThan(0.9);
    expect(m.carrierShares['State Farm']).toBeGreaterThan(0.14); // 16-18% of premiums
    expect(m.carrierShares['State Farm']).toBeLessThan(0.2);
    expect(m.carrierShares['GEICO']).toBeGreaterThan(0.11); // 13.5%
    expect(m.carrierShares['GEICO']).toBeLessThan(0.16);
    expect(m.carrierShares['Allstate']).toBeGreaterThan(0.07); // 9%
    expect(m.carrierShares['Allstate']).toBeLessThan(0.11);
  });

  it('holds settlements to the policy limit except for rare excess', () => {
    const m = measureFirmMarginals(big);
    expect(m.aboveLimitShare).toBeLessThan(0.02);
    expect(m.atLimitShare).toBeGreaterThan(0.05);
  });

  it('lets attorney skill be recovered from actual versus structural expectation', () => {
    // Seed 1 is one draw; across seeds 1-100, 92% reach 0.8 (README), so the mean over ten is checked too.
    expect(measureSkillRecovery(firm)).toBeGreaterThanOrEqual(0.8);
    const rhos = Array.from({ length: 10 }, (_, i) => measureSkillRecovery(generateFirm({ seed: 100 + i })));
    expect(computeMean(rhos)).toBeGreaterThanOrEqual(0.8);
  });
});
