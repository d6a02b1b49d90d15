// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { Party } from '@casecast/domain';
import { describedText, renderRoutes, route } from '../../../test/render';
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
  claimFiledOn: '2025-03-03',
  claimDeniedOn: '2025-12-07',
  email: null,
  phone: null,
  address: null,
  notes: null,
  contactId: null,
  createdAt: stamp,
  updatedAt: stamp,
};

it('asks a government party of any level for its level and the days its claim was presented and denied', async () => {
  renderRoutes([route('/', <PartiesSection caseId="c1" />)], '/', [[deadlineKeys.parties('c1'), [usps]]]);
  expect(screen.getByText('Government · Federal (FTCA)')).toBeTruthy();
  expect(screen.getByText('Claim presented March 3, 2025 · denied December 7, 2025')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Add party' }));
  await screen.findByRole('dialog');
  expect(screen.queryByLabelText('Government level')).toBeNull();
  expect(screen.queryByLabelText('Claim denied on')).toBeNull();
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'government');
  const level = screen.getByLabelText('Government level');
  expect(screen.getByLabelText('Claim presented on')).toBeTruthy();
  await userEvent.selectOptions(level, 'local');
  expect(screen.getByLabelText('Claim denied on')).toBeTruthy();
  await userEvent.selectOptions(level, 'federal');
  expect(screen.getByLabelText('Claim denied on')).toBeTruthy();
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'business');
  expect(screen.queryByLabelText('Claim presented on')).toBeNull();
});

it('refuses a denial before the claim was presented, under the denial field', async () => {
  renderRoutes([route('/', <PartiesSection caseId="c1" />)], '/', [[deadlineKeys.parties('c1'), []]]);
  await userEvent.click(screen.getByRole('button', { name: 'Add party' }));
  await screen.findByRole('dialog');
  await userEvent.type(screen.getByLabelText('Name'), 'City of Tulsa');
  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'government');
  await userEvent.type(screen.getByLabelText('Claim presented on'), '2025-06-02');
  await userEvent.type(screen.getByLabelText('Claim denied on'), '2025-05-01');
  await userEvent.click(screen.getByRole('button', { name: 'Add party' }));
  const denied = screen.getByLabelText('Claim denied on');
  expect(await screen.findByText('The claim cannot be denied before it was presented')).toBeTruthy();
  expect(describedText(denied)).toBe('The claim cannot be denied before it was presented');
});
