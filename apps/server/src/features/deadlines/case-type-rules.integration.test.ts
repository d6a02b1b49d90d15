// A limitation row limited to some case types (Colorado's 3 years for motor vehicle injuries, Colo. Rev. Stat.
// § 13-80-101(1)(n)) through the API: the case's type picks the row, a change of type moves the date, and the rules
// page counts each row's cases apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Deadline = { title: string; dueDate: string; rule: { citation: string; caseTypes?: string[] } | null };
type RuleRow = { ruleId: string; claimType: string; caseTypes: string[] | null; periodText: string; citation: string; caseCount: number };

describe.each(databaseTargets())('rows limited to case types on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let carCaseId: string;
  let fallCaseId: string;

  const base = { status: 'open', dateOpened: '2024-03-20', state: 'CO', incidentDate: '2024-03-12' };
  const create = async (session: Session, payload: Record<string, unknown>) => {
    const created = await call(t, { method: 'POST', url: '/api/cases', payload: { ...base, ...payload }, session });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  };
  const statuteOfLimitations = async (caseId: string) => {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Deadline[] }>().items.find((item) => item.title === 'Statute of limitations')!;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Cora Owner', company: 'Denver Injury Law' });
    other = await registerAndSignIn(t, { name: 'Olive Owner', company: 'Other Firm' });
    carCaseId = await create(owner, { clientName: 'Rae Driver', caseType: 'motor_vehicle' });
    fallCaseId = await create(owner, { clientName: 'Sol Walker', caseType: 'premises' });
    await create(other, { clientName: 'Ty Rider', caseType: 'motorcycle' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a Colorado motor vehicle case 3 years and a premises case 2 years, each with its citation', async () => {
    const car = await statuteOfLimitations(carCaseId);
    expect(car).toMatchObject({ dueDate: '2027-03-12' });
    expect(car.rule).toMatchObject({
      citation: 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)',
      caseTypes: ['motor_vehicle', 'truck', 'motorcycle'],
    });
    const fall = await statuteOfLimitations(fallCaseId);
    expect(fall).toMatchObject({ dueDate: '2026-03-12' });
    expect(fall.rule?.citation).toBe('Colo. Rev. Stat. § 13-80-102(1)(a)');
  });

  it("counts each row's cases apart on the rules page, for the firm's own cases only", async () => {
    const response = await call(t, { method: 'GET', url: '/api/rules', session: owner });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ items: RuleRow[] }>().items.map(({ ruleId, caseTypes, periodText, citation, caseCount }) => ({
      ruleId,
      caseTypes,
      periodText,
      citation,
      caseCount,
    }));
    expect(rows).toEqual([
      {
        ruleId: 'CO/general_injury/2000-01-01',
        caseTypes: null,
        periodText: '2 years',
        citation: 'Colo. Rev. Stat. § 13-80-102(1)(a)',
        caseCount: 1,
      },
      {
        ruleId: 'CO/general_injury/2000-01-01/motor_vehicle+truck+motorcycle',
        caseTypes: ['motor_vehicle', 'truck', 'motorcycle'],
        periodText: '3 years',
        citation: 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)',
        caseCount: 1,
      },
    ]);
  });

  it('moves the date when the case type changes', async () => {
    const patched = await call(t, { method: 'PATCH', url: `/api/cases/${fallCaseId}`, payload: { caseType: 'truck' }, session: owner });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await statuteOfLimitations(fallCaseId)).toMatchObject({ dueDate: '2027-03-12' });
    const rules = (await call(t, { method: 'GET', url: '/api/rules', session: owner })).json<{ items: RuleRow[] }>().items;
    expect(rules.map((row) => [row.ruleId, row.caseCount])).toEqual([['CO/general_injury/2000-01-01/motor_vehicle+truck+motorcycle', 2]]);
  });
});
