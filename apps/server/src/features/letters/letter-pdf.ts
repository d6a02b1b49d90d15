// A firm letter as a PDF: the firm's name as a letterhead, then the filled template, paragraph by paragraph.
import { paragraph, renderPdf } from '../settlement/pdf-document.js';
import { assertPrintable, drawText } from '../settlement/pdf-fonts.js';

export type LetterContent = { firmName: string; title: string; preparedOn: string; text: string };

/** This module, as the render worker imports it (renderLetterPdf runs there, off the event loop). */
export const LETTER_PDF_MODULE = import.meta.url;

/** Text no embedded font can draw is refused (422 UNPRINTABLE_TEXT) before anything is drawn. */
export async function renderLetterPdf(content: LetterContent): Promise<Buffer> {
  assertPrintable([
    { label: 'firm name', text: content.firmName },
    { label: "letter (the firm's template or a case field it fills in)", text: content.text },
  ]);
  return renderPdf(
    { title: content.title, author: content.firmName, subject: content.title, createdAt: new Date(`${content.preparedOn}T12:00:00Z`) },
    (doc) => {
      drawText(doc, content.firmName, { size: 16, weight: 'bold' }, null);
      const y = doc.y + 4;
      doc
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .lineWidth(0.5)
        .stroke('#555555');
      doc.y = y + 14;
      for (const block of content.text.split(/\n{2,}/)) paragraph(doc, block.trim());
    },
  );
}
