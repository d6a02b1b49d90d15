// Reads the text of a stored document, page by page: a PDF's text layer (OCR where a page has none), a Word .docx,
// a text file, or an image by OCR. No database here: the text index job stores what this returns.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import mammoth from 'mammoth';
import { getDocument, ImageKind, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OcrEngine } from './ocr-engine.js';

const require = createRequire(import.meta.url);

/** Pages read from one document; past it the rest is not searchable (a 25 MB upload rarely has more). */
export const MAX_TEXT_PAGES = 2000;
/** Pages of one document read by OCR (about a second each); later scanned pages are left unread. */
export const MAX_OCR_PAGES = 300;
/**
 * Time one document may spend in OCR; later scanned pages are left unread. The job queue gives a job 15 minutes
 * before it takes it for lost and runs it again, so a long scan must finish well inside that.
 */
export const OCR_TIME_BUDGET_MS = 10 * 60_000;
/** Characters kept of one page; a text or Word file is cut into pages of at most TEXT_PAGE_LENGTH. */
export const MAX_PAGE_TEXT_LENGTH = 100_000;
export const TEXT_PAGE_LENGTH = 20_000;
/** A PDF page with fewer letters and digits than this in its text layer is treated as a scan and read by OCR. */
const SCANNED_PAGE_MAX_CHARACTERS = 20;
/** Images smaller than this on either side are rules, logos or specks, not scanned text. */
const MIN_OCR_IMAGE_SIDE = 32;
const MAX_OCR_IMAGE_PIXELS = 50_000_000;
const MAX_OCR_IMAGES_PER_PAGE = 10;

export const WORD_DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type ExtractedPage = { page: number; text: string; ocr: boolean };
export type ExtractionProgress = { pagesDone: number; pages: number };
export type ExtractionResult = { kind: 'pages'; pages: ExtractedPage[] } | { kind: 'unsupported'; reason: string };

export type ExtractionInput = {
  bytes: Uint8Array;
  /** The MIME type found from the file's content on upload. */
  fileType: string;
  ocr: OcrEngine;
  onProgress?: (progress: ExtractionProgress) => Promise<void> | void;
};

export async function extractDocumentText(input: ExtractionInput): Promise<ExtractionResult> {
  const { bytes, fileType, ocr } = input;
  const report = input.onProgress ?? (() => undefined);
  switch (fileType) {
    case 'application/pdf':
      return { kind: 'pages', pages: await extractPdf(bytes, ocr, report) };
    case 'text/plain':
      return textPages(new TextDecoder('utf-8').decode(bytes), report);
    case WORD_DOCX_TYPE: {
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      return textPages(value, report);
    }
    case 'image/png':
    case 'image/jpeg': {
      await report({ pagesDone: 0, pages: 1 });
      const text = cleanText(await ocr.recognize(bytes));
      await report({ pagesDone: 1, pages: 1 });
      return { kind: 'pages', pages: [{ page: 1, text, ocr: true }] };
    }
    case 'application/msword':
      return { kind: 'unsupported', reason: 'Old Word (.doc) files cannot be read for search; save the file as .docx.' };
    default:
      return { kind: 'unsupported', reason: `Files of type ${fileType} cannot be read for search.` };
  }
}

/** Stored text never holds control characters (NUL cannot be stored; search marks matches with two of them). */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_PAGE_TEXT_LENGTH)
  );
}

/** A text cut into pages of at most TEXT_PAGE_LENGTH characters, at a line break or space where there is one. */
export function splitIntoPages(text: string, pageLength = TEXT_PAGE_LENGTH): string[] {
  const pages: string[] = [];
  let rest = text;
  while (rest.length > pageLength && pages.length < MAX_TEXT_PAGES) {
    const window = rest.slice(0, pageLength);
    const lineBreak = window.lastIndexOf('\n');
    const space = window.lastIndexOf(' ');
    const cut = lineBreak > pageLength / 2 ? lineBreak : space > pageLength / 2 ? space : pageLength;
    pages.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (pages.length < MAX_TEXT_PAGES) pages.push(rest);
  return pages;
}

async function textPages(text: string, report: NonNullable<ExtractionInput['onProgress']>): Promise<ExtractionResult> {
  const pages = splitIntoPages(text.replace(/\r\n?/g, '\n')).map((page, index) => ({ page: index + 1, text: cleanText(page), ocr: false }));
  await report({ pagesDone: pages.length, pages: pages.length });
  return { kind: 'pages', pages };
}

/** pdfjs-dist's own files (wasm image decoders, standard fonts) from node_modules, never fetched. */
function pdfjsAssets(): { wasmUrl: string; standardFontDataUrl: string } {
  const root = dirname(require.resolve('pdfjs-dist/package.json'));
  return { wasmUrl: `${join(root, 'wasm')}/`, standardFontDataUrl: `${join(root, 'standard_fonts')}/` };
}

async function extractPdf(bytes: Uint8Array, ocr: OcrEngine, report: NonNullable<ExtractionInput['onProgress']>): Promise<ExtractedPage[]> {
  const pdf: PDFDocumentProxy = await getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    ...pdfjsAssets(),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const total = Math.min(pdf.numPages, MAX_TEXT_PAGES);
    await report({ pagesDone: 0, pages: total });
    const pages: ExtractedPage[] = [];
    let ocrPages = 0;
    const ocrUntil = Date.now() + OCR_TIME_BUDGET_MS;
    for (let number = 1; number <= total; number++) {
      const page = await pdf.getPage(number);
      const layer = await pageTextLayer(page);
      if (countWordCharacters(layer) >= SCANNED_PAGE_MAX_CHARACTERS || ocrPages >= MAX_OCR_PAGES || Date.now() > ocrUntil) {
        pages.push({ page: number, text: cleanText(layer), ocr: false });
      } else {
        const scanned = await readPageImages(page, ocr);
        if (scanned !== null) ocrPages++;
        pages.push({ page: number, text: cleanText([layer, scanned ?? ''].join('\n')), ocr: scanned !== null });
      }
      page.cleanup();
      await report({ pagesDone: number, pages: total });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

async function pageTextLayer(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text;
}

/** A page object pdfjs-dist decodes in the background: waited for, but never longer than OBJECT_WAIT_MS. */
const OBJECT_WAIT_MS = 30_000;
function resolvedObject(store: PDFPageProxy['objs'], name: string): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), OBJECT_WAIT_MS);
    store.get(name, (value: unknown) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

function countWordCharacters(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

/** An image as pdfjs-dist decodes it: pixels in one of its three layouts (ImageKind). */
type DecodedImage = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

function isDecodedImage(value: unknown): value is DecodedImage {
  if (!value || typeof value !== 'object') return false;
  const image = value as Partial<DecodedImage>;
  return (
    typeof image.width === 'number' &&
    typeof image.height === 'number' &&
    typeof image.kind === 'number' &&
    (image.data instanceof Uint8Array || image.data instanceof Uint8ClampedArray)
  );
}

/**
 * The text OCR finds in the page's images (the scan a scanner put on the page), or null when the page has none.
 * The images are taken from the PDF as pdfjs-dist decodes them (JPEG, CCITT, JBIG2, JPEG 2000, Flate), so no
 * canvas is needed: each is handed to tesseract as a PNM image (a header and the raw pixels).
 */
async function readPageImages(page: PDFPageProxy, ocr: OcrEngine): Promise<string | null> {
  const operators = await page.getOperatorList();
  const images: DecodedImage[] = [];
  for (let index = 0; index < operators.fnArray.length && images.length < MAX_OCR_IMAGES_PER_PAGE; index++) {
    const operator = operators.fnArray[index];
    const args = operators.argsArray[index] as unknown[] | null;
    let image: unknown = null;
    if (operator === OPS.paintImageXObject || operator === OPS.paintImageXObjectRepeat) {
      const name = args?.[0];
      if (typeof name !== 'string') continue;
      const store = name.startsWith('g_') ? page.commonObjs : page.objs;
      image = await resolvedObject(store, name);
    } else if (operator === OPS.paintInlineImageXObject) {
      image = args?.[0];
    }
    if (!isDecodedImage(image)) continue;
    if (image.width < MIN_OCR_IMAGE_SIDE || image.height < MIN_OCR_IMAGE_SIDE || image.width * image.height > MAX_OCR_IMAGE_PIXELS)
      continue;
    images.push(image);
  }
  if (images.length === 0) return null;
  const texts: string[] = [];
  for (const image of images) {
    const pnm = toPnm(image);
    if (pnm) texts.push(await ocr.recognize(pnm));
  }
  return texts.join('\n');
}

/** A decoded image as a binary PGM (grey) or PPM (colour) file, which tesseract's image reader (leptonica) takes. */
export function toPnm(image: DecodedImage): Uint8Array | null {
  const { width, height, data } = image;
  if (image.kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit a pixel, rows padded to whole bytes; a set bit is white.
    const rowBytes = Math.ceil(width / 8);
    if (data.length < rowBytes * height) return null;
    const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
    const out = Buffer.alloc(header.length + width * height);
    header.copy(out);
    let at = header.length;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) out[at++] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
    return out;
  }
  const channels = image.kind === ImageKind.RGB_24BPP ? 3 : image.kind === ImageKind.RGBA_32BPP ? 4 : 0;
  if (channels === 0 || data.length < width * height * channels) return null;
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'latin1');
  if (channels === 3) return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, width * height * 3)]);
  const out = Buffer.alloc(header.length + width * height * 3);
  header.copy(out);
  let at = header.length;
  for (let pixel = 0; pixel < width * height; pixel++) {
    out[at++] = data[pixel * 4]!;
    out[at++] = data[pixel * 4 + 1]!;
    out[at++] = data[pixel * 4 + 2]!;
  }
  return out;
}
