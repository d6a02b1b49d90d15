// The storage sweep removes stored files no document row points at (and leftover temporary files) once
// they are older than the grace period, on local disk and on S3 (s3rver), and only one server sweeps at a time.
import { connect, type AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../config.js';
import { makePdf, multipartBody } from '../features/documents/test/fixtures.js';
import { createLocalStorage } from '../features/documents/storage/local-storage.js';
import { createS3Storage } from '../features/documents/storage/s3-storage.js';
import type { DocumentStorage } from '../features/documents/storage/document-storage.js';
import { createStorageSweeper, sweepStorage, SWEEP_GRACE_MS, type SweepLog } from '../features/documents/storage-sweep.js';
import { startS3rverProcess, type S3rverProcess } from './s3rver-process.js';
import { BASE_URL, call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const IN_TWO_HOURS = () => new Date(Date.now() + 2 * 60 * 60 * 1000);

/** Every file under `dir`, relative to it, sorted. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A log that keeps what it is told, to read the sweep's report. */
function recordingLog(): SweepLog & { lines: Array<{ details: object; message: string }> } {
  const lines: Array<{ details: object; message: string }> = [];
  return {
    lines,
    info: (details, message) => lines.push({ details, message }),
    error: (details, message) => lines.push({ details, message }),
  };
}

/** A signed-in firm with one case holding one uploaded PDF; its storage key's firm and case folders. */
async function caseWithDocument(t: TestApp, company: string): Promise<{ owner: Session; caseId: string; documentId: string }> {
  const owner = await registerAndSignIn(t, { company });
  const caseId = (
    await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: { clientName: 'Ada Stone', status: 'open', dateOpened: '2024-05-01' },
    })
  ).json<{ id: string }>().id;
  const { payload, headers } = multipartBody([{ name: 'files', fileName: 'report.pdf', data: makePdf() }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    payload,
    headers: { ...headers, origin: BASE_URL, cookie: owner.cookie },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { owner, caseId, documentId: uploaded.json<{ items: Array<{ id: string }> }>().items[0]!.id };
}

const put = (storage: DocumentStorage, key: string) =>
  storage.put(key, Readable.from([Buffer.from('%PDF-1.4 stray')]), { contentType: 'application/pdf' });

describe.each(databaseTargets())('storage sweep on local disk, %s', (target) => {
  let t: TestApp;
  let dir: string;
  let storage: DocumentStorage;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-sweep-'));
    t = await createTestApp(target, { storage: { kind: 'local', dir }, storageSweep: false });
    storage = createLocalStorage(dir);
  });

  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => t.runtime.database.db;

  it('removes files without a row and temporary files older than the grace period; keeps fresh ones, those with rows and foreign files', async () => {
    const { owner, caseId, documentId } = await caseWithDocument(t, 'Sweep Firm');
    const [documentKey] = await filesIn(dir);
    const folder = dirname(documentKey!);
    const oldStray = `${folder}/1700000000000-0badf11e.pdf`;
    const freshStray = `${folder}/1700000000001-0badf11e.png`;
    const oldPartial = `${folder}/1700000000002-0badf11e.pdf.0123456789ab.partial`;
    const freshPartial = `${folder}/1700000000003-0badf11e.pdf.ba9876543210.partial`;
    const foreign = 'backups/notes.bak';
    await put(storage, oldStray);
    await put(storage, freshStray);
    await writeFile(join(dir, oldPartial), 'half a file');
    await writeFile(join(dir, freshPartial), 'half a file');
    await mkdir(join(dir, 'backups'));
    await writeFile(join(dir, foreign), 'not a document');
    // Old enough to be swept, but for its row (the document) or its name (the foreign file).
    for (const key of [documentKey!, oldStray, oldPartial, foreign]) await utimes(join(dir, key), TWO_HOURS_AGO(), TWO_HOURS_AGO());

    const log = recordingLog();
    const summary = await sweepStorage({ db: db(), storage, log });

    expect(summary.ran).toBe(true);
    expect(summary.removed.sort()).toEqual([oldStray, oldPartial].sort());
    expect(summary.failed).toEqual([]);
    expect(await filesIn(dir)).toEqual([documentKey!, foreign, freshStray, freshPartial].sort());
    const report = log.lines.find((line) => line.message.startsWith('storage sweep removed'));
    expect(report?.message).toBe('storage sweep removed 2 file(s) without a document row');
    expect(report?.details).toMatchObject({ removed: 2, keys: expect.arrayContaining([oldStray, oldPartial]) });

    const content = await call(t, { method: 'GET', url: `/api/documents/${documentId}/content`, session: owner });
    expect(content.statusCode).toBe(200);
    // Clean up for the other tests of this file.
    await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
    await rm(join(dir, freshStray));
    await rm(join(dir, freshPartial));
  });

  it('never removes the files of an upload still in progress on this server, however old they look', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const owner = await registerAndSignIn(t, { company: 'Slow Upload Firm' });
    const caseId = (
      await call(t, {
        method: 'POST',
        url: '/api/cases',
        session: owner,
        payload: { clientName: 'Ada Stone', status: 'open', dateOpened: '2024-05-01' },
      })
    ).json<{ id: string }>().id;
    const { payload, headers } = multipartBody([
      { name: 'files', fileName: 'first.pdf', data: makePdf('first') },
      { name: 'files', fileName: 'second.pdf', data: Buffer.concat([makePdf('second'), Buffer.alloc(512 * 1024, 0x20)]) },
    ]);
    const socket = connect({ port, host: '127.0.0.1' });
    const answer = new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).includes('\r\n\r\n')) resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
    const half = Math.floor(payload.length / 2);
    socket.write(
      `POST /api/cases/${caseId}/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${BASE_URL}\r\nCookie: ${owner.cookie}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, half));
    // The first file is stored (no row yet: rows come once every file is in), the second is being written.
    const filesOfCase = async () => (await filesIn(dir)).filter((key) => key.includes(`/${caseId}/`));
    await waitUntil(async () => {
      const files = await filesOfCase();
      return files.length === 2 && files.some((key) => key.endsWith('.partial'));
    });

    const summary = await sweepStorage({ db: db(), storage, log: recordingLog(), now: IN_TWO_HOURS });
    expect(summary.removed.filter((key) => key.includes(`/${caseId}/`))).toEqual([]);

    socket.write(payload.subarray(half));
    expect(await answer).toMatch(/^HTTP\/1\.1 201 /);
    socket.destroy();
    expect((await filesOfCase()).filter((key) => !key.endsWith('.partial'))).toHaveLength(2);
    const listed = await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner });
    expect(listed.json<{ items: unknown[] }>().items).toHaveLength(2);
    await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
  });

  it('runs one sweep at a time in a server: a second request shares the running one', async () => {
    const sweeper = createStorageSweeper({ db: db(), storage, log: recordingLog(), now: IN_TWO_HOURS });
    const [first, second] = [sweeper.run(), sweeper.run()];
    expect(second).toBe(first);
    expect((await first).ran).toBe(true);
    await sweeper.stop();
  });

  // PostgreSQL only: PGlite is one session (its advisory locks are re-entrant for every connection),
  // and only one server can open its data folder anyway.
  // Only PostgreSQL has a second session to hold the lock (PGlite shares one): defined there only, never a skipped test.
  const onPostgres = target === 'postgres' ? it : () => undefined;
  onPostgres('skips the sweep while another server holds the sweep lock', async () => {
    const { caseId, owner } = await caseWithDocument(t, 'Locked Firm');
    const folder = dirname((await filesIn(dir)).find((key) => key.includes(caseId))!);
    const stray = `${folder}/1700000000000-0badf11e.pdf`;
    await put(storage, stray);
    const otherServer = new pg.Client({ connectionString: t.config.databaseUrl! });
    await otherServer.connect();
    try {
      await otherServer.query('SELECT pg_advisory_lock(7316010)');
      const skipped = await sweepStorage({ db: db(), storage, log: recordingLog(), now: IN_TWO_HOURS });
      expect(skipped).toEqual({ ran: false, removed: [], failed: [] });
      expect(await storage.exists(stray)).toBe(true);
      await otherServer.query('SELECT pg_advisory_unlock(7316010)');
      const swept = await sweepStorage({ db: db(), storage, log: recordingLog(), now: IN_TWO_HOURS });
      expect(swept.removed).toEqual([stray]);
    } finally {
      await otherServer.end();
    }
    await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
  });

  it('sweeps at start, once the server is ready', async () => {
    const startDir = await mkdtemp(join(tmpdir(), 'casecast-sweep-start-'));
    const stray = 'firm-1/case-1/1700000000000-0badf11e.pdf';
    const fresh = 'firm-1/case-1/1700000000001-0badf11e.pdf';
    const startStorage = createLocalStorage(startDir);
    await put(startStorage, stray);
    await put(startStorage, fresh);
    await utimes(join(startDir, stray), TWO_HOURS_AGO(), TWO_HOURS_AGO());
    const started = await createTestApp(target, { storage: { kind: 'local', dir: startDir }, storageSweep: true });
    try {
      await waitUntil(async () => !(await startStorage.exists(stray)));
      expect(await filesIn(startDir)).toEqual([fresh]);
    } finally {
      await started.close();
      await rm(startDir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseTargets())('storage sweep on S3 (s3rver), %s', (target) => {
  const BUCKET = 'casecast-sweep';
  let directory: string;
  let server: S3rverProcess;
  let config: StorageConfig;
  let t: TestApp;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'casecast-sweep-s3-'));
    server = await startS3rverProcess({ directory, bucket: BUCKET });
    config = {
      kind: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${server.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    t = await createTestApp(target, { storage: config, storageSweep: false });
    // Two keys a page: the sweep has to follow ListObjectsV2's continuation tokens.
    storage = createS3Storage(config as Extract<StorageConfig, { kind: 's3' }>, { listPageSize: 2 });
  });

  afterAll(async () => {
    storage?.client.destroy();
    await t?.close();
    await server?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  const db = () => t.runtime.database.db;
  const keysInBucket = async () => {
    const keys: string[] = [];
    for await (const object of storage.list()) keys.push(object.key);
    return keys.sort();
  };

  it('removes objects without a row once older than the grace period, across listing pages, and keeps those with rows', async () => {
    await caseWithDocument(t, 'S3 Sweep Firm');
    const [documentKey] = await keysInBucket();
    const folder = dirname(documentKey!);
    const strays = [1, 2, 3, 4].map((n) => `${folder}/170000000000${n}-0badf11e.pdf`);
    for (const key of strays) await put(storage, key);
    expect(await keysInBucket()).toEqual([documentKey!, ...strays].sort());

    const now = await sweepStorage({ db: db(), storage, log: recordingLog() });
    expect(now).toEqual({ ran: true, removed: [], failed: [] });

    const later = await sweepStorage({ db: db(), storage, log: recordingLog(), now: IN_TWO_HOURS });
    expect(later.removed.sort()).toEqual(strays);
    expect(await keysInBucket()).toEqual([documentKey]);
    expect(await storage.exists(documentKey!)).toBe(true);
  });

  it('removes the file of a case deleted while storage was unreachable', async () => {
    const { owner, caseId } = await caseWithDocument(t, 'S3 Outage Firm');
    const key = (await keysInBucket()).find((candidate) => candidate.includes(`/${caseId}/`))!;
    await server.stop();
    const deleted = await call(t, { method: 'DELETE', url: `/api/cases/${caseId}`, session: owner });
    expect(deleted.statusCode).toBe(204);
    server = await startS3rverProcess({ directory, bucket: BUCKET, port: server.port });

    // The case and its rows are gone; its file could not be removed and is now an orphan.
    expect(await storage.exists(key)).toBe(true);
    const summary = await sweepStorage({ db: db(), storage, log: recordingLog(), graceMs: SWEEP_GRACE_MS, now: IN_TWO_HOURS });
    expect(summary.removed).toContain(key);
    expect(await storage.exists(key)).toBe(false);
  });
});
