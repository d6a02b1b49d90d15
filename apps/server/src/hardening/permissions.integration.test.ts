// What each firm role may do: staff may not delete cases or documents or export the firm's cases; owners and attorneys may.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';
import { makePdf, multipartBody } from '../features/documents/test/fixtures.js';

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

  async function createCase(clientName: string, session: Session = staff): Promise<string> {
    const response = await call(t, { method: 'POST', url: '/api/cases', session, payload: { clientName, status: 'open', dateOpened: '2024-03-01' } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function uploadDocument(caseId: string, session: Session = staff): Promise<string> {
    const { payload, headers } = multipartBody([{ name: 'files', fileName: 'report.pdf', data: makePdf('Report') }]);
    const response = await t.app.inject({ method: 'POST', url: `/api/cases/${caseId}/documents`, payload, headers: { ...headers, origin: 'http://localhost:3000', cookie: session.cookie } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ items: Array<{ id: string }> }>().items[0]!.id;
  }

  it('refuses staff deleting a case (403, clear message) and keeps the case, its documents and their files', async () => {
    const caseId = await createCase('Kept Case');
    const documentId = await uploadDocument(caseId);
    const filesBefore = await storedFiles(dir);

    const response = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: staff });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Only owners and attorneys can delete cases.' });

    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: staff })).statusCode).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/documents/${documentId}`, session: staff })).statusCode).toBe(200);
    expect(await storedFiles(dir)).toBe(filesBefore);
    const history = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner })).json<{ items: Array<{ action: string }> }>().items;
    expect(history.map((entry) => entry.action)).not.toContain('delete');
  });

  it('refuses staff deleting a document (403, clear message) and keeps its row and file', async () => {
    const caseId = await createCase('Document Case');
    const documentId = await uploadDocument(caseId);
    const filesBefore = await storedFiles(dir);

    const response = await call(t, { method: 'DELETE', url: `/api/documents/${documentId}`, session: staff });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error).toEqual({ code: 'FORBIDDEN', message: 'Only owners and attorneys can delete documents.' });

    const content = await call(t, { method: 'GET', url: `/api/documents/${documentId}/content`, session: staff });
    expect(content.statusCode).toBe(200);
    expect(await storedFiles(dir)).toBe(filesBefore);
  });

  it('refuses staff exporting the cases (403 before any CSV is sent)', async () => {
    await createCase('Exported Case');
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
    const caseId = await createCase(`Deleted by ${_role}`);
    const documentId = await uploadDocument(caseId);

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
    const foreignCase = await createCase('Foreign Case', outsider);
    const response = await call(t, { method: 'DELETE', url: `/api/cases/${foreignCase}`, session: staff });
    expect(response.statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: `/api/cases/${foreignCase}`, session: outsider })).statusCode).toBe(200);
  });
});
