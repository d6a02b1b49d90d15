import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_SEARCH_MAX_RESULTS, splitSnippet, type DocumentSearchResponse } from '@casecast/domain';
import {
  call,
  createCase,
  createTestApp,
  databaseTargets,
  joinFirmAs,
  registerAndSignIn,
  uploadDocuments,
  waitUntilDocumentsRead,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { makeDoc } from './test/fixtures.js';
import { makeScannedPdf, makeTextPdf, makeWordDocx } from './test/text-fixtures.js';
import { queueDocumentsLeftToRead } from './text-index.js';

describe.each(databaseTargets())('search inside documents on %s', (target) => {
  let t: TestApp;
  let dir: string;
  let ownerA: Session;
  let ownerB: Session;
  let caseA: string;
  let otherCaseA: string;
  let caseB: string;
  const ids: Record<string, string> = {};

  async function search(session: Session, query: string) {
    return call(t, { method: 'GET', url: `/api/documents/search?${query}`, session });
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-docsearch-'));
    t = await createTestApp(target, { storage: { kind: 'local', dir } });
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    caseA = (await createCase(t, ownerA, { clientName: 'Maria Lopez' })).id;
    otherCaseA = (await createCase(t, ownerA, { clientName: 'Tom Berg' })).id;
    caseB = (await createCase(t, ownerB, { clientName: 'Sam Reed' })).id;
    const uploaded = await uploadDocuments(t, ownerA, caseA, [
      {
        fileName: 'mri-scan.pdf',
        data: await makeScannedPdf([['Imaging center'], ['Radiology report', 'Lumbar vertebra fracture confirmed']]),
      },
      { fileName: 'er-visit.pdf', data: await makeTextPdf(['Emergency room visit after the collision', 'Discharge: cervical strain']) },
      {
        fileName: 'deposition.docx',
        data: await makeWordDocx(['Deposition of Dr. Okafor', 'The plaintiff described persistent tinnitus.']),
      },
      { fileName: 'call-notes.txt', data: Buffer.from('Adjuster Whitfield promised an offer by Friday.') },
      { fileName: 'old-letter.doc', data: makeDoc() },
      // Passes the upload's check (it starts like a PDF) but is not one.
      { fileName: 'broken.pdf', data: Buffer.from('%PDF-1.7 then nothing a PDF needs') },
    ]);
    for (const document of uploaded) ids[document.name] = document.id;
    // Firm B has the same word in its own documents: firm A must never see them.
    await uploadDocuments(t, ownerB, caseB, [{ fileName: 'b-notes.txt', data: Buffer.from('Another vertebra fracture, in firm B.') }]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows each upload as waiting to be read, then read, with its pages', async () => {
    const items = await waitUntilDocumentsRead(t, ownerA, caseA);
    const byName = new Map(items.map((item) => [item.name, item.textIndex]));
    expect(byName.get('mri-scan.pdf')).toEqual({ status: 'done', pagesDone: 2, pages: 2, error: null });
    expect(byName.get('er-visit.pdf')).toEqual({ status: 'done', pagesDone: 2, pages: 2, error: null });
    expect(byName.get('deposition.docx')).toEqual({ status: 'done', pagesDone: 1, pages: 1, error: null });
    expect(byName.get('call-notes.txt')).toEqual({ status: 'done', pagesDone: 1, pages: 1, error: null });
    expect(byName.get('old-letter.doc')).toMatchObject({ status: 'unsupported', error: expect.stringMatching(/\.docx/) });
    expect(byName.get('broken.pdf')).toMatchObject({ status: 'failed', error: expect.stringMatching(/^The file could not be read/) });
    await waitUntilDocumentsRead(t, ownerB, caseB);
  }, 130_000);

  it('finds a word inside a scanned page, with its page and the word marked', async () => {
    const response = await search(ownerA, 'q=vertebra');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DocumentSearchResponse>();
    expect(body.truncated).toBe(false);
    expect(body.items).toHaveLength(1);
    const [hit] = body.items;
    expect(hit).toMatchObject({
      documentId: ids['mri-scan.pdf'],
      caseId: caseA,
      page: 2,
      documentName: 'mri-scan.pdf',
      clientName: 'Maria Lopez',
      ocr: true,
    });
    const marked = splitSnippet(hit!.snippet, hit!.marks).filter((part) => part.match);
    expect(marked.map((part) => part.text.toLowerCase())).toEqual(['vertebra']);
  });

  it('finds words in text PDFs, Word files and text files, by their stems', async () => {
    const pdf = (await search(ownerA, 'q=collisions')).json<DocumentSearchResponse>();
    expect(pdf.items.map((item) => [item.documentId, item.page])).toEqual([[ids['er-visit.pdf'], 1]]);
    const docx = (await search(ownerA, 'q=tinnitus')).json<DocumentSearchResponse>();
    expect(docx.items.map((item) => item.documentId)).toEqual([ids['deposition.docx']]);
    const text = (await search(ownerA, `q=${encodeURIComponent('"offer by Friday"')}`)).json<DocumentSearchResponse>();
    expect(text.items.map((item) => item.documentId)).toEqual([ids['call-notes.txt']]);
  });

  it('searches one case when asked', async () => {
    const inCase = (await search(ownerA, `q=vertebra&caseId=${caseA}`)).json<DocumentSearchResponse>();
    expect(inCase.items).toHaveLength(1);
    const otherCase = (await search(ownerA, `q=vertebra&caseId=${otherCaseA}`)).json<DocumentSearchResponse>();
    expect(otherCase.items).toEqual([]);
  });

  it("shows another firm nothing of a firm's documents", async () => {
    const own = (await search(ownerB, 'q=tinnitus')).json<DocumentSearchResponse>();
    expect(own.items).toEqual([]);
    const shared = (await search(ownerB, 'q=vertebra')).json<DocumentSearchResponse>();
    expect(shared.items.map((item) => item.caseId)).toEqual([caseB]);
    const otherFirmsCase = await search(ownerB, `q=vertebra&caseId=${caseA}`);
    expect(otherFirmsCase.statusCode).toBe(404);
  });

  it('refuses a missing, empty, too long or stop-word-only search with a clear 400', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(201)}`, 'q=the%20of']) {
      const response = await search(ownerA, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, query).toMatch(/search|word/i);
    }
    const emptyCase = await search(ownerA, 'q=vertebra&caseId=');
    expect(emptyCase.statusCode).toBe(400);
    expect(emptyCase.json<{ error: { message: string } }>().error.message).toMatch(/caseId must name a case/);
    const signedOut = await call(t, { method: 'GET', url: '/api/documents/search?q=vertebra' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers at most 50 matches and says when there were more', async () => {
    const pages = Array.from(
      { length: DOCUMENT_SEARCH_MAX_RESULTS + 5 },
      (_, index) => `Page ${index + 1}: contusion noted. ${'x'.repeat(19_980)}\n`,
    ).join('');
    await uploadDocuments(t, ownerA, otherCaseA, [{ fileName: 'long-chart.txt', data: Buffer.from(pages) }]);
    await waitUntilDocumentsRead(t, ownerA, otherCaseA);
    const body = (await search(ownerA, 'q=contusion')).json<DocumentSearchResponse>();
    expect(body.items).toHaveLength(DOCUMENT_SEARCH_MAX_RESULTS);
    expect(body.truncated).toBe(true);
  }, 130_000);

  it('lets a firm owner have documents read again, and forgets a deleted document', async () => {
    const reindex = await call(t, { method: 'POST', url: '/api/documents/reindex', session: ownerA, payload: { caseId: caseA } });
    expect(reindex.statusCode, reindex.body).toBe(202);
    expect(reindex.json()).toEqual({ queued: 6 });
    const items = await waitUntilDocumentsRead(t, ownerA, caseA);
    expect(items.find((item) => item.name === 'mri-scan.pdf')?.textIndex?.status).toBe('done');
    expect((await search(ownerA, 'q=vertebra')).json<DocumentSearchResponse>().items).toHaveLength(1);

    // Attorneys and staff search, but reading every document again is for owners.
    const attorney = await joinFirmAs(t, ownerA, 'attorney', 'Adam Attorney');
    expect((await search(attorney, 'q=vertebra')).json<DocumentSearchResponse>().items).toHaveLength(1);
    const refused = await call(t, { method: 'POST', url: '/api/documents/reindex', session: attorney, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe('Only firm owners can have documents read again for search.');

    const otherFirm = await call(t, { method: 'POST', url: '/api/documents/reindex', session: ownerB, payload: { caseId: caseA } });
    expect(otherFirm.statusCode).toBe(404);

    const deleted = await call(t, { method: 'DELETE', url: `/api/documents/${ids['mri-scan.pdf']}`, session: ownerA });
    expect(deleted.statusCode).toBe(204);
    expect((await search(ownerA, 'q=vertebra')).json<DocumentSearchResponse>().items).toEqual([]);
  }, 130_000);

  it('finds the documents never read (uploaded before search existed) and those a stopped server was reading', async () => {
    const db = t.runtime.database.db;
    const [neverRead, interrupted] = [ids['call-notes.txt']!, ids['deposition.docx']!];
    await db.updateTable('case_document').set({ text_status: 'pending', text_indexed_at: null }).where('id', '=', neverRead).execute();
    await db.updateTable('case_document').set({ text_status: 'extracting' }).where('id', '=', interrupted).execute();
    const queued = async (includeInterrupted: boolean) => {
      const jobs: string[] = [];
      await queueDocumentsLeftToRead(db, async (batch) => void jobs.push(...batch.map((job) => job.documentId)), { includeInterrupted });
      return jobs;
    };
    expect(await queued(false)).toEqual([neverRead]);
    expect((await queued(true)).sort()).toEqual([neverRead, interrupted].sort());
  });
});
