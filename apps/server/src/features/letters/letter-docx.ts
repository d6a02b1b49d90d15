// A firm letter as a Word document (docx): the firm's name as a letterhead, then the filled template, one Word
// paragraph per paragraph of the text and a line break for each single newline, so the firm can edit it before sending.
import { BorderStyle, Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterContent } from './letter-pdf.js';

function letterParagraph(block: string): Paragraph {
  const lines = block.split('\n');
  return new Paragraph({
    spacing: { after: 200 },
    children: lines.map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1 })),
  });
}

/**
 * The letter engine's Word side: the firm's letterhead (its name, its address, phone and email lines, what the
 * document is when it says, a rule under them), then the text, as the PDF side prints it. The demand letter's Word file is made here too.
 */
export async function renderLetterDocx(content: LetterContent & { documentTitle?: string | null }): Promise<Buffer> {
  const document = new Document({
    creator: content.firmName,
    title: content.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            spacing: { after: 300 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '555555', space: 4 } },
            children: [
              new TextRun({ text: content.firmName, bold: true, size: 32 }),
              ...(content.contactLines ?? []).map((line) => new TextRun({ text: line, size: 18, color: '333333', break: 1 })),
              ...(content.documentTitle ? [new TextRun({ text: content.documentTitle, size: 24, break: 1 })] : []),
            ],
          }),
          ...content.text.split(/\n{2,}/).map((block) => letterParagraph(block.trim())),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
