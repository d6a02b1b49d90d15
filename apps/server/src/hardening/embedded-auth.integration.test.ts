import { mkdtempSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { idleEmbeddedThreadCount, startEmbeddedDatabase } from '../db/embedded.js';
import { call, createTestApp, type TestApp } from '../test/harness.js';
import { SNAPSHOT_ENV } from '../test/databases.js';

/** The migrated database the global setup made: starting from it skips making a new one. */
const snapshot = process.env[SNAPSHOT_ENV];

type Endpoint = { host: string; port: number; password: string };

function endpointOf(connectionString: string): Endpoint {
  const url = new URL(connectionString);
  return { host: url.hostname, port: Number(url.port), password: decodeURIComponent(url.password) };
}

/** A raw client, as any other local process would open one. */
function rawClient(endpoint: Endpoint, password?: string): pg.Client {
  const client = new pg.Client({
    host: endpoint.host,
    port: endpoint.port,
    user: 'postgres',
    database: 'postgres',
    ...(password === undefined ? {} : { password }),
  });
  // A server-side termination arrives as an 'error' event: the test reads it from the next query.
  client.on('error', () => undefined);
  return client;
}

describe('embedded database socket', { timeout: 60_000 }, () => {
  let t: TestApp;
  let endpoint: Endpoint;
  const previousPassword = process.env.PGPASSWORD;

  beforeAll(async () => {
    // pg falls back to PGPASSWORD when no password is given: "no password" must mean none.
    delete process.env.PGPASSWORD;
    t = await createTestApp('pglite');
    endpoint = endpointOf(t.runtime.database.pool.options.connectionString!);
  }, 60_000);
  afterAll(async () => {
    if (previousPassword !== undefined) process.env.PGPASSWORD = previousPassword;
    await t?.close();
  });

  it('refuses a connection without a password', async () => {
    const client = rawClient(endpoint);
    await expect(client.connect()).rejects.toThrow();
    await client.end().catch(() => undefined);
  });

  it('refuses a connection with a wrong password (28P01)', async () => {
    const client = rawClient(endpoint, 'not-the-password');
    await expect(client.connect()).rejects.toMatchObject({ code: '28P01' });
    await client.end().catch(() => undefined);
  });

  it('serves a connection with the right password', async () => {
    const client = rawClient(endpoint, endpoint.password);
    await client.connect();
    const result = await client.query<{ firms: number }>('SELECT count(*)::int AS firms FROM firm');
    expect(result.rows[0]!.firms).toBeGreaterThanOrEqual(0);
    await client.end();
  });

  it('answers /api/health while another connection idles inside a transaction, and ends that transaction', async () => {
    const idler = rawClient(endpoint, endpoint.password);
    await idler.connect();
    await idler.query('BEGIN');
    await idler.query("INSERT INTO firm (name) VALUES ('Never Committed')");
    // No timing assertion: the test's timeout is the limit; the response must come.
    const health = await call(t, { method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    // The idle transaction was rolled back and its connection closed.
    await expect(idler.query('COMMIT')).rejects.toThrow();
    const firms = await t.runtime.database.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM firm WHERE name = 'Never Committed'");
    expect(firms.rows[0]!.n).toBe(0);
    await idler.end().catch(() => undefined);
  });
});

describe('embedded database session wait', { timeout: 60_000 }, () => {
  it('gives a statement waiting on another connection’s transaction a lock-timeout error instead of waiting forever', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', snapshot, idleInTransactionMs: 60_000, sessionWaitMs: 300 });
    try {
      const endpoint = endpointOf(embedded.connectionString);
      const holder = rawClient(endpoint, endpoint.password);
      const waiter = rawClient(endpoint, endpoint.password);
      await holder.connect();
      await waiter.connect();
      await holder.query('BEGIN');
      await expect(waiter.query('SELECT 1')).rejects.toMatchObject({ code: '55P03' });
      // The waiter's connection stays usable once the transaction ends.
      await holder.query('COMMIT');
      expect((await waiter.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
      await holder.end();
      await waiter.end();
    } finally {
      await embedded.stop();
    }
  });
});

/** A client speaking the wire protocol by hand, to choose when its password is sent. */
class WireClient {
  private received = Buffer.alloc(0);
  private waiters: Array<() => void> = [];
  closed = false;
  readonly socket: Socket;

  constructor(endpoint: Endpoint) {
    this.socket = connect(endpoint.port, endpoint.host);
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    this.socket.on('error', () => undefined);
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves with the types of the messages received once one of type `type` has arrived, or rejects when the socket closes first. */
  async until(type: string): Promise<string[]> {
    for (;;) {
      const types: string[] = [];
      for (let at = 0; at + 5 <= this.received.length; at += 1 + this.received.readInt32BE(at + 1)) {
        types.push(String.fromCharCode(this.received[at]!));
      }
      if (types.includes(type)) return types;
      if (this.closed) throw new Error(`closed before a '${type}' message arrived`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  sendStartup() {
    const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
    const header = Buffer.alloc(8);
    header.writeInt32BE(8 + parameters.length, 0);
    header.writeInt32BE(196608, 4); // protocol 3.0
    this.socket.write(Buffer.concat([header, parameters]));
  }

  sendPassword(password: string) {
    const body = Buffer.from(`${password}\0`, 'utf8');
    const header = Buffer.alloc(5);
    header.write('p', 0, 'latin1');
    header.writeInt32BE(4 + body.length, 1);
    this.socket.write(Buffer.concat([header, body]));
  }
}

describe('embedded database thread serving a second in-memory database', { timeout: 60_000 }, () => {
  it('starts it from the snapshot with a new password: nothing of the first database is left', async () => {
    const first = await startEmbeddedDatabase({ dataDir: 'memory://', snapshot });
    const firstEndpoint = endpointOf(first.connectionString);
    const writer = rawClient(firstEndpoint, firstEndpoint.password);
    await writer.connect();
    await writer.query('CREATE TABLE left_behind (note text)');
    await writer.query(`INSERT INTO left_behind VALUES ('first database')`);
    await writer.end();
    await first.stop();
    const idleAfterStop = idleEmbeddedThreadCount();
    expect(idleAfterStop).toBeGreaterThan(0);

    const second = await startEmbeddedDatabase({ dataDir: 'memory://', snapshot });
    try {
      expect(idleEmbeddedThreadCount()).toBe(idleAfterStop - 1);
      const endpoint = endpointOf(second.connectionString);
      expect(endpoint.password).not.toBe(firstEndpoint.password);
      const stale = rawClient(endpoint, firstEndpoint.password);
      await expect(stale.connect()).rejects.toMatchObject({ code: '28P01' });
      const reader = rawClient(endpoint, endpoint.password);
      await reader.connect();
      const table = await reader.query(`SELECT to_regclass('public.left_behind') AS name`);
      expect(table.rows).toEqual([{ name: null }]);
      // The snapshot's migrations are all there.
      const migrations = await reader.query('SELECT count(*)::int AS count FROM schema_migration');
      expect(migrations.rows[0].count).toBeGreaterThan(50);
      await reader.end();
    } finally {
      await second.stop();
    }
  });
});

describe('embedded database sign-in deadline', { timeout: 60_000 }, () => {
  const authenticationMs = 200;

  it('disconnects a client that never sends its password', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', snapshot, authenticationMs });
    try {
      const client = new WireClient(endpointOf(embedded.connectionString));
      client.sendStartup();
      expect(await client.until('R')).toEqual(['R']);
      await expect(client.until('Z')).rejects.toThrow(/closed/);
    } finally {
      await embedded.stop();
    }
  });

  it('serves a client whose password arrived while the database thread was busy past the deadline', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', snapshot, authenticationMs });
    try {
      const endpoint = endpointOf(embedded.connectionString);
      const busy = rawClient(endpoint, endpoint.password);
      await busy.connect();
      const late = new WireClient(endpoint);
      late.sendStartup();
      await late.until('R');
      // A statement that keeps the thread busy well past the deadline (about 2 s on a slow machine, five times the
      // deadline at least), the password sent while it runs.
      const started = Date.now();
      const running = busy.query('SELECT count(*) FROM generate_series(1, 1500000) AS n, generate_series(1, 2) AS m');
      await new Promise((resolve) => setTimeout(resolve, 50));
      late.sendPassword(endpoint.password);
      await running;
      expect(Date.now() - started).toBeGreaterThan(authenticationMs * 2);
      expect(await late.until('Z')).toContain('Z');
      late.socket.destroy();
      await busy.end();
    } finally {
      await embedded.stop();
    }
  });
});

describe('embedded database password file', { timeout: 120_000 }, () => {
  it('keeps the password in DATA_DIR/db-password, readable by the owner only, and reuses it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casecast-password-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir });
      const firstPassword = endpointOf(first.pool.options.connectionString!).password;
      await first.close();
      const file = join(dataDir, 'db-password');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(firstPassword);
      const second = await openDatabase({ databaseUrl: null, dataDir });
      expect(endpointOf(second.pool.options.connectionString!).password).toBe(firstPassword);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
