// Runs the embedded PostgreSQL (PGlite) in its own thread and serves it on a loopback socket, so
// the app talks to it through `pg` exactly as it talks to a PostgreSQL server.
//
// PGlite is ONE PostgreSQL session shared by every connection, so this server keeps two rules:
// - a client's messages up to and including its Sync (or simple Query) run as one batch: another
//   connection's Parse can never land between this one's Parse and Bind;
// - while a batch leaves a transaction open, that connection keeps the session until the
//   transaction ends: nobody else's statement runs inside it. A connection that goes away in the
//   middle of a transaction has it rolled back.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const BATCH_END = new Set([0x53 /* S Sync */, 0x51 /* Q Query */, 0x58 /* X Terminate */]);

// pg_trgm backs the case search indexes; a PostgreSQL server ships it in its contrib modules.
const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });

/** Who holds the session: one connection at a time, the others wait in arrival order. */
const session = {
  owner: null,
  waiting: [],
  acquire(connection) {
    if (this.owner === connection) return Promise.resolve();
    if (this.owner === null && this.waiting.length === 0) {
      this.owner = connection;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ connection, resolve }));
  },
  release(connection) {
    if (this.owner !== connection) return;
    const next = this.waiting.shift();
    this.owner = next ? next.connection : null;
    next?.resolve();
  },
  forget(connection) {
    this.waiting = this.waiting.filter((entry) => entry.connection !== connection);
  },
};

async function run(connection, socket, message) {
  await session.acquire(connection);
  try {
    await db.execProtocolRawStream(message, {
      onRawData: (data) => {
        if (!socket.destroyed) socket.write(Buffer.from(data));
      },
    });
  } finally {
    if (!db.isInTransaction()) session.release(connection);
  }
}

let nextConnection = 1;
const sockets = new Set();

const server = createServer((socket) => {
  const connection = nextConnection++;
  sockets.add(socket);
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let started = false;
  let batch = [];
  let chain = Promise.resolve();

  const enqueue = (message) => {
    chain = chain.then(() => run(connection, socket, message)).catch((error) => socket.destroy(error));
  };

  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        // Untyped first messages: SSLRequest, CancelRequest, then the StartupMessage.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST) socket.write('N');
        else if (code === CANCEL_REQUEST) socket.end();
        else {
          started = true;
          enqueue(new Uint8Array(message));
        }
        continue;
      }
      if (buffer.length < 5) return;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return;
      const type = buffer[0];
      batch.push(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
      if (type === 0x58) {
        socket.end();
        return;
      }
      if (BATCH_END.has(type)) {
        enqueue(new Uint8Array(Buffer.concat(batch)));
        batch = [];
      }
    }
  });

  const close = () => {
    if (!sockets.delete(socket)) return;
    session.forget(connection);
    chain = chain.then(async () => {
      if (session.owner !== connection) return;
      if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => undefined);
      session.release(connection);
    });
  };
  socket.on('close', close);
  socket.on('error', close);
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
parentPort.postMessage({ type: 'ready', conn: `127.0.0.1:${port}` });

parentPort.on('message', async (message) => {
  if (message?.type !== 'stop') return;
  await new Promise((resolve) => {
    server.close(resolve);
    for (const socket of sockets) socket.destroy();
  });
  // CHECKPOINT flushes WAL so that the next start does not replay it.
  try {
    await db.exec('CHECKPOINT');
  } catch {
    // a closing database may refuse; closing below still syncs the files
  }
  await db.close();
  parentPort.postMessage({ type: 'stopped' });
});
