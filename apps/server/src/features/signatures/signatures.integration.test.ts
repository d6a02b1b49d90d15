import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, CommunicationEntry, SignatureRequest, SigningView } from '@casecast/domain';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  joinFirmAs,
  registerAndSignIn,
  uploadDocument,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { verifyPades } from '../../test/pades-verify.js';
import { readPdfText } from '../../test/pdf-text.js';
import { extractLink } from '../../test/smtp-peer.js';
import { makePdf, makePng } from '../documents/test/fixtures.js';

const DAY = 86_400_000;
/** A drawn signature as the page's canvas sends it. */
const DRAWN = `data:image/png;base64,${makePng(40, 12, [20, 20, 120]).toString('base64')}`;

describe.each(databaseTargets())('e-signature on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let staff: Session;
  let outsider: Session;
  let caseId: string;
  let clock = Date.now();

  async function send(documentId: string, signers: Array<{ name: string; email: string }>, session = owner): Promise<SignatureRequest> {
    const response = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/signature-requests`,
      payload: { documentId, signers },
      session,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** The token of the latest signing link emailed to `email`. */
  async function linkFor(email: string, after = 0): Promise<string> {
    await t.smtp.waitFor((message) => message.to.includes(email) && t.smtp.messages.indexOf(message) >= after);
    const messages = t.smtp.messages.filter((message) => message.to.includes(email));
    const link = extractLink(messages.at(-1)!, /\/sign\//);
    expect(link.startsWith('http://localhost:3000/sign/')).toBe(true);
    return link.slice(link.lastIndexOf('/') + 1);
  }

  const open = (token: string) => call(t, { method: 'GET', url: `/api/signing/${token}`, session: null, headers: { origin: '' } });
  const consent = (token: string) =>
    call(t, { method: 'POST', url: `/api/signing/${token}/consent`, payload: { consent: true }, session: null });
  const sign = (token: string, payload: unknown = { kind: 'drawn', image: DRAWN }) =>
    call(t, { method: 'POST', url: `/api/signing/${token}/sign`, payload, session: null });
  const getRequest = async (id: string) =>
    (await call(t, { method: 'GET', url: `/api/signature-requests/${id}`, session: owner })).json<SignatureRequest>();

  beforeAll(async () => {
    t = await createTestApp(target, {}, { now: () => new Date(clock) });
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Reyes & Park Injury Law' });
    staff = await joinFirmAs(t, owner, 'staff', 'Sam Staff');
    outsider = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Elsewhere LLP' });
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Ana Ruiz', status: 'open', dateOpened: '2026-06-05', incidentDate: '2026-06-01', caseType: 'motor_vehicle' },
      session: owner,
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs a retainer end to end: emailed link, consent, signature, and a PAdES-signed copy filed on the case', async () => {
    const original = makePdf('Retainer agreement');
    const documentId = await uploadDocument(t, owner, caseId, { fileName: 'Retainer agreement.pdf', data: original });
    const sent = await send(documentId, [
      { name: 'Ana Ruiz', email: 'ana.ruiz@example.com' },
      { name: 'Luis Ruiz', email: 'luis.ruiz@example.com' },
    ]);
    expect(sent).toMatchObject({ status: 'pending', feeAgreement: true, signedPdfUrl: null });
    expect(sent.signers.map((signer) => [signer.email, signer.status])).toEqual([
      ['ana.ruiz@example.com', 'sent'],
      ['luis.ruiz@example.com', 'sent'],
    ]);
    expect(sent.documentSha256).toBe(createHash('sha256').update(original).digest('hex'));

    // The email went over SMTP with a link that carries the token; the database keeps only its hash.
    const mail = await t.smtp.waitFor((message) => message.to.includes('ana.ruiz@example.com'));
    expect(mail.subject).toBe('Please sign Retainer agreement.pdf');
    expect(mail.text).toContain('Reyes & Park Injury Law asks you to review and sign');
    const ana = await linkFor('ana.ruiz@example.com');
    const stored = await t.runtime.database.db.selectFrom('signature_signer').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(ana).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(ana);

    // The signed PDF does not exist before everyone has signed.
    const early = await call(t, { method: 'GET', url: `/api/signature-requests/${sent.id}/signed.pdf`, session: owner });
    expect(early.statusCode).toBe(409);

    const view = await open(ana);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<SigningView>()).toMatchObject({
      documentName: 'Retainer agreement.pdf',
      signerName: 'Ana Ruiz',
      consented: false,
      pageCount: 1,
    });
    expect(view.json<SigningView>().consentText.join(' ')).toMatch(/paper copy/);
    expect((await getRequest(sent.id)).signers[0]!.status).toBe('viewed');
    const document = await call(t, { method: 'GET', url: `/api/signing/${ana}/document.pdf`, session: null });
    expect(document.rawPayload.equals(original)).toBe(true);

    // Signing needs the consent first.
    const unconsented = await sign(ana);
    expect(unconsented.statusCode).toBe(400);
    expect(unconsented.json().error.code).toBe('CONSENT_REQUIRED');
    clock += 60_000;
    expect((await consent(ana)).statusCode).toBe(204);
    clock += 60_000;
    expect((await sign(ana)).json()).toEqual({ status: 'signed' });
    // The link works once: opening it again, or signing again (a replay), is refused and changes nothing.
    expect((await open(ana)).statusCode).toBe(410);
    const replay = await sign(ana);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().error.code).toBe('SIGNING_LINK_CLOSED');
    expect((await getRequest(sent.id)).status).toBe('pending');

    const luis = await linkFor('luis.ruiz@example.com');
    await open(luis);
    await consent(luis);
    clock += 60_000;
    expect((await sign(luis, { kind: 'typed', name: 'Luis Ruiz' })).json()).toEqual({ status: 'signed' });

    const done = await getRequest(sent.id);
    expect(done.status).toBe('completed');
    expect(done.signers.map((signer) => signer.status)).toEqual(['signed', 'signed']);
    expect(done.signedPdfUrl).toBe(`/api/signature-requests/${sent.id}/signed.pdf`);

    const signed = await call(t, { method: 'GET', url: done.signedPdfUrl!, session: staff });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    const bytes = signed.rawPayload;
    const check = verifyPades(bytes);
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({
      valid: true,
      coversWholeFile: true,
      subFilter: 'ETSI.CAdES.detached',
      signerCommonName: 'Reyes & Park Injury Law',
    });

    // The certificate page: each signer, the address the server saw, the times, and the hash of the bytes as sent.
    const text = await readPdfText(bytes);
    expect(text.pages).toBe(3);
    expect(text.text).toContain('Retainer agreement');
    expect(text.text).toContain('Certificate of completion');
    expect(text.text).toContain(createHash('sha256').update(original).digest('hex'));
    expect(text.text).toContain('ana.ruiz@example.com');
    expect(text.text).toContain('luis.ruiz@example.com');
    expect(text.text).toContain('127.0.0.1');
    expect(text.text).toContain('Typed: Luis Ruiz');

    // The signed copy is a new case document; the original is kept.
    const documents = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner })).json<{
      items: Array<{ id: string; name: string }>;
    }>().items;
    expect(documents.map((item) => item.id)).toContain(documentId);
    expect(documents.find((item) => item.id === done.signedDocumentId)?.name).toMatch(
      /^Retainer agreement \(signed \d{4}-\d{2}-\d{2}\)\.pdf$/,
    );

    // The fee agreement shows when it was signed.
    const fee = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/fee-agreement`, session: owner })).json();
    expect(fee.signed).toMatchObject({ signedAt: done.completedAt, documentId: done.signedDocumentId });

    // The communications log has the sending, the history and the timeline the sending and signing.
    const log = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/communications`, session: owner })).json<{
      items: CommunicationEntry[];
    }>();
    expect(log.items.find((item) => item.subject === 'Sent for signature: Retainer agreement.pdf')).toMatchObject({
      kind: 'email',
      direction: 'outbound',
    });
    const history = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: owner })).json<{ items: AuditEntry[] }>();
    const entries = history.items.filter((entry) => entry.entityType === 'signature_request' && entry.entityId === sent.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update', 'update']);
    expect(entries.some((entry) => entry.actorName === 'Luis Ruiz (signer)')).toBe(true);
    const file = (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json<{
      timeline: Array<{ type: string; description: string }>;
    }>();
    expect(file.timeline.map((event) => event.type)).toEqual(expect.arrayContaining(['signature_requested', 'document_signed']));

    // One byte changed after signing: the signature no longer verifies.
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf('Retainer agreement');
    tampered[at] = 'r'.charCodeAt(0);
    expect(verifyPades(tampered).valid).toBe(false);
    // Bytes appended after signing: the ByteRange no longer covers the file.
    expect(verifyPades(Buffer.concat([bytes, Buffer.from('\n% appended\n')])).coversWholeFile).toBe(false);
  });

  it('refuses what is not a PDF, an unknown document, and bad signers with clear 4xx', async () => {
    const pngId = await uploadDocument(t, owner, caseId, { fileName: 'photo.png', data: makePng() });
    const notPdf = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/signature-requests`,
      payload: { documentId: pngId, signers: [{ name: 'A', email: 'a@example.com' }] },
      session: owner,
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.code).toBe('NOT_A_PDF');
    const missing = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/signature-requests`,
      payload: { documentId: 'nope', signers: [{ name: 'A', email: 'a@example.com' }] },
      session: owner,
    });
    expect(missing.statusCode).toBe(404);
    const pdfId = await uploadDocument(t, owner, caseId, { fileName: 'HIPAA authorization.pdf', data: makePdf('HIPAA') });
    for (const signers of [
      [],
      [{ name: 'A', email: 'not-an-email' }],
      [
        { name: 'A', email: 'a@example.com' },
        { name: 'B', email: 'A@example.com' },
      ],
    ]) {
      const response = await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/signature-requests`,
        payload: { documentId: pdfId, signers },
        session: owner,
      });
      expect(response.statusCode, JSON.stringify(signers)).toBe(400);
    }
    expect((await open('x'.repeat(43))).statusCode).toBe(404);
  });

  it("answers another firm's requests as missing, and lets any member send", async () => {
    const documentId = await uploadDocument(t, owner, caseId, { fileName: 'Closing statement.pdf', data: makePdf('Closing statement') });
    const sent = await send(documentId, [{ name: 'Ana Ruiz', email: 'ana.closing@example.com' }], staff);
    expect(sent.sentByName).toBe('Sam Staff');
    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'GET', url: `/api/signature-requests/${sent.id}` },
        { method: 'GET', url: `/api/signature-requests/${sent.id}/signed.pdf` },
        { method: 'POST', url: `/api/signature-requests/${sent.id}/cancel` },
        { method: 'POST', url: `/api/signature-requests/${sent.id}/remind` },
        { method: 'GET', url: `/api/cases/${caseId}/signature-requests` },
        {
          method: 'POST',
          url: `/api/cases/${caseId}/signature-requests`,
          payload: { documentId, signers: [{ name: 'X', email: 'x@example.com' }] },
        },
      ],
    });
    const list = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/signature-requests`, session: owner })).json<{
      items: SignatureRequest[];
    }>();
    expect(list.items[0]!.id).toBe(sent.id);

    // Reminders: a new link (the old one stops working), at most once an hour.
    const before = await linkFor('ana.closing@example.com');
    const count = t.smtp.messages.length;
    const reminded = await call(t, { method: 'POST', url: `/api/signature-requests/${sent.id}/remind`, session: owner });
    expect(reminded.statusCode, reminded.body).toBe(200);
    const after = await linkFor('ana.closing@example.com', count);
    expect(after).not.toBe(before);
    expect((await open(before)).statusCode).toBe(404);
    expect((await open(after)).statusCode).toBe(200);
    const again = await call(t, { method: 'POST', url: `/api/signature-requests/${sent.id}/remind`, session: owner });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    // Cancelled: the link is refused.
    const cancelled = await call(t, { method: 'POST', url: `/api/signature-requests/${sent.id}/cancel`, session: owner });
    expect(cancelled.json<SignatureRequest>().status).toBe('cancelled');
    expect((await open(after)).statusCode).toBe(410);
  });

  it('records a decline with its reason, and refuses the link after', async () => {
    const documentId = await uploadDocument(t, owner, caseId, { fileName: 'Fee agreement amendment.pdf', data: makePdf('Amendment') });
    const sent = await send(documentId, [{ name: 'Ana Ruiz', email: 'ana.decline@example.com' }]);
    const token = await linkFor('ana.decline@example.com');
    const empty = await call(t, { method: 'POST', url: `/api/signing/${token}/decline`, payload: { reason: ' ' }, session: null });
    expect(empty.statusCode).toBe(400);
    const declined = await call(t, {
      method: 'POST',
      url: `/api/signing/${token}/decline`,
      payload: { reason: 'The fee is not what we agreed.' },
      session: null,
    });
    expect(declined.json()).toEqual({ status: 'declined' });
    const request = await getRequest(sent.id);
    expect(request.status).toBe('declined');
    expect(request.signers[0]).toMatchObject({ status: 'declined', declineReason: 'The fee is not what we agreed.' });
    expect((await sign(token)).statusCode).toBe(410);
    const file = (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json<{
      timeline: Array<{ type: string; description: string }>;
    }>();
    expect(file.timeline.find((event) => event.type === 'signature_declined')?.description).toContain('The fee is not what we agreed.');
  });

  it('expires links after the configured days; the scan marks the request expired and reminds the waiting', async () => {
    const documentId = await uploadDocument(t, owner, caseId, { fileName: 'Medical authorization.pdf', data: makePdf('Authorization') });
    const remindMe = await send(documentId, [{ name: 'Ana Ruiz', email: 'ana.remind@example.com' }]);
    const first = await linkFor('ana.remind@example.com');
    clock += 3 * DAY + 60_000;
    const count = t.smtp.messages.length;
    const scanned = await t.runtime.signatures.scan();
    expect(scanned.reminded).toBeGreaterThanOrEqual(1);
    const second = await linkFor('ana.remind@example.com', count);
    expect(second).not.toBe(first);
    expect(
      (await t.smtp.waitFor((message) => message.to.includes('ana.remind@example.com') && /^Reminder/.test(message.subject))).subject,
    ).toBe('Reminder: please sign Medical authorization.pdf');

    clock += 12 * DAY;
    const expired = await open(second);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toMatch(/expired/);
    expect((await getRequest(remindMe.id)).signers[0]!.status).toBe('expired');
    expect((await t.runtime.signatures.scan()).expired).toBeGreaterThanOrEqual(1);
    expect((await getRequest(remindMe.id)).status).toBe('expired');
  });
});
