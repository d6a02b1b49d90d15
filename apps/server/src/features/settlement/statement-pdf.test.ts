import { computeSettlementStatement, feeRateFromPercent, formatCents, ONE_THIRD_PERCENT } from '@casecast/domain';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-text.js';
import { renderSettlementStatementPdf } from './statement-pdf.js';

describe('settlement statement PDF', () => {
  const statement = computeSettlementStatement({
    grossCents: 12_345_67,
    feeAgreement: { rate: ONE_THIRD_PERCENT, litigationRate: feeRateFromPercent(40), basis: 'gross' },
    reachedLitigation: false,
    expenses: [{ id: 'e1', date: '2026-02-03', payee: 'County Clerk', description: 'Filing fee', amountCents: 402_00, reimbursable: true }],
    liens: [
      {
        id: 'l1',
        holder: 'Medicare',
        kind: 'medicare',
        assertedCents: 2_000_00,
        negotiatedCents: 1_500_00,
        finalCents: null,
        waived: false,
      },
    ],
    medicalBalances: [{ id: 'p1', provider: 'City Hospital', balanceCents: 987_65 }],
  });

  it('is a real PDF with the firm, client, case, every line and signature lines', async () => {
    const bytes = await renderSettlementStatementPdf({
      firmName: 'Lopez & Park LLP',
      clientName: 'Ana Ruiz',
      caseReference: 'PI-2026-001',
      settledOn: '2026-05-01',
      preparedOn: '2026-05-02',
      version: 2,
      statement,
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdfText(bytes);
    expect(pdf.title).toBe('Settlement statement - Ana Ruiz');
    expect(pdf.lines[0]).toBe('Lopez & Park LLP');
    for (const text of [
      'Client: Ana Ruiz',
      'Case number: PI-2026-001',
      'Settlement date: May 1, 2026',
      'Statement date: May 2, 2026',
      'Version: 2',
    ])
      expect(pdf.lines).toContain(text);
    expect(pdf.text).toContain('ABA Model Rule of Professional Conduct 1.5(c)');
    expect(pdf.lines).toContain(`Gross settlement ${formatCents(statement.grossCents)}`);
    expect(pdf.lines).toContain('Less: attorney fee $4,115.22');
    expect(pdf.lines).toContain('Case cost: County Clerk $402.00');
    expect(pdf.lines).toContain('Lien: Medicare $1,500.00');
    expect(pdf.lines).toContain('Unpaid medical balance: City Hospital $987.65');
    expect(pdf.lines).toContain(`Net to client ${formatCents(statement.netToClientCents)}`);
    expect(pdf.lines.filter((line) => /signature/.test(line))).toEqual([
      'Client: Ana Ruiz signature Date',
      'Attorney for Lopez & Park LLP signature Date',
    ]);
  });

  it('prints a negative net to client and the warning', async () => {
    const short = computeSettlementStatement({
      grossCents: 1_000_00,
      feeAgreement: null,
      reachedLitigation: false,
      expenses: [],
      liens: [
        {
          id: 'l',
          holder: 'Hospital',
          kind: 'hospital',
          assertedCents: 1_500_00,
          negotiatedCents: null,
          finalCents: 1_250_00,
          waived: false,
        },
      ],
      medicalBalances: [],
    });
    const pdf = await readPdfText(
      await renderSettlementStatementPdf({
        firmName: 'F',
        clientName: 'C',
        caseReference: 'x',
        settledOn: null,
        preparedOn: '2026-05-02',
        version: 1,
        statement: short,
      }),
    );
    expect(pdf.lines).toContain('Net to client -$250.00');
    expect(pdf.text).toContain('exceed the settlement by $250.00');
  });

  it('prints Vietnamese, Polish, Cyrillic, Greek, Hebrew and Chinese names exactly, in embedded fonts', async () => {
    const names = ['Nguyễn Văn Thắng', 'Łucja Żółkiewska-Wąs', 'Иван Петров', 'Αλέξανδρος Παπαδόπουλος', 'דוד כהן', '王小明'];
    for (const name of names) {
      const bytes = await renderSettlementStatementPdf({
        firmName: 'Lopez & Park LLP',
        clientName: name,
        caseReference: 'PI-1',
        settledOn: null,
        preparedOn: '2026-05-02',
        version: 1,
        statement,
      });
      const pdf = await readPdfText(bytes);
      // pdf.js gives each Hebrew word in reading order and the words as drawn, left to right: on the page
      // the line reads right to left, "דוד" then "כהן".
      const shown = name === 'דוד כהן' ? 'כהן דוד' : name;
      expect(pdf.lines).toContain(`Client: ${shown}`);
      expect(pdf.lines).toContain(`Client: ${shown} signature Date`);
      expect(bytes.toString('latin1')).toContain('/FontFile');
      expect(bytes.toString('latin1')).not.toContain('/Helvetica');
    }
  });
  it('keeps the approval, its text and both signature lines on one page, however long the statement', async () => {
    const pageOf = (lines: string[], text: string) =>
      lines
        .slice(
          0,
          lines.findIndex((line) => line.includes(text)),
        )
        .filter((line) => /^Page \d+ of \d+$/.test(line)).length;
    for (let costs = 0; costs <= 40; costs += 1) {
      const long = computeSettlementStatement({
        grossCents: 500_000_00,
        feeAgreement: { rate: ONE_THIRD_PERCENT, litigationRate: feeRateFromPercent(40), basis: 'gross' },
        reachedLitigation: false,
        expenses: Array.from({ length: costs }, (_, i) => ({
          id: `e${i}`,
          date: '2026-02-03',
          payee: `Payee ${i}`,
          description: 'Records',
          amountCents: 100_00,
          reimbursable: true,
        })),
        liens: [],
        medicalBalances: [],
      });
      const pdf = await readPdfText(
        await renderSettlementStatementPdf({
          firmName: 'Lopez & Park LLP',
          clientName: 'Ana Ruiz',
          caseReference: 'PI-1',
          settledOn: '2026-05-01',
          preparedOn: '2026-05-02',
          version: 1,
          statement: long,
        }),
      );
      const approval = pageOf(pdf.lines, 'Approval');
      expect(
        [pageOf(pdf.lines, 'Client: Ana Ruiz signature'), pageOf(pdf.lines, 'Attorney for Lopez & Park LLP signature')],
        `${costs} costs`,
      ).toEqual([approval, approval]);
    }
  }, 60_000);
});
