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
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The default (cores − 1) is one worker on a 2-core machine, idle while integration tests wait on PostgreSQL,
    // SMTP or a child server: three files at a time keep both cores busy. Four were no faster on a fresh clone (214 s
    // against 208 s): each worker loads the server's modules once, and that load is the longest on a first run.
    maxWorkers: 3,
    projects: [
      // The web's component tests share each worker's modules too (React, the router, Testing Library loaded once
      // per worker: the web files took half the processor time they did, 50 s against 112 s): each file gets a
      // fresh DOM, stubs fetch and the clock and puts them back after each test, and its setup file unmounts what a
      // test rendered.
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      // The server, packages and scripts share each worker's modules between files: the server's import graph is
      // loaded once per worker instead of once per file (it was a third of the run). Files keep no state in modules.
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          // Migrates one database before the files run; each test app starts from a copy of it
          // (apps/server/src/test/global-setup.ts). Here, not in the shared settings: a project inherits the root's
          // global setup and runs it again, and the web's tests need no database.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Runs before each file: what a file sets in process.env is undone when it ends.
          setupFiles: ['apps/server/src/test/restore-env.ts'],
          // V8 tracks WebAssembly code pages in one table per process when the processor has memory protection keys;
          // many PGlite databases started and stopped in one process now and then desynchronise it, and the worker dies
          // ("Check failed: jit_page.has_value()", or a silent SIGSEGV). Known to V8 and Node (nodejs/node#64500), not
          // fixed in Node 24: the tests run without the protection keys, which only harden JIT code against memory bugs.
          execArgv: ['--no-memory-protection-keys'],
        },
      },
    ],
    // CI also writes a JSON report, from which .ci/run prints one closing line for the whole run.
    reporters: process.env.CI
      ? ['default', new SlowestTestFilesReporter(), ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default', new SlowestTestFilesReporter()],
  },
});
