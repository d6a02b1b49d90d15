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

export async function renderLetterDocx(content: LetterContent): Promise<Buffer> {
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
            children: [new TextRun({ text: content.firmName, bold: true, size: 32 })],
          }),
          ...content.text.split(/\n{2,}/).map((block) => letterParagraph(block.trim())),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
