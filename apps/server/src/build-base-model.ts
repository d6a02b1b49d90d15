// Run from source by `npm run build`, beside the compiler (scripts/build.mjs; not compiled itself): trains the base
// prediction model once, deterministically, and writes dist/base-model.json, which a fresh server loads instead.
import { loadTrainingSettings } from './features/predictions/model-training/training-settings.js';
import { BASE_MODEL_MEDIAN_ERROR, formatPercent } from '@casecast/domain';
import { writeBaseModelArtifact } from './features/predictions/model-training/base-model-artifact.js';

const settings = loadTrainingSettings({ ...process.env, BASE_MODEL_TRAINING: 'on-start' });
const started = Date.now();
// Always the default place (../dist from src), whatever BASE_MODEL_FILE says: the server looks there when it is unset.
const artifact = await writeBaseModelArtifact(new URL('../dist/base-model.json', import.meta.url).pathname, {
  rows: settings.baseModelRows,
  threads: settings.threads,
});
console.log(
  `base model: ${artifact.rows} synthetic cases, median absolute % error on held-out cases ${formatPercent(artifact.evaluation.medianApe)}, built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
// The landing page states the base model's figure; a model that errs differently must not ship under an old claim.
if (artifact.rows === 25_000 && formatPercent(artifact.evaluation.medianApe) !== formatPercent(BASE_MODEL_MEDIAN_ERROR)) {
  console.error(
    `The base model's error is now ${formatPercent(artifact.evaluation.medianApe)}; set BASE_MODEL_MEDIAN_ERROR in packages/domain/src/predictions/model-error.ts to ${artifact.evaluation.medianApe.toFixed(3)}.`,
  );
  process.exit(1);
}
process.exit(0);
