import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

// The embedded database has one PostgreSQL session behind the socket: connections must never see
// each other's half-sent statements or open transactions.
describe('embedded database under concurrent connections', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://', poolSize: 8 });
    await handle.pool.query('CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL)');
    await handle.pool.query('INSERT INTO counter VALUES (1, 0)');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps each connection’s parameterised statements whole', async () => {
    const work = Array.from({ length: 400 }, (_, i) =>
      i % 2 === 0
        ? handle.pool
            .query<{ sum: number }>('SELECT $1::int + $2::int AS sum', [i, 1])
            .then((result) => expect(result.rows[0]!.sum).toBe(i + 1))
        : handle.pool
            .query<{ joined: string }>('SELECT $1::text || $2::text || $3::text || $4::text AS joined', ['a', String(i), 'b', 'c'])
            .then((result) => expect(result.rows[0]!.joined).toBe(`a${i}bc`)),
    );
    await Promise.all(work);
  });

  it('isolates transactions: another connection never runs inside one', async () => {
    const transfer = async (n: number) => {
      const client = await handle.pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ value: number }>('SELECT value FROM counter WHERE id = $1', [1]);
        await new Promise((resolve) => setTimeout(resolve, n % 3));
        await client.query('UPDATE counter SET value = $1 WHERE id = $2', [rows[0]!.value + 1, 1]);
        if (n % 5 === 0) await client.query('ROLLBACK');
        else await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    const readers = Array.from({ length: 50 }, () => handle.pool.query('SELECT value FROM counter WHERE id = $1', [1]));
    await Promise.all([...Array.from({ length: 50 }, (_, n) => transfer(n)), ...readers]);
    const { rows } = await handle.pool.query<{ value: number }>('SELECT value FROM counter WHERE id = 1');
    expect(rows[0]!.value).toBe(40);
  });

  it('rolls back the transaction of a connection that goes away', async () => {
    const client = await handle.pool.connect();
    await client.query('BEGIN');
    await client.query('UPDATE counter SET value = -1 WHERE id = 1');
    client.release(new Error('drop this connection'));
    const { rows } = await handle.pool.query<{ value: number }>('SELECT value FROM counter WHERE id = 1');
    expect(rows[0]!.value).toBe(40);
  });
});
