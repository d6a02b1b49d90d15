// npm run bench: runs every server benchmark (apps/server/bench/*.bench.ts), each printing its own table, then the
// GBM training-speed table against XGBoost and scikit-learn at 100k and 1M rows and the real-claim-data table
// (packages/ml/bench/real-data.ts) (`npm run bench ml` runs them and ml-missing-facts.bench.ts, the base model's
// coverage and width per band of missing facts, alone;
// `npm run bench:ml` is the engine's whole benchmark, accuracy and intervals too), then the Lighthouse audit of the
// public pages and the signed-in dashboard (scripts/bench-web.mjs; `npm run bench web` runs it alone).
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/workspaces.mjs';

const dir = join(root, 'apps/server/bench');
const only = process.argv[2];
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only))).sort() : [];
const withLighthouse = !only || only === 'web';
const withMl = !only || only === 'ml';
if (files.length === 0 && !withLighthouse && !withMl) {
  console.log('No benchmarks found in apps/server/bench.');
  process.exit(0);
}
let failed = false;
for (const file of files) {
  console.log(`\n### ${file}\n`);
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(dir, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
if (withMl) {
  console.log('\n### GBM training speed (packages/ml/bench/run.ts)\n');
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'bench/run.ts', '--no-accuracy', '--no-forest', '--no-intervals'], { cwd: join(root, 'packages/ml'), stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  console.log('\n### Real claim data against scikit-learn and XGBoost (packages/ml/bench/real-data.ts)\n');
  const real = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'bench/real-data.ts'], { cwd: join(root, 'packages/ml'), stdio: 'inherit' });
  if (real.status !== 0) failed = true;
}
if (withLighthouse) {
  console.log('\n### Lighthouse (scripts/bench-web.mjs)\n');
  const result = spawnSync(process.execPath, [join(root, 'scripts/bench-web.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
