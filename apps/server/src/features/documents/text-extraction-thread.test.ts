import { afterAll, describe, expect, it } from 'vitest';
import { createTextExtractionThread, ExtractionStoppedError } from './text-extraction-thread.js';
import type { ExtractionProgress } from './text-extraction.js';
import { makeScannedPdf, makeTextPdf } from './test/text-fixtures.js';

const extractor = createTextExtractionThread({ idleMs: 2000 });
afterAll(() => extractor.close());

describe('text extraction thread', () => {
  it('reads a scanned PDF in its own thread, reporting each page', async () => {
    const bytes = await makeScannedPdf([['Physical therapy notes'], ['Range of motion improved after twelve sessions']]);
    const progress: ExtractionProgress[] = [];
    const result = await extractor.extract({ bytes, fileType: 'application/pdf' }, (step) => void progress.push(step));
    expect(result.kind === 'pages' && result.pages.map((page) => page.ocr)).toEqual([true, true]);
    expect(result.kind === 'pages' && result.pages[1]!.text.toLowerCase()).toContain('sessions');
    expect(progress).toEqual([
      { pagesDone: 0, pages: 2 },
      { pagesDone: 1, pages: 2 },
      { pagesDone: 2, pages: 2 },
    ]);
  }, 60_000);

  it('answers a broken file with its error, and goes on reading the next one', async () => {
    await expect(extractor.extract({ bytes: Buffer.from('%PDF-1.7 broken'), fileType: 'application/pdf' })).rejects.toThrow();
    const result = await extractor.extract({ bytes: await makeTextPdf(['Settlement conference on Monday']), fileType: 'application/pdf' });
    expect(result).toEqual({ kind: 'pages', pages: [{ page: 1, text: 'Settlement conference on Monday', ocr: false }] });
  }, 60_000);

  it('refuses work once closed', async () => {
    const closing = createTextExtractionThread();
    await closing.close();
    await expect(closing.extract({ bytes: Buffer.from('text'), fileType: 'text/plain' })).rejects.toThrow(ExtractionStoppedError);
  });

  it('stops a document being read when the server stops, without calling the file unreadable', async () => {
    const stopping = createTextExtractionThread();
    const reading = stopping.extract({ bytes: await makeScannedPdf([['Stopped mid read']]), fileType: 'application/pdf' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopping.close();
    await expect(reading).rejects.toThrow(ExtractionStoppedError);
  });
});
