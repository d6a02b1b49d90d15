// The text extraction thread: parses PDFs, Word files and images and runs OCR (in a thread of its own, started from
// here), so reading a long document never blocks the server's event loop.
import { parentPort } from 'node:worker_threads';
import { createOcrEngine } from './ocr-engine.js';
import { extractDocumentText } from './text-extraction.js';
import type { ExtractionMessage, ExtractionRequest } from './text-extraction-messages.js';

const ocr = createOcrEngine();
const port = parentPort!;

port.on('message', ({ id, bytes, fileType }: ExtractionRequest) => {
  const send = (message: ExtractionMessage) => port.postMessage(message);
  void extractDocumentText({ bytes, fileType, ocr, onProgress: (progress) => send({ id, kind: 'progress', progress }) }).then(
    (result) => send({ id, kind: 'done', result }),
    (error: unknown) => send({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
