// A firm letter as a PDF on the letter engine: the firm's letterhead, then the filled template, paragraph by paragraph.
import { letterhead, letterParagraphs, renderPdf } from './pdf-document.js';
import { assertPrintable } from './pdf-fonts.js';

export type LetterContent = {
  firmName: string;
  /** The firm's address, phone and email lines under its name (firmLetterheadLines); none while unset. */
  contactLines?: readonly string[];
  title: string;
  preparedOn: string;
  text: string;
};

/** This module, as the render worker imports it (renderLetterPdf runs there, off the event loop). */
export const LETTER_PDF_MODULE = import.meta.url;

/** Text no embedded font can draw is refused (422 UNPRINTABLE_TEXT) before anything is drawn. */
export async function renderLetterPdf(content: LetterContent): Promise<Buffer> {
  assertPrintable([
    { label: 'firm name', text: content.firmName },
    { label: "firm's address, phone or email", text: (content.contactLines ?? []).join('\n') },
    { label: "letter (the firm's template or a case field it fills in)", text: content.text },
  ]);
  return renderPdf(
    { title: content.title, author: content.firmName, subject: content.title, createdAt: new Date(`${content.preparedOn}T12:00:00Z`) },
    (doc) => {
      letterhead(doc, { firmName: content.firmName, contactLines: content.contactLines ?? [] });
      letterParagraphs(doc, content.text);
    },
  );
}
