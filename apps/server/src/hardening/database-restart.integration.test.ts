import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

// A PostgreSQL restart ends every connection with 57P01 (admin shutdown). Tests cannot restart the
// shared server, but pg_terminate_backend sends the same error to exactly this app's connections.
// The app runs in this test process: an unhandled 'error' event would end the worker and fail the run.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections ended under load', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: pg.Client;
  let owner: Session;
  let databaseName: string;

  const terminateAppConnections = async (): Promise<number> => {
    const result = await admin.query<{ pid: number }>(
      'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  };

  let caseNumber = 0;
  const createCase = () =>
    call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: `Restart Client ${++caseNumber}`, status: 'open', dateOpened: '2024-03-01' },
      session: owner,
    });

  beforeAll(async () => {
    t = await createTestApp('postgres');
    databaseName = new URL(t.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    owner = await registerAndSignIn(t, { company: 'Restart Firm' });
  }, 120_000);
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await t?.close();
  });

  it('keeps serving when every connection ends mid-load, and loses no committed write', async () => {
    const { pool, db } = t.runtime.database;
    // A client checked out of the pool with no query running: pg-pool has no error listener on it.
    const idleCheckedOut = await pool.connect();
    let terminated!: () => void;
    const afterTermination = new Promise<void>((resolve) => (terminated = resolve));
    // A transaction held open across the termination, as Kysely holds one connection for it.
    const heldTransaction = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await afterTermination;
      await sql`SELECT 1`.execute(trx);
    });
    heldTransaction.catch(() => undefined);

    const created: string[] = [];
    const failedStatuses: number[] = [];
    let terminations = 0;
    const worker = async () => {
      for (let i = 0; i < 12; i++) {
        const response = await createCase();
        if (response.statusCode === 201) created.push(response.json<{ id: string }>().id);
        else failedStatuses.push(response.statusCode);
        if (response.statusCode !== 201) expect(response.json<{ error: { code: string } }>().error.code).toBe('SERVICE_UNAVAILABLE');
        // Once requests are flowing, end every connection of the app: twice, mid-load.
        if ((created.length === 5 && terminations === 0) || (created.length === 20 && terminations === 1)) {
          terminations += 1;
          expect(await terminateAppConnections()).toBeGreaterThan(0);
          terminated();
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(terminations).toBe(2);

    // The held transaction's connection is gone: the transaction fails, the process does not.
    await expect(heldTransaction).rejects.toThrow();
    await expect(idleCheckedOut.query('SELECT 1')).rejects.toThrow();
    idleCheckedOut.release();

    // Requests made after the termination succeed, on new connections.
    for (let i = 0; i < 5; i++) {
      const response = await createCase();
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json<{ id: string }>().id);
    }
    expect((await call(t, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Every write the app answered 201 for is there.
    for (const id of created) {
      const response = await call(t, { method: 'GET', url: `/api/cases/${id}`, session: owner });
      expect(response.statusCode, `case ${id} answered 201 but is missing`).toBe(200);
    }
    // A request caught by the restart is told to retry (503), never a crash or a bare 500.
    for (const status of failedStatuses) expect(status).toBe(503);
  });

  it('reports the database as down (503) while it is unreachable, and healthy again after', async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    try {
      await terminateAppConnections();
      const down = await call(t, { method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'error',
        error: { code: 'DATABASE_UNAVAILABLE', message: expect.stringMatching(/^The database is unreachable/) },
      });
    } finally {
      await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    }
    const up = await call(t, { method: 'GET', url: '/api/health' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });
});
