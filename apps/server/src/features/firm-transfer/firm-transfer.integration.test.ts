import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import nodemailer from 'nodemailer';
import { FIRM_EXPORT_PARTS, readExportHeader } from '@casecast/domain';
import {
  call,
  createTestApp,
  databaseTargets,
  joinFirmAs,
  registerAndSignIn,
  uploadDocument,
  uploadDocuments,
  waitUntilDocumentsRead,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { makeProgressNotes } from '../chronology/test/record-pdfs.js';
import { parseCsv } from '../../http/csv.js';

type Row = Record<string, string>;

// Email to the case: the SMTP receiver on a free port, with a relay password.
const INBOUND_DOMAIN = 'cases.example.test';
const RELAY = { user: 'relay', pass: 'inbound-relay-password-0001' };
type Parts = Record<string, Row[]>;

/**
 * The ZIP's CSVs as rows of column → text, each column by its API name (a money field's label read back as the
 * import reads it, its words column as `<name>Label`), the header rows as written, and the ZIP's other entries.
 */
function readZip(body: Buffer): { parts: Parts; headers: Record<string, string[]>; entries: Record<string, Uint8Array> } {
  const entries = unzipSync(new Uint8Array(body));
  const parts: Parts = {};
  const headers: Record<string, string[]> = {};
  for (const part of FIRM_EXPORT_PARTS) {
    const [header, ...rows] = parseCsv(strFromU8(entries[`${part}.csv`]!));
    headers[part] = header!;
    const names = header!.map((text) => {
      const read = readExportHeader(part, text);
      return 'column' in read ? read.column : `${read.wordsOf}Label`;
    });
    parts[part] = rows.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])));
  }
  return { parts, headers, entries };
}

// Members are matched by email, so their columns differ by design between two firms; ids and bookkeeping times are new.
const USER_COLUMNS = new Set([
  'userId',
  'archivedBy',
  'uploadedBy',
  'confirmedBy',
  'assigneeId',
  'createdBy',
  'doneBy',
  'attendeeIds',
  'actorId',
  'sentBy',
  'invitedBy',
  'updatedBy',
]);
// A record's times travel with it (the history keeps when each change was made); only the row's last change is new, and
// an attorney or a default letter the importing firm already had keeps its own record.
const isBookkeeping = (name: string, part = '') =>
  name === 'updatedAt' || ((part === 'attorneys' || part === 'letterTemplates') && name === 'createdAt');
const isUser = (name: string) => USER_COLUMNS.has(name) || USER_COLUMNS.has(name.replace(/Label$/, ''));
const isReference = (name: string) => name === 'id' || /Ids?$/.test(name) || name === 'sourceId';

/**
 * Every row with its references replaced by what they point at (a bill's provider by the provider's own fields),
 * ids, bookkeeping times and member columns left out, sorted: two exports of the same cases compare equal.
 */
function normalise(parts: Parts): Record<string, string[]> {
  const byId = new Map<string, string>();
  const own = (row: Row, part: string) =>
    JSON.stringify(Object.entries(row).filter(([name]) => !isReference(name) && !isBookkeeping(name, part) && !isUser(name)));
  // The history's entries are numbered, not named by an id anything points at.
  for (const [part, rows] of Object.entries(parts))
    if (part !== 'history') for (const row of rows) if (row.id) byId.set(row.id, own(row, part));
  const resolve = (value: string) => {
    if (value.startsWith('[')) return JSON.stringify((JSON.parse(value) as string[]).map((id) => byId.get(id) ?? id).sort());
    return byId.get(value) ?? value;
  };
  // A history entry's changes name records by id ({ providerId: { old, new } }): each stands for what it names.
  const resolveNested = (value: unknown): unknown => {
    if (typeof value === 'string') return byId.get(value) ?? value;
    if (Array.isArray(value)) return value.map(resolveNested);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveNested(item)]));
    return value;
  };
  const out: Record<string, string[]> = {};
  for (const [part, rows] of Object.entries(parts))
    out[part] = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row)
            .filter(([name]) => name !== 'id' && !isBookkeeping(name, part) && !isUser(name))
            .map(([name, value]) => [
              name,
              isReference(name) ? resolve(value) : name === 'changes' ? JSON.stringify(resolveNested(JSON.parse(value))) : value,
            ]),
        ),
      )
      .sort();
  return out;
}

describe.each(databaseTargets())('firm export and import on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let colleague: Session;
  let ownerB: Session;
  let ownerC: Session;
  let exported: Buffer;
  const caseIds: string[] = [];

  async function post<T = { id: string }>(url: string, payload: unknown, session: Session = ownerA): Promise<T> {
    const response = await call(t, { method: 'POST', url, payload, session });
    expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  }
  async function put(url: string, payload: unknown, session: Session = ownerA) {
    const response = await call(t, { method: 'PUT', url, payload, session });
    expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
  }
  async function exportOf(session: Session, query = 'files=true'): Promise<Buffer> {
    const response = await call(t, { method: 'GET', url: `/api/export?${query}`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  }
  async function importInto(session: Session, body: Buffer | string, contentType = 'application/zip') {
    return call(t, { method: 'POST', url: '/api/import/firm', payload: body, session, headers: { 'content-type': contentType } });
  }
  const caseCount = async (session: Session) =>
    (await call(t, { method: 'GET', url: '/api/cases', session })).json<{ totalAll: number }>().totalAll;

  /** The adjuster's email about the recorded statement, to the case's own address (filed once per Message-ID). */
  async function sendCaseEmail(session: Session, caseId: string) {
    const address = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/email-address`, session })).json<{
      address: string;
    }>().address;
    const port = t.runtime.inboundEmail.receiver()!.port;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, auth: RELAY });
    await transport.sendMail({
      from: 'Pat Lee <pat.lee@acme-mutual.example>',
      to: address,
      subject: 'Claim CLM-42: recorded statement',
      text: 'The adjuster requests a recorded statement next week.',
      messageId: '<claim-42-statement@acme-mutual.example>',
    });
  }

  /** A case with one of every record kind, money to the cent. */
  async function seedCase(clientName: string) {
    const adjuster = await post('/api/contacts', {
      kind: 'adjuster',
      name: `Dana Reyes for ${clientName}`,
      organization: 'GEICO',
      phone: '555-010-2000',
    });
    const created = await post<{ id: string }>('/api/cases', {
      clientName,
      dateOpened: '2024-03-01',
      incidentDate: '2024-02-10',
      state: 'TX',
      clientDateOfBirth: '1980-05-04',
      caseType: 'motor_vehicle',
      phase: 'treating',
      insuranceLimits: 30000.55,
      jurisdiction: 'Travis County',
    });
    const caseId = created.id;
    caseIds.push(caseId);
    const injury = await post(`/api/cases/${caseId}/injuries`, { type: 'Whiplash', bodyPart: 'Neck', severity: 'moderate' });
    await post(`/api/cases/${caseId}/treatments`, {
      injuryId: injury.id,
      type: 'physical_therapy',
      provider: 'Bay PT',
      cost: 1234.56,
      startDate: '2024-02-20',
    });
    const party = await post(`/api/cases/${caseId}/parties`, { role: 'defendant', name: 'Dan Driver' });
    const provider = await post(`/api/cases/${caseId}/providers`, { name: 'Austin Spine Clinic' });
    await post(`/api/cases/${caseId}/medical-bills`, {
      providerId: provider.id,
      serviceFrom: '2024-03-02',
      cptCodes: ['97110', '97140'],
      billed: 1200.1,
      paid: 100.01,
    });
    await post(`/api/cases/${caseId}/policies`, {
      partyId: party.id,
      carrier: 'GEICO',
      kind: 'bodily_injury',
      claimNumber: 'CL-77',
      contactId: adjuster.id,
      perPersonLimit: 30000,
    });
    await post(`/api/cases/${caseId}/negotiations`, { date: '2024-06-01', kind: 'demand', amount: 50000.99 });
    await post(`/api/cases/${caseId}/liens`, { holder: 'Blue Cross', kind: 'erisa', asserted: 1000.33 });
    await post(`/api/cases/${caseId}/expenses`, { date: '2024-04-05', payee: 'Clerk', amount: 45.75, reimbursable: true });
    await post(`/api/cases/${caseId}/lost-wages`, { employer: 'H-E-B', amount: 3600.4 });
    await put(`/api/cases/${caseId}/fee-agreement`, { percent: 33.33, basis: 'gross' });
    await post('/api/tasks', { caseId, title: 'Call the adjuster', assigneeId: colleague.userId, dueDate: '2030-01-10', priority: 'high' });
    await post(`/api/cases/${caseId}/notes`, { content: 'Client prefers calls after 5pm' });
    const report = await uploadDocument(t, ownerA, caseId, { fileName: 'mri-report.pdf' });
    await post(`/api/cases/${caseId}/communications`, {
      kind: 'call',
      direction: 'inbound',
      occurredAt: '2024-06-20T15:30:00Z',
      contactId: adjuster.id,
      summary: 'Offered 40,000; wants the lumbar MRI.',
      documentIds: [report],
    });
    await post('/api/events', {
      title: `Deposition of ${clientName}`,
      kind: 'deposition',
      startsAt: '2030-02-01T14:30:00Z',
      endsAt: '2030-02-01T16:00:00Z',
      location: '100 Main St',
      caseId,
      attendeeIds: [colleague.userId],
    });
    return { caseId, report };
  }

  /**
   * What a case gathers beyond its records: a prediction, a signature request, the portal opened to the client with an
   * upload asked for, a medical chronology drafted and one line confirmed; and the firm's letter and demand templates.
   */
  async function seedCaseExtras(caseId: string, report: string) {
    await post(`/api/cases/${caseId}/predictions/external`, {
      predictions: { ensemble: 85000.5 },
      confidence_intervals: { ensemble: { lower: 60000.25, upper: 110000 } },
      key_factors: [{ factor: 'medical_costs', importance: 0.4 }],
      model_version: 'outside-1',
      timestamp: '2024-06-01T00:00:00Z',
    });
    await post(`/api/cases/${caseId}/signature-requests`, {
      documentId: report,
      signers: [{ name: 'Maria Lopez', email: 'maria.lopez@example.com' }],
    });
    await put(`/api/cases/${caseId}/portal`, { enabled: true });
    await post(`/api/cases/${caseId}/portal-invitations`, { email: 'maria.lopez@example.com' });
    await post(`/api/cases/${caseId}/portal/upload-requests`, { kind: 'photo', note: 'Photos of the car' });
    const notes = await makeProgressNotes();
    await uploadDocuments(t, ownerA, caseId, [{ fileName: 'progress-notes.pdf', data: notes.pdf }], { category: 'Medical Records' });
    await post(`/api/cases/${caseId}/chronology`, {});
    const drafted = async () => (await call(t, { method: 'GET', url: `/api/cases/${caseId}/chronology`, session: ownerA })).json();
    const chronology = await vi.waitFor(
      async () => {
        const body = await drafted();
        if (body.status !== 'done') throw new Error(`Chronology ${body.status}`);
        return body;
      },
      { timeout: 120_000, interval: 100 },
    );
    const line = chronology.lines[0];
    await post(`/api/cases/${caseId}/chronology/lines/${line.id}/confirm`, {});
    // The five default letters; a letter of representation made from one (its PDF a document, the letter's record its own).
    const templates = (await call(t, { method: 'GET', url: '/api/firm/templates', session: ownerA })).json<{
      items: Array<{ id: string; kind: string }>;
    }>().items;
    const representation = templates.find((template) => template.kind === 'letter_of_representation')!;
    await post(`/api/cases/${caseId}/letters`, { templateId: representation.id, format: 'pdf' });
    await post('/api/firm/templates', { name: 'Thank-you letter', kind: 'other', body: 'Thank you for choosing our firm.' });
    await put('/api/firm/demand-template', { body: 'Demand for our client. Please respond within 30 days.' });
    // The firm's own document category and its own checklist for the Demand phase.
    await post('/api/document-categories', { name: 'Surveillance footage' });
    await put('/api/stage-templates', {
      items: [{ stage: 'demand', items: [{ title: 'Send the demand package', dueInDays: 7, priority: 'high' }] }],
    });
    // Carla wants no daily task digest.
    await put('/api/me/notifications', { deadlineReminders: true, taskDigest: false }, colleague);
    // An email to the case, filed on it once per Message-ID.
    await sendCaseEmail(ownerA, caseId);
  }

  beforeAll(async () => {
    t = await createTestApp(target, {
      inbound: {
        domain: INBOUND_DOMAIN,
        smtp: { port: 0, host: '127.0.0.1', maxBytes: 200_000, user: RELAY.user, password: RELAY.pass, relays: [], tls: null },
      },
    });
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    colleague = await joinFirmAs(t, ownerA, 'attorney', 'Carla Colleague');
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    ownerC = await registerAndSignIn(t, { name: 'Cy Owner', company: 'Firm C' });
    const maria = await seedCase('Maria Lopez');
    await seedCaseExtras(maria.caseId, maria.report);
    // A removed case leaves a gap in the numbers: the import keeps CASE-0003 as CASE-0003.
    const removed = await post('/api/cases', { clientName: 'Removed Case', dateOpened: '2024-03-01' });
    expect((await call(t, { method: 'DELETE', url: `/api/cases/${removed.id}`, session: ownerA })).statusCode).toBe(204);
    const ann = await seedCase('Ann Lee');
    // A settled case: its settlement statement's PDF is made, version 1.
    await call(t, {
      method: 'PATCH',
      url: `/api/cases/${ann.caseId}`,
      payload: { phase: 'settled', actualSettlement: 90000.25, dateClosed: '2024-09-01' },
      session: ownerA,
    });
    expect((await call(t, { method: 'GET', url: `/api/cases/${ann.caseId}/settlement-statement.pdf`, session: ownerA })).statusCode).toBe(
      200,
    );
    // Another firm's case, never in firm A's export.
    await post('/api/cases', { clientName: 'Zed Outsider', dateOpened: '2024-03-01', caseNumber: 'OTHER-FIRM-1' }, ownerC);
    exported = await exportOf(ownerA);
    // Four accounts and two full cases through the API: slower than one hook's default minute on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('exports every record kind as CSVs with labels beside the codes, and the documents’ files', () => {
    const { parts, headers, entries } = readZip(exported);
    // Every part of a case's records holds one of each of the two cases; what only one case gathered, at least one.
    const once = new Set([
      'attorneys',
      'demandTemplates',
      'predictions',
      'statementVersions',
      'signatureRequests',
      'signers',
      'chronologies',
      'chronologyLines',
      'portalSettings',
      'portalClients',
      'portalAccess',
      'uploadRequests',
      'documentCategories',
      'inboundEmails',
      'letters',
      'phaseChecklists',
      'notificationSettings',
    ]);
    for (const part of FIRM_EXPORT_PARTS) expect(parts[part]!.length, part).toBeGreaterThanOrEqual(once.has(part) ? 1 : 2);
    // What a case gathers beyond its records, and the firm's templates, each a part of its own.
    for (const part of [...once, 'letterTemplates', 'history'].filter((name) => name !== 'attorneys'))
      expect(parts[part]?.length, part).toBeGreaterThan(0);
    // The history: who did what, when, with its words beside the codes.
    expect(parts.history!.find((row) => row.entityType === 'case' && row.action === 'create')).toMatchObject({
      actorIdLabel: 'Alice Owner',
      actorName: 'Alice Owner',
      actionLabel: 'Create',
    });
    // The removed case's history goes with it.
    expect(parts.history!.some((row) => row.changes!.includes('Removed Case'))).toBe(false);
    // What must not travel: signing links' tokens, the prediction model this instance made.
    expect(Object.keys(parts.signers![0]!)).not.toContain('tokenHash');
    expect(Object.keys(parts.predictions![0]!)).not.toContain('modelId');
    expect(parts.signers![0]).toMatchObject({ email: 'maria.lopez@example.com', status: 'sent', statusLabel: 'Sent' });
    // Money records' columns are headed by the labels the case page uses; other columns by their API names.
    expect(headers.bills).toEqual([
      'id',
      'caseId',
      'Provider',
      'Service start date',
      'Service end date',
      'CPT codes',
      'Description',
      'Billed',
      'Paid',
      'Adjusted',
      'Payer',
      'Payer (words)',
      'Notes',
      'createdAt',
      'updatedAt',
    ]);
    expect(headers.negotiations).toEqual(expect.arrayContaining(['Date', 'Kind', 'Kind (words)', 'Amount', 'From', 'To', 'Expires on']));
    expect(headers.negotiations).not.toContain('fromParty');
    expect(headers.policies).toEqual(expect.arrayContaining(['Carrier', 'Per-person limit', 'Claim number', 'Party', 'Contact']));
    expect(headers.cases).toEqual(expect.arrayContaining(['clientName', 'phase', 'phaseLabel', 'caseNo', 'caseNoLabel']));
    const maria = parts.cases!.find((row) => row.clientName === 'Maria Lopez')!;
    expect(maria).toMatchObject({
      caseNo: '1',
      caseNoLabel: 'CASE-0001',
      state: 'TX',
      stateLabel: 'Texas',
      clientDateOfBirth: '1980-05-04',
      phase: 'treating',
      phaseLabel: 'Treating',
      caseType: 'motor_vehicle',
      caseTypeLabel: 'Motor vehicle',
      insuranceLimits: '30000.55',
    });
    expect(parts.cases!.map((row) => row.caseNoLabel).sort()).toEqual(['CASE-0001', 'CASE-0003']);
    expect(parts.bills!.find((row) => row.cptCodes!.includes('97110'))).toMatchObject({
      billed: '1200.1',
      paid: '100.01',
      cptCodes: '["97110","97140"]',
    });
    expect(parts.tasks!.find((row) => row.title === 'Call the adjuster')).toMatchObject({
      assigneeIdLabel: 'Carla Colleague',
      priorityLabel: 'High',
    });
    expect(parts.communications!.find((row) => row.kind === 'call')).toMatchObject({
      kind: 'call',
      kindLabel: 'Call',
      directionLabel: 'Inbound',
    });
    expect(parts.deadlines!.some((row) => row.kind === 'statute_of_limitations')).toBe(true);
    const files = Object.keys(entries).filter((name) => name.startsWith('documents/'));
    // Two MRI reports, the progress notes the chronology read, the settlement statement's PDF, the letter of
    // representation, the email filed on the case.
    expect(files).toHaveLength(6);
    expect(files.filter((name) => /^documents\/[^/]+\/mri-report\.pdf$/.test(name))).toHaveLength(2);
    // The firm's own settings and what its letters and emails left behind, each a part of its own.
    // The firm's own categories: the one added by hand, and the one its settlement statements are filed under.
    expect(parts.documentCategories!.map((row) => row.name).sort()).toEqual(['Settlement', 'Surveillance footage']);
    expect(parts.phaseChecklists).toEqual([expect.objectContaining({ stage: 'demand', stageLabel: 'Demand', updatedBy: 'Alice Owner' })]);
    expect(JSON.parse(parts.phaseChecklists![0]!.items!)).toEqual([{ title: 'Send the demand package', dueInDays: 7, priority: 'high' }]);
    expect(parts.notificationSettings).toEqual([
      expect.objectContaining({ userId: colleague.userId, userIdLabel: 'Carla Colleague', taskDigest: 'false' }),
    ]);
    const letter = parts.letters![0]!;
    expect(letter).toMatchObject({ format: 'pdf' });
    expect(parts.documents!.find((row) => row.id === letter.documentId)).toMatchObject({ category: 'Correspondence' });
    expect(parts.letterTemplates!.find((row) => row.id === letter.templateId)).toMatchObject({ kind: 'letter_of_representation' });
    expect(parts.inboundEmails).toEqual([expect.objectContaining({ messageKey: '<claim-42-statement@acme-mutual.example>' })]);
    expect(parts.communications!.find((row) => row.id === parts.inboundEmails![0]!.communicationId)).toMatchObject({ kind: 'email' });
    // Calendar feeds' addresses are secret links bound to a user: no part of the export.
    expect(Object.keys(entries).filter((name) => /feed/i.test(name))).toEqual([]);
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
    expect(manifest).toMatchObject({ format: 'casecast-firm-export', version: 1, firmName: 'Firm A', files: true, counts: { cases: 2 } });
    // The manifest counts every part's records, firm A's only.
    expect(manifest.counts).toEqual(Object.fromEntries(FIRM_EXPORT_PARTS.map((part) => [part, parts[part]!.length])));
  });

  it("never includes another firm's data", () => {
    const everything = Object.entries(unzipSync(new Uint8Array(exported)))
      .filter(([name]) => !name.startsWith('documents/'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(everything).not.toContain('Zed Outsider');
    expect(everything).not.toContain('OTHER-FIRM-1');
    expect(everything).not.toContain(ownerC.userId);
  });

  it('imports into a new firm and recreates its cases exactly: its own export compares equal, field by field', async () => {
    // Carla joins firm B too: her tasks and events keep her; Alice is no member there, so her columns are cleared.
    const invite = await post<{ id: string }>('/api/firm/invitations', { email: colleague.email, role: 'attorney' }, ownerB);
    expect((await call(t, { method: 'POST', url: `/api/invitations/${invite.id}/accept`, session: colleague })).statusCode).toBe(200);
    // Firm B has its five default letters already: the letter made from firm A's letter of representation names B's.
    expect((await call(t, { method: 'GET', url: '/api/firm/templates', session: ownerB })).statusCode).toBe(200);
    const response = await importInto(ownerB, exported);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      // The third bill is the one confirming a chronology line made.
      imported: {
        cases: 2,
        bills: 3,
        policies: 2,
        documents: 6,
        events: 2,
        signatureRequests: 1,
        chronologyLines: expect.any(Number),
        documentCategories: 2,
        letters: 1,
        inboundEmails: 1,
        phaseChecklists: 1,
      },
      documentsWithoutFile: 0,
      unmatchedMembers: [ownerA.email],
    });
    const again = readZip(await exportOf(ownerB));
    const before = normalise(readZip(exported).parts);
    const after = normalise(again.parts);
    for (const part of FIRM_EXPORT_PARTS) {
      // Firm B has its own owner as an attorney too: every one of firm A's is there.
      if (part === 'attorneys') expect(after[part], part).toEqual(expect.arrayContaining(before[part]!));
      else expect(after[part], part).toEqual(before[part]);
    }
    expect(again.parts.tasks!.find((row) => row.title === 'Call the adjuster')!.assigneeId).toBe(colleague.userId);
    // The firm's checklist and category are firm B's now: a move to Demand offers it, an upload can be filed under it.
    const checklists = (await call(t, { method: 'GET', url: '/api/stage-templates', session: ownerB })).json<{
      items: Array<{ stage: string; items: Array<{ title: string }> }>;
    }>().items;
    expect(checklists.find((item) => item.stage === 'demand')?.items).toEqual([
      { title: 'Send the demand package', dueInDays: 7, priority: 'high' },
    ]);
    const categories = (await call(t, { method: 'GET', url: '/api/document-categories', session: ownerB })).json<{
      items: Array<{ name: string } | string>;
    }>().items;
    expect(JSON.stringify(categories)).toContain('Surveillance footage');
    // The email filed before the move is known to the moved case: sent again to its new address, it is not filed twice.
    const movedMaria = again.parts.cases!.find((row) => row.clientName === 'Maria Lopez')!.id!;
    const emailsOf = async () =>
      (await call(t, { method: 'GET', url: `/api/cases/${movedMaria}/communications`, session: ownerB }))
        .json<{ items: Array<{ kind: string }> }>()
        .items.filter((item) => item.kind === 'email' && JSON.stringify(item).includes('CLM-42'));
    expect(await emailsOf()).toHaveLength(1);
    await sendCaseEmail(ownerB, movedMaria);
    expect(await emailsOf()).toHaveLength(1);
    // The files came along, byte for byte.
    const file = (entries: Record<string, Uint8Array>) => Object.entries(entries).find(([name]) => name.endsWith('mri-report.pdf'))![1];
    expect(Buffer.from(file(again.entries))).toEqual(Buffer.from(file(readZip(exported).entries)));
    // The case page reads the imported case: state-based statute of limitations, same number.
    const list = (await call(t, { method: 'GET', url: '/api/cases?sort=clientName&direction=asc', session: ownerB })).json<{
      items: Array<{ id: string; caseNo: number; clientName: string; state: string }>;
    }>().items;
    expect(list.map((item) => [item.clientName, item.caseNo, item.state])).toEqual([
      ['Ann Lee', 3, 'TX'],
      ['Maria Lopez', 1, 'TX'],
    ]);
    const deadlines = (await call(t, { method: 'GET', url: `/api/cases/${list[1]!.id}/deadlines`, session: ownerB })).json<{
      items: Array<{ kind: string; dueDate: string }>;
    }>().items;
    expect(deadlines.find((deadline) => deadline.kind === 'statute_of_limitations')?.dueDate).toBe('2026-02-10');
    // The case's history reads as it did: same entries, same times, Alice (no member here) named as text.
    type HistoryEntry = { entityType: string; action: string; actorId: string | null; actorName: string | null; createdAt: string };
    const history = async (session: Session, caseId: string) =>
      (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session }))
        .json<{ items: HistoryEntry[] }>()
        .items.map((entry) => [entry.entityType, entry.action, entry.actorName, entry.createdAt]);
    const original = readZip(exported).parts.cases!.find((row) => row.clientName === 'Maria Lopez')!.id!;
    const moved = await history(ownerB, list[1]!.id);
    expect(moved.length).toBeGreaterThan(10);
    expect(moved).toEqual(await history(ownerA, original));
    const movedRows = again.parts.history!.filter((row) => row.actorName === 'Alice Owner');
    expect(movedRows.length).toBeGreaterThan(0);
    expect(movedRows.every((row) => row.actorId === '')).toBe(true);
    // Every imported document is read again for search: each one's text job was queued and ran.
    for (const item of list) {
      const documents = await waitUntilDocumentsRead(t, ownerB, item.id);
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.map((document) => [document.name, document.textIndex?.status])).toEqual(
        documents.map((document) => [document.name, 'done']),
      );
    }
    // A new case continues after the largest number.
    const next = await post<{ caseNo: number }>('/api/cases', { clientName: 'Next', dateOpened: '2024-05-01' }, ownerB);
    expect(next.caseNo).toBe(4);
    // The settled case's statement is the version made before the move: its records have new ids, but the amounts,
    // names and dates it is made of are the same (under the same firm name), so the first download makes no new version.
    const statementOf = async (session: Session, caseId: string) =>
      (await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement`, session })).json<{
        inputsHash: string;
        version: { number: number } | null;
        lines: unknown[];
      }>();
    const annBefore = await statementOf(ownerA, readZip(exported).parts.cases!.find((row) => row.clientName === 'Ann Lee')!.id!);
    expect(annBefore.version?.number).toBe(1);
    expect(annBefore.lines.length).toBeGreaterThan(2);
    expect((await call(t, { method: 'PATCH', url: '/api/firm', payload: { name: 'Firm A' }, session: ownerB })).statusCode).toBe(200);
    const annAfter = await statementOf(ownerB, list[0]!.id);
    expect(annAfter).toMatchObject({ inputsHash: annBefore.inputsHash, version: { number: 1 } });
    const pdf = await call(t, { method: 'GET', url: `/api/cases/${list[0]!.id}/settlement-statement.pdf`, session: ownerB });
    expect(pdf.statusCode).toBe(200);
    expect((await statementOf(ownerB, list[0]!.id)).version?.number).toBe(1);
    expect(readZip(await exportOf(ownerB)).parts.statementVersions).toHaveLength(1);
  });

  it("moves a member's notification choices to another Casecast, where she has made none; others' stay", async () => {
    // On this instance Carla's choice is hers already (the table is the user's), so the import above cannot show that
    // it writes it: a second instance, where Carla signs up anew with the same email, can.
    const other = await createTestApp(target);
    try {
      const owner = await registerAndSignIn(other, { name: 'Olga Owner', company: 'Firm O' });
      const ownChoice = { deadlineReminders: false, taskDigest: true };
      expect((await call(other, { method: 'PUT', url: '/api/me/notifications', payload: ownChoice, session: owner })).statusCode).toBe(200);
      const carla = await joinFirmAs(other, owner, 'attorney', 'Carla Colleague', colleague.email);
      const settings = async (session: Session) => (await call(other, { method: 'GET', url: '/api/me/notifications', session })).json();
      expect(await settings(carla)).toEqual({ deadlineReminders: true, taskDigest: true });
      const response = await call(other, {
        method: 'POST',
        url: '/api/import/firm',
        payload: exported,
        session: owner,
        headers: { 'content-type': 'application/zip' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ imported: { cases: 2, notificationSettings: 1 } });
      expect(await settings(carla)).toEqual({ deadlineReminders: true, taskDigest: false });
      expect(await settings(owner)).toEqual(ownChoice);
    } finally {
      await other.close();
    }
  });

  it('refuses a firm that already has cases (409) and leaves it as it was', async () => {
    const response = await importInto(ownerB, exported);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already has cases/);
    expect(await caseCount(ownerB)).toBe(3);
  });

  it('imports the JSON document too (documents need the ZIP: their records are left out and said so)', async () => {
    const json = await exportOf(ownerA, 'format=json');
    const document = JSON.parse(json.toString('utf8'));
    expect(document).toMatchObject({ format: 'casecast-firm-export', version: 1 });
    expect(document.parts.bills.map((bill: { billed: number }) => bill.billed)).toEqual(expect.arrayContaining([1200.1, 1200.1]));
    const fresh = await registerAndSignIn(t, { name: 'Dee Owner', company: 'Firm D' });
    const response = await importInto(fresh, json, 'application/json');
    expect(response.statusCode, response.body).toBe(200);
    // Without the files, the signature request (which cannot be without its document) and its signer are left out too.
    expect(response.json()).toMatchObject({
      imported: { cases: 2, liens: 2 },
      documentsWithoutFile: 6,
      // The letter made is left out with its PDF.
      leftOut: { signatureRequests: 1, signers: 1, letters: 1 },
    });
    const again = JSON.parse((await exportOf(fresh, 'format=json')).toString('utf8'));
    const amounts = (doc: { parts: Record<string, Array<Record<string, unknown>>> }) =>
      ['bills', 'liens', 'negotiations', 'costs', 'lostWages', 'treatments']
        .flatMap((part) => doc.parts[part]!.map((row) => [part, row.billed ?? row.asserted ?? row.amount ?? row.cost]))
        .map((entry) => JSON.stringify(entry))
        .sort();
    expect(amounts(again)).toEqual(amounts(document));
  });

  it('answers a bad file with a 400 that names the problem, and saves nothing', async () => {
    const fresh = await registerAndSignIn(t, { name: 'Eve Owner', company: 'Firm E' });
    const garbage = await importInto(fresh, 'not an export at all', 'application/octet-stream');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toBe('This is neither a Casecast export ZIP nor its JSON document.');
    const future = await importInto(
      fresh,
      JSON.stringify({
        format: 'casecast-firm-export',
        version: 99,
        exportedAt: '',
        firmName: '',
        members: [],
        counts: {},
        files: false,
        parts: {},
      }),
      'application/json',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toMatch(/format version 99/);
    // A bad date in the cases file: the whole import is refused, nothing is left behind.
    const entries = unzipSync(new Uint8Array(exported));
    entries['cases.csv'] = strToU8(strFromU8(entries['cases.csv']!).replace('2024-02-10', '2024-13-45'));
    const broken = await importInto(fresh, Buffer.from(zipSync(entries)));
    expect(broken.statusCode, broken.body).toBe(400);
    expect(broken.json().error.message).toMatch(/^Cases could not be imported: /);
    const unknown = unzipSync(new Uint8Array(exported));
    unknown['notes.csv'] = strToU8(strFromU8(unknown['notes.csv']!).replace('content', 'shoeSize'));
    const refused = await importInto(fresh, Buffer.from(zipSync(unknown)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('notes.csv has a column this Casecast does not know: shoeSize.');
    expect(await caseCount(fresh)).toBe(0);
    expect((await call(t, { method: 'GET', url: '/api/contacts', session: fresh })).json().items).toEqual([]);
  });

  it('lets only owners and attorneys export', async () => {
    const staff = await joinFirmAs(t, ownerA, 'staff');
    expect((await call(t, { method: 'GET', url: '/api/export', session: staff })).statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/export?format=xml', session: ownerA })).statusCode).toBe(400);
  });
});
