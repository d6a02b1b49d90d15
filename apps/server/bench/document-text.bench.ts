// Reading documents for search: pages a second read from a PDF's text layer, and by OCR from a scanned PDF (each
// page a JPEG of about 20 lines, as a scanner stores it) and from a photo (PNG), in the extraction thread as the
// server runs it (one OCR thread), with the event loop's delay meanwhile.
import { performance } from 'node:perf_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTextExtractionThread } from '../src/features/documents/text-extraction-thread.js';
import { drawTextImage, makeScannedPdf, makeTextPdf } from '../src/features/documents/test/text-fixtures.js';

const SCANNED_PAGES = Number(process.env.BENCH_OCR_PAGES ?? 10);
const TEXT_PAGES = Number(process.env.BENCH_TEXT_PAGES ?? 200);
const LINE = 'The patient reports neck pain after the rear-end collision on Route 9.';

async function main(): Promise<void> {
  const extractor = createTextExtractionThread();
  const rows: string[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  try {
    // Warm-up: the OCR thread starts and loads the English data once (about 0.3 s), not counted below.
    await extractor.extract({ bytes: drawTextImage(['warm up']), fileType: 'image/png' });

    const lines = Array.from({ length: 20 }, (_, index) => `${index + 1}. ${LINE}`.slice(0, 60));
    const scanned = await makeScannedPdf(Array.from({ length: SCANNED_PAGES }, () => lines));
    loop.enable();
    let started = performance.now();
    const scannedResult = await extractor.extract({ bytes: scanned, fileType: 'application/pdf' });
    let seconds = (performance.now() - started) / 1000;
    loop.disable();
    const words = scannedResult.kind === 'pages' ? scannedResult.pages.reduce((sum, page) => sum + page.text.split(/\s+/).length, 0) : 0;
    rows.push(
      `| scanned PDF, ${SCANNED_PAGES} pages of 20 lines (OCR) | ${(SCANNED_PAGES / seconds).toFixed(2)} pages/s | ${seconds.toFixed(1)} s, ${words} words, event loop p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms |`,
    );

    const photo = drawTextImage(lines.slice(0, 10));
    started = performance.now();
    await extractor.extract({ bytes: photo, fileType: 'image/png' });
    seconds = (performance.now() - started) / 1000;
    rows.push(`| photo (PNG, 10 lines) (OCR) | ${(1 / seconds).toFixed(2)} pages/s | ${seconds.toFixed(2)} s |`);

    const text = await makeTextPdf(Array.from({ length: TEXT_PAGES }, (_, index) => `${index + 1}. ${LINE}`));
    loop.reset();
    loop.enable();
    started = performance.now();
    await extractor.extract({ bytes: text, fileType: 'application/pdf' });
    seconds = (performance.now() - started) / 1000;
    loop.disable();
    rows.push(
      `| text PDF, ${TEXT_PAGES} pages (text layer) | ${(TEXT_PAGES / seconds).toFixed(0)} pages/s | ${seconds.toFixed(2)} s, event loop p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms |`,
    );
  } finally {
    await extractor.close();
  }
  console.log('| document | read | detail |');
  console.log('| --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
