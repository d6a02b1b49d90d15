// What each firm role may do: staff may not delete cases or documents or export the firm's cases; owners and attorneys may.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCase,
  createTestApp,
  databaseTargets,
  joinFirmAs,
  registerAndSignIn,
  uploadDocument,
  type Session,
  type TestApp,
} from '../test/harness.js';
import { makePdf } from '../features/documents/test/fixtures.js';

type ErrorBody = { error: { code: string; message: string } };

async function storedFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe.each(databaseTargets())('firm role permissions on %s', (target) => {
  let t: TestApp;
  let dir: string;
  let owner: Session;
  let attorney: Session;
  let staff: Session;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-permissions-'));
    t = await createTestApp(target, { storage: { kind: 'local', dir } });
    owner = await registerAndSignIn(t, { name: 'Olive Owner', company: 'Role Firm' });
    attorney = await joinFirmAs(t, owner, 'attorney', 'Adam Attorney');
    staff = await joinFirmAs(t, owner, 'staff', 'Stella Staff');
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses staff deleting a case (403, clear message) and keeps the case, its documents and their files', async () => {
    const caseId = (await createCase(t, staff, { clientName: 'Kept Case' })).id;
    const documentId = await uploadDocument(t, staff, caseId, { fileName: 'report.pdf', data: makePdf('Report') });
    const filesBefore = await storedFiles(dir);

    const response = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: staff });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Only owners and attorneys can delete cases.' });

    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: staff })).statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/documents/${documentId}`, session: staff })).statusCode).toBe(200);
    expect(await storedFiles(dir)).toBe(filesBefore);
    const history = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner })).json<{
      items: Array<{ action: string }>;
    }>().items;
    expect(history.map((entry) => entry.action)).not.toContain('delete');
  });

  it('refuses staff deleting a document (403, clear message) and keeps its row and file', async () => {
    const caseId = (await createCase(t, staff, { clientName: 'Document Case' })).id;
    const documentId = await uploadDocument(t, staff, caseId, { fileName: 'report.pdf', data: makePdf('Report') });
    const filesBefore = await storedFiles(dir);

    const response = await call(t, { method: 'DELETE', url: `/api/documents/${documentId}`, session: staff });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Only owners and attorneys can delete documents.' });

    const content = await call(t, { method: 'GET', url: `/api/documents/${documentId}/content`, session: staff });
    expect(content.statusCode).toBe(200);
    expect(await storedFiles(dir)).toBe(filesBefore);
  });

  it('refuses staff exporting the cases (403 before any CSV is sent)', async () => {
    await createCase(t, staff, { clientName: 'Exported Case' });
    const response = await call(t, { method: 'GET', url: '/api/cases/export.csv', session: staff });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json<ErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Only owners and attorneys can export cases.' });
    expect(response.body).not.toContain('Exported Case');
  });

  it.each([
    ['attorney', () => attorney],
    ['owner', () => owner],
  ])('lets an %s export, delete documents and delete cases', async (_role, session) => {
    const caseId = (await createCase(t, staff, { clientName: `Deleted by ${_role}` })).id;
    const documentId = await uploadDocument(t, staff, caseId, { fileName: 'report.pdf', data: makePdf('Report') });

    const exported = await call(t, { method: 'GET', url: '/api/cases/export.csv', session: session() });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`Deleted by ${_role}`);

    const documentDeleted = await call(t, { method: 'DELETE', url: `/api/documents/${documentId}`, session: session() });
    expect(documentDeleted.statusCode, documentDeleted.body).toBe(204);
    expect((await call(t, { method: 'GET', url: `/api/documents/${documentId}`, session: session() })).statusCode).toBe(404);

    const caseDeleted = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: session() });
    expect(caseDeleted.statusCode, caseDeleted.body).toBe(204);
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: session() })).statusCode).toBe(404);
  });

  it('lets staff import cases (case handling), preview included', async () => {
    const csv = 'Client Name,Status,Date Opened\nImported By Staff,open,2024-04-01\n';
    const preview = await call(t, { method: 'POST', url: '/api/cases/import/preview', session: staff, payload: { csv } });
    expect(preview.statusCode, preview.body).toBe(200);
    const imported = await call(t, { method: 'POST', url: '/api/cases/import', session: staff, payload: { csv } });
    expect(imported.statusCode, imported.body).toBe(200);
    const list = await call(t, { method: 'GET', url: '/api/cases?search=Imported%20By%20Staff', session: staff });
    expect(list.json<{ total: number }>().total).toBe(1);
  });

  it('answers a case of another firm with 404 for staff as for anyone (the firm is checked before the role)', async () => {
    const outsider = await registerAndSignIn(t, { name: 'Otto Outsider', company: 'Other Firm' });
    const foreignCase = (await createCase(t, outsider, { clientName: 'Foreign Case' })).id;
    const response = await call(t, { method: 'DELETE', url: `/api/cases/${foreignCase}`, session: staff });
    expect(response.statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: `/api/cases/${foreignCase}`, session: outsider })).statusCode).toBe(200);
  });
  describe('money records, parties and deadlines: staff record and edit them; the fee, removals and dismissals are for owners and attorneys', () => {
    type Ids = { caseId: string; providerId: string; partyId: string };
    async function moneyCase(): Promise<Ids> {
      const created = await call(t, {
        method: 'POST',
        url: '/api/cases',
        session: staff,
        payload: { clientName: 'Money Case', status: 'open', dateOpened: '2024-03-01', state: 'TX', incidentDate: '2024-02-01' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const caseId = created.json<{ id: string }>().id;
      const provider = await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/providers`,
        session: staff,
        payload: { name: 'Clinic' },
      });
      const party = await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/parties`,
        session: staff,
        payload: { role: 'defendant', name: 'Dan Driver' },
      });
      expect(party.statusCode, party.body).toBe(201);
      return { caseId, providerId: provider.json<{ id: string }>().id, partyId: party.json<{ id: string }>().id };
    }
    const records = (ids: Ids): Record<string, { create: Record<string, unknown>; patch: Record<string, unknown> }> => ({
      'medical-bills': {
        create: { providerId: ids.providerId, serviceFrom: '2024-03-02', cptCodes: [], billed: 1200 },
        patch: { paid: 100 },
      },
      'lost-wages': { create: { employer: 'H-E-B', amount: 3600 }, patch: { amount: 3700 } },
      policies: { create: { partyId: ids.partyId, carrier: 'GEICO', kind: 'bodily_injury' }, patch: { claimNumber: 'CL-2' } },
      negotiations: { create: { date: '2024-06-01', kind: 'offer', amount: 30000 }, patch: { amount: 31000 } },
      expenses: { create: { date: '2024-04-05', payee: 'Clerk', amount: 45.75, reimbursable: true }, patch: { reimbursable: false } },
      liens: { create: { holder: 'Blue Cross', kind: 'erisa', asserted: 1000 }, patch: { negotiated: 800 } },
    });

    it('lets staff add and edit every money record but refuses staff deleting one (403), which an attorney may', async () => {
      const ids = await moneyCase();
      for (const [path, { create, patch }] of Object.entries(records(ids))) {
        const created = await call(t, { method: 'POST', url: `/api/cases/${ids.caseId}/${path}`, session: staff, payload: create });
        expect(created.statusCode, `${path} ${created.body}`).toBe(201);
        const id = created.json<{ id: string }>().id;
        const edited = await call(t, { method: 'PATCH', url: `/api/cases/${ids.caseId}/${path}/${id}`, session: staff, payload: patch });
        expect(edited.statusCode, `${path} ${edited.body}`).toBe(200);
        const refused = await call(t, { method: 'DELETE', url: `/api/cases/${ids.caseId}/${path}/${id}`, session: staff });
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json<ErrorBody>().error).toEqual({
          code: 'FORBIDDEN',
          message: 'Only owners and attorneys can delete money records.',
        });
        const items = (await call(t, { method: 'GET', url: `/api/cases/${ids.caseId}/${path}`, session: staff })).json<{
          items: Array<{ id: string }>;
        }>().items;
        expect(
          items.map((item) => item.id),
          path,
        ).toContain(id);
        expect(
          (await call(t, { method: 'DELETE', url: `/api/cases/${ids.caseId}/${path}/${id}`, session: attorney })).statusCode,
          path,
        ).toBe(204);
      }
    });

    it('refuses staff changing the fee agreement (403, unchanged); an attorney may', async () => {
      const { caseId } = await moneyCase();
      const set = await call(t, {
        method: 'PUT',
        url: `/api/cases/${caseId}/fee-agreement`,
        session: attorney,
        payload: { percent: 33.33, basis: 'gross' },
      });
      expect(set.statusCode, set.body).toBe(200);
      const refused = await call(t, {
        method: 'PUT',
        url: `/api/cases/${caseId}/fee-agreement`,
        session: staff,
        payload: { percent: 100, basis: 'gross' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.message).toBe('Only owners and attorneys can change the fee agreement.');
      const after = await call(t, { method: 'GET', url: `/api/cases/${caseId}/fee-agreement`, session: staff });
      expect(after.json<{ feeAgreement: { percent: number } }>().feeAgreement.percent).toBe(33.33);
    });

    it('refuses staff removing a party (403, kept); an owner may', async () => {
      const { caseId, partyId } = await moneyCase();
      const refused = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}/parties/${partyId}`, session: staff });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.message).toBe('Only owners and attorneys can remove parties.');
      const parties = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/parties`, session: staff })).json<{
        items: Array<{ id: string }>;
      }>().items;
      expect(parties.map((party) => party.id)).toContain(partyId);
      expect((await call(t, { method: 'DELETE', url: `/api/cases/${caseId}/parties/${partyId}`, session: owner })).statusCode).toBe(204);
    });

    it('refuses staff dismissing the statute of limitations (403, still open) but lets staff confirm it and dismiss a custom deadline', async () => {
      const { caseId } = await moneyCase();
      type DeadlineItem = { id: string; kind: string; status: string };
      const list = async () =>
        (await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: staff })).json<{ items: DeadlineItem[] }>().items;
      const sol = (await list()).find((item) => item.kind === 'statute_of_limitations')!;
      expect(sol).toBeDefined();
      const refused = await call(t, {
        method: 'PATCH',
        url: `/api/cases/${caseId}/deadlines/${sol.id}`,
        session: staff,
        payload: { status: 'dismissed' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().error.message).toBe(
        'Only owners and attorneys can dismiss a statute of limitations or notice deadline.',
      );
      expect((await list()).find((item) => item.id === sol.id)!.status).toBe('open');
      expect(
        (await call(t, { method: 'PATCH', url: `/api/cases/${caseId}/deadlines/${sol.id}`, session: staff, payload: { confirmed: true } }))
          .statusCode,
      ).toBe(200);
      const custom = await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/deadlines`,
        session: staff,
        payload: { title: 'Call adjuster', dueDate: '2030-01-10' },
      });
      expect(custom.statusCode, custom.body).toBe(201);
      const customDismissed = await call(t, {
        method: 'PATCH',
        url: `/api/cases/${caseId}/deadlines/${custom.json<{ id: string }>().id}`,
        session: staff,
        payload: { status: 'dismissed' },
      });
      expect(customDismissed.statusCode, customDismissed.body).toBe(200);
      const dismissed = await call(t, {
        method: 'PATCH',
        url: `/api/cases/${caseId}/deadlines/${sol.id}`,
        session: attorney,
        payload: { status: 'dismissed' },
      });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
    });
  });
});
