// Starts s3rver (the S3-compatible test server) in its own process, so its listing pages work on OpenSSL 3.
import { fork } from 'node:child_process';
import { once } from 'node:events';

export type S3rverProcess = { port: number; stop: () => Promise<void> };

export async function startS3rverProcess(options: { directory: string; bucket: string; port?: number }): Promise<S3rverProcess> {
  const child = fork(new URL('./s3rver-child.mjs', import.meta.url), [JSON.stringify({ port: 0, ...options })], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: 'inherit',
  });
  const exited = once(child, 'exit');
  const [ready] = (await Promise.race([
    once(child, 'message'),
    exited.then(() => Promise.reject(new Error('s3rver stopped while starting'))),
  ])) as [{ port: number }];
  return {
    port: ready.port,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.send('stop');
      await exited;
    },
  };
}
