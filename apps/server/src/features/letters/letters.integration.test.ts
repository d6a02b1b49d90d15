import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { recordEtag, type CaseDocument, type CommunicationListResponse, type GeneratedLetter, type LetterTemplate } from '@casecast/domain';
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

type Json = Record<string, unknown>;

describe.each(databaseTargets())('letter templates and letters on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let outsider: Session;
  let caseId: string;
  let providerId: string;
  let lienId: string;

  async function post(path: string, payload: Json, session: Session = owner): Promise<string> {
    const response = await call(t, { method: 'POST', url: path, payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function listTemplates(session: Session = owner): Promise<LetterTemplate[]> {
    const response = await call(t, { method: 'GET', url: '/api/firm/templates', session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: LetterTemplate[] }>().items;
  }
  async function templateOfKind(kind: string): Promise<LetterTemplate> {
    const found = (await listTemplates()).find((template) => template.kind === kind);
    expect(found, kind).toBeDefined();
    return found!;
  }
  async function download(document: CaseDocument): Promise<Buffer> {
    const response = await call(t, { method: 'GET', url: `/api/documents/${document.id}/content?download=1`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Reyes & Park Injury Law' });
    staff = await joinFirmAs(t, owner, 'staff', 'Sam Staff');
    outsider = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Elsewhere LLP' });
    caseId = await post('/api/cases', {
      clientName: 'Ana Ruiz',
      status: 'open',
      dateOpened: '2026-06-05',
      incidentDate: '2026-06-01',
      clientDateOfBirth: '1988-03-14',
      caseType: 'motor_vehicle',
      clientContact: { phone: '555-010-4242', email: 'ana@example.com', address: '12 Elm St, Austin, TX 78701' },
    });
    const defendant = await post(`/api/cases/${caseId}/parties`, { role: 'defendant', name: 'Dan Driver', kind: 'person' });
    await post(`/api/cases/${caseId}/policies`, {
      partyId: defendant,
      carrier: 'Acme Mutual',
      kind: 'bodily_injury',
      perPersonLimit: 50_000,
      claimNumber: 'CLM-42',
      adjusterName: 'Pat Lee',
    });
    providerId = await post(`/api/cases/${caseId}/providers`, { name: 'City Hospital', address: '1 Main St, Austin, TX' });
    lienId = await post(`/api/cases/${caseId}/liens`, { holder: 'Blue Shield Recovery', kind: 'hospital', asserted: 4_321.5 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a firm the five default letters once: removed ones do not come back', async () => {
    const first = await listTemplates(staff);
    expect(first.map((template) => template.kind).sort()).toEqual(
      ['letter_of_representation', 'lien_inquiry', 'policy_limits_request', 'preservation', 'records_request'].sort(),
    );
    expect(first.find((template) => template.kind === 'records_request')?.body).toContain('45 C.F.R. § 164.508');
    // Listing again (by anyone) seeds nothing more.
    expect(await listTemplates()).toHaveLength(5);
    const lien = first.find((template) => template.kind === 'lien_inquiry')!;
    const removed = await call(t, { method: 'DELETE', url: `/api/firm/templates/${lien.id}`, session: owner });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await listTemplates()).map((template) => template.kind)).not.toContain('lien_inquiry');
    // Another firm gets its own five.
    expect(await listTemplates(outsider)).toHaveLength(5);
  });

  it('lets only owners add, change and remove templates, and refuses unknown placeholders', async () => {
    const payload = { name: 'Thank-you letter', kind: 'other', body: 'Dear {{client_name}}, thank you. {{firm_name}}' };
    const refused = await call(t, { method: 'POST', url: '/api/firm/templates', payload, session: staff });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only firm owners can change the letter templates.');

    const unknown = await call(t, {
      method: 'POST',
      url: '/api/firm/templates',
      payload: { ...payload, body: 'Dear {{client_nme}} and {{clientName}}' },
      session: owner,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues).toEqual([{ path: 'body', message: 'Unknown placeholders: {{client_nme}}, {{clientName}}' }]);
    const badKind = await call(t, { method: 'POST', url: '/api/firm/templates', payload: { ...payload, kind: 'memo' }, session: owner });
    expect(badKind.statusCode).toBe(400);

    const createdId = await post('/api/firm/templates', payload);
    const created = (await listTemplates()).find((template) => template.id === createdId)!;
    const staffPatch = await call(t, {
      method: 'PATCH',
      url: `/api/firm/templates/${createdId}`,
      payload: { name: 'Renamed' },
      headers: { 'if-match': recordEtag(created) },
      session: staff,
    });
    expect(staffPatch.statusCode).toBe(403);
    const staffDelete = await call(t, { method: 'DELETE', url: `/api/firm/templates/${createdId}`, session: staff });
    expect(staffDelete.statusCode).toBe(403);
    const renamed = await call(t, {
      method: 'PATCH',
      url: `/api/firm/templates/${createdId}`,
      payload: { name: 'Client thank-you letter' },
      headers: { 'if-match': recordEtag(created) },
      session: owner,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Client thank-you letter');

    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'PATCH', url: `/api/firm/templates/${createdId}`, payload: { name: 'Mine now' } },
        { method: 'DELETE', url: `/api/firm/templates/${createdId}` },
        { method: 'POST', url: `/api/firm/templates/${createdId}/preview`, payload: { caseId } },
        { method: 'POST', url: `/api/cases/${caseId}/letters`, payload: { templateId: createdId, format: 'pdf' } },
      ],
    });
  });

  it('previews a records request filled from the case, the client contact and the provider picked', async () => {
    const template = await templateOfKind('records_request');
    const response = await call(t, {
      method: 'POST',
      url: `/api/firm/templates/${template.id}/preview`,
      payload: { caseId, providerId },
      session: staff,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = response.json<{ text: string }>();
    expect(text).toContain('City Hospital');
    expect(text).toContain('1 Main St, Austin, TX');
    expect(text).toContain('Patient: Ana Ruiz');
    expect(text).toContain('Date of birth: March 14, 1988');
    expect(text).toContain('Reyes & Park Injury Law');

    // Without a provider the gap shows; a provider of no case of this firm is refused naming the field.
    const gap = await call(t, { method: 'POST', url: `/api/firm/templates/${template.id}/preview`, payload: { caseId }, session: owner });
    expect(gap.json().text).toContain('[provider name not recorded]');
    const wrong = await call(t, {
      method: 'POST',
      url: `/api/firm/templates/${template.id}/preview`,
      payload: { caseId, providerId: 'nope' },
      session: owner,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([{ path: 'providerId', message: 'Medical provider not found on this case' }]);
  });

  it('fills the client contact and the lien picked, and shows a missing value', async () => {
    const id = await post('/api/firm/templates', {
      name: 'Contact check',
      kind: 'other',
      body: '{{client_phone}} / {{client_email}} / {{client_address}} / {{lien_holder}} {{lien_amount}} / {{property_damage}}',
    });
    const response = await call(t, {
      method: 'POST',
      url: `/api/firm/templates/${id}/preview`,
      payload: { caseId, lienId },
      session: owner,
    });
    expect(response.json().text).toBe(
      '555-010-4242 / ana@example.com / 12 Elm St, Austin, TX 78701 / Blue Shield Recovery $4,321.50 / [property damage not recorded]',
    );
  });

  it('generates a letter of representation as a PDF filed among the case documents', async () => {
    const template = await templateOfKind('letter_of_representation');
    const response = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/letters`,
      payload: { templateId: template.id, format: 'pdf' },
      session: staff,
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<CaseDocument>();
    expect(document).toMatchObject({ category: 'Correspondence', fileType: 'application/pdf' });
    expect(document.name).toMatch(/^Letter of representation \d{4}-\d{2}-\d{2} - Ana Ruiz\.pdf$/);
    const pdf = await readPdfText(await download(document));
    expect(pdf.text).toContain('Reyes & Park Injury Law');
    expect(pdf.text).toContain('Ana Ruiz');
    expect(pdf.text).toContain('Dear Pat Lee:');
    expect(pdf.text).toContain('Claim number: CLM-42');

    const listed = await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner });
    expect(listed.json().items.map((item: CaseDocument) => item.id)).toContain(document.id);
  });

  it('generates a Word letter whose document.xml holds the client name', async () => {
    const template = await templateOfKind('policy_limits_request');
    const response = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/letters`,
      payload: { templateId: template.id, format: 'docx' },
      session: owner,
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<CaseDocument>();
    expect(document.fileType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(document.name.endsWith('.docx')).toBe(true);
    const files = unzipSync(new Uint8Array(await download(document)));
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('Ana Ruiz');
    expect(xml).toContain('Reyes &amp; Park Injury Law');
    expect(xml).toContain('Acme Mutual');
  });

  it('logs a generated letter as an outbound letter to the adjuster, with the document attached', async () => {
    const template = await templateOfKind('letter_of_representation');
    const log = await call(t, { method: 'GET', url: `/api/cases/${caseId}/communications`, session: owner });
    expect(log.statusCode, log.body).toBe(200);
    const letters = log.json<CommunicationListResponse>().items.filter((entry) => entry.subject === template.name);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ kind: 'letter', direction: 'outbound', counterpart: 'Pat Lee, Acme Mutual' });
    expect(letters[0]!.documents.map((document) => document.name)).toEqual([
      expect.stringMatching(/^Letter of representation \d{4}-\d{2}-\d{2} - Ana Ruiz\.pdf$/),
    ]);
    expect(letters[0]!.summary).toMatch(/generated as a PDF and filed as "Letter of representation/);
  });

  it('files the same letter asked for again once, and says it was already filed', async () => {
    const template = await templateOfKind('records_request');
    const ask = (format: 'pdf' | 'docx') =>
      call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/letters`,
        payload: { templateId: template.id, format, providerId },
        session: owner,
      });
    const first = await ask('pdf');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<GeneratedLetter>().alreadyFiled).toBe(false);
    const [again, raced] = await Promise.all([ask('pdf'), ask('pdf')]);
    for (const repeat of [again, raced]) {
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json<GeneratedLetter>()).toMatchObject({ id: first.json<GeneratedLetter>().id, alreadyFiled: true });
    }
    // Another format is another document.
    const word = await ask('docx');
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json<GeneratedLetter>().id).not.toBe(first.json<GeneratedLetter>().id);

    const listed = await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner });
    const requests = listed.json<{ items: CaseDocument[] }>().items.filter((item) => item.name.startsWith(template.name));
    expect(requests).toHaveLength(2);
    const log = await call(t, { method: 'GET', url: `/api/cases/${caseId}/communications`, session: owner });
    const logged = log.json<CommunicationListResponse>().items.filter((entry) => entry.subject === template.name);
    expect(logged).toHaveLength(2);
    expect(logged.every((entry) => entry.counterpart === 'City Hospital')).toBe(true);
  });

  it('refuses a bad format, a missing template and a missing case', async () => {
    const template = await templateOfKind('preservation');
    const badFormat = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/letters`,
      payload: { templateId: template.id, format: 'rtf' },
      session: owner,
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.body).toContain('Format must be pdf or docx');
    const noTemplate = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/letters`,
      payload: { templateId: 'missing', format: 'pdf' },
      session: owner,
    });
    expect(noTemplate.statusCode).toBe(404);
    expect(noTemplate.json().error.message).toBe('Letter template not found');
    const noCase = await call(t, {
      method: 'POST',
      url: '/api/cases/missing/letters',
      payload: { templateId: template.id, format: 'pdf' },
      session: owner,
    });
    expect(noCase.statusCode).toBe(404);
    const empty = await call(t, { method: 'POST', url: `/api/cases/${caseId}/letters`, payload: {}, session: owner });
    expect(empty.statusCode).toBe(400);
  });
});
