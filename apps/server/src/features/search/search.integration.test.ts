import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_SEARCH_LENGTH_MESSAGE, GLOBAL_SEARCH_PER_KIND, type GlobalSearchResponse } from '@casecast/domain';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Json = Record<string, unknown>;
type Item = Json & { id: string; caseNo: number };

describe.each(databaseTargets())('global search API on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let ownerB: Session;
  let found: { caseA: Item; caseB: Item; defendantA: Item; policyA: Item; noteA: Item };

  async function post(url: string, payload: Json, session: Session = ownerA): Promise<Item> {
    const response = await call(t, { method: 'POST', url, payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** One case with a defendant, the defendant's policy (claim and policy number) and a note, for the given firm. */
  async function seedCase(session: Session, clientName: string) {
    const created = await post('/api/cases', { clientName, status: 'open', dateOpened: '2024-03-20', caseNumber: 'CV-2024-0917' }, session);
    const defendant = await post(`/api/cases/${created.id}/parties`, { role: 'defendant', name: 'Jane Roe' }, session);
    const policy = await post(
      `/api/cases/${created.id}/policies`,
      { partyId: defendant.id, carrier: 'State Farm', kind: 'bodily_injury', claimNumber: 'CLM-55-8812', policyNumber: 'POL-77-1234' },
      session,
    );
    const note = await post(`/api/cases/${created.id}/notes`, { content: 'Adjuster promised the tender letter by Friday' }, session);
    return { created, defendant, policy, note };
  }

  async function search(q: string, session: Session = ownerA): Promise<GlobalSearchResponse> {
    const response = await call(t, { method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    const a = await seedCase(ownerA, 'Maria Lopez');
    // Firm B holds the very same texts: none of them may ever reach firm A.
    const b = await seedCase(ownerB, 'Maria Lopez');
    found = { caseA: a.created, caseB: b.created, defendantA: a.defendant, policyA: a.policy, noteA: a.note };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds a case by its defendant's name, labelled with role, case number and client", async () => {
    const { items } = await search('jane roe');
    expect(items).toEqual([
      {
        kind: 'party',
        id: found.defendantA.id,
        caseId: found.caseA.id,
        label: `Defendant: Jane Roe — CASE-${String(found.caseA.caseNo).padStart(4, '0')} · Maria Lopez`,
      },
    ]);
  });

  it('finds a policy by its claim number and by its policy number, naming the carrier', async () => {
    const byClaim = await search('55-881');
    expect(byClaim.items.map(({ kind, id, caseId }) => ({ kind, id, caseId }))).toEqual([
      { kind: 'policy', id: found.policyA.id, caseId: found.caseA.id },
    ]);
    expect(byClaim.items[0]!.label).toMatch(/^Claim CLM-55-8812 · State Farm — CASE-\d{4,} · Maria Lopez$/);
    const byPolicy = await search('POL-77-1234');
    expect(byPolicy.items.map(({ kind, id }) => ({ kind, id }))).toEqual([{ kind: 'policy', id: found.policyA.id }]);
    expect(byPolicy.items[0]!.label).toMatch(/^Policy POL-77-1234 · State Farm/);
  });

  it("finds a case by the firm's case number and by its own case number", async () => {
    for (const q of [`CASE-${String(found.caseA.caseNo).padStart(4, '0')}`, 'cv-2024-0917']) {
      const { items } = await search(q);
      expect(
        items.filter((item) => item.kind === 'case').map((item) => item.id),
        q,
      ).toEqual([found.caseA.id]);
    }
  });

  it('finds a note by its text, with a snippet', async () => {
    const { items } = await search('tender letter');
    expect(items).toEqual([expect.objectContaining({ kind: 'note', id: found.noteA.id, caseId: found.caseA.id })]);
    expect(items[0]!.label).toContain('tender letter');
  });

  it("never shows another firm's identical records", async () => {
    for (const q of ['jane roe', 'CLM-55', 'POL-77', 'tender', 'maria', 'cv-2024']) {
      const { items } = await search(q);
      expect(items.length, q).toBeGreaterThan(0);
      expect(
        items.every((item) => item.caseId === found.caseA.id),
        q,
      ).toBe(true);
      const other = await search(q, ownerB);
      expect(
        other.items.every((item) => item.caseId === found.caseB.id),
        q,
      ).toBe(true);
    }
  });

  it("lists the firm's contacts by name, organization or email, never another firm's", async () => {
    const adjuster = await post('/api/contacts', {
      kind: 'adjuster',
      name: 'Dana Whitcombe',
      organization: 'Keystone Mutual',
      email: 'dana@keystone.example',
    });
    await post('/api/contacts', { kind: 'adjuster', name: 'Dana Whitcombe', organization: 'Keystone Mutual' }, ownerB);
    const label = 'Adjuster: Dana Whitcombe · Keystone Mutual';
    for (const q of ['whitcombe', 'keystone', 'dana@keystone']) {
      const { items } = await search(q);
      expect(items, q).toEqual([{ kind: 'contact', id: adjuster.id, caseId: null, label, name: 'Dana Whitcombe' }]);
    }
    expect((await search('whitcombe', ownerB)).items.map((item) => item.id)).not.toContain(adjuster.id);
  });

  it('lets every member search, not only owners', async () => {
    const staff = await joinFirmAs(t, ownerA, 'staff');
    expect((await search('jane roe', staff)).items).toHaveLength(1);
  });

  it('puts exact and prefix matches first, at most a few per kind, saying when there are more', async () => {
    const crowded = await post('/api/cases', { clientName: 'Crowded Case', status: 'open', dateOpened: '2024-01-02' });
    for (let i = 0; i < GLOBAL_SEARCH_PER_KIND + 2; i++)
      await post(`/api/cases/${crowded.id}/parties`, { role: 'witness', name: `Witness Oakley ${i}` });
    await post(`/api/cases/${crowded.id}/parties`, { role: 'witness', name: 'Oakley' });
    const { items, truncated } = await search('oakley');
    const parties = items.filter((item) => item.kind === 'party');
    expect(parties).toHaveLength(GLOBAL_SEARCH_PER_KIND);
    expect(parties[0]!.label).toMatch(/^Witness: Oakley — /);
    expect(truncated).toBe(true);
    expect((await search('jane roe')).truncated).toBe(false);
  });

  it('leaves out archived cases', async () => {
    const settled = await post('/api/cases', { clientName: 'Archie Settled', status: 'settled', dateOpened: '2023-01-02' });
    await post(`/api/cases/${settled.id}/parties`, { role: 'defendant', name: 'Zebulon Archived' });
    expect((await search('zebulon')).items).toHaveLength(1);
    const archive = await call(t, { method: 'DELETE', url: `/api/cases/${settled.id}`, session: ownerA });
    expect(archive.statusCode, archive.body).toBe(200);
    expect((await search('zebulon')).items).toEqual([]);
  });

  it('matches % and _ literally, and two characters as the start of a text', async () => {
    expect((await search('%%')).items).toEqual([]);
    expect((await search('ja')).items.map((item) => item.kind)).toEqual(['party']);
    expect((await search('oe')).items).toEqual([]);
  });

  it('answers 400 with a clear message for a missing, blank, too short or too long search', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20', '/api/search?q=a', `/api/search?q=${'x'.repeat(101)}`]) {
      const response = await call(t, { method: 'GET', url, session: ownerA });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toEqual(
        expect.objectContaining({ code: 'VALIDATION_ERROR', message: expect.stringContaining(GLOBAL_SEARCH_LENGTH_MESSAGE) }),
      );
    }
  });

  it('needs a signed-in member', async () => {
    expect((await call(t, { method: 'GET', url: '/api/search?q=jane' })).statusCode).toBe(401);
  });

  it('the cases list finds a case by a claim number, a policy number or a party name', async () => {
    for (const search of ['clm-55-8812', 'POL-77', 'Jane Roe']) {
      const response = await call(t, { method: 'GET', url: `/api/cases?search=${encodeURIComponent(search)}`, session: ownerA });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json().items.map((item: Item) => item.id),
        search,
      ).toEqual([found.caseA.id]);
    }
  });
});
