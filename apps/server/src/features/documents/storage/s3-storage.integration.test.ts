import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerAndSignIn, type TestApp } from '../../../test/harness.js';
import { makePdf, makePng, multipartBody } from '../test/fixtures.js';
import { createS3Storage } from './s3-storage.js';
import { StorageNotFoundError } from './document-storage.js';

const BUCKET = 'casecast-test';

/** Bytes that differ from position to position, so a reordered or dropped part would show. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 4) bytes.writeUInt32LE(index, index);
  return bytes;
}

describe('S3-compatible document storage (s3rver on this machine)', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'casecast-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = createS3Storage({
      kind: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const keysInBucket = async () =>
    ((await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key);

  it('puts, reads back, reports and deletes an object', async () => {
    const key = 'firm-1/case-1/1700000000000-abcd1234.pdf';
    const pdf = makePdf();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf' });
    expect(await storage.exists(key)).toBe(true);
    expect((await buffer(await storage.get(key))).equals(pdf)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.delete(key);
  });

  it('streams a 12 MB file in parts and reads back the identical bytes', async () => {
    const key = 'firm-1/case-1/1700000000001-abcd1234.pdf';
    const data = patterned(12 * 1024 * 1024);
    const chunks = Array.from({ length: 12 * 16 }, (_, index) => data.subarray(index * 65536, (index + 1) * 65536));
    await storage.put(key, Readable.from(chunks), { contentType: 'application/pdf' });
    expect((await buffer(await storage.get(key))).equals(data)).toBe(true);
    await storage.delete(key);
  });

  it('keeps no object and no unfinished multipart upload when the stream fails half-way', async () => {
    const key = 'firm-1/case-1/1700000000002-abcd1234.pdf';
    async function* failing() {
      for (let index = 0; index < 7 * 16; index += 1) yield Buffer.alloc(65536, index);
      throw new Error('client went away');
    }
    await expect(storage.put(key, Readable.from(failing()), { contentType: 'application/pdf' })).rejects.toThrow('client went away');
    expect(await storage.exists(key)).toBe(false);
    expect(await keysInBucket()).not.toContain(key);
    const pending = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: BUCKET })).catch(() => null);
    expect((pending?.Uploads ?? []).filter((upload) => upload.Key === key)).toEqual([]);
  });

  describe('behind the documents API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', {
        storage: {
          kind: 's3',
          bucket: BUCKET,
          region: 'us-east-1',
          endpoint,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
        },
        maxUploadMb: 1,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('uploads, serves the identical bytes, refuses an impostor and deletes the object with the row', async () => {
      const owner = await registerAndSignIn(t, { company: 'S3 Firm' });
      const caseId = (
        await call(t, {
          method: 'POST',
          url: '/api/cases',
          session: owner,
          payload: { clientName: 'Ada Stone', status: 'open', dateOpened: '2024-05-01' },
        })
      ).json().id as string;
      const before = await keysInBucket();
      const png = makePng(64, 64);
      const { payload, headers } = multipartBody([{ name: 'files', fileName: 'scan.png', data: png }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        payload,
        headers: { ...headers, origin: 'http://localhost:3000', cookie: owner.cookie },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const document = uploaded.json().items[0] as { id: string; url: string };
      const added = (await keysInBucket()).filter((key) => !before.includes(key));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(new RegExp(`/${caseId}/\\d+-[0-9a-f]{8}\\.png$`));

      const content = await call(t, { method: 'GET', url: `${document.url}?download=1`, session: owner });
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(png)).toBe(true);

      const impostor = multipartBody([{ name: 'files', fileName: 'scan.pdf', data: png }]);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        payload: impostor.payload,
        headers: { ...impostor.headers, origin: 'http://localhost:3000', cookie: owner.cookie },
      });
      expect(refused.statusCode).toBe(415);
      const big = multipartBody([
        { name: 'files', fileName: 'big.pdf', data: Buffer.concat([makePdf(), Buffer.alloc(1024 * 1024, 0x20)]) },
      ]);
      const tooBig = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        payload: big.payload,
        headers: { ...big.headers, origin: 'http://localhost:3000', cookie: owner.cookie },
      });
      expect(tooBig.statusCode).toBe(413);
      expect((await keysInBucket()).filter((key) => !before.includes(key))).toEqual(added);

      const removed = await call(t, { method: 'DELETE', url: `/api/documents/${document.id}`, session: owner });
      expect(removed.statusCode).toBe(204);
      expect(await keysInBucket()).toEqual(before);
    });
  });
});
