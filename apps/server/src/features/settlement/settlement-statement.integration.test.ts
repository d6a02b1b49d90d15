import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCase,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { readPdfText } from '../../test/pdf-text.js';
import { statementInputsHashes } from './service.js';

type Json = Record<string, unknown>;
type Statement = {
  gross: number;
  fee: number;
  expenses: number;
  liens: number;
  medicalBalances: number;
  netToClient: number;
  shortfall: number;
  feeAgreement: { percent: number; label: string; basis: string; feeBase: number; litigationRateApplied: boolean } | null;
  lines: Array<{ kind: string; label: string; detail: string | null; sourceId: string | null; amount: number }>;
  warnings: string[];
  inputsHash: string;
  version: { number: number; documentId: string | null } | null;
};
type CaseDocument = { id: string; name: string; category: string; fileType: string };

const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.each(databaseTargets())('settlement statement API on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let outsider: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Sam Owner', company: 'Statement Firm LLP' });
    outsider = await registerAndSignIn(t, { name: 'Olga Outsider', company: 'Elsewhere LLP' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Ana Ruiz's case, opened 2025-01-10, with `fields` over that. */
  const newCase = async (fields: Json = {}) =>
    (await createCase(t, owner, { clientName: 'Ana Ruiz', dateOpened: '2025-01-10', caseNumber: 'PI-2025-7', ...fields })).id;

  async function settle(caseId: string, actualSettlement: number): Promise<void> {
    const response = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      payload: { status: 'settled', actualSettlement, dateClosed: '2026-02-01' },
      session: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  async function statement(caseId: string): Promise<Statement> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Statement>();
  }
  async function pdf(caseId: string) {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return {
      version: Number(response.headers['x-statement-version']),
      documentId: String(response.headers['x-document-id']),
      bytes: response.rawPayload,
      disposition: String(response.headers['content-disposition']),
    };
  }
  async function statementDocuments(caseId: string): Promise<CaseDocument[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner });
    return response.json<{ items: CaseDocument[] }>().items.filter((document) => document.category === 'Settlement');
  }

  it('answers 200 "none yet" while the case has no settlement amount; its PDF cannot be made (409)', async () => {
    const caseId = await newCase();
    const message = 'This case has no settlement amount yet. Mark it Settled with the settlement amount and date closed first.';
    const read = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement`, session: owner });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<Json>()).toEqual({ none: true, caseId, message });

    const download = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf`, session: owner });
    expect(download.statusCode).toBe(409);
    expect(download.json<{ error: { code: string; message: string } }>().error).toEqual({ code: 'NO_SETTLEMENT', message });
  });

  it('answers 404, not "none yet", for another firm\'s case without a settlement', async () => {
    const caseId = await newCase();
    await expectHiddenFromOtherFirm(t, { outsider, requests: [{ method: 'GET', url: `/api/cases/${caseId}/settlement-statement` }] });
  });

  it('gives the statement of a settled case, whose lines sum to the gross', async () => {
    const caseId = await newCase();
    await settle(caseId, 48_250.75);
    const result = await statement(caseId);
    expect(result).toMatchObject({
      gross: 48_250.75,
      fee: 0,
      expenses: 0,
      liens: 0,
      medicalBalances: 0,
      netToClient: 48_250.75,
      shortfall: 0,
      version: null,
    });
    expect(result.lines.at(-1)).toMatchObject({ kind: 'net', amount: 48_250.75 });
    expect(Math.round(result.lines.reduce((sum, line) => sum + line.amount * 100, 0))).toBe(4_825_075);
  });

  it('makes a PDF with the same numbers, kept as a case document, once per distinct statement', async () => {
    const caseId = await newCase();
    await settle(caseId, 10_000);
    const first = await pdf(caseId);
    expect(first.version).toBe(1);
    expect(first.disposition).toContain('Settlement statement v1 - Ana Ruiz.pdf');
    const json = await statement(caseId);
    expect(json.version).toMatchObject({ number: 1, documentId: first.documentId });

    const text = await readPdfText(first.bytes);
    expect(text.lines[0]).toBe('Statement Firm LLP');
    expect(text.lines).toContain('Client: Ana Ruiz');
    expect(text.lines).toContain('Case number: PI-2025-7');
    expect(text.lines).toContain(`Gross settlement ${money(json.gross)}`);
    expect(text.lines).toContain(`Net to client ${money(json.netToClient)}`);
    expect(text.lines).toContain(`Attorney fee ${money(json.fee)}`);

    // Unchanged: the stored file again, no second document.
    const again = await pdf(caseId);
    expect(again).toMatchObject({ version: 1, documentId: first.documentId });
    expect(Buffer.compare(again.bytes, first.bytes)).toBe(0);
    expect(await statementDocuments(caseId)).toHaveLength(1);

    // Changed: version 2, both kept.
    await settle(caseId, 12_500);
    const second = await pdf(caseId);
    expect(second.version).toBe(2);
    expect((await readPdfText(second.bytes)).lines).toContain('Net to client $12,500.00');
    const stored = await statementDocuments(caseId);
    expect(stored.map((document) => document.name).sort()).toEqual([
      'Settlement statement v1 - Ana Ruiz.pdf',
      'Settlement statement v2 - Ana Ruiz.pdf',
    ]);
    expect(stored.every((document) => document.fileType === 'application/pdf')).toBe(true);

    // The stored document's bytes are the PDF that was downloaded.
    const content = await call(t, { method: 'GET', url: `/api/documents/${second.documentId}/content`, session: owner });
    expect(Buffer.compare(content.rawPayload, second.bytes)).toBe(0);

    // Its document deleted, the same statement is stored again under the same version number.
    expect((await call(t, { method: 'DELETE', url: `/api/documents/${second.documentId}`, session: owner })).statusCode).toBe(204);
    const restored = await pdf(caseId);
    expect(restored.version).toBe(2);
    expect(restored.documentId).not.toBe(second.documentId);
    expect(await statementDocuments(caseId)).toHaveLength(2);

    // The upload is in the case history like any document.
    const history = await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner });
    expect(
      history
        .json<{ items: Array<{ entityType: string; action: string }> }>()
        .items.filter((entry) => entry.entityType === 'document' && entry.action === 'create'),
    ).toHaveLength(3);
  });

  async function post(caseId: string, path: string, payload: Json): Promise<string> {
    const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/${path}`, payload, session: owner });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('computes the fee at exactly a third, repays costs, pays liens and unpaid balances, and the PDF shows the same numbers', async () => {
    const caseId = await newCase();
    const fee = await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/fee-agreement`,
      payload: { percent: 'one_third', litigationPercent: 40, basis: 'gross' },
      session: owner,
    });
    expect(fee.statusCode, fee.body).toBe(200);
    const filing = await post(caseId, 'expenses', {
      date: '2025-03-01',
      payee: 'County Clerk',
      description: 'Filing fee',
      amount: 402,
      reimbursable: true,
    });
    await post(caseId, 'expenses', { date: '2025-03-02', payee: 'Office copies', amount: 55.5, reimbursable: false });
    const medicare = await post(caseId, 'liens', { holder: 'Medicare', kind: 'medicare', asserted: 5_000, negotiated: 3_500, final: null });
    await post(caseId, 'liens', { holder: 'Waived Plan', kind: 'erisa', asserted: 900, status: 'waived' });
    const hospital = await post(caseId, 'providers', { name: 'City Hospital' });
    await post(caseId, 'medical-bills', {
      providerId: hospital,
      serviceFrom: '2025-01-11',
      billed: 9_000,
      paid: 5_000,
      adjusted: 1_000.01,
      payer: 'health_insurance',
    });
    await post(caseId, 'medical-bills', {
      providerId: hospital,
      serviceFrom: '2025-01-20',
      billed: 300,
      paid: 0,
      adjusted: 0,
      payer: 'unpaid',
    });
    const clinic = await post(caseId, 'providers', { name: 'Paid-up Clinic' });
    await post(caseId, 'medical-bills', {
      providerId: clinic,
      serviceFrom: '2025-02-01',
      billed: 800,
      paid: 800,
      adjusted: 0,
      payer: 'pip_medpay',
    });
    await settle(caseId, 100_000.01);

    const result = await statement(caseId);
    // A third of 10,000,001 cents is 3,333,333.67 → 3,333,334 (half up).
    expect(result).toMatchObject({
      gross: 100_000.01,
      fee: 33_333.34,
      expenses: 402,
      liens: 3_500,
      medicalBalances: 3_299.99,
      shortfall: 0,
    });
    expect(result.netToClient).toBe(59_464.68);
    expect(result.feeAgreement).toMatchObject({ label: '33 1/3%', basis: 'gross', feeBase: 100_000.01, litigationRateApplied: false });
    expect(result.lines.map((line) => [line.kind, line.sourceId, line.amount])).toEqual([
      ['fee', null, 33_333.34],
      ['expense', filing, 402],
      ['lien', medicare, 3_500],
      ['lien', expect.any(String), 0],
      ['medical', hospital, 3_299.99],
      ['net', null, 59_464.68],
    ]);
    expect(result.warnings).toEqual([
      '1 lien is not final: the statement uses the negotiated amount, else the asserted amount, until a final amount is entered.',
    ]);

    const text = await readPdfText((await pdf(caseId)).bytes);
    for (const line of result.lines.filter((item) => item.kind !== 'fee' && item.kind !== 'net'))
      expect(text.lines).toContain(`${line.label} ${money(line.amount)}`);
    expect(text.lines).toContain(`Less: attorney fee ${money(result.fee)}`);
    expect(text.lines).toContain(`Attorney fee ${money(result.fee)}`);
    expect(text.lines).toContain(`Case costs reimbursed ${money(result.expenses)}`);
    expect(text.lines).toContain(`Liens ${money(result.liens)}`);
    expect(text.lines).toContain(`Unpaid medical balances ${money(result.medicalBalances)}`);
    expect(text.lines).toContain(`Net to client ${money(result.netToClient)}`);

    // Each changed input is a new version: the lien's final amount, then the fee on the net.
    await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/liens/${medicare}`,
      payload: { final: 3_000, status: 'final' },
      session: owner,
    });
    expect((await pdf(caseId)).version).toBe(2);
    await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/fee-agreement`,
      payload: { percent: 'one_third', basis: 'net' },
      session: owner,
    });
    const onNet = await statement(caseId);
    expect(onNet.fee).toBe(33_199.34); // (100,000.01 − 402) / 3 = 33,199.336… → 33,199.34
    expect(onNet.feeAgreement?.feeBase).toBe(99_598.01);
    expect((await pdf(caseId)).version).toBe(3);
    expect(await statementDocuments(caseId)).toHaveLength(3);
  });

  it('applies the litigation rate once the case went through discovery', async () => {
    const caseId = await newCase();
    await call(t, {
      method: 'PUT',
      url: `/api/cases/${caseId}/fee-agreement`,
      payload: { percent: 'one_third', litigationPercent: 40, basis: 'gross' },
      session: owner,
    });
    const discovery = await call(t, { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { status: 'discovery' }, session: owner });
    expect(discovery.statusCode, discovery.body).toBe(200);
    await settle(caseId, 50_000);
    const result = await statement(caseId);
    expect(result.fee).toBe(20_000);
    expect(result.feeAgreement).toMatchObject({ label: '40%', litigationRateApplied: true });
  });

  it('says so when costs and liens exceed the settlement, in the JSON and the PDF', async () => {
    const caseId = await newCase();
    await call(t, { method: 'PUT', url: `/api/cases/${caseId}/fee-agreement`, payload: { percent: 40, basis: 'net' }, session: owner });
    await post(caseId, 'expenses', { date: '2025-04-01', payee: 'Expert witness', amount: 9_000, reimbursable: true });
    await post(caseId, 'liens', { holder: 'Hospital lien', kind: 'hospital', asserted: 4_000, final: 3_000 });
    await settle(caseId, 10_000);
    const result = await statement(caseId);
    expect(result).toMatchObject({ fee: 400, expenses: 9_000, liens: 3_000, netToClient: -2_400, shortfall: 2_400 });
    expect(result.warnings.at(-1)).toContain('exceed the settlement by $2,400.00');
    const text = await readPdfText((await pdf(caseId)).bytes);
    expect(text.lines).toContain('Net to client -$2,400.00');
    expect(text.text).toContain('exceed the settlement by $2,400.00');
  });

  it('stores one version when the same new statement is asked for four times at once', async () => {
    const caseId = await newCase();
    await settle(caseId, 7_777.77);
    const answers = await Promise.all([pdf(caseId), pdf(caseId), pdf(caseId), pdf(caseId)]);
    expect(answers.map((answer) => answer.version)).toEqual([1, 1, 1, 1]);
    expect(new Set(answers.map((answer) => answer.documentId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.bytes.toString('base64'))).size).toBe(1);
    expect(await statementDocuments(caseId)).toHaveLength(1);
  });

  it('numbers the next version after a race once an input changes', async () => {
    const caseId = await newCase();
    await settle(caseId, 8_000);
    await Promise.all([pdf(caseId), pdf(caseId)]);
    await settle(caseId, 8_100);
    const [a, b] = await Promise.all([pdf(caseId), pdf(caseId)]);
    expect([a.version, b.version]).toEqual([2, 2]);
    expect(a.documentId).toBe(b.documentId);
    expect(await statementDocuments(caseId)).toHaveLength(2);
  });

  it("still finds a version stored under the older hash with the lines' ids, and moves it to the current hash when stored again", async () => {
    const caseId = await newCase();
    await post(caseId, 'expenses', { date: '2025-03-01', payee: 'County clerk', amount: 402, reimbursable: true });
    await settle(caseId, 9_000);
    const first = await pdf(caseId);
    const firm = (await call(t, { method: 'GET', url: '/api/firm', session: owner })).json<{ id: string; name: string }>();
    const actor = { firmId: firm.id, userId: owner.userId, userName: 'Sam Owner', role: 'owner' as const };
    const hashes = await statementInputsHashes(t.runtime.database.db, actor, firm.name, caseId);
    expect(hashes).not.toBeNull();
    const [current, withIds] = hashes!;
    expect(withIds).not.toBe(current);
    const storedHash = async () =>
      (
        await t.runtime.database.db
          .selectFrom('settlement_statement_version')
          .select('inputs_hash')
          .where('case_id', '=', caseId)
          .executeTakeFirstOrThrow()
      ).inputs_hash;
    // As a version made before the hash left the ids out was stored.
    await t.runtime.database.db
      .updateTable('settlement_statement_version')
      .set({ inputs_hash: withIds })
      .where('case_id', '=', caseId)
      .execute();

    expect((await statement(caseId)).version).toMatchObject({ number: 1, documentId: first.documentId });
    const again = await pdf(caseId);
    expect(again).toMatchObject({ version: 1, documentId: first.documentId });
    expect(Buffer.compare(again.bytes, first.bytes)).toBe(0);
    expect(await storedHash()).toBe(withIds);

    // Its document deleted, the same version is stored again, now under the current hash.
    expect((await call(t, { method: 'DELETE', url: `/api/documents/${first.documentId}`, session: owner })).statusCode).toBe(204);
    const restored = await pdf(caseId);
    expect(restored.version).toBe(1);
    expect(await storedHash()).toBe(current);
    expect(await statementDocuments(caseId)).toHaveLength(1);
  });

  it('prints only what the client should see: never the case notes, a lien’s notes or a provider’s notes', async () => {
    const caseId = await newCase({ notes: 'Client has prior DUI.' });
    await post(caseId, 'liens', { holder: 'Medicare', kind: 'medicare', asserted: 1_000, notes: 'Lien agent will take half if pressed.' });
    const hospital = await post(caseId, 'providers', { name: 'City Hospital', notes: 'Billing office is slow; call Tuesdays.' });
    await post(caseId, 'medical-bills', {
      providerId: hospital,
      serviceFrom: '2025-01-11',
      billed: 500,
      paid: 0,
      adjusted: 0,
      payer: 'unpaid',
    });
    await settle(caseId, 10_000);
    const text = (await readPdfText((await pdf(caseId)).bytes)).text;
    expect(text).toContain('Lien: Medicare');
    expect(text).toContain('City Hospital');
    for (const secret of ['prior DUI', 'take half', 'call Tuesdays']) expect(text).not.toContain(secret);
  });

  it('names the statement after the whole client name, a slash or backslash in it kept as a hyphen', async () => {
    for (const [clientName, fileName] of [
      ['Smith / Jones', 'Settlement statement v1 - Smith - Jones.pdf'],
      ['A\\B', 'Settlement statement v1 - A-B.pdf'],
    ] as const) {
      const caseId = await newCase({ clientName });
      await settle(caseId, 10_000);
      const file = await pdf(caseId);
      expect(file.disposition).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      expect((await statementDocuments(caseId)).map((document) => document.name)).toEqual([fileName]);
      expect((await readPdfText(file.bytes)).lines).toContain(`Client: ${clientName}`);
    }
  });

  it('refuses with 422 a statement whose client name the fonts cannot print, naming the field and characters, and loses nothing', async () => {
    const caseId = await newCase({ clientName: 'Ana 😀 Ruiz' });
    await settle(caseId, 10_000);
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf`, session: owner });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'UNPRINTABLE_TEXT',
      message:
        'The client name has characters the document\'s fonts cannot print: "😀" (U+1F600). ' +
        'Documents print Latin (including Vietnamese and Polish), Cyrillic, Greek, Hebrew and Chinese text; change the text and try again.',
    });
    const saved = await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner });
    expect(saved.json<{ clientName: string; actualSettlement: number }>()).toMatchObject({
      clientName: 'Ana 😀 Ruiz',
      actualSettlement: 10_000,
    });
    expect(await statementDocuments(caseId)).toEqual([]);
    expect((await statement(caseId)).version).toBeNull();
  });

  it('hides the statement of another firm’s case', async () => {
    const caseId = await newCase();
    await settle(caseId, 5_000);
    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'GET', url: `/api/cases/${caseId}/settlement-statement` },
        { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf` },
      ],
    });
  });
});
