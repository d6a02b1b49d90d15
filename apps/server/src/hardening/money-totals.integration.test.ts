// Totals near and past 2^53 cents (audit item 4): one record is at most MAX_MONEY_AMOUNT ($999,999,999.99);
// 91 bills and 91 settlements at that maximum answer 200 with totals exact to the cent on the case
// financials, the settlement statement, the firm's analytics and the dashboard; one cent more is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MONEY_AMOUNT } from '@casecast/domain';
import { call, createCase, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

/** 91 × $999,999,999.99, worked out in whole cents with BigInt. */
const NINETY_ONE_AT_MAX = Number((91n * 99_999_999_999n).toString()) / 100;

describe.each(databaseTargets())('money totals at the largest accepted amounts on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Big Owner', company: 'Big Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses one cent over the largest amount with the field named, and creates nothing', async () => {
    const caseId = (await createCase(t, owner, { clientName: 'Max Client' })).id;
    const provider = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/providers`,
      session: owner,
      payload: { name: 'Big Clinic' },
    });
    const providerId = provider.json<{ id: string }>().id;
    const over = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/medical-bills`,
      session: owner,
      payload: { providerId, serviceFrom: '2024-03-02', cptCodes: [], billed: 1_000_000_000 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ error: { message: string } }>().error.message).toBe('Must be at most 999,999,999.99 (billed)');
    const bills = await call(t, { method: 'GET', url: `/api/cases/${caseId}/medical-bills`, session: owner });
    expect(bills.json<{ items: unknown[] }>().items).toEqual([]);
    const settled = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: {
        clientName: 'Too Big',
        status: 'settled',
        dateOpened: '2024-03-01',
        dateClosed: '2024-06-01',
        actualSettlement: 1_000_000_000,
      },
    });
    expect(settled.statusCode).toBe(400);
  });

  it('answers 200 with exact totals for 91 bills and 91 settlements at the largest amount', async () => {
    const caseId = (await createCase(t, owner, { clientName: 'Max Client' })).id;
    const provider = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/providers`,
      session: owner,
      payload: { name: 'Big Clinic' },
    });
    const providerId = provider.json<{ id: string }>().id;
    for (let i = 0; i < 91; i += 1) {
      const bill = await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/medical-bills`,
        session: owner,
        payload: { providerId, serviceFrom: '2024-03-02', cptCodes: [], billed: MAX_MONEY_AMOUNT },
      });
      expect(bill.statusCode, bill.body).toBe(201);
    }
    const financials = await call(t, { method: 'GET', url: `/api/cases/${caseId}/financials`, session: owner });
    expect(financials.statusCode, financials.body).toBe(200);
    expect(financials.json<{ medical: unknown }>().medical).toEqual({
      billed: 90_999_999_999.09,
      paid: 0,
      adjusted: 0,
      outstanding: 90_999_999_999.09,
    });
    expect(NINETY_ONE_AT_MAX).toBe(90_999_999_999.09);

    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      session: owner,
      payload: { status: 'settled', actualSettlement: MAX_MONEY_AMOUNT, dateClosed: '2024-09-01' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const statement = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement`, session: owner });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json()).toMatchObject({
      gross: 999_999_999.99,
      medicalBalances: 90_999_999_999.09,
      netToClient: -89_999_999_999.1,
      shortfall: 89_999_999_999.1,
    });

    for (let i = 0; i < 90; i += 1)
      await createCase(t, owner, {
        clientName: `Settled ${i}`,
        status: 'settled',
        dateClosed: '2024-09-02',
        actualSettlement: MAX_MONEY_AMOUNT,
      });
    const analytics = await call(t, { method: 'GET', url: '/api/analytics', session: owner });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const body = analytics.json<{
      avgSettlement: number;
      settledCases: number;
      settlementsOverTime: Array<{ total: number; count: number }>;
    }>();
    expect(body.settledCases).toBe(91);
    expect(body.avgSettlement).toBe(MAX_MONEY_AMOUNT);
    expect(body.settlementsOverTime).toEqual([expect.objectContaining({ count: 91, total: NINETY_ONE_AT_MAX })]);
    const dashboard = await call(t, { method: 'GET', url: '/api/dashboard', session: owner });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<{ totalSettledValue: number }>().totalSettledValue).toBe(NINETY_ONE_AT_MAX);
  }, 180_000);
});
