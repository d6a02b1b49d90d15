// The settlement (closing) statement as a PDF: the firm, the client and case, every line of the statement and signature lines.
import { formatCents, formatDate, type SettlementStatement } from '@casecast/domain';
import { amountRow, ensureSpace, heading, letterhead, paragraph, renderPdf, signatureBlock, type Pdf } from '../letters/pdf-document.js';
import { assertPrintable, drawText } from '../letters/pdf-fonts.js';

/** ABA Model Rule 1.5(c), last sentence: what this document is for. */
export const RULE_1_5_C_PURPOSE =
  'This closing statement is given under ABA Model Rule of Professional Conduct 1.5(c): upon conclusion of a contingent fee matter, ' +
  'the lawyer shall provide the client with a written statement stating the outcome of the matter and, if there is a recovery, ' +
  'showing the remittance to the client and the method of its determination.';

export type StatementPdfInput = {
  firmName: string;
  /** The firm's address, phone and email lines under its name (firmLetterheadLines); none while unset. */
  firmContactLines?: readonly string[];
  clientName: string;
  /** The case number, or the case id when it has none. */
  caseReference: string;
  settledOn: string | null;
  /** The day the PDF was made (YYYY-MM-DD). */
  preparedOn: string;
  version: number;
  statement: SettlementStatement;
};

/** The approval heading, its paragraph and the two signature blocks, in points: kept on one page. */
const APPROVAL_BLOCK_HEIGHT = 200;

const SECTION_OF: Record<string, string> = {
  fee: 'Attorney fee',
  expense: 'Case costs reimbursed to the firm',
  lien: 'Liens paid from the settlement',
  medical: 'Unpaid medical balances paid from the settlement',
};

function facts(doc: Pdf, rows: Array<[string, string]>): void {
  for (const [label, value] of rows)
    drawText(drawText(doc, `${label}: `, { size: 10, weight: 'bold' }, null, { continued: true }), value, { size: 10 }, null);
}

/** This module, as the render worker imports it (renderSettlementStatementPdf runs there, off the event loop). */
export const STATEMENT_PDF_MODULE = import.meta.url;

/** Text no embedded font can draw is refused (422 UNPRINTABLE_TEXT) here, in the render thread, before anything is drawn. */
export async function renderSettlementStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement } = input;
  assertPrintable([
    { label: 'client name', text: input.clientName },
    { label: 'firm name', text: input.firmName },
    { label: "firm's address, phone or email", text: (input.firmContactLines ?? []).join('\n') },
    { label: 'case number', text: input.caseReference },
    ...statement.lines.flatMap((line) => [
      { label: 'statement line (a payee, lien holder or provider name)', text: line.label },
      { label: 'statement line detail (a case cost description or date)', text: line.detail },
    ]),
  ]);
  return renderPdf(
    {
      title: `Settlement statement - ${input.clientName}`,
      author: input.firmName,
      subject: 'Settlement (closing) statement',
      createdAt: new Date(`${input.preparedOn}T12:00:00Z`),
    },
    (doc) => {
      letterhead(doc, {
        firmName: input.firmName,
        contactLines: input.firmContactLines ?? [],
        documentTitle: 'Settlement Statement (Closing Statement)',
      });
      facts(doc, [
        ['Client', input.clientName],
        ['Case number', input.caseReference],
        ['Settlement date', input.settledOn ? formatDate(input.settledOn) : 'not recorded'],
        ['Statement date', formatDate(input.preparedOn)],
        ['Version', String(input.version)],
      ]);
      doc.moveDown(0.6);
      paragraph(doc, RULE_1_5_C_PURPOSE, { size: 9, color: '#333333' });

      heading(doc, 'Distribution of the settlement');
      amountRow(doc, { label: 'Gross settlement', amount: formatCents(statement.grossCents), bold: true });
      let section = '';
      for (const line of statement.lines) {
        if (line.kind === 'net') break;
        if (SECTION_OF[line.kind] !== section) {
          section = SECTION_OF[line.kind]!;
          if (line.kind !== 'fee')
            drawText(doc.moveDown(0.2).fillColor('#333333'), `Less: ${section.toLowerCase()}`, { size: 9 }, null).fillColor('black');
        }
        amountRow(doc, {
          label: line.kind === 'fee' ? 'Less: attorney fee' : line.label,
          detail: line.detail,
          amount: formatCents(line.amountCents),
        });
      }

      heading(doc, 'Summary');
      amountRow(doc, { label: 'Gross settlement', amount: formatCents(statement.grossCents) });
      amountRow(doc, { label: 'Attorney fee', detail: statement.lines[0]?.detail ?? null, amount: formatCents(statement.feeCents) });
      amountRow(doc, { label: 'Case costs reimbursed', amount: formatCents(statement.expensesCents) });
      amountRow(doc, { label: 'Liens', amount: formatCents(statement.liensCents) });
      amountRow(doc, { label: 'Unpaid medical balances', amount: formatCents(statement.medicalBalancesCents) });
      amountRow(doc, { label: 'Net to client', amount: formatCents(statement.netToClientCents), bold: true, rule: true });

      if (statement.warnings.length > 0) {
        heading(doc, 'Please note', 11);
        for (const warning of statement.warnings) paragraph(doc, warning, { color: statement.shortfallCents > 0 ? '#9b1c1c' : 'black' });
      }

      // The approval, its text and both signature lines stay on one page.
      ensureSpace(doc, APPROVAL_BLOCK_HEIGHT);
      heading(doc, 'Approval');
      paragraph(
        doc,
        'I have read this statement, I understand how the fee, costs, liens and medical balances were determined, and I approve the distribution of the settlement as shown above.',
      );
      signatureBlock(doc, `Client: ${input.clientName}`);
      signatureBlock(doc, `Attorney for ${input.firmName}`);
    },
  );
}
