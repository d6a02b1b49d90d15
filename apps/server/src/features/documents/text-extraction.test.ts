import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine, ocrPaths } from './ocr-engine.js';
import { cleanText, extractDocumentText, splitIntoPages, WORD_DOCX_TYPE, type ExtractionProgress } from './text-extraction.js';
import { drawTextImage, makeScannedPdf, makeTextPdf, makeWordDocx } from './test/text-fixtures.js';

const ocr = createOcrEngine({ idleMs: 1000 });
afterAll(() => ocr.close());

describe('text extraction', () => {
  it('reads each page of a PDF from its text layer', async () => {
    const progress: ExtractionProgress[] = [];
    const result = await extractDocumentText({
      bytes: await makeTextPdf(['Emergency room visit after the collision', 'Discharge summary: cervical strain']),
      fileType: 'application/pdf',
      ocr,
      onProgress: (step) => void progress.push(step),
    });
    expect(result).toEqual({
      kind: 'pages',
      pages: [
        { page: 1, text: 'Emergency room visit after the collision', ocr: false },
        { page: 2, text: 'Discharge summary: cervical strain', ocr: false },
      ],
    });
    expect(progress.at(-1)).toEqual({ pagesDone: 2, pages: 2 });
  });

  it('reads a Word .docx', async () => {
    const result = await extractDocumentText({
      bytes: await makeWordDocx(['Deposition of the treating physician', 'The plaintiff reported whiplash.']),
      fileType: WORD_DOCX_TYPE,
      ocr,
    });
    expect(result.kind).toBe('pages');
    if (result.kind !== 'pages') return;
    expect(result.pages).toHaveLength(1);
    expect(result.pages[0]!.text).toContain('Deposition of the treating physician');
    expect(result.pages[0]!.text).toContain('The plaintiff reported whiplash.');
  });

  it('reads a text file, cutting a long one into pages', async () => {
    const short = await extractDocumentText({
      bytes: Buffer.from('Adjuster called about the claim\r\nno offer yet'),
      fileType: 'text/plain',
      ocr,
    });
    expect(short).toEqual({ kind: 'pages', pages: [{ page: 1, text: 'Adjuster called about the claim\nno offer yet', ocr: false }] });
    const long = splitIntoPages('word '.repeat(10_000), 20_000);
    expect(long).toHaveLength(3);
    expect(long.join('')).toBe('word '.repeat(10_000));
  });

  it('reads a scanned PDF (a page with no text layer) by OCR', async () => {
    const result = await extractDocumentText({
      bytes: await makeScannedPdf([['Radiology report', 'Lumbar vertebra fracture confirmed']]),
      fileType: 'application/pdf',
      ocr,
    });
    expect(result.kind).toBe('pages');
    if (result.kind !== 'pages') return;
    expect(result.pages[0]!.ocr).toBe(true);
    expect(result.pages[0]!.text.toLowerCase()).toContain('vertebra');
    expect(result.pages[0]!.text.toLowerCase()).toContain('fracture');
  }, 60_000);

  it('reads a photo of a page (PNG and JPEG) by OCR', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const result = await extractDocumentText({
        bytes: drawTextImage(['Pharmacy receipt for ibuprofen'], format),
        fileType: format === 'png' ? 'image/png' : 'image/jpeg',
        ocr,
      });
      expect(result.kind === 'pages' && result.pages[0]!.text.toLowerCase()).toContain('ibuprofen');
    }
  }, 60_000);

  it('says an old .doc cannot be read rather than failing', async () => {
    const result = await extractDocumentText({ bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), fileType: 'application/msword', ocr });
    expect(result).toMatchObject({ kind: 'unsupported' });
  });

  it('fails on a broken PDF', async () => {
    await expect(extractDocumentText({ bytes: Buffer.from('%PDF-1.7 nothing else'), fileType: 'application/pdf', ocr })).rejects.toThrow();
  });

  it('keeps no control characters in stored text', () => {
    expect(cleanText('a\u0000b\u0002c\u0003d\te')).toBe('a b c d\te');
  });

  it('reads OCR data and code from node_modules only', () => {
    const paths = ocrPaths();
    for (const path of Object.values(paths)) {
      expect(isAbsolute(path)).toBe(true);
      expect(path).toContain('node_modules');
      expect(existsSync(path)).toBe(true);
    }
    expect(existsSync(join(paths.langPath, 'eng.traineddata.gz'))).toBe(true);
  });
});
