import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerTimeoutError, type WorkerPool } from './worker-pool.js';
import type { TestResult, TestTask } from '../test/pool-test-worker.js';

const script = new URL('../test/pool-test-worker.ts', import.meta.url);
let pool: WorkerPool<TestTask, TestResult, { sent: number }> | null = null;
const start = (size: number) =>
  (pool = createWorkerPool<TestTask, TestResult, { sent: number }>({ script, size, createState: () => ({ sent: 0 }), name: 'test' }));

afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the worker pool', () => {
  it('runs tasks on its threads side by side and answers each with its own result', async () => {
    const threads = start(2);
    const results = await Promise.all([1, 2, 3, 4].map((value) => threads.run(() => ({ value, waitMs: 50 }))));
    expect(results.map((result) => result.square)).toEqual([1, 4, 9, 16]);
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
  });

  it('keeps per-thread state for the caller, so a thread is sent something only once', async () => {
    const threads = start(1);
    const sentBefore: number[] = [];
    for (const value of [1, 2, 3]) {
      await threads.run((slot) => {
        sentBefore.push(slot.state.sent);
        slot.state.sent += 1;
        return { value };
      });
    }
    expect(sentBefore).toEqual([0, 1, 2]);
  });

  it('fails a task its worker refused, and replaces a thread that stopped so later tasks still run', async () => {
    const threads = start(1);
    await expect(threads.run(() => ({ value: 3, fail: true }))).rejects.toThrow('cannot square 3');
    const first = await threads.run(() => ({ value: 2 }));
    await expect(threads.run(() => ({ value: 1, crash: true }))).rejects.toThrow('The test worker stopped (exit code 3)');
    let fresh = 0;
    const after = await threads.run((slot) => {
      fresh = slot.state.sent;
      return { value: 5 };
    });
    expect(after.square).toBe(25);
    expect(after.threadId).not.toBe(first.threadId);
    expect(fresh).toBe(0);
  });

  it('ends a thread whose task runs past its time limit, and runs the next task on a new thread', async () => {
    const threads = start(1);
    const first = await threads.run(() => ({ value: 2 }));
    const stuck = threads.run(() => ({ value: 3, spinMs: 60_000 }), { timeoutMs: 200 });
    const next = threads.run(() => ({ value: 4 }));
    await expect(stuck).rejects.toBeInstanceOf(WorkerTimeoutError);
    const after = await next;
    expect(after.square).toBe(16);
    expect(after.threadId).not.toBe(first.threadId);
    expect(threads.pending()).toBe(0);
  });

  it('refuses waiting and new tasks once closed', async () => {
    const threads = start(1);
    const running = expect(threads.run(() => ({ value: 1, waitMs: 200 }))).rejects.toThrow('closed');
    const waiting = expect(threads.run(() => ({ value: 2 }))).rejects.toThrow('closed');
    await threads.close();
    await running;
    await waiting;
    await expect(threads.run(() => ({ value: 3 }))).rejects.toThrow('closed');
  });
});
