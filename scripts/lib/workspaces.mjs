// The workspaces, what each is built from, and a build of the ones older than their sources.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

/** `needs`: the workspaces whose build this one reads (their dist), built before it. */
export const workspaces = [
  { dir: 'packages/domain', needs: [], sources: ['src', 'package.json'] },
  { dir: 'packages/synth', needs: [], sources: ['src', 'package.json'] },
  { dir: 'packages/ml', needs: ['packages/synth'], sources: ['src', 'package.json'] },
  { dir: 'apps/server', needs: ['packages/domain', 'packages/synth', 'packages/ml'], sources: ['src', 'package.json', 'scripts'] },
  {
    dir: 'apps/web',
    needs: ['packages/domain'],
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

/** Builds one workspace (its `npm run build`), its errors on stderr; rejects when the build fails. */
export function buildWorkspace(workspace) {
  const started = Date.now();
  console.log(`Building ${workspace.dir}...`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', workspace.dir, '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`Building ${workspace.dir} failed (${signal ?? `exit code ${code}`})`));
        return;
      }
      writeFileSync(stampOf(workspace), new Date().toISOString());
      console.log(`Built ${workspace.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/**
 * Builds what is missing or older than its sources, and what reads a workspace that was rebuilt. A workspace starts
 * as soon as those it needs are built, so the web app builds beside the server (whose base model takes half a
 * minute on one core). When one fails, the others still running finish, and the first failure is thrown. `build`:
 * what builds one workspace (tests give their own).
 */
export async function buildStale({ force = false, build = buildWorkspace } = {}) {
  const present = workspaces.filter((workspace) => existsSync(join(root, workspace.dir, 'package.json')));
  /** @type {Map<string, Promise<boolean>>} whether each workspace was rebuilt */
  const builds = new Map();
  for (const workspace of present) {
    const needed = workspace.needs.map((dir) => builds.get(dir)).filter((build) => build !== undefined);
    builds.set(
      workspace.dir,
      Promise.all(needed).then(async (rebuilt) => {
        if (!force && !rebuilt.includes(true) && !isStale(workspace)) return false;
        await build(workspace);
        return true;
      }),
    );
  }
  const results = await Promise.allSettled(builds.values());
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
