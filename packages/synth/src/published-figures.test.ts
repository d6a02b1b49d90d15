import { describe, expect, it } from 'vitest';
import { ISO_AVERAGE_BI_CLAIM_2023, computeMean, computeMedian, measureSpecialsMultipliers } from './calibration.js';
import { generateFirm } from './generate-firm.js';
import type { SynthCase } from './types.js';

// Several firms (each takes most cases in its home state), observed long after the last opening: no case is open.
const cases: SynthCase[] = [0, 1, 2, 3].flatMap(
  (k) => generateFirm({ seed: 500 + k, caseCount: 4000, endDate: '2025-06-30', asOf: '2045-01-01' }).cases,
);

describe('the synthetic cases reproduce the published figures (shared research, settlement-facts.md)', () => {
  it('values general damages at medical specials x 1.5-5, rising with severity', () => {
    const bySeverity = measureSpecialsMultipliers(cases, 'severity');
    // Nolo's 1.5-5 by severity; medians carry the venue, noise and attorney skill around the method's own figure.
    expect(bySeverity.mild!.median).toBeGreaterThan(1.5 * 0.85);
    expect(bySeverity.mild!.median).toBeLessThan(2);
    expect(bySeverity.moderate!.median).toBeGreaterThan(2);
    expect(bySeverity.moderate!.median).toBeLessThan(3.5);
    expect(bySeverity.severe!.median).toBeGreaterThan(3.5);
    expect(bySeverity.severe!.median).toBeLessThan(5 * 1.1);
    expect(bySeverity.mild!.median).toBeLessThan(bySeverity.moderate!.median);
    expect(bySeverity.moderate!.median).toBeLessThan(bySeverity.severe!.median);
  });

  it('values objective injuries (disc, fracture, tear) above sprains, and never below their specials', () => {
    const byInjury = measureSpecialsMultipliers(cases, 'injury');
    for (const objective of ['disc_injury', 'fracture', 'tear']) {
      expect(byInjury[objective]!.n).toBeGreaterThan(20);
      // Colossus-type drivers: an objective injury carries permanency; general damages well above the specials.
      expect(byInjury[objective]!.median).toBeGreaterThan(3);
      expect(byInjury[objective]!.median).toBeGreaterThan(byInjury.sprain_strain!.median);
    }
    expect(byInjury.sprain_strain!.median).toBeGreaterThan(1.5);
    expect(byInjury.sprain_strain!.median).toBeLessThan(3);
  });

  it('values injections above conservative care and surgery above injections, within the method (above 5 only when exceptional)', () => {
    const byTreatment = measureSpecialsMultipliers(cases, 'treatment');
    expect(byTreatment.injection!.median).toBeGreaterThan(byTreatment.conservative!.median);
    expect(byTreatment.surgery!.median).toBeGreaterThan(byTreatment.injection!.median);
    expect(byTreatment.surgery!.median).toBeLessThan(6);
  });

  it('settles represented auto claims at or above the average auto bodily-injury claim paid (ISO via III, 2023)', () => {
    const auto = cases
      .filter((c) => c.caseType === 'auto' && c.outcome === 'settled' && (c.actualSettlement ?? 0) > 0)
      .map((c) => c.actualSettlement!);
    // Represented claimants recover more than the all-claimant average (IRC: 3.5x the economic loss), same order.
    expect(computeMean(auto) / ISO_AVERAGE_BI_CLAIM_2023).toBeGreaterThanOrEqual(1);
    expect(computeMean(auto) / ISO_AVERAGE_BI_CLAIM_2023).toBeLessThan(2);
    expect(computeMedian(auto) / ISO_AVERAGE_BI_CLAIM_2023).toBeGreaterThan(0.5);
    expect(computeMedian(auto) / ISO_AVERAGE_BI_CLAIM_2023).toBeLessThan(1.5);
  });
});
