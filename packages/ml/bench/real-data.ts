// Real-data benchmark: the casecast-ml CLI on raw public claim CSVs (train, then evaluate) against scikit-learn and XGBoost.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv, readCsvTable } from '../src/csv.js';
import { chooseTargetStatisticColumns } from '../src/target-statistic-columns.js';
import { REAL_DATA_SEED, REAL_DATA_TEST_FRACTION, splitRealData } from './real-data-split.js';

const here = dirname(fileURLToPath(import.meta.url));
const PYTHON = '/usr/bin/python3';
const argument = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
// --threads=1 trains on one thread (the CLI's default is 2); --only=AutoBi runs one data set; --quick runs only the
// default and the anchors; --seed=N draws another split (to see how much the table moves; the published one is the default).
const threads = argument('threads') ?? '2';
const only = argument('only');
const quick = process.argv.includes('--quick');
const seed = Number(argument('seed') ?? REAL_DATA_SEED);

/** A data set as a user would describe it to `train`: the file, the target, and the columns whose number codes are categories. */
type RealDataSet = { name: string; file: string; target: string; categorical: string[]; about: string };

const DATA_SETS: RealDataSet[] = [
  {
    name: 'AutoBi',
    file: 'auto-bi.csv',
    target: 'LOSS',
    categorical: ['ATTORNEY', 'CLMSEX', 'MARITAL', 'CLMINSUR', 'SEATBELT'],
    about: 'bodily-injury claims, loss in $ thousands',
  },
  { name: 'AutoClaims', file: 'auto-claims.csv', target: 'PAID', categorical: [], about: 'closed auto claims, amount paid in $' },
];

/** What `casecast-ml evaluate` prints (the fields the table reads). */
type Evaluation = {
  maeLog: number;
  medianAbsolutePercentageError: number;
  interval: { method: string; measuredCoverage: number; meanRelativeWidth: number };
  likelyRange: { measuredCoverage: number; meanRelativeWidth: number };
};

type Row = { model: string; maeLog: number; medianApe: number; c95: number; w95: number; c50: number; w50: number };

/** Each engine row: extra `train` flags and extra `evaluate` flags against the default (no flags). */
type Variant = { name: string; train: string[]; evaluate: string[] };

const VARIANTS: Variant[] = [
  { name: 'ours: default (ensemble, log target)', train: [], evaluate: [] },
  {
    name: 'lever: target statistics, categoricals with 10+ levels (--target-statistics auto)',
    train: ['--target-statistics', 'auto'],
    evaluate: [],
  },
  { name: 'lever: absolute loss in the GBM (--loss absolute)', train: ['--loss', 'absolute'], evaluate: [] },
  {
    name: 'lever: interval method chosen on calibration rows (--interval-method auto)',
    train: [],
    evaluate: ['--interval-method', 'auto'],
  },
  { name: 'lever: 20% held out to calibrate (--calibration-fraction 0.2)', train: ['--calibration-fraction', '0.2'], evaluate: [] },
  {
    name: 'levers together: target statistics + absolute loss + chosen interval',
    train: ['--target-statistics', 'auto', '--loss', 'absolute'],
    evaluate: ['--interval-method', 'auto'],
  },
  // The ensemble may give its GBM little weight; the GBM alone shows what the loss does to the boosted model itself.
  { name: 'GBM alone (--model gbm)', train: ['--model', 'gbm'], evaluate: [] },
  { name: 'GBM alone, absolute loss (--model gbm --loss absolute)', train: ['--model', 'gbm', '--loss', 'absolute'], evaluate: [] },
];

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

function quoteCsv(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes the raw cells of the chosen data rows, header first: the split changes no value. */
function writeRows(path: string, header: string[], records: string[][], rows: number[]): void {
  writeFileSync(path, [header, ...rows.map((i) => records[i]!)].map((fields) => fields.map(quoteCsv).join(',')).join('\n') + '\n');
}

function runCli(args: string[]): string {
  return execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(here, '..', 'src', 'cli.ts'), ...args], {
    encoding: 'utf8',
    cwd: join(here, '..'),
    maxBuffer: 1 << 26,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function measureDataSet(set: RealDataSet, tmp: string): Promise<string[]> {
  const text = readFileSync(join(here, 'data', 'real', set.file), 'utf8');
  const records = parseCsv(text).map((r) => r.fields);
  const header = records[0]!;
  const body = records.slice(1);
  const split = splitRealData(body.length, seed);
  const trainPath = join(tmp, `${set.name}-train.csv`);
  const testPath = join(tmp, `${set.name}-test.csv`);
  writeRows(trainPath, header, body, split.train);
  writeRows(testPath, header, body, split.test);
  log(`${set.name} (${set.about}): ${split.train.length} train / ${split.test.length} test rows (seed ${seed}), target log(${set.target})`);

  const trainTable = readCsvTable(readFileSync(trainPath, 'utf8'), { categorical: set.categorical });
  const statisticColumns = chooseTargetStatisticColumns(trainTable, set.target);
  const base = [
    '--data',
    trainPath,
    '--target',
    set.target,
    '--log-target',
    '--threads',
    threads,
    ...(set.categorical.length > 0 ? ['--categorical', set.categorical.join(',')] : []),
  ];
  const rows: Row[] = [];
  const models = new Map<string, string>();
  for (const variant of quick ? VARIANTS.slice(0, 1) : VARIANTS) {
    const key = variant.train.join(' ');
    let modelPath = models.get(key);
    let name = variant.name;
    if (variant.train.includes('auto') && statisticColumns.length === 0) name += ' [no column qualifies: as default]';
    else if (variant.train.includes('auto')) name += ` [${statisticColumns.join(', ')}]`;
    if (modelPath === undefined) {
      modelPath = join(tmp, `${set.name}-${models.size}.json`);
      log(`  train ${variant.train.join(' ') || '(default)'}...`);
      runCli(['train', ...base, ...variant.train, '--out', modelPath]);
      models.set(key, modelPath);
    }
    const result = JSON.parse(runCli(['evaluate', '--model', modelPath, '--data', testPath, ...variant.evaluate])) as Evaluation;
    if (variant.evaluate.includes('auto')) name += ` [chose ${result.interval.method}]`;
    rows.push({
      model: name,
      maeLog: result.maeLog,
      medianApe: result.medianAbsolutePercentageError,
      c95: result.interval.measuredCoverage,
      w95: result.interval.meanRelativeWidth,
      c50: result.likelyRange.measuredCoverage,
      w50: result.likelyRange.meanRelativeWidth,
    });
  }

  const features = trainTable.columns.filter((c) => c.name !== set.target);
  const specPath = join(tmp, `${set.name}-spec.json`);
  writeFileSync(
    specPath,
    JSON.stringify({
      target: set.target,
      numeric: features.filter((c) => c.kind === 'numeric').map((c) => c.name),
      categorical: features.filter((c) => c.kind === 'categorical').map((c) => c.name),
    }),
  );
  log('  anchors: scikit-learn RF and HistGBR, XGBoost...');
  const out = execFileSync(PYTHON, [join(here, 'reference.py'), 'real', trainPath, testPath, specPath], {
    encoding: 'utf8',
    env: { ...process.env, OMP_NUM_THREADS: threads },
  });
  type Anchor = { maeLog: number; medianApe: number } & Record<'0.95' | '0.5', { measuredCoverage: number; meanRelativeWidth: number }>;
  const anchors = JSON.parse(out.trim().split('\n').at(-1)!) as Record<'random_forest' | 'hist_gbr' | 'xgboost', Anchor>;
  const anchorNames = {
    random_forest: 'scikit-learn RandomForest (100 trees, leaf 20, depth 12)',
    hist_gbr: 'scikit-learn HistGradientBoosting (early stopping)',
    xgboost: 'XGBoost (400 trees, depth 6, lr 0.05)',
  } as const;
  const anchorRows: Row[] = (Object.keys(anchorNames) as Array<keyof typeof anchorNames>).map((k) => {
    const a = anchors[k];
    return {
      model: `anchor: ${anchorNames[k]}, split conformal`,
      maeLog: a.maeLog,
      medianApe: a.medianApe,
      c95: a['0.95'].measuredCoverage,
      w95: a['0.95'].meanRelativeWidth,
      c50: a['0.5'].measuredCoverage,
      w50: a['0.5'].meanRelativeWidth,
    };
  });
  const mean = (f: (r: Row) => number): number => anchorRows.reduce((s, r) => s + f(r), 0) / anchorRows.length;
  const anchorMean: Row = {
    model: 'anchor mean (the three anchors)',
    maeLog: mean((r) => r.maeLog),
    medianApe: mean((r) => r.medianApe),
    c95: mean((r) => r.c95),
    w95: mean((r) => r.w95),
    c50: mean((r) => r.c50),
    w50: mean((r) => r.w50),
  };
  const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;
  return [...rows, ...anchorRows, anchorMean].map(
    (r) =>
      `| ${set.name} | ${r.model} | ${r.maeLog.toFixed(4)} | ${(r.maeLog / anchorMean.maeLog).toFixed(3)} | ${pct(r.medianApe)} | ${pct(r.c95)} | ${r.w95.toFixed(2)} | ${pct(r.c50)} | ${r.w50.toFixed(2)} |`,
  );
}

const probe = spawnSync(PYTHON, ['-c', 'import sklearn, xgboost, pandas'], { encoding: 'utf8' });
if (probe.status !== 0) {
  log('scikit-learn, XGBoost or pandas is missing for /usr/bin/python3 (apt-get install python3-sklearn python3-xgboost python3-pandas)');
  process.exit(1);
}
const tmp = mkdtempSync(join(tmpdir(), 'casecast-ml-real-'));
try {
  const lines = [
    `Real data (packages/ml/bench/data/real, insuranceData via Rdatasets): one seeded split (seed ${seed}), ${REAL_DATA_TEST_FRACTION * 100}% test. Ours: \`casecast-ml train\` on the raw training CSV, \`evaluate\` on the raw test CSV.`,
    'log-MAE: mean |log(pred) − log(actual)|; widths: (upper − lower) / predicted amount; anchors fitted on log(target), intervals by split conformal on 20% of the training rows.',
    '',
    '| data set | model | log-MAE | / anchor mean | median relative error | 95%: coverage | 95%: mean relative width | 50%: coverage | 50%: mean relative width |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const set of DATA_SETS.filter((s) => only === undefined || s.name.toLowerCase() === only.toLowerCase() || s.file.startsWith(only))) {
    process.stdout.write(`${(await measureDataSet(set, tmp)).join('\n')}\n`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
