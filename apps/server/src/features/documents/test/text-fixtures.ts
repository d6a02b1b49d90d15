// Documents with known words inside, made in code: a PDF with a text layer, a scanned PDF (a picture of text and
// nothing else), a picture of text, and a Word .docx.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const require = createRequire(import.meta.url);
let fontRegistered = false;

/** Black lines of text on white, as a scanner or a phone camera would give them (a font shipped in node_modules). */
export function drawTextImage(lines: readonly string[], format: 'png' | 'jpeg' = 'png'): Buffer {
  if (!fontRegistered) {
    const fonts = join(dirname(dirname(require.resolve('@embedpdf/fonts-latin'))), 'fonts');
    GlobalFonts.registerFromPath(join(fonts, 'NotoSans-Regular.ttf'), 'Scan Sans');
    fontRegistered = true;
  }
  const canvas = createCanvas(1400, 120 + lines.length * 90);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = '44px "Scan Sans"';
  lines.forEach((line, index) => context.fillText(line, 60, 110 + index * 90));
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 92);
}

/** A PDF whose pages carry a text layer, one page per entry. */
export async function makeTextPdf(pages: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([612, 792]);
    page.drawText(text, { x: 72, y: 700, size: 12, font });
  }
  return Buffer.from(await pdf.save());
}

/** A scanned PDF: each page is only an image of its lines (JPEG, as scanners store them), with no text layer. */
export async function makeScannedPdf(pages: ReadonlyArray<readonly string[]>): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const lines of pages) {
    const image = await pdf.embedJpg(drawTextImage(lines, 'jpeg'));
    const page = pdf.addPage([612, 792]);
    const width = 540;
    const height = (image.height / image.width) * width;
    page.drawImage(image, { x: 36, y: 792 - 36 - height, width, height });
  }
  return Buffer.from(await pdf.save());
}

/** A Word .docx with these paragraphs. */
export async function makeWordDocx(paragraphs: readonly string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return Packer.toBuffer(document);
}
