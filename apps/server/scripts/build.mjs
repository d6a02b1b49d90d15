// npm run build for the server: the compiler and the base prediction model's training run side by side. The training
// reads the packages' sources (through tsx), so it need not wait for the compiled server: on two cores the build
// takes about as long as the longer of the two instead of both in turn.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function run(label, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`))));
  });
}

mkdirSync(`${root}dist`, { recursive: true });
const results = await Promise.allSettled([
  run('Compiling the server', [tsc, '-p', 'tsconfig.build.json']),
  run('Training the base model', ['--conditions=source', '--import', 'tsx', 'src/build-base-model.ts']),
]);
const failure = results.find((result) => result.status === 'rejected');
if (failure) {
  console.error(failure.reason.message);
  process.exit(1);
}
await import('./copy-assets.mjs');
