// Starts a real SMTP peer and the built server on a fresh data folder; stops both after the run.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpPeer } from '../../apps/server/src/test/smtp-peer';
import { E2E_PORT } from '../../playwright.config';
import { INBOUND_DOMAIN, INBOUND_PASSWORD, INBOUND_SMTP_PORT, MAIL_DIR } from './mail';

export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await startSmtpPeer();
  let written = 0;
  const timer = setInterval(() => {
    while (written < smtp.messages.length) {
      const message = smtp.messages[written]!;
      writeFileSync(join(MAIL_DIR, `${String(written).padStart(5, '0')}.json`), JSON.stringify(message));
      written += 1;
    }
  }, 50);

  const dataDir = mkdtempSync(join(tmpdir(), 'casecast-e2e-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      BASE_URL: `http://localhost:${E2E_PORT}`,
      SMTP_URL: smtp.url,
      DEMO_MODE: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      // Every journey comes from the one loopback address, three at a time (the layout checks open every screen):
      // far more API requests a minute than one client makes, so the per-address limit is raised.
      API_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      // BASE_MODEL_ROWS and BASE_MODEL_FILE left at their defaults: the server loads the base model `npm run build`
      // made (the build runs before the journeys), as a real install does, instead of training one while they run.
      DATABASE_URL: '',
      // Email to the case: the receiver on a loopback port, relays sign in with the password.
      INBOUND_DOMAIN,
      INBOUND_SMTP_PORT: String(INBOUND_SMTP_PORT),
      INBOUND_SMTP_PASSWORD: INBOUND_PASSWORD,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`http://localhost:${E2E_PORT}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return async () => {
    clearInterval(timer);
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
