// The settlement (closing) statement as a table: the gross, each deduction (fee, reimbursed costs, liens, unpaid medical
// balances) and the net to client, the same lines and cents as the PDF.
import type { SettlementStatementResponse } from '@casecast/domain';
import { Alert } from '../../../components/ui/feedback';
import { formatAmount } from './money-ui';

const SECTION_TITLES = {
  fee: 'Attorney fee',
  expense: 'Case costs reimbursed to the firm',
  lien: 'Liens',
  medical: 'Unpaid medical balances paid by the firm',
} as const;

export function StatementTable({ statement }: { statement: SettlementStatementResponse }) {
  const deductions = statement.lines.filter((line) => line.kind !== 'net');
  const sections = (['fee', 'expense', 'lien', 'medical'] as const)
    .map((kind) => ({ kind, lines: deductions.filter((line) => line.kind === kind) }))
    .filter((section) => section.lines.length > 0);
  const negative = statement.netToClient < 0;
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm" aria-label="Settlement statement">
        <thead>
          <tr className="text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pl-5 pr-3">
              Item
            </th>
            <th scope="col" className="py-2 pl-3 pr-5 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-slate-200 font-semibold text-slate-900">
            <th scope="row" className="py-2 pl-5 pr-3">
              Gross settlement
            </th>
            <td className="py-2 pl-3 pr-5 text-right tabular-nums" data-testid="statement-gross">
              {formatAmount(statement.gross)}
            </td>
          </tr>
          {sections.map((section) => (
            <SectionRows key={section.kind} title={SECTION_TITLES[section.kind]} lines={section.lines} />
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 text-base font-semibold text-slate-900">
            <th scope="row" className="py-3 pl-5 pr-3">
              Net to client
            </th>
            <td className={`py-3 pl-3 pr-5 text-right tabular-nums ${negative ? 'text-red-700' : ''}`} data-testid="statement-net">
              {formatAmount(statement.netToClient)}
            </td>
          </tr>
        </tfoot>
      </table>
      {statement.warnings.length > 0 && (
        <div className="px-5">
          <Alert tone="warning">
            <ul className="list-disc space-y-1 pl-4">
              {statement.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
    </div>
  );
}

function SectionRows({ title, lines }: { title: string; lines: SettlementStatementResponse['lines'] }) {
  return (
    <>
      <tr className="border-t border-slate-100 bg-slate-50">
        <th scope="rowgroup" colSpan={2} className="py-1.5 pl-5 pr-5 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {title}
        </th>
      </tr>
      {lines.map((line, index) => (
        <tr key={`${line.kind}-${line.sourceId ?? index}`} className="border-t border-slate-100">
          <th scope="row" className="py-2 pl-8 pr-3 font-normal text-slate-800">
            {line.label}
            {line.detail && <span className="block text-xs text-slate-500">{line.detail}</span>}
          </th>
          <td className="py-2 pl-3 pr-5 text-right tabular-nums text-slate-800">−{formatAmount(line.amount)}</td>
        </tr>
      ))}
    </>
  );
}
