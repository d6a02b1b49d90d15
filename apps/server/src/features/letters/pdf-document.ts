// The letter engine's PDF side, which every document the firm generates prints with (letters, the demand letter, the
// closing statement): pdfkit with the embedded Unicode fonts of pdf-fonts.ts, the firm's letterhead, paragraphs, a
// table, an amount row, a signature line, page numbers.
import PDFDocument from 'pdfkit';
import { RenderLimitError } from '../../workers/render-messages.js';
import { drawText, registerFonts, textHeight, useFont } from './pdf-fonts.js';

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGIN = 54;
/** The longest generated document: past it the render stops and the request is refused (422), never truncated. */
export const MAX_PDF_PAGES = 250;
const AMOUNT_WIDTH = 110;

/** Builds a US Letter PDF with pdfkit and resolves with its bytes; past maxPages it throws a RenderLimitError. */
export async function renderPdf(
  info: { title: string; author: string; subject: string; createdAt: Date; maxPages?: number },
  build: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'Casecast', CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const maxPages = info.maxPages ?? MAX_PDF_PAGES;
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > maxPages)
      throw new RenderLimitError(
        `This document would run past ${maxPages} pages. Shorten the longest descriptions or the number of records it lists, then try again.`,
      );
  });
  registerFonts(doc);
  useFont(doc, { size: 10 });
  build(doc);
  numberPages(doc);
  doc.end();
  return finished;
}

/** "Page n of m" at the foot of every page. */
function numberPages(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    useFont(doc, { size: 8 })
      .fillColor('#555555')
      .text(`Page ${index + 1} of ${range.count}`, PAGE_MARGIN, doc.page.height - 36, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string, size = 12): void {
  ensureSpace(doc, size * 3);
  drawText(doc.moveDown(0.6), text, { size, weight: 'bold' }, { x: PAGE_MARGIN, y: doc.y }, { width: contentWidth(doc) });
  useFont(doc, { size: 10 }).moveDown(0.3);
}

/**
 * The firm's letterhead at the top of the first page: its name, its address, phone and email under it (the lines of
 * firmLetterheadLines: only what the firm has set), what the document is (when it says), and a rule under them. The
 * same on every generated letter and statement.
 */
export function letterhead(doc: Pdf, input: { firmName: string; contactLines?: readonly string[]; documentTitle?: string | null }): void {
  drawText(doc, input.firmName, { size: 16, weight: 'bold' }, null);
  for (const line of input.contactLines ?? []) drawText(doc.fillColor('#333333'), line, { size: 9 }, null).fillColor('black');
  if ((input.contactLines ?? []).length > 0 && input.documentTitle) doc.moveDown(0.3);
  if (input.documentTitle) drawText(doc, input.documentTitle, { size: 12 }, null);
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .stroke('#555555');
  doc.y = y + 14;
  useFont(doc, { size: 10 });
}

/** A letter's text, a paragraph for each block between blank lines. */
export function letterParagraphs(doc: Pdf, text: string): void {
  for (const block of text.split(/\n{2,}/)) paragraph(doc, block.trim());
}

export function paragraph(doc: Pdf, text: string, options: { size?: number; color?: string } = {}): void {
  drawText(
    doc.fillColor(options.color ?? 'black'),
    text,
    { size: options.size ?? 10 },
    { x: PAGE_MARGIN, y: doc.y },
    { width: contentWidth(doc), align: 'left' },
  ).fillColor('black');
  doc.moveDown(0.4);
}

/** One row: a label (and a smaller detail under it) on the left, an amount right-aligned on the right. */
export function amountRow(doc: Pdf, row: { label: string; detail?: string | null; amount: string; bold?: boolean; rule?: boolean }): void {
  const labelWidth = contentWidth(doc) - AMOUNT_WIDTH - 12;
  const style = { size: 10, weight: row.bold ? 'bold' : 'regular' } as const;
  const labelHeight = textHeight(doc, row.label, style, { width: labelWidth });
  const detailHeight = row.detail ? textHeight(doc, row.detail, { size: 8 }, { width: labelWidth }) : 0;
  ensureSpace(doc, labelHeight + detailHeight + 8);
  if (row.rule)
    doc
      .moveTo(PAGE_MARGIN, doc.y)
      .lineTo(PAGE_MARGIN + contentWidth(doc), doc.y)
      .lineWidth(0.5)
      .stroke();
  const top = doc.y + (row.rule ? 3 : 0);
  drawText(doc, row.label, style, { x: PAGE_MARGIN, y: top }, { width: labelWidth });
  if (row.detail)
    drawText(doc.fillColor('#444444'), row.detail, { size: 8 }, { x: PAGE_MARGIN + 8, y: doc.y }, { width: labelWidth - 8 }).fillColor(
      'black',
    );
  const bottom = doc.y;
  drawText(
    doc,
    row.amount,
    style,
    { x: PAGE_MARGIN + contentWidth(doc) - AMOUNT_WIDTH, y: top },
    { width: AMOUNT_WIDTH, align: 'right', lineBreak: false },
  );
  useFont(doc, { size: 10 });
  doc.y = bottom + 4;
}

/** A signature line and a date line for one signer. */
export function signatureBlock(doc: Pdf, signer: string): void {
  ensureSpace(doc, 60);
  const y = doc.y + 28;
  const width = contentWidth(doc);
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + width * 0.58, y)
    .lineWidth(0.7)
    .stroke();
  doc
    .moveTo(PAGE_MARGIN + width * 0.66, y)
    .lineTo(PAGE_MARGIN + width, y)
    .stroke();
  drawText(doc, `${signer} signature`, { size: 9 }, { x: PAGE_MARGIN, y: y + 4 }, { width: width * 0.58, lineBreak: false });
  doc.text('Date', PAGE_MARGIN + width * 0.66, y + 4, { width: width * 0.34, lineBreak: false });
  doc.y = y + 20;
  doc.x = PAGE_MARGIN;
}

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/** A simple table: bold headers, then rows; widths are shares of the content width; a row never splits across pages. */
export function table(
  doc: Pdf,
  columns: readonly TableColumn[],
  rows: ReadonlyArray<readonly string[]>,
  options: { boldLastRow?: boolean } = {},
): void {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * contentWidth(doc));
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const style = { size: 9, weight: bold ? 'bold' : 'regular' } as const;
    const height = Math.max(...cells.map((cell, index) => textHeight(doc, cell, style, { width: widths[index]! - 4 })));
    ensureSpace(doc, height + 4);
    const top = doc.y;
    let x = PAGE_MARGIN;
    let bottom = top;
    cells.forEach((cell, index) => {
      drawText(doc, cell, style, { x, y: top }, { width: widths[index]! - 4, align: columns[index]?.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += widths[index]!;
    });
    doc.y = bottom + 3;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  doc
    .moveTo(PAGE_MARGIN, doc.y - 1)
    .lineTo(PAGE_MARGIN + contentWidth(doc), doc.y - 1)
    .lineWidth(0.5)
    .stroke();
  rows.forEach((row, index) => drawRow(row, options.boldLastRow === true && index === rows.length - 1));
  useFont(doc, { size: 10 }).moveDown(0.3);
  doc.x = PAGE_MARGIN;
}
