// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { NegotiationChart, type NegotiationPoint } from './negotiation-chart';

afterEach(() => cleanup());

const entries: NegotiationPoint[] = [
  { id: 'd1', date: '2026-03-01', kind: 'demand', amount: 150000 },
  { id: 'o1', date: '2026-04-10', kind: 'offer', amount: 25000 },
  { id: 'd2', date: '2026-05-02', kind: 'demand', amount: 120000 },
  { id: 'o2', date: '2026-06-15', kind: 'offer', amount: 60000 },
];
const range = { value: 80000, lower: 30000, upper: 190000, likely: { lower: 55000, upper: 110000 } };

it('draws demands and offers against the predicted value, the likely range and the 95% range, with a legend', () => {
  const { container } = render(<NegotiationChart entries={entries} range={range} />);
  const chart = screen.getByRole('img', {
    name: /Negotiation over time: 2 demands and 2 offers against the predicted value of \$80,000\.00/,
  });
  expect(within(chart).getByTestId('demand-series').querySelectorAll('rect')).toHaveLength(2);
  expect(within(chart).getByTestId('offer-series').querySelectorAll('circle')).toHaveLength(2);
  // The 95% band spans more of the plot than the likely band, which sits inside it.
  const band = (id: string) => {
    const rect = within(chart).getByTestId(id);
    return { top: Number(rect.getAttribute('y')), height: Number(rect.getAttribute('height')) };
  };
  const wide = band('range-95');
  const likely = band('range-likely');
  expect(likely.top).toBeGreaterThan(wide.top);
  expect(likely.top + likely.height).toBeLessThan(wide.top + wide.height);
  const legend = within(screen.getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());
  expect(legend).toEqual(['Demands', 'Offers', 'Predicted value', 'Likely range (half of similar cases)', '95% range']);
  // Every label is readable: 11 px or more.
  for (const text of container.querySelectorAll('svg text')) expect(Number(text.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
});

it('gives the same numbers as a table, each placed against the ranges', () => {
  render(<NegotiationChart entries={entries} range={range} />);
  const table = screen.getByRole('table', { name: 'Negotiation chart data' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1, 5)
    .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['March 1, 2026', 'Demand', '$150,000.00', 'In the 95% range, above the likely range'],
    ['April 10, 2026', 'Offer', '$25,000.00', 'Below the 95% range'],
    ['May 2, 2026', 'Demand', '$120,000.00', 'In the 95% range, above the likely range'],
    ['June 15, 2026', 'Offer', '$60,000.00', 'In the likely range'],
  ]);
  expect(
    within(table).getByText(
      /Predicted value \$80,000\.00; likely range \$55,000\.00 to \$110,000\.00; 95% range \$30,000\.00 to \$190,000\.00/,
    ),
  ).toBeTruthy();
});

it('draws the log alone when the case has no prediction', () => {
  render(<NegotiationChart entries={entries.slice(0, 1)} range={null} />);
  expect(screen.getByRole('img', { name: /1 demands and 0 offers without a prediction/ })).toBeTruthy();
  expect(screen.queryByTestId('range-95')).toBeNull();
  expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem')).toHaveLength(2);
});
