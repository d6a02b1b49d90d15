// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { SettlementStatementResponse } from '@casecast/domain';
import { StatementTable } from './statement-table';

afterEach(() => cleanup());

const statement: SettlementStatementResponse = {
  caseId: 'case-1',
  clientName: 'Marisol Vega',
  caseNumber: null,
  settledOn: '2026-11-20',
  gross: 100000,
  fee: 33333.33,
  expenses: 1250.5,
  liens: 4000,
  medicalBalances: 900.17,
  netToClient: 60516,
  shortfall: 0,
  feeAgreement: { percent: 100 / 3, label: '33 1/3%', basis: 'gross', feeBase: 100000, litigationRateApplied: false },
  lines: [
    { kind: 'fee', label: 'Attorney fee', detail: '33 1/3% of the gross settlement', sourceId: null, amount: 33333.33 },
    { kind: 'expense', label: 'County Clerk', detail: 'Filing fee', sourceId: 'e1', amount: 1250.5 },
    { kind: 'lien', label: 'Medicare', detail: 'final amount', sourceId: 'l1', amount: 4000 },
    { kind: 'medical', label: 'Mercy Hospital', detail: 'unpaid balance', sourceId: 'p1', amount: 900.17 },
    { kind: 'net', label: 'Net to client', detail: null, sourceId: null, amount: 60516 },
  ],
  warnings: [],
  inputsHash: 'abc',
  version: null,
};

it('lists the gross, every deduction with its cents and the net to client, which add up to the gross', () => {
  render(<StatementTable statement={statement} />);
  const table = screen.getByRole('table', { name: 'Settlement statement' });
  const amountOf = (name: string) =>
    within(table)
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .querySelector('td')?.textContent;
  expect(amountOf('Gross settlement')).toBe('$100,000.00');
  expect(amountOf('Attorney fee 33 1/3% of the gross settlement')).toBe('−$33,333.33');
  expect(amountOf('County Clerk Filing fee')).toBe('−$1,250.50');
  expect(amountOf('Medicare final amount')).toBe('−$4,000.00');
  expect(amountOf('Mercy Hospital unpaid balance')).toBe('−$900.17');
  expect(amountOf('Net to client')).toBe('$60,516.00');
  // Section headings name what each group of deductions is.
  for (const heading of ['Attorney fee', 'Case costs reimbursed to the firm', 'Liens', 'Unpaid medical balances paid by the firm']) {
    expect(within(table).getByRole('rowheader', { name: heading })).toBeTruthy();
  }
  const cents = statement.lines.filter((line) => line.kind !== 'net').reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  expect(cents + Math.round(statement.netToClient * 100)).toBe(Math.round(statement.gross * 100));
});

it('shows a net below zero in red with the warnings', () => {
  render(
    <StatementTable
      statement={{
        ...statement,
        gross: 1000,
        fee: 333.33,
        liens: 4000,
        expenses: 0,
        medicalBalances: 0,
        netToClient: -3333.33,
        shortfall: 3333.33,
        lines: [
          { kind: 'fee', label: 'Attorney fee', detail: null, sourceId: null, amount: 333.33 },
          { kind: 'lien', label: 'Medicare', detail: null, sourceId: 'l1', amount: 4000 },
          { kind: 'net', label: 'Net to client', detail: null, sourceId: null, amount: -3333.33 },
        ],
        warnings: ['The deductions exceed the settlement by $3,333.33.'],
      }}
    />,
  );
  const net = screen.getByTestId('statement-net');
  expect(net.textContent).toBe('-$3,333.33');
  expect(net.className).toContain('text-red-700');
  expect(screen.getByRole('status').textContent).toContain('The deductions exceed the settlement by $3,333.33.');
});
