import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEtag, type Contact } from '@casecast/domain';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  joinFirmAs,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';

type Json = Record<string, unknown>;

describe.each(databaseTargets())('contact directory API on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let outsider: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Firm A' });
    staff = await joinFirmAs(t, owner, 'staff', 'Sam Staff');
    outsider = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function addContact(payload: Json, session: Session = owner): Promise<Contact> {
    const response = await call(t, { method: 'POST', url: '/api/contacts', payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function search(query: string, session: Session = owner): Promise<{ items: Contact[]; truncated: boolean }> {
    const response = await call(t, { method: 'GET', url: `/api/contacts${query}`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('adds, finds, changes and removes a contact, each change in the firm activity', async () => {
    const adjuster = await addContact({
      kind: 'adjuster',
      name: 'Dana Reyes',
      organization: 'GEICO',
      phone: '(555) 010-2000',
      email: 'dana.reyes@example.com',
    });
    expect(adjuster).toMatchObject({ kind: 'adjuster', name: 'Dana Reyes', organization: 'GEICO', address: null });
    await addContact({ kind: 'provider', name: 'Valley Orthopedics', phone: '555 010 3000' });
    await addContact({ kind: 'expert', name: 'bay Imaging' });

    // By name, organization, email and by the digits of the phone however it was typed.
    for (const query of ['?q=dana', '?q=geico', '?q=REYES@EXAMPLE', '?q=555-010-2000', '?kind=adjuster'])
      expect(
        (await search(query)).items.map((contact) => contact.name),
        query,
      ).toEqual(['Dana Reyes']);
    // By name, whatever its case: a lower-case name sorts among the others.
    expect((await search('')).items.map((contact) => contact.name)).toEqual(['bay Imaging', 'Dana Reyes', 'Valley Orthopedics']);
    expect((await search('?q=100%25')).items).toEqual([]);

    const changed = await call(t, {
      method: 'PATCH',
      url: `/api/contacts/${adjuster.id}`,
      payload: { phone: '555-010-2999' },
      headers: { 'if-match': recordEtag(adjuster) },
      session: staff,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().phone).toBe('555-010-2999');
    const stale = await call(t, {
      method: 'PATCH',
      url: `/api/contacts/${adjuster.id}`,
      payload: { phone: '1' },
      headers: { 'if-match': recordEtag(adjuster) },
      session: owner,
    });
    expect(stale.statusCode).toBe(412);

    // Removing one from the directory is for owners and attorneys.
    const byStaff = await call(t, { method: 'DELETE', url: `/api/contacts/${adjuster.id}`, session: staff });
    expect(byStaff.statusCode).toBe(403);
    const removed = await call(t, { method: 'DELETE', url: `/api/contacts/${adjuster.id}`, session: owner });
    expect(removed.statusCode).toBe(204);
    expect((await search('?q=dana')).items).toEqual([]);

    const activity = await call(t, { method: 'GET', url: '/api/firm/activity', session: owner });
    const contactEntries = (activity.json().items as Array<{ entityType: string; entityId: string; action: string }>).filter(
      (entry) => entry.entityType === 'contact' && entry.entityId === adjuster.id,
    );
    expect(contactEntries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input with the field named, and saves nothing', async () => {
    const cases: Array<[Json, string]> = [
      [{ kind: 'adjuster' }, 'name'],
      [{ kind: 'judge', name: 'X' }, 'kind'],
      [{ kind: 'adjuster', name: 'X', email: 'not-an-email' }, 'email'],
      [{ kind: 'adjuster', name: 'X', preferredContact: 'pigeon' }, 'preferredContact'],
      [{ kind: 'adjuster', name: 'X'.repeat(201) }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(t, { method: 'POST', url: '/api/contacts', payload, session: owner });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
    const badQuery = await call(t, { method: 'GET', url: '/api/contacts?kind=judge', session: owner });
    expect(badQuery.statusCode).toBe(400);
    expect((await search('?q=X')).items).toEqual([]);
  });

  it("keeps each firm's directory to itself", async () => {
    const mine = await addContact({ kind: 'court', name: 'Harris County District Court' });
    expect((await search('?q=harris', outsider)).items).toEqual([]);
    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'PATCH', url: `/api/contacts/${mine.id}`, payload: { name: 'Mine now' } },
        { method: 'DELETE', url: `/api/contacts/${mine.id}` },
      ],
    });
    expect((await search('?q=harris')).items.map((contact) => contact.name)).toEqual(['Harris County District Court']);
  });

  it('lets a provider and a policy name a contact of the firm, and keeps them when the contact goes', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Maria Lopez', status: 'open', dateOpened: '2024-03-20' },
      session: owner,
    });
    const caseId = created.json().id as string;
    const clinic = await addContact({ kind: 'provider', name: 'Eastside Chiropractic', phone: '555-010-4000' });
    const provider = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/providers`,
      payload: { name: clinic.name, phone: clinic.phone, contactId: clinic.id },
      session: owner,
    });
    expect(provider.statusCode, provider.body).toBe(201);
    expect(provider.json().contactId).toBe(clinic.id);

    const theirs = (
      await call(t, { method: 'POST', url: '/api/contacts', payload: { kind: 'provider', name: 'Theirs' }, session: outsider })
    ).json();
    const foreign = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/providers`,
      payload: { name: 'Theirs', contactId: theirs.id },
      session: owner,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.issues).toEqual([{ path: 'contactId', message: 'Contact not found in the directory' }]);

    // A defendant party and its policy name the adjuster's and the driver's directory entries.
    const adjuster = await addContact({ kind: 'adjuster', name: 'Dana Reyes', organization: 'GEICO' });
    const driver = await addContact({ kind: 'other', name: 'Dan Driver' });
    const party = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/parties`,
      payload: { role: 'defendant', name: driver.name, contactId: driver.id },
      session: owner,
    });
    expect(party.statusCode, party.body).toBe(201);
    expect(party.json().contactId).toBe(driver.id);
    const foreignParty = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/parties/${party.json().id}`,
      payload: { contactId: theirs.id },
      session: owner,
    });
    expect(foreignParty.statusCode).toBe(400);
    const policy = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/policies`,
      payload: { partyId: party.json().id, carrier: 'GEICO', kind: 'bodily_injury', adjusterName: adjuster.name, contactId: adjuster.id },
      session: owner,
    });
    expect(policy.statusCode, policy.body).toBe(201);
    expect(policy.json().contactId).toBe(adjuster.id);

    await call(t, { method: 'DELETE', url: `/api/contacts/${clinic.id}`, session: owner });
    const providers = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/providers`, session: owner })).json().items;
    expect(providers).toMatchObject([{ name: 'Eastside Chiropractic', phone: '555-010-4000', contactId: null }]);
  });

  it("files a new case's client in the directory, links a returning client, and changes the link", async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: {
        clientName: 'Rosa Diaz',
        status: 'open',
        dateOpened: '2026-11-02',
        clientContact: { phone: '555-010-5000', email: 'rosa@example.com', preferredContact: 'text', language: 'Spanish', address: '' },
      },
      session: staff,
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json().id as string;
    const detail = (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json();
    expect(detail.clientContact).toMatchObject({
      kind: 'client',
      name: 'Rosa Diaz',
      phone: '555-010-5000',
      email: 'rosa@example.com',
      preferredContact: 'text',
      language: 'Spanish',
      address: null,
    });
    const rosa = detail.clientContact as Contact;

    // A returning client: the second case names the same contact; a contact of another firm is refused.
    const again = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Rosa Diaz', status: 'open', dateOpened: '2026-11-20', clientContactId: rosa.id },
      session: owner,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await call(t, { method: 'GET', url: `/api/cases/${again.json().id}`, session: owner })).json().clientContact.id).toBe(rosa.id);
    expect((await search('?kind=client&q=rosa')).items).toHaveLength(1);
    const theirs = (
      await call(t, { method: 'POST', url: '/api/contacts', payload: { kind: 'client', name: 'T' }, session: outsider })
    ).json();
    const foreign = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'T', status: 'open', dateOpened: '2026-11-20', clientContactId: theirs.id },
      session: owner,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.issues).toEqual([{ path: 'clientContactId', message: 'Contact not found in the directory' }]);

    // Unlink, then link again; the case history says so; another firm cannot.
    const unlinked = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/client-contact`,
      payload: { contactId: null },
      session: owner,
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toBeNull();
    const linked = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/client-contact`,
      payload: { contactId: rosa.id },
      session: owner,
    });
    expect(linked.json()).toMatchObject({ id: rosa.id });
    const history = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner })).json().items as Array<{
      changes: Record<string, unknown>;
    }>;
    expect(history.filter((entry) => 'clientContactId' in entry.changes)).toHaveLength(3);
    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [{ method: 'PUT', url: `/api/cases/${caseId}/client-contact`, payload: { contactId: null } }],
    });
  });
});
