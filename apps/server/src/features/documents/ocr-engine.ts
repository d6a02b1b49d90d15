// Reads the words in an image (a scanned page, a photo) with tesseract.js, from files installed with the app only.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The languages read; each one's trained data is an npm package (`@tesseract.js-data/<code>`). */
export const OCR_LANGUAGES = ['eng'] as const;

/**
 * Where tesseract.js finds what it needs, all inside node_modules: nothing is fetched at run time. Without
 * `langPath` it would download the trained data from a CDN; with the default `cacheMethod` it would write a copy of
 * it into the working folder. On Node the wasm core is loaded with `require('tesseract.js-core/…')`, so `corePath`
 * only documents where that is (it is what the browser build would read).
 */
export function ocrPaths(): { langPath: string; corePath: string; cachePath: string; workerPath: string } {
  // The LSTM-only "best_int" models: what tesseract.js itself picks for the LSTM engine, smaller and faster than "best".
  const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  return {
    langPath,
    corePath: dirname(require.resolve('tesseract.js-core/package.json')),
    // Never written (cacheMethod 'none'); named so that a read, if one were tried, stays on this disk.
    cachePath: langPath,
    workerPath: join(dirname(require.resolve('tesseract.js/package.json')), 'src', 'worker-script', 'node', 'index.js'),
  };
}

export type OcrEngine = {
  /** The text of a PNG, JPEG, TIFF, BMP or PNM image, lines separated by line breaks. */
  recognize: (image: Uint8Array) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * One tesseract worker thread, started on first use and ended after `idleMs` without work (it holds about 100 MB).
 * Images are read one at a time: OCR takes a core, and the machine's other core keeps serving requests.
 */
export function createOcrEngine(options: { idleMs?: number } = {}): OcrEngine {
  const idleMs = options.idleMs ?? 60_000;
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | null = null;

  function startWorker(): Promise<Worker> {
    const paths = ocrPaths();
    return createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
      langPath: paths.langPath,
      corePath: paths.corePath,
      cachePath: paths.cachePath,
      workerPath: paths.workerPath,
      cacheMethod: 'none',
      gzip: true,
    });
  }

  async function stopWorker(): Promise<void> {
    const current = worker;
    worker = null;
    if (current) await (await current).terminate();
  }

  function armIdleTimer(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      queue = queue.then(stopWorker).catch(() => undefined);
    }, idleMs);
    idleTimer.unref();
  }

  return {
    recognize: (image) => {
      const run = queue.then(async () => {
        if (idleTimer) clearTimeout(idleTimer);
        worker ??= startWorker();
        const started = worker;
        try {
          const result = await (await started).recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
          return result.data.text;
        } catch (error) {
          // A worker that failed to start, or broke on this image, is not reused.
          if (worker === started) await stopWorker().catch(() => undefined);
          throw error;
        } finally {
          armIdleTimer();
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    close: async () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      await queue;
      await stopWorker();
    },
  };
}
