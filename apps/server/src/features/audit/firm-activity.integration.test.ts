// GET /api/firm/activity: the firm's own records' changes (no case), newest first, in pages; owners of that firm only.
import type { FirmActivityResponse } from '@casecast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

describe.each(databaseTargets())('firm activity on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let otherOwner: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Activity Firm' });
    otherOwner = await registerAndSignIn(t, { name: 'Oscar Other', company: 'Other Activity Firm' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const activity = (session: Session | undefined, query = '') => call(t, { method: 'GET', url: `/api/firm/activity${query}`, session });
  const saveTemplate = async (session: Session, body: string) =>
    expect((await call(t, { method: 'PUT', url: '/api/firm/demand-template', payload: { body }, session })).statusCode).toBe(200);

  it('is empty for a firm that has changed none of its own records', async () => {
    const response = await activity(owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FirmActivityResponse>()).toEqual({ items: [], nextBefore: null });
  });

  it("lists the template's changes newest first with who, when and the text before and after, and no case's changes", async () => {
    const started = Date.now();
    await saveTemplate(owner, 'First letter for {{client_name}}.');
    await saveTemplate(owner, 'Second letter for {{client_name}}.\n\nWith a second paragraph.');
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Case Client', status: 'open', dateOpened: '2024-03-20' },
      session: owner,
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: string }>().id;
    expect(
      (await call(t, { method: 'POST', url: '/api/tasks', payload: { title: 'Call the adjuster', caseId }, session: owner })).statusCode,
    ).toBe(201);
    expect((await call(t, { method: 'POST', url: '/api/tasks', payload: { title: 'Order toner' }, session: owner })).statusCode).toBe(201);

    const { items, nextBefore } = (await activity(owner)).json<FirmActivityResponse>();
    expect(nextBefore).toBeNull();
    expect(items.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['task', 'create'],
      ['demand_template', 'update'],
      ['demand_template', 'create'],
    ]);
    expect(items.every((entry) => entry.caseId === null && entry.actorName === 'Olivia Owner')).toBe(true);
    expect(items[0]!.changes.title).toEqual({ old: null, new: 'Order toner' });
    expect(items[1]!.changes.body).toEqual({
      old: 'First letter for {{client_name}}.',
      new: 'Second letter for {{client_name}}.\n\nWith a second paragraph.',
    });
    expect(items[2]!.changes.body).toEqual({ old: null, new: 'First letter for {{client_name}}.' });
    for (const entry of items) expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(started - 60_000);
    expect(Number(items[0]!.id)).toBeGreaterThan(Number(items[1]!.id));
  });

  it('pages from the newest to the oldest without repeating or skipping an entry', async () => {
    for (let version = 1; version <= 4; version += 1) await saveTemplate(owner, `Paged letter ${version} for {{client_name}}.`);
    const all = (await activity(owner, '?limit=100')).json<FirmActivityResponse>().items;
    expect(all).toHaveLength(7);
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await activity(owner, `?limit=3${before ? `&before=${before}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<FirmActivityResponse>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((entry) => entry.id));
      before = page.nextBefore;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((entry) => entry.id));
    expect((await activity(owner, '?limit=7')).json<FirmActivityResponse>().nextBefore).toBeNull();
    const first = (await activity(owner)).json<FirmActivityResponse>().items[0]!;
    expect(first.changes.body?.new).toBe('Paged letter 4 for {{client_name}}.');
  });

  it("shows another firm nothing of this firm's activity", async () => {
    const response = await activity(otherOwner);
    expect(response.statusCode).toBe(200);
    expect(response.json<FirmActivityResponse>().items).toEqual([]);
    const newest = (await activity(owner)).json<FirmActivityResponse>().items[0]!;
    const later = await activity(otherOwner, `?before=${Number(newest.id) + 1}`);
    expect(later.json<FirmActivityResponse>().items).toEqual([]);
  });

  it('is for owners only: attorneys and staff get a 403 saying so', async () => {
    for (const role of ['attorney', 'staff'] as const) {
      const member = await joinFirmAs(t, owner, role);
      const refused = await activity(member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe('Only firm owners can see the firm activity.');
    }
  });

  it('refuses a bad page with a 400 naming it, and needs a signed-in member', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=two', '?before=abc', '?before=-1', `?before=${'9'.repeat(40)}`]) {
      const response = await activity(owner, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.body).toMatch(/limit|before/);
    }
    expect((await activity(undefined)).statusCode).toBe(401);
  });
});
