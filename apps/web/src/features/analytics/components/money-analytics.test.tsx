// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { MoneyAnalytics } from '@casecast/domain';
import { MoneyAnalyticsCard } from './money-analytics';

afterEach(cleanup);

const money: MoneyAnalytics = {
  specialsMultiples: [
    { caseType: 'Motor vehicle', cases: 3, settlementTotal: 255_000, billedTotal: 37_501.5, multiple: 6.8, averageMultiple: 7.12 },
    { caseType: 'Premises', cases: 1, settlementTotal: 40_000, billedTotal: 10_000, multiple: 4, averageMultiple: 4 },
  ],
  fees: { cases: 2, averageFee: 28_333.33, averageNetToClient: 43_831.42 },
  demandToSettlement: { cases: 3, averageDays: 59.5, medianDays: 61 },
};

it('shows the average fee and net to client with cents, the days from demand to settlement, and the multiple per case type', () => {
  render(<MoneyAnalyticsCard money={money} />);
  const card = screen.getByRole('region', { name: 'Settlement money' });
  expect(within(card).getByTestId('money-average-fee').textContent).toBe('$28,333.33');
  expect(within(card).getByText('2 settled cases with a fee agreement')).toBeTruthy();
  expect(within(card).getByTestId('money-average-net').textContent).toBe('$43,831.42');
  expect(within(card).getByTestId('money-demand-days').textContent).toBe('59.5 days');
  expect(within(card).getByText('Average from the first demand; median 61 days over 3 settled cases')).toBeTruthy();

  const table = within(card).getByRole('table', { name: 'Specials-to-settlement multiple by case type' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Case type', 'Settled', 'Billed', 'Multiple', 'Average of cases']);
  expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Motor vehicle3 settled cases');
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$255,000.00', '$37,501.50', '6.80×', '7.12×']);
  expect(
    within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$40,000.00', '$10,000.00', '4.00×', '4.00×']);
});

it('says what each figure needs while the firm has no settled case with money records', () => {
  render(
    <MoneyAnalyticsCard
      money={{
        specialsMultiples: [],
        fees: { cases: 0, averageFee: null, averageNetToClient: null },
        demandToSettlement: { cases: 0, averageDays: null, medianDays: null },
      }}
    />,
  );
  expect(screen.getByTestId('money-average-fee').textContent).toBe('—');
  expect(screen.getByText('Needs a settled case with a fee agreement.')).toBeTruthy();
  expect(screen.getByText('Needs a settled case with a demand in its negotiation log.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText(/No settled case has medical bills yet/)).toBeTruthy();
});
