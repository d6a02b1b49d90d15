// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderRoutes, route } from '../../test/render';
import { meQueryKey } from '../../lib/auth';
import { metricsKeys } from '../analytics/api';
import { AttorneysPage } from './attorneys-page';

it('a firm with no attorneys is told how to get one, not that a search found nothing', async () => {
  renderRoutes([route('/', <AttorneysPage />)], '/', [
    [metricsKeys.war, { items: [] }],
    [metricsKeys.performance, { items: [], truncated: false }],
    [meQueryKey, null],
  ]);
  expect(await screen.findByText(/Your firm has no attorneys yet\./)).toBeTruthy();
  expect(screen.getByText(/mark an owner who practises as a practising attorney/)).toBeTruthy();
  expect(screen.queryByText('No attorneys found matching your search criteria.')).toBeNull();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search attorneys' }), 'nobody');
  expect(screen.getByText('No attorneys found matching your search criteria.')).toBeTruthy();
});

const row = {
  attorney_id: 'a1',
  attorney_name: 'Una Onecase',
  cases_handled: 3,
  cases_closed: 1,
  war: 0.4,
  performance_ratio: 1.25,
  value_above_expectation: 27_000,
  compared_cases: 1,
  raw_war: 2.7,
  raw_performance_ratio: 3.698,
  credibility: 0.1,
  war_interval: { lower: -0.2, upper: 1.1 },
  performance_ratio_interval: { lower: 0.9, upper: 1.7 },
  rating: null,
  rating_reason: 'Fewer than 10 settled cases compared (1): too few to rate.',
  average_settlement_amount: 37_000,
  average_case_duration: 200,
  case_type_distribution: { 'Motor vehicle': 3 },
};

it('shows WAR and the ratio shrunk, with their interval and sample size, and no rating on one case', async () => {
  renderRoutes([route('/', <AttorneysPage />)], '/', [
    [
      metricsKeys.war,
      {
        items: [
          row,
          {
            ...row,
            attorney_id: 'a2',
            attorney_name: 'Tess Twenty',
            compared_cases: 20,
            credibility: 1,
            rating: 'Excellent',
            rating_reason: null,
          },
        ],
        firm_median_settlement: 10_000,
        firm_performance_ratio: 1.1,
        prior_cases: 9,
        min_rated_cases: 10,
      },
    ],
    [metricsKeys.performance, { items: [], truncated: false }],
    [meQueryKey, null],
  ]);
  const one = await screen.findByRole('region', { name: 'Una Onecase' });
  expect(within(one).getByTestId('performance-rating').textContent).toBe('Too few cases to rate');
  expect(within(one).getByTestId('attorney-war').textContent).toBe('0.4');
  expect(within(one).getByText('90% interval -0.2 to 1.1')).toBeTruthy();
  expect(within(one).getByTestId('attorney-sample').textContent).toMatch(
    /^1 settled cases compared .*weighted 10% on them, the rest on the firm's average\. Fewer than 10 settled cases compared \(1\): too few to rate\.$/,
  );
  const twenty = screen.getByRole('region', { name: 'Tess Twenty' });
  expect(within(twenty).getByTestId('performance-rating').textContent).toBe('Excellent');
});
