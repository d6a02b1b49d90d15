// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { summariseBacktest, type BacktestPoint, type BacktestResponse } from '@casecast/domain';
import { BacktestResult } from './backtest-section';

afterEach(cleanup);

const points: BacktestPoint[] = [10_000, 25_000, 60_000, 150_000, 400_000].map((predicted, i) => ({
  id: `c${i}`,
  name: `Case ${i}`,
  dateClosed: '2025-03-01',
  predicted,
  actual: i === 2 ? predicted * 3 : predicted * 1.1,
  likelyLower: predicted * 0.8,
  likelyUpper: predicted * 1.25,
  lower: predicted * 0.4,
  upper: predicted * 2.5,
}));
const data: BacktestResponse = {
  status: 'ok',
  message: null,
  cutoff: '2025-01-01',
  trainCases: 40,
  syntheticCases: 2000,
  points,
  ...summariseBacktest(points),
};

it('shows the error and coverage in words, a chart with a legend and readable labels, and the same figures as a table', () => {
  render(<BacktestResult data={data} />);
  expect(screen.getByTestId('backtest-error').textContent).toBe('9.1%');
  expect(screen.getByTestId('backtest-likely-coverage').textContent).toBe('80.0%');
  expect(screen.getByTestId('backtest-range-coverage').textContent).toBe('80.0%');
  const chart = screen.getByTestId('backtest-chart');
  expect(chart.getAttribute('role')).toBe('img');
  for (const text of Array.from(chart.querySelectorAll('text'))) expect(Number(text.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
  expect(chart.querySelectorAll('circle')).toHaveLength(5);
  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(within(legend).getByText('Settled inside its likely range')).toBeTruthy();
  expect(within(legend).getByText('Perfect prediction')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  const rows = within(screen.getByTestId('backtest-table')).getAllByRole('row');
  expect(rows).toHaveLength(6);
  expect(
    within(rows[3]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['$60.0K – $60.0K', '1', '$60,000', '$180,000', '0.0%', '0.0%']);
});

it('says why there is no backtest when the firm has too few dated settled cases', () => {
  render(
    <BacktestResult
      data={{ ...data, status: 'not_enough_cases', message: 'A backtest needs at least 20 settled cases…', points: [], bins: [] }}
    />,
  );
  expect(screen.getByText('A backtest needs at least 20 settled cases…')).toBeTruthy();
  expect(screen.queryByTestId('backtest-chart')).toBeNull();
});
