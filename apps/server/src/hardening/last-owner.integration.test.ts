// A firm keeps at least one owner even when its owners demote or remove each other at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

type Member = { id: string; userId: string; role: string };
type Owner = Session & { memberId: string };

/** Refusals a losing request may get: the caller lost ownership first, or the target is the last owner. */
const REFUSALS: Record<number, string[]> = {
  400: ['A firm needs at least one owner. Make another member an owner first.'],
  403: ['Only firm owners can do this.', 'Your account is not a member of any firm. Ask a firm owner to invite you.'],
};

const ROUNDS = 10;

describe.each(databaseTargets())('last owner under concurrent requests on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function memberId(owner: Session, session: Session): Promise<string | null> {
    const members = (await call(t, { method: 'GET', url: '/api/firm/members', session: owner })).json<{ members: Member[] }>().members;
    return members.find((member) => member.userId === session.userId)?.id ?? null;
  }

  /**
   * Two owners and nobody else owning the firm: a demoted one is made owner again, a removed one is
   * replaced by a new member invited as owner (invitations are rate limited, so firms are reused).
   */
  async function ownerPair(firmId: string, survivor: Session, other: Session | null): Promise<{ a: Owner; b: Owner }> {
    let second = other;
    const otherId = second ? await memberId(survivor, second) : null;
    if (!second || !otherId) second = await joinFirmAs(t, survivor, 'owner', 'Ben Owner');
    else {
      const promoted = await call(t, {
        method: 'PATCH',
        url: `/api/firm/members/${otherId}`,
        payload: { role: 'owner' },
        session: survivor,
      });
      expect(promoted.statusCode, promoted.body).toBe(200);
    }
    expect(await ownerCount(firmId)).toBe(2);
    return {
      a: { ...survivor, memberId: (await memberId(survivor, survivor))! },
      b: { ...second, memberId: (await memberId(survivor, second))! },
    };
  }

  async function ownerCount(firmId: string): Promise<number> {
    const rows = await t.runtime.database.db
      .selectFrom('firm_member')
      .select('id')
      .where('firm_id', '=', firmId)
      .where('role', '=', 'owner')
      .execute();
    return rows.length;
  }

  function expectOneWinner(responses: LightMyRequestResponse[], successStatus: number): void {
    const won = responses.filter((response) => response.statusCode === successStatus);
    const refused = responses.filter((response) => response.statusCode !== successStatus);
    expect(won.length, responses.map((response) => `${response.statusCode} ${response.body}`).join(' | ')).toBe(1);
    for (const response of refused) {
      expect(Object.keys(REFUSALS).map(Number), response.body).toContain(response.statusCode);
      expect(REFUSALS[response.statusCode]).toContain(response.json<{ error: { message: string } }>().error.message);
    }
  }

  const scenarios: Array<{ name: string; requests: (a: Owner, b: Owner) => Array<Parameters<typeof call>[1]>; success: number }> = [
    {
      name: 'demote each other',
      success: 200,
      requests: (a, b) => [
        { method: 'PATCH', url: `/api/firm/members/${b.memberId}`, payload: { role: 'attorney' }, session: a },
        { method: 'PATCH', url: `/api/firm/members/${a.memberId}`, payload: { role: 'attorney' }, session: b },
      ],
    },
    {
      name: 'remove each other',
      success: 204,
      requests: (a, b) => [
        { method: 'DELETE', url: `/api/firm/members/${b.memberId}`, session: a },
        { method: 'DELETE', url: `/api/firm/members/${a.memberId}`, session: b },
      ],
    },
    {
      name: 'each demote themselves',
      success: 200,
      requests: (a, b) => [
        { method: 'PATCH', url: `/api/firm/members/${a.memberId}`, payload: { role: 'staff' }, session: a },
        { method: 'PATCH', url: `/api/firm/members/${b.memberId}`, payload: { role: 'staff' }, session: b },
      ],
    },
    {
      name: 'each remove themselves',
      success: 204,
      requests: (a, b) => [
        { method: 'DELETE', url: `/api/firm/members/${a.memberId}`, session: a },
        { method: 'DELETE', url: `/api/firm/members/${b.memberId}`, session: b },
      ],
    },
  ];

  it.each(scenarios)(
    'keeps an owner when two owners $name at once',
    async ({ requests, success }) => {
      const founder = await registerAndSignIn(t, { name: 'Ann Owner', company: 'Race Firm' });
      const firmId = (await call(t, { method: 'GET', url: '/api/firm', session: founder })).json<{ id: string }>().id;
      let survivor: Session = founder;
      let other: Session | null = null;
      for (let round = 0; round < ROUNDS; round += 1) {
        const { a, b } = await ownerPair(firmId, survivor, other);
        const responses = await Promise.all(requests(a, b).map((request) => call(t, request)));
        const summary = `round ${round}: ${responses.map((response) => `${response.statusCode} ${response.body}`).join(' | ')}`;
        expect(await ownerCount(firmId), summary).toBeGreaterThanOrEqual(1);
        expectOneWinner(responses, success);
        const owners = await t.runtime.database.db
          .selectFrom('firm_member')
          .select('user_id')
          .where('firm_id', '=', firmId)
          .where('role', '=', 'owner')
          .execute();
        survivor = owners[0]!.user_id === a.userId ? a : b;
        other = survivor === a ? b : a;
      }
    },
    180_000,
  );
});
