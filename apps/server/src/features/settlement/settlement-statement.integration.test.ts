import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, expectHiddenFromOtherFirm, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import { readPdfText } from '../../test/pdf-text.js';

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

const money = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

  async function createCase(payload: Json = {}): Promise<string> {
    const response = await call(t, { method: 'POST', url: '/api/cases', payload: { clientName: 'Ana Ruiz', status: 'open', dateOpened: '2025-01-10', caseNumber: 'PI-2025-7', ...payload }, session: owner });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function settle(caseId: string, actualSettlement: number): Promise<void> {
    const response = await call(t, { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { status: 'settled', actualSettlement, dateClosed: '2026-02-01' }, session: owner });
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
    return { version: Number(response.headers['x-statement-version']), documentId: String(response.headers['x-document-id']), bytes: response.rawPayload, disposition: String(response.headers['content-disposition']) };
  }
  async function statementDocuments(caseId: string): Promise<CaseDocument[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner });
    return response.json<{ items: CaseDocument[] }>().items.filter((document) => document.category === 'Settlement');
  }

  it('answers 409 with a clear message while the case has no settlement amount', async () => {
    const caseId = await createCase();
    for (const url of [`/api/cases/${caseId}/settlement-statement`, `/api/cases/${caseId}/settlement-statement.pdf`]) {
      const response = await call(t, { method: 'GET', url, session: owner });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: { code: string; message: string } }>().error).toEqual({
        code: 'NO_SETTLEMENT',
        message: 'This case has no settlement amount yet. Mark it Settled with the settlement amount and date closed first.',
      });
    }
  });

  it('gives the statement of a settled case, whose lines sum to the gross', async () => {
    const caseId = await createCase();
    await settle(caseId, 48_250.75);
    const result = await statement(caseId);
    expect(result).toMatchObject({ gross: 48_250.75, fee: 0, expenses: 0, liens: 0, medicalBalances: 0, netToClient: 48_250.75, shortfall: 0, version: null });
    expect(result.lines.at(-1)).toMatchObject({ kind: 'net', amount: 48_250.75 });
    expect(Math.round(result.lines.reduce((sum, line) => sum + line.amount * 100, 0))).toBe(4_825_075);
  });

  it('makes a PDF with the same numbers, kept as a case document, once per distinct statement', async () => {
    const caseId = await createCase();
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
    expect(stored.map((document) => document.name).sort()).toEqual(['Settlement statement v1 - Ana Ruiz.pdf', 'Settlement statement v2 - Ana Ruiz.pdf']);
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
    expect(history.json<{ items: Array<{ entityType: string; action: string }> }>().items.filter((entry) => entry.entityType === 'document' && entry.action === 'create')).toHaveLength(3);
  });

  it('stores one version when the same new statement is asked for twice at once', async () => {
    const caseId = await createCase();
    await settle(caseId, 7_777.77);
    const [a, b] = await Promise.all([pdf(caseId), pdf(caseId)]);
    expect(a.version).toBe(1);
    expect(b.version).toBe(1);
    expect(a.documentId).toBe(b.documentId);
    expect(await statementDocuments(caseId)).toHaveLength(1);
  });

  it('hides the statement of another firm’s case', async () => {
    const caseId = await createCase();
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
