import { describe, expect, it } from 'vitest';
import { computeExpectedRecovery, type RecoveryFacts } from './expected-recovery.js';

const VALUE = { mean: 100_000, lower: 40_000, upper: 250_000 };

function facts(overrides: Partial<RecoveryFacts>): RecoveryFacts {
  return {
    state: 'CA',
    liability: 1,
    insuranceLimits: null,
    incidentDate: '2025-01-15',
    filingDate: null,
    asOf: '2026-11-23',
    ...overrides,
  };
}

describe('computeExpectedRecovery: comparative fault', () => {
  it('reduces by the client share under a pure rule (CA), on the mean and both ends of the range', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'CA', liability: 0.7 }));
    expect(result).toMatchObject({ mean: 70_000, lower: 28_000, upper: 175_000 });
    expect(result.adjustments).toEqual([
      expect.objectContaining({
        kind: 'comparative_fault',
        amount: 30_000,
        citation: expect.stringContaining('Li v. Yellow Cab'),
        rule: expect.objectContaining({ jurisdiction: 'CA', doctrine: 'pure_comparative', verified: true }),
      }),
    ]);
  });

  it('lets a Texas client recover at 50% fault and bars them at 51% (51% bar)', () => {
    expect(computeExpectedRecovery(VALUE, facts({ state: 'TX', liability: 0.5 })).mean).toBe(50_000);
    const barred = computeExpectedRecovery(VALUE, facts({ state: 'TX', liability: 0.49 }));
    expect(barred).toMatchObject({ mean: 0, lower: 0, upper: 0 });
    expect(barred.adjustments[0]).toMatchObject({ kind: 'comparative_fault', amount: 100_000, label: expect.stringContaining('barred') });
  });

  it('recovers at 49% and is barred at 50% in a 50%-bar state (Colorado)', () => {
    expect(computeExpectedRecovery(VALUE, facts({ state: 'CO', liability: 0.51 })).mean).toBe(51_000);
    expect(computeExpectedRecovery(VALUE, facts({ state: 'CO', liability: 0.5 })).mean).toBe(0);
  });

  it('bars any client fault under contributory negligence (Maryland), and not a fault-free client', () => {
    const barred = computeExpectedRecovery(VALUE, facts({ state: 'MD', liability: 0.9 }));
    expect(barred).toMatchObject({ mean: 0, lower: 0, upper: 0 });
    expect(barred.adjustments[0]!.citation).toContain('Harrison v. Montgomery County');
    expect(computeExpectedRecovery(VALUE, facts({ state: 'MD', liability: 1 })).mean).toBe(100_000);
  });

  it('rounds to the cent and the adjustment adds back to the value exactly', () => {
    const value = { mean: 33_333.33, lower: 10_000.01, upper: 99_999.99 };
    const result = computeExpectedRecovery(value, facts({ state: 'NY', liability: 0.75 }));
    // 33,333.33 × 0.75 = 24,999.9975: half up to the cent, and the reduction is the rest.
    expect(result.mean).toBe(25_000);
    expect(result.adjustments[0]!.amount).toBe(8_333.33);
    expect(Math.round((result.mean! + result.adjustments[0]!.amount!) * 100)).toBe(3_333_333);
  });

  it("gives no single figure under South Dakota's slight/gross rule between no fault and an equal share", () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'SD', liability: 0.8 }));
    // Barred if a jury finds 20% more than slight, reduced by 20% if slight: the range holds both, the mean neither.
    expect(result).toMatchObject({ mean: null, lower: 0, upper: 200_000 });
    expect(result.adjustments).toEqual([
      expect.objectContaining({
        kind: 'comparative_fault',
        amount: null,
        label: 'Client 20% at fault in SD (slight/gross negligence, barred unless the fault is slight): no single figure',
        rule: expect.objectContaining({ doctrine: 'slight_gross', verified: true }),
      }),
    ]);
    expect(result.notes[0]).toBe(
      "No single figure: South Dakota bars recovery unless the client's fault is slight in comparison with the defendant's, which a jury decides without a percentage (S.D. Codified Laws § 20-9-2). At 20% at fault the client recovers $0.00 if the fault is found more than slight, or $80,000.00 if it is slight.",
    );
    // No fault: the whole value; an equal share is never slight: barred, a figure again.
    expect(computeExpectedRecovery(VALUE, facts({ state: 'SD', liability: 1 }))).toMatchObject({ mean: 100_000, upper: 250_000 });
    expect(computeExpectedRecovery(VALUE, facts({ state: 'SD', liability: 0.5 }))).toMatchObject({ mean: 0, lower: 0, upper: 0 });
  });

  it('caps the slight/gross outcome that recovers at the policy limits, and names the capped figure', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'SD', liability: 0.9, insuranceLimits: 50_000 }));
    expect(result).toMatchObject({ mean: null, lower: 0, upper: 50_000 });
    expect(result.adjustments.map((adjustment) => [adjustment.kind, adjustment.amount])).toEqual([
      ['comparative_fault', null],
      ['policy_limits', 40_000],
    ]);
    expect(result.notes[0]).toContain('or $50,000.00 if it is slight.');
  });

  it("keeps Michigan's figure up to 50% and gives none above it, where only economic damages are awarded", () => {
    expect(computeExpectedRecovery(VALUE, facts({ state: 'MI', liability: 0.5 }))).toMatchObject({ mean: 50_000, lower: 20_000 });
    const above = computeExpectedRecovery(VALUE, facts({ state: 'MI', liability: 0.4 }));
    expect(above).toMatchObject({ mean: null, lower: 0, upper: 100_000 });
    expect(above.adjustments[0]).toMatchObject({ amount: null, rule: expect.objectContaining({ verified: false }) });
    expect(above.notes[0]).toBe(
      "No single figure: above 50% at fault Michigan awards only economic damages, reduced by the client's share (Mich. Comp. Laws § 600.2959). At 60% at fault the client recovers between $0.00 and $40,000.00, by how much of the value is economic loss; split the damages by hand.",
    );
    expect(above.notes).toContainEqual(expect.stringContaining('The MI fault rule is unverified'));
  });

  it('never applies a default fault share when liability is not entered', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'TX', liability: null }));
    expect(result.mean).toBe(100_000);
    expect(result.adjustments).toEqual([]);
    expect(result.notes).toContain("No liability entered: the client's share of fault is unknown, so comparative fault is not applied.");
  });

  it('applies no fault rule without a state, and says so', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: null, liability: 0.7 }));
    expect(result.mean).toBe(100_000);
    expect(result.adjustments).toEqual([]);
    expect(result.notes).toContain('No state entered: comparative fault is not applied.');
  });

  it('applies an unverified rule but marks it (Maine)', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'ME', liability: 0.8 }));
    expect(result.mean).toBe(80_000);
    expect(result.adjustments[0]!.rule).toMatchObject({ jurisdiction: 'ME', verified: false, verified_on: null });
    expect(result.notes.some((note) => note.startsWith('The ME fault rule is unverified'))).toBe(true);
  });

  it('uses the rule in force for the dates of the case (Florida after HB 837, unfiled)', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'FL', liability: 0.4 }));
    expect(result.mean).toBe(0);
    expect(result.adjustments[0]!.rule).toMatchObject({ doctrine: 'modified_51' });
  });
});

describe('computeExpectedRecovery: known coverage', () => {
  it('caps the recovery at policy limits below the value, with the excess as the adjustment and a note', () => {
    const result = computeExpectedRecovery(VALUE, facts({ state: 'TX', liability: 0.7, insuranceLimits: 25_000 }));
    expect(result).toMatchObject({ mean: 25_000, lower: 25_000, upper: 25_000 });
    expect(result.adjustments.map((adjustment) => [adjustment.kind, adjustment.amount])).toEqual([
      ['comparative_fault', 30_000],
      ['policy_limits', 45_000],
    ]);
    expect(result.notes).toContain('Value exceeds known coverage by $45,000.00');
  });

  it('leaves a value below the limits alone (only the upper end is capped)', () => {
    const result = computeExpectedRecovery(VALUE, facts({ liability: null, insuranceLimits: 1_000_000 }));
    expect(result).toMatchObject({ mean: 100_000, lower: 40_000, upper: 250_000 });
    expect(result.adjustments).toEqual([]);
    const partly = computeExpectedRecovery(VALUE, facts({ liability: null, insuranceLimits: 150_000.5 }));
    expect(partly).toMatchObject({ mean: 100_000, upper: 150_000.5 });
    expect(partly.adjustments).toEqual([expect.objectContaining({ kind: 'policy_limits', amount: 0 })]);
  });

  it("says the cap is the case's own figure when no policy gives it", () => {
    const [cap] = computeExpectedRecovery(VALUE, facts({ liability: null, insuranceLimits: 25_000 })).adjustments;
    expect(cap).toMatchObject({
      label: 'Capped at known coverage of $25,000.00',
      citation: 'Policy limits entered on the case: $25,000.00',
    });
  });

  it("names the policies the cap came from: the defendants' bodily-injury limits plus the client's UM/UIM", () => {
    const coverage = [
      { kind: 'bodily_injury', partyRole: 'defendant', carrier: 'Acme Mutual', perPersonLimit: 50_000 },
      { kind: 'uim', partyRole: 'client', carrier: 'GEICO', perPersonLimit: 25_000 },
    ];
    const [cap] = computeExpectedRecovery(VALUE, facts({ liability: null, insuranceLimits: 75_000, coverage })).adjustments;
    expect(cap).toMatchObject({
      kind: 'policy_limits',
      amount: 25_000,
      label: "Capped at known coverage of $75,000.00: the defendants' bodily-injury limits plus the client's UM/UIM limits",
      citation:
        "Per-person limits of the case's policies: Acme Mutual (defendant's bodily injury) $50,000.00 + GEICO (client's UIM) $25,000.00",
    });
    const defendantOnly = computeExpectedRecovery(
      VALUE,
      facts({ liability: null, insuranceLimits: 50_000, coverage: coverage.slice(0, 1) }),
    ).adjustments[0];
    expect(defendantOnly?.label).toBe("Capped at known coverage of $50,000.00: the defendants' bodily-injury limits");
  });

  it('does not cap without limits entered, and says so', () => {
    const result = computeExpectedRecovery(VALUE, facts({ insuranceLimits: null }));
    expect(result.upper).toBe(250_000);
    expect(result.notes).toContain('No policy limits entered: recovery is not capped.');
  });
});
