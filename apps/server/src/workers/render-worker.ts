// A document render thread: imports the renderer module it is told (once, then cached by the module system) and runs it,
// so building a long PDF or a large calendar never blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import type { PoolRequest, PoolResponse } from './worker-pool.js';
import type { RenderResult, RenderTask } from './render-messages.js';

type Renderer = (input: unknown) => Promise<Uint8Array | string> | Uint8Array | string;

parentPort!.on('message', ({ id, task }: PoolRequest<RenderTask>) => {
  void render(task).then(
    (result) => parentPort!.postMessage({ id, ok: true, result } satisfies PoolResponse<RenderResult>),
    (error: unknown) => {
      // A cap is an answer, not a failure: the caller turns it into a 422.
      const response: PoolResponse<RenderResult> =
        error instanceof Error && error.name === 'RenderLimitError'
          ? { id, ok: true, result: { kind: 'limit', message: error.message } }
          : { id, ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort!.postMessage(response);
    },
  );
});

async function render(task: RenderTask): Promise<RenderResult> {
  const module = (await import(task.moduleUrl)) as Record<string, unknown>;
  const renderer = module[task.exportName];
  if (typeof renderer !== 'function') throw new Error(`${task.moduleUrl} exports no renderer ${task.exportName}`);
  const output = await (renderer as Renderer)(task.input);
  return typeof output === 'string' ? { kind: 'text', text: output } : { kind: 'bytes', bytes: output };
}
