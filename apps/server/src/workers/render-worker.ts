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
      // A cap or input the document cannot print is an answer, not a failure: the caller turns it into a 422.
      const refused = refusal(error);
      const response: PoolResponse<RenderResult> = refused
        ? { id, ok: true, result: { kind: 'refused', ...refused } }
        : { id, ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort!.postMessage(response);
    },
  );
});

/** A RenderLimitError, or an AppError with status 422 from the renderer's own checks, as code and message. */
function refusal(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'RenderLimitError') return { code: 'DOCUMENT_TOO_LARGE', message: error.message };
  const { status, code } = error as Error & { status?: unknown; code?: unknown };
  if (error.name === 'AppError' && status === 422 && typeof code === 'string') return { code, message: error.message };
  return null;
}

async function render(task: RenderTask): Promise<RenderResult> {
  const module = (await import(task.moduleUrl)) as Record<string, unknown>;
  const renderer = module[task.exportName];
  if (typeof renderer !== 'function') throw new Error(`${task.moduleUrl} exports no renderer ${task.exportName}`);
  const output = await (renderer as Renderer)(task.input);
  return typeof output === 'string' ? { kind: 'text', text: output } : { kind: 'bytes', bytes: output };
}
