// The messages between the text extraction thread and the server (a module of its own, so the thread never imports
// the module that starts it).
import type { ExtractionProgress, ExtractionResult } from './text-extraction.js';

export type ExtractionRequest = { id: number; bytes: Uint8Array; fileType: string };

export type ExtractionMessage =
  | { id: number; kind: 'progress'; progress: ExtractionProgress }
  | { id: number; kind: 'done'; result: ExtractionResult }
  | { id: number; kind: 'failed'; message: string };
