import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createLocalStorage } from '../documents/storage/local-storage.js';
import { makePdf, multipartBody } from '../documents/test/fixtures.js';
import {
  call,
  createFreshPostgresDatabase,
  createTestApp,
  databaseTargets,
  registerAndSignIn,
  signIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { pruneBackups, takeBackup } from './backup.js';
import { readVerifiedBackup, RestoreRefusedError, restoreBackup } from './restore.js';

type CaseView = { id: string; caseNo: number; caseNumber: string; clientName: string };

/** A restore target of the same kind as the source: a new on-disk embedded folder, or a new PostgreSQL database. */
async function openEmptyTarget(target: 'pglite' | 'postgres', root: string) {
  if (target === 'pglite') {
    const dataDir = join(root, 'restored-data');
    const database = await openDatabase({ databaseUrl: null, dataDir });
    return { dataDir, databaseUrl: null, pool: database.pool, close: () => database.close(), drop: async () => undefined };
  }
  const fresh = await createFreshPostgresDatabase();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  return { dataDir: join(root, 'restored-data'), databaseUrl: fresh.url, pool, close: () => pool.end(), drop: fresh.drop };
}

describe.each(databaseTargets())('backup and restore on %s', { timeout: 180_000 }, (target) => {
  let root: string;
  let source: TestApp;
  let owner: Session;
  const password = 'correct horse battery';
  let cases: CaseView[];
  let financials: unknown;
  let pdf: Buffer;
  let documentId: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'casecast-backup-'));
    source = await createTestApp(target, { storage: { kind: 'local', dir: join(root, 'source-uploads') } });
    owner = await registerAndSignIn(source, { name: 'Rita Owner', company: 'Backup Firm', password });
    cases = [];
    for (const clientName of ['Maria Lopez', 'Sam Reed', 'Ann Cole']) {
      const created = await call(source, {
        method: 'POST',
        url: '/api/cases',
        session: owner,
        payload: { clientName, status: 'open', dateOpened: '2024-03-01' },
      });
      expect(created.statusCode, created.body).toBe(201);
      cases.push(created.json() as CaseView);
    }
    // A deleted case leaves a gap in the numbers: the restore must keep 1 and 3, and hand out 4 next.
    expect((await call(source, { method: 'DELETE', url: `/api/cases/${cases[1]!.id}`, session: owner })).statusCode).toBe(204);
    cases.splice(1, 1);
    const caseId = cases[0]!.id;
    const provider = (
      await call(source, { method: 'POST', url: `/api/cases/${caseId}/providers`, session: owner, payload: { name: 'ER' } })
    ).json();
    const money = [
      ['medical-bills', { providerId: provider.id, serviceFrom: '2024-03-21', billed: 12_345.67, paid: 10_000.01, adjusted: 345.66 }],
      ['expenses', { date: '2024-04-01', payee: 'Clerk', amount: 350.1 }],
      ['liens', { holder: 'Medicare', kind: 'medicare', asserted: 5000, negotiated: 4000.5 }],
    ] as const;
    for (const [path, payload] of money) {
      const response = await call(source, { method: 'POST', url: `/api/cases/${caseId}/${path}`, session: owner, payload });
      expect(response.statusCode, response.body).toBe(201);
    }
    financials = (await call(source, { method: 'GET', url: `/api/cases/${caseId}/financials`, session: owner })).json();
    pdf = makePdf('Discharge summary kept by the backup');
    const { payload, headers } = multipartBody([{ name: 'files', fileName: 'ER report.pdf', data: pdf }]);
    const uploaded = await source.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      payload,
      headers: { ...headers, origin: 'http://localhost:3000', cookie: owner.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    documentId = uploaded.json().items[0].id;
  }, 240_000);
  afterAll(async () => {
    await source?.close();
    await rm(root, { recursive: true, force: true });
  });

  const backupOfRunningApp = () =>
    takeBackup(
      { pool: source.runtime.database.pool, kind: source.runtime.database.kind, storage: createLocalStorage(join(root, 'source-uploads')) },
      join(root, 'backups'),
    );

  it('restores a running instance into an empty target, where the same cases, money, document and login are back', async () => {
    const backup = await backupOfRunningApp();
    expect(backup.manifest.files).toHaveLength(1);
    expect(backup.manifest.tables.find((table) => table.name === 'legal_case')?.rows).toBe(2);

    const restoredTo = await openEmptyTarget(target, root);
    const uploads = join(restoredTo.dataDir, 'uploads');
    try {
      const manifest = await readVerifiedBackup(backup.dir);
      const result = await restoreBackup(backup.dir, manifest, {
        pool: restoredTo.pool,
        storage: createLocalStorage(uploads),
        dataDir: null,
      });
      expect(result.files).toBe(1);
      expect(result.migrationsAfter).toEqual([]);
    } finally {
      await restoredTo.close();
    }

    const restored = await createTestApp(target, {
      ...(restoredTo.databaseUrl ? { databaseUrl: restoredTo.databaseUrl } : { dataDir: restoredTo.dataDir }),
      storage: { kind: 'local', dir: uploads },
    });
    try {
      const again = await signIn(restored, owner.email, password);
      const list = (await call(restored, { method: 'GET', url: '/api/cases?pageSize=50', session: again })).json().items as CaseView[];
      expect(list.map((item) => [item.id, item.caseNo, item.caseNumber, item.clientName]).sort()).toEqual(
        cases.map((item) => [item.id, item.caseNo, item.caseNumber, item.clientName]).sort(),
      );
      expect(list.map((item) => item.caseNo).sort()).toEqual([1, 3]);
      const caseId = cases[0]!.id;
      expect((await call(restored, { method: 'GET', url: `/api/cases/${caseId}/financials`, session: again })).json()).toEqual(financials);
      const file = await call(restored, { method: 'GET', url: `/api/documents/${documentId}/content`, session: again });
      expect(file.statusCode, file.body).toBe(200);
      expect(Buffer.from(file.rawPayload).equals(pdf)).toBe(true);
      // The case numbers go on from where they were, not from 1 again.
      const next = await call(restored, {
        method: 'POST',
        url: '/api/cases',
        session: again,
        payload: { clientName: 'New Client', status: 'open', dateOpened: '2024-05-01' },
      });
      expect(next.statusCode, next.body).toBe(201);
      expect((next.json() as CaseView).caseNo).toBe(4);
    } finally {
      await restored.close();
      await restoredTo.drop();
    }
  });

  it('refuses to restore into a database that is not empty, and writes nothing', async () => {
    const backup = await backupOfRunningApp();
    const manifest = await readVerifiedBackup(backup.dir);
    const uploads = join(root, 'not-empty-uploads');
    const before = (await call(source, { method: 'GET', url: '/api/cases?pageSize=50', session: owner })).json().total;
    await expect(
      restoreBackup(backup.dir, manifest, { pool: source.runtime.database.pool, storage: createLocalStorage(uploads), dataDir: null }),
    ).rejects.toThrow(RestoreRefusedError);
    expect((await call(source, { method: 'GET', url: '/api/cases?pageSize=50', session: owner })).json().total).toBe(before);
    expect(await readdir(uploads).catch(() => [])).toEqual([]);
  });

  it('refuses a backup whose files were changed after it was written', async () => {
    const backup = await backupOfRunningApp();
    const table = backup.manifest.tables.find((entry) => entry.name === 'legal_case')!;
    const path = join(backup.dir, table.file);
    const bytes = await readFile(path);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 5) ^ 0xff, bytes.length - 5);
    await writeFile(path, bytes);
    await expect(readVerifiedBackup(backup.dir)).rejects.toThrow(/damaged.*tables\/legal_case\.jsonl\.gz/);
    const document = join(backup.dir, backup.manifest.files[0]!.file);
    await writeFile(document, 'not the document');
    await expect(readVerifiedBackup(backup.dir)).rejects.toThrow(/2 file\(s\) do not match/);
  });

  it('keeps the newest backups only', async () => {
    const dir = join(root, 'retention');
    const source_ = {
      pool: source.runtime.database.pool,
      kind: source.runtime.database.kind,
      storage: createLocalStorage(join(root, 'source-uploads')),
    };
    const times = ['2026-01-01T02:30:00.000Z', '2026-01-02T02:30:00.000Z', '2026-01-03T02:30:00.000Z'];
    for (const time of times) await takeBackup(source_, dir, new Date(time));
    expect(await pruneBackups(dir, 2)).toEqual(['casecast-backup-20260101T023000000Z']);
    expect((await readdir(dir)).sort()).toEqual(['casecast-backup-20260102T023000000Z', 'casecast-backup-20260103T023000000Z']);
  });
});
