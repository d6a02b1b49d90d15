// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { Party } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { deadlineKeys } from '../api';
import { PartiesSection } from './parties-section';

const stamp = '2026-01-01T00:00:00.000Z';
const usps: Party = {
  id: 'p1',
  caseId: 'c1',
  role: 'defendant',
  name: 'United States Postal Service',
  kind: 'government',
  governmentLevel: 'federal',
  claimDeniedOn: '2025-12-07',
  email: null,
  phone: null,
  address: null,
  notes: null,
  createdAt: stamp,
  updatedAt: stamp,
};

it('asks a government party for its level, and a federal one for the date the agency denied the claim', async () => {
  renderRoutes([route('/', <PartiesSection caseId="c1" />)], '/', [[deadlineKeys.parties('c1'), [usps]]]);
  expect(screen.getByText('Government · Federal (FTCA)')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add party' }));
  await screen.findByRole('dialog');
  expect(screen.queryByLabelText('Government level')).toBeNull();
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'government');
  const level = screen.getByLabelText('Government level');
  expect(screen.queryByLabelText('Agency denied the claim on')).toBeNull();
  await userEvent.selectOptions(level, 'federal');
  expect(screen.getByLabelText('Agency denied the claim on')).toBeTruthy();
  await userEvent.selectOptions(level, 'local');
  expect(screen.queryByLabelText('Agency denied the claim on')).toBeNull();
});
