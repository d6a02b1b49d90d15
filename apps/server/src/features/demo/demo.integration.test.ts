import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, signIn, type TestApp } from '../../test/harness.js';
import { DEMO_EMAIL, seedDemoFirm } from './seed-demo-firm.js';

describe.each(databaseTargets())('demo firm on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  // How fast it seeds is measured by `npm run bench startup`, not here.
  it('seeds a synthetic firm once, with a working verified owner login', async () => {
    const first = await seedDemoFirm({ db: t.runtime.database.db, auth: t.runtime.auth, today: '2025-06-30' });
    if (!first.seeded) throw new Error('expected a seed');
    expect(first.email).toBe(DEMO_EMAIL);
    expect(first.caseCount).toBe(300);

    const session = await signIn(t, DEMO_EMAIL, first.password);
    const firm = (await call(t, { method: 'GET', url: '/api/firm', session })).json();
    expect(firm.role).toBe('owner');
    expect(firm.name).not.toMatch(/Demo Owner/);
    const list = (await call(t, { method: 'GET', url: '/api/cases?filter=closed&sort=dateOpened&direction=asc', session })).json();
    expect(list.totalAll).toBe(300);
    expect(list.total).toBeGreaterThan(50);
    expect((await call(t, { method: 'GET', url: '/api/attorneys', session })).json().items).toHaveLength(8);
    // The attorneys are members too, so a task can be given to one; none of them can sign in.
    const members = (await call(t, { method: 'GET', url: '/api/firm/members', session })).json().members as Array<{
      userId: string;
      name: string;
      role: string;
    }>;
    const colleagues = members.filter((member) => member.role === 'attorney');
    expect(colleagues).toHaveLength(8);
    const task = await call(t, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'Call the adjuster', assigneeId: colleagues[0]!.userId },
      session,
    });
    expect(task.statusCode, task.body).toBe(201);
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: `${colleagues[0]!.name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo-firm.example.com`,
        password: 'anything at all',
      },
    });
    expect(login.statusCode).toBe(401);

    const settled = (await call(t, { method: 'GET', url: '/api/cases?search=&filter=closed&pageSize=100', session }))
      .json()
      .items.find(
        (item: { phase: string; actualSettlement: number | null }) => item.phase === 'settled' && (item.actualSettlement ?? 0) > 0,
      );
    expect(settled).toBeDefined();
    const detail = (await call(t, { method: 'GET', url: `/api/cases/${settled.id}`, session })).json();
    expect(detail.injuries[0].icdCode).toMatch(/^[A-Z]\d{2}/);
    expect(detail.treatments[0]).toMatchObject({ cptCode: expect.stringMatching(/^\d{5}$/), cost: expect.any(Number) });
    expect(detail.attorneyName).toEqual(expect.any(String));
    expect(detail.timeline.at(-1).type).toBe('case_closed');

    const second = await seedDemoFirm({ db: t.runtime.database.db, auth: t.runtime.auth });
    expect(second).toEqual({ seeded: false });
    expect((await call(t, { method: 'GET', url: '/api/cases', session })).json().totalAll).toBe(300);
  });
});
