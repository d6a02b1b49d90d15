// Concurrent edits and settled cases (audit item 11): two PATCHes of one bill both answered 200 and one was lost, and
// deleting a settled case deleted its closing statements for good. Every record answer now carries its ETag, a stale
// If-Match is a 412 that changes nothing, and a settled case is archived with its statements kept.
import { entityTag, firmVersion, invitationVersion, memberVersion, recordEtag } from '@casecast/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

type Json = Record<string, unknown>;
type Versioned = { id: string; updatedAt: string };
type ErrorBody = { error: { code: string; message: string } };

/** A record kind: how to make one on a case, and a change to send. */
type Kind = {
  name: string;
  create: (caseId: string) => { url: string; payload: Json };
  path: (caseId: string, id: string) => string;
  change: Json;
  changeAgain: Json;
  read: (record: Json) => unknown;
};

const KINDS: Kind[] = [
  {
    name: 'case',
    create: () => ({ url: '/api/cases', payload: { clientName: 'Versioned Client', status: 'open', dateOpened: '2025-01-10' } }),
    path: (_c, id) => `/api/cases/${id}`,
    change: { carrier: 'First' },
    changeAgain: { carrier: 'Second' },
    read: (r) => r.carrier,
  },
  {
    name: 'injury',
    create: (c) => ({ url: `/api/cases/${c}/injuries`, payload: { type: 'Whiplash', bodyPart: 'Neck', severity: 'moderate' } }),
    path: (_c, id) => `/api/injuries/${id}`,
    change: { description: 'First' },
    changeAgain: { description: 'Second' },
    read: (r) => r.description,
  },
  {
    name: 'treatment',
    create: (c) => ({
      url: `/api/cases/${c}/treatments`,
      payload: { type: 'physical_therapy', provider: 'Clinic', startDate: '2025-01-12' },
    }),
    path: (_c, id) => `/api/treatments/${id}`,
    change: { provider: 'First' },
    changeAgain: { provider: 'Second' },
    read: (r) => r.provider,
  },
  {
    name: 'note',
    create: (c) => ({ url: `/api/cases/${c}/notes`, payload: { content: 'Called the adjuster' } }),
    path: (_c, id) => `/api/notes/${id}`,
    change: { content: 'First' },
    changeAgain: { content: 'Second' },
    read: (r) => r.content,
  },
  {
    name: 'task',
    create: (c) => ({ url: '/api/tasks', payload: { title: 'Request records', caseId: c } }),
    path: (_c, id) => `/api/tasks/${id}`,
    change: { title: 'First' },
    changeAgain: { title: 'Second' },
    read: (r) => r.title,
  },
  {
    name: 'party',
    create: (c) => ({ url: `/api/cases/${c}/parties`, payload: { role: 'defendant', name: 'Dan Driver' } }),
    path: (c, id) => `/api/cases/${c}/parties/${id}`,
    change: { name: 'First' },
    changeAgain: { name: 'Second' },
    read: (r) => r.name,
  },
  {
    name: 'deadline',
    create: (c) => ({ url: `/api/cases/${c}/deadlines`, payload: { title: 'Send demand letter', dueDate: '2027-01-15' } }),
    path: (c, id) => `/api/cases/${c}/deadlines/${id}`,
    change: { title: 'First' },
    changeAgain: { title: 'Second' },
    read: (r) => r.title,
  },
  {
    name: 'lien',
    create: (c) => ({ url: `/api/cases/${c}/liens`, payload: { holder: 'Blue Cross', kind: 'erisa', asserted: 1000 } }),
    path: (c, id) => `/api/cases/${c}/liens/${id}`,
    change: { negotiated: 700 },
    changeAgain: { negotiated: 500 },
    read: (r) => r.negotiated,
  },
];

describe.each(databaseTargets())('ETag and If-Match on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Vera Version', company: 'Versioned Firm' });
    staff = await joinFirmAs(t, owner, 'staff', 'Stan Staff');
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: { clientName: 'Bill Holder', status: 'open', dateOpened: '2025-01-10' },
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function create(kind: Kind) {
    const { url, payload } = kind.create(caseId);
    const response = await call(t, { method: 'POST', url, payload, session: owner });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<Json & { data?: Json }>();
    const record = (body.data ?? body) as Json & Versioned;
    return { record, etag: String(response.headers.etag), path: kind.path(caseId, record.id) };
  }

  it.each(KINDS)('$name: create and change answer with the ETag; a stale If-Match is 412 and loses nothing', async (kind) => {
    const { record, etag, path } = await create(kind);
    expect(etag).toBe(recordEtag(record));

    const first = await call(t, { method: 'PATCH', url: path, payload: kind.change, session: owner, headers: { 'if-match': etag } });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<Json & Versioned>();
    expect(first.headers.etag).toBe(recordEtag(afterFirst));
    expect(first.headers.etag).not.toBe(etag);

    // The second editor still holds the first version: refused, and the first change stands.
    const second = await call(t, { method: 'PATCH', url: path, payload: kind.changeAgain, session: owner, headers: { 'if-match': etag } });
    expect(second.statusCode, second.body).toBe(412);
    expect(second.json<ErrorBody>().error).toEqual({
      code: 'PRECONDITION_FAILED',
      message: 'Someone else changed this record after you opened it. Reload to see their change, then try again.',
    });
    const again = await call(t, {
      method: 'PATCH',
      url: path,
      payload: kind.change,
      session: owner,
      headers: { 'if-match': String(first.headers.etag) },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(kind.read(again.json<Json>())).toEqual(kind.read(afterFirst));
  });

  it('two PATCHes of one bill sent together with the same If-Match: one is saved, the other refused', async () => {
    const provider = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/providers`,
      payload: { name: 'Metro Imaging' },
      session: owner,
    });
    expect(provider.statusCode, provider.body).toBe(201);
    const bill = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/medical-bills`,
      payload: { providerId: provider.json<{ id: string }>().id, billed: 1200, serviceFrom: '2025-01-12' },
      session: owner,
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const billId = bill.json<{ id: string }>().id;
    const etag = String(bill.headers.etag);
    const url = `/api/cases/${caseId}/medical-bills/${billId}`;
    const answers = await Promise.all([
      call(t, { method: 'PATCH', url, payload: { billed: 1500 }, session: owner, headers: { 'if-match': etag } }),
      call(t, { method: 'PATCH', url, payload: { billed: 1800 }, session: staff, headers: { 'if-match': etag } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json<{ billed: number }>().billed;
    const bills = await call(t, { method: 'GET', url: `/api/cases/${caseId}/medical-bills`, session: owner });
    expect(bills.json<{ items: Array<{ id: string; billed: number }> }>().items.find((item) => item.id === billId)?.billed).toBe(saved);
  });

  it('refuses a stale DELETE (412, the record stays), accepts the current tag and *, never a weak tag', async () => {
    const { etag, path } = await create(KINDS.find((kind) => kind.name === 'note')!);
    const changed = await call(t, { method: 'PATCH', url: path, payload: { content: 'Changed' }, session: owner });
    expect(changed.statusCode).toBe(200);
    const stale = await call(t, { method: 'DELETE', url: path, session: owner, headers: { 'if-match': etag } });
    expect(stale.statusCode, stale.body).toBe(412);
    const notes = await call(t, { method: 'GET', url: `/api/cases/${caseId}/notes`, session: owner });
    expect(notes.json<{ items: Array<{ content: string }> }>().items.map((note) => note.content)).toContain('Changed');
    const weak = await call(t, {
      method: 'PATCH',
      url: path,
      payload: {},
      session: owner,
      headers: { 'if-match': `W/${String(changed.headers.etag)}` },
    });
    expect(weak.statusCode).toBe(412);
    const any = await call(t, { method: 'PATCH', url: path, payload: {}, session: owner, headers: { 'if-match': '*' } });
    expect(any.statusCode).toBe(200);
    const current = await call(t, {
      method: 'DELETE',
      url: path,
      session: owner,
      headers: { 'if-match': `"nope", ${String(any.headers.etag)}` },
    });
    expect(current.statusCode, current.body).toBe(204);
  });

  it('gives every save a new tag, even saves in quick succession, and reads the tag on GET', async () => {
    const { path } = await create(KINDS[0]!);
    const tags = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const response = await call(t, { method: 'PATCH', url: path, payload: { carrier: `Carrier ${index}` }, session: owner });
      tags.add(String(response.headers.etag));
    }
    expect(tags.size).toBe(5);
    const read = await call(t, { method: 'GET', url: path, session: owner });
    expect(read.headers.etag).toBe(recordEtag(read.json<Versioned>()));
    expect(tags.has(String(read.headers.etag))).toBe(true);
  });

  it('checks If-Match on the firm, its members and invitations too', async () => {
    const firm = await call(t, { method: 'GET', url: '/api/firm', session: owner });
    const firmTag = String(firm.headers.etag);
    expect(firmTag).toBe(entityTag(firmVersion({ name: 'Versioned Firm' })));
    const renamed = await call(t, {
      method: 'PATCH',
      url: '/api/firm',
      payload: { name: 'Versioned Firm LLP' },
      session: owner,
      headers: { 'if-match': firmTag },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const staleRename = await call(t, {
      method: 'PATCH',
      url: '/api/firm',
      payload: { name: 'Lost Name' },
      session: owner,
      headers: { 'if-match': firmTag },
    });
    expect(staleRename.statusCode).toBe(412);

    const members = await call(t, { method: 'GET', url: '/api/firm/members', session: owner });
    const member = members
      .json<{ members: Array<{ id: string; userId: string; role: string; practising: boolean }> }>()
      .members.find((m) => m.userId === staff.userId)!;
    const memberTag = entityTag(memberVersion(member));
    const promoted = await call(t, {
      method: 'PATCH',
      url: `/api/firm/members/${member.id}`,
      payload: { role: 'attorney' },
      session: owner,
      headers: { 'if-match': memberTag },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const staleRemove = await call(t, {
      method: 'DELETE',
      url: `/api/firm/members/${member.id}`,
      session: owner,
      headers: { 'if-match': memberTag },
    });
    expect(staleRemove.statusCode).toBe(412);
    const stillThere = await call(t, { method: 'GET', url: `/api/firm/members/${member.id}`, session: owner });
    expect(stillThere.json<{ role: string }>().role).toBe('attorney');
    expect(stillThere.headers.etag).toBe(String(promoted.headers.etag));

    const invite = await call(t, {
      method: 'POST',
      url: '/api/firm/invitations',
      payload: { email: 'late.joiner@lawfirm.test', role: 'staff' },
      session: owner,
    });
    const invitationId = invite.json<{ id: string }>().id;
    const wrong = await call(t, {
      method: 'DELETE',
      url: `/api/firm/invitations/${invitationId}`,
      session: owner,
      headers: { 'if-match': entityTag(invitationVersion({ status: 'accepted' })) },
    });
    expect(wrong.statusCode).toBe(412);
    const cancelled = await call(t, {
      method: 'DELETE',
      url: `/api/firm/invitations/${invitationId}`,
      session: owner,
      headers: { 'if-match': entityTag(invitationVersion({ status: 'pending' })) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
  });

  it('refuses an If-Match that is blank or too long (400)', async () => {
    const { path } = await create(KINDS[3]!);
    for (const value of [' ', `"${'x'.repeat(1200)}"`]) {
      const response = await call(t, { method: 'PATCH', url: path, payload: {}, session: owner, headers: { 'if-match': value } });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});

describe.each(databaseTargets())('settled cases are archived, not destroyed, on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Ari Archive', company: 'Archive Firm' });
    staff = await joinFirmAs(t, owner, 'staff', 'Sal Staff');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function listTotals() {
    const response = await call(t, { method: 'GET', url: '/api/cases', session: owner });
    const body = response.json<{ items: Array<{ id: string }>; total: number; totalAll: number }>();
    return { ids: body.items.map((item) => item.id), total: body.total, totalAll: body.totalAll };
  }

  it('archives a settled case with its closing statement, keeps it for the retention period, and restores it', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: { clientName: 'Sela Settled', status: 'open', dateOpened: '2025-01-10' },
    });
    const caseId = created.json<{ id: string }>().id;
    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      session: owner,
      payload: { status: 'settled', actualSettlement: 60000, dateClosed: '2026-02-01' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const pdf = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf`, session: owner });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const before = await listTotals();
    expect(before.ids).toContain(caseId);

    const staffTry = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: staff });
    expect(staffTry.statusCode).toBe(403);

    const archived = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
    expect(archived.statusCode, archived.body).toBe(200);
    const answer = archived.json<{ archived: boolean; archivedAt: string; retainedUntil: string; message: string }>();
    expect(answer.archived).toBe(true);
    expect(answer.retainedUntil).toBe(`${Number(answer.archivedAt.slice(0, 4)) + 5}${answer.archivedAt.slice(4, 10)}`);

    // Off the list and its counters; still readable with its statement.
    const after = await listTotals();
    expect(after.ids).not.toContain(caseId);
    expect(after.totalAll).toBe(before.totalAll - 1);
    const detail = await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ archivedAt: string | null }>().archivedAt).toBe(answer.archivedAt);
    const statement = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement`, session: owner });
    expect(statement.json<{ version: { number: number } | null }>().version?.number).toBe(1);
    const list = await call(t, { method: 'GET', url: '/api/cases/archived', session: owner });
    expect(list.json<{ items: Array<{ id: string; statementVersions: number; actualSettlement: number }> }>().items).toEqual([
      expect.objectContaining({ id: caseId, statementVersions: 1, actualSettlement: 60000 }),
    ]);

    // Within the retention period it cannot be deleted for good.
    const deleteAgain = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
    expect(deleteAgain.statusCode).toBe(409);
    expect(deleteAgain.json<ErrorBody>().error.code).toBe('CASE_RETAINED');

    const staffRestore = await call(t, { method: 'POST', url: `/api/cases/${caseId}/restore`, session: staff, payload: {} });
    expect(staffRestore.statusCode).toBe(403);
    const restored = await call(t, { method: 'POST', url: `/api/cases/${caseId}/restore`, session: owner, payload: {} });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ archivedAt: string | null }>().archivedAt).toBeNull();
    expect((await listTotals()).ids).toContain(caseId);
    const history = await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner });
    expect(history.body).toContain('archivedAt');
  });

  it('still deletes a case that never settled (204, gone)', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: { clientName: 'Opal Open', status: 'open', dateOpened: '2025-01-10' },
    });
    const caseId = created.json<{ id: string }>().id;
    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
    expect(removed.statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).statusCode).toBe(404);
  });
});
