import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { uploadDocuments, type UploadPart } from './service.js';
import { createLocalStorage } from './storage/local-storage.js';
import type { DocumentStorage } from './storage/document-storage.js';
import { makeDoc, makeDocx, makeExe, makeJpeg, makePdf, makePng, makeZip, multipartBody, type FormPart } from './test/fixtures.js';

type Json = Record<string, unknown>;
type Doc = {
  id: string;
  caseId: string;
  name: string;
  fileType: string;
  size: number;
  category: string;
  url: string;
  description: string | null;
  uploadedAt: string;
};

/** Every file under the storage folder, as keys relative to it. */
async function storedKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe.each(databaseTargets())('documents API on %s', (target) => {
  let t: TestApp;
  let dir: string;
  let ownerA: Session;
  let ownerB: Session;
  let caseA: string;
  let caseB: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-documents-'));
    t = await createTestApp(target, { storage: { kind: 'local', dir }, maxUploadMb: 1 });
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    caseA = (
      await call(t, {
        method: 'POST',
        url: '/api/cases',
        session: ownerA,
        payload: { clientName: 'Maria Lopez', status: 'open', dateOpened: '2024-03-01' },
      })
    ).json().id;
    caseB = (
      await call(t, {
        method: 'POST',
        url: '/api/cases',
        session: ownerB,
        payload: { clientName: 'Sam Reed', status: 'open', dateOpened: '2024-03-01' },
      })
    ).json().id;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(parts: FormPart[], options: { session?: Session; caseId?: string } = {}) {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/cases/${options.caseId ?? caseA}/documents`,
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: (options.session ?? ownerA).cookie },
    });
  }
  const file = (fileName: string, data: Buffer): FormPart => ({ name: 'files', fileName, data });
  const listCase = async (caseId = caseA, session = ownerA) =>
    (await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session })).json().items as Doc[];
  const rowCount = async () => (await listCase()).length;

  it('uploads several files at once, lists them and serves the identical bytes', async () => {
    const pdf = makePdf('Discharge summary');
    const png = makePng();
    const response = await upload([
      { name: 'category', value: 'medical records' },
      { name: 'description', value: 'From the ER' },
      file('ER report.pdf', pdf),
      file('scene.png', png),
      file('letter.docx', makeDocx()),
      file('old.doc', makeDoc()),
      file('xray.JPG', makeJpeg()),
      file('notes.txt', Buffer.from('Café ✓ notes\n')),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const items = response.json().items as Doc[];
    expect(items.map((item) => [item.name, item.fileType, item.category])).toEqual([
      ['ER report.pdf', 'application/pdf', 'Medical Records'],
      ['scene.png', 'image/png', 'Medical Records'],
      ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Medical Records'],
      ['old.doc', 'application/msword', 'Medical Records'],
      ['xray.JPG', 'image/jpeg', 'Medical Records'],
      ['notes.txt', 'text/plain', 'Medical Records'],
    ]);
    expect(items[0]).toMatchObject({
      caseId: caseA,
      description: 'From the ER',
      size: Math.round(pdf.length / 1024),
      sizeBytes: pdf.length,
      url: `/api/documents/${items[0]!.id}/content`,
    });
    // A file under 1 KB keeps its real size, so it is never shown as "0 B".
    expect(items[5]).toMatchObject({ name: 'notes.txt', size: 0, sizeBytes: Buffer.byteLength('Café ✓ notes\n') });

    expect((await listCase()).map((item) => item.name).sort()).toEqual([
      'ER report.pdf',
      'letter.docx',
      'notes.txt',
      'old.doc',
      'scene.png',
      'xray.JPG',
    ]);
    const keys = await storedKeys(dir);
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(key).toMatch(new RegExp(`^[\\w-]+/${caseA}/\\d+-[0-9a-f]{8}\\.(pdf|png|docx|doc|jpg|txt)$`));

    const inline = await call(t, { method: 'GET', url: items[0]!.url, session: ownerA });
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload.equals(pdf)).toBe(true);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="ER report.pdf"; filename*=UTF-8''ER%20report.pdf`);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toMatch(/^sandbox;/);
    // A Word file is not shown in the page even when asked for a preview: only PDFs, images and text are.
    for (const word of [items[2]!, items[3]!]) {
      const preview = await call(t, { method: 'GET', url: word.url, session: ownerA });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-disposition']).toMatch(/^attachment;/);
    }
    for (const shown of [items[1]!, items[4]!, items[5]!]) {
      expect((await call(t, { method: 'GET', url: shown.url, session: ownerA })).headers['content-disposition']).toMatch(/^inline;/);
    }

    const download = await call(t, { method: 'GET', url: `${items[1]!.url}?download=1`, session: ownerA });
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="scene.png"/);
    expect((await call(t, { method: 'GET', url: items[1]!.url })).statusCode).toBe(401);
    const text = await call(t, { method: 'GET', url: items[5]!.url, session: ownerA });
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe('Café ✓ notes\n');
  });

  it('names a non-ASCII title with RFC 5987 filename*', async () => {
    const [doc] = (await upload([file('Résumé médical.pdf', makePdf())])).json().items as Doc[];
    const response = await call(t, { method: 'GET', url: `${doc!.url}?download=1`, session: ownerA });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ m_dical.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20m%C3%A9dical.pdf`,
    );
  });

  it('lists the firm documents a page at a time with the client name, and searches them', async () => {
    await upload([file('bill.pdf', makePdf())], { session: ownerB, caseId: caseB });
    const page = (await call(t, { method: 'GET', url: '/api/documents?pageSize=2', session: ownerA })).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe((await listCase()).length);
    expect(page.items[0].caseClientName).toBe('Maria Lopez');
    expect(page.items[0].caseNo).toBeGreaterThan(0);
    const found = (await call(t, { method: 'GET', url: '/api/documents?search=SCENE', session: ownerA })).json();
    expect(found.items.map((item: Doc) => item.name)).toEqual(['scene.png']);
    const own = (await call(t, { method: 'GET', url: '/api/documents', session: ownerB })).json();
    expect(own.items.map((item: Doc) => item.name)).toEqual(['bill.pdf']);
  });

  it('answers 400 "No file provided" for an upload without a file', async () => {
    const response = await upload([{ name: 'category', value: 'Evidence' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('No file provided');
    const notMultipart = await call(t, { method: 'POST', url: `/api/cases/${caseA}/documents`, session: ownerA, payload: {} });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toBe('No file provided');
  });

  it('refuses files whose bytes are not what the name says, and keeps nothing of them', async () => {
    const rowsBefore = await rowCount();
    const keysBefore = await storedKeys(dir);
    const impostors: Array<[string, Buffer]> = [
      ['invoice.pdf', makeExe()],
      ['photo.png', makeJpeg()],
      ['letter.docx', makeZip()],
      ['notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x21])],
      ['notes.txt', Buffer.from([0x68, 0xc3, 0x28])],
      ['setup.exe', makeExe()],
      ['empty.pdf', Buffer.alloc(0)],
    ];
    for (const [name, data] of impostors) {
      const response = await upload([file('fine.pdf', makePdf()), file(name, data)]);
      expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const exe = await upload([file('invoice.pdf', makeExe())]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toMatch(/"invoice.pdf" is not a valid PDF file/);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedKeys(dir)).toEqual(keysBefore);
  });

  it('refuses a file over the size limit with a clear message and leaves no row and no object', async () => {
    const rowsBefore = await rowCount();
    const keysBefore = await storedKeys(dir);
    const big = Buffer.concat([makePdf(), Buffer.alloc(1024 * 1024, 0x20)]);
    const response = await upload([file('huge scan.pdf', big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('"huge scan.pdf" is larger than the 1 MB upload limit.');
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedKeys(dir)).toEqual(keysBefore);
  });

  it('never lets a file name choose where the file is stored, and cleans the title', async () => {
    const response = await upload([
      file('../../../etc/passwd\u0000\u001b[31m.pdf', makePdf()),
      file('..\\..\\win.ini.txt', Buffer.from('x')),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [pdf, txt] = response.json().items as Doc[];
    expect(pdf!.name).toBe('passwd[31m.pdf');
    expect(txt!.name).toBe('win.ini.txt');
    for (const key of await storedKeys(dir)) expect(key.startsWith('..')).toBe(false);
    expect((await readdir(join(dir, '..'))).filter((name) => name === 'passwd' || name === 'etc')).toEqual([]);
  });

  it('assigns and changes categories; a custom category is added once whatever its case', async () => {
    const before = (await call(t, { method: 'GET', url: '/api/document-categories', session: ownerA })).json();
    expect(before.items.map((item: { name: string }) => item.name)).toEqual([
      'Uncategorized',
      'Medical Records',
      'Employment Documents',
      'Incident Documentation',
      'Legal Filings',
      'Correspondence',
      'Evidence',
      'Witness Statements',
    ]);
    expect(before.maxUploadMb).toBe(1);
    const added = await call(t, { method: 'POST', url: '/api/document-categories', session: ownerA, payload: { name: 'Police Reports' } });
    expect(added.statusCode).toBe(201);
    for (const name of ['police reports', ' POLICE REPORTS ', 'evidence']) {
      const again = await call(t, { method: 'POST', url: '/api/document-categories', session: ownerA, payload: { name } });
      expect(again.statusCode).toBe(200);
    }
    const names = (await call(t, { method: 'GET', url: '/api/document-categories', session: ownerA }))
      .json()
      .items.map((item: { name: string }) => item.name);
    expect(names.filter((name: string) => name.toLowerCase() === 'police reports')).toEqual(['Police Reports']);
    const otherFirm = (await call(t, { method: 'GET', url: '/api/document-categories', session: ownerB })).json().items;
    expect(otherFirm).toHaveLength(8);

    const [doc] = (await upload([file('report.pdf', makePdf())])).json().items as Doc[];
    expect(doc!.category).toBe('Uncategorized');
    const changed = await call(t, {
      method: 'PATCH',
      url: `/api/documents/${doc!.id}`,
      session: ownerA,
      payload: { category: 'police reports', description: 'Officer Diaz', title: 'Police report.pdf' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ category: 'Police Reports', description: 'Officer Diaz', name: 'Police report.pdf' });
    const renamed = await call(t, {
      method: 'PATCH',
      url: `/api/documents/${doc!.id}`,
      session: ownerA,
      payload: { title: 'Officer Diaz report' },
    });
    expect(renamed.json().name).toBe('Officer Diaz report.pdf');
    const unknown = await call(t, { method: 'PATCH', url: `/api/documents/${doc!.id}`, session: ownerA, payload: { category: 'Nope' } });
    expect(unknown.statusCode).toBe(400);
    const refused = await call(t, {
      method: 'PATCH',
      url: `/api/documents/${doc!.id}`,
      session: ownerB,
      payload: { category: 'Evidence' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('deletes the file and then the row; both show on the timeline and in the case history', async () => {
    const [doc] = (await upload([file('to delete.pdf', makePdf())])).json().items as Doc[];
    const keysBefore = await storedKeys(dir);
    const removed = await call(t, { method: 'DELETE', url: `/api/documents/${doc!.id}`, session: ownerA });
    expect(removed.statusCode).toBe(204);
    expect(await storedKeys(dir)).toHaveLength(keysBefore.length - 1);
    expect((await call(t, { method: 'GET', url: `/api/documents/${doc!.id}`, session: ownerA })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: doc!.url, session: ownerA })).statusCode).toBe(404);

    const history = (await call(t, { method: 'GET', url: `/api/cases/${caseA}/history`, session: ownerA })).json().items as Json[];
    const entries = history.filter((entry) => entry.entityId === doc!.id).map((entry) => entry.action);
    expect(entries).toEqual(['delete', 'create']);
    const detail = (await call(t, { method: 'GET', url: `/api/cases/${caseA}`, session: ownerA })).json();
    const events = (detail.timeline as Array<{ type: string; description: string }>).filter(
      (event) => event.description === 'to delete.pdf',
    );
    expect(events.map((event) => event.type)).toEqual(['document_deleted']);
    const [kept] = (await upload([file('kept.pdf', makePdf())])).json().items as Doc[];
    const after = (await call(t, { method: 'GET', url: `/api/cases/${caseA}`, session: ownerA })).json();
    expect(after.timeline).toContainEqual(
      expect.objectContaining({ type: 'document_uploaded', description: 'kept.pdf', category: 'document' }),
    );
    expect(after.documents).toContainEqual(expect.objectContaining({ id: kept!.id, name: 'kept.pdf' }));
  });

  it('deletes the files of a deleted case', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: ownerA,
      payload: { clientName: 'Short Lived', status: 'open', dateOpened: '2024-03-01' },
    });
    const caseId = created.json().id as string;
    const before = await storedKeys(dir);
    expect((await upload([file('a.pdf', makePdf()), file('b.png', makePng())], { caseId })).statusCode).toBe(201);
    expect((await storedKeys(dir)).filter((key) => key.includes(`/${caseId}/`))).toHaveLength(2);
    expect((await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: ownerB })).statusCode).toBe(404);
    expect((await storedKeys(dir)).filter((key) => key.includes(`/${caseId}/`))).toHaveLength(2);
    expect((await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: ownerA })).statusCode).toBe(204);
    await expect.poll(async () => storedKeys(dir)).toEqual(before);
  });

  it('hides firm A documents from firm B (404 by id, content, change, delete and upload to A case)', async () => {
    const [doc] = (await upload([file('private.pdf', makePdf('Private'))])).json().items as Doc[];
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'GET', url: `/api/documents/${doc!.id}` },
        { method: 'GET', url: `/api/documents/${doc!.id}/content` },
        { method: 'GET', url: `/api/documents/${doc!.id}/content?download=1` },
        { method: 'PATCH', url: `/api/documents/${doc!.id}`, payload: { description: 'taken' } },
        { method: 'DELETE', url: `/api/documents/${doc!.id}` },
        { method: 'GET', url: `/api/cases/${caseA}/documents` },
      ],
    });
    const intoA = await upload([file('drop.pdf', makePdf())], { session: ownerB, caseId: caseA });
    expect(intoA.statusCode).toBe(404);
    expect(intoA.json().error.code).toBe('NOT_FOUND');
    expect((await call(t, { method: 'GET', url: `/api/documents/${doc!.id}`, session: ownerA })).json().description).toBeNull();
  });

  it('never takes an object key from a request: firm B cannot point a document at firm A file', async () => {
    const [doc] = (await upload([file('a-only.pdf', makePdf('A only'))])).json().items as Doc[];
    const aKeys = await storedKeys(dir);
    const aKey = aKeys.find((key) => key.includes(`/${caseA}/`))!;
    const forged = await upload(
      [{ name: 'file_path', value: aKey }, { name: 'key', value: aKey }, { name: 'storageKey', value: aKey }, file(aKey, makePdf('B'))],
      { session: ownerB, caseId: caseB },
    );
    expect(forged.statusCode, forged.body).toBe(201);
    const bDoc = (forged.json().items as Doc[])[0]!;
    const content = await call(t, { method: 'GET', url: bDoc.url, session: ownerB });
    expect(content.rawPayload.toString('latin1')).toContain('(B)');
    const aContent = await call(t, { method: 'GET', url: doc!.url, session: ownerA });
    expect(aContent.rawPayload.toString('latin1')).toContain('(A only)');
    const bKeys = (await storedKeys(dir)).filter((key) => !aKeys.includes(key));
    expect(bKeys).toHaveLength(1);
    expect(bKeys[0]!.startsWith(`${aKey.split('/')[0]}/`)).toBe(false);
    expect(bKeys[0]).toContain(`/${caseB}/`);
  });

  it('leaves no row and no object when storage fails in the middle of an upload', async () => {
    const db = t.runtime.database.db;
    const member = await db.selectFrom('firm_member').select('firm_id').where('user_id', '=', ownerA.userId).executeTakeFirstOrThrow();
    const actor = { firmId: member.firm_id, userId: ownerA.userId, userName: 'Alice Owner', role: 'owner' as const };
    const real = createLocalStorage(dir);
    const attempted: string[] = [];
    // A test double of the storage interface: writes part of the bytes through the real store, then fails.
    const failing: DocumentStorage = {
      ...real,
      kind: 'failing',
      put: async (key, body, options) => {
        attempted.push(key);
        let seen = 0;
        const breaker = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            seen += chunk.length;
            callback(seen > 1000 ? new Error('connection reset by storage') : null, chunk);
          },
        });
        breaker.on('error', () => undefined);
        await real.put(key, body.pipe(breaker), options);
      },
    };
    const rowsBefore = await rowCount();
    const keysBefore = await storedKeys(dir);
    const data = Buffer.concat([makePdf(), Buffer.alloc(5000, 0x20)]);
    async function* parts(): AsyncGenerator<UploadPart> {
      yield { type: 'file', fieldName: 'files', fileName: 'ok.pdf', stream: Readable.from([makePdf()]) };
      yield {
        type: 'file',
        fieldName: 'files',
        fileName: 'broken.pdf',
        stream: Readable.from([data.subarray(0, 800), data.subarray(800)]),
      };
    }
    await expect(uploadDocuments({ db, storage: failing, maxUploadMb: 1 }, actor, caseA, parts())).rejects.toThrow(
      'connection reset by storage',
    );
    expect(attempted).toHaveLength(2);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedKeys(dir)).toEqual(keysBefore);
  });

  it('deletes the stored object when the row cannot be inserted', async () => {
    const db = t.runtime.database.db;
    const member = await db.selectFrom('firm_member').select('firm_id').where('user_id', '=', ownerA.userId).executeTakeFirstOrThrow();
    const actor = { firmId: member.firm_id, userId: ownerA.userId, userName: 'Alice Owner', role: 'owner' as const };
    const keysBefore = await storedKeys(dir);
    async function* parts(): AsyncGenerator<UploadPart> {
      yield { type: 'field', name: 'category', value: 'Not a category' };
      yield { type: 'file', fieldName: 'files', fileName: 'ok.pdf', stream: Readable.from([makePdf()]) };
    }
    await expect(uploadDocuments({ db, storage: createLocalStorage(dir), maxUploadMb: 1 }, actor, caseA, parts())).rejects.toThrow(
      /Unknown category/,
    );
    expect(await storedKeys(dir)).toEqual(keysBefore);
  });
});
