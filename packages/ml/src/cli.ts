#!/usr/bin/env node
// casecast-ml: train, evaluate, predict and explain settlement models from CSV files on the command line.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { IntervalMethod } from './conformal.js';
import { CsvError, readCsvTable } from './csv.js';
import type { GbmLoss } from './gbm.js';
import { chooseIntervalMethod } from './interval-choice.js';
import { ModelFileError, loadModel, saveModel } from './model-file.js';
import type { Model, ModelKind } from './model.js';
import type { Row, Table } from './table.js';
import { parseNumber } from './table.js';
import { checkTargetValue, transformTarget } from './target.js';
import { chooseTargetStatisticColumns } from './target-statistic-columns.js';
import { TrainingError, computeHeldOutMetrics } from './train.js';
import { trainInWorker } from './worker-client.js';

const USAGE = `Usage:
  casecast-ml train --data FILE.csv --target COLUMN [--log-target] [--model ensemble|ridge|forest|gbm] --out MODEL.json [--seed N] [--coverage 0.95] [--threads 1|2] [--calibration-fraction 0.2]
                    [--categorical COL,COL] [--ignore COL,COL] [--target-statistics auto|none|COL,COL] [--loss squared|absolute]
  casecast-ml evaluate --model MODEL.json --data FILE.csv [--coverage 0.95] [--interval-method auto|normalised|cqr|split]
  casecast-ml predict --model MODEL.json --data FILE.csv [--coverage 0.95]
  casecast-ml explain --model MODEL.json --data FILE.csv [--row N]`;

class UsageError extends Error {}

/** categorical: columns read as categories whatever their cells hold (a model's categorical columns, or --categorical). */
function readTable(path: string, categorical: string[] = []): Table {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return readCsvTable(text, { categorical });
  } catch (error) {
    if (error instanceof CsvError) throw new CsvError(`${path}: ${error.message}`);
    throw error;
  }
}

function readModel(path: string): Model {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return loadModel(text);
}

/** A comma-separated list of column names (blank entries dropped). */
function readList(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '')
    : [];
}

/** The model's categorical columns, so that a file read for it keeps codes like 1/2/3 as categories. */
function categoricalColumns(model: Model): string[] {
  return model.schema.columns.filter((c) => c.kind === 'categorical').map((c) => c.name);
}

function readLoss(value: unknown): GbmLoss | undefined {
  if (value === undefined || value === 'squared') return undefined;
  // The absolute loss is the pinball loss at the median.
  if (value === 'absolute') return { kind: 'quantile', alpha: 0.5 };
  throw new UsageError(`--loss must be squared or absolute, not "${String(value)}"`);
}

function readIntervalMethod(value: unknown): IntervalMethod | 'auto' | undefined {
  if (value === undefined) return undefined;
  if (value === 'auto' || value === 'normalised' || value === 'cqr' || value === 'split') return value;
  throw new UsageError(`--interval-method must be auto, normalised, cqr or split, not "${String(value)}"`);
}

function requireOption(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`Missing --${name}`);
  return value;
}

function readCoverage(values: Record<string, unknown>): number {
  const coverage = values.coverage === undefined ? 0.95 : Number(values.coverage);
  if (!(coverage > 0 && coverage < 1)) throw new UsageError('--coverage must be a number between 0 and 1');
  return coverage;
}

/** Rows held out to calibrate the intervals (the ensemble otherwise calibrates on out-of-fold predictions). */
function readFraction(value: unknown): number {
  const fraction = Number(value);
  if (!(fraction > 0 && fraction < 0.9)) throw new UsageError('--calibration-fraction must be a number between 0 and 0.9');
  return fraction;
}

async function runTrain(values: Record<string, unknown>): Promise<void> {
  const data = requireOption(values, 'data');
  const target = requireOption(values, 'target');
  const out = requireOption(values, 'out');
  const kind = (values.model ?? 'ensemble') as string;
  if (!['ensemble', 'ridge', 'forest', 'gbm'].includes(kind))
    throw new UsageError(`--model must be ensemble, ridge, forest or gbm, not "${kind}"`);
  const categorical = readList(values.categorical);
  const table = readTable(data, categorical);
  for (const name of categorical)
    if (!table.columns.some((c) => c.name === name)) throw new UsageError(`--categorical: column "${name}" is not in ${data}`);
  const ignored = readList(values.ignore);
  for (const name of ignored)
    if (!table.columns.some((c) => c.name === name)) throw new UsageError(`--ignore: column "${name}" is not in ${data}`);
  const features = table.columns.map((c) => c.name).filter((name) => name !== target && !ignored.includes(name));
  const column = table.columns.find((c) => c.name === target);
  if (column === undefined)
    throw new UsageError(`Target column "${target}" is not in ${data}; columns: ${table.columns.map((c) => c.name).join(', ')}`);
  if (column.kind !== 'numeric') {
    const bad = table.rows.findIndex((r) => r[target] !== null && Number.isNaN(parseNumber(r[target])));
    throw new UsageError(`Target column "${target}" is not numeric (line ${bad + 2} has ${JSON.stringify(table.rows[bad]?.[target])})`);
  }
  const statistics =
    values['target-statistics'] === undefined || values['target-statistics'] === 'none'
      ? []
      : values['target-statistics'] === 'auto'
        ? chooseTargetStatisticColumns({ columns: table.columns.filter((c) => features.includes(c.name)), rows: table.rows }, target)
        : readList(values['target-statistics']);
  const loss = readLoss(values.loss);
  const started = performance.now();
  let lastStage = '';
  const model = await trainInWorker(table, {
    target,
    model: kind as ModelKind,
    targetTransform: values['log-target'] === true ? 'log' : 'identity',
    features,
    ...(statistics.length > 0 ? { targetStatistics: statistics } : {}),
    ...(loss !== undefined ? { gbm: { loss } } : {}),
    intervalCoverage: readCoverage(values),
    ...(values.seed !== undefined ? { seed: Number(values.seed) } : {}),
    ...(values['calibration-fraction'] !== undefined ? { calibrationFraction: readFraction(values['calibration-fraction']) } : {}),
    threads: values.threads === undefined ? 2 : Number(values.threads),
    onProgress: ({ stage, fraction }) => {
      const pct = Math.round(fraction * 100);
      if (process.stderr.isTTY) process.stderr.write(`\r${stage.padEnd(10)} ${String(pct).padStart(3)}%`);
      else if (stage !== lastStage) process.stderr.write(`${stage} ${pct}%\n`);
      lastStage = stage;
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  writeFileSync(out, saveModel(model));
  const card = model.card;
  process.stderr.write(
    `Trained ${card.kind} on ${card.nTrain} rows in ${((performance.now() - started) / 1000).toFixed(1)} s; held-out MAE ${card.heldOut.mae.toPrecision(4)} (${card.nCalibration} rows); wrote ${out}\n`,
  );
  process.stdout.write(`${JSON.stringify({ model: out, card }, null, 2)}\n`);
}

function readTargets(model: Model, table: Table): { rows: Row[]; y: Float64Array } {
  const name = model.target.name;
  if (!table.columns.some((c) => c.name === name))
    throw new UsageError(`Target column "${name}" is not in the data; evaluate needs the true values`);
  const rows: Row[] = [];
  const y: number[] = [];
  table.rows.forEach((row, i) => {
    const raw = row[name];
    if (raw === null || raw === undefined) return;
    const value = parseNumber(raw);
    const problem = checkTargetValue(model.target.transform, value);
    if (problem !== null) throw new UsageError(`Target "${name}" on line ${i + 2} ${problem}: ${JSON.stringify(raw)}`);
    rows.push(row);
    y.push(transformTarget(model.target.transform, value));
  });
  if (rows.length === 0) throw new UsageError(`No rows with a value in "${name}"`);
  return { rows, y: Float64Array.from(y) };
}

function runEvaluate(values: Record<string, unknown>): void {
  const model = readModel(requireOption(values, 'model'));
  const table = readTable(requireOption(values, 'data'), categoricalColumns(model));
  const coverage = readCoverage(values);
  const requested = readIntervalMethod(values['interval-method']);
  // auto: the narrowest method that kept its coverage on the model's calibration rows (its card).
  const method = requested === 'auto' ? (chooseIntervalMethod(model.card.coverage, coverage) ?? undefined) : requested;
  const likelyMethod =
    requested === 'auto' ? (chooseIntervalMethod(model.card.coverage, 0.5) ?? undefined) : requested === 'cqr' ? 'split' : requested;
  const { rows, y } = readTargets(model, table);
  const pred = new Float64Array(rows.length);
  let hits = 0;
  let width = 0;
  let likelyHits = 0;
  let likelyWidth = 0;
  // The method the model answered with (the same for every row: the request, or the model's default).
  let used: IntervalMethod | null = null;
  rows.forEach((row, i) => {
    const interval = model.predictInterval(row, { coverage, ...(method !== undefined ? { method } : {}) });
    pred[i] = interval.value;
    used ??= interval.method;
    if (y[i]! >= interval.lower && y[i]! <= interval.upper) hits++;
    width += (interval.upperAmount - interval.lowerAmount) / Math.abs(interval.amount || 1);
    // The likely (50%) range; a model with CQR only answers it by split conformal.
    const likely = model.predictInterval(row, {
      coverage: 0.5,
      ...(likelyMethod !== undefined ? { method: likelyMethod } : interval.method === 'cqr' ? { method: 'split' as const } : {}),
    });
    if (y[i]! >= likely.lower && y[i]! <= likely.upper) likelyHits++;
    likelyWidth += (likely.upperAmount - likely.lowerAmount) / Math.abs(likely.amount || 1);
  });
  const metrics = computeHeldOutMetrics(y, pred, model.target.transform);
  const log = model.target.transform !== 'identity';
  const report = {
    rows: rows.length,
    mae: log ? metrics.maeOriginal : metrics.mae,
    maeLog: log ? metrics.mae : null,
    medianAbsolutePercentageError: metrics.medianApe,
    r2: metrics.r2,
    interval: { coverage, method: used, measuredCoverage: hits / rows.length, meanRelativeWidth: width / rows.length },
    likelyRange: { coverage: 0.5, measuredCoverage: likelyHits / rows.length, meanRelativeWidth: likelyWidth / rows.length },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

function runPredict(values: Record<string, unknown>): void {
  const model = readModel(requireOption(values, 'model'));
  const table = readTable(requireOption(values, 'data'), categoricalColumns(model));
  const coverage = readCoverage(values);
  const out = table.rows.map((row, i) => {
    const p = model.predictInterval(row, { coverage });
    return {
      row: i + 1,
      value: p.value,
      amount: p.amount,
      interval: { coverage, method: p.method, lower: p.lower, upper: p.upper, lowerAmount: p.lowerAmount, upperAmount: p.upperAmount },
    };
  });
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

function runExplain(values: Record<string, unknown>): void {
  const model = readModel(requireOption(values, 'model'));
  const table = readTable(requireOption(values, 'data'), categoricalColumns(model));
  const explainRow = (i: number): object => {
    const result = model.predictCase(table.rows[i]!);
    const contributions = Object.fromEntries(
      Object.entries(result.explanation.contributions).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])),
    );
    return {
      row: i + 1,
      baseValue: result.explanation.baseValue,
      prediction: result.prediction.value,
      amount: result.prediction.amount,
      contributions,
    };
  };
  if (values.row !== undefined) {
    const n = Number(values.row);
    if (!Number.isInteger(n) || n < 1 || n > table.rows.length)
      throw new UsageError(`--row must be between 1 and ${table.rows.length} (data rows, header excluded)`);
    process.stdout.write(`${JSON.stringify(explainRow(n - 1), null, 2)}\n`);
    return;
  }
  process.stdout.write(
    `${JSON.stringify(
      table.rows.map((_, i) => explainRow(i)),
      null,
      2,
    )}\n`,
  );
}

export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? 1 : 0;
  }
  try {
    const { values } = parseArgs({
      args: rest,
      options: {
        data: { type: 'string' },
        target: { type: 'string' },
        'log-target': { type: 'boolean' },
        model: { type: 'string' },
        out: { type: 'string' },
        row: { type: 'string' },
        seed: { type: 'string' },
        coverage: { type: 'string' },
        threads: { type: 'string' },
        'calibration-fraction': { type: 'string' },
        categorical: { type: 'string' },
        ignore: { type: 'string' },
        'target-statistics': { type: 'string' },
        loss: { type: 'string' },
        'interval-method': { type: 'string' },
      },
      strict: true,
    });
    if (command === 'train') await runTrain(values);
    else if (command === 'evaluate') runEvaluate(values);
    else if (command === 'predict') runPredict(values);
    else if (command === 'explain') runExplain(values);
    else throw new UsageError(`Unknown command "${command}"\n${USAGE}`);
    return 0;
  } catch (error) {
    const known =
      error instanceof UsageError ||
      error instanceof CsvError ||
      error instanceof ModelFileError ||
      error instanceof TrainingError ||
      (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS') === true);
    process.stderr.write(`casecast-ml: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
    return known ? 2 : 1;
  }
}

// Runs only as the program, not when a test imports runCli.
const invokedPath = process.argv[1] ?? '';
if (/cli\.(js|ts)$/.test(invokedPath) || invokedPath.endsWith('casecast-ml')) {
  process.exitCode = await runCli(process.argv.slice(2));
}
