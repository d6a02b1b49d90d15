// Component tests talk to the real server: it runs in a child process (on an in-memory database) and the
// test window's address is set to it, so the app's relative /api requests, cookies and origin checks are real.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { configure } from '@testing-library/react';

// Tests run from the repository root (or apps/web); import.meta.url is a browser address here, not a file.
const SERVE_SCRIPT = ['apps/server/src/test/serve-for-web-tests.ts', '../server/src/test/serve-for-web-tests.ts']
  .map((path) => resolve(process.cwd(), path))
  .find((path) => existsSync(path))!;

export type RealServer = { url: string; stop: () => Promise<void> };

export async function startRealServer(): Promise<RealServer> {
  // The server answers in its own time (a sign-up hashes a password, and CI runs other files beside these):
  // findBy and waitFor wait up to 10 s for it rather than Testing Library's 1 s.
  configure({ asyncUtilTimeout: 10_000 });
  const child: ChildProcess = spawn(process.execPath, ['--conditions', 'source', '--import', 'tsx', SERVE_SCRIPT], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the test server exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  // The app's requests are relative: the window's address makes them go to this server, same-origin.
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${url}/`);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}
