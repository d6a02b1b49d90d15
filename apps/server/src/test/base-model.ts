// The base model a test app starts with: the one `npm run build` trained and wrote, when the build is newer than every
// source it comes from, as a real install loads it; otherwise a model trained when the app starts.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isStale, workspaces } from '../../../../scripts/lib/workspaces.mjs';

/** The rows `npm run build` trains the base model on: the server's default, BASE_MODEL_ROWS unset. */
const BUILT_MODEL_ROWS = 25_000;
const builtModel = fileURLToPath(new URL('../../dist/base-model.json', import.meta.url));

/**
 * Sets the environment of the test apps this file starts (test/restore-env.ts puts it back after the file): the built
 * model when it is up to date (`npm test` builds first), else training one of `rowsToTrain` synthetic cases at start.
 * Answers which, for a test whose figures depend on it.
 */
export function startWithBuiltBaseModel(rowsToTrain: number): 'built' | 'trained' {
  process.env.BASE_MODEL_TRAINING = 'on-start';
  const modelWorkspaces = workspaces.filter((workspace) => workspace.dir !== 'apps/web');
  if (existsSync(builtModel) && !modelWorkspaces.some(isStale)) {
    process.env.BASE_MODEL_ROWS = String(BUILT_MODEL_ROWS);
    process.env.BASE_MODEL_FILE = builtModel;
    return 'built';
  }
  process.env.BASE_MODEL_ROWS = String(rowsToTrain);
  delete process.env.BASE_MODEL_FILE;
  return 'trained';
}
