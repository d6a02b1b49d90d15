import type { MoneyAnalytics } from '@casecast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Json = Record<string, unknown>;

describe.each(databaseTargets())('money analytics on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let other: Session;

  async function post(path: string, payload: Json, session: Session = owner): Promise<string> {
    const response = await call(t, { method: 'POST', url: path, payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function newCase(clientName: string, caseType: string, session: Session = owner): Promise<string> {
    return post('/api/cases', { clientName, caseType, status: 'open', dateOpened: '2024-06-01' }, session);
  }
  async function settle(caseId: string, actualSettlement: number, dateClosed: string, session: Session = owner): Promise<void> {
    const response = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      payload: { status: 'settled', actualSettlement, dateClosed },
      session,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  async function bill(caseId: string, billed: number, paid: number, session: Session = owner): Promise<void> {
    const provider = await post(`/api/cases/${caseId}/providers`, { name: 'Clinic' }, session);
    await post(
      `/api/cases/${caseId}/medical-bills`,
      { providerId: provider, serviceFrom: '2024-06-02', billed, paid, adjusted: 0, payer: 'health_insurance' },
      session,
    );
  }
  async function money(search = '', session: Session = owner): Promise<MoneyAnalytics> {
    const response = await call(t, {
      method: 'GET',
      url: `/api/analytics${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      session,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ money: MoneyAnalytics }>().money;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Mia Owner', company: 'Money Analytics Firm' });
    other = await registerAndSignIn(t, { name: 'Noah Other', company: 'Other Firm' });

    // A: motor vehicle, $30,000 on $10,000 billed (3×), a third of the gross, $500 costs, $4,000 unpaid.
    const a = await newCase('Alpha Client', 'motor_vehicle');
    await bill(a, 10_000, 6_000);
    await call(t, {
      method: 'PUT',
      url: `/api/cases/${a}/fee-agreement`,
      payload: { percent: 'one_third', basis: 'gross' },
      session: owner,
    });
    await post(`/api/cases/${a}/expenses`, { date: '2024-07-01', payee: 'Records', amount: 500, reimbursable: true });
    await post(`/api/cases/${a}/negotiations`, { date: '2025-01-01', kind: 'demand', amount: 60_000 });
    await post(`/api/cases/${a}/negotiations`, { date: '2025-02-01', kind: 'demand', amount: 45_000 });
    await settle(a, 30_000, '2025-03-02');

    // B: motor vehicle, $20,000 on $4,000 billed (5×), 40% of the net after $1,000 costs, bills paid.
    const b = await newCase('Beta Client', 'motor_vehicle');
    await bill(b, 4_000, 4_000);
    await call(t, { method: 'PUT', url: `/api/cases/${b}/fee-agreement`, payload: { percent: 40, basis: 'net' }, session: owner });
    await post(`/api/cases/${b}/expenses`, { date: '2024-07-01', payee: 'Expert', amount: 1_000, reimbursable: true });
    await post(`/api/cases/${b}/negotiations`, { date: '2025-05-01', kind: 'demand', amount: 30_000 });
    await settle(b, 20_000, '2025-05-31');

    // C: premises, settled without bills or a fee agreement; D: open with bills. Neither counts.
    const c = await newCase('Gamma Client', 'premises');
    await settle(c, 9_000, '2025-06-01');
    const d = await newCase('Delta Client', 'motor_vehicle');
    await bill(d, 50_000, 0);
    await post(`/api/cases/${d}/negotiations`, { date: '2025-01-01', kind: 'demand', amount: 200_000 });

    // Another firm's settled case with bills never shows here.
    const foreign = await newCase('Foreign Client', 'motor_vehicle', other);
    await bill(foreign, 1_000, 0, other);
    await settle(foreign, 100_000, '2025-01-01', other);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the specials-to-settlement multiple by case type over settled cases with bills', async () => {
    const result = await money();
    expect(result.specialsMultiples).toEqual([
      { caseType: 'Motor vehicle', cases: 2, settlementTotal: 50_000, billedTotal: 14_000, multiple: 3.57, averageMultiple: 4 },
    ]);
  });

  it('averages the statement’s fee and net to client over settled cases with a fee agreement', async () => {
    // A: fee 10,000.00, net 30,000 − 10,000 − 500 − 4,000 = 15,500; B: fee 40% × 19,000 = 7,600, net 20,000 − 7,600 − 1,000 = 11,400.
    expect((await money()).fees).toEqual({ cases: 2, averageFee: 8_800, averageNetToClient: 13_450 });
  });

  it('measures days from the first demand to the settlement', async () => {
    // A: 2025-01-01 → 2025-03-02 is 60 days; B: 2025-05-01 → 2025-05-31 is 30.
    expect((await money()).demandToSettlement).toEqual({ cases: 2, averageDays: 45, medianDays: 45 });
  });

  it('follows the analytics search', async () => {
    const premises = await money('Gamma');
    expect(premises).toEqual({
      specialsMultiples: [],
      fees: { cases: 0, averageFee: null, averageNetToClient: null },
      demandToSettlement: { cases: 0, averageDays: null, medianDays: null },
    });
    expect((await money('Beta')).fees).toEqual({ cases: 1, averageFee: 7_600, averageNetToClient: 11_400 });
  });

  it('shows another firm only its own cases', async () => {
    const result = await money('', other);
    expect(result.specialsMultiples).toEqual([
      { caseType: 'Motor vehicle', cases: 1, settlementTotal: 100_000, billedTotal: 1_000, multiple: 100, averageMultiple: 100 },
    ]);
    expect(result.fees.cases).toBe(0);
  });
});
