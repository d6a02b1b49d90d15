// The real app on an in-memory PGlite, listening on a free local port, for the web app's component tests:
// started as a child process, it prints `{"url": ...}` once it listens and stops when its parent closes stdin.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadConfig } from '../config.js';
import { startRuntime } from '../runtime.js';
import { startSmtpPeer } from './smtp-peer.js';
import { SNAPSHOT_ENV } from './databases.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const smtp = await startSmtpPeer();
const config = {
  ...loadConfig({ AUTH_SECRET: randomBytes(32).toString('hex'), DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST_DIR: '' }),
  dataDir: 'memory://',
  databaseUrl: null,
  port,
  host: '127.0.0.1',
  baseUrl: url,
  trustedOrigins: [url],
  smtpUrl: smtp.url,
  demoMode: false,
  authRateLimitMax: 1000,
};
// From the migrated snapshot of vitest's global setup (test/global-setup.ts), when there is one.
const runtime = await startRuntime(config, { logger: false, embeddedSnapshot: process.env[SNAPSHOT_ENV] });
await runtime.app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url })}\n`);

const stop = async () => {
  await runtime.close();
  await smtp.close();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.resume();
