// One Vitest run for every workspace: unit tests beside the code, *.integration.test.ts against a real database.
import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { SlowestTestFilesReporter } from './scripts/slowest-tests-reporter.js';

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Tests run in Node, which never reads the bundlers' "module" condition: with it, packages that ship
  // an extensionless ES build for bundlers (the AWS SDK) would load a build Node cannot run.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one database before the files run; each test app starts from a copy of it (apps/server/src/test/global-setup.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // The default (cores − 1) is one worker on a 2-core machine, idle while integration tests wait on PostgreSQL,
    // SMTP or a child server: three files at a time keep both cores busy.
    maxWorkers: 3,
    // CI also writes a JSON report, from which .ci/run prints one closing line for the whole run.
    reporters: process.env.CI
      ? ['default', new SlowestTestFilesReporter(), ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default', new SlowestTestFilesReporter()],
  },
});
