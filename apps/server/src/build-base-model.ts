// Run by `npm run build` after compiling: trains the base prediction model once, deterministically, and
// writes dist/base-model.json, which a fresh server loads instead of training.
import { loadTrainingSettings } from './features/predictions/model-training/training-settings.js';
import { writeBaseModelArtifact } from './features/predictions/model-training/base-model-artifact.js';

const settings = loadTrainingSettings({ ...process.env, BASE_MODEL_TRAINING: 'on-start' });
const started = Date.now();
// Always the default place, whatever BASE_MODEL_FILE says: the server looks there when it is unset.
const artifact = await writeBaseModelArtifact(new URL('./base-model.json', import.meta.url).pathname, { rows: settings.baseModelRows, threads: settings.threads });
console.log(`base model: ${artifact.rows} synthetic cases, held-out median error ${(artifact.evaluation.medianApe * 100).toFixed(1)}%, built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
