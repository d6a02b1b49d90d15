// Runs the embedded PostgreSQL (PGlite) in its own thread and serves it on a loopback socket, so
// the app talks to it through `pg` exactly as it talks to a PostgreSQL server.
//
// PGlite is ONE PostgreSQL session shared by every connection, so this server keeps two rules:
// - a client's messages up to and including its Sync (or simple Query) run as one batch: another
//   connection's Parse can never land between this one's Parse and Bind;
// - while a batch leaves a transaction open, that connection keeps the session until the
//   transaction ends: nobody else's statement runs inside it. A connection that goes away in the
//   middle of a transaction has it rolled back.
// Because one open transaction holds the whole database, two timeouts keep it moving (like
// PostgreSQL's idle_in_transaction_session_timeout and lock_timeout): a connection idle inside a
// transaction is rolled back and closed, and a connection that waits too long for the session gets
// an error instead of waiting forever.
// Any local process can reach a loopback port, so a client must first send the password the app
// generated for this data folder (AuthenticationCleartextPassword: it never leaves the machine).
// An in-memory database's thread can serve a new database after the last one is dropped ('start'): the
// process's tests start hundreds, and PGlite compiles and optimises its WebAssembly once per thread.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const BATCH_END = new Set([0x53 /* S Sync */, 0x51 /* Q Query */, 0x58 /* X Terminate */]);
const PASSWORD_MESSAGE = 0x70; // 'p'

/** A backend message: type byte, length, body. */
function backendMessage(type, body) {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/** ErrorResponse with severity, SQLSTATE code and message. */
function errorResponse(severity, code, message) {
  const field = (tag, value) => Buffer.concat([Buffer.from(tag, 'latin1'), Buffer.from(value, 'utf8'), Buffer.from([0])]);
  return backendMessage(
    'E',
    Buffer.concat([field('S', severity), field('V', severity), field('C', code), field('M', message), Buffer.from([0])]),
  );
}

const AUTHENTICATION_CLEARTEXT_PASSWORD = backendMessage('R', Buffer.from([0, 0, 0, 3]));
const READY_FOR_QUERY_IDLE = backendMessage('Z', Buffer.from('I', 'latin1'));

function passwordMatches(message, password) {
  // PasswordMessage: 'p', length, the password, a zero byte.
  const given = message.subarray(5, message.length - 1);
  return given.length === password.length && timingSafeEqual(given, password);
}

class SessionWaitTimeout extends Error {}

/**
 * A Blob over a buffer already read. PGlite reads the snapshot with blob.arrayBuffer(), which for a Blob made of a
 * buffer streams it through in small chunks: most of a second of CPU for a migrated database's 40 MB.
 */
class BufferBlob extends Blob {
  #bytes;
  constructor(bytes) {
    super([]);
    this.#bytes = bytes;
  }
  get size() {
    return this.#bytes.byteLength;
  }
  arrayBuffer() {
    const bytes = this.#bytes;
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
}

// Named prepared statements live in the one session, so they are shared: the app names its statements by a
// hash of their text (db/named-statements.ts), and when a second connection sends the Parse of a name already
// prepared, it is answered here (ParseComplete) and the rest of its batch runs as sent. A name is counted as
// prepared once PostgreSQL has answered its Parse with ParseComplete (a Parse that failed prepared nothing).
const PARSE = 0x50; // 'P'
const PARSE_COMPLETE_TYPE = 0x31; // '1'
const PARSE_COMPLETE = backendMessage('1', Buffer.alloc(0));
const SHARED_NAME_PREFIX = 'cc_';

/** The statement name of a batch that opens with a Parse of one of the app's named statements, else null. */
function readSharedStatementName(batch) {
  if (batch[0] !== PARSE) return null;
  const end = batch.indexOf(0, 5);
  if (end < 0) return null;
  const name = Buffer.from(batch.buffer, batch.byteOffset + 5, end - 5).toString('latin1');
  return name.startsWith(SHARED_NAME_PREFIX) ? name : null;
}

let nextConnection = 1;

/**
 * Opens a database and serves it on a new loopback port. config: dataDir, snapshot, password, idleInTransactionMs (a
 * connection idle inside a transaction this long is rolled back and closed), sessionWaitMs (a connection waiting this
 * long for another connection's transaction gets a lock-timeout error), authenticationMs (a client must send the
 * password this soon after connecting).
 */
async function serve(config) {
  const password = Buffer.from(config.password, 'utf8');
  const { idleInTransactionMs, sessionWaitMs, authenticationMs } = config;
  // pg_trgm backs the case search indexes; a PostgreSQL server ships it in its contrib modules. A snapshot (a dump of a data
  // folder) is loaded instead of making a new database: tests start from one already migrated.
  const db = await PGlite.create(config.dataDir, {
    extensions: { pg_trgm },
    ...(config.snapshot ? { loadDataDir: new BufferBlob(readFileSync(config.snapshot)) } : {}),
  });

  /** Who holds the session: one connection at a time, the others wait in arrival order (at most sessionWaitMs). */
  const session = {
    owner: null,
    waiting: [],
    acquire(connection) {
      if (this.owner === connection) return Promise.resolve();
      if (this.owner === null && this.waiting.length === 0) {
        this.owner = connection;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const entry = {
          connection,
          resolve: () => {
            clearTimeout(entry.timer);
            resolve();
          },
          timer: setTimeout(() => {
            this.waiting = this.waiting.filter((other) => other !== entry);
            reject(new SessionWaitTimeout());
          }, sessionWaitMs),
        };
        this.waiting.push(entry);
      });
    },
    release(connection) {
      if (this.owner !== connection) return;
      const next = this.waiting.shift();
      this.owner = next ? next.connection : null;
      next?.resolve();
    },
    forget(connection) {
      for (const entry of this.waiting) if (entry.connection === connection) clearTimeout(entry.timer);
      this.waiting = this.waiting.filter((entry) => entry.connection !== connection);
    },
  };

  /** Runs one batch for a connection; returns true when the connection is left idle inside a transaction. */
  async function run(connection, socket, message, { startup }) {
    try {
      await session.acquire(connection);
    } catch (error) {
      if (!(error instanceof SessionWaitTimeout)) throw error;
      const text = `canceling statement due to lock timeout: another connection's transaction held the embedded database for more than ${sessionWaitMs / 1000} seconds`;
      // As PostgreSQL answers a failed batch: the error, then ready for the next one (this connection
      // holds no transaction, or it would own the session). A waiting startup cannot continue at all.
      if (startup) socket.end(errorResponse('FATAL', '55P03', text));
      else if (!socket.destroyed) socket.write(Buffer.concat([errorResponse('ERROR', '55P03', text), READY_FOR_QUERY_IDLE]));
      return false;
    }
    const name = readSharedStatementName(message);
    let input = message;
    let watchParse = name !== null;
    if (name !== null && prepared.has(name)) {
      if (!socket.destroyed) socket.write(PARSE_COMPLETE);
      input = message.subarray(1 + Buffer.from(message.buffer, message.byteOffset, message.length).readInt32BE(1));
      watchParse = false;
    }
    try {
      await db.execProtocolRawStream(input, {
        onRawData: (data) => {
          if (watchParse && data.length > 0) {
            if (data[0] === PARSE_COMPLETE_TYPE) prepared.add(name);
            watchParse = false;
          }
          if (!socket.destroyed) socket.write(Buffer.from(data));
        },
      });
    } finally {
      if (!db.isInTransaction()) session.release(connection);
    }
    return session.owner === connection;
  }

  /** Names of the shared statements prepared in this database's session. */
  const prepared = new Set();

  /** Connections being served (a refused or terminated one leaves at once, before its socket closes). */
  const sockets = new Set();
  /** Every open socket, for stopping. */
  const openSockets = new Set();

  const server = createServer((socket) => {
    const connection = nextConnection++;
    sockets.add(socket);
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let startup = null; // the StartupMessage, held until the password checks out
    let started = false;
    let batch = [];
    let chain = Promise.resolve();
    let idleTimer = null;
    let authenticated = false;
    // The thread may have been busy past the deadline with another connection's statement, with this client's password
    // already waiting in the socket: timers run before sockets are read, so the check waits for the read (setImmediate
    // runs after it) and refuses only a client that has still not answered.
    const authenticationTimer = setTimeout(
      () =>
        setImmediate(() => {
          if (!authenticated) socket.destroy();
        }),
      authenticationMs,
    );

    const enqueue = (message, options = { startup: false }) => {
      clearTimeout(idleTimer);
      chain = chain
        .then(() => run(connection, socket, message, options))
        .then((idleInTransaction) => {
          if (!idleInTransaction) return;
          idleTimer = setTimeout(() => {
            socket.end(errorResponse('FATAL', '25P03', 'terminating connection due to idle-in-transaction timeout'));
            // Rolls the transaction back and hands the session on now, whenever the client hangs up.
            close();
          }, idleInTransactionMs);
        })
        .catch((error) => socket.destroy(error));
    };

    socket.on('data', (chunk) => {
      if (!sockets.has(socket)) return; // refused or terminated: nothing more is read
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
            startup = Buffer.from(message);
            socket.write(AUTHENTICATION_CLEARTEXT_PASSWORD);
          }
          continue;
        }
        if (buffer.length < 5) return;
        const length = 1 + buffer.readInt32BE(1);
        if (buffer.length < length) return;
        const type = buffer[0];
        if (startup) {
          // The first message after the StartupMessage must be the right password.
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (type !== PASSWORD_MESSAGE || !passwordMatches(message, password)) {
            socket.end(errorResponse('FATAL', '28P01', 'password authentication failed for the embedded database'));
            close();
            return;
          }
          authenticated = true;
          clearTimeout(authenticationTimer);
          enqueue(new Uint8Array(startup), { startup: true });
          startup = null;
          continue;
        }
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
      clearTimeout(authenticationTimer);
      clearTimeout(idleTimer);
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

  return {
    conn: `127.0.0.1:${port}`,
    /** Stops serving. discard: an in-memory database, dropped; else its files are checkpointed and closed. */
    stop: async (discard) => {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of openSockets) socket.destroy();
      });
      if (discard) {
        // Nothing to keep: once idle (the query under way, and any queued behind it, finished), it is closed, which
        // frees its memory for the next database this thread serves. Ending a thread in the middle of a query crashed
        // the whole process now and then (a V8 check on freeing WebAssembly code).
        await db.query('SELECT 1').catch(() => {});
        await db.close().catch(() => {});
        return;
      }
      // CHECKPOINT flushes WAL so that the next start does not replay it.
      try {
        await db.exec('CHECKPOINT');
      } catch {
        // a closing database may refuse; closing below still syncs the files
      }
      await db.close();
    },
  };
}

let current = await serve(workerData);
parentPort.postMessage({ type: 'ready', conn: current.conn });

// 'stop' ends the database; after a discarded (in-memory) one, 'start' opens the next in this thread.
parentPort.on('message', async (message) => {
  if (message?.type === 'stop') {
    await current.stop(message.discard);
    // A dropped database's memory is freed once nothing here refers to it.
    current = null;
    parentPort.postMessage({ type: 'stopped' });
  } else if (message?.type === 'start') {
    try {
      current = await serve(message.config);
      parentPort.postMessage({ type: 'ready', conn: current.conn });
    } catch (error) {
      parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
});
