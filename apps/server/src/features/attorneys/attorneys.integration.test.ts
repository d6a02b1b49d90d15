import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  uniqueEmail,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { extractLink } from '../../test/smtp-peer.js';

describe.each(databaseTargets())('attorneys API on %s', (target) => {
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

  async function inviteAndJoin(role: 'attorney' | 'staff', name: string): Promise<Session> {
    const email = uniqueEmail(name.toLowerCase().replace(/\s/g, '.'));
    expect((await call(t, { method: 'POST', url: '/api/firm/invitations', payload: { email, role }, session: ownerA })).statusCode).toBe(
      201,
    );
    const mail = await t.smtp.waitFor((message) => message.to.includes(email) && /invited/.test(message.subject));
    const invitationId = new URL(extractLink(mail, /\/invite\//)).pathname.split('/').pop()!;
    const session = await registerAndSignIn(t, { name, email });
    expect((await call(t, { method: 'POST', url: `/api/invitations/${invitationId}/accept`, session })).statusCode).toBe(200);
    return session;
  }

  it("makes a solo owner who practises one of the firm's attorneys, and only owners may say so", async () => {
    const solo = await registerAndSignIn(t, { name: 'Sam Solo', company: 'Solo Law' });
    const attorneys = async () =>
      (await call(t, { method: 'GET', url: '/api/attorneys', session: solo })).json().items as Array<{ name: string }>;
    expect(await attorneys()).toEqual([]);
    const me = (await call(t, { method: 'GET', url: '/api/firm/members', session: solo })).json().members[0] as {
      id: string;
      practising: boolean;
    };
    expect(me.practising).toBe(false);
    const marked = await call(t, { method: 'PATCH', url: `/api/firm/members/${me.id}`, payload: { practising: true }, session: solo });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ role: 'owner', practising: true });
    expect((await attorneys()).map((row) => row.name)).toEqual(['Sam Solo']);
    // A body with neither field, or a practising flag that is not a boolean, is refused.
    expect((await call(t, { method: 'PATCH', url: `/api/firm/members/${me.id}`, payload: {}, session: solo })).statusCode).toBe(400);
    expect(
      (await call(t, { method: 'PATCH', url: `/api/firm/members/${me.id}`, payload: { practising: 'yes' }, session: solo })).statusCode,
    ).toBe(400);
    // Another firm's owner cannot touch it.
    expect(
      (await call(t, { method: 'PATCH', url: `/api/firm/members/${me.id}`, payload: { practising: false }, session: ownerB })).statusCode,
    ).toBe(404);
  });

  it('lists members with the attorney role as attorneys, and members promoted to it', async () => {
    const attorney = await inviteAndJoin('attorney', 'Carl Counsel');
    const staff = await inviteAndJoin('staff', 'Dana Staff');
    const list = async () =>
      (await call(t, { method: 'GET', url: '/api/attorneys', session: ownerA })).json().items as Array<{
        id: string;
        name: string;
        userId: string;
        email: string;
      }>;
    expect(await list()).toEqual([{ id: expect.any(String), name: 'Carl Counsel', email: attorney.email, userId: attorney.userId }]);

    const members = (await call(t, { method: 'GET', url: '/api/firm/members', session: ownerA })).json().members as Array<{
      id: string;
      email: string;
    }>;
    const staffMember = members.find((member) => member.email === staff.email)!;
    await call(t, { method: 'PATCH', url: `/api/firm/members/${staffMember.id}`, payload: { role: 'attorney' }, session: ownerA });
    expect((await list()).map((item) => item.name)).toEqual(['Carl Counsel', 'Dana Staff']);

    const carl = (await list())[0]!;
    const one = await call(t, { method: 'GET', url: `/api/attorneys/${carl.id}`, session: attorney });
    expect(one.json()).toMatchObject({ id: carl.id, name: 'Carl Counsel' });
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Ann', status: 'open', dateOpened: '2024-01-01', attorneyId: carl.id },
      session: ownerA,
    });
    expect(created.json()).toMatchObject({ attorneyId: carl.id, attorneyName: 'Carl Counsel' });

    expect((await call(t, { method: 'GET', url: '/api/attorneys', session: ownerB })).json().items).toEqual([]);
    await expectHiddenFromOtherFirm(t, { outsider: ownerB, requests: [{ method: 'GET', url: `/api/attorneys/${carl.id}` }] });
    const missing = await call(t, { method: 'GET', url: '/api/attorneys/nope', session: ownerA });
    expect(missing.json().error.message).toBe('Failed to fetch attorney with ID nope');
    const foreign = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Ann', status: 'open', dateOpened: '2024-01-01', attorneyId: carl.id },
      session: ownerB,
    });
    expect(foreign.statusCode).toBe(400);
  });
});
