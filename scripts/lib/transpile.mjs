// A workspace's build: its TypeScript turned into JavaScript in dist, file for file, by esbuild. The build makes only
// what runs; the types are checked by `npm run typecheck` (tsc over every workspace, as CI runs it). tsc's own output
// took 30 s of a fresh clone's build (the domain package first, then the server on its declarations); this takes one.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Compiles `<dir>/src/**\/*.ts` to `<dir>/dist`, leaving out tests and the paths under src that `exclude` names (a
 * folder, or a file). The sources use `import type` for types alone (verbatimModuleSyntax) and no cross-file const
 * enums (isolatedModules), so each file compiles on its own.
 */
export async function transpile(dir, { exclude = [] } = {}) {
  const src = join(dir, 'src');
  const excluded = (file) => exclude.some((path) => file === path || file.startsWith(`${path}/`));
  const entryPoints = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.test.ts') && !excluded(file))
    .map((file) => join(src, file));
  await build({
    entryPoints,
    outdir: join(dir, 'dist'),
    outbase: src,
    format: 'esm',
    platform: 'node',
    // tsconfig.base.json's target: what the scripts' Node (24) runs as written.
    target: 'es2023',
    sourcemap: true,
    tsconfig: join(dir, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

// `node scripts/lib/transpile.mjs` from a package's folder builds that package (its npm run build).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await transpile(process.cwd());
