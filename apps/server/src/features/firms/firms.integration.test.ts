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

describe.each(databaseTargets())('firms and members on %s', (target) => {
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

  async function inviteAndJoin(role: 'owner' | 'attorney' | 'staff', name: string): Promise<Session & { memberId: string }> {
    const email = uniqueEmail(name.toLowerCase().replace(/\s/g, '.'));
    const invite = await call(t, { method: 'POST', url: '/api/firm/invitations', payload: { email, role }, session: ownerA });
    expect(invite.statusCode, invite.body).toBe(201);
    const mail = await t.smtp.waitFor((message) => message.to.includes(email) && /invited/.test(message.subject));
    const inviteUrl = new URL(extractLink(mail, /\/invite\//));
    const invitationId = inviteUrl.pathname.split('/').pop()!;
    const preview = await call(t, { method: 'GET', url: `/api/invitations/${invitationId}` });
    expect(preview.json()).toMatchObject({ firmName: 'Firm A', email, role, status: 'pending' });
    const session = await registerAndSignIn(t, { name, email });
    const accept = await call(t, { method: 'POST', url: `/api/invitations/${invitationId}/accept`, session });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({ firmName: 'Firm A', role });
    const members = (await call(t, { method: 'GET', url: '/api/firm/members', session: ownerA })).json().members as Array<{
      id: string;
      email: string;
    }>;
    const memberId = members.find((member) => member.email === email)!.id;
    return { ...session, memberId };
  }

  it('invites by email; the invitee joins with the invited role and sees the firm', async () => {
    const attorney = await inviteAndJoin('attorney', 'Carl Attorney');
    const firm = await call(t, { method: 'GET', url: '/api/firm', session: attorney });
    expect(firm.json()).toMatchObject({ name: 'Firm A', role: 'attorney' });
  });

  it('lets owners change roles and remove members, and nobody else', async () => {
    const staff = await inviteAndJoin('staff', 'Dana Staff');
    const attorney = await inviteAndJoin('attorney', 'Eve Attorney');
    const denied = await call(t, {
      method: 'PATCH',
      url: `/api/firm/members/${attorney.memberId}`,
      payload: { role: 'owner' },
      session: staff,
    });
    expect(denied.statusCode).toBe(403);
    const inviteDenied = await call(t, {
      method: 'POST',
      url: '/api/firm/invitations',
      payload: { email: uniqueEmail(), role: 'staff' },
      session: staff,
    });
    expect(inviteDenied.statusCode).toBe(403);

    const promoted = await call(t, {
      method: 'PATCH',
      url: `/api/firm/members/${staff.memberId}`,
      payload: { role: 'attorney' },
      session: ownerA,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('attorney');

    const removed = await call(t, { method: 'DELETE', url: `/api/firm/members/${attorney.memberId}`, session: ownerA });
    expect(removed.statusCode).toBe(204);
    const afterRemoval = await call(t, { method: 'GET', url: '/api/firm', session: attorney });
    expect(afterRemoval.statusCode).toBe(403);
  });

  it('keeps at least one owner', async () => {
    const me = (await call(t, { method: 'GET', url: '/api/firm/members', session: ownerB })).json().members as Array<{ id: string }>;
    const response = await call(t, { method: 'PATCH', url: `/api/firm/members/${me[0]!.id}`, payload: { role: 'staff' }, session: ownerB });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('LAST_OWNER');
    const removal = await call(t, { method: 'DELETE', url: `/api/firm/members/${me[0]!.id}`, session: ownerB });
    expect(removal.statusCode).toBe(400);
  });

  it("hides firm A's members and invitations from firm B (404), and changes nothing", async () => {
    const target = await inviteAndJoin('staff', 'Fay Staff');
    const pending = await call(t, {
      method: 'POST',
      url: '/api/firm/invitations',
      payload: { email: uniqueEmail('pending'), role: 'staff' },
      session: ownerA,
    });
    const invitationId = pending.json().id as string;
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'GET', url: `/api/firm/members/${target.memberId}` },
        { method: 'PATCH', url: `/api/firm/members/${target.memberId}`, payload: { role: 'owner' } },
        { method: 'DELETE', url: `/api/firm/members/${target.memberId}` },
        { method: 'DELETE', url: `/api/firm/invitations/${invitationId}` },
      ],
    });
    const still = await call(t, { method: 'GET', url: `/api/firm/members/${target.memberId}`, session: ownerA });
    expect(still.json()).toMatchObject({ role: 'staff' });
    const invitations = (await call(t, { method: 'GET', url: '/api/firm/invitations', session: ownerA })).json().invitations as Array<{
      id: string;
    }>;
    expect(invitations.map((invitation) => invitation.id)).toContain(invitationId);
    const listB = (await call(t, { method: 'GET', url: '/api/firm/members', session: ownerB })).json().members as Array<{ email: string }>;
    expect(listB.map((member) => member.email)).toEqual([ownerB.email]);
  });

  it('refuses an invitation accepted by another address', async () => {
    const email = uniqueEmail('intended');
    const invite = await call(t, { method: 'POST', url: '/api/firm/invitations', payload: { email, role: 'staff' }, session: ownerA });
    const response = await call(t, { method: 'POST', url: `/api/invitations/${invite.json().id}/accept`, session: ownerB });
    expect(response.statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/firm', session: ownerB })).json().name).toBe('Firm B');
  });

  it('renames the firm (owners only) and validates the name', async () => {
    expect((await call(t, { method: 'PATCH', url: '/api/firm', payload: { name: '' }, session: ownerB })).statusCode).toBe(400);
    expect(
      (await call(t, { method: 'PATCH', url: '/api/firm', payload: { name: 'x'.repeat(101) }, session: ownerB })).json().error.message,
    ).toBe('Firm name is too long');
    expect((await call(t, { method: 'PATCH', url: '/api/firm', payload: { name: 7 }, session: ownerB })).statusCode).toBe(400);
    const renamed = await call(t, { method: 'PATCH', url: '/api/firm', payload: { name: 'Firm B Renamed' }, session: ownerB });
    expect(renamed.json().name).toBe('Firm B Renamed');
  });

  it('refuses bad invitation bodies', async () => {
    const bad = [{ email: 'nope', role: 'staff' }, { email: uniqueEmail(), role: 'admin' }, { email: uniqueEmail() }];
    for (const payload of bad) {
      expect((await call(t, { method: 'POST', url: '/api/firm/invitations', payload, session: ownerA })).statusCode).toBe(400);
    }
    const existing = await call(t, {
      method: 'POST',
      url: '/api/firm/invitations',
      payload: { email: ownerA.email, role: 'staff' },
      session: ownerA,
    });
    expect(existing.statusCode).toBe(409);
  });
});
