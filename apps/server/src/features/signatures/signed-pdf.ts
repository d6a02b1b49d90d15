// The signed copy: the document as sent, then a signature page (each signer's drawn or typed signature) and a
// certificate page (who signed, from which address, when, and the SHA-256 of the document as sent), all sealed with
// a PAdES signature (ETSI.CAdES.detached) by the firm's key, so any change to the file afterwards breaks it.
import { formatDate } from '@casecast/domain';
import { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { SignPdf } from '@signpdf/signpdf';
import { contentWidth, heading, PAGE_MARGIN, paragraph, renderPdf, table } from '../letters/pdf-document.js';
import { drawText } from '../letters/pdf-fonts.js';
import { PadesSigner } from './pades-signer.js';
import type { SigningKey } from './signing-key.js';

export type SignedSigner = {
  name: string;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
  sentAt: Date;
  viewedAt: Date | null;
  consentedAt: Date | null;
  signedAt: Date;
  signature: { kind: 'drawn'; png: Buffer } | { kind: 'typed'; text: string };
};

export type SignedCopyInput = {
  original: Buffer;
  firmName: string;
  documentName: string;
  documentSha256: string;
  requestId: string;
  completedAt: Date;
  signers: readonly SignedSigner[];
  key: SigningKey;
};

/** "November 27, 2026 14:05:09 UTC": the certificate states every moment in UTC, to the second, its date as documents print one. */
export function formatCertificateTime(moment: Date | null): string {
  if (!moment) return 'not recorded';
  const iso = moment.toISOString();
  return `${formatDate(iso.slice(0, 10))} ${iso.slice(11, 19)} UTC`;
}

/** The signature page and the certificate page, as a PDF of their own (pdfkit, the app's fonts). */
export async function renderSignaturePages(input: Omit<SignedCopyInput, 'original' | 'key'>): Promise<Buffer> {
  return renderPdf(
    { title: `Signatures: ${input.documentName}`, author: input.firmName, subject: 'Signature certificate', createdAt: input.completedAt },
    (doc) => {
      heading(doc, 'Signatures', 16);
      paragraph(doc, `Document: ${input.documentName}`);
      paragraph(doc, `Signed electronically through ${input.firmName}'s Casecast. The certificate of completion follows.`, {
        size: 9,
        color: '#444444',
      });
      for (const signer of input.signers) {
        if (doc.y + 110 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y + 12;
        if (signer.signature.kind === 'drawn') doc.image(signer.signature.png, PAGE_MARGIN, top, { fit: [240, 70] });
        else drawText(doc, signer.signature.text, { size: 24 }, { x: PAGE_MARGIN, y: top + 24 }, { width: 320, lineBreak: false });
        const line = top + 74;
        doc
          .moveTo(PAGE_MARGIN, line)
          .lineTo(PAGE_MARGIN + contentWidth(doc) * 0.6, line)
          .lineWidth(0.7)
          .stroke();
        drawText(doc, signer.name, { size: 10, weight: 'bold' }, { x: PAGE_MARGIN, y: line + 4 }, { width: contentWidth(doc) });
        drawText(
          doc,
          `${signer.email} · ${signer.signature.kind === 'drawn' ? 'drawn' : 'typed'} signature · signed ${formatCertificateTime(signer.signedAt)}`,
          { size: 9 },
          { x: PAGE_MARGIN, y: doc.y },
          { width: contentWidth(doc) },
        );
        doc.y += 10;
      }

      doc.addPage();
      heading(doc, 'Certificate of completion', 16);
      table(
        doc,
        [
          { header: 'Item', width: 1 },
          { header: 'Value', width: 3 },
        ],
        [
          ['Document', input.documentName],
          ['SHA-256 of the document as sent', input.documentSha256],
          ['Signature request', input.requestId],
          ['Sent by', input.firmName],
          ['Completed', formatCertificateTime(input.completedAt)],
        ],
      );
      input.signers.forEach((signer, index) => {
        heading(doc, `Signer ${index + 1}: ${signer.name}`, 11);
        table(
          doc,
          [
            { header: 'Item', width: 1 },
            { header: 'Value', width: 3 },
          ],
          [
            ['Email', signer.email],
            ['IP address', signer.ipAddress ?? 'not recorded'],
            ['Link sent', formatCertificateTime(signer.sentAt)],
            ['Document viewed', formatCertificateTime(signer.viewedAt)],
            ['Consented to sign electronically', formatCertificateTime(signer.consentedAt)],
            ['Signed', formatCertificateTime(signer.signedAt)],
            ['Signature', signer.signature.kind === 'drawn' ? 'Drawn on screen' : `Typed: ${signer.signature.text}`],
            ['Browser', signer.userAgent ?? 'not recorded'],
          ],
        );
      });
      paragraph(
        doc,
        `Each signer agreed to sign electronically (ESIGN Act, UETA) before signing, reached the document through a link sent to the email address above, and signed from the IP address shown, as the server saw the connection. This file carries a digital signature (PAdES) made with ${input.firmName}'s key when the last signer signed: a PDF reader shows whether the file was changed since.`,
        { size: 9, color: '#444444' },
      );
    },
  );
}

/** The document as sent with the signature and certificate pages added, signed with the firm's key (PAdES). */
export async function buildSignedCopy(input: SignedCopyInput): Promise<Buffer> {
  const pages = await renderSignaturePages(input);
  const pdf = await PDFDocument.load(input.original, { updateMetadata: false });
  const appendix = await PDFDocument.load(pages);
  for (const page of await pdf.copyPages(appendix, appendix.getPageIndices())) pdf.addPage(page);
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: `Signed by ${input.signers.map((signer) => signer.name).join(', ')} through ${input.firmName}`,
    contactInfo: input.firmName,
    name: input.firmName,
    location: 'Casecast',
    signingTime: input.completedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const signer = new PadesSigner(input.key.p12, input.key.passphrase);
  return new SignPdf().sign(unsigned, signer, input.completedAt);
}

/** This module, as the render worker imports it: the signed copy is built there, off the event loop. */
export const SIGNED_COPY_MODULE = import.meta.url;

type Base64Signature = { kind: 'drawn'; png: string } | { kind: 'typed'; text: string };
/** What crosses to the render thread: the bytes as base64, so the pool's request hash reads them as text. */
export type SignedCopyRenderInput = Omit<SignedCopyInput, 'original' | 'key' | 'signers'> & {
  original: string;
  key: { p12: string; passphrase: string };
  signers: Array<Omit<SignedSigner, 'signature'> & { signature: Base64Signature }>;
};

export function toRenderInput(input: SignedCopyInput): SignedCopyRenderInput {
  return {
    ...input,
    original: input.original.toString('base64'),
    key: { p12: input.key.p12.toString('base64'), passphrase: input.key.passphrase },
    signers: input.signers.map((signer) => ({
      ...signer,
      signature: signer.signature.kind === 'drawn' ? { kind: 'drawn', png: signer.signature.png.toString('base64') } : signer.signature,
    })),
  };
}

/** The render thread's entry: buildSignedCopy from the base64 input. */
export async function renderSignedCopy(input: SignedCopyRenderInput): Promise<Buffer> {
  return buildSignedCopy({
    ...input,
    original: Buffer.from(input.original, 'base64'),
    key: { p12: Buffer.from(input.key.p12, 'base64'), passphrase: input.key.passphrase },
    signers: input.signers.map((signer) => ({
      ...signer,
      signature: signer.signature.kind === 'drawn' ? { kind: 'drawn', png: Buffer.from(signer.signature.png, 'base64') } : signer.signature,
    })),
  });
}

/** Whether a PDF's bytes open as a document pdf-lib can add pages to (not encrypted, not damaged). */
export async function canSignPdf(bytes: Buffer): Promise<boolean> {
  try {
    await PDFDocument.load(bytes, { updateMetadata: false });
    return true;
  } catch {
    return false;
  }
}
