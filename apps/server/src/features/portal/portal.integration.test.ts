import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument, CasePortal, CommunicationEntry, PortalCase, PortalMe } from '@casecast/domain';
import { extractLink, type ReceivedEmail } from '../../test/smtp-peer.js';
import {
  BASE_URL,
  call,
  createTestApp,
  databaseTargets,
  registerAndSignIn,
  uniqueEmail,
  uploadDocument,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { makeExe, makePng, multipartBody } from '../documents/test/fixtures.js';

type Json = Record<string, unknown>;

describe.each(databaseTargets())('client portal on %s', (target) => {
  let t: TestApp;
  let clock = new Date();
  let owner: Session;
  let outsider: Session;
  let caseA: string;
  let caseB: string;
  let otherFirmCase: string;
  const emailA = uniqueEmail('client-a');
  const emailB = uniqueEmail('client-b');
  let portalA: Session;
  let portalB: Session;
  let letterA: string;
  let letterB: string;
  let unsharedA: string;

  async function staff<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Json, status = 200, session = owner) {
    const response = await call(t, { method, url, payload, session });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return (response.body ? response.json() : undefined) as T;
  }

  const waitForLink = (email: string, count = 1) =>
    new Promise<ReceivedEmail>((resolve, reject) => {
      const deadline = Date.now() + 10_000;
      const poll = () => {
        const found = t.smtp.messages.filter((message) => message.to.includes(email) && /portal/i.test(message.subject));
        if (found.length >= count) return resolve(found[count - 1]!);
        if (Date.now() > deadline) return reject(new Error(`no portal email #${count} to ${email}`));
        setTimeout(poll, 50);
      };
      poll();
    });
  const tokenOf = (message: ReceivedEmail) => new URL(extractLink(message, /\/portal\/sign-in#token=/)).hash.slice('#token='.length);
  const mailsTo = (email: string) => t.smtp.messages.filter((message) => message.to.includes(email)).length;

  async function signInWith(token: string) {
    return t.app.inject({ method: 'POST', url: '/api/portal/sign-in', payload: { token }, headers: { origin: BASE_URL } });
  }

  async function portal(method: 'GET' | 'POST', url: string, session: Session, payload?: Json) {
    return call(t, { method, url, payload, session });
  }

  beforeAll(async () => {
    t = await createTestApp(target, {}, { now: () => clock });
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Lopez Injury Law' });
    outsider = await registerAndSignIn(t, { name: 'Bob Other', company: 'Other Firm' });
    caseA = (
      await staff<{ id: string }>('POST', '/api/cases', { clientName: 'Maria Lopez', status: 'open', dateOpened: '2026-11-01' }, 201)
    ).id;
    caseB = (await staff<{ id: string }>('POST', '/api/cases', { clientName: 'Ken Adams', status: 'open', dateOpened: '2026-11-02' }, 201))
      .id;
    otherFirmCase = (
      await staff<{ id: string }>(
        'POST',
        '/api/cases',
        { clientName: 'Zoe Other', status: 'open', dateOpened: '2026-11-03' },
        201,
        outsider,
      )
    ).id;
    letterA = await uploadDocument(t, owner, caseA, { fileName: 'letter-to-maria.pdf' });
    unsharedA = await uploadDocument(t, owner, caseA, { fileName: 'internal-memo.pdf' });
    letterB = await uploadDocument(t, owner, caseB, { fileName: 'letter-to-ken.pdf' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('shares nothing by default: the portal is off and an invitation is refused until the firm turns it on', async () => {
    const settings = await staff<CasePortal>('GET', `/api/cases/${caseA}/portal`);
    expect(settings).toMatchObject({ enabled: false, clients: [], uploadRequests: [], messages: [] });
    const documents = await staff<{ items: CaseDocument[] }>('GET', `/api/cases/${caseA}/documents`);
    expect(documents.items.every((document) => document.sharedWithClient === false && document.fromClient === false)).toBe(true);
    const refused = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseA}/portal-invitations`,
      payload: { email: emailA },
      session: owner,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PORTAL_OFF');
  });

  it('invites a client by email; the one-time link signs in once, with a portal cookie of its own', async () => {
    await staff('PUT', `/api/cases/${caseA}/portal`, { enabled: true });
    await staff('PUT', `/api/cases/${caseB}/portal`, { enabled: true });
    const invited = await staff<{ email: string; name: string }>('POST', `/api/cases/${caseA}/portal-invitations`, { email: emailA }, 201);
    expect(invited).toMatchObject({ email: emailA, name: 'Maria Lopez' });
    const mail = await waitForLink(emailA);
    expect(mail.subject).toBe('Lopez Injury Law invited you to your case portal');
    expect(mail.text).toContain('The link works once, for 72 hours');
    const token = tokenOf(mail);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const signedIn = await signInWith(token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.cookies.find((candidate) => candidate.name === 'casecast_portal')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/portal' });
    expect(signedIn.json<PortalMe>().cases.map((item) => item.id)).toEqual([caseA]);
    portalA = { cookie: `casecast_portal=${cookie.value}`, userId: '', email: emailA };

    // The same link again: refused, and no second session.
    const replay = await signInWith(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('PORTAL_LINK_INVALID');
    expect(replay.cookies).toEqual([]);

    // The token is stored only as its hash.
    const stored = await t.runtime.database.db.selectFrom('portal_sign_in_link').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    await staff('POST', `/api/cases/${caseB}/portal-invitations`, { email: emailB }, 201);
    const signedInB = await signInWith(tokenOf(await waitForLink(emailB)));
    portalB = { cookie: `casecast_portal=${signedInB.cookies[0]!.value}`, userId: '', email: emailB };
  });

  it('shows the case phase and next step in plain words', async () => {
    const response = await portal('GET', `/api/portal/cases/${caseA}`, portalA);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<PortalCase>();
    expect(view.phaseLabel).toBe('Intake');
    expect(view.now).toMatch(/opening your case/);
    expect(view.next).toMatch(/photos, bills/);
  });

  it('a link the client asks for expires after 30 minutes; the answer is the same for any address, and links are rationed', async () => {
    const before = mailsTo(emailA);
    const unknown = await call(t, { method: 'POST', url: '/api/portal/sign-in-links', payload: { email: uniqueEmail('nobody') } });
    const known = await call(t, { method: 'POST', url: '/api/portal/sign-in-links', payload: { email: emailA.toUpperCase() } });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = await waitForLink(emailA, before + 1);
    expect(mail.text).toContain('for 30 minutes');

    clock = new Date(clock.getTime() + 31 * 60_000);
    const expired = await signInWith(tokenOf(mail));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('PORTAL_LINK_INVALID');

    // At most three links per address in 15 minutes: the fourth request is answered the same and sends nothing.
    for (let i = 0; i < 4; i += 1)
      expect((await call(t, { method: 'POST', url: '/api/portal/sign-in-links', payload: { email: emailA } })).body).toBe(unknown.body);
    await waitForLink(emailA, before + 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(emailA)).toBe(before + 4);
    clock = new Date();
  });

  it('shows only documents the firm shares, and only on the client’s own cases', async () => {
    const empty = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>();
    expect(empty.documents).toEqual([]);
    const shared = await staff<CaseDocument>('PATCH', `/api/documents/${letterA}`, { sharedWithClient: true });
    expect(shared.sharedWithClient).toBe(true);
    await staff('PATCH', `/api/documents/${letterB}`, { sharedWithClient: true });

    const view = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>();
    expect(view.documents.map((document) => document.name)).toEqual(['letter-to-maria.pdf']);
    const download = await portal('GET', view.documents[0]!.url, portalA);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Unshared on the own case, shared on another client's case, another firm's case, a made-up id: all the same 404.
    for (const url of [
      `/api/portal/documents/${unsharedA}/content`,
      `/api/portal/documents/${letterB}/content`,
      `/api/portal/cases/${caseB}`,
      `/api/portal/cases/${otherFirmCase}`,
      '/api/portal/cases/00000000-0000-0000-0000-000000000000',
    ]) {
      const response = await portal('GET', url, portalA);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await portal('POST', `/api/portal/cases/${caseB}/messages`, portalA, { body: 'Hello?' })).statusCode).toBe(404);

    // Unsharing takes it away at once.
    await staff('PATCH', `/api/documents/${letterB}`, { sharedWithClient: false });
    expect((await portal('GET', `/api/portal/documents/${letterB}/content`, portalB)).statusCode).toBe(404);
  });

  it('takes a client upload through the document pipeline, filed on the case as from the client', async () => {
    const settings = await staff<CasePortal>(
      'POST',
      `/api/cases/${caseA}/portal/upload-requests`,
      { kind: 'photo', note: 'Photos of the car' },
      201,
    );
    const requestId = settings.uploadRequests[0]!.id;
    const asked = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>();
    expect(asked.uploadRequests).toMatchObject([{ id: requestId, kind: 'photo', note: 'Photos of the car', fulfilledAt: null }]);

    const send = (
      fileName: string,
      data: Buffer,
      url = `/api/portal/cases/${caseA}/documents?requestId=${requestId}`,
      session = portalA,
    ) => {
      const { payload, headers } = multipartBody([{ name: 'files', fileName, data }]);
      return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, origin: BASE_URL, cookie: session.cookie } });
    };
    const refused = await send('car.png', makeExe());
    expect(refused.statusCode).toBe(415);
    const tooBig = await send('car.png', Buffer.concat([makePng(), Buffer.alloc(Math.ceil(t.config.maxUploadMb * 1024 * 1024))]));
    expect(tooBig.statusCode).toBe(413);
    expect((await send('car.png', makePng(), `/api/portal/cases/${caseB}/documents`)).statusCode).toBe(404);

    const accepted = await send('car.png', makePng());
    expect(accepted.statusCode, accepted.body).toBe(201);
    const staffView = (await staff<{ items: CaseDocument[] }>('GET', `/api/cases/${caseA}/documents`)).items.find(
      (document) => document.name === 'car.png',
    )!;
    expect(staffView).toMatchObject({ fromClient: true, sharedWithClient: false, category: 'Evidence', fileType: 'image/png' });
    expect(staffView.description).toContain('Maria Lopez through the client portal');
    const after = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>();
    expect(after.uploadRequests[0]!.fulfilledAt).not.toBeNull();
    expect(after.documents.find((document) => document.name === 'car.png')?.fromClient).toBe(true);
    const history = await staff<{ items: Array<{ entityType: string; actorName: string | null }> }>('GET', `/api/cases/${caseA}/history`);
    expect(history.items.some((entry) => entry.entityType === 'document' && entry.actorName === 'Maria Lopez (client portal)')).toBe(true);
  });

  it('logs the thread in the case communications: the client inbound, the firm’s reply outbound', async () => {
    const sent = await portal('POST', `/api/portal/cases/${caseA}/messages`, portalA, { body: 'When is my next appointment?' });
    expect(sent.statusCode, sent.body).toBe(201);
    const empty = await portal('POST', `/api/portal/cases/${caseA}/messages`, portalA, { body: '   ' });
    expect(empty.statusCode).toBe(400);

    const log = await staff<{ items: CommunicationEntry[] }>('GET', `/api/cases/${caseA}/communications`);
    expect(log.items[0]).toMatchObject({
      kind: 'portal',
      direction: 'inbound',
      counterpart: 'Maria Lopez',
      summary: 'When is my next appointment?',
    });

    await staff('POST', `/api/cases/${caseA}/portal/messages`, { body: 'Your MRI is on Monday at 9.' }, 201);
    const thread = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>().messages;
    expect(thread.map((message) => [message.direction, message.body])).toEqual([
      ['inbound', 'When is my next appointment?'],
      ['outbound', 'Your MRI is on Monday at 9.'],
    ]);
    // Members do not log or edit portal messages by hand: what the client wrote stays as written.
    const forged = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseA}/communications`,
      payload: { kind: 'portal', direction: 'inbound', occurredAt: new Date().toISOString(), summary: 'Forged' },
      session: owner,
    });
    expect(forged.statusCode).toBe(400);
    const edited = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseA}/communications/${log.items[0]!.id}`,
      payload: { summary: 'Changed' },
      session: owner,
    });
    expect(edited.statusCode).toBe(400);
  });

  it('lists the upcoming appointments a client attends, not the firm’s internal calls', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const event = (kind: string, title: string) => ({
      title,
      kind,
      caseId: caseA,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
      location: '100 Main St',
    });
    await staff('POST', '/api/events', event('deposition', 'Depo of Maria'), 201);
    await staff('POST', '/api/events', event('call', 'Strategy call with the expert'), 201);
    const view = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>();
    expect(view.appointments).toMatchObject([{ label: 'Your deposition', location: '100 Main St' }]);
  });

  it('lists the documents the client has to sign, with a fresh link to sign each', async () => {
    const request = await staff<{ id: string }>(
      'POST',
      `/api/cases/${caseA}/signature-requests`,
      { documentId: letterA, signers: [{ name: 'Maria Lopez', email: emailA }] },
      201,
    );
    expect(request.id).toBeTruthy();
    const view = (await portal('GET', `/api/portal/cases/${caseA}`, portalA)).json<PortalCase>();
    expect(view.toSign.map((item) => item.documentName)).toEqual(['letter-to-maria.pdf']);
    const signerId = view.toSign[0]!.id;

    // Another client cannot have it, by its id on their own case either.
    expect((await portal('POST', `/api/portal/cases/${caseB}/signatures/${signerId}/link`, portalB)).statusCode).toBe(404);
    const linked = await portal('POST', `/api/portal/cases/${caseA}/signatures/${signerId}/link`, portalA);
    expect(linked.statusCode, linked.body).toBe(200);
    const url = linked.json<{ url: string }>().url;
    expect(url).toMatch(/^\/sign\/[\w-]{40,}$/);
    const signing = await call(t, { method: 'GET', url: `/api/signing/${url.slice('/sign/'.length)}`, session: null });
    expect(signing.statusCode, signing.body).toBe(200);
    expect(signing.json()).toMatchObject({ documentName: 'letter-to-maria.pdf', signerEmail: emailA });
  });

  it('keeps staff and portal sessions apart, and refuses cross-site writes', async () => {
    expect((await call(t, { method: 'GET', url: '/api/portal/me', session: owner })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: `/api/portal/cases/${caseA}`, session: owner })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseA}`, session: portalA })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: `/api/documents/${letterA}/content`, session: portalA })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseA}/portal`, session: portalA })).statusCode).toBe(401);

    const crossSite = await call(t, {
      method: 'POST',
      url: `/api/portal/cases/${caseA}/messages`,
      payload: { body: 'from evil' },
      session: portalA,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('hides the portal settings from another firm', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/cases/${caseA}/portal`, undefined],
      ['PUT', `/api/cases/${caseA}/portal`, { enabled: false }],
      ['POST', `/api/cases/${caseA}/portal-invitations`, { email: uniqueEmail('x') }],
      ['POST', `/api/cases/${caseA}/portal/messages`, { body: 'hi' }],
    ] as const) {
      const response = await call(t, { method, url, payload, session: outsider });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('turning the portal off hides the case; revoking ends the client’s sessions at once', async () => {
    await staff('PUT', `/api/cases/${caseB}/portal`, { enabled: false });
    expect((await portal('GET', `/api/portal/cases/${caseB}`, portalB)).statusCode).toBe(404);
    expect((await portal('GET', '/api/portal/me', portalB)).json<PortalMe>().cases).toEqual([]);

    const settings = await staff<CasePortal>('GET', `/api/cases/${caseA}/portal`);
    const client = settings.clients.find((candidate) => candidate.email === emailA)!;
    await staff('DELETE', `/api/cases/${caseA}/portal-invitations/${client.id}`, undefined, 204);
    expect((await portal('GET', '/api/portal/me', portalA)).statusCode).toBe(401);
    expect((await portal('GET', `/api/portal/cases/${caseA}`, portalA)).statusCode).toBe(401);
    // No case left: asking for a link sends nothing.
    const before = mailsTo(emailA);
    await call(t, { method: 'POST', url: '/api/portal/sign-in-links', payload: { email: emailA } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(emailA)).toBe(before);
  });
});
