// The messages between the document render pool and its worker threads (a module of its own, so the worker never
// imports the pool), and the error a renderer throws when a document passes one of its caps.

/** A render: the module (its own import.meta.url) and the exported function that turns the input into the document. */
export type RenderTask = { moduleUrl: string; exportName: string; input: unknown };

/**
 * The document's bytes (a PDF) or text (an iCalendar file), or why it was refused: a cap it passed (what to trim) or
 * its input (text its fonts cannot draw), answered as a 422 with this code and message.
 */
export type RenderResult =
  { kind: 'bytes'; bytes: Uint8Array } | { kind: 'text'; text: string } | { kind: 'refused'; code: string; message: string };

/** Thrown by a renderer past a cap (pages, rows): the request gets a 422 with this message, never a truncated document. */
export class RenderLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderLimitError';
  }
}
