import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChronologyLine, ChronologyResponse, Financials, MedicalBill, Provider, Treatment } from '@casecast/domain';
import {
  call,
  createCase,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  uploadDocuments,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { makeItemizedBill, makeProgressNotes, type RecordDocument } from './test/record-pdfs.js';

// A draft reads every page of the records (a job): under a busy machine that takes longer than the default 30 s a
// test may take, so the tests wait as long as draft() itself does.
describe.each(databaseTargets())('medical chronology on %s', { timeout: 150_000 }, (target) => {
  let t: TestApp;
  let dir: string;
  let ownerA: Session;
  let ownerB: Session;
  let caseA: string;
  let notes: RecordDocument;
  let bill: RecordDocument;

  async function draft(session: Session, caseId: string): Promise<ChronologyResponse> {
    const started = await call(t, { method: 'POST', url: `/api/cases/${caseId}/chronology`, session, payload: {} });
    expect(started.statusCode, started.body).toBe(202);
    expect(['queued', 'running', 'done']).toContain(started.json<ChronologyResponse>().status);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/chronology`, session });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<ChronologyResponse>();
      if (body.status === 'done' || body.status === 'failed') return body;
      if (Date.now() > deadline) throw new Error(`Chronology still ${body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const confirm = (lineId: string, payload: object = {}) =>
    call(t, { method: 'POST', url: `/api/cases/${caseA}/chronology/lines/${lineId}/confirm`, session: ownerA, payload });

  async function list<T>(path: string): Promise<T[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseA}/${path}`, session: ownerA });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: T[] }>().items;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-chronology-'));
    t = await createTestApp(target, { storage: { kind: 'local', dir } });
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    caseA = (await createCase(t, ownerA, { clientName: 'Maria Lopez', dateOpened: '2024-01-02' })).id;
    notes = await makeProgressNotes();
    bill = await makeItemizedBill();
    await uploadDocuments(t, ownerA, caseA, [{ fileName: 'progress-notes.pdf', data: notes.pdf }], { category: 'Medical Records' });
    await uploadDocuments(t, ownerA, caseA, [{ fileName: 'statement.pdf', data: bill.pdf }], { category: 'Medical Records' });
    // A letter that quotes a date of service is not a medical record: not read.
    await uploadDocuments(
      t,
      ownerA,
      caseA,
      [{ fileName: 'letter.txt', data: Buffer.from('Riverside Clinic\nDate of Service: 05/05/2024\nCPT: 99213\nCharge: $100.00') }],
      { category: 'Correspondence' },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says no chronology was drafted yet', async () => {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseA}/chronology`, session: ownerA });
    expect(response.json<ChronologyResponse>()).toEqual({ status: 'none', lines: [] });
  });

  it('drafts one line per date of service of the medical records, in date order, with the page it came from', async () => {
    const body = await draft(ownerA, caseA);
    expect(body.status).toBe('done');
    expect(body.progress).toEqual({ documents: 2, documentsDone: 2, documentsWaiting: 0 });
    const expected = [
      ...notes.truth.map((line) => ({ ...line, documentName: 'progress-notes.pdf' })),
      ...bill.truth.map((line) => ({ ...line, documentName: 'statement.pdf' })),
    ];
    expect(body.lines).toHaveLength(expected.length);
    const dates = body.lines.map((line) => line.serviceDate);
    expect(dates).toEqual([...dates].sort());
    for (const truth of expected) {
      const line = body.lines.find(
        (candidate) => candidate.serviceDate === truth.serviceDate && candidate.documentName === truth.documentName,
      );
      expect(line, truth.serviceDate).toMatchObject({
        status: 'draft',
        provider: truth.provider,
        cptCodes: truth.cptCodes,
        billedCents: truth.billedCents,
        diagnoses: truth.diagnoses.map((code) => expect.objectContaining({ code })),
      });
      expect(line!.documentId).toEqual(expect.any(String));
    }
    // Progress notes: one visit a page.
    expect(body.lines.filter((line) => line.documentName === 'progress-notes.pdf').map((line) => line.page)).toEqual(
      notes.truth.map((_, index) => index + 1),
    );
  });

  it('refuses to confirm a line whose visit type, date or provider is missing, naming each, and saves nothing', async () => {
    const [line] = (await draft(ownerA, caseA)).lines;
    const response = await confirm(line!.id, { visitType: null, serviceDate: null });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { issues: Array<{ path: string }> } }>().error.issues.map((issue) => issue.path)).toEqual([
      'serviceDate',
      'visitType',
    ]);
    expect(await list<Treatment>('treatments')).toEqual([]);
  });

  it('confirms a corrected line into a treatment and a bill of the provider of that name, once however often it is sent', async () => {
    // The provider already on the case, spelt differently: reused, not doubled.
    const lines = (await call(t, { method: 'GET', url: `/api/cases/${caseA}/chronology`, session: ownerA })).json<ChronologyResponse>()
      .lines;
    const target = lines.find((line) => line.documentName === 'statement.pdf')!;
    const existing = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseA}/providers`,
      session: ownerA,
      payload: { name: target.provider!.toUpperCase() },
    });
    expect(existing.statusCode, existing.body).toBe(201);
    const edited = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseA}/chronology/lines/${target.id}`,
      session: ownerA,
      payload: { billedCents: 12_345, diagnoses: [{ code: 's13.4xxa', description: 'Neck sprain' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ChronologyLine>()).toMatchObject({
      billedCents: 12_345,
      diagnoses: [{ code: 'S13.4XXA', description: 'Neck sprain' }],
    });

    const [first, second] = await Promise.all([confirm(target.id), confirm(target.id)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const confirmed = first.json<ChronologyLine>();
    expect(confirmed).toMatchObject({ status: 'confirmed', providerId: existing.json<Provider>().id });
    expect(second.json<ChronologyLine>().medicalBillId).toBe(confirmed.medicalBillId);
    expect((await confirm(target.id)).json<ChronologyLine>().medicalBillId).toBe(confirmed.medicalBillId);

    const bills = await list<MedicalBill>('medical-bills');
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      id: confirmed.medicalBillId,
      serviceFrom: target.serviceDate,
      billed: 123.45,
      cptCodes: target.cptCodes,
    });
    const treatments = await list<Treatment>('treatments');
    expect(treatments).toHaveLength(1);
    expect(treatments[0]).toMatchObject({
      type: target.visitType,
      provider: existing.json<Provider>().name,
      startDate: target.serviceDate,
      description: 'S13.4XXA Neck sprain',
      notes: `From the medical chronology: statement.pdf, page ${target.page}.`,
    });
    expect(await list<Provider>('providers')).toHaveLength(1);
    const financials = await call(t, { method: 'GET', url: `/api/cases/${caseA}/financials`, session: ownerA });
    expect(financials.json<Financials>().medical.billed).toBe(123.45);

    const again = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseA}/chronology/lines/${target.id}`,
      session: ownerA,
      payload: { billedCents: 1 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('confirms a line without an amount into a treatment only, creating its provider', async () => {
    const lines = (await call(t, { method: 'GET', url: `/api/cases/${caseA}/chronology`, session: ownerA })).json<ChronologyResponse>()
      .lines;
    const target = lines.find((line) => line.status === 'draft' && line.documentName === 'progress-notes.pdf')!;
    const response = await confirm(target.id, { billedCents: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChronologyLine>()).toMatchObject({ status: 'confirmed', medicalBillId: null });
    expect((await list<Provider>('providers')).map((provider) => provider.name)).toContain(target.provider);
    expect(await list<MedicalBill>('medical-bills')).toHaveLength(1);
  });

  it('drafts again: draft lines replaced, confirmed and dismissed lines kept and not drafted twice', async () => {
    const before = (await call(t, { method: 'GET', url: `/api/cases/${caseA}/chronology`, session: ownerA })).json<ChronologyResponse>()
      .lines;
    const dismissedTarget = before.find((line) => line.status === 'draft')!;
    const dismissed = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseA}/chronology/lines/${dismissedTarget.id}/dismiss`,
      session: ownerA,
      payload: {},
    });
    expect(dismissed.json<ChronologyLine>().status).toBe('dismissed');
    const after = await draft(ownerA, caseA);
    expect(after.lines).toHaveLength(before.length);
    const kept = before.filter((line) => line.status === 'confirmed').map((line) => line.id);
    expect(
      after.lines
        .filter((line) => line.status === 'confirmed')
        .map((line) => line.id)
        .sort(),
    ).toEqual(kept.sort());
    expect(after.lines.find((line) => line.id === dismissedTarget.id)?.status).toBe('dismissed');
    expect(after.lines.filter((line) => line.status === 'draft').every((line) => !before.some((old) => old.id === line.id))).toBe(true);
  });

  it("answers another firm's requests as if the case did not exist", async () => {
    const line = (await call(t, { method: 'GET', url: `/api/cases/${caseA}/chronology`, session: ownerA })).json<ChronologyResponse>()
      .lines[0]!;
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'GET', url: `/api/cases/${caseA}/chronology` },
        { method: 'POST', url: `/api/cases/${caseA}/chronology`, payload: {} },
        { method: 'PATCH', url: `/api/cases/${caseA}/chronology/lines/${line.id}`, payload: { provider: 'X' } },
        { method: 'POST', url: `/api/cases/${caseA}/chronology/lines/${line.id}/confirm`, payload: {} },
        { method: 'POST', url: `/api/cases/${caseA}/chronology/lines/${line.id}/dismiss`, payload: {} },
      ],
    });
    const caseB = (await createCase(t, ownerB, { clientName: 'Sam Reed', dateOpened: '2024-01-02' })).id;
    const crossed = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseB}/chronology/lines/${line.id}/confirm`,
      session: ownerB,
      payload: {},
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('refuses a bad correction with a 400 naming the field', async () => {
    const line = (await call(t, { method: 'GET', url: `/api/cases/${caseA}/chronology`, session: ownerA }))
      .json<ChronologyResponse>()
      .lines.find((candidate) => candidate.status === 'draft')!;
    for (const payload of [
      { billedCents: -1 },
      { serviceDate: '2024-02-30' },
      { cptCodes: ['12'] },
      { diagnoses: [{ code: 'U07.1' }] },
      { page: 3 },
    ]) {
      const response = await call(t, { method: 'PATCH', url: `/api/cases/${caseA}/chronology/lines/${line.id}`, session: ownerA, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
