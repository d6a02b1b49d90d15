// Rows limited to some case types (issue 29): Colorado's 3 years for injuries arising out of the use or operation of a
// motor vehicle (Colo. Rev. Stat. § 13-80-101(1)(n)) beside its 2-year general period (§ 13-80-102(1)(a)).
import { describe, expect, it } from 'vitest';
import { planComputedDeadlines } from '../deadlines/computed-deadlines.js';
import { LIMITATION_RULES, MOTOR_VEHICLE_CASE_TYPES } from './limitation-rules.js';
import { computeDeadlines, findLimitationRule } from './limitations.js';
import { limitationRuleId, ruleRowRef } from './rule-versions.js';

const today = '2026-11-27';

function coloradoDate(caseType: string | null) {
  const result = computeDeadlines({ jurisdiction: 'CO', claimType: 'general_injury', caseType, incidentDate: '2024-03-12', today });
  const item = result.items.find((entry) => entry.kind === 'statute_of_limitations');
  return { item, result };
}

describe('Colorado motor vehicle cases (Colo. Rev. Stat. § 13-80-101(1)(n))', () => {
  it.each(MOTOR_VEHICLE_CASE_TYPES)('gives a %s case 3 years from the incident', (caseType) => {
    const { item } = coloradoDate(caseType);
    expect(item).toMatchObject({ nominalDate: '2027-03-12', dueDate: '2027-03-12' });
    expect(item!.rule).toMatchObject({
      citation: 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)',
      verified: true,
      verifiedOn: '2026-11-27',
      caseTypes: MOTOR_VEHICLE_CASE_TYPES,
    });
  });

  it.each(['premises', 'dog_bite', 'workplace', 'other', 'pedestrian', null])('gives a %s case the general 2 years', (caseType) => {
    const { item } = coloradoDate(caseType);
    expect(item).toMatchObject({ nominalDate: '2026-03-12', dueDate: '2026-03-12' });
    expect(item!.rule.citation).toBe('Colo. Rev. Stat. § 13-80-102(1)(a)');
    expect(item!.rule.caseTypes).toBeUndefined();
  });

  it('keeps the notice of claim against a Colorado public entity on a motor vehicle case', () => {
    const result = computeDeadlines({
      jurisdiction: 'CO',
      claimType: 'general_injury',
      caseType: 'motor_vehicle',
      incidentDate: '2024-03-12',
      defendantKinds: ['government'],
      today,
    });
    const notice = result.items.find((entry) => entry.kind === 'notice_of_claim');
    expect(notice).toMatchObject({ nominalDate: '2024-09-10', dueDate: '2024-09-10' });
    expect(notice!.notice!.citation).toBe('Colo. Rev. Stat. § 24-10-109(1)');
  });

  it('leaves a product case to its own row: (n)(II) excludes strict liability and failure to warn', () => {
    const rule = findLimitationRule({
      jurisdiction: 'CO',
      claimType: 'product_liability',
      caseType: 'product_liability',
      accrualDate: '2024-03-12',
    });
    expect(rule).toMatchObject({ citation: 'Colo. Rev. Stat. § 13-80-106', period: { years: 2 } });
  });

  it('changes nothing for a motor vehicle case in a state without such a row (Texas)', () => {
    const result = computeDeadlines({
      jurisdiction: 'TX',
      claimType: 'general_injury',
      caseType: 'motor_vehicle',
      incidentDate: '2024-03-12',
      today,
    });
    expect(result.items[0]!.rule.citation).toBe('Tex. Civ. Prac. & Rem. Code § 16.003(a)');
    expect(result.items[0]!.nominalDate).toBe('2026-03-12');
  });
});

describe("a case's deadlines follow its case type", () => {
  const facts = { state: 'CO', incidentDate: '2024-03-12', clientDateOfBirth: null, defendantKinds: [] } as const;

  it('plans 3 years for a Colorado motor vehicle case and stores the case types with the rule', () => {
    const plan = planComputedDeadlines({ ...facts, caseType: 'motor_vehicle' });
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0]).toMatchObject({ computedKey: 'sol', dueDate: '2027-03-12' });
    expect(plan.items[0]!.rule).toMatchObject({
      citation: 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)',
      caseTypes: ['motor_vehicle', 'truck', 'motorcycle'],
    });
    expect(plan.items[0]!.source.ruleId).toBe('CO/general_injury/2000-01-01/motor_vehicle+truck+motorcycle');
    // The id made from the stored rule is the row's own (the rules page counts cases by it).
    expect(limitationRuleId(plan.items[0]!.rule)).toBe(plan.items[0]!.source.ruleId);
  });

  it("reads an older stored case type ('auto') as motor vehicle, and premises as the general row", () => {
    expect(planComputedDeadlines({ ...facts, caseType: 'auto' }).items[0]!.dueDate).toBe('2027-03-12');
    const premises = planComputedDeadlines({ ...facts, caseType: 'premises' }).items[0]!;
    expect(premises.dueDate).toBe('2026-03-12');
    expect(premises.rule.caseTypes).toBeUndefined();
    expect(premises.source.ruleId).toBe('CO/general_injury/2000-01-01');
  });

  it('gives every row its own id, the case types included', () => {
    const ids = LIMITATION_RULES.map((rule) => ruleRowRef(rule).ruleId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('CO/general_injury/2000-01-01');
    expect(ids).toContain('CO/general_injury/2000-01-01/motor_vehicle+truck+motorcycle');
  });
});
