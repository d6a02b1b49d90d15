// Browser journeys: the built app on a fresh embedded database, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { FULL_BROWSER, chromiumPath } from './scripts/lib/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT || 3300);

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  if (!value) return 'off';
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}, not "${value}"`);
  return mode;
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e/artifacts/results',
  globalSetup: './e2e/support/global-setup.ts',
  // Four journeys at a time, each in a firm of its own; those on the demo firm sign in with the password its
  // owner set in the setup project, which runs first. A journey waits on the server and its browser in turn, so
  // one per core left the processor partly idle: on two cores, three took 196 s where four took 183 s (five: 185 s,
  // and slower pages: a frame's accessibility scan timed out). Two took 357 s against three's 263 s before.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 4),
  projects: [
    { name: 'setup', testMatch: '**/*.setup.ts' },
    { name: 'journeys', dependencies: ['setup'] },
  ],
  retries: 0,
  // A journey's limit only stops a hung one: a long journey (two sign-ups, a dozen screens) passed 60 s on a machine
  // with slow memory while working as it should. How fast pages are is measured by `npm run bench:web`.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace (a screencast and a DOM snapshot per action) cost a third of the journeys' time, kept or not:
    // off unless asked for. E2E_TRACE=retain-on-failure keeps one for each failing journey, to open with
    // `npx playwright show-trace`.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath() ?? FULL_BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
