// Vitest setup file for the node project: whatever a test file sets in process.env is undone after it. The project's
// workers run many files one after another in one process (isolate: false), so a file that turned on base-model
// training (BASE_MODEL_TRAINING=on-start) used to leave every later file's test apps in that worker training a model.
import { afterAll } from 'vitest';
import { snapshotEnvironment } from './environment.js';

afterAll(snapshotEnvironment());
