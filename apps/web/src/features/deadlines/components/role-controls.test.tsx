// @vitest-environment happy-dom
// Staff do not see the controls the server refuses them (403): deleting a party, dismissing a statute of limitations.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Deadline, DeadlineListResponse, Party } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { deadlineKeys } from '../api';
import { DeadlinesSection } from './deadlines-section';
import { PartiesSection } from './parties-section';

type Role = 'owner' | 'attorney' | 'staff';
const me = (role: Role) => ({ user: { id: 'u1', name: 'Member', email: 'm@example.com' }, firm: { firmId: 'f1', firmName: 'Firm', role } });
const party: Party = {
  id: 'p1',
  caseId: 'c1',
  role: 'defendant',
  name: 'Dan Driver',
  kind: 'person',
  governmentLevel: null,
  claimFiledOn: null,
  claimDeniedOn: null,
  email: null,
  phone: null,
  address: null,
  notes: null,
  contactId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const deadline = (id: string, kind: Deadline['kind'], title: string): Deadline => ({
  id,
  caseId: 'c1',
  kind,
  title,
  dueDate: '2027-03-01',
  nominalDate: null,
  movedBecause: null,
  holidayName: null,
  status: 'open',
  confirmedAt: null,
  confirmedBy: null,
  overrideReason: null,
  rule: null,
  computed: kind !== 'custom',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const deadlines: DeadlineListResponse = {
  items: [deadline('d1', 'statute_of_limitations', 'Statute of limitations'), deadline('d2', 'custom', 'Call adjuster')],
  unknownReason: null,
  warnings: [],
  disclaimer: 'Dates to verify.',
};

function renderFor(role: Role) {
  renderRoutes(
    [
      route(
        '/',
        <>
          <PartiesSection caseId="c1" />
          <DeadlinesSection caseId="c1" />
        </>,
      ),
    ],
    '/',
    [
      [meQueryKey, me(role)],
      [deadlineKeys.parties('c1'), [party]],
      [deadlineKeys.forCase('c1'), deadlines],
    ],
  );
}

it('shows staff no Delete for a party and no Dismiss for the statute of limitations, but Dismiss for a custom deadline', () => {
  renderFor('staff');
  expect(screen.getByRole('button', { name: 'Edit Dan Driver' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete Dan Driver' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Dismiss Statute of limitations' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Confirm Statute of limitations' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Dismiss Call adjuster' })).toBeTruthy();
});

it('shows an attorney Delete for a party and Dismiss for the statute of limitations', () => {
  renderFor('attorney');
  expect(screen.getByRole('button', { name: 'Delete Dan Driver' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Dismiss Statute of limitations' })).toBeTruthy();
});
