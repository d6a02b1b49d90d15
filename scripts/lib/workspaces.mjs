// The build order of the workspaces, and a check of which ones are older than their sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export const workspaces = [
  { dir: 'packages/domain', sources: ['src', 'package.json'] },
  { dir: 'packages/synth', sources: ['src', 'package.json'] },
  { dir: 'packages/ml', sources: ['src', 'package.json'] },
  { dir: 'apps/server', sources: ['src', 'package.json', 'scripts'] },
  {
    dir: 'apps/web',
    sources: ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../../packages/domain/src', '../../content/blog'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const stampOf = (workspace) => join(root, workspace.dir, 'dist', '.build-stamp');

export function isStale(workspace) {
  const stamp = stampOf(workspace);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return workspace.sources.some((source) => newestMtime(join(root, workspace.dir, source)) > built);
}

export function buildWorkspace(workspace) {
  const started = Date.now();
  process.stdout.write(`Building ${workspace.dir}... `);
  execSync(`npm run build --workspace ${workspace.dir} --silent`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(stampOf(workspace), new Date().toISOString());
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds what is missing or older than its sources; a later workspace rebuilds when an earlier one did. */
export function buildStale({ force = false } = {}) {
  let upstreamChanged = false;
  for (const workspace of workspaces) {
    if (!existsSync(join(root, workspace.dir, 'package.json'))) continue;
    if (force || upstreamChanged || isStale(workspace)) {
      buildWorkspace(workspace);
      upstreamChanged = true;
    }
  }
}
