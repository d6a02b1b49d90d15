// Finds the worker script next to this module: the built .js, or the .ts source run through tsx during development.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function spawnModuleWorker(baseName: string, options: WorkerOptions): Worker {
  const js = new URL(`./${baseName}.js`, import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, options);
  const ts = new URL(`./${baseName}.ts`, import.meta.url);
  if (!existsSync(fileURLToPath(ts)))
    throw new Error(`Worker script ${baseName}.js not found next to ${fileURLToPath(import.meta.url)}; build @casecast/ml first`);
  // Node 20 does not apply `--import tsx` hooks to a worker's entry file, so a tiny bootstrap registers
  // tsx inside the worker first. Resolved from this package, so any working directory works.
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
