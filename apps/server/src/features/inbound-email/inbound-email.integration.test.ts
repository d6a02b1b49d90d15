import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import type { CaseDocument, CaseEmailAddress, CommunicationListResponse, DocumentSearchResponse } from '@casecast/domain';
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
import { makePdf, makeZip } from '../documents/test/fixtures.js';

const DOMAIN = 'cases.example.test';
const USER = 'relay';
const PASSWORD = 'inbound-relay-password-0001';
const MAX_BYTES = 200_000;

type SendError = Error & { responseCode?: number; code?: string };

describe.each(databaseTargets())('email to the case on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let outsider: Session;
  let caseId: string;
  let otherCaseId: string;
  let address: string;
  let port: number;

  async function addressOf(session: Session, id: string): Promise<CaseEmailAddress> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${id}/email-address`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CaseEmailAddress>();
  }
  function transport(auth: { user: string; pass: string } | null = { user: USER, pass: PASSWORD }) {
    return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, ...(auth ? { auth } : {}) });
  }
  async function documentsOf(id: string, session: Session = owner): Promise<CaseDocument[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${id}/documents`, session });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CaseDocument[] | { items: CaseDocument[] }>();
    return Array.isArray(body) ? body : body.items;
  }
  async function communicationsOf(id: string, session: Session = owner) {
    const response = await call(t, { method: 'GET', url: `/api/cases/${id}/communications`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CommunicationListResponse>().items;
  }
  async function sendFails(send: Promise<unknown>): Promise<SendError> {
    const error = await send.then(
      () => null,
      (caught: unknown) => caught as SendError,
    );
    expect(error, 'the server should have refused the message').not.toBeNull();
    return error!;
  }

  beforeAll(async () => {
    t = await createTestApp(target, {
      inbound: {
        domain: DOMAIN,
        smtp: { port: 0, host: '127.0.0.1', maxBytes: MAX_BYTES, user: USER, password: PASSWORD, relays: [], tls: null },
      },
    });
    port = t.runtime.inboundEmail.receiver()!.port;
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Reyes & Park Injury Law' });
    outsider = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Elsewhere LLP' });
    caseId = (await createCase(t, owner, { clientName: 'Ana Ruiz', dateOpened: '2026-06-05', caseType: 'motor_vehicle' })).id;
    otherCaseId = (await createCase(t, outsider, { clientName: 'Carl Other', dateOpened: '2026-06-05', caseType: 'motor_vehicle' })).id;
    await createCase(t, outsider, { clientName: 'Second Other', dateOpened: '2026-06-05', caseType: 'motor_vehicle' });
    address = (await addressOf(owner, caseId)).address!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives each case an address of its own at the firm's inbound domain, shown to its firm only", async () => {
    expect(address).toMatch(/^case-1\.[0-9a-f]{10}@cases\.example\.test$/);
    const other = await addressOf(outsider, otherCaseId);
    expect(other.receiving).toBe(true);
    // Both firms' first case is case 1: the firm key tells the addresses apart.
    expect(other.address).toMatch(/^case-1\.[0-9a-f]{10}@cases\.example\.test$/);
    expect(other.address).not.toBe(address);
    await expectHiddenFromOtherFirm(t, { outsider, requests: [{ method: 'GET', url: `/api/cases/${caseId}/email-address` }] });
  });

  it('files a message on its case: the message, each attachment, and an inbound email in the log', async () => {
    const info = await transport().sendMail({
      from: 'Pat Lee <pat.lee@acme-mutual.example>',
      to: address,
      subject: 'Claim CLM-42: recorded statement',
      text: 'Please find the declarations page attached. The adjuster requests a recorded statement next week.',
      messageId: '<claim-42-statement@acme-mutual.example>',
      attachments: [
        { filename: 'declarations.pdf', content: makePdf('Declarations page') },
        { filename: 'notes.txt', content: 'Policy limits 50,000 per person.' },
        { filename: 'archive.zip', content: makeZip() },
      ],
    });
    expect(info.accepted).toEqual([address]);

    const filed = await documentsOf(caseId);
    const names = filed.map((document) => document.name).sort();
    expect(names).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(['declarations.pdf', 'notes.txt']));
    expect(names.find((name) => name.startsWith('Email'))).toMatch(/^Email \d{4}-\d{2}-\d{2} - Claim CLM-42. recorded statement\.txt$/);
    expect(filed.every((document) => document.category === 'Correspondence')).toBe(true);

    const [logged, ...rest] = await communicationsOf(caseId);
    expect(rest).toEqual([]);
    expect(logged).toMatchObject({
      kind: 'email',
      direction: 'inbound',
      counterpart: 'Pat Lee <pat.lee@acme-mutual.example>',
      subject: 'Claim CLM-42: recorded statement',
    });
    expect(logged!.summary).toContain('The adjuster requests a recorded statement next week.');
    expect(logged!.summary).toMatch(/Not filed: archive\.zip/);
    expect(logged!.documents.map((document) => document.name).sort()).toEqual(names);

    // The message document says who wrote what, and its words are found by the search inside documents.
    const message = filed.find((document) => document.name.startsWith('Email'))!;
    const content = await call(t, { method: 'GET', url: `/api/documents/${message.id}/content?download=1`, session: owner });
    expect(content.body).toContain('From: Pat Lee <pat.lee@acme-mutual.example>');
    expect(content.body).toContain('Attachments: declarations.pdf, notes.txt, archive.zip');
    const deadline = Date.now() + 30_000;
    let hits: DocumentSearchResponse['items'] = [];
    while (Date.now() < deadline) {
      const search = await call(t, { method: 'GET', url: `/api/documents/search?q=declarations&caseId=${caseId}`, session: owner });
      hits = search.json<DocumentSearchResponse>().items;
      if (hits.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(hits.map((hit) => hit.documentId).sort()).toEqual(
      [message.id, filed.find((document) => document.name === 'declarations.pdf')!.id].sort(),
    );
  }, 60_000);

  it('files a message delivered twice with the same Message-ID once', async () => {
    const before = (await communicationsOf(caseId)).length;
    const mail = {
      from: 'clinic@example.com',
      to: address,
      subject: 'Records enclosed',
      text: 'Records for Ana Ruiz.',
      messageId: '<records-1@clinic.example>',
    };
    await transport().sendMail(mail);
    await transport().sendMail(mail);
    const after = await communicationsOf(caseId);
    expect(after.length).toBe(before + 1);
    expect(after.filter((entry) => entry.subject === 'Records enclosed')).toHaveLength(1);
  });

  it('refuses an address that names no case at RCPT, and never files on another case', async () => {
    const [, key] = /^case-\d+\.([0-9a-f]{10})@/.exec(address)!;
    const documentsBefore = (await documentsOf(otherCaseId, outsider)).length;
    for (const unknown of [
      `case-2.${key}@${DOMAIN}`, // the outsider's firm has a case 2; this firm does not
      `case-1.0000000000@${DOMAIN}`,
      `case-1.${key}@elsewhere.example`,
      `intake@${DOMAIN}`,
    ]) {
      const error = await sendFails(transport().sendMail({ from: 'someone@example.com', to: unknown, subject: 'Hello', text: 'Hi' }));
      expect(error.responseCode, unknown).toBe(550);
    }
    expect((await documentsOf(otherCaseId, outsider)).length).toBe(documentsBefore);
    expect(await communicationsOf(otherCaseId, outsider)).toEqual([]);
  });

  it('refuses mail without the password or with a wrong one', async () => {
    const before = (await communicationsOf(caseId)).length;
    const anonymous = await sendFails(transport(null).sendMail({ from: 'a@example.com', to: address, subject: 'x', text: 'x' }));
    expect(anonymous.responseCode).toBe(530);
    const wrong = await sendFails(
      transport({ user: USER, pass: 'not-the-password-at-all' }).sendMail({ from: 'a@example.com', to: address, subject: 'x', text: 'x' }),
    );
    expect(wrong.responseCode).toBe(535);
    expect((await communicationsOf(caseId)).length).toBe(before);
  });

  it('refuses a message over the size limit and files nothing of it', async () => {
    const before = (await documentsOf(caseId)).length;
    const error = await sendFails(
      transport().sendMail({
        from: 'big@example.com',
        to: address,
        subject: 'Too big',
        text: 'Large scan attached.',
        attachments: [{ filename: 'scan.pdf', content: makePdf('x'.repeat(MAX_BYTES)) }],
      }),
    );
    expect(error.responseCode).toBe(552);
    expect((await documentsOf(caseId)).length).toBe(before);
  });
});
