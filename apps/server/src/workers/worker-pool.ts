// A small pool of worker threads for CPU work on request paths (predictions and their explanations), so it never blocks the event loop.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What a worker script receives: a task id and the task; it answers with the same id. */
export type PoolRequest<Task> = { id: number; task: Task };
export type PoolResponse<Result> = { id: number; ok: true; result: Result } | { id: number; ok: false; message: string };

/**
 * One worker as the caller sees it when building a task: `state` lives as long as the thread does (a new
 * thread after a crash starts with a fresh one), so a caller can remember what it already sent there.
 */
export type PoolSlot<State> = { readonly index: number; readonly state: State };

export type WorkerPool<Task, Result, State> = {
  readonly size: number;
  /**
   * Runs a task on the first idle worker (in arrival order); build makes the message for that worker. With
   * timeoutMs, a task still running after that long is failed with a WorkerTimeoutError and its thread is ended
   * (a new one takes its place), so no task holds a thread for longer.
   */
  run: (build: (slot: PoolSlot<State>) => Task, options?: { timeoutMs?: number }) => Promise<Result>;
  /** Tasks running or waiting. */
  pending: () => number;
  close: () => Promise<void>;
};

/** One worker for each core but one (the event loop's), at least one, at most four. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Starts the worker script next to the calling module: the built .js, or the .ts source during development
 * and tests, where the thread first registers tsx and resolves the workspace packages to their sources.
 */
export function spawnWorker(script: URL): Worker {
  const js = new URL(script.href.replace(/\.ts$/, '.js'));
  if (existsSync(fileURLToPath(js))) return new Worker(js);
  const ts = new URL(script.href.replace(/\.js$/, '.ts'));
  if (!existsSync(fileURLToPath(ts))) throw new Error(`Worker script ${fileURLToPath(js)} not found`);
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ts.href)}); });`;
  return new Worker(code, { eval: true, execArgv: ['--conditions=source'] });
}

type Job<Task, Result, State> = {
  build: (slot: PoolSlot<State>) => Task;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  timeoutMs?: number;
  timer?: NodeJS.Timeout;
};

/** A task ran past its time limit; its thread was ended. */
export class WorkerTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The task did not finish within ${timeoutMs} ms`);
    this.name = 'WorkerTimeoutError';
  }
}

type Thread<Task, Result, State> = { worker: Worker; slot: PoolSlot<State>; job: Job<Task, Result, State> | null; id: number };

export function createWorkerPool<Task, Result, State>(options: {
  script: URL;
  size?: number;
  createState: () => State;
  name: string;
}): WorkerPool<Task, Result, State> {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const threads: Array<Thread<Task, Result, State> | null> = Array.from({ length: size }, () => null);
  const queue: Array<Job<Task, Result, State>> = [];
  let nextId = 1;
  let closed = false;

  const start = (index: number): Thread<Task, Result, State> => {
    const thread: Thread<Task, Result, State> = {
      worker: spawnWorker(options.script),
      slot: { index, state: options.createState() },
      job: null,
      id: 0,
    };
    // An idle pool never keeps the process alive; a running task does.
    thread.worker.unref();
    thread.worker.on('message', (message: PoolResponse<Result>) => {
      const job = thread.job;
      if (!job || message.id !== thread.id) return;
      clearTimeout(job.timer);
      thread.job = null;
      thread.worker.unref();
      if (message.ok) job.resolve(message.result);
      else job.reject(new Error(message.message));
      dispatch();
    });
    const fail = (error: Error) => {
      if (threads[index] !== thread) return;
      threads[index] = null;
      const job = thread.job;
      thread.job = null;
      clearTimeout(job?.timer);
      job?.reject(error);
      dispatch();
    };
    thread.worker.on('error', (error) => fail(error));
    thread.worker.on('exit', (code) => fail(new Error(`The ${options.name} worker stopped (exit code ${code})`)));
    threads[index] = thread;
    return thread;
  };

  /** Ends a thread whose task ran too long: its slot is freed first, so its exit fails nothing else. */
  const timeOut = (index: number, thread: Thread<Task, Result, State>, job: Job<Task, Result, State>) => {
    if (thread.job !== job) return;
    threads[index] = null;
    thread.job = null;
    job.reject(new WorkerTimeoutError(job.timeoutMs!));
    void thread.worker.terminate();
    dispatch();
  };

  const dispatch = () => {
    while (queue.length > 0 && !closed) {
      let index = threads.findIndex((thread) => thread !== null && thread.job === null);
      if (index < 0) index = threads.indexOf(null);
      if (index < 0) return;
      const thread = threads[index] ?? start(index);
      const job = queue.shift()!;
      let task: Task;
      try {
        task = job.build(thread.slot);
      } catch (error) {
        job.reject(error as Error);
        continue;
      }
      thread.job = job;
      thread.id = nextId++;
      thread.worker.ref();
      thread.worker.postMessage({ id: thread.id, task } satisfies PoolRequest<Task>);
      if (job.timeoutMs !== undefined) job.timer = setTimeout(() => timeOut(index, thread, job), job.timeoutMs);
    }
  };

  return {
    size,
    run: (build, runOptions = {}) =>
      new Promise<Result>((resolve, reject) => {
        if (closed) return reject(new Error(`The ${options.name} pool is closed`));
        queue.push({ build, resolve, reject, timeoutMs: runOptions.timeoutMs });
        dispatch();
      }),
    pending: () => queue.length + threads.filter((thread) => thread?.job).length,
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error(`The ${options.name} pool is closed`));
      await Promise.all(
        threads.map(async (thread, index) => {
          if (!thread) return;
          threads[index] = null;
          clearTimeout(thread.job?.timer);
          thread.job?.reject(new Error(`The ${options.name} pool is closed`));
          await thread.worker.terminate();
        }),
      );
    },
  };
}
