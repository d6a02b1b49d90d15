// Runs the embedded PostgreSQL (PGlite) in its own thread and exposes it on a loopback socket,
// so the app talks to it through `pg` exactly as it talks to a PostgreSQL server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// pg_trgm backs the case search indexes; a PostgreSQL server ships it in its contrib modules.
const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: workerData.maxConnections });
await server.start();
parentPort.postMessage({ type: 'ready', conn: server.getServerConn() });

parentPort.on('message', async (message) => {
  if (message?.type !== 'stop') return;
  await server.stop();
  // CHECKPOINT flushes WAL so that the next start does not replay it.
  try {
    await db.exec('CHECKPOINT');
  } catch {
    // a closing database may refuse; closing below still syncs the files
  }
  await db.close();
  parentPort.postMessage({ type: 'stopped' });
});
