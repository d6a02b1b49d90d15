// A worker for the worker pool's tests: answers with the square of a number and its thread id, or stops its thread when asked to.
import { parentPort, threadId } from 'node:worker_threads';
import type { PoolRequest, PoolResponse } from '../workers/worker-pool.js';

/** spinMs: keeps the thread busy that long before answering (a CPU-bound task that never yields). */
export type TestTask = { value: number; waitMs?: number; spinMs?: number; crash?: boolean; fail?: boolean };
export type TestResult = { square: number; threadId: number };

parentPort!.on('message', ({ id, task }: PoolRequest<TestTask>) => {
  if (task.crash) process.exit(3);
  if (task.spinMs) for (const until = Date.now() + task.spinMs; Date.now() < until;);
  const answer = () => {
    const response: PoolResponse<TestResult> = task.fail
      ? { id, ok: false, message: `cannot square ${task.value}` }
      : { id, ok: true, result: { square: task.value * task.value, threadId } };
    parentPort!.postMessage(response);
  };
  if (task.waitMs) setTimeout(answer, task.waitMs);
  else answer();
});
