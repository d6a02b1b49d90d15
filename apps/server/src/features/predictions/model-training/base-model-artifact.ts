// The base model built ahead of time: `npm run build` trains it (same seeds, same data, same model) and
// writes it beside the compiled server, so a fresh start has predictions within seconds instead of
// waiting for a training run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadModel, saveModel, trainInWorker, type Model } from '@casecast/ml';
import { buildTrainingTable, generateSyntheticExamples } from '../training-data.js';
import { measureModel, type Measured } from './model-evaluation.js';
import { CALIBRATION_ROWS, CALIBRATION_SEED, ENGINE_OPTIONS, SYNTHETIC_SEED } from './training-settings.js';

const FORMAT = 'casecast-base-model';
// 2: intervals by normalised conformal and an evaluation per confidence label, and synthetic cases that lose value
// facts at random (withMissingFacts); 3: cases masked by stage (intake, treating, demand), ranges calibrated per band of
// missing facts, the value before the policy limit learned and no insurance_limits feature; older files are rebuilt.
const FORMAT_VERSION = 3;

export type BaseModelArtifact = {
  format: typeof FORMAT;
  formatVersion: typeof FORMAT_VERSION;
  /** Synthetic settled cases it learned from (BASE_MODEL_ROWS when built). */
  rows: number;
  seed: number;
  /** Its error on the common calibration set, as a trained base model's card shows it. */
  evaluation: Measured;
  modelFile: string;
};

/** The base model as a training run would make it: the same synthetic cases, seeds and engine options. */
export async function trainBaseModel(rows: number, threads: number): Promise<{ model: Model; evaluation: Measured }> {
  const model = await trainInWorker(buildTrainingTable(generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows })), {
    ...ENGINE_OPTIONS,
    threads,
  });
  return { model, evaluation: measureModel(model, generateSyntheticExamples({ seed: CALIBRATION_SEED, rows: CALIBRATION_ROWS })) };
}

export async function writeBaseModelArtifact(path: string, options: { rows: number; threads: number }): Promise<BaseModelArtifact> {
  const { model, evaluation } = await trainBaseModel(options.rows, options.threads);
  const artifact: BaseModelArtifact = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    rows: options.rows,
    seed: SYNTHETIC_SEED,
    evaluation,
    modelFile: saveModel(model),
  };
  writeFileSync(path, JSON.stringify(artifact));
  return artifact;
}

/**
 * The built base model when there is one for this many rows and seed, loaded and checked; otherwise
 * null and the server trains one (a missing, older or unreadable file is never an error).
 */
export function readBaseModelArtifact(path: string | null, rows: number): { artifact: BaseModelArtifact; model: Model } | null {
  if (!path || !existsSync(path)) return null;
  try {
    const artifact = JSON.parse(readFileSync(path, 'utf8')) as BaseModelArtifact;
    if (
      artifact.format !== FORMAT ||
      artifact.formatVersion !== FORMAT_VERSION ||
      artifact.rows !== rows ||
      artifact.seed !== SYNTHETIC_SEED
    )
      return null;
    return { artifact, model: loadModel(artifact.modelFile) };
  } catch {
    return null;
  }
}
