import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  joinFirmAs,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { readPdfText } from '../../test/pdf-text.js';
import { strFromU8, unzipSync } from 'fflate';

type Json = Record<string, unknown>;

describe.each(databaseTargets())('demand package PDF on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let attorney: Session;
  let outsider: Session;
  let caseId: string;
  let comparableId: string;

  async function post(path: string, payload: Json, session: Session = owner): Promise<string> {
    const response = await call(t, { method: 'POST', url: path, payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Dana Owner', company: 'Demand & Co' });
    outsider = await registerAndSignIn(t, { name: 'Other Owner', company: 'Elsewhere' });
    staff = await joinFirmAs(t, owner, 'staff');
    attorney = await joinFirmAs(t, owner, 'attorney');

    caseId = await post('/api/cases', {
      clientName: 'Ana Ruiz',
      caseNumber: 'PI-88',
      status: 'open',
      dateOpened: '2025-06-05',
      incidentDate: '2025-06-01',
      caseType: 'motor_vehicle',
      title: 'Rear-ended at a red light',
      notes: 'Client has prior DUI; do not raise it with the carrier.',
      liability: 0.85,
      propertyDamageAmount: 8_100,
      injuries: [{ type: 'whiplash', bodyPart: 'neck', severity: 'moderate' }],
      treatments: [
        {
          type: 'physical_therapy',
          provider: 'Spine Clinic',
          startDate: '2025-06-10',
          endDate: '2025-08-30',
          injuryIndex: 0,
          frequency: 'weekly',
        },
      ],
    });
    const defendant = await post(`/api/cases/${caseId}/parties`, { role: 'defendant', name: 'Dan Driver', kind: 'person' });
    await post(`/api/cases/${caseId}/policies`, {
      partyId: defendant,
      carrier: 'Acme Mutual',
      kind: 'bodily_injury',
      perPersonLimit: 50_000,
      perAccidentLimit: 100_000,
      claimNumber: 'CLM-42',
      adjusterName: 'Pat Lee',
    });
    const hospital = await post(`/api/cases/${caseId}/providers`, { name: 'City Hospital' });
    await post(`/api/cases/${caseId}/medical-bills`, {
      providerId: hospital,
      serviceFrom: '2025-06-01',
      billed: 12_500.5,
      paid: 4_000,
      adjusted: 1_000,
      payer: 'health_insurance',
    });
    const clinic = await post(`/api/cases/${caseId}/providers`, { name: 'Spine Clinic' });
    await post(`/api/cases/${caseId}/medical-bills`, {
      providerId: clinic,
      serviceFrom: '2025-06-10',
      serviceTo: '2025-08-30',
      billed: 6_000,
      payer: 'unpaid',
    });
    await post(`/api/cases/${caseId}/lost-wages`, {
      employer: 'Acme Corp',
      periodFrom: '2025-06-01',
      periodTo: '2025-06-30',
      amount: 4_200,
    });
    await post(`/api/cases/${caseId}/negotiations`, { date: '2026-01-10', kind: 'demand', amount: 120_000 });
    await post(`/api/cases/${caseId}/negotiations`, { date: '2026-02-01', kind: 'offer', amount: 30_000 });
    await post(`/api/cases/${caseId}/negotiations`, { date: '2026-02-15', kind: 'demand', amount: 95_000 });
    const saved = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/predictions/external`,
      payload: {
        predictions: { ensemble: 64_000 },
        confidence_intervals: { ensemble: { lower: 38_000, upper: 101_000 } },
        key_factors: [
          { factor: 'medical_costs', importance: 0.42 },
          { factor: 'liability', importance: 0.2 },
        ],
        model_version: 'test-model-1',
        timestamp: '2026-02-16T10:00:00.000Z',
      },
      session: owner,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    comparableId = await post('/api/cases', {
      clientName: 'Earlier Client',
      status: 'settled',
      dateOpened: '2023-01-01',
      dateClosed: '2024-03-01',
      caseType: 'motor_vehicle',
      actualSettlement: 58_000,
      medicalCosts: 17_000,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  async function download(version: 'client' | 'internal' | null, session: Session = owner) {
    const response = await call(t, {
      method: 'GET',
      url: `/api/cases/${caseId}/demand-package.pdf${version ? `?version=${version}` : ''}`,
      session,
    });
    return response;
  }

  it('builds the client version from the firm template, with the claim, the specials by provider and the last demand', async () => {
    const response = await download(null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/Demand letter \d{4}-\d{2}-\d{2} - Ana Ruiz\.pdf/);
    const pdf = await readPdfText(response.rawPayload);
    expect(pdf.text).toContain('Dear Pat Lee:');
    expect(pdf.text).toContain('Claim number: CLM-42');
    expect(pdf.text).toContain('Your insured: Dan Driver');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(
      'medical bills total $18,500.50 and lost wages total $4,200.00, for economic damages of $22,700.50',
    );
    expect(pdf.text).toContain('we demand $95,000.00 to settle this claim');
    expect(pdf.lines[0]).toBe('Demand & Co');
    // The case's notes are the firm's own: the letter that leaves the firm never prints them.
    expect(pdf.text).not.toContain('prior DUI');
    expect(pdf.text).not.toContain('Case notes');
    expect(pdf.text).toContain('Rear-ended at a red light');
    expect(pdf.lines).toContain('Dan Driver Acme Mutual Bodily injury $50,000.00 $100,000.00 CLM-42');
    expect(pdf.lines).toContain('City Hospital 06/01/2025 $12,500.50 $4,000.00 $1,000.00 $7,500.50');
    expect(pdf.lines).toContain('Spine Clinic 06/10/2025–08/30/2025 $6,000.00 $0.00 $0.00 $6,000.00');
    expect(pdf.lines).toContain('Total $18,500.50 $4,000.00 $1,000.00 $13,500.50');
    expect(pdf.lines).toContain('Acme Corp 06/01/2025–06/30/2025 $4,200.00');
    expect(pdf.lines.some((line) => line.startsWith('06/10/2025–08/30/2025 Spine Clinic Physical therapy'))).toBe(true);
    expect(pdf.text).toContain('Amount demanded: $95,000.00');
    expect(pdf.text).not.toContain('Internal valuation');
    expect(pdf.text).not.toContain('$64,000.00');
    expect(pdf.text).not.toContain('85% at fault');
  });

  it('adds the prediction, its range, the top factors and comparable settlements to the internal version', async () => {
    const response = await download('internal');
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdfText(response.rawPayload);
    expect(pdf.title).toBe('Internal demand package - Ana Ruiz');
    expect(pdf.text).toContain('Predicted value: $64,000.00');
    expect(pdf.text).toContain('95% range: $38,000.00 to $101,000.00');
    expect(pdf.lines).toContain('Medical Costs 42%');
    expect(pdf.lines).toContain('Liability 20%');
    // The comparable is named by the firm's case number (its second case), never by a piece of its internal id.
    expect(pdf.lines.some((line) => line.startsWith('CASE-0002 Motor vehicle') && line.includes('$58,000.00'))).toBe(true);
    expect(pdf.text).not.toContain(comparableId.slice(0, 8));
    expect(pdf.text).toContain('Last offer: $30,000.00 on February 1, 2026');
    expect(pdf.text).toContain("Firm's liability assessment (internal): defendant 85% at fault.");
    expect(pdf.lines).toContain('Case notes (internal)');
    expect(pdf.text).toContain('Client has prior DUI; do not raise it with the carrier.');
  });

  it('uses the firm’s own template once an owner saves one', async () => {
    const put = await call(t, {
      method: 'PUT',
      url: '/api/firm/demand-template',
      payload: { body: 'To {{carrier}}: {{client_name}} demands {{demand_amount}}. Limits {{policy_limits}}. Ref {{case_number}}.' },
      session: owner,
    });
    expect(put.statusCode, put.body).toBe(200);
    const pdf = await readPdfText((await download('client')).rawPayload);
    expect(pdf.text).toContain('To Acme Mutual: Ana Ruiz demands $95,000.00. Limits $50,000.00. Ref PI-88.');
  });

  it('gives the internal version to owners and attorneys only', async () => {
    expect((await download('internal', attorney)).statusCode).toBe(200);
    const refused = await download('internal', staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Only owners and attorneys can download the internal demand package.',
    );
    expect((await download('client', staff)).statusCode).toBe(200);
  });

  it('makes the same demand letter as a Word file, with the letterhead the PDF prints', async () => {
    // Runs after the firm saved its own template (the test above).
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/demand-letter.docx`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(String(response.headers['content-disposition'])).toMatch(/Demand letter \d{4}-\d{2}-\d{2} - Ana Ruiz\.docx/);
    const xml = strFromU8(unzipSync(new Uint8Array(response.rawPayload))['word/document.xml']!);
    const text = xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Demand &amp; Co');
    expect(text).toContain('Demand letter');
    // The firm's own template (saved by the test before): the same filled text as the PDF prints.
    expect(text).toContain('To Acme Mutual: Ana Ruiz demands $95,000.00. Limits $50,000.00. Ref PI-88.');
    await expectHiddenFromOtherFirm(t, { outsider, requests: [{ method: 'GET', url: `/api/cases/${caseId}/demand-letter.docx` }] });
  });

  it('refuses an unknown version and hides another firm’s case', async () => {
    const bad = await call(t, { method: 'GET', url: `/api/cases/${caseId}/demand-package.pdf?version=public`, session: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Version must be client or internal');
    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'GET', url: `/api/cases/${caseId}/demand-package.pdf` },
        { method: 'GET', url: `/api/cases/${caseId}/demand-package.pdf?version=internal` },
      ],
    });
  });

  it('keeps the client version among the case documents, once per identical file, and never the internal one', async () => {
    const small = await post('/api/cases', { clientName: 'Bo Chen', status: 'open', dateOpened: '2025-03-01', caseType: 'premises' });
    const letters = async () => {
      const response = await call(t, { method: 'GET', url: `/api/cases/${small}/documents`, session: owner });
      return response
        .json<{ items: Array<{ id: string; name: string; category: string }> }>()
        .items.filter((document) => document.name.startsWith('Demand letter'));
    };
    const get = (version: 'client' | 'internal') =>
      call(t, { method: 'GET', url: `/api/cases/${small}/demand-package.pdf?version=${version}`, session: owner });

    const first = await get('client');
    expect(first.statusCode, first.body).toBe(200);
    const stored = await letters();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: String(first.headers['x-document-id']), category: 'Correspondence' });
    const content = await call(t, { method: 'GET', url: `/api/documents/${stored[0]!.id}/content`, session: owner });
    expect(content.rawPayload.equals(first.rawPayload)).toBe(true);

    const again = await get('client');
    expect(again.headers['x-document-id']).toBe(first.headers['x-document-id']);
    expect((await get('internal')).headers['x-document-id']).toBeUndefined();
    expect(await letters()).toHaveLength(1);

    await post(`/api/cases/${small}/negotiations`, { date: '2026-03-01', kind: 'demand', amount: 40_000 });
    // Three requests at once for the same new letter store it once.
    const racing = await Promise.all([get('client'), get('client'), get('client')]);
    expect(new Set(racing.map((response) => response.headers['x-document-id'])).size).toBe(1);
    const changed = await get('client');
    expect(changed.headers['x-document-id']).not.toBe(first.headers['x-document-id']);
    expect(await letters()).toHaveLength(2);
    const history = await call(t, { method: 'GET', url: `/api/cases/${small}/history`, session: owner });
    expect(
      history
        .json<{ items: Array<{ entityType: string; action: string }> }>()
        .items.filter((entry) => entry.entityType === 'document' && entry.action === 'create'),
    ).toHaveLength(2);
  });

  it('names the letter after the whole client name, a slash or backslash in it kept as a hyphen', async () => {
    for (const [clientName, shown] of [
      ['Smith / Jones', 'Smith - Jones'],
      ['A\\B', 'A-B'],
    ] as const) {
      const id = await post('/api/cases', { clientName, status: 'open', dateOpened: '2025-03-01', caseType: 'premises' });
      for (const version of ['client', 'internal'] as const) {
        const response = await call(t, { method: 'GET', url: `/api/cases/${id}/demand-package.pdf?version=${version}`, session: owner });
        expect(response.statusCode, response.body).toBe(200);
        const label = version === 'client' ? 'Demand letter' : 'Internal demand package';
        expect(String(response.headers['content-disposition'])).toMatch(
          new RegExp(`^attachment; filename="${label} \\d{4}-\\d{2}-\\d{2} - ${shown}\\.pdf"`),
        );
        expect((await readPdfText(response.rawPayload)).text).toContain(`Statement of the claim: ${clientName}`);
      }
      const documents = await call(t, { method: 'GET', url: `/api/cases/${id}/documents`, session: owner });
      expect(documents.json<{ items: Array<{ name: string }> }>().items.map((document) => document.name)).toEqual([
        expect.stringMatching(new RegExp(` - ${shown}\\.pdf$`)),
      ]);
    }
  });

  it('refuses with 422 a letter whose text the fonts cannot print, naming the field and the characters, and loses nothing', async () => {
    const id = await post('/api/cases', { clientName: 'Ana Ruiz', status: 'open', dateOpened: '2025-03-01', caseType: 'premises' });
    await post(`/api/cases/${id}/parties`, { role: 'defendant', name: 'Dan 🚗 Driver', kind: 'person' });
    const response = await call(t, { method: 'GET', url: `/api/cases/${id}/demand-package.pdf`, session: owner });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: string; message: string } }>().error).toEqual({
      code: 'UNPRINTABLE_TEXT',
      message:
        'The defendant name "Dan 🚗 Driver" has characters the document\'s fonts cannot print: "🚗" (U+1F697). ' +
        'Documents print Latin (including Vietnamese and Polish), Cyrillic, Greek, Hebrew and Chinese text; change the text and try again.',
    });
    const parties = await call(t, { method: 'GET', url: `/api/cases/${id}/parties`, session: owner });
    expect(JSON.stringify(parties.json())).toContain('Dan 🚗 Driver');
    const documents = await call(t, { method: 'GET', url: `/api/cases/${id}/documents`, session: owner });
    expect(documents.json<{ items: unknown[] }>().items).toEqual([]);
  });
});
