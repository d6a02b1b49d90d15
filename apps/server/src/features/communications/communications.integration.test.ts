import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEtag, type CommunicationEntry, type Contact, type ContactCommunication } from '@casecast/domain';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  uploadDocument,
  type Session,
  type TestApp,
} from '../../test/harness.js';

type Json = Record<string, unknown>;

describe.each(databaseTargets())('communications log API on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let outsider: Session;
  let caseId: string;
  let otherCaseId: string;
  let adjuster: Contact;

  async function post<T>(url: string, payload: Json, session: Session = owner): Promise<T> {
    const response = await call(t, { method: 'POST', url, payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function get<T>(url: string, session: Session = owner): Promise<T> {
    const response = await call(t, { method: 'GET', url, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const logOf = async (id = caseId) =>
    (await get<{ items: CommunicationEntry[]; truncated: boolean }>(`/api/cases/${id}/communications`)).items;

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Firm A' });
    outsider = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    caseId = (await post<{ id: string }>('/api/cases', { clientName: 'Maria Lopez', status: 'open', dateOpened: '2026-11-01' })).id;
    otherCaseId = (await post<{ id: string }>('/api/cases', { clientName: 'Ken Adams', status: 'open', dateOpened: '2026-11-02' })).id;
    adjuster = await post<Contact>('/api/contacts', {
      kind: 'adjuster',
      name: 'Dana Reyes',
      organization: 'GEICO',
      phone: '555-010-2000',
      email: 'dana@example.com',
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('logs, lists newest first, changes and removes a communication, each in the case history', async () => {
    const report = await uploadDocument(t, owner, caseId, { fileName: 'mri-report.pdf' });
    const call1 = await post<CommunicationEntry>(`/api/cases/${caseId}/communications`, {
      kind: 'call',
      direction: 'inbound',
      occurredAt: '2026-11-20T15:30:00-05:00',
      contactId: adjuster.id,
      summary: 'Offered 40,000 on the bodily injury claim; wants the lumbar MRI.',
      documentIds: [report],
      followUpOn: '2026-11-24',
    });
    expect(call1).toMatchObject({
      caseId,
      kind: 'call',
      occurredAt: '2026-11-20T20:30:00.000Z',
      contactId: adjuster.id,
      counterpart: null,
      documentIds: [report],
      followUpOn: '2026-11-24',
    });
    const letter = await post<CommunicationEntry>(`/api/cases/${caseId}/communications`, {
      kind: 'letter',
      direction: 'outbound',
      occurredAt: '2026-11-18T09:00:00-05:00',
      counterpart: 'the client',
      subject: 'Retainer',
      summary: 'Sent the signed retainer.',
    });
    expect(letter.documentIds).toEqual([]);

    const log = await logOf();
    expect(log.map((entry) => entry.id)).toEqual([call1.id, letter.id]);
    expect(log[0]).toMatchObject({
      contact: { id: adjuster.id, name: 'Dana Reyes', organization: 'GEICO', phone: '555-010-2000', email: 'dana@example.com' },
      documents: [{ id: report, name: 'mri-report.pdf', url: `/api/documents/${report}/content` }],
    });
    expect(log[1]?.contact).toBeNull();

    const changed = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/communications/${call1.id}`,
      payload: { subject: 'First offer', followUpOn: null },
      headers: { 'if-match': recordEtag(call1) },
      session: owner,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ subject: 'First offer', followUpOn: null, documentIds: [report] });
    const stale = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/communications/${call1.id}`,
      payload: { subject: 'Lost update' },
      headers: { 'if-match': recordEtag(call1) },
      session: owner,
    });
    expect(stale.statusCode).toBe(412);

    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}/communications/${letter.id}`, session: owner });
    expect(removed.statusCode).toBe(204);
    expect((await logOf()).map((entry) => entry.id)).toEqual([call1.id]);

    const history = (
      await get<{ items: Array<{ entityType: string; entityId: string; action: string; changes: Json }> }>(`/api/cases/${caseId}/history`)
    ).items.filter((entry) => entry.entityType === 'communication');
    expect(
      history
        .filter((entry) => entry.entityId === call1.id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['create', 'update']);
    expect(
      history
        .filter((entry) => entry.entityId === letter.id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['create', 'delete']);
    expect(history.find((entry) => entry.entityId === call1.id && entry.action === 'update')?.changes).toMatchObject({
      subject: { old: null, new: 'First offer' },
    });
  });

  it("refuses another firm's contact and another case's document with the field named, and saves nothing", async () => {
    const theirs = (
      await call(t, { method: 'POST', url: '/api/contacts', payload: { kind: 'adjuster', name: 'Not yours' }, session: outsider })
    ).json() as Contact;
    const elsewhere = await uploadDocument(t, owner, otherCaseId, { fileName: 'other-case.pdf' });
    const before = (await logOf()).length;
    const base = { kind: 'email', direction: 'outbound', occurredAt: '2026-11-21T10:00:00Z', summary: 'Sent the records.' };
    const cases: Array<[Json, { path: string; message: string }]> = [
      [
        { ...base, contactId: theirs.id },
        { path: 'contactId', message: 'Contact not found in the directory' },
      ],
      [
        { ...base, documentIds: [elsewhere] },
        { path: 'documentIds', message: 'Attachment not found among the documents of this case' },
      ],
      [
        { ...base, documentIds: ['no-such-document'] },
        { path: 'documentIds', message: 'Attachment not found among the documents of this case' },
      ],
    ];
    for (const [payload, issue] of cases) {
      const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/communications`, payload, session: owner });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.issues).toEqual([issue]);
    }
    const invalid: Array<[Json, string]> = [
      [{ ...base, kind: 'fax' }, 'kind'],
      [{ ...base, summary: '' }, 'summary'],
      [{ ...base, occurredAt: 'yesterday' }, 'occurredAt'],
      [{ ...base, occurredAt: '0000-01-01T00:00:00Z' }, 'occurredAt'],
      [{ ...base, followUpOn: '2026-11-01' }, 'followUpOn'],
      [{ ...base, subject: 'x'.repeat(201) }, 'subject'],
    ];
    for (const [payload, field] of invalid) {
      const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/communications`, payload, session: owner });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
    expect(await logOf()).toHaveLength(before);
  });

  it("keeps a case's log and a contact's history to the firm", async () => {
    const mine = await post<CommunicationEntry>(`/api/cases/${caseId}/communications`, {
      kind: 'text',
      direction: 'inbound',
      occurredAt: '2026-11-22T12:00:00Z',
      summary: 'Client confirmed the deposition date.',
    });
    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'GET', url: `/api/cases/${caseId}/communications` },
        {
          method: 'POST',
          url: `/api/cases/${caseId}/communications`,
          payload: { kind: 'call', direction: 'inbound', occurredAt: '2026-11-22T12:00:00Z', summary: 'x' },
        },
        { method: 'PATCH', url: `/api/cases/${caseId}/communications/${mine.id}`, payload: { summary: 'Mine now' } },
        { method: 'DELETE', url: `/api/cases/${caseId}/communications/${mine.id}` },
        { method: 'GET', url: `/api/contacts/${adjuster.id}/communications` },
      ],
    });
    expect((await logOf()).find((entry) => entry.id === mine.id)?.summary).toBe('Client confirmed the deposition date.');
  });

  it("lists a contact's communications across the firm's cases, newest first, with each case", async () => {
    const older = await post<CommunicationEntry>(`/api/cases/${otherCaseId}/communications`, {
      kind: 'email',
      direction: 'outbound',
      occurredAt: '2026-10-02T14:00:00Z',
      contactId: adjuster.id,
      summary: 'Sent the letter of representation.',
    });
    const history = await get<{ items: ContactCommunication[]; truncated: boolean }>(`/api/contacts/${adjuster.id}/communications`);
    expect(history.truncated).toBe(false);
    expect(history.items.map((entry) => [entry.clientName, entry.kind])).toEqual([
      ['Maria Lopez', 'call'],
      ['Ken Adams', 'email'],
    ]);
    expect(history.items[1]).toMatchObject({ id: older.id, caseId: otherCaseId, caseNo: expect.any(Number) });
    const missing = await call(t, { method: 'GET', url: '/api/contacts/no-such-contact/communications', session: owner });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Contact not found');
  });

  it('shows each communication on the case timeline and finds it by words of its summary', async () => {
    const detail = await get<{ timeline: Array<{ type: string; description: string; date: string }> }>(`/api/cases/${caseId}`);
    const event = detail.timeline.find((item) => item.type === 'communication_logged' && item.description.startsWith('Call'));
    expect(event).toMatchObject({
      date: '2026-11-20T20:30:00.000Z',
      description: 'Call from Dana Reyes (GEICO): First offer — Offered 40,000 on the bodily injury claim; wants the lumbar MRI.',
    });
    const found = await get<{ items: Array<{ kind: string; caseId: string; label: string }> }>('/api/search?q=lumbar');
    expect(found.items.filter((item) => item.kind === 'communication')).toEqual([
      expect.objectContaining({
        caseId,
        label: expect.stringMatching(/^Call: “First offer — Offered 40,000.*lumbar MRI\.” — CASE-\d{4} · Maria Lopez$/),
      }),
    ]);
    expect((await get<{ items: unknown[] }>('/api/search?q=lumbar', outsider)).items).toEqual([]);
  });

  it('keeps the communication when its contact leaves the directory, and its attachment stays editable when deleted', async () => {
    const clinic = await post<Contact>('/api/contacts', { kind: 'provider', name: 'Eastside Chiropractic' });
    const photo = await uploadDocument(t, owner, caseId, { fileName: 'photo.pdf' });
    const logged = await post<CommunicationEntry>(`/api/cases/${caseId}/communications`, {
      kind: 'meeting',
      direction: 'outbound',
      occurredAt: '2026-11-23T16:00:00Z',
      contactId: clinic.id,
      summary: 'Met the records custodian.',
      documentIds: [photo],
    });
    expect((await call(t, { method: 'DELETE', url: `/api/contacts/${clinic.id}`, session: owner })).statusCode).toBe(204);
    expect((await call(t, { method: 'DELETE', url: `/api/documents/${photo}`, session: owner })).statusCode).toBe(204);
    const entry = (await logOf()).find((item) => item.id === logged.id);
    expect(entry).toMatchObject({ contactId: null, contact: null, documents: [] });
    const edited = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/communications/${logged.id}`,
      payload: { summary: 'Met the records custodian; records promised by Friday.' },
      session: owner,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
