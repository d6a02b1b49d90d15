import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
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
  const quote = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v));
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
