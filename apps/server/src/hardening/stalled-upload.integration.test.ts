// A document upload whose client stops sending mid-body is ended (408, connection closed) and leaves
// nothing behind; one whose client goes away is cleaned up too. Real HTTP on 127.0.0.1: inject cannot stall.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';
import { makePdf, makePng, multipartBody } from '../features/documents/test/fixtures.js';

/** Every file under `dir`, relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Waits for a condition of the outside world (a file appearing or going), checking it every few milliseconds. */
async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Opens a raw connection and sends the request line, headers and the first half of a multipart upload. */
async function startUpload(
  port: number,
  session: Session,
  caseId: string,
): Promise<{ socket: Socket; answer: Promise<string>; received: () => string; rest: Buffer }> {
  const { payload, headers } = multipartBody([
    { name: 'files', fileName: 'report.pdf', data: Buffer.concat([makePdf(), Buffer.alloc(256 * 1024, 0x20)]) },
  ]);
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  // Everything the server sends, once it closes the connection (or the test destroys it); `received`, what came so far.
  const chunks: Buffer[] = [];
  const received = () => Buffer.concat(chunks).toString('utf8');
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  const head = [
    `POST /api/cases/${caseId}/documents HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Origin: ${BASE_URL}`,
    `Cookie: ${session.cookie}`,
    `Content-Type: ${headers['content-type']}`,
    `Content-Length: ${payload.length}`,
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
  return { socket, answer, received, rest: payload.subarray(Math.floor(payload.length / 2)) };
}

describe.each(databaseTargets())('a stalled or abandoned document upload on %s', (target) => {
  let t: TestApp;
  let dir: string;
  let port: number;
  let owner: Session;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-stall-'));
    t = await createTestApp(target, { storage: { kind: 'local', dir }, maxUploadMb: 1, uploadIdleTimeoutMs: 500, storageSweep: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    owner = await registerAndSignIn(t, { company: 'Stall Firm' });
  });

  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const createCase = async () =>
    (
      await call(t, {
        method: 'POST',
        url: '/api/cases',
        session: owner,
        payload: { clientName: 'Ada Stone', status: 'open', dateOpened: '2024-05-01' },
      })
    ).json<{ id: string }>().id;
  /** The case's files in storage, finished or not. */
  const filesOfCase = async (caseId: string) => (await filesIn(dir)).filter((file) => file.includes(`/${caseId}/`));
  const partialsOfCase = async (caseId: string) => (await filesOfCase(caseId)).filter((file) => file.endsWith('.partial'));
  const documentsOfCase = async (caseId: string) =>
    (await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner })).json<{ items: Array<{ id: string }> }>()
      .items;

  it('answers 408 and closes the connection when the client stops sending, leaving no temporary file and no row', async () => {
    const caseId = await createCase();
    const { answer } = await startUpload(port, owner, caseId);
    await waitUntil(async () => (await partialsOfCase(caseId)).length === 1);

    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toMatch(/connection: close/i);
    expect(response).toContain('"code":"UPLOAD_STALLED"');
    expect(response).toContain('The upload stopped sending data');
    expect(await filesOfCase(caseId)).toEqual([]);
    expect(await documentsOfCase(caseId)).toEqual([]);

    // The server is unharmed: a normal upload over HTTP succeeds afterwards.
    const { payload, headers } = multipartBody([{ name: 'files', fileName: 'scan.png', data: makePng() }]);
    const uploaded = await fetch(`http://127.0.0.1:${port}/api/cases/${caseId}/documents`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, origin: BASE_URL, cookie: owner.cookie },
    });
    expect(uploaded.status).toBe(201);
    expect(await documentsOfCase(caseId)).toHaveLength(1);
    expect(await filesOfCase(caseId)).toHaveLength(1);
  });

  it('still removes the temporary file when the client goes away mid-upload', async () => {
    const caseId = await createCase();
    const { socket, answer } = await startUpload(port, owner, caseId);
    await waitUntil(async () => (await partialsOfCase(caseId)).length === 1);
    socket.destroy();
    await answer;
    await waitUntil(async () => (await partialsOfCase(caseId)).length === 0);
    expect(await filesOfCase(caseId)).toEqual([]);
    expect(await documentsOfCase(caseId)).toEqual([]);
  });

  it('lets a slow upload finish that keeps sending, however long it takes in total', async () => {
    const caseId = await createCase();
    const { socket, answer, received, rest } = await startUpload(port, owner, caseId);
    // The second half in 30 small pieces, 50 ms apart: 1.5 s in all, three times the idle timeout.
    const pieces = 30;
    const size = Math.ceil(rest.length / pieces);
    for (let index = 0; index < pieces; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.write(rest.subarray(index * size, (index + 1) * size));
    }
    // The client hangs up only once the answer has come (the document is stored, then its reading is queued).
    await waitUntil(async () => received().startsWith('HTTP/1.1'));
    socket.end();
    expect(await answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(await documentsOfCase(caseId)).toHaveLength(1);
    expect(await filesOfCase(caseId)).toHaveLength(1);
  });
});
