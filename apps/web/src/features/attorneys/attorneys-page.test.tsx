// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderRoutes, route } from '../../test/render';
import { meQueryKey } from '../../lib/auth';
import { metricsKeys } from '../analytics/api';
import { AttorneysPage } from './attorneys-page';

it('a firm with no attorneys is told how to get one, not that a search found nothing', async () => {
  renderRoutes([route('/', <AttorneysPage />)], '/', [
    [metricsKeys.war, { items: [] }],
    [metricsKeys.performance, { items: [] }],
    [meQueryKey, null],
  ]);
  expect(await screen.findByText(/Your firm has no attorneys yet\./)).toBeTruthy();
  expect(screen.getByText(/mark an owner who practises as a practising attorney/)).toBeTruthy();
  expect(screen.queryByText('No attorneys found matching your search criteria.')).toBeNull();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search attorneys' }), 'nobody');
  expect(screen.getByText('No attorneys found matching your search criteria.')).toBeTruthy();
});
