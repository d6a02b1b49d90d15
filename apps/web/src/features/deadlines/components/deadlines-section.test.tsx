// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DATE_CHECK_PREFIX, DEADLINE_DISCLAIMER, type DeadlineListResponse } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { deadlineKeys } from '../api';
import { DeadlinesSection } from './deadlines-section';

const birthAfterIncident = `${DATE_CHECK_PREFIX}the client's date of birth (2042-06-12) is after the incident (2024-06-12); minority tolling was not applied.`;
const caveat = 'Tex. Civ. Prac. & Rem. Code § 74.251(a): the period runs from discovery.';
const list: DeadlineListResponse = {
  items: [],
  unknownReason: null,
  warnings: [birthAfterIncident, caveat],
  disclaimer: DEADLINE_DISCLAIMER,
};

it('shows a probably mistyped date as an alert on the case page, and other caveats as notes', () => {
  renderRoutes([route('/', <DeadlinesSection caseId="c1" />)], '/', [[deadlineKeys.forCase('c1'), list]]);
  const alerts = screen.getAllByRole('status').filter((element) => element.textContent === birthAfterIncident);
  expect(alerts).toHaveLength(1);
  const note = screen.getByText(caveat);
  expect(note.getAttribute('role')).toBeNull();
});

const me = (role: 'owner' | 'attorney' | 'staff') => ({
  user: { id: 'u1', name: 'Member', email: 'm@example.com' },
  firm: { firmId: 'f1', firmName: 'Firm', role },
});
const moved: DeadlineListResponse = {
  ...list,
  warnings: [],
  ruleChange: {
    changedAt: '2026-11-27T05:00:00.000Z',
    changes: [
      {
        computedKey: 'sol',
        title: 'Statute of limitations',
        from: '2026-06-01',
        to: '2026-03-12',
        citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
        ruleId: 'TX/general_injury/1900-01-01',
        reason: 'row_corrected',
      },
    ],
  },
};

it('lists the dates a rule change moved, with Confirm dates for an attorney and not for staff', () => {
  const attorney = renderRoutes([route('/', <DeadlinesSection caseId="c1" />)], '/', [
    [meQueryKey, me('attorney')],
    [deadlineKeys.forCase('c1'), moved],
  ]);
  expect(screen.getByText('A rule change moved these dates: an attorney must confirm them.')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Dates moved by a rule change' }).textContent).toBe(
    'Statute of limitations: 2026-06-01 → 2026-03-12 (Tex. Civ. Prac. & Rem. Code § 16.003(a); the rule was corrected)',
  );
  expect(screen.getByRole('button', { name: 'Confirm dates' })).toBeTruthy();
  attorney.unmount();
  renderRoutes([route('/', <DeadlinesSection caseId="c1" />)], '/', [
    [meQueryKey, me('staff')],
    [deadlineKeys.forCase('c1'), moved],
  ]);
  expect(screen.getByText('A rule change moved these dates: an attorney must confirm them.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Confirm dates' })).toBeNull();
});
