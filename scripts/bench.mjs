// npm run bench: runs every server benchmark (apps/server/bench/*.bench.ts), each printing its own table, then the
// GBM training-speed table against XGBoost and scikit-learn at 100k and 1M rows and the real-claim-data table
// (packages/ml/bench/real-data.ts) (`npm run bench ml` runs them and ml-missing-facts.bench.ts, the base model's
// coverage and width per band of missing facts, alone;
// `npm run bench:ml` is the engine's whole benchmark, accuracy and intervals too), then the Lighthouse audit of the
// public pages and the signed-in dashboard (scripts/bench-web.mjs; `npm run bench web` runs it alone).
// Each benchmark's tables (its standard output) are also written to bench-results/<name>.md with the commit,
// the runtime and the machine's load, so results are kept as reports, not pasted into the docs.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/workspaces.mjs';

const reports = join(root, 'bench-results');

/** Runs one benchmark, its output shown as it comes and kept in bench-results/<name>.md; resolves to its success. */
function runBench(name, args, cwd) {
  const startedAt = new Date();
  const load = loadavg()[0].toFixed(2);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['inherit', 'pipe', 'inherit'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || 'unknown';
      const header = [
        `# ${name}`,
        '',
        `Run ${startedAt.toISOString()} on commit ${commit}, Node.js ${process.version}, ${cpus().length} cores, load average ${load} at the start${code === 0 ? '' : `; exited with ${code}`}.`,
        '',
      ].join('\n');
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${name}.md`), `${header}\n${Buffer.concat(chunks).toString('utf8')}`);
      resolve(code === 0);
    });
  });
}

const dir = join(root, 'apps/server/bench');
const only = process.argv[2];
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
      .sort()
  : [];
const withLighthouse = !only || only === 'web';
const withMl = !only || only === 'ml';
if (files.length === 0 && !withLighthouse && !withMl) {
  console.log('No benchmarks found in apps/server/bench.');
  process.exit(0);
}
let failed = false;
for (const file of files) {
  console.log(`\n### ${file}\n`);
  if (!(await runBench(file.replace(/\.bench\.ts$/, ''), ['--conditions=source', '--import', 'tsx', join(dir, file)], root))) failed = true;
}
if (withMl) {
  console.log('\n### GBM training speed (packages/ml/bench/run.ts)\n');
  const args = ['--conditions=source', '--import', 'tsx', 'bench/run.ts', '--no-accuracy', '--no-forest', '--no-intervals'];
  if (!(await runBench('ml-training-speed', args, join(root, 'packages/ml')))) failed = true;
  console.log('\n### Real claim data against scikit-learn and XGBoost (packages/ml/bench/real-data.ts)\n');
  if (!(await runBench('ml-real-data', ['--conditions=source', '--import', 'tsx', 'bench/real-data.ts'], join(root, 'packages/ml'))))
    failed = true;
}
if (withLighthouse) {
  console.log('\n### Lighthouse (scripts/bench-web.mjs)\n');
  if (!(await runBench('lighthouse', [join(root, 'scripts/bench-web.mjs')], root))) failed = true;
}
console.log(`\nReports: ${reports}/*.md`);
process.exit(failed ? 1 : 0);
