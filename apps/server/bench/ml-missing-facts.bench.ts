// The base model's ranges by how many value facts a case misses (0, 1-2, 3-5, 6+): coverage and width of the 95% and
// likely (50%) ranges on held-out synthetic cases seen at every stage (`npm run bench ml`; docs/predictions.md).
import { fileURLToPath } from 'node:url';
import { formatPercent } from '@casecast/domain';
import { generateSyntheticExamples } from '../src/features/predictions/training-data.js';
import { readBaseModelArtifact, trainBaseModel } from '../src/features/predictions/model-training/base-model-artifact.js';
import { measureModel } from '../src/features/predictions/model-training/model-evaluation.js';
import { CALIBRATION_SEED } from '../src/features/predictions/model-training/training-settings.js';

const ROWS = Number(process.env.BASE_MODEL_ROWS ?? 25_000);
/** Far more held-out cases than the card's 2,000: each band's coverage is then measured to about ±0.7% (one SE). */
const HELD_OUT = Number(process.env.BENCH_HELD_OUT ?? 30_000);

async function main(): Promise<void> {
  const started = Date.now();
  // The model `npm run build` made (the one a fresh start serves), else the same one trained here.
  const built = readBaseModelArtifact(fileURLToPath(new URL('../dist/base-model.json', import.meta.url)), ROWS);
  const model = built?.model ?? (await trainBaseModel(ROWS, 2)).model;
  const measured = measureModel(
    model,
    generateSyntheticExamples({ seed: Number(process.env.BENCH_SEED ?? CALIBRATION_SEED), rows: HELD_OUT }),
  );
  console.log(
    `Base model (${ROWS.toLocaleString('en-US')} synthetic cases, ${built ? 'the built dist/base-model.json' : 'trained now'}) on ${measured.n.toLocaleString('en-US')} held-out synthetic cases of another seed, by value facts missing (countMissingValueFacts):\n`,
  );
  console.log(
    '| facts missing | cases | 95% range: coverage | 95%: mean relative width | likely (50%): coverage | 50%: mean relative width |',
  );
  console.log('|---|---|---|---|---|---|');
  const pct = (value: number | null) => (value === null ? '—' : formatPercent(value));
  const num = (value: number | null) => (value === null ? '—' : value.toFixed(2));
  for (const band of measured.byFactsMissing ?? [])
    console.log(
      `| ${band.band} | ${band.n} | ${pct(band.rangeCoverage)} | ${num(band.rangeWidth)} | ${pct(band.likelyCoverage)} | ${num(band.likelyWidth)} |`,
    );
  console.log(`| all | ${measured.n} | ${pct(measured.rangeCoverage)} | | ${pct(measured.likelyCoverage)} | |`);
  console.log(
    `\nTargets: 95% coverage 94–96% and 50% coverage 48–52% in every band, widths growing with what is missing. Median absolute % error ${pct(measured.medianApe)}; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

await main();
