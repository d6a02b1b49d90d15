import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { generateSyntheticCases } from './synthetic.js';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dir = mkdtempSync(join(tmpdir(), 'casecast-ml-cli-'));

function run(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', tsx, cli, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeCsv(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const dataPath = join(dir, 'cases.csv');
const modelPath = join(dir, 'model.json');

beforeAll(() => {
  const data = generateSyntheticCases({ rows: 600, seed: 12 });
  const names = data.columns.map((c) => c.name);
  const quote = (v: unknown): string =>
    v === null || v === undefined ? '' : typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v);
  writeFileSync(dataPath, [names.join(','), ...data.rows.map((r) => names.map((n) => quote(r[n])).join(','))].join('\n'));
});

describe('casecast-ml CLI', () => {
  it('trains, evaluates, predicts and explains from CSV', () => {
    const train = run('train', '--data', dataPath, '--target', 'settlement', '--log-target', '--model', 'gbm', '--out', modelPath);
    expect(train.stderr).toMatch(/gbm/);
    expect(train.code).toBe(0);
    expect(JSON.parse(readFileSync(modelPath, 'utf8')).formatVersion).toBe(1);
    const evaluation = run('evaluate', '--model', modelPath, '--data', dataPath);
    expect(evaluation.code).toBe(0);
    const report = JSON.parse(evaluation.stdout);
    expect(report.rows).toBe(600);
    expect(report.maeLog).toBeGreaterThan(0);
    expect(report.interval.measuredCoverage).toBeGreaterThan(0.9);
    expect(report.likelyRange.measuredCoverage).toBeGreaterThan(0.35);
    expect(report.likelyRange.meanRelativeWidth).toBeLessThan(report.interval.meanRelativeWidth);
    const predict = run('predict', '--model', modelPath, '--data', dataPath);
    expect(JSON.parse(predict.stdout)).toHaveLength(600);
    const explain = JSON.parse(run('explain', '--model', modelPath, '--data', dataPath, '--row', '2').stdout);
    const sum = Object.values(explain.contributions as Record<string, number>).reduce((s, v) => s + v, explain.baseValue as number);
    expect(Math.abs(sum - explain.prediction)).toBeLessThan(1e-9);
  });

  it('trains and evaluates on a raw claims CSV with blank-coded categoricals, an id column and a named target', () => {
    // Like the real bench files: 1/2/3 codes with blanks, a many-level class, a case number that must not be a feature.
    const { next: random } = createRandom(7);
    const lines = ['CASENUM,ATTORNEY,MARITAL,CLASS,CLMAGE,LOSS'];
    for (let i = 0; i < 400; i++) {
      const attorney = random() < 0.5 ? 1 : 2;
      const marital = random() < 0.1 ? '' : String(1 + Math.floor(random() * 3));
      const klass = `C${Math.floor(random() * 12)}`;
      const age = random() < 0.15 ? '' : String(18 + Math.floor(random() * 60));
      const loss = Math.exp((attorney === 1 ? 1.5 : 0) + Number(klass.slice(1)) * 0.05 + (random() - 0.5) * 1.5);
      lines.push(`${1000 + i},${attorney},${marital},${klass},${age},${loss.toFixed(3)}`);
    }
    const train = writeCsv('claims-train.csv', `${lines.slice(0, 301).join('\n')}\n`);
    const test = writeCsv('claims-test.csv', `${[lines[0], ...lines.slice(301)].join('\n')}\n`);
    const out = join(dir, 'claims-model.json');
    const trained = run(
      'train',
      '--data',
      train,
      '--target',
      'LOSS',
      '--log-target',
      '--model',
      'gbm',
      '--categorical',
      'ATTORNEY,MARITAL',
      '--ignore',
      'CASENUM',
      '--target-statistics',
      'auto',
      '--loss',
      'absolute',
      '--threads',
      '1',
      '--out',
      out,
    );
    expect(trained.stderr).toMatch(/Trained gbm on/);
    expect(trained.code).toBe(0);
    const schema = JSON.parse(readFileSync(out, 'utf8')).schema as {
      columns: Array<{ name: string; kind: string; categories?: string[] }>;
    };
    expect(schema.columns.map((c) => c.name)).toEqual(['ATTORNEY', 'MARITAL', 'CLASS', 'CLMAGE', 'CLASS_target_mean']);
    expect(schema.columns.find((c) => c.name === 'ATTORNEY')).toMatchObject({
      kind: 'categorical',
      categories: expect.arrayContaining(['1', '2']),
    });
    expect(schema.columns.find((c) => c.name === 'MARITAL')?.categories).not.toContain('');
    const evaluation = run('evaluate', '--model', out, '--data', test, '--interval-method', 'auto');
    expect(evaluation.code).toBe(0);
    const report = JSON.parse(evaluation.stdout);
    expect(report.rows).toBe(100);
    // The attorney code carries most of the signal, read in the test file with the training codes.
    expect(report.maeLog).toBeLessThan(0.6);
    expect(['split', 'cqr', 'normalised']).toContain(report.interval.method);
    expect(report.interval.measuredCoverage).toBeGreaterThan(0.85);
    const unknown = run('train', '--data', train, '--target', 'LOSS', '--categorical', 'ATTORNY', '--out', out);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--categorical: column "ATTORNY" is not in/);
  });

  it('fails with a clear message and a non-zero exit code on bad input', () => {
    const missing = run('train', '--data', dataPath, '--target', 'verdict', '--out', modelPath);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/Target column "verdict" is not in/);
    const text = writeCsv('text-target.csv', 'a,settlement\n1,100\n2,lots\n');
    const nonNumeric = run('train', '--data', text, '--target', 'settlement', '--out', modelPath);
    expect(nonNumeric.code).not.toBe(0);
    expect(nonNumeric.stderr).toMatch(/not numeric \(line 3/);
    const empty = run('train', '--data', writeCsv('empty.csv', ''), '--target', 'settlement', '--out', modelPath);
    expect(empty.code).not.toBe(0);
    expect(empty.stderr).toMatch(/empty/);
    const ragged = run('predict', '--model', modelPath, '--data', writeCsv('ragged.csv', 'a,b,c\n1,2,3\n4,5\n'));
    expect(ragged.code).not.toBe(0);
    expect(ragged.stderr).toMatch(/Line 3: has 2 fields, expected 3/);
    const noFile = run('evaluate', '--model', join(dir, 'nope.json'), '--data', dataPath);
    expect(noFile.code).not.toBe(0);
    expect(noFile.stderr).toMatch(/Cannot read/);
    expect(run('frobnicate').code).not.toBe(0);
  });
});
