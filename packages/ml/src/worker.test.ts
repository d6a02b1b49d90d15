import { describe, expect, it } from 'vitest';
import { generateSyntheticCases } from './synthetic.js';
import { trainModel } from './train.js';
import type { ProgressEvent } from './train.js';
import { trainInWorker } from './worker-client.js';

const data = generateSyntheticCases({ rows: 1200, seed: 8 });
const options = { target: 'settlement', targetTransform: 'log' as const, forest: { nTrees: 16 }, gbm: { maxIterations: 60 }, seed: 3 };

describe('trainInWorker', () => {
  it('trains on worker threads with progress and gives the same model as training in-process', async () => {
    const events: ProgressEvent[] = [];
    const model = await trainInWorker(data, { ...options, threads: 2, onProgress: (e) => events.push(e) });
    expect(events.length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ stage: 'done', fraction: 1 });
    for (let k = 1; k < events.length; k++) expect(events[k]!.fraction).toBeGreaterThanOrEqual(events[k - 1]!.fraction);
    expect(new Set(events.map((e) => e.stage))).toContain('forest');
    // Per-tree seeds make the result independent of which thread grew which tree.
    const local = await trainModel(data, options);
    for (const row of data.rows.slice(0, 20)) expect(model.predict(row).value).toBe(local.predict(row).value);
  });

  // How soon it stops is measured by `npm run bench startup`, not here.
  it('stops when the signal aborts, and reports no progress after that', async () => {
    const controller = new AbortController();
    const big = generateSyntheticCases({ rows: 20000, seed: 9 });
    let afterAbort = 0;
    const promise = trainInWorker(big, {
      target: 'settlement',
      targetTransform: 'log',
      signal: controller.signal,
      onProgress: () => {
        if (controller.signal.aborted) afterAbort++;
        controller.abort();
      },
    });
    await expect(promise).rejects.toThrow(/cancelled/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(afterAbort).toBe(0);
  });

  it('reports a training error from the worker', async () => {
    await expect(trainInWorker(data, { target: 'missing_column' })).rejects.toThrow(/Target column "missing_column" not found/);
  });
});
