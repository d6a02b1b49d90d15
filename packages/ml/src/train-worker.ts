// Worker thread entry: trains a model; its forest is shared with a helper thread (forest-worker.ts) when two cores are free.
import { availableParallelism } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { saveModel } from './model-file.js';
import { runForestOnHelper } from './forest-parallel.js';
import { trainModel } from './train.js';
import type { CoordinatorData, WorkerMessage } from './worker-messages.js';

async function runCoordinator(data: CoordinatorData): Promise<void> {
  const useHelper = data.threads >= 2 && availableParallelism() >= 2;
  let lastSent = -1;
  let lastStage = '';
  const model = await trainModel(
    data.table,
    {
      ...data.options,
      onProgress: (event) => {
        // Throttled: a message per percent is plenty for a progress bar.
        if (event.fraction - lastSent < 0.01 && event.stage === lastStage) return;
        lastSent = event.fraction;
        lastStage = event.stage;
        parentPort!.postMessage({ type: 'progress', stage: event.stage, fraction: event.fraction } satisfies WorkerMessage);
      },
    },
    useHelper ? runForestOnHelper : undefined,
  );
  parentPort!.postMessage({ type: 'result', model: saveModel(model) } satisfies WorkerMessage);
}

try {
  await runCoordinator(workerData as CoordinatorData);
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  parentPort!.postMessage({ type: 'error', name: e.name, message: e.message } satisfies WorkerMessage);
}
