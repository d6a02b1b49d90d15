// Finds the worker script next to this module: the built .js, or the .ts source run through tsx during development.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function spawnModuleWorker(baseName: string, options: WorkerOptions): Worker {
  const js = new URL(`./${baseName}.js`, import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, options);
  const ts = new URL(`./${baseName}.ts`, import.meta.url);
  if (!existsSync(fileURLToPath(ts))) throw new Error(`Worker script ${baseName}.js not found next to ${fileURLToPath(import.meta.url)}; build @casecast/ml first`);
  // Resolved from this package rather than the working directory, so any cwd works.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return new Worker(ts, { ...options, execArgv: [...(options.execArgv ?? []), '--import', tsx] });
}
