// Browser tests: builds what is stale, then runs Playwright in Debian's Chromium.
// Without Chromium a developer's run says how to install it and stops; in CI that is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildStale, root } from './lib/workspaces.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Browser tests need Chromium at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(`FAIL: ${message}`);
    process.exit(1);
  }
  console.warn(`\nSkipping the browser tests. ${message}\n`);
  process.exit(0);
}
await buildStale();
const result = spawnSync(process.execPath, [`${root}node_modules/@playwright/test/cli.js`, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
