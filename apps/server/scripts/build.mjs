// npm run build for the server: the compiler (esbuild, scripts/lib/transpile.mjs) and the base prediction model's
// training run side by side. The training reads the packages' sources (through tsx), so it need not wait for the
// compiled server: the build takes about as long as the training.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { transpile } from '../../../scripts/lib/transpile.mjs';

const root = new URL('..', import.meta.url).pathname;

function run(label, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`))));
  });
}

mkdirSync(`${root}dist`, { recursive: true });
const results = await Promise.allSettled([
  // The test helpers, the table types' generator (it loads the code generator, a development tool) and the base
  // model's builder (run from source, beside it) are not part of the server that runs.
  transpile(root, { exclude: ['test', 'db/database-types.ts', 'build-base-model.ts'] }),
  run('Training the base model', ['--conditions=source', '--import', 'tsx', 'src/build-base-model.ts']),
]);
const failure = results.find((result) => result.status === 'rejected');
if (failure) {
  console.error(failure.reason.message);
  process.exit(1);
}
await import('./copy-assets.mjs');
