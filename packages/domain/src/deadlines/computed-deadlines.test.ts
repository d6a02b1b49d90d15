import { describe, expect, it } from 'vitest';
import { caseCreateSchema, caseUpdateSchema } from '../cases/case-schemas.js';
import { claimTypeForCaseType } from './case-facts.js';
import { governmentClaimOf, planComputedDeadlines, reconcileComputedDeadlines, type StoredComputedDeadline } from './computed-deadlines.js';
import { deadlineUpdateSchema } from './deadline-schemas.js';

describe('claimTypeForCaseType', () => {
  it.each([
    ['medical_malpractice', 'medical_malpractice'],
    ['Medical Malpractice', 'medical_malpractice'],
    ['product liability', 'product_liability'],
    ['Products-Liability', 'product_liability'],
    ['wrongful death', 'wrongful_death'],
    ['motor_vehicle', 'general_injury'],
    ['personal_injury', 'general_injury'],
    ['Slip and fall', 'general_injury'],
    [null, 'general_injury'],
  ])('reads %s as %s', (caseType, claimType) => {
    expect(claimTypeForCaseType(caseType)).toBe(claimType);
  });
});

describe('governmentClaimOf', () => {
  it('takes the earliest filing and the earliest denial entered on the state and local government defendants', () => {
    const claim = governmentClaimOf([
      { claimFiledOn: '2025-02-10', claimDeniedOn: null },
      { claimFiledOn: '2025-01-15', claimDeniedOn: '2025-06-02' },
      { claimFiledOn: null, claimDeniedOn: '2025-07-01' },
    ]);
    expect(claim).toEqual({ presentedOn: '2025-01-15', deniedOn: '2025-06-02' });
    expect(governmentClaimOf([{ claimFiledOn: null, claimDeniedOn: null }])).toEqual({ presentedOn: null, deniedOn: null });
    expect(governmentClaimOf([])).toBeNull();
  });

  it('gives Wyoming its suit date a year after the claim was presented', () => {
    const facts = {
      state: 'WY',
      incidentDate: '2024-03-12',
      clientDateOfBirth: null,
      caseType: 'motor_vehicle',
      defendantKinds: ['government'] as const,
    };
    const plan = planComputedDeadlines({
      ...facts,
      governmentClaim: governmentClaimOf([{ claimFiledOn: '2025-01-15', claimDeniedOn: null }]),
    });
    expect(plan.items.find((item) => item.computedKey === 'sol_government')).toMatchObject({ dueDate: '2026-01-15' });
  });
});

describe('the case state field', () => {
  const base = { clientName: 'Ann', status: 'open', dateOpened: '2024-01-01' };
  it('takes a USPS code in any case, clears on empty, and refuses anything else', () => {
    expect(caseCreateSchema.parse({ ...base, state: ' tx ' }).state).toBe('TX');
    expect(caseUpdateSchema.parse({ state: '' }).state).toBeNull();
    expect(caseUpdateSchema.parse({}).state).toBeUndefined();
    for (const state of ['ZZ', 'Texas', 'US', 42]) {
      const result = caseUpdateSchema.safeParse({ state });
      expect(result.success, String(state)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['state']);
    }
  });
});

describe('planComputedDeadlines', () => {
  const facts = { state: 'TX', incidentDate: '2024-03-12', clientDateOfBirth: null, caseType: 'personal_injury', defendantKinds: [] };
  it('gives the statute of limitations with its rule, and the notice of claim for a government defendant', () => {
    expect(planComputedDeadlines(facts).items).toEqual([
      expect.objectContaining({
        computedKey: 'sol',
        dueDate: '2026-03-12',
        rule: expect.objectContaining({ citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', verified: true }),
      }),
    ]);
    const newYork = planComputedDeadlines({ ...facts, state: 'NY', defendantKinds: ['government'] });
    expect(newYork.items.map((item) => item.computedKey)).toEqual(['notice_of_claim', 'sol_government', 'sol']);
    expect(newYork.items[0]?.rule).toMatchObject({ citation: 'N.Y. Gen. Mun. Law § 50-e(1)(a)', period: { days: 90 } });
  });
  it('gives a case with property damage the property claim its own period (Virginia: 2 years for the injury, 5 for the car)', () => {
    const virginia = { ...facts, state: 'VA', caseType: 'motor_vehicle', propertyDamage: true };
    const plan = planComputedDeadlines(virginia);
    expect(plan.items.map((item) => [item.computedKey, item.title, item.dueDate, item.rule.citation])).toEqual([
      ['sol', 'Statute of limitations', '2026-03-12', 'Va. Code Ann. § 8.01-243(A)'],
      ['sol_property_damage', 'Statute of limitations (property damage)', '2029-03-12', 'Va. Code Ann. § 8.01-243(B)'],
    ]);
    expect(plan.items[1]?.rule).toMatchObject({ claimType: 'property_damage', verified: true });
    // No property damage recorded: no property date.
    expect(planComputedDeadlines({ ...virginia, propertyDamage: false }).items.map((item) => item.computedKey)).toEqual(['sol']);
  });

  it("uses a motor vehicle case's own property row (Wisconsin: 3 years, not 6), and a government's own periods once", () => {
    const wisconsin = { ...facts, state: 'WI', incidentDate: '2024-03-12', propertyDamage: true };
    const dates = (caseType: string) =>
      planComputedDeadlines({ ...wisconsin, caseType }).items.find((item) => item.computedKey === 'sol_property_damage')?.dueDate;
    expect(dates('motor_vehicle')).toBe('2027-03-12');
    expect(dates('premises_liability')).toBe('2030-03-12');
    const newYork = planComputedDeadlines({ ...facts, state: 'NY', propertyDamage: true, defendantKinds: ['government'] });
    expect(newYork.items.map((item) => item.computedKey)).toEqual(['notice_of_claim', 'sol_government', 'sol', 'sol_property_damage']);
  });

  it('gives a case against the United States alone only the FTCA dates, for the car as for the injury', () => {
    const postalTruck = { ...facts, state: 'VA', caseType: 'motor_vehicle', propertyDamage: true, defendantKinds: [] };
    const federal = planComputedDeadlines({ ...postalTruck, federalDefendants: [{ claimDeniedOn: null }] });
    expect(federal.items.map((item) => item.computedKey)).toEqual(['ftca_claim']);
    expect(federal.warnings.filter((warning) => warning.startsWith('Every defendant entered is the United States'))).toEqual([
      expect.stringContaining('Va. Code Ann. § 8.01-243(A) (2026-03-12)'),
      expect.stringContaining('Va. Code Ann. § 8.01-243(B) (2029-03-12)'),
    ]);
    // With the driver's employer sued too, both Virginia periods are back.
    const withContractor = planComputedDeadlines({
      ...postalTruck,
      defendantKinds: ['business'],
      federalDefendants: [{ claimDeniedOn: null }],
    });
    expect(withContractor.items.map((item) => item.computedKey)).toEqual(['ftca_claim', 'sol', 'sol_property_damage']);
  });

  it("keeps a notice read in its statute verified beside a suit period left unverified (Wisconsin's § 893.82(3))", () => {
    const plan = planComputedDeadlines({
      ...facts,
      state: 'WI',
      incidentDate: '2024-03-12',
      defendantKinds: ['government'],
      governmentLevels: ['state'],
    });
    const notice = plan.items.find((item) => item.computedKey === 'notice_of_claim_state');
    expect(notice?.rule).toMatchObject({ citation: 'Wis. Stat. § 893.82(3)', verified: true, verifiedOn: '2026-11-29' });
    // The State's suit period repeats the general 3 years (unverified for the State): given once, with a warning.
    expect(plan.items.map((item) => item.computedKey)).not.toContain('sol_government_state');
    expect(plan.warnings.join('\n')).toContain('against the State too; that it governs that claim is not verified');
  });

  it('says so where no property damage row is on file (Alabama), and gives no date for it', () => {
    const alabama = planComputedDeadlines({ ...facts, state: 'AL', caseType: 'motor_vehicle', propertyDamage: true });
    expect(alabama.items.map((item) => item.computedKey)).toEqual(['sol']);
    expect(alabama.warnings).toContain('Property damage: No property damage rule on file for AL: check the statute by hand.');
  });

  it('says why there is no date without a state', () => {
    expect(planComputedDeadlines({ ...facts, state: null })).toEqual({
      items: [],
      unknownReason: 'Statute of limitations unknown — enter the state and incident date',
      warnings: [],
    });
  });
});

describe('reconcileComputedDeadlines', () => {
  const [texas] = planComputedDeadlines({
    state: 'TX',
    incidentDate: '2024-03-12',
    clientDateOfBirth: null,
    caseType: null,
    defendantKinds: [],
  }).items;
  const stored = (overrides: Partial<StoredComputedDeadline>): StoredComputedDeadline => ({
    id: 'd1',
    computedKey: 'sol',
    dueDate: '2025-01-01',
    status: 'open',
    overrideReason: null,
    ...overrides,
  });

  it('adds what is missing, moves open dates and removes what the facts no longer give', () => {
    expect(reconcileComputedDeadlines([], [texas!])).toEqual({ insert: [texas], update: [], remove: [] });
    expect(reconcileComputedDeadlines([stored({})], [texas!])).toEqual({
      insert: [],
      update: [{ id: 'd1', next: texas, dueDateChanged: true }],
      remove: [],
    });
    expect(reconcileComputedDeadlines([stored({ dueDate: '2026-03-12' })], [texas!]).update[0]?.dueDateChanged).toBe(false);
    expect(reconcileComputedDeadlines([stored({ computedKey: 'notice_of_claim' })], [])).toEqual({
      insert: [],
      update: [],
      remove: ['d1'],
    });
  });

  it('never touches an overridden, met or dismissed deadline, nor adds one beside it', () => {
    for (const row of [stored({ overrideReason: 'Tolling agreement' }), stored({ status: 'met' }), stored({ status: 'dismissed' })]) {
      expect(reconcileComputedDeadlines([row], [texas!])).toEqual({ insert: [], update: [], remove: [] });
      expect(reconcileComputedDeadlines([row], [])).toEqual({ insert: [], update: [], remove: [] });
    }
  });
});

describe('deadlineUpdateSchema', () => {
  it('refuses an empty change and a reason without a date', () => {
    expect(deadlineUpdateSchema.safeParse({}).success).toBe(false);
    expect(deadlineUpdateSchema.safeParse({ overrideReason: 'Tolling' }).error?.issues[0]?.path).toEqual(['dueDate']);
    expect(deadlineUpdateSchema.parse({ dueDate: '2026-01-09', overrideReason: ' Tolling ' })).toEqual({
      dueDate: '2026-01-09',
      overrideReason: 'Tolling',
    });
  });
});
