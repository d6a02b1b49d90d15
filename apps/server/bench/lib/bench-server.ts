// Shared by the HTTP benchmarks: the real app on an in-memory embedded database, listening on loopback
// with limits lifted (a benchmark is one client address sending thousands of requests), and a main runner.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../../src/config.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';

export type BenchServer = { runtime: Runtime; config: Config; base: string };

export async function startBenchServer(options: { demoMode: boolean }): Promise<BenchServer> {
  const config: Config = {
    ...loadConfig({
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '',
      PORT: '0',
    }),
    dataDir: 'memory://',
    demoMode: options.demoMode,
    authRateLimitMax: 100_000,
    apiRateLimitMax: 10_000_000,
  };
  const runtime = await startRuntime(config, { logger: false });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  return { runtime, config, base: `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}` };
}

/** Runs a benchmark's main and exits with its outcome (open handles such as worker threads never keep it alive). */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
