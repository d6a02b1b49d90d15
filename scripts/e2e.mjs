// Browser tests: builds what is stale, then runs Playwright in Debian's Chromium (scripts/lib/chromium.mjs says which).
// Without Chromium a developer's run says how to install it and stops; in CI that is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './lib/chromium.mjs';
import { buildStale, root } from './lib/workspaces.mjs';

const chromium = chromiumPath();
if (!chromium || !existsSync(chromium)) {
  const message = `Browser tests need Debian's Chromium${chromium ? ` at ${chromium}` : ''}: install it with "apt-get install -y chromium-headless-shell chromium" (or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(`FAIL: ${message}`);
    process.exit(1);
  }
  console.warn(`\nSkipping the browser tests. ${message}\n`);
  process.exit(0);
}
await buildStale();
console.log(`Browser journeys in ${chromium}`);
const result = spawnSync(process.execPath, [`${root}node_modules/@playwright/test/cli.js`, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
