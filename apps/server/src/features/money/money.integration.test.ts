import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_OVERPAID_MESSAGE } from '@casecast/domain';
import { sql } from 'kysely';
import { listSettledCaseSources } from '../predictions/repository.js';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';

type Json = Record<string, unknown>;
type Item = Json & { id: string };
type HistoryEntry = { entityType: string; entityId: string; action: string; changes: Record<string, { old: unknown; new: unknown }> };

describe.each(databaseTargets())('case money API on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let ownerB: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createCase(payload: Json = {}, session: Session = ownerA): Promise<Item> {
    const response = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Maria Lopez', status: 'open', dateOpened: '2024-03-20', ...payload },
      session,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function post(caseId: string, path: string, payload: Json, session: Session = ownerA): Promise<Item> {
    const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/${path}`, payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function list(caseId: string, path: string): Promise<Item[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/${path}`, session: ownerA });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  }
  async function history(caseId: string): Promise<HistoryEntry[]> {
    return (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: ownerA })).json().items;
  }
  const errorOf = (response: { json: () => { error: { code: string; message: string } } }) => response.json().error;

  /** One valid record of each kind, given the case's provider and party. */
  function samples(providerId: string, partyId: string): Record<string, { create: Json; patch: Json }> {
    return {
      providers: {
        create: {
          name: 'Austin Spine Clinic',
          specialty: 'Orthopedics',
          phone: '512-555-0100',
          recordsStatus: 'requested',
          recordsRequestedOn: '2024-04-01',
          recordsFollowUpOn: '2024-04-15',
        },
        patch: { recordsStatus: 'received', recordsReceivedOn: '2024-04-10' },
      },
      'medical-bills': {
        create: {
          providerId,
          serviceFrom: '2024-03-21',
          serviceTo: '2024-04-30',
          cptCodes: ['99213', '97110-59'],
          billed: 4200.5,
          paid: 1000.25,
          adjusted: 200.1,
          payer: 'health_insurance',
        },
        patch: { paid: 1500 },
      },
      'lost-wages': {
        create: { employer: 'H-E-B', rate: 22.5, rateUnit: 'hour', periodFrom: '2024-03-21', periodTo: '2024-04-20', amount: 3600 },
        patch: { amount: 3780.4 },
      },
      policies: {
        create: {
          partyId,
          carrier: 'GEICO',
          kind: 'bodily_injury',
          perPersonLimit: 30000,
          perAccidentLimit: 60000,
          claimNumber: 'CL-1',
          adjusterName: 'Sam Adjuster',
          adjusterEmail: 'sam@geico.test',
          policyLimitsRequestedOn: '2024-04-02',
        },
        patch: { policyLimitsResponse: 'Limits confirmed 30/60' },
      },
      negotiations: {
        create: { date: '2024-06-01', kind: 'demand', amount: 30000, from: 'Firm', to: 'GEICO', note: 'Policy-limits demand' },
        patch: { note: 'Policy-limits demand, 30 days' },
      },
      expenses: {
        create: { date: '2024-04-05', payee: 'Travis County Clerk', description: 'Records fee', amount: 45.75, reimbursable: true },
        patch: { reimbursable: false },
      },
      liens: {
        create: { holder: 'Blue Cross', kind: 'erisa', asserted: 1000.25 },
        patch: { negotiated: 800, status: 'negotiating', reductionRequested: true },
      },
    };
  }

  it('adds, lists, changes and removes each kind of record, each change in the case history', async () => {
    const created = await createCase();
    const provider = await post(created.id, 'providers', { name: 'First Provider' });
    const party = await post(created.id, 'parties', { role: 'defendant', name: 'Dan Driver' });
    for (const [path, sample] of Object.entries(samples(provider.id, party.id))) {
      const item = await post(created.id, path, sample.create);
      expect(item, path).toMatchObject({ ...sample.create, caseId: created.id });
      expect(
        (await list(created.id, path)).map((entry) => entry.id),
        path,
      ).toContain(item.id);
      const patched = await call(t, {
        method: 'PATCH',
        url: `/api/cases/${created.id}/${path}/${item.id}`,
        payload: sample.patch,
        session: ownerA,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json(), path).toMatchObject({ ...sample.create, ...sample.patch });
      const removed = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}/${path}/${item.id}`, session: ownerA });
      expect(removed.statusCode, removed.body).toBe(204);
      expect(
        (await list(created.id, path)).map((entry) => entry.id),
        path,
      ).not.toContain(item.id);
      const again = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}/${path}/${item.id}`, session: ownerA });
      expect(again.statusCode, path).toBe(404);
      const entries = (await history(created.id)).filter((entry) => entry.entityId === item.id);
      expect(
        entries.map((entry) => entry.action),
        path,
      ).toEqual(['delete', 'update', 'create']);
      expect(Object.keys(entries[1]!.changes).sort(), path).toEqual(
        Object.keys(sample.patch)
          .filter((key) => JSON.stringify(sample.patch[key]) !== JSON.stringify(sample.create[key]))
          .sort(),
      );
    }
    const billEntry = (await history(created.id)).find((entry) => entry.entityType === 'medical_bill' && entry.action === 'update');
    expect(billEntry?.changes).toEqual({ paid: { old: 1000.25, new: 1500 } });
  });

  it('computes a bill balance and the financial totals to the cent', async () => {
    const created = await createCase();
    const provider = await post(created.id, 'providers', { name: 'ER' });
    const bills = [
      { billed: 0.1, paid: 0.05, adjusted: 0.02 },
      { billed: 0.2, paid: 0, adjusted: 0.01 },
      { billed: 12_345.67, paid: 10_000.01, adjusted: 345.66 },
    ];
    const stored = [];
    for (const bill of bills)
      stored.push(await post(created.id, 'medical-bills', { providerId: provider.id, serviceFrom: '2024-03-21', ...bill }));
    expect(stored.map((bill) => bill.balance)).toEqual([0.03, 0.19, 2000]);
    await post(created.id, 'lost-wages', { employer: 'A', amount: 0.1 });
    await post(created.id, 'lost-wages', { employer: 'B', amount: 0.2 });
    await post(created.id, 'expenses', { date: '2024-04-01', payee: 'Clerk', amount: 350.1 });
    await post(created.id, 'expenses', { date: '2024-04-02', payee: 'Courier', amount: 49.9, reimbursable: false });
    await post(created.id, 'liens', {
      holder: 'Medicare',
      kind: 'medicare',
      asserted: 5000,
      negotiated: 4000.5,
      final: 3999.99,
      status: 'final',
    });
    await post(created.id, 'liens', { holder: 'Hospital', kind: 'hospital', asserted: 100.01 });
    await post(created.id, 'liens', { holder: 'Waived', kind: 'provider', asserted: 900, status: 'waived' });
    await post(created.id, 'negotiations', { date: '2024-06-01', kind: 'demand', amount: 90_000 });
    await post(created.id, 'negotiations', { date: '2024-07-01', kind: 'offer', amount: 20_000 });
    await post(created.id, 'negotiations', { date: '2024-06-15', kind: 'offer', amount: 15_000 });
    const response = await call(t, { method: 'GET', url: `/api/cases/${created.id}/financials`, session: ownerA });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      medical: { billed: 12_345.97, paid: 10_000.06, adjusted: 345.69, outstanding: 2000.22 },
      lostWages: 0.3,
      expenses: 400,
      reimbursableExpenses: 350.1,
      liens: 4100,
      lastDemand: { id: expect.any(String), date: '2024-06-01', amount: 90_000 },
      lastOffer: { id: expect.any(String), date: '2024-07-01', amount: 20_000 },
    });
    const empty = await call(t, { method: 'GET', url: `/api/cases/${(await createCase()).id}/financials`, session: ownerA });
    expect(empty.json()).toMatchObject({
      medical: { billed: 0, paid: 0, adjusted: 0, outstanding: 0 },
      lostWages: 0,
      liens: 0,
      lastDemand: null,
      lastOffer: null,
    });
  });

  it('refuses bad amounts with a 400 naming the field', async () => {
    const created = await createCase();
    const provider = await post(created.id, 'providers', { name: 'ER' });
    const bill = { providerId: provider.id, serviceFrom: '2024-03-21', billed: 100 };
    const cases: Array<[string, Json, string]> = [
      ['medical-bills', { ...bill, billed: -1 }, 'billed'],
      ['medical-bills', { ...bill, paid: 10.005 }, 'paid'],
      ['medical-bills', { ...bill, adjusted: '5' }, 'adjusted'],
      ['lost-wages', { employer: 'A', amount: 1_000_000_000_000 }, 'amount'],
      ['expenses', { date: '2024-04-01', payee: 'Clerk', amount: -0.01 }, 'amount'],
      ['liens', { holder: 'X', kind: 'other', asserted: 1.999 }, 'asserted'],
      ['negotiations', { date: '2024-04-01', kind: 'offer', amount: null }, 'amount'],
      ['policies', { partyId: 'x', carrier: 'X', kind: 'um', perPersonLimit: -5 }, 'perPersonLimit'],
    ];
    for (const [path, payload, field] of cases) {
      const response = await call(t, { method: 'POST', url: `/api/cases/${created.id}/${path}`, payload, session: ownerA });
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(errorOf(response).message.toLowerCase(), path).toContain(field.toLowerCase());
    }
    // JSON has no Infinity, but 1e400 parses to it.
    const infinite = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/expenses`,
      payload: '{"date":"2024-04-01","payee":"Clerk","amount":1e400}',
      headers: { 'content-type': 'application/json' },
      session: ownerA,
    });
    expect(infinite.statusCode, infinite.body).toBe(400);
    expect(errorOf(infinite).message.toLowerCase()).toContain('amount');
    const overpaid = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/medical-bills`,
      payload: { ...bill, paid: 80, adjusted: 20.01 },
      session: ownerA,
    });
    expect(overpaid.statusCode).toBe(400);
    expect(errorOf(overpaid).message).toMatch(/cannot exceed the billed amount/);
    // The field at fault is named, as a schema validation error names it, so the form shows it under that field.
    expect(overpaid.json().error.issues).toEqual([{ path: 'paid', message: BILL_OVERPAID_MESSAGE }]);
    const stored = await post(created.id, 'medical-bills', bill);
    const overpaidLater = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/medical-bills/${stored.id}`,
      payload: { paid: 100.01 },
      session: ownerA,
    });
    expect(overpaidLater.statusCode).toBe(400);
    expect(overpaidLater.json().error.issues).toEqual([{ path: 'paid', message: BILL_OVERPAID_MESSAGE }]);
    const missingProvider = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/medical-bills/${stored.id}`,
      payload: { providerId: 'no-such-provider' },
      session: ownerA,
    });
    expect(missingProvider.statusCode).toBe(400);
    expect(missingProvider.json().error.issues).toEqual([{ path: 'providerId', message: 'Provider not found on this case' }]);
    const fee = await call(t, {
      method: 'PUT',
      url: `/api/cases/${created.id}/fee-agreement`,
      payload: { percent: 133, basis: 'gross' },
      session: ownerA,
    });
    expect(fee.statusCode).toBe(400);
    expect(errorOf(fee).message.toLowerCase()).toContain('percent');
    expect(await list(created.id, 'medical-bills')).toHaveLength(1);
  });

  it('refuses a negative, non-finite or sub-cent value of every amount of every money endpoint, on create and on change, with a 400 naming the field', async () => {
    const created = await createCase();
    const provider = await post(created.id, 'providers', { name: 'ER' });
    const party = await post(created.id, 'parties', { role: 'defendant', name: 'Dan Driver' });
    const endpoints: Array<[string, Json, string[]]> = [
      ['medical-bills', { providerId: provider.id, serviceFrom: '2024-03-21', billed: 100 }, ['billed', 'paid', 'adjusted']],
      ['lost-wages', { employer: 'Acme', amount: 100 }, ['rate', 'amount']],
      ['policies', { partyId: party.id, carrier: 'GEICO', kind: 'bodily_injury' }, ['perPersonLimit', 'perAccidentLimit']],
      ['negotiations', { date: '2024-04-01', kind: 'offer', amount: 100 }, ['amount']],
      ['expenses', { date: '2024-04-01', payee: 'Clerk', amount: 100 }, ['amount']],
      ['liens', { holder: 'Medicare', kind: 'medicare', asserted: 100 }, ['asserted', 'negotiated', 'final']],
    ];
    // Written into the JSON text as is: 1e400 is what JSON.parse turns into Infinity.
    const bad = ['-1', '1e400', '12.345'];
    const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, body: Json, field: string, value: string) =>
      call(t, {
        method,
        url,
        payload: JSON.stringify({ ...body, [field]: '__amount__' }).replace('"__amount__"', value),
        headers: { 'content-type': 'application/json' },
        session: ownerA,
      });
    for (const [path, base, fields] of endpoints) {
      const stored = await post(created.id, path, base);
      for (const field of fields) {
        for (const value of bad) {
          for (const [method, url] of [
            ['POST', `/api/cases/${created.id}/${path}`],
            ['PATCH', `/api/cases/${created.id}/${path}/${stored.id}`],
          ] as const) {
            const response = await send(method, url, method === 'POST' ? base : {}, field, value);
            expect(response.statusCode, `${method} ${path} ${field}=${value}: ${response.body}`).toBe(400);
            expect(errorOf(response).message.toLowerCase(), `${method} ${path} ${field}=${value}`).toContain(field.toLowerCase());
          }
        }
      }
      expect(await list(created.id, path)).toHaveLength(1);
    }
    // The case's own money: the settlement amount (with Settled) and the property damage estimate.
    for (const value of bad) {
      const settled = await send(
        'PATCH',
        `/api/cases/${created.id}`,
        { status: 'settled', dateClosed: '2024-09-01' },
        'actualSettlement',
        value,
      );
      expect(settled.statusCode, `actualSettlement=${value}: ${settled.body}`).toBe(400);
      expect(errorOf(settled).message.toLowerCase()).toMatch(/settlement/);
      const damage = await send('PATCH', `/api/cases/${created.id}`, {}, 'propertyDamageAmount', value);
      expect(damage.statusCode, `propertyDamageAmount=${value}: ${damage.body}`).toBe(400);
      expect(errorOf(damage).message.toLowerCase()).toMatch(/property ?damage/);
    }
  });

  it("refuses a bill of another case's provider and a policy of another case's party, and keeps a provider that has bills", async () => {
    const first = await createCase();
    const second = await createCase({ clientName: 'Other Client' });
    const provider = await post(first.id, 'providers', { name: 'ER' });
    const party = await post(first.id, 'parties', { role: 'defendant', name: 'Dan Driver' });
    const bill = await call(t, {
      method: 'POST',
      url: `/api/cases/${second.id}/medical-bills`,
      payload: { providerId: provider.id, serviceFrom: '2024-03-21', billed: 10 },
      session: ownerA,
    });
    expect(bill.statusCode).toBe(400);
    expect(errorOf(bill).message).toContain('providerId');
    const policy = await call(t, {
      method: 'POST',
      url: `/api/cases/${second.id}/policies`,
      payload: { partyId: party.id, carrier: 'GEICO', kind: 'bodily_injury' },
      session: ownerA,
    });
    expect(policy.statusCode).toBe(400);
    expect(errorOf(policy).message).toContain('partyId');
    const document = await call(t, {
      method: 'POST',
      url: `/api/cases/${first.id}/negotiations`,
      payload: { date: '2024-06-01', kind: 'demand', amount: 1, documentId: 'no-such-document' },
      session: ownerA,
    });
    expect(document.statusCode).toBe(400);
    expect(errorOf(document).message).toContain('documentId');

    const stored = await post(first.id, 'medical-bills', { providerId: provider.id, serviceFrom: '2024-03-21', billed: 10 });
    const moved = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${first.id}/medical-bills/${stored.id}`,
      payload: { providerId: 'another' },
      session: ownerA,
    });
    expect(moved.statusCode).toBe(400);
    const removeProvider = await call(t, { method: 'DELETE', url: `/api/cases/${first.id}/providers/${provider.id}`, session: ownerA });
    expect(removeProvider.statusCode).toBe(409);
    expect(errorOf(removeProvider).message).toBe('This provider has 1 medical bill: remove it first');
    expect(await list(first.id, 'providers')).toHaveLength(1);
  });

  it('keeps one fee agreement per case, an exact third or a percentage, each change in the history', async () => {
    const created = await createCase();
    const url = `/api/cases/${created.id}/fee-agreement`;
    expect((await call(t, { method: 'GET', url, session: ownerA })).json()).toEqual({ feeAgreement: null, signed: null });
    const first = await call(t, {
      method: 'PUT',
      url,
      payload: { percent: 'one_third', litigationPercent: 40, basis: 'gross' },
      session: ownerA,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ caseId: created.id, percent: 'one_third', litigationPercent: 40, basis: 'gross', notes: null });
    const second = await call(t, { method: 'PUT', url, payload: { percent: 33.33, basis: 'net' }, session: ownerA });
    expect(second.json()).toMatchObject({ percent: 33.33, litigationPercent: null, basis: 'net' });
    expect((await call(t, { method: 'GET', url, session: ownerA })).json().feeAgreement).toMatchObject({ percent: 33.33, basis: 'net' });
    const entries = (await history(created.id)).filter((entry) => entry.entityType === 'fee_agreement');
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]!.changes).toEqual({
      percent: { old: 'one_third', new: 33.33 },
      litigationPercent: { old: 40, new: null },
      basis: { old: 'gross', new: 'net' },
    });
  });

  it('asks a settled case for its amount and date closed, on the case and on the status', async () => {
    const created = await createCase();
    const both = 'A settled case needs the settlement amount (actualSettlement) and the date closed (dateClosed)';
    for (const [url, payload] of [
      [`/api/cases/${created.id}/status`, { status: 'settled' }],
      [`/api/cases/${created.id}`, { status: 'Settled' }],
      [`/api/cases/${created.id}`, { status: 'settled', actualSettlement: 40_000 }],
      [`/api/cases/${created.id}`, { status: 'settled', dateClosed: '2024-09-01' }],
    ] as const) {
      const response = await call(t, { method: 'PATCH', url, payload, session: ownerA });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message).toBe(both);
    }
    expect((await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA })).json().phase).toBe('intake');
    // The amount and date already on the case count.
    const facts = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}`,
      payload: { actualSettlement: 40_000, dateClosed: '2024-09-01' },
      session: ownerA,
    });
    expect(facts.statusCode, facts.body).toBe(200);
    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/status`,
      payload: { status: 'settled' },
      session: ownerA,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'settled', actualSettlement: 40_000, dateClosed: '2024-09-01' });
    const cleared = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}`,
      payload: { actualSettlement: null },
      session: ownerA,
    });
    expect(cleared.statusCode).toBe(400);
    const other = await createCase();
    const inOne = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${other.id}`,
      payload: { status: 'settled', actualSettlement: 0, dateClosed: '2024-09-01' },
      session: ownerA,
    });
    expect(inOne.statusCode, inOne.body).toBe(200);
  });

  it("gives each offer the chance of beating it from the case's latest prediction, and caps the recovery at the policies' limits", async () => {
    const created = await createCase({ insuranceLimits: 1_000_000 });
    const defendant = await post(created.id, 'parties', { role: 'defendant', name: 'Dan Driver' });
    const client = await post(created.id, 'parties', { role: 'client', name: 'Maria Lopez' });
    await post(created.id, 'negotiations', { date: '2024-06-01', kind: 'demand', amount: 100_000 });
    await post(created.id, 'negotiations', { date: '2024-06-20', kind: 'offer', amount: 50_000 });
    await post(created.id, 'negotiations', { date: '2024-07-01', kind: 'offer', amount: 20_000 });
    expect((await list(created.id, 'negotiations')).map((entry) => entry.chanceOfBeatingOffer)).toEqual([null, null, null]);

    await post(created.id, 'policies', {
      partyId: defendant.id,
      carrier: 'GEICO',
      kind: 'bodily_injury',
      perPersonLimit: 30_000,
      perAccidentLimit: 60_000,
    });
    await post(created.id, 'policies', { partyId: client.id, carrier: 'State Farm', kind: 'uim', perPersonLimit: 25_000 });
    await post(created.id, 'policies', { partyId: client.id, carrier: 'Blue Cross', kind: 'health', perPersonLimit: 900_000 });
    const prediction = {
      predictions: { ensemble: 50_000 },
      confidence_intervals: { ensemble: { lower: 20_000, upper: 200_000 } },
      key_factors: [],
      model_version: 'external-1',
      timestamp: '2024-07-02T10:00:00Z',
    };
    const saved = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/predictions/external`,
      payload: prediction,
      session: ownerA,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Known coverage is 30,000 (bodily injury) + 25,000 (UIM), not the case's 1,000,000 nor the health plan.
    expect(saved.json().expected_recovery).toMatchObject({ mean: 50_000, upper: 55_000 });

    const entries = await list(created.id, 'negotiations');
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['demand', 100_000],
      ['offer', 50_000],
      ['offer', 20_000],
    ]);
    expect(entries[0]!.chanceOfBeatingOffer).toBeNull();
    expect(entries[1]!.chanceOfBeatingOffer).toBeCloseTo(0.5, 4);
    expect(entries[2]!.chanceOfBeatingOffer).toBeCloseTo(0.975, 4);

    const detail = await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA });
    const negotiationEvents = detail.json().timeline.filter((event: { category: string }) => event.category === 'negotiation');
    expect(
      negotiationEvents.map((event: { title: string; date: string; description: string }) => [event.title, event.date, event.description]),
    ).toEqual([
      ['Demand Sent', '2024-06-01', '$100,000'],
      ['Offer Received', '2024-06-20', '$50,000'],
      ['Offer Received', '2024-07-01', '$20,000'],
    ]);
  });

  it("hides a firm's money records from another firm", async () => {
    const created = await createCase();
    const provider = await post(created.id, 'providers', { name: 'ER' });
    const party = await post(created.id, 'parties', { role: 'defendant', name: 'Dan Driver' });
    const all = samples(provider.id, party.id);
    const requests: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: unknown }> = [
      { method: 'GET', url: `/api/cases/${created.id}/financials` },
      { method: 'GET', url: `/api/cases/${created.id}/fee-agreement` },
      { method: 'PUT', url: `/api/cases/${created.id}/fee-agreement`, payload: { percent: 40, basis: 'gross' } },
    ];
    for (const [path, sample] of Object.entries(all)) {
      const item = await post(created.id, path, sample.create);
      requests.push(
        { method: 'GET', url: `/api/cases/${created.id}/${path}` },
        { method: 'POST', url: `/api/cases/${created.id}/${path}`, payload: sample.create },
        { method: 'PATCH', url: `/api/cases/${created.id}/${path}/${item.id}`, payload: sample.patch },
        { method: 'DELETE', url: `/api/cases/${created.id}/${path}/${item.id}` },
      );
    }
    await expectHiddenFromOtherFirm(t, { outsider: ownerB, requests });
    for (const path of Object.keys(all)) expect(await list(created.id, path), path).toHaveLength(path === 'providers' ? 2 : 1);
    expect(
      (await call(t, { method: 'GET', url: `/api/cases/${created.id}/fee-agreement`, session: ownerA })).json().feeAgreement,
    ).toBeNull();
  });

  it("removes a party's policies with the party, each recorded in the case history", async () => {
    const created = await createCase();
    const party = await post(created.id, 'parties', { role: 'defendant', name: 'Dan Driver' });
    const policy = await post(created.id, 'policies', {
      partyId: party.id,
      carrier: 'GEICO',
      kind: 'bodily_injury',
      perPersonLimit: 30_000,
    });
    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}/parties/${party.id}`, session: ownerA });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await list(created.id, 'policies')).toEqual([]);
    const entry = (await history(created.id)).find((candidate) => candidate.entityId === policy.id && candidate.action === 'delete');
    expect(entry?.changes).toMatchObject({ carrier: { old: 'GEICO', new: null }, perPersonLimit: { old: 30_000, new: null } });
  });

  it("trains on a settled case's billed total as its medical costs, its lost-wage entries as its lost wages, and keeps its last offer before it closed", async () => {
    const created = await createCase({ medicalCosts: 5000, lostWages: 900 });
    await post(created.id, 'lost-wages', { employer: 'A', amount: 1200.5 });
    await post(created.id, 'lost-wages', { employer: 'B', amount: 799.5 });
    const provider = await post(created.id, 'providers', { name: 'ER' });
    await post(created.id, 'medical-bills', { providerId: provider.id, serviceFrom: '2024-03-21', billed: 7000.1 });
    await post(created.id, 'medical-bills', { providerId: provider.id, serviceFrom: '2024-03-22', billed: 0.2 });
    await post(created.id, 'negotiations', { date: '2024-07-01', kind: 'offer', amount: 20_000 });
    await post(created.id, 'negotiations', { date: '2024-08-01', kind: 'offer', amount: 35_000 });
    await post(created.id, 'negotiations', { date: '2024-08-15', kind: 'demand', amount: 50_000 });
    await post(created.id, 'negotiations', { date: '2024-12-01', kind: 'offer', amount: 99_000 });
    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}`,
      payload: { status: 'settled', actualSettlement: 40_000, dateClosed: '2024-09-01' },
      session: ownerA,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const plain = await createCase({ clientName: 'No Bills', medicalCosts: 5000, lostWages: 900 });
    await call(t, {
      method: 'PATCH',
      url: `/api/cases/${plain.id}`,
      payload: { status: 'settled', actualSettlement: 10_000, dateClosed: '2024-09-01' },
      session: ownerA,
    });

    const db = t.runtime.database.db;
    const { rows } = await sql<{ firm_id: string }>`SELECT firm_id FROM legal_case WHERE id = ${created.id}`.execute(db);
    const examples = await listSettledCaseSources(db, rows[0]!.firm_id, 1000);
    const withBills = examples.find((example) => example.source.id === created.id);
    expect(withBills).toMatchObject({ amount: 40_000, lastOffer: 35_000, source: { medicalCosts: 7000.3, lostWages: 2000 } });
    expect(examples.find((example) => example.source.id === plain.id)).toMatchObject({
      amount: 10_000,
      lastOffer: null,
      source: { medicalCosts: 5000, lostWages: 900 },
    });
  });

  it('removes the money records with their case', async () => {
    const created = await createCase();
    const provider = await post(created.id, 'providers', { name: 'ER' });
    await post(created.id, 'medical-bills', { providerId: provider.id, serviceFrom: '2024-03-21', billed: 10 });
    await call(t, {
      method: 'PUT',
      url: `/api/cases/${created.id}/fee-agreement`,
      payload: { percent: 40, basis: 'gross' },
      session: ownerA,
    });
    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}`, session: ownerA });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call(t, { method: 'GET', url: `/api/cases/${created.id}/medical-bills`, session: ownerA })).statusCode).toBe(404);
  });
  it('a time-limited demand keeps a deadline for its expiry: made, moved, removed with it, and refused on an offer', async () => {
    const created = await createCase();
    const deadlines = async () =>
      (await call(t, { method: 'GET', url: `/api/cases/${created.id}/deadlines`, session: ownerA }))
        .json<{ items: Array<{ id: string; kind: string; title: string; dueDate: string }> }>()
        .items.filter((item) => item.kind === 'custom');
    const demand = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/negotiations`,
      payload: { date: '2026-05-01', kind: 'demand', amount: 100_000, to: 'GEICO', expiresOn: '2026-05-31' },
      session: ownerA,
    });
    expect(demand.statusCode, demand.body).toBe(201);
    expect(demand.json()).toMatchObject({ expiresOn: '2026-05-31' });
    expect(await deadlines()).toMatchObject([{ title: 'Time-limited demand expires ($100,000 to GEICO)', dueDate: '2026-05-31' }]);

    const moved = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/negotiations/${demand.json().id}`,
      payload: { expiresOn: '2026-06-15' },
      headers: { 'if-match': String(demand.headers.etag) },
      session: ownerA,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await deadlines()).map((item) => item.dueDate)).toEqual(['2026-06-15']);

    const offer = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/negotiations`,
      payload: { date: '2026-05-10', kind: 'offer', amount: 20_000, expiresOn: '2026-06-01' },
      session: ownerA,
    });
    expect(offer.statusCode).toBe(400);
    expect(errorOf(offer).message).toBe('Only a demand can expire (expiresOn)');
    const early = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/negotiations/${demand.json().id}`,
      payload: { expiresOn: '2026-04-01' },
      headers: { 'if-match': String(moved.headers.etag) },
      session: ownerA,
    });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe('A demand cannot expire before the day it was made (expiresOn)');
    expect((await deadlines()).map((item) => item.dueDate)).toEqual(['2026-06-15']);

    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}/negotiations/${demand.json().id}`, session: ownerA });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await deadlines()).toEqual([]);
    const entries = await history(created.id);
    expect(entries.filter((entry) => entry.entityType === 'deadline').map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'delete']),
    );
  });
});
